//! The browser suites in lanes: each engine checked once (does it start?),
//! then the parts of their suites taken by [`AT_ONCE`] lanes as they come
//! free, the first lane after the native steps (`super`'s docs say why and
//! in which order); each part a `node --test` run with its reports under
//! `target/browser-tests/`, and a test whose WebKit page crashed under it
//! run once more, alone.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use super::tap::Counts;
use crate::cmd::{self, step};
use crate::parts::Part;
use crate::serve::Server;
use crate::tools;
use crate::Result;

/// The engines whose browser tests start first, beside the native tests
/// and lints: WebKit's time goes to WebKitWebDriver's round trips, not to
/// the CPU (the load stays near 1 when it runs alone), so it fits beside
/// the compiler; Chromium and Firefox keep the CPU busy (BENCHMARKS.md,
/// issue 19).
const FIRST: &[&str] = &["webkit"];

/// The static server's own tests, then every engine's suites against
/// `dir` served on a free port, in lanes beside `native` (the end of the
/// native steps); returns each part's run, how long the lanes took and
/// how the native steps went.
pub(super) fn browsers(
    engines: &[String],
    dir: &Path,
    single_file: PathBuf,
    native: &mut (dyn FnMut() -> Result + Send),
) -> Result<(Vec<Run>, f64, Result)> {
    step("the static server's tests: node --test tests/support/");
    cmd::run(Command::new("node").args(["--test", "tests/support/"]).current_dir(cmd::root()))
        .map_err(|e| format!("static server: {e}"))?;
    let server = Server::start(dir, 0, false).map_err(|e| format!("cannot start the server: {e}"))?;
    let warri = cmd::root().join("target/debug/warri");
    let env = Env { url: server.url(), warri, dist: dir.to_path_buf(), single_file };
    let (mut runs, started) = starting(engines, &env);
    let clock = Instant::now();
    let (native, ran) = lanes(&in_lane_order(&started), &env, native);
    let secs = clock.elapsed().as_secs_f64();
    server.stop();
    runs.extend(ran);
    runs.sort_by_key(|r| (engines.iter().position(|e| *e == r.part.engine), r.part.index));
    Ok((runs, secs, native))
}

