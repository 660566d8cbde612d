//! The puzzles page (`?view=puzzles`): plain-Rust state and its one
//! reducer, as [`crate::learn`] is for the lessons. A puzzle is a position
//! where exactly one move reaches the best result (a win, or a draw where
//! every other move loses); the visitor's first move is the try, judged at
//! once: solved or failed. After it the solution's line is explained on the
//! board, step by step, each move worded as the replay words it.
//!
//! - [`set`]: the puzzles, built in (`web/puzzles.jsonl`), read once, their
//!   ids and the puzzle of the day (days since 1970-01-01 in UTC → index:
//!   the same for everyone on the same UTC day, offline too);
//! - [`record`]: the first tries, the streak and the best streak, kept in
//!   local storage;
//! - [`app`]: the page (boot, header, the puzzle, the line's steps);
//! - [`words`]: its sentences (a solution's value, the problems);
//! - [`cards`]: its cards of the day's puzzle and of the streak, drawn as
//!   the lessons' course map draws its own;
//! - this module: the link (`?view=puzzles[&puzzle=ID][&lang=…]`), the
//!   puzzle shown, the try, the line's replay, the problems to show.

pub mod app;
pub mod cards;
pub mod record;
pub mod set;
pub mod words;

use std::rc::Rc;
use warri_web::shell::store::{Kept, Loaded, Unreadable};

use warri_rules::{ByPlayer, Pit, Step, Variant};

use warri_web::seat::Seat;
use warri_web::shell::address::{Address, AddressProblem};
use warri_web::shell::i18n::Lang;
use warri_web::shell::route::Route;
use warri_web::table::{Action, Settings, Table};

pub use record::{Record, RecordError};
pub use set::{Difficulty, Goal, LineError, LineProblem, Puzzle, PuzzleSet};

/// What a puzzles link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzlesLink {
    /// `puzzle=` as written (`None`: the puzzle of the day).
    pub puzzle: Option<String>,
    /// `lang=`, as the shell read it.
    pub lang: Option<Lang>,
    /// What the shell found wrong with the link.
    pub problems: Vec<AddressProblem>,
}

impl PuzzlesLink {
    /// The puzzles page the address opens, if it opens it (`view=puzzles`).
    pub fn of(address: &Address) -> Option<PuzzlesLink> {
        let Route::Puzzles { puzzle } = &address.route else { return None };
        let (lang, problems) = (address.lang, address.problems.clone());
        Some(PuzzlesLink { puzzle: puzzle.clone(), lang, problems })
    }
}

/// A link to the puzzles page: the puzzle of the day (`None`) or one by id.
pub fn link(puzzle: Option<&str>, lang: Lang) -> String {
    Route::Puzzles { puzzle: puzzle.map(str::to_string) }.link(lang, false)
}

/// Something to tell the visitor, each naming what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// What every page reads of its link (`lang=`) names nothing.
    Address(AddressProblem),
    /// A line of the puzzles file cannot be used (the others can).
    Line(LineError),
    /// `puzzle=` names no puzzle: the puzzle of the day is shown instead.
    NoPuzzle {
        /// The id asked for.
        id: String,
        /// An id there is, as an example.
        example: Option<String>,
    },
    /// The saved record could not be read; it is kept ([`warri_web::shell::store`]),
    /// and a new record starts.
    Record(Unreadable<RecordError>),
}

impl Problem {
    /// Where the saved record it is about is kept, if it could not be read.
    pub fn kept(&self) -> Option<&Kept> {
        match self {
            Problem::Record(u) => Some(&u.kept),
            _ => None,
        }
    }
}

/// The try at the puzzle shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// The move tried.
    pub pit: Pit,
    /// What it did.
    pub trace: Rc<Vec<Step>>,
    /// Whether it is the solution.
    pub solved: bool,
    /// Whether it was the first try ever at this puzzle (it counted for the
    /// streak).
    pub counted: bool,
}

/// A puzzle on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// Index of the puzzle in [`Puzzles::set`].
    pub index: usize,
    /// The board: the puzzle's position, then the try, then the line.
    pub table: Table,
    /// The try, once made.
    pub attempt: Option<Attempt>,
    /// The step of the solution's line shown on the board (0: the puzzle's
    /// position; `n`: after its first `n` moves); `None` before the try,
    /// and after a wrong one until the line is asked for (the board then
    /// shows the move tried).
    pub step: Option<usize>,
}

