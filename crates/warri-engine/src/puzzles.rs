//! Puzzles: positions from realistic games where exactly one move reaches
//! the best result, proven by search.
//!
//! The set the web app ships, `web/puzzles.jsonl` (20 per variant but
//! Bridgetown, whose 3,000 games give 15 with an exact margin: 115 lines),
//! was made by
//!
//! ```text
//! for v in abapa wari caribbean speightstown bridgetown wahree; do
//!   cargo run --release -p warri-cli -- puzzles --variant $v --count 20 --seed 1
//! done > web/puzzles.jsonl
//! ```
//!
//! and its lines made again, each ply proven best play ([`best_line`]), by
//! `warri puzzles --relines web/puzzles.jsonl`. The engine has changed
//! since the set was made, so its self-play now reaches other positions
//! (the loop above gives another set today); the shipped positions stay,
//! because a puzzle's id is its place in the file, which saved first tries
//! and links name.
//!
//! One JSON line per puzzle (`warri puzzles`, see README.md):
//! `{"variant":"abapa","position":"…","solution":"C","value":…,"line":["C","f",…],"depth":D}`.
//! That line is [`Puzzle`]'s serde form and its `Display`, both through
//! [`Written`] (the fields as text, in that order), read back by
//! `Puzzle::try_from` with a typed [`ReadError`]: the one codec of the format,
//! which the command line writes and the web page reads.
//!
//! # What a puzzle is
//!
//! A position (taken as a fresh start: no history before it) where
//!
//! - exactly one legal move is a proven win and every other move is proven
//!   not to win (a draw or a loss), or
//! - exactly one legal move is a proven draw and every other move is a
//!   proven loss.
//!
//! and the solution's result is proven **exactly**: for a win, its margin
//! with best play by both sides (the lower and the upper bound agree), so
//! that "South wins by 4 seeds" is the whole truth, not a lower bound.
//!
//! The proofs are the bound searches of [`crate::analysis`] (every leaf
//! the search does not prove counts as the worst, or the best, result for
//! the player to move), **without endgame tables**: a puzzle is proven by
//! playing to the games' ends, so [`verify`] needs nothing built and
//! depends on no table. `depth` is the smallest iterative-deepening depth
//! at which both the uniqueness and the solution's exact result are
//! proven — the puzzle's difficulty — and the budget [`verify`] gets.
//! `value` is the solution's proven score for the player to move
//! ([`Score`]: a win by exactly the margin it encodes; 0 for a draw), and
//! `line` a best line, solution first, played to the game's end, which ends
//! with exactly that result: every move of it, either side's, proven to
//! keep exactly that result ([`proven_line`]), so that it shows best play
//! at every ply. A position whose solution's margin is not
//! proven within the budget, or whose line stops short, is no puzzle.
//!
//! # Where they come from
//!
//! Self-play at the levels the game offers ([`Level`] 1–6 through
//! [`choose`], a random pair per game, each move's search capped at
//! [`SELF_PLAY_NODES`] nodes so that generation is deterministic and quick,
//! no tables). Positions reached with at most [`PUZZLE_SEEDS`] seeds on the
//! board and at least two legal moves are tried (one in three, at most two
//! per game), each within [`PROOF_NODES`] nodes. Difficulties are mixed:
//! a third each of easy (depth ≤ 3), medium (4–7) and hard (≥ 8) for the
//! first `8 × count + 20` games, then whatever comes.

use std::collections::HashSet;
use std::fmt;

use serde::{Deserialize, Serialize};
use warri_rules::{Game, Pit, Position, PositionError, Variant};

use crate::analysis::{is_proven, Bounds};
use crate::limits::{Handler, NodeLimit};
use crate::score::Score;
use crate::search::{Engine, Node};
use crate::tt::mix;
use crate::{choose, Level};

