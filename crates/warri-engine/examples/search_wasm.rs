//! The engine compiled to wasm with no bindings, so its speed can be measured
//! where it runs for players: in a browser web worker (and under Node). It
//! imports one function, `env.now_ms()` (the page's `performance.now()`),
//! for the time limit — the engine itself still never reads a clock; this
//! handler does. Exports:
//! - `warri_search(variant, movetime_ms) -> depth` searches the start
//!   position for `movetime_ms`, returning the depth completed;
//! - `warri_nodes() -> u64`: nodes searched by the last call;
//! - `warri_tables(variant) -> u64`: builds the endgame tables, returning
//!   their size in bytes (0 for a variant without tables);
//! - `warri_tables_seeds(variant, seeds) -> u64`: the same for a given seed
//!   count (`tests/perf/tables_wasm.mjs`).
//!
//! Built by `cargo xtask bench` (or by hand: `cargo build --release --example
//! search_wasm -p warri-engine --target wasm32-unknown-unknown`).

use std::cell::Cell;

use warri_engine::{Engine, Handler, Tables, TABLE_SEEDS};
use warri_rules::{Game, Variant};

#[link(wasm_import_module = "env")]
extern "C" {
    fn now_ms() -> f64;
}

fn now() -> f64 {
    // SAFETY: an imported pure function of no arguments.
    unsafe { now_ms() }
}

thread_local! {
    static NODES: Cell<u64> = const { Cell::new(0) };
}

struct Until(f64);

impl Handler for Until {
    fn should_stop(&mut self, _nodes: u64) -> bool {
        now() >= self.0
    }
}

/// Searches the start position of variant number `variant` for
/// `movetime_ms`; returns the depth completed.
#[no_mangle]
pub extern "C" fn warri_search(variant: u32, movetime_ms: u32) -> u32 {
    let Some(v) = Variant::ALL.get(variant as usize) else { return 0 };
    let game = Game::new(v.rules());
    let mut engine = Engine::new(v.rules());
    let r = engine.search(&game, 64, &mut Until(now() + f64::from(movetime_ms)));
    let (depth, nodes) = r.map_or((0, 0), |r| (r.depth, r.nodes));
    NODES.with(|n| n.set(nodes));
    depth
}

/// Nodes searched by the last `warri_search`.
#[no_mangle]
pub extern "C" fn warri_nodes() -> u64 {
    NODES.with(Cell::get)
}

/// Builds the endgame tables of variant number `variant` ([`TABLE_SEEDS`]
/// seeds); returns their size in bytes.
#[no_mangle]
pub extern "C" fn warri_tables(variant: u32) -> u64 {
    warri_tables_seeds(variant, u32::from(TABLE_SEEDS))
}

/// Builds the endgame tables of variant number `variant` for `seeds` seeds
/// (clamped to the largest built); returns their size in bytes.
/// (`tests/perf/tables_wasm.mjs`.)
#[no_mangle]
pub extern "C" fn warri_tables_seeds(variant: u32, seeds: u32) -> u64 {
    let Some(v) = Variant::ALL.get(variant as usize) else { return 0 };
    let seeds = seeds.min(u32::from(u8::MAX)) as u8;
    Tables::build(&v.rules(), seeds).map_or(0, |t| t.size_bytes() as u64)
}