/// Everything that changes the puzzles page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzlesAction {
    /// A pit was clicked on the board.
    Click(Pit),
    /// The board finished animating a move.
    AnimationDone(u32),
    /// Show the puzzle at this index of the set.
    Show(usize),
    /// The next puzzle (file order, round to the first).
    Next,
    /// The previous puzzle.
    Prev,
    /// The first puzzle of a variant not yet tried (else its first).
    Variant(Variant),
    /// The puzzle of the day.
    Today,
    /// One step on along the solution's line (animated).
    LineNext,
    /// One step back along it.
    LinePrev,
    /// Change the language.
    Lang(Lang),
    /// Dismiss the problems shown.
    Dismiss,
}

/// The puzzles page's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzles {
    /// Its language.
    pub lang: Lang,
    /// Whether moves are shown without animation (reduced motion).
    pub instant: bool,
    /// The puzzles.
    pub set: Rc<PuzzleSet>,
    /// The puzzle of the day (index in the set), if there are puzzles.
    pub today: Option<usize>,
    /// The puzzle shown.
    pub play: Option<Play>,
    /// The visitor's record.
    pub record: Record,
    /// Bumped at each first try (then the record is saved).
    pub record_changes: u32,
    /// What to tell the visitor.
    pub problems: Vec<Problem>,
}

impl Puzzles {
    /// The page a link opens on day `day` ([`set::day_number`]), with the
    /// saved record (as its slot held it).
    pub fn open(
        link: PuzzlesLink,
        lang: Lang,
        set: Rc<PuzzleSet>,
        day: i64,
        saved: Loaded<Record, RecordError>,
        instant: bool,
    ) -> Puzzles {
        let mut problems: Vec<Problem> = link.problems.into_iter().map(Problem::Address).collect();
        problems.extend(set.errors.iter().cloned().map(Problem::Line));
        let record = match saved {
            Loaded::Read(r) => r,
            Loaded::Empty => Record::new(),
            Loaded::Unreadable(u) => {
                problems.push(Problem::Record(u));
                Record::new()
            }
        };
        let today = set.daily(day);
        let asked = link.puzzle.as_deref().map(|id| {
            set.find(id).ok_or_else(|| Problem::NoPuzzle {
                id: id.to_string(),
                example: set.puzzles.first().map(|p| p.id.clone()),
            })
        });
        let shown = match asked {
            Some(Ok(i)) => Some(i),
            Some(Err(p)) => {
                problems.push(p);
                today
            }
            None => today,
        };
        let mut page = Puzzles { lang, instant, set, today, play: None, record, record_changes: 0, problems };
        if let Some(i) = shown {
            page.show(i);
        }
        page
    }

