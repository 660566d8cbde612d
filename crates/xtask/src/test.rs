//! `cargo xtask test [--no-browser] [--engines chromium,firefox,webkit]`:
//! every test, as CI runs it.
//!
//! 1. setup: the rustup components rustfmt and clippy, and all tools (with
//!    `--no-browser` only the wasm32 target);
//! 2. formatting: `cargo fmt --all --check`, and the same for the fuzz crate
//!    (its own workspace): `cargo fmt --manifest-path fuzz/Cargo.toml --check`
//!    — first, as it takes a second;
//! 3. `cargo test --workspace` (native; `warri-web` compiles natively too;
//!    it includes the fuzz target's checks over a seeded corpus,
//!    `crates/warri-rules/tests/fuzz_corpus.rs`);
//! 4. `cargo build --manifest-path fuzz/Cargo.toml`, if `fuzz/` exists;
//! 5. lints: `cargo clippy --workspace --all-targets -- -D warnings`, then the
//!    web crates as the browser builds them, `cargo clippy -p warri-web -p warri-site --target
//!    wasm32-unknown-unknown -- -D warnings` (which also type-checks it for
//!    wasm32);
//! 6. unless `--no-browser`: `cargo xtask dist`, then the browser tests,
//!    once per browser engine — Chromium, Firefox and WebKit, or those
//!    `--engines` lists — each timed on its own: `node --test tests/browser/`
//!    with `WARRI_ENGINE` naming the engine (`tests/browser/driver/`), against
//!    `dist/` served in-process on a free port, whose URL the tests read from
//!    `WARRI_URL` (and the `warri` command, built first, from `WARRI_BIN`; the
//!    release folder from `WARRI_DIST`; the single-file game, built with it,
//!    `dist-single/warri.html`, from `WARRI_SINGLE`). Before an engine's suites,
//!    `tests/browser/driver/check.mjs` starts it and opens the site once, so
//!    that an engine that cannot start says so in one line. Each engine's
//!    results are also written as TAP to `target/browser-tests/<engine>.tap`,
//!    and every test's time, slowest first, to `<engine>.times` beside it.
//!    The server is the project's one static server,
//!    `tests/support/server.mjs` (see `serve.rs`), whose own tests
//!    (`node --test tests/support/`) run first.
//!
//! Chromium runs every suite; Firefox and WebKit run in full what differs
//! between engines and a short form of the suites whose logic is the same
//! compiled Rust in every engine (lessons, puzzles, review, replay
//! captions), the rest of those skipped with that reason
//! (`tests/browser/helpers.mjs`, `LONG_FORM`; `WARRI_FULL=1` runs them all).
//!
//! Every step says what it runs and how long it took; the run stops at the
//! first failing step, says which one and why, and exits non-zero — except
//! that every engine runs even when an earlier one failed (the failures are
//! listed at the end). The summary gives each engine's passed, failed and
//! skipped tests, names each skipped test with its reason (and each test
//! marked to do), and for each engine its time against its budget (over it,
//! loudly; never a failure: speed is judged by these figures), the load
//! average at its start and end, and its slowest tests.

use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::Instant;