/// The parts of `engines`' suites in the order the lanes take them: the
/// engines of [`FIRST`], then the first parts, then the second ones, so
/// that the short parts come last and the lanes end together.
fn in_lane_order(engines: &[String]) -> Vec<Part> {
    let mut parts: Vec<Part> = engines.iter().flat_map(|e| Part::all(e)).collect();
    let place = |p: &Part| engines.iter().position(|e| *e == p.engine);
    parts.sort_by_key(|p| (!FIRST.contains(&p.engine.as_str()), p.index, place(p)));
    parts
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

/// Where a part's TAP results go (its spec report beside it, `.log`).
pub(super) fn tap_path(part: &Part) -> PathBuf {
    cmd::root().join("target/browser-tests").join(format!("{}.tap", part.stem()))
}

/// What every engine's tests are given: the site's URL, the `warri`
/// command, the release folder and the single-file game.
struct Env {
    url: String,
    warri: PathBuf,
    dist: PathBuf,
    single_file: PathBuf,
}

/// One part's run of the browser tests.
pub(super) struct Run {
    pub(super) part: Part,
    pub(super) result: Result,
    /// The tests run again because their page crashed.
    pub(super) again: Vec<Again>,
    pub(super) secs: f64,
    pub(super) load_before: String,
    pub(super) load_after: String,
}

/// How many lanes run at once (the native steps and an engine, or two
/// engines): two share the 2 cores well (much of a browser test is waiting
/// for a frame, a worker or a timer); three engines overload them (load
/// 12–16) until waits time out.
pub(super) const AT_ONCE: usize = 2;

/// A `node` command for the browser tests in `engine`.
fn node(engine: &str, env: &Env, args: &[&str]) -> Command {
    let mut c = Command::new("node");
    c.args(args)
        .current_dir(cmd::root())
        .env("WARRI_ENGINE", engine)
        .env("WARRI_URL", &env.url)
        .env("WARRI_CHROMIUM", tools::chromium())
        .env("WARRI_BIN", &env.warri)
        .env("WARRI_DIST", &env.dist)
        .env("WARRI_SINGLE", &env.single_file)
        // Something always shares the CPU with an engine: the compiler, or
        // another engine.
        .env("WARRI_ENGINES_AT_ONCE", AT_ONCE.to_string());
    c
}

/// Whether each engine starts: `driver/check.mjs` in each (it starts the
/// engine and shows the site). Returns the runs of those that cannot
/// start, and the others. No results of an earlier run may count for this
/// one, even if the engine cannot start.
fn starting(engines: &[String], env: &Env) -> (Vec<Run>, Vec<String>) {
    let dir = cmd::root().join("target/browser-tests");
    if let Err(e) = fs::create_dir_all(&dir) {
        let why = format!("cannot create {}: {e}", dir.display());
        return (engines.iter().map(|e| failed_run(e, why.clone())).collect(), vec![]);
    }
    let (mut failed, mut started) = (Vec::new(), Vec::new());
    for engine in engines {
        for part in Part::all(engine) {
            let _ = fs::remove_file(tap_path(&part));
        }
        step(format!("{engine}: does it start? node tests/browser/driver/check.mjs"));
        match cmd::run(&mut node(engine, env, &["tests/browser/driver/check.mjs"])) {
            Err(e) => {
                failed.push(failed_run(engine, format!("the {engine} engine cannot start (the reason is above): {e}")))
            }
            Ok(()) => started.push(engine.clone()),
        }
    }
    (failed, started)
}

/// Runs `native` and the parts of the engines' suites in [`AT_ONCE`]
/// lanes: the first lane runs `native`, then takes parts; the others take
/// parts at once, in the order given (see [`suites`]). Once `native` fails,
/// no lane takes another part. Each part's report goes to
/// `target/browser-tests/` (`.log`, `.tap`) and is printed whole when the
/// part is done.
fn lanes(parts: &[Part], env: &Env, native: &mut (dyn FnMut() -> Result + Send)) -> (Result, Vec<Run>) {
    let queue = Mutex::new(parts.iter().cloned());
    let stop = AtomicBool::new(false);
    let out = Mutex::new(());
    let mut result = Ok(());
    let runs = std::thread::scope(|scope| {
        let result = &mut result;
        let (queue, stop, out) = (&queue, &stop, &out);
        let lane = move |first: Option<&mut (dyn FnMut() -> Result + Send)>, into: Option<&mut Result>| {
            if let (Some(first), Some(into)) = (first, into) {
                *into = first();
                stop.store(into.is_err(), Ordering::SeqCst);
            }
            let mut done = Vec::new();
            loop {
                // Taken out of the lock at once: the guard of a `while let`
                // condition would hold it for the whole part, and the
                // lanes would take turns.
                let next =
                    if stop.load(Ordering::SeqCst) { None } else { queue.lock().expect("no lane panics").next() };
                let Some(part) = next else { break };
                done.push(part_run(part, env, out));
            }
            done
        };
        let others: Vec<_> = (1..AT_ONCE).map(|_| scope.spawn(move || lane(None, None))).collect();
        let mut runs = lane(Some(native), Some(result));
        runs.extend(others.into_iter().flat_map(|h| h.join().expect("a lane does not panic")));
        runs
    });
    (result, runs)
}

/// One part's suites, timed, its report printed whole when they end.
fn part_run(part: Part, env: &Env, out: &Mutex<()>) -> Run {
    let (t, load_before) = (Instant::now(), load_average());
    let result = suites(&part, env);
    let _one_at_a_time = out.lock();
    step(format!("browser tests in {}: done in {:.0}s; its report:", part.label(), t.elapsed().as_secs_f64()));
    print!("{}", fs::read_to_string(tap_path(&part).with_extension("log")).unwrap_or_default());
    let (result, again) = again_if_crashed(&part, env, result);
    Run { part, result, again, secs: t.elapsed().as_secs_f64(), load_before, load_after: load_average() }
}

/// The run of an engine that could not start.
fn failed_run(engine: &str, why: String) -> Run {
    let load = load_average();
    Run {
        part: Part { engine: engine.into(), index: 1, of: 1 },
        result: Err(why),
        again: Vec::new(),
        secs: 0.0,
        load_before: load.clone(),
        load_after: load,
    }
}

/// Runs the suites of one part of an engine's (`crate::parts`): in one
/// process with one browser, but WebKit's a process each (one after
/// another: its web processes crashed three times in a run where one driver
/// pool and display served every suite, "session deleted because of page
/// crash or hang", and its browser starts in a second); the spec report to
/// `<part>.log`, TAP to `<part>.tap`.
fn suites(part: &Part, env: &Env) -> Result {
    let tap = tap_path(part);
    let dir = tap.parent().expect("the TAP is in target/browser-tests");
    let targets = part.targets(dir)?;
    let targets: Vec<&str> = targets.iter().map(String::as_str).collect();
    run_node(&part.engine, env, &tap, &targets)
}

/// `node --test` of `targets` in `engine`, its TAP to `tap` and its spec
/// report beside it (`.log`).
fn run_node(engine: &str, env: &Env, tap: &Path, targets: &[&str]) -> Result {
    let log = tap.with_extension("log");
    let tap_to = format!("--test-reporter-destination={}", tap.display());
    let log_to = format!("--test-reporter-destination={}", log.display());
    let mut args = vec!["--test", "--test-reporter=spec", &log_to, "--test-reporter=tap", &tap_to];
    args.extend(targets);
    let mut c = node(engine, env, &args);
    let line = cmd::describe(&c);
    step(format!("browser tests in {engine}: WARRI_ENGINE={engine} {line} against {}", env.url));
    let status = c.stdout(std::process::Stdio::null()).status().map_err(|e| format!("cannot run `{line}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{line}` failed ({status}); {} says which tests", log.display()))
    }
}