    /// The puzzle shown.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.set.puzzles.get(self.play.as_ref()?.index)
    }

    /// Whether the puzzle shown is the puzzle of the day.
    pub fn is_today(&self) -> bool {
        self.play.as_ref().is_some_and(|p| Some(p.index) == self.today)
    }

    /// The link of what is shown (the address bar follows it): the puzzle
    /// of the day's link while it is shown, else the puzzle's own.
    pub fn current_link(&self) -> String {
        let id = self.puzzle().filter(|_| !self.is_today()).map(|p| p.id.as_str());
        link(id, self.lang)
    }

    /// Applies an action.
    pub fn apply(&mut self, action: PuzzlesAction) {
        let count = self.set.puzzles.len();
        let at = self.play.as_ref().map(|p| p.index);
        match action {
            PuzzlesAction::Click(pit) => self.click(pit),
            PuzzlesAction::AnimationDone(id) => {
                if let Some(p) = &mut self.play {
                    p.table.apply(Action::AnimationDone(id));
                }
            }
            PuzzlesAction::Show(i) if i < count => self.show(i),
            PuzzlesAction::Show(_) => {}
            PuzzlesAction::Next if count > 0 => self.show(at.map_or(0, |i| (i + 1) % count)),
            PuzzlesAction::Prev if count > 0 => self.show(at.map_or(0, |i| (i + count - 1) % count)),
            PuzzlesAction::Next | PuzzlesAction::Prev => {}
            PuzzlesAction::Variant(v) => {
                let of_v = || self.set.puzzles.iter().enumerate().filter(|(_, p)| p.puzzle.variant == v);
                let untried = of_v().find(|(_, p)| self.record.first_try(&p.id).is_none());
                if let Some((i, _)) = untried.or_else(|| of_v().next()) {
                    self.show(i);
                }
            }
            PuzzlesAction::Today => {
                if let Some(i) = self.today {
                    self.show(i);
                }
            }
            PuzzlesAction::LineNext => self.line_next(),
            PuzzlesAction::LinePrev => self.line_prev(),
            PuzzlesAction::Lang(lang) => self.lang = lang,
            PuzzlesAction::Dismiss => self.problems.clear(),
        }
    }

    /// Shows puzzle `i` at its position, untried.
    fn show(&mut self, i: usize) {
        let Some(p) = self.set.puzzles.get(i) else { return };
        let table = self.fresh_table(p);
        self.play = Some(Play { index: i, table, attempt: None, step: None });
    }

    /// A table at the puzzle's position, both sides played by the visitor,
    /// replacing the shown one so that animation ids never repeat.
    fn fresh_table(&self, p: &Puzzle) -> Table {
        let settings =
            Settings { variant: p.puzzle.variant, first: p.solver(), seats: ByPlayer::new(Seat::Human, Seat::Human) };
        let fresh = Table::with_game(settings, p.game());
        match &self.play {
            Some(play) => {
                let mut t = play.table.clone();
                t.apply(Action::Load(Box::new(fresh)));
                t
            }
            None => fresh,
        }
    }

    fn click(&mut self, pit: Pit) {
        let Some(index) = self.play.as_ref().map(|p| p.index) else { return };
        let puzzle = &self.set.puzzles[index];
        let Some(play) = self.play.as_mut() else { return };
        if play.attempt.is_some() || play.table.busy() {
            return;
        }
        play.table.apply(Action::Click(pit));
        // An illegal click is explained by the table, and is no try.
        let Some((_, trace)) = play.table.last_move.clone().filter(|_| play.table.game.moves() == [pit]) else {
            return;
        };
        let solved = pit == puzzle.puzzle.solution;
        let counted = self.record.try_puzzle(&puzzle.id, solved);
        if counted {
            self.record_changes += 1;
        }
        play.attempt = Some(Attempt { pit, trace, solved, counted });
        if solved {
            // The try is the line's first step: the rest follows from here.
            play.table.redo = puzzle.puzzle.line[1..].iter().rev().copied().collect();
            play.step = Some(1);
        }
    }

    /// The line's board at step `n` (not animated).
    fn line_at(&mut self, n: usize) {
        let Some(index) = self.play.as_ref().map(|p| p.index) else { return };
        let puzzle = self.set.puzzles[index].clone();
        let mut table = self.fresh_table(&puzzle);
        table.redo = puzzle.puzzle.line.iter().rev().copied().collect();
        table.goto(n);
        if let Some(play) = self.play.as_mut() {
            play.table = table;
            play.step = Some(play.table.ply());
        }
    }

    fn line_next(&mut self) {
        let Some(play) = self.play.as_ref().filter(|p| p.attempt.is_some()) else { return };
        match play.step {
            // From the move tried: the line from its start, its first move
            // animated.
            None => {
                self.line_at(0);
                self.step_on();
            }
            Some(_) => self.step_on(),
        }
    }

    /// One move on along the line, animated (a move being animated is
    /// finished first).
    fn step_on(&mut self) {
        let Some(play) = self.play.as_mut() else { return };
        if play.table.redo.is_empty() {
            return;
        }
        if let Some(a) = play.table.animation.clone() {
            play.table.apply(Action::AnimationDone(a.id));
        }
        play.table.apply(Action::Redo);
        play.step = Some(play.table.ply());
    }

    fn line_prev(&mut self) {
        match self.play.as_ref().and_then(|p| p.step) {
            Some(n) if n > 0 => self.line_at(n - 1),
            _ => {}
        }
    }

    /// The line's length in moves, for the puzzle shown.
    pub fn line_len(&self) -> usize {
        self.puzzle().map_or(0, |p| p.puzzle.line.len())
    }
}

warri_web::reducer!(Puzzles, PuzzlesAction);

#[cfg(test)]
mod tests {
    use super::*;
    use warri_web::shell::store::Envelope;

    /// Two abapa puzzles and a wari one: a win by 6 (F), a win by 10 with a
    /// long line (F), a draw (B).
    const FILE: &str = r#"{"variant":"abapa","position":"0-1-3-2-0-1-2-0-0-0-2-0-16-21-S","solution":"F","value":105999,"line":["F","e"],"depth":2}
{"variant":"abapa","position":"0-0-1-0-1-1-1-0-0-2-1-0-22-19-S","solution":"F","value":109982,"line":["F","e","C","d","E","e","D","f","F","a","C","b","B","c","A","d","C","e","B"],"depth":19}
{"variant":"wari","position":"2-1-0-0-0-0-0-0-1-0-1-2-19-22-S","solution":"B","value":0,"line":["B","c"],"depth":2}"#;

    fn pit(s: &str) -> Pit {
        s.parse().unwrap()
    }

