//! The TAP that node's test runner writes, read: how many tests passed, failed,
//! were skipped or marked to do (with the reasons), each test's time, what
//! each failure says, and which failures were a WebKit page that crashed.

/// What WebKitWebDriver answers once the web process of a test's page has
/// crashed: WebKitGTK's, not the page's doing (it comes one to three times
/// a run, at a different test each time, shortly after a page opens).
pub(super) const CRASHED: &str = "session deleted because of page crash or hang";

/// How many lines of a failed test's TAP block the summary repeats.
const FAILURE_LINES: usize = 24;

/// An engine's results, read from its TAP output.
#[derive(Debug, Default, PartialEq)]
pub(super) struct Counts {
    pub(super) passed: usize,
    pub(super) failed: usize,
    /// Each skipped test: its name and the reason.
    pub(super) skipped: Vec<String>,
    /// Each test marked to do: its name and the reason (node runs it and
    /// reports a failure, but does not count it).
    pub(super) todo: Vec<String>,
    /// Each test of a file (not its subtests) and how long it took.
    pub(super) times: Vec<Timed>,
    /// Each failed test whose page crashed under it ([`CRASHED`]): its
    /// file (a path) and its name.
    pub(super) crashed: Vec<(String, String)>,
    /// Each failed test: its name and what its TAP block says of the
    /// failure (the error, where), cut to [`FAILURE_LINES`].
    pub(super) failures: Vec<(String, Vec<String>)>,
}

/// A test's duration, from its TAP point's `duration_ms`.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Timed {
    /// Its file, where the TAP names it.
    pub(super) file: String,
    pub(super) name: String,
    pub(super) ms: f64,
}

impl Timed {
    pub(super) fn label(&self) -> String {
        if self.file.is_empty() {
            self.name.clone()
        } else {
            format!("{} › {}", self.file, self.name)
        }
    }
}

impl Counts {
    /// Counts the test points of a TAP stream (subtests included; the
    /// runner's per-file points, which hold subtests, are not counted), and
    /// reads the duration of each test of a file.
    pub(super) fn of(tap: &str) -> Counts {
        let mut c = Counts::default();
        let lines: Vec<&str> = tap.lines().collect();
        // The subtests open around the current line: (indent, name).
        let mut open: Vec<(usize, &str)> = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let t = line.trim_start();
            let indent = line.len() - t.len();
            if let Some(name) = t.strip_prefix("# Subtest: ") {
                open.push((indent, name));
                continue;
            }
            let (ok, rest) = if let Some(r) = t.strip_prefix("not ok ") {
                (false, r)
            } else if let Some(r) = t.strip_prefix("ok ") {
                (true, r)
            } else {
                continue;
            };
            // This point closes its own subtest; what is still open holds it.
            if open.last().is_some_and(|(k, _)| *k == indent) {
                open.pop();
            }
            // TAP escapes a `#` of a name or reason as `\#`.
            let unescaped = rest.replace("\\#", "#");
            let rest = unescaped.as_str();
            let name = rest.split_once(" - ").map_or(rest, |(_, n)| n);
            let bare = name.split(" # ").next().unwrap_or(name).trim();
            // A test: a point at the top, or in a file's point (node lists
            // a run's tests at the top, or inside one point per file).
            let holder = open.iter().rev().find(|(k, _)| *k < indent).map(|(_, n)| *n);
            let file = holder.filter(|n| is_file(n));
            if (holder.is_none() || file.is_some()) && !is_file(bare) {
                if let Some(ms) = yaml_after(&lines[i + 1..], indent + 2, "duration_ms").and_then(|v| v.parse().ok()) {
                    // The file's point, or else the test's own location
                    // (one process running every suite has no file points).
                    let location = || yaml_after(&lines[i + 1..], indent + 2, "location");
                    let file = file.map(str::to_string).or_else(location).map(|f| file_name(&f)).unwrap_or_default();
                    c.times.push(Timed { file, name: bare.to_string(), ms });
                }
            }
            // A point whose subtests came just before it (a file or a
            // `describe`; their plan, `1..N`, indented deeper, ends them)
            // is counted through them.
            let parent = i > 0 && {
                let prev = lines[i - 1];
                let p = prev.trim_start();
                prev.len() - p.len() > indent && p.starts_with("1..")
            };
            if parent {
                continue;
            }
            if let Some((name, reason)) = name.split_once(" # SKIP") {
                c.skipped.push(format!("{} — {}", name.trim(), reason.trim()));
            } else if let Some((name, reason)) = name.split_once(" # TODO") {
                let outcome = if ok { "passes" } else { "fails" };
                c.todo.push(format!("{} — {} ({outcome})", name.trim(), reason.trim()));
            } else if ok {
                c.passed += 1;
            } else {
                c.failed += 1;
                let block = yaml_block(&lines[i + 1..], indent + 2);
                let location = yaml_after(&lines[i + 1..], indent + 2, "location");
                if let (true, Some(place)) = (block.iter().any(|l| l.contains(CRASHED)), location) {
                    c.crashed.push((path_of(&place), bare.to_string()));
                }
                let why = block.iter().filter(|l| !l.trim_start().starts_with("duration_ms")).take(FAILURE_LINES);
                c.failures.push((bare.to_string(), why.map(|l| l.to_string()).collect()));
            }
        }
        c
    }

    pub(super) fn line(&self) -> String {
        let todo = if self.todo.is_empty() { String::new() } else { format!(", {} to do", self.todo.len()) };
        format!("{} passed, {} failed, {} skipped{todo}", self.passed, self.failed, self.skipped.len())
    }

    /// The `n` slowest tests, slowest first.
    pub(super) fn slowest(&self, n: usize) -> Vec<Timed> {
        let mut all = self.times.clone();
        all.sort_by(|a, b| b.ms.total_cmp(&a.ms));
        all.truncate(n);
        all
    }

    /// Every test's time, slowest first, one per line.
    pub(super) fn times_table(&self) -> String {
        self.slowest(usize::MAX).iter().map(|t| format!("{:>8.1}s  {}\n", t.ms / 1000.0, t.label())).collect()
    }
}

