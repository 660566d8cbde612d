//! Playing levels 1 (beginner) to 6 (full strength). A level is a search
//! depth, a node cap and a tolerance: below full strength the move is drawn,
//! with the caller's seed, from those scoring within the tolerance of the
//! best — human-like mistakes — never one that gives away more than the
//! tolerance by the level's own search, and so never one that this search
//! proves lost while another is not (a proven loss scores far below any
//! tolerance: see [`crate::Score`]). A loss beyond the level's horizon is a
//! beginner's mistake it may make. Each level's strength is measured by the
//! ladder (`examples/ladder.rs`, BENCHMARKS.md), not guessed.

use warri_rules::{Game, Pit};

use crate::limits::Handler;
use crate::{Engine, Score};

/// A playing level, 1 to 6: validated once (from a number with
/// [`Level::new`], from text with `parse`), then carried as this type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Level(u8);

/// A level that is not a whole number from 1 to 6.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError(pub String);

impl core::fmt::Display for LevelError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "level \"{}\" is not 1 to 6", self.0)
    }
}

impl std::error::Error for LevelError {}

impl core::str::FromStr for Level {
    type Err = LevelError;
    /// Reads `1` to `6` (surrounding spaces ignored).
    fn from_str(s: &str) -> Result<Level, LevelError> {
        s.trim().parse::<u8>().ok().and_then(Level::new).ok_or_else(|| LevelError(s.to_string()))
    }
}

impl TryFrom<u8> for Level {
    type Error = LevelError;
    fn try_from(n: u8) -> Result<Level, LevelError> {
        Level::new(n).ok_or_else(|| LevelError(n.to_string()))
    }
}

impl From<Level> for u8 {
    fn from(l: Level) -> u8 {
        l.0
    }
}

impl core::fmt::Display for Level {
    /// The number, e.g. `4`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The transposition table of the game's engines, at every level: 2^17
/// entries (4 MiB), what a browser worker holds for each variant and kind
/// of engine it keeps.
pub const GAME_TABLE_BITS: u32 = 17;

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
    /// Whether late quiet moves are searched shallower first
    /// ([`Engine::set_reductions`]): at full strength only, so that the
    /// lower levels search every move to their depth, as their measured
    /// strength assumes.
    pub reductions: bool,
    /// Thinking time per move the caller should allow, in milliseconds.
    pub movetime_ms: u32,
}

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(6);
    /// The level a link or a seat gets when none is named.
    pub const DEFAULT: Level = Level(3);
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
        LevelSpec { depth, nodes, tolerance, tables, reductions: self.0 >= 5, movetime_ms }
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
    /// `score` is a lower bound: the move's value one depth deeper, where
    /// the search stopped part way ([`crate::SearchResult::lower_bound`]).
    pub lower_bound: bool,
    /// Nodes searched.
    pub nodes: u64,
}

/// Chooses a move for the player to move at `level`. The engine's endgame
/// tables should be set or not per `level.spec().tables`; the handler
/// should enforce `spec().nodes` and the caller's time. `None` once the game
/// is over.
pub fn choose(engine: &mut Engine, game: &Game, level: Level, seed: u64, handler: &mut impl Handler) -> Option<Choice> {
    let spec = level.spec();
    engine.set_reductions(spec.reductions);
    if spec.tolerance == 0 {
        let r = engine.search(game, spec.depth, handler)?;
        return Some(Choice {
            best: r.best,
            score: r.score,
            depth: r.depth,
            lower_bound: r.lower_bound,
            nodes: r.nodes,
        });
    }
    let scored = engine.analyse(game, spec.depth, handler);
    let &(_, best) = scored.first()?;
    // Proven results lie beyond ±(WIN − MAX_PLY), ordinary scores within a
    // few thousand: no proven loss is within the tolerance of a move that is
    // not lost.
    let floor = best.0 - spec.tolerance;
    let candidates: Vec<(Pit, Score)> = scored.iter().copied().filter(|&(_, s)| s.0 >= floor).collect();
    let (pit, score) = candidates[(crate::tt::mix(seed) % candidates.len() as u64) as usize];
    Some(Choice { best: pit, score, depth: spec.depth, lower_bound: false, nodes: 0 })
}
