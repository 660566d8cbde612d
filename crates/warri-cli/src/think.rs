//! Thinking natively: the search handler with a clock (the engine itself
//! never reads one), and engines set up for a level (endgame tables
//! included), whose tables are built on a thread of their own so that no
//! search with a clock waits for them.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use warri_engine::{Engine, Handler, Info, Level, GAME_TABLE_BITS, TABLE_SEEDS};
use warri_rules::{Game, Rules, Variant};

/// Stops at a deadline, a node cap, or when `stop` is raised; reports each
/// finished depth to `report`.
pub struct Clock<'a> {
    deadline: Option<Instant>,
    nodes: u64,
    stop: Option<Arc<AtomicBool>>,
    report: Box<dyn FnMut(&Info) + 'a>,
}

impl<'a> Clock<'a> {
    /// A handler with an optional time limit from now and node cap.
    pub fn new(movetime_ms: Option<u64>, nodes: Option<u64>) -> Clock<'a> {
        Clock::since(Instant::now(), movetime_ms, nodes)
    }

    /// A handler whose time limit counts from `begun` (when the command
    /// came: what is done before the search, such as filling the
    /// transposition table, counts against the time asked).
    pub fn since(begun: Instant, movetime_ms: Option<u64>, nodes: Option<u64>) -> Clock<'a> {
        Clock {
            deadline: movetime_ms.map(|ms| begun + Duration::from_millis(ms)),
            nodes: nodes.unwrap_or(u64::MAX),
            stop: None,
            report: Box::new(|_| {}),
        }
    }

    /// Also stops when `flag` is raised.
    pub fn with_stop(mut self, flag: Arc<AtomicBool>) -> Self {
        self.stop = Some(flag);
        self
    }

    /// Calls `f` after each finished depth.
    pub fn on_iteration(mut self, f: impl FnMut(&Info) + 'a) -> Self {
        self.report = Box::new(f);
        self
    }
}

impl Handler for Clock<'_> {
    fn should_stop(&mut self, nodes: u64) -> bool {
        nodes >= self.nodes
            || self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed))
    }

    fn on_iteration(&mut self, info: &Info) {
        (self.report)(info);
    }
}

/// The transposition table natively: 2^20 entries (32 MiB; filled in
/// about 10 ms), four times the default, for the deeper searches of a
/// second or more (BENCHMARKS.md, issue 20).
const TABLE_BITS: u32 = 20;

/// An engine for the variant, with endgame tables when `tables` is set
/// (and the variant has them), built once a search starts near the end.
pub fn engine(variant: Variant, tables: bool) -> Engine {
    let rules: Rules = variant.rules();
    let mut engine = Engine::with_table_bits(rules, TABLE_BITS);
    if tables {
        engine.set_tables_on_need(TABLE_SEEDS);
    }
    engine
}

/// Readies the engine for a search of `game`. When the search may soon
/// need the endgame tables, their build starts on a thread of its own
/// (once per engine; the engine takes them when they are ready). A search
/// with a clock (`timed`) never waits for them; one without waits where the
/// position needs them, so that its result does not depend on timing.
pub fn ready(engine: &mut Engine, game: &Game, timed: bool) {
    if let Some(build) = engine.tables_to_build(game) {
        std::thread::spawn(move || build.run());
    }
    if !timed {
        engine.prepare(game);
    }
}

/// An engine set up for a level. A level without endgame tables (1–4:
/// a node cap of at most 250,000) gets the game's own table
/// ([`GAME_TABLE_BITS`]), so that it plays here as it does in the page and
/// a command to it starts without filling 32 MiB first.
pub fn engine_for(variant: Variant, level: Level) -> Engine {
    if level.spec().tables {
        engine(variant, true)
    } else {
        Engine::with_table_bits(variant.rules(), GAME_TABLE_BITS)
    }
}