/// Whether a TAP point's name is a test file's (node's point per file).
fn is_file(name: &str) -> bool {
    [".mjs", ".js", ".cjs"].iter().any(|ext| name.ends_with(ext))
}

/// The value of `key` in the YAML block that follows a TAP point (its
/// lines indented by `indent`), if it has one, without quotes.
fn yaml_after(lines: &[&str], indent: usize, key: &str) -> Option<String> {
    let prefix = format!("{key}: ");
    let block = yaml_block(lines, indent);
    block.iter().find_map(|l| Some(l.strip_prefix(&prefix)?.trim().trim_matches('\'').to_string()))
}

/// The lines of the YAML block that follows a TAP point (indented by
/// `indent`, without that indent), empty if it has none.
fn yaml_block<'a>(lines: &[&'a str], indent: usize) -> Vec<&'a str> {
    let pad = " ".repeat(indent);
    let mut block = lines.iter().map_while(|l| l.strip_prefix(pad.as_str()));
    match block.next() {
        Some("---") => block.take_while(|l| *l != "...").collect(),
        _ => Vec::new(),
    }
}

/// The path of a `path:line:column` location.
fn path_of(place: &str) -> String {
    let mut parts = place.rsplitn(3, ':');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(_), Some(_), Some(path)) => path.to_string(),
        _ => place.to_string(),
    }
}

/// The file name of a path or of a `path:line:column` location.
fn file_name(place: &str) -> String {
    let name = place.rsplit('/').next().unwrap_or(place);
    name.split(':').next().unwrap_or(name).to_string()
}

#[cfg(test)]
mod tests {
    use super::Counts;