/// When every failure of `part`'s run (`result`) is a page that crashed
/// under the test ([`CRASHED`](super::tap::CRASHED)), runs each of those tests once more, alone
/// (`--test-name-pattern`, its TAP to `<engine>.again-N.tap`). Returns the
/// run's result — passed if every test run again passed — and what each
/// test run again did. Nothing else runs again: a failed check, a timeout,
/// another error or a second crash fails the run.
fn again_if_crashed(part: &Part, env: &Env, result: Result) -> (Result, Vec<Again>) {
    let counts = Counts::of(&fs::read_to_string(tap_path(part)).unwrap_or_default());
    if result.is_ok() || counts.crashed.is_empty() || counts.crashed.len() != counts.failed {
        return (result, Vec::new());
    }
    let mut again = Vec::new();
    for (n, (file, name)) in counts.crashed.iter().enumerate() {
        let tap = tap_path(part).with_extension(format!("again-{n}.tap"));
        let pattern = format!("--test-name-pattern=^{}$", regex_escape(name));
        let run = run_node(&part.engine, env, &tap, &["--test-concurrency=1", &pattern, file]);
        let c = Counts::of(&fs::read_to_string(&tap).unwrap_or_default());
        let passed = run.is_ok() && c.passed >= 1 && c.failed == 0;
        print!("{}", fs::read_to_string(tap.with_extension("log")).unwrap_or_default());
        again.push(Again { name: name.clone(), passed });
    }
    let result = if again.iter().all(|a| a.passed) { Ok(()) } else { result };
    (result, again)
}

/// A test run again after its page crashed, and whether it then passed.
#[derive(Debug, Clone)]
pub(super) struct Again {
    pub(super) name: String,
    pub(super) passed: bool,
}

/// `text` with every character a regular expression gives a meaning to
/// escaped, for a pattern that matches exactly it.
fn regex_escape(text: &str) -> String {
    text.chars().fold(String::new(), |mut out, ch| {
        if "\\^$.|?*+()[]{}/".contains(ch) {
            out.push('\\');
        }
        out.push(ch);
        out
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_name_pattern_matches_the_name_alone() {
        assert_eq!(super::regex_escape("320×568, en: a (game) [1] $5 a.b"), r"320×568, en: a \(game\) \[1\] \$5 a\.b");
    }
}