use crate::cmd::{self, step};
use crate::serve::Server;
use crate::tools::{self, Need};
use crate::{args, dist, single, Result};

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let args::Test { browser, engines } = args::test(args)?;
    let start = Instant::now();
    let mut done: Vec<(String, f64, String)> = Vec::new();
    let mut timed = |name: &str, f: &mut dyn FnMut() -> Result| -> Result {
        let t = Instant::now();
        let r = f();
        done.push((name.to_string(), t.elapsed().as_secs_f64(), String::new()));
        r.map_err(|e| format!("{name}: {e}"))
    };

    let mut found = None;
    timed("setup", &mut || {
        tools::ensure_components(&tools::TIDY_COMPONENTS)?;
        if browser {
            found = Some(tools::ensure(Need::All)?);
            Ok(())
        } else {
            tools::ensure_wasm_target()
        }
    })?;
    let fuzz = cmd::root().join("fuzz/Cargo.toml");
    timed("fmt", &mut || {
        step("formatting: cargo fmt --all --check (rustfmt.toml)");
        let unformatted = "the code is not formatted as rustfmt.toml asks (the differences are above); \
                           run `cargo fmt --all` and `cargo fmt --manifest-path fuzz/Cargo.toml`";
        cmd::run(cargo().args(["fmt", "--all", "--check"])).map_err(|e| format!("{e}: {unformatted}"))?;
        if fuzz.is_file() {
            step("formatting of the fuzz crate: cargo fmt --manifest-path fuzz/Cargo.toml --check");
            cmd::run(cargo().args(["fmt", "--manifest-path"]).arg(&fuzz).arg("--check"))
                .map_err(|e| format!("{e}: {unformatted}"))?;
        }
        Ok(())
    })?;
    timed("native tests", &mut || {
        step("native tests: cargo test --workspace");
        cmd::run(cargo().args(["test", "--workspace"]))
    })?;
    if fuzz.is_file() {
        timed("fuzz build", &mut || {
            step("fuzz targets build: cargo build --manifest-path fuzz/Cargo.toml");
            cmd::run(cargo().args(["build", "--manifest-path"]).arg(&fuzz))
        })?;
    }
    let linted = "clippy has warnings, and warnings are denied (they are above): fix them, \
                  or allow the one lint where it is wrong for the code, saying why";
    timed("clippy", &mut || {
        step("lints: cargo clippy --workspace --all-targets -- -D warnings");
        cmd::run(cargo().args(["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"]))
            .map_err(|e| format!("{e}: {linted}"))
    })?;
    timed("clippy wasm32", &mut || {
        step("lints of the web crates for the browser: cargo clippy -p warri-web -p warri-site --target wasm32-unknown-unknown -- -D warnings");
        cmd::run(cargo().args([
            "clippy",
            "-p",
            "warri-web",
            "-p",
            "warri-site",
            "--target",
            tools::WASM_TARGET,
            "--",
            "-D",
            "warnings",
        ]))
        .map_err(|e| format!("{e}: {linted}"))
    })?;
    if let Some(tools) = found {
        let mut dir = None;
        let mut single_file = None;
        timed("dist", &mut || {
            let d = dist::build(&tools)?;
            single_file = Some(single::build(&d)?);
            dir = Some(d);
            Ok(())
        })?;
        let dir = dir.expect("dist succeeded");
        let single_file = single_file.expect("dist succeeded");
        // The browser tests check the page against the `warri` command.
        timed("warri command", &mut || {
            step("the warri command for the browser tests: cargo build -p warri-cli");
            cmd::run(cargo().args(["build", "-p", "warri-cli"]))
        })?;
        let warri = cmd::root().join("target/debug/warri");
        // The static server the browser tests use, first on its own.
        timed("static server", &mut || {
            step("the static server's tests: node --test tests/support/");
            cmd::run(Command::new("node").args(["--test", "tests/support/"]).current_dir(cmd::root()))
        })?;
        let server = Server::start(&dir, 0, false).map_err(|e| format!("cannot start the server: {e}"))?;
        let mut failed = Vec::new();
        let mut skipped = Vec::new();
        let mut todo = Vec::new();
        let mut reports = Vec::new();
        for engine in &engines {
            let load_before = load_average();
            let t = Instant::now();
            let result = browser_tests(engine, &server.url(), &warri, &dir, &single_file);
            let secs = t.elapsed().as_secs_f64();
            let load_after = load_average();
            let tap = fs::read_to_string(tap_path(engine)).unwrap_or_default();
            let counts = Counts::of(&tap);
            skipped.extend(counts.skipped.iter().map(|s| format!("{engine}: {s}")));
            todo.extend(counts.todo.iter().map(|s| format!("{engine}: {s}")));
            done.push((
                format!("browser: {engine}"),
                secs,
                format!("{}; load {load_before} -> {load_after}", counts.line()),
            ));
            let _ = fs::write(tap_path(engine).with_extension("times"), counts.times_table());
            reports.push((engine.clone(), secs, load_before, load_after, counts));
            if let Err(e) = result {
                eprintln!("xtask: browser tests in {engine} failed: {e}");
                // Which tests failed is above; here, how many.
                let why = match reports.last() {
                    Some((.., c)) if c.failed > 0 => c.line(),
                    _ => e,
                };
                failed.push(format!("{engine} ({why})"));
            }
        }
        server.stop();
        if !skipped.is_empty() {
            println!("\nskipped browser tests, with the reason:");
            for s in &skipped {
                println!("    {s}");
            }
        }
        if !todo.is_empty() {
            println!("\nbrowser tests marked to do (they run; a failure is reported, not counted):");
            for s in &todo {
                println!("    {s}");
            }
        }
        for (engine, secs, before, after, counts) in &reports {
            print_engine(engine, *secs, before, after, counts);
        }
        if !failed.is_empty() {
            print_times(&done);
            return Err(format!("browser tests failed in {}", failed.join("; ")));
        }
    }
    println!("\nall tests passed in {:.0}s:", start.elapsed().as_secs_f64());
    print_times(&done);
    Ok(())
}

