//! Fuzz target `play`: arbitrary bytes drive a game of warri and the rules
//! engine must never panic and never lose or create a seed. The input format
//! and the checks are in `checks/play.rs`, shared with the ordinary test
//! `crates/warri-rules/tests/fuzz_corpus.rs`, which runs the same checks over
//! a seeded corpus on every `cargo test`.
//!
//! Run with `cargo xtask fuzz` (cargo-fuzz, libFuzzer); build on stable with
//! `cargo build --manifest-path fuzz/Cargo.toml`.

#![no_main]

use libfuzzer_sys::fuzz_target;

// What an input reached is only read by the corpus test.
#[allow(dead_code)]
#[path = "../checks/play.rs"]
mod checks;

fuzz_target!(|data: &[u8]| {
    checks::run(data);
});
