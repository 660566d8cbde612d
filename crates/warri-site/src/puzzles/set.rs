//! The puzzles themselves: `web/puzzles.jsonl`, built into the site's
//! module (so the puzzle of the day needs no network, and the single-file
//! game carries it), read once into typed [`Puzzle`]s. A line that cannot
//! be used becomes a [`LineError`] naming its line and what is wrong; the
//! other lines stay usable.
//!
//! Each line is one JSON object, the engine's format and codec
//! ([`warri_engine::puzzles::Written`]): `variant` (a key), `position` (the
//! rules' position notation; a fresh start, no history), `solution` (the
//! one move that reaches the best result), `value` (the engine's score of
//! the solution for the player to move: a proven win by exactly that margin
//! with best play, `WIN + 1000 × margin − plies`, or 0 for a draw), `line`
//! (a best line, the solution first, played to the game's end)
//! and `depth` (the search depth needed: the difficulty). Here a line is
//! also checked against the rules (its moves legal, its value a win or a
//! draw) and numbered.
//!
//! A puzzle's id is its variant's key and its index among the lines of that
//! variant in file order (`abapa-3`); a line whose variant can be read keeps
//! its index even when the rest of it cannot be used, so ids never shift.
//!
//! The puzzle of the day ([`PuzzleSet::daily`]): day `d` is the number of whole days
//! since 1970-01-01 in UTC; the puzzles are taken one variant after the
//! other ([`PuzzleSet::daily_order`]: by index, then in the order of
//! [`Variant::ALL`]) and day `d` shows number `d mod N` of that order. It
//! depends on the date and the built-in file alone, so two visitors see the
//! same puzzle on the same (UTC) day, online or not.

use warri_engine::puzzles::{self, ReadError, Written};
use warri_rules::{Game, IllegalMove, Pit, Player, PositionError, Variant};

/// The puzzles file, as built into the module.
pub const BUILT_IN: &str = include_str!("../../../../web/puzzles.jsonl");

/// The file's name, as the page names it in its messages.
pub const FILE: &str = "puzzles.jsonl";

/// One milliseconds-long day.
const DAY_MS: f64 = 86_400_000.0;

/// What a puzzle asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The only move that wins, by this final margin (in seeds).
    Win {
        /// The final store difference with best play.
        margin: i32,
    },
    /// The only move that draws: every other move loses.
    Draw,
}

/// How hard a puzzle is, from the search depth it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Difficulty {
    /// Depth 4 or less.
    Easy,
    /// Depth 5 to 10.
    Medium,
    /// Deeper.
    Hard,
}

impl Difficulty {
    /// The difficulty of a puzzle found at `depth`.
    pub fn of_depth(depth: u32) -> Difficulty {
        match depth {
            0..=4 => Difficulty::Easy,
            5..=10 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }
}

/// A puzzle of the file, checked: the engine's puzzle and its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// `variant-index`, e.g. `abapa-3`.
    pub id: String,
    /// Its index among the puzzles of its variant (file order).
    pub index: usize,
    /// The puzzle: its position is not over, its line legal in turn.
    pub puzzle: puzzles::Puzzle,
}

impl Puzzle {
    /// Who is to move (and solves it).
    pub fn solver(&self) -> Player {
        self.puzzle.position.to_move()
    }

    /// What the solution reaches.
    pub fn goal(&self) -> Goal {
        let value = self.puzzle.value;
        match value.margin() {
            Some(margin) if value.is_win() => Goal::Win { margin },
            _ => Goal::Draw,
        }
    }

    /// How hard it is.
    pub fn difficulty(&self) -> Difficulty {
        Difficulty::of_depth(self.puzzle.depth)
    }

    /// The game at the puzzle's position (no history).
    pub fn game(&self) -> Game {
        Game::from_position(self.puzzle.variant.rules(), self.puzzle.position)
    }
}

/// What is wrong with a line of the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineProblem {
    /// Not a JSON object with the puzzle's fields (where it breaks).
    Json {
        /// 1-based column.
        column: usize,
    },
    /// Not a variant key.
    Variant(String),
    /// The position cannot be read.
    Position(String, PositionError),
    /// The game is already over at the position.
    Over,
    /// The solution is not a move letter.
    Solution(String),
    /// The solution is not legal there (in this variant).
    Illegal(Variant, Pit, IllegalMove),
    /// The line does not start with the solution.
    LineStart,
    /// A move of the line (1-based) cannot be read or played.
    LineMove {
        /// Its number in the line.
        number: usize,
        /// As written.
        text: String,
    },
    /// The value is neither a proven win nor a draw.
    Value(i32),
}

/// A line of the file that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub problem: LineProblem,
}

/// The puzzles of a file, in file order, and its lines that could not be
/// used.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleSet {
    /// The usable puzzles, in file order.
    pub puzzles: Vec<Puzzle>,
    /// The lines that could not be used.
    pub errors: Vec<LineError>,
}

/// The variant key a line names, if it names one (read leniently, so that
/// a line keeps its index whatever else is wrong with it).
fn variant_of(text: &str) -> Option<Variant> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    value.get("variant")?.as_str()?.parse().ok()
}