    fn opened(q: &str, day: i64, saved: Option<&str>) -> Puzzles {
        let link = PuzzlesLink::of(&Address::of_query(q)).expect("a puzzles link");
        let store = warri_web::shell::store::Memory::with(
            &saved.map(|t| (record::PUZZLES.key, t)).into_iter().collect::<Vec<_>>(),
        );
        let saved = warri_web::shell::store::load::<Record>(&store);
        Puzzles::open(link, Lang::En, Rc::new(PuzzleSet::parse(FILE)), day, saved, true)
    }

    fn shown(p: &Puzzles) -> &str {
        &p.puzzle().unwrap().id
    }

    #[test]
    fn links_open_the_puzzles_page_and_others_do_not() {
        let l = PuzzlesLink::of(&Address::of_query("?view=puzzles&puzzle=wari-0&lang=nl")).unwrap();
        assert_eq!(l, PuzzlesLink { puzzle: Some("wari-0".into()), lang: Some(Lang::Nl), problems: vec![] });
        assert_eq!(PuzzlesLink::of(&Address::of_query("?view=puzzles")).unwrap().puzzle, None);
        assert!(PuzzlesLink::of(&Address::of_query("?view=learn")).is_none());
        assert_eq!(link(Some("abapa-1"), Lang::Fr), "?view=puzzles&puzzle=abapa-1&lang=fr");
        assert_eq!(link(None, Lang::En), "?view=puzzles&lang=en");
    }