/// At most this many seeds on the board, a self-play position is tried.
pub const PUZZLE_SEEDS: u8 = 14;
/// Node budget of one position's proof (all depths together).
pub const PROOF_NODES: u64 = 30_000;
/// The deepest depth a proof may need.
pub const MAX_DEPTH: u32 = 24;
/// The longest line a puzzle may show (plies, the solution included).
pub const MAX_LINE: usize = 60;
/// Node cap of each self-play move.
pub const SELF_PLAY_NODES: u64 = 4_000;
/// Self-play games tried before giving up on the count.
const MAX_GAMES: u32 = 3000;

/// One puzzle. Serialised as its JSON line ([`Written`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Written", try_from = "Written")]
pub struct Puzzle {
    /// The variant.
    pub variant: Variant,
    /// The position, a fresh start.
    pub position: Position,
    /// The one move that reaches the best result.
    pub solution: Pit,
    /// The solution's proven score for the player to move.
    pub value: Score,
    /// The proven best line, the solution first.
    pub line: Vec<Pit>,
    /// The smallest search depth that proves the puzzle.
    pub depth: u32,
}

/// Why a puzzle does not verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The position is over (or decided) as a fresh start.
    Over,
    /// The solution is not a legal move.
    IllegalSolution,
    /// The line does not start with the solution, or move `n` (1-based) of
    /// it is illegal.
    BadLine(usize),
    /// The value is neither a proven win nor a draw.
    BadValue,
    /// The search could not prove, within the puzzle's depth, that the
    /// solution (alone) reaches the result.
    NotProven,
    /// The solution's result is proven, but not the one the value states
    /// (for a win, the margin with best play is another).
    NotExact,
    /// The line, played out, does not end the game with the value's
    /// result.
    LineMissesValue,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Over => write!(f, "the position is already decided"),
            PuzzleError::IllegalSolution => write!(f, "the solution is not a legal move"),
            PuzzleError::BadLine(0) => write!(f, "the line does not start with the solution"),
            PuzzleError::BadLine(n) => write!(f, "move {n} of the line is illegal"),
            PuzzleError::BadValue => write!(f, "the value is neither a proven win nor a draw"),
            PuzzleError::NotProven => write!(f, "the solution is not proven to be the only best move"),
            PuzzleError::NotExact => write!(f, "the solution's result with best play is not the one stated"),
            PuzzleError::LineMissesValue => write!(f, "the line does not end the game with the stated result"),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// What a position's proof found (its line is made after, ply by ply:
/// [`proven_line`]).
struct Found {
    solution: Pit,
    value: i32,
    depth: u32,
}

/// Bounds of every move at increasing depths until one move alone is a
/// proven win (others proven not to win) or a proven draw (others proven
/// losses); `None` if the handler stops it first or no such move can be.
fn prove(engine: &mut Engine, game: &Game, handler: &mut impl Handler) -> Option<Found> {
    let pos = *game.position();
    engine.start(game);
    let root = Node { pos: &pos, legal: game.legal_moves(), ply: 0 };
    let children = engine.children(&pos, root.legal);
    if children.len() < 2 {
        return None;
    }
    for depth in 1..=MAX_DEPTH {
        let mut bounds = Vec::with_capacity(children.len());
        for c in &children {
            bounds.push(engine.bound_move(root, c, depth, handler)?);
        }
        let wins: Vec<usize> = (0..bounds.len()).filter(|&i| wins(bounds[i].lower)).collect();
        if wins.len() > 1 {
            return None;
        }
        if let [w] = wins[..] {
            if (0..bounds.len()).all(|i| i == w || bounds[i].upper <= 0) && exact(&bounds[w]).is_some() {
                let b = &bounds[w];
                return Some(Found { solution: children[w].pit, value: b.lower, depth });
            }
            continue;
        }
        let draws: Vec<usize> = (0..bounds.len()).filter(|&i| bounds[i].lower >= 0 && bounds[i].upper <= 0).collect();
        if draws.len() > 1 {
            return None;
        }
        if let [w] = draws[..] {
            if (0..bounds.len()).all(|i| i == w || loses(bounds[i].upper)) {
                return Some(Found { solution: children[w].pit, value: 0, depth });
            }
        }
        if (0..bounds.len()).all(|i| bounds[i].lower == bounds[i].upper) {
            return None; // all settled, and no puzzle
        }
    }
    None
}

