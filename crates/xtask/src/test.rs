//! `cargo xtask test [--no-browser] [--engines chromium,firefox,webkit]`:
//! every test, as CI runs it.
//!
//! 1. setup: the rustup components rustfmt and clippy, and all tools (with
//!    `--no-browser` only the wasm32 target);
//! 2. formatting: `cargo fmt --all --check`, and the same for the fuzz crate
//!    (its own workspace): `cargo fmt --manifest-path fuzz/Cargo.toml --check`
//!    — first, as it takes a second;
//! 3. the house rules, `cargo xtask tidy` (`crate::tidy`), as quick;
//! 4. unless `--no-browser`: `cargo xtask dist`, and beside it, in the
//!    first lane, the `warri` command the browser tests check the page
//!    against (`cargo build -p warri-cli`, linted as the native tests are,
//!    so that they find it built), then the native steps (below): the
//!    release build links on one core for its last minute;
//! 5. then, in two lanes side by side (`AT_ONCE`): the first takes browser
//!    suites once the native steps end; the second at once, WebKit first
//!    (`FIRST`: its time goes to its driver's round trips, not to the CPU,
//!    so it fits beside the compiler). Chromium's and Firefox's suites come
//!    in two parts each (`crate::parts`), which the lanes take as they come
//!    free, first parts first, so that the lanes end together; each part is
//!    timed on its own. With `--no-browser`, the native steps alone. The
//!    native steps:
//!    - `cargo test --workspace` (native; `warri-web` compiles natively
//!      too; it includes the fuzz target's checks over a seeded corpus,
//!      `crates/warri-rules/tests/fuzz_corpus.rs`), linted as it builds:
//!      what `cargo clippy --workspace --all-targets -- -D warnings` would
//!      find fails the build (`crate::lints`: cargo runs the workspace's
//!      crates through `clippy-driver`), every target built first (`--all-targets
//!      --no-run`; a check that the lints do fire, `lints_work`, runs
//!      before any linted build), then run: the tests of every target but
//!      the benchmarks (`--lib --bins --tests --examples`: the examples as
//!      built, with their tests, instead of built again as plain programs,
//!      as a bare `cargo test` would), then the doc tests (`--doc`);
//!    - `cargo check --manifest-path fuzz/Cargo.toml --no-default-features
//!      --bins`, if `fuzz/` exists: the fuzz target type-checks, without
//!      compiling libFuzzer (which `cargo fuzz run` links);
//!    - with `--no-browser` only, `cargo clippy -p warri-web -p warri-site
//!      --target wasm32-unknown-unknown -- -D warnings`: the web crates
//!      type-checked for wasm32, which the release build does otherwise.
//!      Its lints find nothing the native ones do not: every line of every
//!      crate compiles natively (no `#[cfg(target_arch …)]`, which the tidy
//!      refuses; `if cfg!(…)` compiles both branches), so the native
//!      linted build reads all of it. The release build itself is not
//!      linted: `clippy-driver` compiles with MIR optimisations off (the
//!      main `.wasm` came out 900 bytes smaller), and the browser tests test
//!      the site as `cargo xtask dist` builds it.
//!
//! The browser tests, in Chromium, Firefox and WebKit (or those
//! `--engines` lists): first `tests/browser/driver/check.mjs` in each,
//! which starts it and opens the site once, so that an engine that cannot
//! start says so in one line; then each part of each engine's suites in a
//! lane, Chromium and Firefox running a part's suites in one process (`node
//! --test` of an entry importing them, `target/browser-tests/<part>.mjs`:
//! one browser per part), WebKit a process per suite (`node --test
//! --test-concurrency=1` and the suites' files), with `WARRI_ENGINE`
//! naming it (`tests/browser/driver/`) and `WARRI_ENGINES_AT_ONCE` how
//! many lanes share the CPU (waits are scaled for it), against `dist/`
//! served in-process on a free port, whose URL the tests read from
//! `WARRI_URL` (the `warri` command from `WARRI_BIN`; the release folder
//! from `WARRI_DIST`; the single-file game, built with it,
//! `dist-single/warri.html`, from `WARRI_SINGLE`). Each part's report is
//! written to `target/browser-tests/<part>.log` (`chromium-1.log`, or
//! `webkit.log` for an engine run whole) and printed whole when that part
//! is done, its results as TAP to `<part>.tap`, and each engine's every
//! test's time, slowest first, to `<engine>.times`. The server is the
//! project's one static server, `tests/support/server.mjs` (see
//! `serve.rs`), whose own tests (`node --test tests/support/`) run first.
//!
//! Chromium runs every suite; Firefox and WebKit run in full what differs
//! between engines and a short form of the suites whose logic is the same
//! compiled Rust in every engine (lessons, puzzles, review, replay
//! captions), the rest of those skipped with that reason
//! (`tests/browser/helpers.mjs`, `LONG_FORM`; `WARRI_FULL=1` runs them all).
//!
//! Every step says what it runs and how long it took; the run stops at the
//! first failing step, says which one and why, and exits non-zero — except
//! that every engine runs even when another one failed (the failures are
//! listed at the end), and an engine already running when a native step
//! fails ends first (no engine starts after it). The summary gives each
//! engine's passed, failed and skipped tests, names each skipped test with
//! its reason (each test marked to do, and each that ran again because
//! WebKit's web process crashed under it: `test` in
//! tests/browser/helpers.mjs), and for each engine its time against its
//! budget (over it, loudly; never a failure: speed is judged by these
//! figures), the load average at its start and end, and its slowest tests.