    #[test]
    fn the_puzzle_of_the_day_is_the_same_on_the_same_day_and_the_link_keeps_it() {
        // Daily order: abapa-0, wari-0, abapa-1.
        assert_eq!(shown(&opened("?view=puzzles", 0, None)), "abapa-0");
        assert_eq!(shown(&opened("?view=puzzles", 1, None)), "wari-0");
        assert_eq!(shown(&opened("?view=puzzles", 20_789, None)), "abapa-1", "20789 mod 3 = 2");
        let p = opened("?view=puzzles", 20_789, Some(r#"{"version":1,"streak":2,"best":2,"first":{}}"#));
        assert_eq!(shown(&p), "abapa-1", "the record does not change the day's puzzle");
        assert!(p.is_today());
        assert_eq!(p.current_link(), "?view=puzzles&lang=en");
        let p = opened("?view=puzzles&puzzle=wari-0", 20_789, None);
        assert!(!p.is_today());
        assert_eq!(p.current_link(), "?view=puzzles&puzzle=wari-0&lang=en");
    }

    #[test]
    fn a_bad_language_is_said_as_on_every_page_and_a_puzzle_id_is_no_unknown_name() {
        let p = opened("?view=puzzles&puzzle=wari-0&lang=klingon", 0, None);
        assert_eq!(p.problems, [Problem::Address(AddressProblem::Lang("klingon".into()))]);
        assert_eq!(shown(&p), "wari-0");
    }

    #[test]
    fn a_bad_puzzle_id_is_named_and_the_puzzle_of_the_day_shown() {
        let p = opened("?view=puzzles&puzzle=abapa-9", 1, None);
        assert_eq!(p.problems, [Problem::NoPuzzle { id: "abapa-9".into(), example: Some("abapa-0".into()) }]);
        assert_eq!(shown(&p), "wari-0");
    }

    #[test]
    fn the_solution_solves_and_counts_then_its_line_steps_on_and_back() {
        let mut p = opened("?view=puzzles&puzzle=abapa-1", 0, None);
        p.apply(PuzzlesAction::Click(pit("a")));
        assert!(p.play.as_ref().unwrap().attempt.is_none(), "an illegal click is no try");
        assert!(p.play.as_ref().unwrap().table.explanation.is_some(), "and is explained");
        p.apply(PuzzlesAction::Click(pit("F")));
        let play = p.play.as_ref().unwrap();
        let a = play.attempt.as_ref().unwrap();
        assert!(a.solved && a.counted);
        assert!(play.table.busy(), "the move is animated");
        assert_eq!(play.step, Some(1), "the try is the line's first step");
        assert_eq!((p.record.streak, p.record.best, p.record_changes), (1, 1, 1));
        p.apply(PuzzlesAction::Click(pit("E")));
        assert_eq!(p.play.as_ref().unwrap().table.game.moves(), [pit("F")], "one try only");
        // On along the line (a move still animated is finished first), to its end.
        for n in 2..=19 {
            p.apply(PuzzlesAction::LineNext);
            let play = p.play.as_ref().unwrap();
            assert_eq!((play.step, play.table.game.moves().len()), (Some(n), n));
        }
        p.apply(PuzzlesAction::LineNext);
        assert_eq!(p.play.as_ref().unwrap().step, Some(19), "nothing after the line's end");
        let line = &p.puzzle().unwrap().puzzle.line.clone();
        assert_eq!(p.play.as_ref().unwrap().table.game.moves(), &line[..]);
        p.apply(PuzzlesAction::LinePrev);
        let play = p.play.as_ref().unwrap();
        assert_eq!((play.step, play.table.busy()), (Some(18), false), "a step back is not animated");
        assert_eq!(play.table.last_move.as_ref().map(|m| m.0), Some(line[17]));
        for _ in 0..20 {
            p.apply(PuzzlesAction::LinePrev);
        }
        assert_eq!(p.play.as_ref().unwrap().step, Some(0));
        assert_eq!(p.play.as_ref().unwrap().table.game.position(), &p.puzzle().unwrap().puzzle.position);
    }

    #[test]
    fn a_wrong_move_fails_ends_the_streak_and_the_line_starts_from_the_position() {
        let mut p = opened("?view=puzzles&puzzle=abapa-0", 0, None);
        p.apply(PuzzlesAction::Click(pit("F")));
        assert_eq!(p.record.streak, 1);
        p.apply(PuzzlesAction::Next);
        assert_eq!(shown(&p), "abapa-1");
        let legal = p.puzzle().unwrap().game().legal_moves();
        let wrong = legal.into_iter().find(|&m| m != pit("F")).unwrap();
        p.apply(PuzzlesAction::Click(wrong));
        let play = p.play.as_ref().unwrap();
        let a = play.attempt.as_ref().unwrap();
        assert!(!a.solved && a.counted && a.pit == wrong && !a.trace.is_empty());
        assert_eq!(play.step, None, "the board shows the move tried");
        assert_eq!((p.record.streak, p.record.best), (0, 1));
        assert_eq!(p.record.first_try("abapa-1"), Some(false));
        p.apply(PuzzlesAction::LineNext);
        let play = p.play.as_ref().unwrap();
        assert_eq!((play.step, play.table.game.moves()), (Some(1), &[pit("F")][..]), "the solution, from the start");
        assert!(play.table.busy());
        // Trying it again from its link changes nothing.
        let mut again =
            opened("?view=puzzles&puzzle=abapa-1", 0, Some(&warri_web::shell::store::Keepable::text(&p.record)));
        again.apply(PuzzlesAction::Click(pit("F")));
        let a = again.play.as_ref().unwrap().attempt.clone().unwrap();
        assert!(a.solved && !a.counted);
        assert_eq!((again.record.streak, again.record_changes), (0, 0));
    }

    #[test]
    fn choosing_puzzles_goes_round_and_by_variant_to_the_first_untried() {
        let mut p = opened("?view=puzzles&puzzle=wari-0", 0, None);
        p.apply(PuzzlesAction::Next);
        assert_eq!(shown(&p), "abapa-0", "round to the first");
        p.apply(PuzzlesAction::Prev);
        assert_eq!(shown(&p), "wari-0");
        p.apply(PuzzlesAction::Variant(Variant::Abapa));
        assert_eq!(shown(&p), "abapa-0");
        p.apply(PuzzlesAction::Click(pit("F")));
        p.apply(PuzzlesAction::Variant(Variant::Abapa));
        assert_eq!(shown(&p), "abapa-1", "the first not yet tried");
        assert!(p.play.as_ref().unwrap().attempt.is_none(), "a puzzle shown again is fresh");
        p.apply(PuzzlesAction::Today);
        assert_eq!(shown(&p), "abapa-0");
    }

    #[test]
    fn an_unreadable_record_is_named_kept_and_a_new_one_starts() {
        let p = opened("?view=puzzles", 0, Some("{broken"));
        let kept = warri_web::shell::store::Kept::Aside("warri.puzzles.unreadable".into());
        assert_eq!(
            p.problems,
            [Problem::Record(Unreadable { problem: Envelope::Json { line: 1, column: 2 }.into(), kept })]
        );
        assert_eq!(p.record, Record::new());
    }

    #[test]
    fn bad_lines_of_the_file_are_named_and_the_rest_used() {
        let file = format!("{FILE}\n{{\"variant\":\"wahree\"}}");
        let link = PuzzlesLink::of(&Address::of_query("?view=puzzles")).unwrap();
        let p = Puzzles::open(link, Lang::En, Rc::new(PuzzleSet::parse(&file)), 0, Loaded::Empty, true);
        assert!(matches!(&p.problems[..], [Problem::Line(LineError { line: 4, problem: LineProblem::Json { .. } })]));
        assert_eq!(p.set.puzzles.len(), 3);
        assert_eq!(shown(&p), "abapa-0");
    }
}