/// The puzzle's line made again so that every ply is proven best play
/// ([`proven_line`]), from its position alone (a fresh engine, no tables):
/// what `warri puzzles --relines` writes. `None` where some ply cannot be
/// proven within the budget.
pub fn best_line(puzzle: &Puzzle) -> Option<Vec<Pit>> {
    let game = Game::from_position(puzzle.variant.rules(), puzzle.position);
    proven_line(&mut Engine::with_table_bits(puzzle.variant.rules(), 16), &game, puzzle.solution, key_of(puzzle.value)?)
}

/// A best line from `game` that starts with `first`, whose result for
/// `game`'s mover is `want` ([`result_of`]'s key), played to the game's end:
/// every later move, either side's, is one whose two bounds prove it keeps
/// exactly that result (the first such in the engine's order, at the least
/// depth), so that each ply is best play, not only the first. The line
/// the solution's lower bound search gives may hold a reply nothing proves
/// (a Wari draw's second ply was one). `None` where some ply has no such
/// move proven within [`PROOF_NODES`], or the line runs past
/// [`MAX_LINE`] plies.
fn proven_line(engine: &mut Engine, game: &Game, first: Pit, want: i32) -> Option<Vec<Pit>> {
    let me = game.position().to_move();
    let (mut g, mut line) = (game.clone(), vec![first]);
    g.play(first).ok()?;
    while !g.is_over() {
        if line.len() >= MAX_LINE {
            return None;
        }
        // A win's key for one side is the loss's for the other.
        let mine = if g.position().to_move() == me { want } else { -want };
        let m = proven_move(engine, &g, mine, &mut NodeLimit(PROOF_NODES))?;
        g.play(m).ok()?;
        line.push(m);
    }
    Some(line)
}

/// A move of `game` (its history included) proven to give its mover
/// exactly the result `want` ([`result_of`]'s key), at the least depth
/// that proves one.
fn proven_move(engine: &mut Engine, game: &Game, want: i32, handler: &mut impl Handler) -> Option<Pit> {
    let pos = *game.position();
    engine.start(game);
    let root = Node { pos: &pos, legal: game.legal_moves(), ply: 0 };
    let children = engine.children(&pos, root.legal);
    for depth in 1..=MAX_DEPTH {
        for c in &children {
            if result_of(&engine.bound_move(root, c, depth, handler)?) == Some(want) {
                return Some(c.pit);
            }
        }
    }
    None
}

/// The result two bounds prove exactly, as a key that keeps a win apart
/// from a loss even where the variant decides one with the stores equal: a
/// win by `m` seeds is `1000 + m`, a loss `-1000 + m` (`m` its margin, at
/// most 0), a draw 0; `None` while they differ.
fn result_of(b: &Bounds) -> Option<i32> {
    if b.lower >= 0 && b.upper <= 0 {
        return Some(0);
    }
    let (lo, hi) = (Score(b.lower), Score(b.upper));
    let same = is_proven(b.lower) && is_proven(b.upper) && lo.is_win() == hi.is_win() && lo.margin() == hi.margin();
    let m = lo.margin().filter(|_| same)?;
    Some(if lo.is_win() { 1000 + m } else { -1000 + m })
}

/// [`result_of`]'s key of a puzzle's stated value, for its mover.
fn key_of(value: Score) -> Option<i32> {
    if wins(value.0) {
        Some(1000 + value.margin()?)
    } else {
        (value.0 == 0).then_some(0)
    }
}

