//! `cargo xtask fuzz [--seconds N]`: run the cargo-fuzz target `play`
//! (`fuzz/fuzz_targets/play.rs`) under libFuzzer for N seconds (default 60).
//!
//! 1. installs cargo-fuzz at [`tools::CARGO_FUZZ_VERSION`] into
//!    `$WARRI_TOOLS/cargo-fuzz-<v>` unless it is there;
//! 2. runs `cargo fuzz run play -- -max_total_time=N` in `fuzz/`, with that
//!    directory first on `PATH` and `RUSTC_BOOTSTRAP=1` (see [`fuzz_command`]);
//! 3. prints libFuzzer's run count and executions per second.
//!
//! The corpus grows in `fuzz/corpus/play/` and crashes land in
//! `fuzz/artifacts/play/` (both git-ignored); a crash makes the command fail.
//! The target's checks (`fuzz/checks/play.rs`) also run in every `cargo
//! test`, over a seeded corpus plus whatever `fuzz/corpus/play/` holds
//! (`crates/warri-rules/tests/fuzz_corpus.rs`).

use std::path::Path;
use std::process::Command;

use crate::cmd::{self, step, Stream};
use crate::{args, tools, Result};

/// How long a fuzz run lasts unless `--seconds` says otherwise.
pub const DEFAULT_SECONDS: u64 = 60;

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let seconds = args::fuzz(args)?.unwrap_or(DEFAULT_SECONDS);
    let fuzz_dir = cmd::root().join("fuzz");
    if !fuzz_dir.join("Cargo.toml").is_file() {
        return Err(format!("no fuzz crate in {}", fuzz_dir.display()));
    }
    let bin_dir = tools::ensure_cargo_fuzz()?;
    step(format!("fuzzing target `play` for {seconds}s (the first run also builds it, instrumented)"));
    let stats = run_teeing_stderr(&mut fuzz_command(&fuzz_dir, &bin_dir, seconds))?;
    match (stats.runs, stats.seconds, stats.execs_per_second) {
        (Some(runs), Some(secs), execs) => {
            let rate = execs.unwrap_or(runs as f64 / secs.max(1) as f64);
            println!("fuzz: {runs} runs in {secs}s, {rate:.0} execs/s, no crash (corpus in fuzz/corpus/play/)");
        }
        _ => println!("fuzz: finished, no crash (libFuzzer printed no final statistics)"),
    }
    Ok(())
}

/// `cargo fuzz run play -- -max_total_time=N`, run in `fuzz/`.
///
/// cargo-fuzz builds the target with nightly-only rustc flags (cargo-fuzz
/// 0.13.2 adds `-Zsanitizer=address` to `RUSTFLAGS`: it treats sanitizers as
/// unstable on every rustc release). Only the stable 1.95 toolchain exists
/// where this project is built and no nightly can be fetched, so
/// `RUSTC_BOOTSTRAP=1` makes that stable toolchain accept unstable flags,
/// as a nightly would. It is set for this one command: nothing shipped is
/// built with it, and the fuzz crate is its own workspace with its own
/// `fuzz/target/`.
fn fuzz_command(fuzz_dir: &Path, bin_dir: &Path, seconds: u64) -> Command {
    let mut c = cmd::cargo();
    c.args(["fuzz", "run", "play", "--", &format!("-max_total_time={seconds}")])
        .current_dir(fuzz_dir)
        .env("PATH", cmd::path_with(&[bin_dir.to_path_buf()]))
        .env("RUSTC_BOOTSTRAP", "1")
        // The instrumented build goes into fuzz/target/, never into a shared
        // target directory where it would evict the ordinary builds.
        .env_remove("CARGO_TARGET_DIR");
    c
}

/// libFuzzer's closing figures.
#[derive(Default)]
struct Stats {
    runs: Option<u64>,
    seconds: Option<u64>,
    execs_per_second: Option<f64>,
}

/// Runs `c` with stdout inherited and stderr (libFuzzer's output) copied to
/// ours line by line while it is scanned for the closing figures.
fn run_teeing_stderr(c: &mut Command) -> Result<Stats> {
    let line = cmd::describe(c);
    println!("$ (cd {} && RUSTC_BOOTSTRAP=1 {line})", c.get_current_dir().unwrap_or(Path::new(".")).display());
    let mut stats = Stats::default();
    cmd::tee(c, Stream::Stderr, &mut |line| scan(line, &mut stats))
        .map_err(|e| format!("{e}; a crashing input is saved under fuzz/artifacts/play/"))?;
    Ok(stats)
}

/// Reads `#123 DONE cov: … exec/s: 4567 …` and `Done 123 runs in 60 second(s)`.
fn scan(line: &str, stats: &mut Stats) {
    let line = line.trim();
    if let Some(rest) = line.strip_prefix("Done ") {
        let words: Vec<&str> = rest.split_whitespace().collect();
        if let [runs, "runs", "in", secs, ..] = words[..] {
            stats.runs = runs.parse().ok();
            stats.seconds = secs.parse().ok();
        }
    } else if line.starts_with('#') && line.contains("DONE") {
        let mut words = line.split_whitespace();
        while let Some(w) = words.next() {
            if w == "exec/s:" {
                stats.execs_per_second = words.next().and_then(|n| n.parse().ok());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_libfuzzer_final_lines() {
        let mut s = Stats::default();
        scan("#1200\tNEW    cov: 512 ft: 900 corp: 40/1Kb exec/s: 99 rss: 40Mb", &mut s);
        assert_eq!(s.execs_per_second, None);
        scan("#456789\tDONE   cov: 812 ft: 2345 corp: 321/12Kb lim: 4096 exec/s: 15226 rss: 61Mb\n", &mut s);
        scan("Done 456789 runs in 30 second(s)\n", &mut s);
        assert_eq!((s.runs, s.seconds, s.execs_per_second), (Some(456789), Some(30), Some(15226.0)));
    }
}
