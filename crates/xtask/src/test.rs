//! `cargo xtask test [--no-browser]`: every test, as CI runs it.
//!
//! 1. setup (all tools; with `--no-browser` only the wasm32 target);
//! 2. `cargo test --workspace` (native; `warri-web` compiles natively too);
//! 3. `cargo build --manifest-path fuzz/Cargo.toml`, if `fuzz/` exists;
//! 4. with `--no-browser`: `cargo check -p warri-web --target wasm32-unknown-unknown`;
//!    otherwise `cargo xtask dist`, then the browser tests: `node --test
//!    tests/browser/` against `dist/` served in-process on a free port, whose
//!    URL the tests read from `WARRI_URL` (and the `warri` command, built
//!    first, from `WARRI_BIN`).
//!
//! Stops at the first failing step and exits non-zero.

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
        if browser {
            found = Some(tools::ensure(Need::All)?);
            Ok(())
        } else {
            tools::ensure_wasm_target()
        }
    })?;
    timed("native tests", &mut || {
        step("native tests: cargo test --workspace");
        cmd::run(cargo().args(["test", "--workspace"]))
    })?;
    let fuzz = cmd::root().join("fuzz/Cargo.toml");
    if fuzz.is_file() {
        timed("fuzz build", &mut || {
            step("fuzz targets build: cargo build --manifest-path fuzz/Cargo.toml");
            cmd::run(cargo().args(["build", "--manifest-path"]).arg(&fuzz))
        })?;
    }
    match found {
        None => timed("wasm check", &mut || {
            step("warri-web for the browser: cargo check --target wasm32-unknown-unknown");
            cmd::run(cargo().args(["check", "-p", "warri-web", "--target", tools::WASM_TARGET]))
        })?,
        Some(tools) => {
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
