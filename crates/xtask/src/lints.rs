//! The lints as `cargo clippy --all-targets -- -D warnings` has them, during
//! a build instead of in a check of their own: cargo runs the workspace's
//! crates through `clippy-driver` (rustc with clippy's lints), handing it the
//! lint levels as `cargo clippy` does (`CLIPPY_ARGS`). The dependencies build
//! as ever, so the tests' build is the lints' too: one compile of the
//! workspace instead of two (BENCHMARKS.md, issue 19). Cargo keeps what it
//! built this way apart from a plain build's, so neither rebuilds the
//! other's. Only for tests: `clippy-driver` compiles with MIR optimisations
//! off, so what ships is built by plain rustc.

use std::fs;
use std::process::Command;

use crate::cmd::{self, step};
use crate::Result;

/// What to do about a lint that fires: the one sentence every lint
/// failure ends with.
pub const LINTED: &str = "clippy has warnings, and warnings are denied (they are above): fix them, \
                      or allow the one lint where it is wrong for the code, saying why";

/// `cmd` with its workspace crates linted as they compile.
pub fn linted(cmd: &mut Command) -> &mut Command {
    cmd.env("RUSTC_WORKSPACE_WRAPPER", "clippy-driver").env("CLIPPY_ARGS", CLIPPY_ARGS)
}

/// `-D warnings`, in `cargo clippy`'s encoding for `clippy-driver`.
const CLIPPY_ARGS: &str = "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__";

/// Whether `clippy-driver` denies a lint given [`CLIPPY_ARGS`] (a clone of
/// a `Copy` value): if a later clippy read them otherwise, the linted
/// build would pass with its lints unchecked, and this says so instead.
pub fn lints_work() -> Result {
    step("do the lints work? clippy-driver with CLIPPY_ARGS on a clone of a Copy value");
    let dir = cmd::root().join("target/lint-canary");
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let canary = dir.join("canary.rs");
    fs::write(&canary, "fn main() {\n    let x = 1u8;\n    let _ = x.clone();\n}\n")
        .map_err(|e| format!("{}: {e}", canary.display()))?;
    let out = Command::new("clippy-driver")
        .args(["rustc", "--edition", "2021", "--emit=metadata", "--out-dir"])
        .arg(&dir)
        .arg(&canary)
        .env("CLIPPY_ARGS", CLIPPY_ARGS)
        .output()
        .map_err(|e| format!("cannot run clippy-driver: {e}"))?;
    let denied = String::from_utf8_lossy(&out.stderr).contains("clone_on_copy");
    if out.status.success() || !denied {
        return Err("clippy-driver did not deny clippy::clone_on_copy under CLIPPY_ARGS: the linted build \
                    would not lint (has clippy changed how cargo clippy passes lint levels?)"
            .into());
    }
    Ok(())
}