fn print_times(done: &[(String, f64, String)]) {
    for (name, secs, note) in done {
        println!("    {name:<18} {secs:>6.1}s  {note}");
    }
}

/// How long each engine's browser tests may take, in seconds, on the
/// 2-core machine CI runs on: over it, the summary says so loudly (speed is
/// judged by these figures, never by a test that fails on time).
fn budget(engine: &str) -> f64 {
    match engine {
        "chromium" => 330.0,
        "firefox" => 240.0,
        _ => 240.0,
    }
}

/// The system's load average over 1, 5 and 15 minutes (`/proc/loadavg`), or
/// "unknown" where there is none.
fn load_average() -> String {
    let text = fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let parts: Vec<&str> = text.split_whitespace().take(3).collect();
    if parts.len() == 3 {
        parts.join(" ")
    } else {
        "unknown".into()
    }
}

/// One engine's time against its budget, the load while it ran and its
/// slowest tests.
fn print_engine(engine: &str, secs: f64, before: &str, after: &str, counts: &Counts) {
    let budget = budget(engine);
    println!("\nbrowser tests in {engine}: {secs:.0}s of a {budget:.0}s budget; load average (1, 5, 15 min) {before} at the start, {after} at the end");
    if secs > budget {
        println!("    !!! OVER BUDGET: {engine} took {secs:.0}s, {:.0}s more than its {budget:.0}s !!!", secs - budget);
    }
    println!("    slowest tests (all of them: {}):", tap_path(engine).with_extension("times").display());
    for t in counts.slowest(8) {
        println!("    {:>7.1}s  {}", t.ms / 1000.0, t.label());
    }
}

/// Where an engine's TAP results go.
fn tap_path(engine: &str) -> std::path::PathBuf {
    cmd::root().join("target/browser-tests").join(format!("{engine}.tap"))
}

/// Runs the browser tests in one engine: first `driver/check.mjs` (the
/// engine starts and shows the site), then every suite.
fn browser_tests(engine: &str, url: &str, warri: &Path, dist: &Path, single_file: &Path) -> Result {
    let node = |args: &[&str]| {
        let mut c = Command::new("node");
        c.args(args)
            .current_dir(cmd::root())
            .env("WARRI_ENGINE", engine)
            .env("WARRI_URL", url)
            .env("WARRI_CHROMIUM", tools::chromium())
            .env("WARRI_BIN", warri)
            .env("WARRI_DIST", dist)
            .env("WARRI_SINGLE", single_file);
        c
    };
    // No results of an earlier run may count for this one, even if the
    // engine cannot start.
    let tap = tap_path(engine);
    fs::create_dir_all(tap.parent().expect("has a parent"))
        .map_err(|e| format!("cannot create {}: {e}", tap.display()))?;
    let _ = fs::remove_file(&tap);
    step(format!("{engine}: does it start? node tests/browser/driver/check.mjs"));
    cmd::run(&mut node(&["tests/browser/driver/check.mjs"]))
        .map_err(|e| format!("the {engine} engine cannot start (the reason is above): {e}"))?;
    let destination = format!("--test-reporter-destination={}", tap.display());
    let mut args = vec!["--test"];
    // One suite at a time: each drives a whole browser, and timing-sensitive
    // tests (the computer's thinking line) need the CPU they expect.
    if node_runs_files_one_by_one_on_request() {
        args.push("--test-concurrency=1");
    }
    args.extend(["--test-reporter=tap", "--test-reporter-destination=stdout", "--test-reporter=tap", &destination]);
    args.push("tests/browser/");
    step(format!("browser tests in {engine}: WARRI_ENGINE={engine} node --test tests/browser/ against {url}"));
    cmd::run(&mut node(&args))
}

