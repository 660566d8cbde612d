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
//!    web crate as the browser builds it, `cargo clippy -p warri-web --target
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
//!    results are also written as TAP to `target/browser-tests/<engine>.tap`.
//!
//! Every step says what it runs and how long it took; the run stops at the
//! first failing step, says which one and why, and exits non-zero — except
//! that every engine runs even when an earlier one failed (the failures are
//! listed at the end). The summary gives each engine's passed, failed and
//! skipped tests, and names each skipped test with its reason.

use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::Instant;

use crate::cmd::{self, step};
use crate::serve::Server;
use crate::tools::{self, Need};
use crate::{dist, single, Result};

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let mut browser = true;
    let mut engines: Vec<String> = tools::ENGINES.iter().map(|e| e.to_string()).collect();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let list = match arg.strip_prefix("--engines=") {
            Some(v) => Some(v.to_string()),
            None if arg == "--engines" => {
                Some(rest.next().cloned().ok_or("--engines needs a list, e.g. chromium,webkit")?)
            }
            None => None,
        };
        match (arg.as_str(), list) {
            (_, Some(list)) => {
                engines = list.split(',').map(str::trim).filter(|e| !e.is_empty()).map(String::from).collect();
                if let Some(bad) = engines.iter().find(|e| !tools::ENGINES.contains(&e.as_str())) {
                    return Err(format!("--engines: `{bad}` is not one of {}", tools::ENGINES.join(", ")));
                }
                if engines.is_empty() {
                    return Err("--engines: no engine named".into());
                }
            }
            ("--no-browser", None) => browser = false,
            (other, None) => return Err(format!("`cargo xtask test`: unexpected argument `{other}`")),
        }
    }
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
        step("lints of warri-web for the browser: cargo clippy -p warri-web --target wasm32-unknown-unknown -- -D warnings");
        cmd::run(cargo().args(["clippy", "-p", "warri-web", "--target", tools::WASM_TARGET, "--", "-D", "warnings"]))
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
        let server = Server::start(&dir, 0, false).map_err(|e| format!("cannot start the server: {e}"))?;
        let mut failed = Vec::new();
        let mut skipped = Vec::new();
        for engine in &engines {
            let t = Instant::now();
            let result = browser_tests(engine, &server.url(), &warri, &dir, &single_file);
            let secs = t.elapsed().as_secs_f64();
            let tap = fs::read_to_string(tap_path(engine)).unwrap_or_default();
            let counts = Counts::of(&tap);
            skipped.extend(counts.skipped.iter().map(|s| format!("{engine}: {s}")));
            done.push((format!("browser: {engine}"), secs, counts.line()));
            if let Err(e) = result {
                eprintln!("xtask: browser tests in {engine} failed: {e}");
                // Which tests failed is above; here, how many.
                let why = if counts.failed > 0 { counts.line() } else { e };
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
}

impl Counts {
    /// Counts the test points of a TAP stream (subtests included; the
    /// runner's per-file points, which hold subtests, are not counted).
    fn of(tap: &str) -> Counts {
        let mut c = Counts::default();
        let lines: Vec<&str> = tap.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let t = line.trim_start();
            let (ok, rest) = if let Some(r) = t.strip_prefix("not ok ") {
                (false, r)
            } else if let Some(r) = t.strip_prefix("ok ") {
                (true, r)
            } else {
                continue;
            };
            // A point whose subtests came just before it (a file or a
            // `describe`; their plan, `1..N`, indented deeper, ends them)
            // is counted through them.
            let indent = line.len() - t.len();
            let parent = i > 0 && {
                let prev = lines[i - 1];
                let p = prev.trim_start();
                prev.len() - p.len() > indent && p.starts_with("1..")
            };
            if parent {
                continue;
            }
            let name = rest.split_once(" - ").map_or(rest, |(_, n)| n);
            if let Some((name, reason)) = name.split_once(" # SKIP") {
                c.skipped.push(format!("{} — {}", name.trim(), reason.trim()));
            } else if ok {
                c.passed += 1;
            } else {
                c.failed += 1;
            }
        }
        c
    }

    fn line(&self) -> String {
        format!("{} passed, {} failed, {} skipped", self.passed, self.failed, self.skipped.len())
    }
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
            "      ...",
            "    # Subtest: breaks",
            "    not ok 3 - breaks",
            "      ---",
            "      ...",
            "    1..3",
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
        assert_eq!(c.line(), "2 passed, 1 failed, 1 skipped");
    }
}
