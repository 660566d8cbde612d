//! `cargo xtask ladder|tables|tune|endgames [ARGS…]`: the computer opponent's
//! measurements, each a release-built example of `warri-engine` run with the
//! arguments given (figures in BENCHMARKS.md):
//!
//! - `ladder`: the self-play ladder of levels 1–6 in every variant
//!   (`examples/ladder.rs`; e.g. `--games 8 --pairs 4-5,5-6`);
//! - `tables`: every position of the 10-seed endgame tables checked against
//!   the real rules (`examples/tables_verify.rs`);
//! - `tune`: each variant's evaluation weights fitted on labelled
//!   self-play positions (`fit`), and played against the one set every
//!   variant had before (`match`) (`examples/tune/`);
//! - `endgames`: endgames played between engines that use the tables
//!   differently (`examples/endgames.rs`).

use std::process::Command;

use crate::cmd::{self, step};
use crate::Result;

/// Runs the example behind subcommand `name` with `args`.
pub fn run(name: &str, args: &[String]) -> Result {
    let example = match name {
        "ladder" => "ladder",
        "tables" => "tables_verify",
        "tune" => "tune",
        "endgames" => "endgames",
        other => return Err(format!("no engine measurement called `{other}`")),
    };
    step(format!("warri-engine example {example} (release build)"));
    cmd::run(
        Command::new(env!("CARGO"))
            .current_dir(cmd::root())
            .args(["run", "--release", "-p", "warri-engine", "--example", example, "--"])
            .args(args),
    )
}