/// What the engine's reader says of a field, as the page words it: a
/// first move that cannot be read does not start the line with the solution.
fn unread(e: ReadError) -> LineProblem {
    match e {
        ReadError::Variant(text) => LineProblem::Variant(text),
        ReadError::Position(text, e) => LineProblem::Position(text, e),
        ReadError::Solution(text) => LineProblem::Solution(text),
        ReadError::LineMove { number: 1, .. } => LineProblem::LineStart,
        ReadError::LineMove { number, text } => LineProblem::LineMove { number, text },
    }
}

/// A written puzzle read and checked against the rules, as puzzle `index`
/// of `variant`.
fn check(written: Written, variant: Variant, index: usize) -> Result<Puzzle, LineProblem> {
    let moves = written.line.clone();
    let puzzle = puzzles::Puzzle::try_from(written).map_err(unread)?;
    let game = Game::from_position(variant.rules(), puzzle.position);
    if game.is_over() {
        return Err(LineProblem::Over);
    }
    game.check(puzzle.solution).map_err(|e| LineProblem::Illegal(variant, puzzle.solution, e))?;
    if puzzle.line.first() != Some(&puzzle.solution) {
        return Err(LineProblem::LineStart);
    }
    let mut played = game;
    for (n, &pit) in puzzle.line.iter().enumerate() {
        played.play(pit).map_err(|_| LineProblem::LineMove { number: n + 1, text: moves[n].clone() })?;
    }
    if !(puzzle.value.is_win() || puzzle.value.0 == 0) {
        return Err(LineProblem::Value(puzzle.value.0));
    }
    Ok(Puzzle { id: format!("{}-{index}", variant.key()), index, puzzle })
}

impl PuzzleSet {
    /// Reads a puzzles file: every non-blank line a puzzle.
    pub fn parse(text: &str) -> PuzzleSet {
        let mut set = PuzzleSet::default();
        let mut counts = [0usize; Variant::ALL.len()];
        for (n, text) in text.lines().enumerate() {
            if text.trim().is_empty() {
                continue;
            }
            let line = n + 1;
            let numbered = variant_of(text).map(|v| {
                let slot = &mut counts[Variant::ALL.iter().position(|&w| w == v).unwrap_or(0)];
                *slot += 1;
                (v, *slot - 1)
            });
            let result = match serde_json::from_str::<Written>(text) {
                Err(e) => Err(LineProblem::Json { column: e.column() }),
                Ok(written) => match numbered {
                    None => Err(LineProblem::Variant(written.variant)),
                    Some((variant, index)) => check(written, variant, index),
                },
            };
            match result {
                Ok(p) => set.puzzles.push(p),
                Err(problem) => set.errors.push(LineError { line, problem }),
            }
        }
        set
    }

    /// The puzzles built into the module.
    pub fn built_in() -> PuzzleSet {
        PuzzleSet::parse(BUILT_IN)
    }

    /// The index of the puzzle with this id.
    pub fn find(&self, id: &str) -> Option<usize> {
        self.puzzles.iter().position(|p| p.id == id)
    }

    /// The variants that have puzzles, in [`Variant::ALL`] order.
    pub fn variants(&self) -> Vec<Variant> {
        Variant::ALL.into_iter().filter(|v| self.puzzles.iter().any(|p| p.puzzle.variant == *v)).collect()
    }

    /// The order the puzzle of the day goes through them: one of each
    /// variant in turn (by index, then variant in [`Variant::ALL`] order).
    pub fn daily_order(&self) -> Vec<usize> {
        let rank = |v: Variant| Variant::ALL.iter().position(|&w| w == v).unwrap_or(0);
        let mut order: Vec<usize> = (0..self.puzzles.len()).collect();
        order.sort_by_key(|&i| (self.puzzles[i].index, rank(self.puzzles[i].puzzle.variant)));
        order
    }

    /// The puzzle of day `day` (see [`day_number`]), if there are any.
    pub fn daily(&self, day: i64) -> Option<usize> {
        let order = self.daily_order();
        let n = i64::try_from(order.len()).ok().filter(|&n| n > 0)?;
        Some(order[usize::try_from(day.rem_euclid(n)).ok()?])
    }
}