use std::fs;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Instant;

use crate::cmd::{self, step};
use crate::lints::{linted, lints_work, LINTED};
use crate::parts::Part;
use crate::serve::Server;
use crate::tools::{self, Need};
use crate::{args, dist, single, tidy, Result};

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let args::Test { browser, engines } = args::test(args)?;
    let start = Instant::now();
    let mut done = Done::default();
    let mut found = None;
    done.timed("setup", &mut || {
        tools::ensure_components(&tools::TIDY_COMPONENTS)?;
        if browser {
            found = Some(tools::ensure(Need::All)?);
            Ok(())
        } else {
            tools::ensure_wasm_target()
        }
    })?;
    format_check(&mut done)?;
    done.timed("tidy", &mut || tidy::run(&[]))?;
    done.timed("lints work", &mut lints_work)?;
    match found {
        Some(tools) => with_browsers(&tools, &engines, &mut done)?,
        None => native_steps(&mut done, false)?,
    }
    println!("\nall tests passed in {:.0}s:", start.elapsed().as_secs_f64());
    print_times(&done.0);
    Ok(())
}

/// Each step's name, time and a note, in the order they ended.
#[derive(Default)]
struct Done(Vec<(String, f64, String)>);

impl Done {
    /// Runs the step `name`, timing it; its error names it.
    fn timed(&mut self, name: &str, f: &mut dyn FnMut() -> Result) -> Result {
        let t = Instant::now();
        let r = f();
        self.0.push((name.to_string(), t.elapsed().as_secs_f64(), String::new()));
        r.map_err(|e| format!("{name}: {e}"))
    }
}

/// `cargo fmt --check`, of the workspace and of the fuzz crate.
fn format_check(done: &mut Done) -> Result {
    let fuzz = cmd::root().join("fuzz/Cargo.toml");
    done.timed("fmt", &mut || {
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
    })
}

