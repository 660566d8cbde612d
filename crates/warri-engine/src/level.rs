//! Playing levels 1 (beginner) to 6 (full strength). A level is a search
//! depth, a node cap and a tolerance: below full strength the move is drawn,
//! with the caller's seed, from those scoring within the tolerance of the
//! best — human-like mistakes — but never a move that loses by force when
//! another does not, nor one that gives away more than the tolerance. Each
//! level's strength is measured by the ladder (`examples/ladder.rs`,
//! BENCHMARKS.md), not guessed.

use warri_rules::{Game, Pit};

use crate::limits::Handler;
use crate::{Engine, Score};

/// A playing level, 1 to 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// What a level means for the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// Search depth in plies.
    pub depth: u32,
    /// Node cap per move.
    pub nodes: u64,
    /// Moves scoring within this many centi-seeds of the best may be chosen.
    pub tolerance: i32,
    /// Whether the endgame tables are used.
    pub tables: bool,
    /// Thinking time per move the caller should allow, in milliseconds.
    pub movetime_ms: u32,
}

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(6);
    /// All levels, weakest first.
    pub const ALL: [Level; 6] = [Level(1), Level(2), Level(3), Level(4), Level(5), Level(6)];

    /// Level `n`, if it is 1–6.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 6 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The level's search settings.
    pub const fn spec(self) -> LevelSpec {
        let (depth, nodes, tolerance, tables, movetime_ms) = match self.0 {
            1 => (2, 5_000, 250, false, 200),
            2 => (3, 20_000, 120, false, 200),
            3 => (4, 60_000, 60, false, 300),
            4 => (7, 250_000, 0, false, 500),
            5 => (12, 2_000_000, 0, true, 700),
            _ => (64, u64::MAX, 0, true, 1000),
        };
        LevelSpec { depth, nodes, tolerance, tables, movetime_ms }
    }
}

/// A chosen move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move.
    pub best: Pit,
    /// Its score for the player to move.
    pub score: Score,
    /// Depth searched.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// Chooses a move for the player to move at `level`. The engine's endgame
/// tables should be set or not per `level.spec().tables`; the handler
/// should enforce `spec().nodes` and the caller's time. `None` once the game
/// is over.
pub fn choose(engine: &mut Engine, game: &Game, level: Level, seed: u64, handler: &mut impl Handler) -> Option<Choice> {
    let spec = level.spec();
    if spec.tolerance == 0 {
        let r = engine.search(game, spec.depth, handler)?;
        return Some(Choice { best: r.best, score: r.score, depth: r.depth, nodes: r.nodes });
    }
    let scored = engine.analyse(game, spec.depth, handler);
    let &(_, best) = scored.first()?;
    let floor = best.0 - spec.tolerance;
    let candidates: Vec<(Pit, Score)> = scored
        .iter()
        .copied()
        .filter(|&(_, s)| s.0 >= floor && (!s.is_loss() || best.is_loss()))
        .collect();
    let (pit, score) = candidates[(crate::tt::mix(seed) % candidates.len() as u64) as usize];
    Some(Choice { best: pit, score, depth: spec.depth, nodes: 0 })
}
