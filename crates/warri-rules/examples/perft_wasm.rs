//! `perft` exported from a wasm module with no bindings, so Node can time the
//! same function the native benchmark times (BENCHMARKS.md, wasm/native
//! ratio). Exports `perft(variant_index, depth) -> u64` from the start
//! position; a variant index outside 0–5 returns 0.

use warri_rules::{perft, Game, Variant};

/// Perft of `depth` plies from the start of variant number `variant`
/// (the order of `Variant::ALL`).
#[no_mangle]
pub extern "C" fn warri_perft(variant: u32, depth: u32) -> u64 {
    match Variant::ALL.get(variant as usize) {
        Some(v) => perft(&Game::new(v.rules()), depth),
        None => 0,
    }
}
