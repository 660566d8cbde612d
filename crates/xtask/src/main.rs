//! `cargo xtask`: every piece of project automation, in plain Rust.
//!
//! The alias in `.cargo/config.toml` runs this binary. Each subcommand lives
//! in its own module; to add one, write a module with a `pub fn run(args:
//! &[String]) -> Result<()>`, declare it below and add a line to
//! [`COMMANDS`] and to the `match` in [`main`]; its flags are read in
//! [`args`].
//!
//! Every step prints what it is about to do (`==> …`) before doing it, and
//! every failure ends the process with a non-zero exit code.

mod arena;
mod args;
mod bench;
mod cmd;
mod dist;
mod engine;
mod fuzz;
mod lints;
mod pack;
mod parts;
mod screenshots;
mod serve;
mod setup;
mod single;
mod test;
mod tidy;
mod tools;

use std::process::ExitCode;

/// The error type of every subcommand: a message for the user.
pub type Result<T = ()> = std::result::Result<T, String>;

/// Subcommands and their one-line help, in the order `help` lists them.
const COMMANDS: &[(&str, &str)] = &[
    (
        "setup",
        "install the missing tools (wasm32 target, rustfmt, clippy, trunk, wasm-bindgen, npm packages, \
         and Debian's chromium, firefox-esr, webkit2gtk-driver, xvfb and locales for the browser tests)",
    ),
    (
        "dist [--single-file]",
        "build the site for release into dist/ (and the one-file game dist-single/warri.html); print the sizes",
    ),
    ("serve [--port N]", "setup + dist, then serve dist/ on http://127.0.0.1:N/ (default 8080)"),
    (
        "test [--no-browser] [--engines chromium,firefox,webkit]",
        "setup, fmt check, tidy, native tests, fuzz build, clippy, dist and the browser tests in each engine",
    ),
    (
        "tidy",
        "the house rules over every crate's sources: docs, lengths, one target, rooms, circles, the README's map",
    ),
    ("bench [native|wasm|web]", "perft native and in wasm, page load and play in Chromium; target/bench/summary.json"),
    (
        "screenshots",
        "build and serve the site, then the README's screenshots (four pages, three themes, two sizes) into web/screenshots/",
    ),
    ("fuzz [--seconds N]", "run the fuzz target `play` with cargo-fuzz for N seconds (default 60)"),
    (
        "match [--opponent aalina|PATH] [--openings N] [--movetime MS] [--part K/N]",
        "warri's engine plays Aalina (or another warri build) from balanced openings, colours swapped; each game appended to one results file, a part at a time if asked; prints the score of every game recorded",
    ),
    ("ladder [ARGS]", "the computer's levels play each other in every variant (--games N --pairs 4-5,5-6 …)"),
    ("tables [ARGS]", "check every endgame-table position against the real rules ([seeds] [budget] [variant])"),
    (
        "tune fit|match [ARGS]",
        "fit each variant's evaluation weights on labelled self-play positions (--games N --depth D --seed S), \
         or play them against the one set of before (--openings N --depth D)",
    ),
    ("endgames [ARGS]", "endgames between engines using the endgame tables differently (--a full --b none …)"),
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (name, rest) = match args.split_first() {
        Some((name, rest)) => (name.as_str(), rest),
        None => ("help", &[][..]),
    };
    let result = match name {
        "setup" => setup::run(rest),
        "dist" => dist::run(rest),
        "serve" => serve::run(rest),
        "test" => test::run(rest),
        "tidy" => tidy::run(rest),
        "bench" => bench::run(rest),
        "screenshots" => screenshots::run(rest),
        "fuzz" => fuzz::run(rest),
        "match" => arena::run(rest),
        "ladder" | "tables" | "tune" | "endgames" => engine::run(name, rest),
        "help" | "-h" | "--help" => {
            print_help();
            Ok(())
        }
        other => {
            print_help();
            Err(format!("unknown subcommand `{other}`"))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("xtask: error: {msg}");
            ExitCode::FAILURE
        }
    }
}

fn print_help() {
    println!("usage: cargo xtask <command>\n\ncommands:");
    for (name, help) in COMMANDS {
        println!("  {name:<24} {help}");
    }
}
