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
//!    so it fits beside the compiler). Each engine's suites come in two
//!    parts (`crate::parts`), which the lanes take as they come free,
//!    WebKit's first, then first parts first, so that the lanes end
//!    together; each part is timed on its own. With `--no-browser`, the
//!    native steps alone. The native steps:
//!    - `cargo test --workspace` (native; `warri-web` compiles natively
//!      too; it includes the fuzz target's checks over a seeded corpus,
//!      `crates/warri-rules/tests/fuzz_corpus.rs`), linted as it builds:
//!      what `cargo clippy --workspace --all-targets -- -D warnings` would
//!      find fails the build (`crate::lints`: cargo runs the workspace's
//!      crates through `clippy-driver`), every target built first (`--all-targets
//!      --no-run`; a check that the lints do fire, `lints_work`, runs
//!      before any linted build), then run: the tests of every target but
//!      the benchmarks and the examples (`--lib --bins --tests`: the
//!      examples are built, not built again as plain programs, as a bare
//!      `cargo test` would; none has tests of its own, and `tables_verify`
//!      includes `tests/tables.rs`, whose tests would run twice), then the
//!      doc tests (`--doc`);
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
//! `<engine>.log` for an engine run whole) and printed whole when that part
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
//!
//! Here the steps and their order; [`lanes`] runs the browser suites in
//! lanes (and runs again a test whose WebKit page crashed), [`tap`] reads
//! their TAP results and [`report`] sums them up.

mod lanes;
mod report;
mod tap;

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use crate::cmd::{self, cargo, step};
use crate::lints::{linted, lints_work, LINTED};
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
        step("native tests, linted as they build: cargo test --workspace --all-targets --no-run, then its tests (all but the benchmarks and the examples) and the doc tests (RUSTC_WORKSPACE_WRAPPER=clippy-driver, -D warnings)");
        let build = ["test", "--workspace", "--all-targets", "--no-run"];
        cmd::run(linted(&mut cargo()).args(build)).map_err(|e| format!("{e}: {LINTED}"))?;
        // Not `--examples`: no example holds tests of its own, and
        // `tables_verify` includes `tests/tables.rs`, whose tests (47 s) would
        // then run twice. The examples are built above, with the rest.
        let built = ["test", "--workspace", "--lib", "--bins", "--tests"];
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

/// The release build (and the single file made from it) and, beside it,
/// in the first lane, the `warri` command the browser tests check the page
/// against, then the native steps:
/// while the release build links (one codegen unit, fat LTO) a core would
/// wait. (They lock other build folders than the release build's:
/// `target/debug`, `target/wasm32-…/debug`.) Then the browser tests, in
/// [`AT_ONCE`](lanes::AT_ONCE) lanes, the first one taking parts once the native steps end
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
        lanes::browsers(engines, &dir, single_file, &mut native)
    });
    let (runs, secs, native) = ran?;
    let reported = report::report(&runs, done, secs);
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

/// Prints each step's time and note.
fn print_times(done: &[(String, f64, String)]) {
    for (name, secs, note) in done {
        println!("    {name:<18} {secs:>6.1}s  {note}");
    }
}