/// The margin of a move proven a win by exactly that margin, or a draw
/// (0): both bounds proven and equal in result.
fn exact(b: &Bounds) -> Option<i32> {
    match result_of(b)? {
        0 => Some(0),
        k if k > 0 => Some(k - 1000),
        _ => None,
    }
}

/// Whether `line`, played from `game`, ends it with the result `value`
/// states for its player to move: a win by exactly its margin, or a draw.
fn line_reaches(game: &Game, line: &[Pit], value: Score) -> bool {
    let me = game.position().to_move();
    let mut g = game.clone();
    if line.iter().any(|&m| g.play(m).is_err()) {
        return false;
    }
    let Some(o) = g.outcome() else { return false };
    match value.margin() {
        Some(m) => o.winner == Some(me) && i32::from(o.score[me]) - i32::from(o.score[me.opponent()]) == m,
        None => o.winner.is_none(),
    }
}

/// A proven win (not an unproven leaf).
fn wins(v: i32) -> bool {
    is_proven(v) && Score(v).is_win()
}

/// A proven loss.
fn loses(v: i32) -> bool {
    is_proven(v) && Score(v).is_loss()
}

/// Re-proves a puzzle by search, from its position alone (a fresh engine,
/// no tables): the line is legal, starts with the solution and ends the
/// game with the value's result, the value is a win or a draw, and within
/// the puzzle's depth (plus two) the bound searches prove the solution
/// reaches exactly that result (for a win, that margin and no other) while
/// every other move does not (for a win: each other move proven not to
/// win; for a draw: each other move proven lost).
pub fn verify(puzzle: &Puzzle) -> Result<(), PuzzleError> {
    let rules = puzzle.variant.rules();
    let game = Game::from_position(rules, puzzle.position);
    if game.is_over() {
        return Err(PuzzleError::Over);
    }
    if !game.legal_moves().contains(puzzle.solution) {
        return Err(PuzzleError::IllegalSolution);
    }
    if puzzle.line.first() != Some(&puzzle.solution) {
        return Err(PuzzleError::BadLine(0));
    }
    let mut replay = game.clone();
    for (i, &m) in puzzle.line.iter().enumerate() {
        if replay.play(m).is_err() {
            return Err(PuzzleError::BadLine(i + 1));
        }
    }
    let win = wins(puzzle.value.0);
    if !win && puzzle.value.0 != 0 {
        return Err(PuzzleError::BadValue);
    }
    let stated = if win { puzzle.value.margin() } else { Some(0) };
    let pos = *game.position();
    let mut engine = Engine::with_table_bits(rules, 16);
    engine.start(&game);
    let root = Node { pos: &pos, legal: game.legal_moves(), ply: 0 };
    let children = engine.children(&pos, root.legal);
    let solution = children.iter().find(|c| c.pit == puzzle.solution).copied().ok_or(PuzzleError::IllegalSolution)?;
    let mut unlimited = NodeLimit(u64::MAX);
    for depth in 1..=puzzle.depth.saturating_add(2).min(MAX_DEPTH + 2) {
        let b = engine.bound_move(root, &solution, depth, &mut unlimited).expect("no limit");
        match exact(&b) {
            None => continue,
            Some(m) if Some(m) != stated => return Err(PuzzleError::NotExact),
            Some(_) => {}
        }
        let mut others = true;
        for c in children.iter().filter(|c| c.pit != puzzle.solution) {
            let o = engine.bound_move(root, c, depth, &mut unlimited).expect("no limit");
            if !(if win { o.upper <= 0 } else { loses(o.upper) }) {
                others = false;
                break;
            }
        }
        if others {
            return if line_reaches(&game, &puzzle.line, puzzle.value) {
                Ok(())
            } else {
                Err(PuzzleError::LineMissesValue)
            };
        }
    }
    Err(PuzzleError::NotProven)
}