    #[test]
    fn counts_tap_points_with_skips_and_reasons() {
        let tap = [
            "TAP version 13",
            "# Subtest: a.test.mjs",
            "    # Subtest: plays",
            "    ok 1 - plays",
            "      ---",
            "      duration_ms: 5",
            "      ...",
            "    # Subtest: taps",
            "    ok 2 - taps # SKIP WebKit has no touch input",
            "      ---",
            "      duration_ms: 0.5",
            "      ...",
            "    # Subtest: waits",
            "    not ok 4 - waits # TODO the page's side is missing (hooks.rs: listen on warri-worker\\#ID)",
            "      ---",
            "      duration_ms: 1200.5",
            "      ...",
            "    # Subtest: breaks",
            "    not ok 3 - breaks",
            "      ---",
            "      ...",
            "    1..4",
            "not ok 1 - a.test.mjs",
            "  ---",
            "  ...",
            "# Subtest: b",
            "ok 2 - b",
            "  ---",
            "  ...",
            "1..2",
        ]
        .join("\n");
        let c = Counts::of(&tap);
        assert_eq!((c.passed, c.failed), (2, 1), "{c:?}");
        assert_eq!(c.skipped, vec!["taps — WebKit has no touch input".to_string()]);
        assert_eq!(
            c.todo,
            vec!["waits — the page's side is missing (hooks.rs: listen on warri-worker#ID) (fails)".to_string()]
        );
        assert_eq!(c.line(), "2 passed, 1 failed, 1 skipped, 1 to do");
        let slowest = c.slowest(2);
        let slowest: Vec<(&str, &str, f64)> =
            slowest.iter().map(|t| (t.file.as_str(), t.name.as_str(), t.ms)).collect();
        assert_eq!(slowest, vec![("a.test.mjs", "waits", 1200.5), ("a.test.mjs", "plays", 5.0)]);
        assert!(c.times_table().starts_with("     1.2s  a.test.mjs › waits\n"), "{}", c.times_table());
    }

    #[test]
    fn names_the_failed_tests_whose_page_crashed() {
        let tap = [
            "TAP version 13",
            "# Subtest: persistence.test.mjs",
            "    # Subtest: loads version 1",
            "    not ok 1 - loads version 1",
            "      ---",
            "      duration_ms: 3100",
            "      location: '/w/tests/browser/persistence.test.mjs:69:1'",
            "      failureType: 'testCodeFailure'",
            "      error: |-",
            "        WebDriver POST /session/5b/execute/sync: invalid session id: session deleted because of page crash or hang.",
            "      ...",
            "    # Subtest: loads version 2",
            "    not ok 2 - loads version 2",
            "      ---",
            "      location: '/w/tests/browser/persistence.test.mjs:92:1'",
            "      error: 'timed out after 15000 ms waiting for [data-testid=\"board\"]'",
            "      ...",
            "    1..2",
            "not ok 1 - persistence.test.mjs",
            "1..1",
        ]
        .join("\n");
        let c = Counts::of(&tap);
        assert_eq!((c.passed, c.failed), (0, 2), "{c:?}");
        assert_eq!(
            c.crashed,
            vec![("/w/tests/browser/persistence.test.mjs".to_string(), "loads version 1".to_string())]
        );
        // What each failure met, for the summary: its block, not its time.
        let second = &c.failures[1];
        assert_eq!(second.0, "loads version 2");
        assert_eq!(
            second.1,
            [
                "location: '/w/tests/browser/persistence.test.mjs:92:1'",
                "error: 'timed out after 15000 ms waiting for [data-testid=\"board\"]'"
            ]
        );
        assert!(!c.failures[0].1.iter().any(|l| l.contains("duration_ms")), "{:?}", c.failures[0]);
    }

    #[test]
    fn a_location_s_path_is_read_whole() {
        assert_eq!(super::path_of("/w/a b.mjs:69:1"), "/w/a b.mjs");
    }

    #[test]
    fn times_the_tests_node_lists_at_the_top_but_not_their_subtests() {
        // Node 20 lists a run's tests at the top, without a point per file.
        let tap = [
            "TAP version 13",
            "# Subtest: plays a game",
            "ok 1 - plays a game",
            "  ---",
            "  duration_ms: 2500",
            "  location: '/work/tests/browser/game.test.mjs:27:3'",
            "  ...",
            "# Subtest: 320×568: fingers fit",
            "    # Subtest: no page is wider",
            "    ok 1 - no page is wider",
            "      ---",
            "      duration_ms: 0.2",
            "      ...",
            "    1..1",
            "ok 2 - 320×568: fingers fit",
            "  ---",
            "  duration_ms: 9000.25",
            "  ...",
            "1..2",
        ]
        .join("\n");
        let c = Counts::of(&tap);
        assert_eq!((c.passed, c.failed), (2, 0), "{c:?}");
        let times: Vec<(String, f64)> = c.slowest(5).into_iter().map(|t| (t.label(), t.ms)).collect();
        assert_eq!(
            times,
            vec![("320×568: fingers fit".to_string(), 9000.25), ("game.test.mjs › plays a game".to_string(), 2500.0)]
        );
    }
}
