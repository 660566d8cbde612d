//! `cargo xtask test [--no-browser]`: every test, as CI runs it.
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
//! 6. unless `--no-browser`: `cargo xtask dist`, then the browser tests:
//!    `node --test tests/browser/` against `dist/` served in-process on a free
//!    port, whose URL the tests read from `WARRI_URL` (and the `warri`
//!    command, built first, from `WARRI_BIN`).
//!
//! Every step says what it runs and how long it took; the run stops at the
//! first failing step, says which one and why, and exits non-zero.

use std::process::Command;
use std::time::Instant;

use crate::cmd::{self, step};
use crate::serve::Server;
use crate::tools::{self, Need};
use crate::{dist, Result};

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let mut browser = true;
    for arg in args {
        match arg.as_str() {
            "--no-browser" => browser = false,
            other => return Err(format!("`cargo xtask test`: unexpected argument `{other}`")),
        }
    }
    let start = Instant::now();
    let mut done: Vec<(&str, f64)> = Vec::new();
    let mut timed = |name: &'static str, f: &mut dyn FnMut() -> Result| -> Result {
        let t = Instant::now();
        let r = f();
        done.push((name, t.elapsed().as_secs_f64()));
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
        timed("dist", &mut || {
            dir = Some(dist::build(&tools)?);
            Ok(())
        })?;
        let dir = dir.expect("dist succeeded");
        timed("browser tests", &mut || {
            // The browser tests check the page against the `warri` command.
            step("the warri command for the browser tests: cargo build -p warri-cli");
            cmd::run(cargo().args(["build", "-p", "warri-cli"]))?;
            let warri = cmd::root().join("target/debug/warri");
            let server = Server::start(&dir, 0, false).map_err(|e| format!("cannot start the server: {e}"))?;
            step(format!("browser tests: node --test tests/browser/ against {}", server.url()));
            let result = cmd::run(
                Command::new("node")
                    .args(["--test", "tests/browser/"])
                    .current_dir(cmd::root())
                    .env("WARRI_URL", server.url())
                    .env("WARRI_CHROMIUM", tools::chromium())
                    .env("WARRI_BIN", &warri)
                    .env("WARRI_DIST", &dir),
            );
            server.stop();
            result
        })?;
    }
    println!("\nall tests passed in {:.0}s:", start.elapsed().as_secs_f64());
    for (name, secs) in done {
        println!("    {name:<14} {secs:>6.1}s");
    }
    Ok(())
}

/// A `cargo` command run from the workspace root.
fn cargo() -> Command {
    let mut c = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    c.current_dir(cmd::root());
    c
}