/// The difficulty bucket of a depth: 0 easy, 1 medium, 2 hard.
fn bucket(depth: u32) -> usize {
    match depth {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// Generates `count` puzzles of the variant from self-play games seeded by
/// `seed` (the same arguments, the same puzzles), fewer only if
/// [`MAX_GAMES`] games do not supply them. Module docs: how.
pub fn generate(variant: Variant, count: usize, seed: u64) -> Vec<Puzzle> {
    let rules = variant.rules();
    let mut state = mix(seed ^ mix(variant as u64 + 1));
    let mut next = move || {
        state = mix(state);
        state
    };
    let mut prover = Engine::with_table_bits(rules, 16);
    let mut players = [Engine::with_table_bits(rules, 16), Engine::with_table_bits(rules, 16)];
    let mut found: Vec<Puzzle> = Vec::new();
    let mut seen: HashSet<Position> = HashSet::new();
    let quota = count.div_ceil(3);
    let mut filled = [0usize; 3];
    let mut games = 0;
    while found.len() < count && games < MAX_GAMES {
        games += 1;
        // Past a few games per puzzle asked for, any difficulty will do.
        let relaxed = games > 8 * count as u32 + 20;
        let levels = [Level::ALL[(next() % 6) as usize], Level::ALL[(next() % 6) as usize]];
        let mut game = Game::new(rules);
        let mut taken = 0;
        let mut last_taken = 0;
        while !game.is_over() && game.moves().len() < 400 && found.len() < count && taken < 2 {
            let pos = *game.position();
            let ply = game.moves().len();
            if pos.on_board() <= PUZZLE_SEEDS
                && game.legal_moves().len() >= 2
                && (taken == 0 || ply >= last_taken + 6)
                && next() % 3 == 0
                && !seen.contains(&pos)
            {
                seen.insert(pos);
                let fresh = Game::from_position(rules, pos);
                prover.clear();
                let proven = prove(&mut prover, &fresh, &mut NodeLimit(PROOF_NODES));
                let best = proven.and_then(|f| {
                    let line = proven_line(&mut prover, &fresh, f.solution, key_of(Score(f.value))?)?;
                    Some((f, line))
                });
                if let Some((f, line)) = best.filter(|(f, line)| line_reaches(&fresh, line, Score(f.value))) {
                    let b = bucket(f.depth);
                    if relaxed || filled[b] < quota {
                        filled[b] += 1;
                        taken += 1;
                        last_taken = ply;
                        found.push(Puzzle {
                            variant,
                            position: pos,
                            solution: f.solution,
                            value: Score(f.value),
                            line,
                            depth: f.depth,
                        });
                    }
                }
            }
            let side = pos.to_move().index();
            let level = levels[side];
            let nodes = level.spec().nodes.min(SELF_PLAY_NODES);
            let choice = choose(&mut players[side], &game, level, next(), &mut NodeLimit(nodes)).expect("not over");
            game.play(choice.best).expect("the engine plays legal moves");
        }
    }
    found
}

/// A puzzle as its JSON line writes it: each field as text (the variant's
/// key, the position notation, move letters), in the line's order. Reading
/// one ([`Puzzle::try_from`]) names the first field that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Written {
    /// The variant's key.
    pub variant: String,
    /// The position, in the rules' notation.
    pub position: String,
    /// The solution's move letter.
    pub solution: String,
    /// The solution's score ([`Score`]'s number).
    pub value: i32,
    /// The line's move letters, the solution first.
    pub line: Vec<String>,
    /// The smallest search depth that proves the puzzle.
    pub depth: u32,
}

/// A field of a [`Written`] puzzle that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Not a variant key.
    Variant(String),
    /// Not a position (as written, and why).
    Position(String, PositionError),
    /// The solution is not a move letter.
    Solution(String),
    /// Move `number` (1-based) of the line is not a move letter.
    LineMove {
        /// Its number in the line.
        number: usize,
        /// As written.
        text: String,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Variant(text) => write!(f, "\"{text}\" is not a variant key"),
            ReadError::Position(text, e) => write!(f, "position \"{text}\": {e}"),
            ReadError::Solution(text) => write!(f, "solution \"{text}\" is not a move letter"),
            ReadError::LineMove { number, text } => {
                write!(f, "move {number} of the line, \"{text}\", is not a move letter")
            }
        }
    }
}