/// The native tests, linted as they build, the fuzz target's check and,
/// unless the release build compiles the web crates for wasm32 beside them
/// (`wasm32_built`), their wasm32 check (`clippy_wasm32`).
fn native_steps(done: &mut Done, wasm32_built: bool) -> Result {
    done.timed("native tests", &mut || {
        step("native tests, linted as they build: cargo test --workspace --all-targets --no-run, then its tests (all but the benchmarks) and the doc tests (RUSTC_WORKSPACE_WRAPPER=clippy-driver, -D warnings)");
        let build = ["test", "--workspace", "--all-targets", "--no-run"];
        cmd::run(linted(&mut cargo()).args(build)).map_err(|e| format!("{e}: {LINTED}"))?;
        let built = ["test", "--workspace", "--lib", "--bins", "--tests", "--examples"];
        cmd::run(linted(&mut cargo()).args(built))?;
        cmd::run(linted(&mut cargo()).args(["test", "--workspace", "--doc"]))
    })?;
    let fuzz = cmd::root().join("fuzz/Cargo.toml");
    if fuzz.is_file() {
        done.timed("fuzz check", &mut || {
            step(
                "the fuzz target type-checks: cargo check --manifest-path fuzz/Cargo.toml --no-default-features --bins",
            );
            cmd::run(cargo().args(["check", "--manifest-path"]).arg(&fuzz).args(["--no-default-features", "--bins"]))
        })?;
    }
    if wasm32_built {
        return Ok(());
    }
    done.timed("clippy wasm32", &mut clippy_wasm32)
}

/// The web crates type-checked (and linted) for wasm32, without the
/// release build.
fn clippy_wasm32() -> Result {
    step("lints of the web crates for the browser: cargo clippy -p warri-web -p warri-site --target wasm32-unknown-unknown -- -D warnings");
    let web = ["clippy", "-p", "warri-web", "-p", "warri-site", "--target", tools::WASM_TARGET];
    cmd::run(cargo().args(web).args(["--", "-D", "warnings"])).map_err(|e| format!("{e}: {LINTED}"))
}

/// The engines whose browser tests start first, beside the native tests
/// and lints: WebKit's time goes to WebKitWebDriver's round trips, not to
/// the CPU (the load stays near 1 when it runs alone), so it fits beside
/// the compiler; Chromium and Firefox keep the CPU busy (BENCHMARKS.md,
/// issue 19).
const FIRST: &[&str] = &["webkit"];

/// The release build (and the single file made from it) and, beside it,
/// in the first lane, the `warri` command the browser tests check the page
/// against, then the native steps:
/// while the release build links (one codegen unit, fat LTO) a core would
/// wait. (They lock other build folders than the release build's:
/// `target/debug`, `target/wasm32-…/debug`.) Then the browser tests, in
/// [`AT_ONCE`] lanes, the first one taking parts once the native steps end
/// (see the module's docs).
fn with_browsers(tools: &tools::Tools, engines: &[String], done: &mut Done) -> Result {
    let stop = AtomicBool::new(false);
    let ran = std::thread::scope(|s| {
        let (warri_built, warri_ready) = mpsc::channel();
        let (stop, done) = (&stop, &mut *done);
        let mut side = Some(s.spawn(move || beside_the_release_build(&warri_built, stop)));
        let built = release_build(tools, done);
        let warri = warri_ready.recv().unwrap_or_else(|_| Err("the warri command's build ended without a word".into()));
        // The native steps are not started once the build has failed.
        stop.store(built.is_err() || warri.is_err(), Ordering::SeqCst);
        let (dir, single_file) = built?;
        warri?;
        let mut native = move || {
            let (side_done, result) = side.take().expect("joined once").join().expect("the side builds do not panic");
            done.0.extend(side_done.0);
            result
        };
        browsers(engines, &dir, single_file, &mut native)
    });
    let (runs, secs, native) = ran?;
    let reported = report(&runs, done, secs);
    native?;
    reported.inspect_err(|_| print_times(&done.0))
}

/// `cargo xtask dist` and the single file made from it; returns both.
fn release_build(tools: &tools::Tools, done: &mut Done) -> Result<(PathBuf, PathBuf)> {
    let mut built = None;
    done.timed("dist", &mut || {
        let d = dist::build(tools)?;
        built = Some((d.clone(), single::build(&d)?));
        Ok(())
    })?;
    Ok(built.expect("dist succeeded"))
}