/// The day of a moment given in milliseconds since 1970-01-01T00:00Z (as
/// JavaScript's `Date.now()`): whole days since then, in UTC.
pub fn day_number(ms: f64) -> i64 {
    (ms / DAY_MS).floor() as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{"variant":"abapa","position":"0-1-3-2-0-1-2-0-0-0-2-0-16-21-S","solution":"F","value":105999,"line":["F","e"],"depth":2}"#;

    #[test]
    fn the_built_in_puzzles_are_all_usable_and_each_reaches_its_goal() {
        let set = PuzzleSet::built_in();
        assert_eq!(set.errors, [], "every line of web/puzzles.jsonl is usable");
        assert!(!set.puzzles.is_empty());
        for p in &set.puzzles {
            let (q, id) = (&p.puzzle, &p.id);
            assert_eq!(q.line[0], q.solution, "{id}");
            let total: u32 = (0..12).map(|i| u32::from(q.position.pits()[i])).sum::<u32>()
                + u32::from(q.position.stores()[Player::South])
                + u32::from(q.position.stores()[Player::North]);
            assert_eq!(total, 48, "{id}");
            assert_eq!(set.find(&p.id).map(|i| &set.puzzles[i]), Some(p));
        }
    }

    #[test]
    fn ids_count_each_variant_in_file_order_and_bad_lines_keep_their_place() {
        let wari = GOOD.replace("abapa", "wari");
        let bad_move = GOOD.replace(r#""solution":"F""#, r#""solution":"Q""#);
        let text = [GOOD, &bad_move, "", &wari, "not json", GOOD].join("\n");
        let set = PuzzleSet::parse(&text);
        let ids: Vec<&str> = set.puzzles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["abapa-0", "wari-0", "abapa-2"], "the bad abapa line keeps index 1");
        assert_eq!(
            set.errors,
            [
                LineError { line: 2, problem: LineProblem::Solution("Q".into()) },
                LineError { line: 5, problem: LineProblem::Json { column: 2 } },
            ]
        );
    }

    #[test]
    fn every_kind_of_bad_line_is_named() {
        let problem = |from: &str, to: &str| {
            assert!(GOOD.contains(from), "{from}");
            let set = PuzzleSet::parse(&GOOD.replace(from, to));
            assert!(set.puzzles.is_empty());
            set.errors[0].problem.clone()
        };
        assert_eq!(problem("abapa", "owari"), LineProblem::Variant("owari".into()));
        assert!(matches!(problem("16-21-S", "16-S"), LineProblem::Position(t, _) if t.ends_with("16-S")));
        assert!(matches!(problem(r#""depth":2"#, r#""depth":"deep""#), LineProblem::Json { .. }));
        assert!(
            matches!(problem(r#""solution":"F""#, r#""solution":"A""#), LineProblem::Illegal(Variant::Abapa, p, IllegalMove::EmptyPit { .. }) if p.letter() == 'A')
        );
        assert_eq!(problem(r#"["F","e"]"#, r#"["F","A"]"#), LineProblem::LineMove { number: 2, text: "A".into() });
        assert_eq!(problem(r#"["F","e"]"#, r#"["C","d"]"#), LineProblem::LineStart);
        assert_eq!(problem(r#"["F","e"]"#, r#"["Q","e"]"#), LineProblem::LineStart, "an unreadable first move");
        assert_eq!(problem(r#"["F","e"]"#, r#"["F","ee"]"#), LineProblem::LineMove { number: 2, text: "ee".into() });
        assert_eq!(problem("105999", "250"), LineProblem::Value(250));
        assert_eq!(problem("0-1-3-2-0-1-2-0-0-0-2-0-16-21-S", "0-0-0-0-0-0-2-2-2-2-2-2-25-11-S"), LineProblem::Over);
    }

    #[test]
    fn goals_and_difficulties_come_from_the_value_and_the_depth() {
        let set = PuzzleSet::parse(&format!("{GOOD}\n{}", GOOD.replace("105999", "0")));
        assert_eq!(set.puzzles[0].goal(), Goal::Win { margin: 6 });
        assert_eq!(set.puzzles[1].goal(), Goal::Draw);
        assert_eq!(set.puzzles[0].solver(), Player::South);
        assert_eq!(
            [2, 4, 5, 10, 11].map(Difficulty::of_depth),
            [Difficulty::Easy, Difficulty::Easy, Difficulty::Medium, Difficulty::Medium, Difficulty::Hard]
        );
    }

    #[test]
    fn the_puzzle_of_the_day_depends_on_the_utc_date_alone() {
        // 2026-12-01T00:00:00Z and 23:59:59.999Z the same day; the next
        // millisecond the next day.
        let midnight = 1_796_083_200_000.0;
        assert_eq!(day_number(midnight), 20_788);
        assert_eq!(day_number(midnight + DAY_MS - 1.0), 20_788);
        assert_eq!(day_number(midnight + DAY_MS), 20_789);
        assert_eq!(day_number(0.0), 0);
        assert_eq!(day_number(-1.0), -1, "before 1970 still counts whole days");
        let lines: Vec<String> = (0..3).flat_map(|_| ["abapa", "wari"].map(|v| GOOD.replace("abapa", v))).collect();
        let set = PuzzleSet::parse(&lines.join("\n"));
        let ids = |days: std::ops::Range<i64>| -> Vec<String> {
            days.map(|d| set.puzzles[set.daily(d).unwrap()].id.clone()).collect()
        };
        // One variant after the other, then round again.
        assert_eq!(ids(0..7), ["abapa-0", "wari-0", "abapa-1", "wari-1", "abapa-2", "wari-2", "abapa-0"]);
        // 2026-12-01: day 20788, 20788 mod 6 = 4.
        assert_eq!(ids(20_788..20_789), ["abapa-2"]);
        assert_eq!(set.daily(-1), set.daily(5));
        assert_eq!(PuzzleSet::default().daily(3), None);
    }
}