impl std::error::Error for ReadError {}

impl From<Puzzle> for Written {
    fn from(p: Puzzle) -> Written {
        Written {
            variant: p.variant.key().to_string(),
            position: p.position.to_string(),
            solution: p.solution.letter().to_string(),
            value: p.value.0,
            line: p.line.iter().map(|m| m.letter().to_string()).collect(),
            depth: p.depth,
        }
    }
}

impl TryFrom<Written> for Puzzle {
    type Error = ReadError;

    /// Reads the fields in the line's order; move letters may have spaces
    /// around them. Whether the puzzle holds (its moves legal, its value a
    /// win or a draw) is [`verify`]'s question, not the reader's.
    fn try_from(w: Written) -> Result<Puzzle, ReadError> {
        let variant: Variant = w.variant.parse().map_err(|_| ReadError::Variant(w.variant.clone()))?;
        let position: Position = w.position.parse().map_err(|e| ReadError::Position(w.position.clone(), e))?;
        let solution: Pit = w.solution.trim().parse().map_err(|_| ReadError::Solution(w.solution.clone()))?;
        let line = w
            .line
            .iter()
            .enumerate()
            .map(|(n, text)| text.trim().parse().map_err(|_| ReadError::LineMove { number: n + 1, text: text.clone() }))
            .collect::<Result<Vec<Pit>, ReadError>>()?;
        Ok(Puzzle { variant, position, solution, value: Score(w.value), line, depth: w.depth })
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle as one JSON line (`warri puzzles`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&serde_json::to_string(self).map_err(|_| fmt::Error)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = r#"{"variant":"wari","position":"0-1-3-2-0-1-2-0-0-0-2-0-16-21-S","solution":"F","value":105999,"line":["F","e"],"depth":2}"#;

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    #[test]
    fn a_line_reads_into_its_puzzle_and_writes_back_the_same() {
        let p: Puzzle = serde_json::from_str(LINE).unwrap();
        let position: Position = "0-1-3-2-0-1-2-0-0-0-2-0-16-21-S".parse().unwrap();
        let expected = Puzzle {
            variant: Variant::Wari,
            position,
            solution: pit('F'),
            value: Score(105_999),
            line: vec![pit('F'), pit('e')],
            depth: 2,
        };
        assert_eq!(p, expected);
        assert_eq!(p.to_string(), LINE);
        assert_eq!(serde_json::to_string(&p).unwrap(), LINE);
    }

    #[test]
    fn the_first_field_that_cannot_be_read_is_named() {
        let read = |from: &str, to: &str| {
            assert!(LINE.contains(from), "{from}");
            let w: Written = serde_json::from_str(&LINE.replace(from, to)).unwrap();
            Puzzle::try_from(w).unwrap_err()
        };
        assert_eq!(read("wari", "owari"), ReadError::Variant("owari".into()));
        assert!(matches!(read("16-21-S", "16-S"), ReadError::Position(t, _) if t.ends_with("-16-S")));
        assert_eq!(read(r#""solution":"F""#, r#""solution":"Q""#), ReadError::Solution("Q".into()));
        assert_eq!(read(r#"["F","e"]"#, r#"["F","ee"]"#), ReadError::LineMove { number: 2, text: "ee".into() });
        assert_eq!(read("wari", "owari").to_string(), "\"owari\" is not a variant key");
        let err = serde_json::from_str::<Puzzle>(&LINE.replace(r#""solution":"F""#, r#""solution":"Q""#)).unwrap_err();
        assert!(err.to_string().contains("solution \"Q\" is not a move letter"), "{err}");
    }
}