/// What the first lane runs beside the release build: the `warri` command
/// (its result sent to `warri` at once: the browser tests need it), then
/// the native steps — unless `stop` says the release build failed.
fn beside_the_release_build(warri: &mpsc::Sender<Result>, stop: &AtomicBool) -> (Done, Result) {
    let mut d = Done::default();
    let built = d.timed("warri command", &mut || {
        // Linted as the native tests build it, so that they find it built.
        step("the warri command for the browser tests, beside the release build: cargo build -p warri-cli (linted)");
        cmd::run(linted(&mut cargo()).args(["build", "-p", "warri-cli"])).map_err(|e| format!("{e}: {LINTED}"))
    });
    let _ = warri.send(built.clone());
    let r = built.and_then(|()| if stop.load(Ordering::SeqCst) { Ok(()) } else { native_steps(&mut d, true) });
    (d, r)
}

/// The static server's own tests, then every engine's suites against
/// `dir` served on a free port, in lanes beside `native` (the end of the
/// native steps); returns each part's run, how long the lanes took and
/// how the native steps went.
fn browsers(
    engines: &[String],
    dir: &std::path::Path,
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

/// Reads each part's TAP: its line in the step times, then the skipped
/// tests, those to do and those that ran again, and each engine's figures;
/// an error names the parts that failed.
fn report(runs: &[Run], done: &mut Done, secs: f64) -> Result {
    let (mut failed, mut skipped, mut todo, mut ran_again, mut reports) = (vec![], vec![], vec![], vec![], vec![]);
    for run in runs {
        let mut counts = Counts::of(&fs::read_to_string(tap_path(&run.part)).unwrap_or_default());
        let label = run.part.label();
        for a in &run.again {
            let how = if a.passed { "passed" } else { "failed again" };
            ran_again.push(format!("{label}: {} — its page crashed; run again alone, it {how}", a.name));
        }
        if run.result.is_ok() {
            // Every crashed test passed when run again.
            counts.passed += run.again.len();
            counts.failed -= run.again.len();
        }
        skipped.extend(counts.skipped.iter().map(|s| format!("{label}: {s}")));
        todo.extend(counts.todo.iter().map(|s| format!("{label}: {s}")));
        let note = format!("{}; load {} -> {}", counts.line(), run.load_before, run.load_after);
        done.0.push((format!("browser: {label}"), run.secs, note));
        if let Err(e) = &run.result {
            eprintln!("xtask: browser tests in {label} failed: {e}");
            // Which tests failed is above; here, how many.
            let why = if counts.failed > 0 { counts.line() } else { e.clone() };
            failed.push(format!("{label} ({why})"));
        }
        reports.push((run, counts));
    }
    let note = format!("{} parts, {AT_ONCE} lanes, the first one after the native steps", runs.len());
    done.0.push(("browser (all)".into(), secs, note));
    listed("skipped browser tests, with the reason:", &skipped);
    listed("browser tests marked to do (they run; a failure is reported, not counted):", &todo);
    listed("browser tests that ran again because WebKit's web process crashed under them:", &ran_again);
    let mut engines: Vec<&str> = reports.iter().map(|(r, _)| r.part.engine.as_str()).collect();
    engines.dedup();
    for engine in engines {
        print_engine(engine, reports.iter().filter(|(r, _)| r.part.engine == engine));
    }
    if failed.is_empty() {
        return Ok(());
    }
    // Last, where a log's tail shows them: what each failed test met (the
    // whole spec report of each part is above).
    for (run, counts) in &reports {
        for (name, why) in &counts.failures {
            println!("\nfailed in {}: {name}", run.part.label());
            why.iter().for_each(|l| println!("    {l}"));
        }
    }
    Err(format!("browser tests failed in {}", failed.join("; ")))
}

/// How many lines of a failed test's TAP block the summary repeats.
const FAILURE_LINES: usize = 24;

/// Prints `title` and the lines of `list`, if it has any.
fn listed(title: &str, list: &[String]) {
    if !list.is_empty() {
        println!("\n{title}");
        for s in list {
            println!("    {s}");
        }
    }
}

fn print_times(done: &[(String, f64, String)]) {
    for (name, secs, note) in done {
        println!("    {name:<18} {secs:>6.1}s  {note}");
    }
}

/// How long each engine's browser tests may take, in seconds, on the
/// 2-core machine CI runs on, the engines running side by side: over it,
/// the summary says so loudly (speed is judged by these figures, never by a
/// test that fails on time). The same for every engine: about half of the
/// 1,200 s a whole run may take.
const BUDGET: f64 = 600.0;

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

/// One engine's time (its parts' together) against its budget, the load
/// while it ran and its slowest tests, whose list is written to
/// `target/browser-tests/<engine>.times`.
fn print_engine<'a>(engine: &str, parts: impl Iterator<Item = &'a (&'a Run, Counts)>) {
    let (mut secs, mut loads, mut times, mut each) = (0.0, Vec::new(), Vec::new(), Vec::new());
    for (run, counts) in parts {
        secs += run.secs;
        loads.push((run.load_before.clone(), run.load_after.clone()));
        times.extend(counts.times.iter().cloned());
        each.push(format!("{:.0}s", run.secs));
    }
    let all = Counts { times, ..Counts::default() };
    let table = cmd::root().join("target/browser-tests").join(format!("{engine}.times"));
    let _ = fs::write(&table, all.times_table());
    let (first, last) = (loads.first().cloned().unwrap_or_default(), loads.last().cloned().unwrap_or_default());
    let parts = if each.len() > 1 { format!(" ({} parts: {})", each.len(), each.join(" + ")) } else { String::new() };
    let budget = BUDGET;
    println!(
        "\nbrowser tests in {engine}: {secs:.0}s{parts} of a {budget:.0}s budget; load average (1, 5, 15 min) {} at the start, {} at the end",
        first.0, last.1
    );
    if secs > budget {
        println!("    !!! OVER BUDGET: {engine} took {secs:.0}s, {:.0}s more than its {budget:.0}s !!!", secs - budget);
    }
    println!("    slowest tests (all of them: {}):", table.display());
    for t in all.slowest(8) {
        println!("    {:>7.1}s  {}", t.ms / 1000.0, t.label());
    }
}

/// Where a part's TAP results go (its spec report beside it, `.log`).
fn tap_path(part: &Part) -> PathBuf {
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
struct Run {
    part: Part,
    result: Result,
    /// The tests run again because their page crashed.
    again: Vec<Again>,
    secs: f64,
    load_before: String,
    load_after: String,
}

/// How many lanes run at once (the native steps and an engine, or two
/// engines): two share the 2 cores well (much of a browser test is waiting
/// for a frame, a worker or a timer); three engines overload them (load
/// 12–16) until waits time out.
const AT_ONCE: usize = 2;

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
fn run_node(engine: &str, env: &Env, tap: &std::path::Path, targets: &[&str]) -> Result {
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

/// What WebKitWebDriver answers once the web process of a test's page has
/// crashed: WebKitGTK's, not the page's doing (it comes one to three times
/// a run, at a different test each time, shortly after a page opens).
const CRASHED: &str = "session deleted because of page crash or hang";

/// When every failure of `part`'s run (`result`) is a page that crashed
/// under the test ([`CRASHED`]), runs each of those tests once more, alone
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
struct Again {
    name: String,
    passed: bool,
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
    /// Each failed test whose page crashed under it ([`CRASHED`]): its
    /// file (a path) and its name.
    crashed: Vec<(String, String)>,
    /// Each failed test: its name and what its TAP block says of the
    /// failure (the error, where), cut to [`FAILURE_LINES`].
    failures: Vec<(String, Vec<String>)>,
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
    fn a_name_pattern_matches_the_name_alone() {
        assert_eq!(super::regex_escape("320×568, en: a (game) [1] $5 a.b"), r"320×568, en: a \(game\) \[1\] \$5 a\.b");
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