/// Whether `node --test` knows `--test-concurrency` (Node 20.10 and later).
fn node_runs_files_one_by_one_on_request() -> bool {
    let version = cmd::output("node", &["--version"]).unwrap_or_default();
    let mut parts = version.trim().trim_start_matches('v').split('.').map(|p| p.parse::<u32>().unwrap_or(0));
    let (major, minor) = (parts.next().unwrap_or(0), parts.next().unwrap_or(0));
    major > 20 || (major == 20 && minor >= 10)
}

/// An engine's results, read from its TAP output.
#[derive(Debug, Default, PartialEq)]
struct Counts {
    passed: usize,
    failed: usize,
    /// Each skipped test: its name and the reason.
    skipped: Vec<String>,
    /// Each test marked to do: its name and the reason (node runs it and
    /// reports a failure, but does not count it).
    todo: Vec<String>,
    /// Each test of a file (not its subtests) and how long it took.
    times: Vec<Timed>,
}

/// A test's duration, from its TAP point's `duration_ms`.
#[derive(Debug, Clone, PartialEq)]
struct Timed {
    /// Its file, where the TAP names it.
    file: String,
    name: String,
    ms: f64,
}

impl Timed {
    fn label(&self) -> String {
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
    fn of(tap: &str) -> Counts {
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
                if let Some(ms) = duration_after(&lines[i + 1..], indent + 2) {
                    let file = file.map(|f| f.rsplit('/').next().unwrap_or(f).to_string()).unwrap_or_default();
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
            }
        }
        c
    }

    fn line(&self) -> String {
        let todo = if self.todo.is_empty() { String::new() } else { format!(", {} to do", self.todo.len()) };
        format!("{} passed, {} failed, {} skipped{todo}", self.passed, self.failed, self.skipped.len())
    }

    /// The `n` slowest tests, slowest first.
    fn slowest(&self, n: usize) -> Vec<Timed> {
        let mut all = self.times.clone();
        all.sort_by(|a, b| b.ms.total_cmp(&a.ms));
        all.truncate(n);
        all
    }

    /// Every test's time, slowest first, one per line.
    fn times_table(&self) -> String {
        self.slowest(usize::MAX).iter().map(|t| format!("{:>8.1}s  {}\n", t.ms / 1000.0, t.label())).collect()
    }
}

/// Whether a TAP point's name is a test file's (node's point per file).
fn is_file(name: &str) -> bool {
    [".mjs", ".js", ".cjs"].iter().any(|ext| name.ends_with(ext))
}

/// The `duration_ms` of the YAML block that follows a TAP point (its lines
/// indented by `indent`), if it has one.
fn duration_after(lines: &[&str], indent: usize) -> Option<f64> {
    let pad = " ".repeat(indent);
    let mut block = lines.iter().map_while(|l| l.strip_prefix(&pad));
    if block.next()? != "---" {
        return None;
    }
    block.take_while(|l| *l != "...").find_map(|l| l.strip_prefix("duration_ms: ")?.trim().parse().ok())
}

/// A `cargo` command run from the workspace root.
fn cargo() -> Command {
    let mut c = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    c.current_dir(cmd::root());
    c
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
    fn times_the_tests_node_lists_at_the_top_but_not_their_subtests() {
        // Node 20 lists a run's tests at the top, without a point per file.
        let tap = [
            "TAP version 13",
            "# Subtest: plays a game",
            "ok 1 - plays a game",
            "  ---",
            "  duration_ms: 2500",
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
        assert_eq!(times, vec![("320×568: fingers fit".to_string(), 9000.25), ("plays a game".to_string(), 2500.0)]);
    }
}
