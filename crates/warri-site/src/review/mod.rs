//! The game review's state, one reducer like the game's: the link's game
//! (`?view=review&variant=…&moves=…`), the worker's values of every
//! position of it — asked for one position after the other, so that the
//! progress shows and nothing waits behind a long queue — and the ply
//! shown. From those values it labels each move by the seeds it loses
//! against the best move ([`Label`]), draws the evaluation over the plies
//! ([`Review::graph`]) and sums up each player ([`Review::summary`]).
//! Plain Rust, tested natively; [`app`] draws it.
//!
//! # Labels
//!
//! A move's *seeds lost* is the value of the best move minus the value of
//! the move played, both for the player who moved, in seeds: an estimate
//! counts as it is (centi-seeds / 100), a proven win as its smallest
//! margin, a draw as 0, a proven loss as minus its largest margin (never
//! below 0 lost). Then: **best** — the move the engine ranks first, or one
//! that loses nothing; **good** — less than 0.5 seed; **inaccuracy** — less
//! than 1.5; **mistake** — less than 3; **blunder** — 3 or more. Where both
//! values are proven, the result decides first: a move that turns a proven
//! win into a draw, or a draw into a loss, is at least a mistake; a win
//! into a loss, a blunder. A label is *exact* when both values are proven
//! and hold whatever came before (see `warri_engine::analysis`).

pub mod app;
pub mod words;

use std::rc::Rc;

use warri_engine::{Analysis, MoveValue, Score, Verdict};
use warri_rules::{ByPlayer, Game, Pit, Player};

use warri_web::engine::worker::{Failure, Reply, Request, Task};
use warri_web::notice::Notice;
use warri_web::params::{self, GameLink};
use warri_web::shell::address::{self, Address};
use warri_web::shell::i18n::Lang;
use warri_web::shell::look;
use warri_web::table::Table;
use warri_web::widgets::steps::Step;

/// How long the worker thinks about each position of the game.
pub const REVIEW_MS: u32 = 250;

/// Seeds lost (in centi-seeds) below which a move is still *good*, an
/// *inaccuracy*, a *mistake*; from the last one on, a *blunder*.
pub const THRESHOLDS: [i32; 3] = [50, 150, 300];

/// The graph's scale: values beyond ± this many seeds (proven results
/// included) are drawn at the edge.
pub const GRAPH_SEEDS: i32 = 12;

/// What a move was, against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Label {
    /// The best move, or one as good.
    Best,
    /// Loses less than half a seed.
    Good,
    /// Loses up to a seed and a half.
    Inaccuracy,
    /// Loses up to three seeds, or turns a proven result to the worse.
    Mistake,
    /// Loses three seeds or more, or turns a proven win into a loss.
    Blunder,
}

impl Label {
    /// All labels, best first.
    pub const ALL: [Label; 5] = [Label::Best, Label::Good, Label::Inaccuracy, Label::Mistake, Label::Blunder];

    /// The key the test hooks and the styles use.
    pub const fn key(self) -> &'static str {
        match self {
            Label::Best => "best",
            Label::Good => "good",
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }
}

/// One move, reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The move played.
    pub played: Pit,
    /// Who played it.
    pub by: Player,
    /// Its label.
    pub label: Label,
    /// Seeds lost against the best move, in centi-seeds (0 or more).
    pub lost: i32,
    /// The best move and its value.
    pub best: MoveValue,
    /// Whether both values are proven for any history.
    pub exact: bool,
}

/// A player's summary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Moves reviewed.
    pub moves: usize,
    /// Seeds lost in all, in centi-seeds.
    pub lost: i32,
    /// How many moves got each label, in [`Label::ALL`]'s order.
    pub counts: [usize; 5],
}

impl Summary {
    /// Average seeds lost per move.
    pub fn average(&self) -> f64 {
        if self.moves == 0 {
            0.0
        } else {
            f64::from(self.lost) / 100.0 / self.moves as f64
        }
    }
}

/// Everything that changes the review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// The worker's answer.
    Engine(Reply),
    /// Show this ply.
    Goto(usize),
    /// One ply back.
    Prev,
    /// One ply on.
    Next,
    /// The page's language.
    Lang(Lang),
    /// The link to the review was copied.
    Shared(String),
    /// Forget the notices.
    Dismiss,
}

impl ReviewAction {
    /// The action of a step (a button of the steps' bar, or its key).
    pub fn step(step: Step) -> ReviewAction {
        match step {
            Step::First => ReviewAction::Goto(0),
            Step::Prev => ReviewAction::Prev,
            Step::Next => ReviewAction::Next,
            Step::Last => ReviewAction::Goto(usize::MAX),
        }
    }
}

/// The review's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The game, at the ply shown (its later moves to redo).
    pub table: Table,
    /// The whole game.
    pub game: Game,
    /// The values of each position, from the start (`None`: not yet, or
    /// the game is over there).
    pub values: Vec<Option<Rc<Analysis>>>,
    /// Why the worker could not answer.
    pub failed: Option<Failure>,
    /// The page's language.
    pub lang: Lang,
    /// Notices about the link.
    pub notices: Vec<Notice>,
    /// Drawn from North's seat.
    pub flipped: bool,
    /// The link last copied.
    pub shared: Option<String>,
}

impl Review {
    /// The review a link asks for (`view=review` already seen): the game
    /// (read as the game's page reads it) at its `ply=`, in `lang` unless
    /// the link names a language; what is wrong with the link, and the
    /// names the review does not read, said.
    pub fn open(address: &Address, lang: Lang) -> Review {
        let pairs = &address.pairs;
        let mut notices = Vec::new();
        let known =
            |k: &str| params::NAMES.contains(&k) || address::NAMES.contains(&k) || k == params::PLY || k == look::THEME;
        params::unknown(pairs, known, &mut notices);
        let link = GameLink::read(pairs, &mut notices);
        notices.extend(address.problems.iter().cloned().map(Notice::Address));
        let mut table = link.table;
        let ply = params::ply(pairs, table.game.moves().len(), &mut notices);
        table.settings.seats = Default::default();
        let game = table.game.clone();
        let positions = game.moves().len() + 1;
        table.goto(ply.unwrap_or(0));
        Review {
            table,
            game,
            values: vec![None; positions],
            failed: None,
            lang: address.lang.unwrap_or(lang),
            notices,
            flipped: link.flip,
            shared: None,
        }
    }

    /// Applies an action.
    pub fn apply(&mut self, action: ReviewAction) {
        let ply = self.table.ply();
        match action {
            ReviewAction::Engine(Reply::Analysis { id, analysis }) => {
                if let Some(slot) = self.values.get_mut(id as usize) {
                    *slot = Some(Rc::new(analysis));
                }
            }
            ReviewAction::Engine(Reply::Failed { why, .. }) => self.failed = Some(why),
            ReviewAction::Engine(_) => {}
            ReviewAction::Goto(n) => self.table.goto(n),
            ReviewAction::Prev => self.table.goto(ply.saturating_sub(1)),
            ReviewAction::Next => self.table.goto(ply + 1),
            ReviewAction::Lang(l) => self.lang = l,
            ReviewAction::Shared(url) => self.shared = Some(url),
            ReviewAction::Dismiss => self.notices.clear(),
        }
    }

    /// The game after its first `n` moves (with its history), `n` at most
    /// the game's length.
    pub fn game_at(&self, n: usize) -> Game {
        self.game.at(n).expect("a ply of the reviewed game")
    }

    /// The positions to value: every one where the game goes on.
    fn to_value(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.values.len()).filter(move |&i| i < self.game.moves().len() || !self.game.is_over())
    }

    /// The next request for the worker: the first position not yet valued
    /// (none once all are, or once the worker failed).
    pub fn request(&self) -> Option<Request> {
        if self.failed.is_some() {
            return None;
        }
        let i = self.to_value().find(|&i| self.values[i].is_none())?;
        let task = Task::Analyse { movetime_ms: REVIEW_MS };
        Some(Request::about(i as u32, self.table.settings.variant, &self.game_at(i), task))
    }

    /// (positions valued, positions to value).
    pub fn progress(&self) -> (usize, usize) {
        let all: Vec<usize> = self.to_value().collect();
        (all.iter().filter(|&&i| self.values[i].is_some()).count(), all.len())
    }

    /// Whether every position is valued.
    pub fn done(&self) -> bool {
        let (done, all) = self.progress();
        done == all
    }

    /// The review of move `ply` (1 = the first move), once the position
    /// before it is valued.
    pub fn judged(&self, ply: usize) -> Option<Judged> {
        let played = *self.game.moves().get(ply.checked_sub(1)?)?;
        let a = self.values[ply - 1].as_ref()?;
        let best = a.moves.first()?.clone();
        let mine = a.moves.iter().find(|m| m.pit == played)?;
        let by = self.game_at(ply - 1).to_move()?;
        let lost = (worth(&best) - worth(mine)).max(0);
        let mut label = if played == best.pit || lost == 0 {
            Label::Best
        } else {
            match THRESHOLDS.iter().position(|&t| lost < t) {
                Some(0) => Label::Good,
                Some(1) => Label::Inaccuracy,
                Some(_) => Label::Mistake,
                None => Label::Blunder,
            }
        };
        if let (Some(b), Some(m)) = (result(&best), result(mine)) {
            let worse = b - m;
            if worse >= 2 {
                label = Label::Blunder;
            } else if worse == 1 {
                label = label.max(Label::Mistake);
            }
        }
        let exact = best.exact && mine.exact && result(&best).is_some() && result(mine).is_some();
        Some(Judged { played, by, label, lost, best, exact })
    }

    /// Each player's summary of the moves reviewed so far.
    pub fn summary(&self) -> ByPlayer<Summary> {
        let mut s = ByPlayer::new(Summary::default(), Summary::default());
        for ply in 1..=self.game.moves().len() {
            if let Some(j) = self.judged(ply) {
                let p = &mut s[j.by];
                p.moves += 1;
                p.lost += j.lost;
                p.counts[Label::ALL.iter().position(|&l| l == j.label).unwrap_or(0)] += 1;
            }
        }
        s
    }

    /// The evaluation graph's points: for each position valued (or where
    /// the game ended), its ply and South's value in seeds, within
    /// ±[`GRAPH_SEEDS`].
    pub fn graph(&self) -> Vec<(usize, f64)> {
        let limit = f64::from(GRAPH_SEEDS);
        (0..self.values.len())
            .filter_map(|i| {
                let g = self.game_at(i);
                let south = match (g.outcome(), &self.values[i]) {
                    (Some(o), _) => {
                        let margin = f64::from(o.score.south) - f64::from(o.score.north);
                        match o.winner {
                            Some(Player::South) => limit.max(margin),
                            Some(Player::North) => (-limit).min(margin),
                            None => 0.0,
                        }
                    }
                    (None, Some(a)) => {
                        let best = a.moves.first()?;
                        let mover = worth_graph(best);
                        if g.to_move() == Some(Player::North) {
                            -mover
                        } else {
                            mover
                        }
                    }
                    (None, None) => return None,
                };
                Some((i, south.clamp(-limit, limit)))
            })
            .collect()
    }

    /// The link to this review, at the ply shown.
    pub fn link(&self) -> String {
        let whole = Table::with_game(self.table.settings, self.game.clone());
        let ply = self.table.ply();
        format!("{}&ply={ply}", params::review_link(&whole, self.lang))
    }

    /// The link that plays on from the ply shown, against the computer:
    /// the player to move is you, the other the computer.
    pub fn try_link(&self, level: warri_engine::Level) -> Option<String> {
        let me = self.table.game.to_move()?;
        let mut t = Table::with_game(self.table.settings, self.table.game.clone());
        t.settings.seats[me.opponent()] = warri_web::seat::Seat::Computer(level);
        Some(format!("{}&lang={}", params::link(&t), self.lang.code()))
    }
}

/// A move's value for the player who moves, in centi-seeds, for the
/// seeds lost ([module docs](self)).
fn worth(m: &MoveValue) -> i32 {
    match m.verdict {
        Verdict::Win { min, .. } => 100 * min.max(1),
        Verdict::Draw => 0,
        Verdict::Loss { max, .. } => -100 * max.abs().max(1),
        Verdict::Estimate => m.score.0,
    }
}

/// A move's value for the graph, in seeds: a proven win or loss at the
/// graph's edge at least.
fn worth_graph(m: &MoveValue) -> f64 {
    let edge = f64::from(GRAPH_SEEDS);
    match m.verdict {
        Verdict::Win { min, .. } => edge.max(f64::from(min)),
        Verdict::Loss { max, .. } => -edge.max(f64::from(max.abs())),
        Verdict::Draw => 0.0,
        Verdict::Estimate => Score(m.score.0).seeds().into(),
    }
}

/// A proven result as a rank (win 2, draw 1, loss 0).
fn result(m: &MoveValue) -> Option<i32> {
    match m.verdict {
        Verdict::Win { .. } => Some(2),
        Verdict::Draw => Some(1),
        Verdict::Loss { .. } => Some(0),
        Verdict::Estimate => None,
    }
}

warri_web::reducer!(Review, ReviewAction);

#[cfg(test)]
mod tests {
    use super::*;
    use warri_web::engine::worker::{answer, Engines};

    /// A review link's address.
    fn pairs(q: &[(&str, &str)]) -> Address {
        Address::of([("view", "review")].iter().chain(q).map(|(k, v)| (k.to_string(), v.to_string())).collect())
    }

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    fn value(c: char, verdict: Verdict, score: i32) -> MoveValue {
        MoveValue { pit: pit(c), score: Score(score), verdict, exact: true, depth: 5, pv: vec![pit(c)] }
    }

    fn valued(moves: Vec<MoveValue>) -> Reply {
        Reply::Analysis { id: 0, analysis: Analysis { moves, depth: 5, nodes: 1 } }
    }

    #[test]
    fn labels_follow_the_seeds_lost_and_the_results() {
        let mut r = Review::open(&pairs(&[("variant", "abapa"), ("moves", "C")]), Lang::En);
        let est = |c, s| value(c, Verdict::Estimate, s);
        for (others, label, lost) in [
            (vec![est('A', 300), est('C', 300)], Label::Best, 0),
            (vec![est('A', 300), est('C', 260)], Label::Good, 40),
            (vec![est('A', 300), est('C', 160)], Label::Inaccuracy, 140),
            (vec![est('A', 300), est('C', 50)], Label::Mistake, 250),
            (vec![est('A', 300), est('C', -10)], Label::Blunder, 310),
            (
                vec![value('A', Verdict::Win { min: 1, max: 3 }, 101_000), value('C', Verdict::Draw, 0)],
                Label::Mistake,
                100,
            ),
            (
                vec![
                    value('A', Verdict::Win { min: 1, max: 1 }, 101_000),
                    value('C', Verdict::Loss { min: 1, max: 1 }, -101_000),
                ],
                Label::Blunder,
                200,
            ),
        ] {
            r.apply(ReviewAction::Engine(valued(others)));
            let j = r.judged(1).unwrap();
            assert_eq!((j.label, j.lost), (label, lost));
            assert_eq!(j.by, Player::South);
        }
        let s = r.summary();
        assert_eq!((s.south.moves, s.north.moves), (1, 0));
        assert_eq!(s.south.counts, [0, 0, 0, 0, 1]);
    }

    /// Every threshold of the module docs, on both sides: a move that
    /// loses exactly 0, 49, 50, 149, 150, 299 and 300 centi-seeds (the
    /// labels written out by hand from the docs, not from [`THRESHOLDS`]);
    /// a draw turned into a loss; a proven win against an estimate, which
    /// is labelled by the seeds alone and is not exact.
    #[test]
    fn labels_at_every_threshold_and_across_proven_and_estimated_values() {
        let mut r = Review::open(&pairs(&[("variant", "abapa"), ("moves", "C")]), Lang::En);
        let est = |c, s| value(c, Verdict::Estimate, s);
        let cases = [
            (0, Label::Best),
            (49, Label::Good),
            (50, Label::Inaccuracy),
            (149, Label::Inaccuracy),
            (150, Label::Mistake),
            (299, Label::Mistake),
            (300, Label::Blunder),
        ];
        for (lost, label) in cases {
            r.apply(ReviewAction::Engine(valued(vec![est('A', 120), est('C', 120 - lost)])));
            let j = r.judged(1).unwrap();
            assert_eq!((j.label, j.lost, j.exact), (label, lost, false), "{lost} centi-seeds lost");
        }
        // A draw turned into a loss by one seed: 1 seed lost is an
        // inaccuracy by the seeds, a mistake by the result.
        let draw = value('A', Verdict::Draw, 0);
        r.apply(ReviewAction::Engine(valued(vec![
            draw.clone(),
            value('C', Verdict::Loss { min: 1, max: 1 }, -101_000),
        ])));
        let j = r.judged(1).unwrap();
        assert_eq!((j.label, j.lost, j.exact), (Label::Mistake, 100, true));
        // A proven win by 2 against an estimate of 1.5 seeds: half a seed
        // lost, an inaccuracy; one value is not proven, so not exact.
        let win = value('A', Verdict::Win { min: 2, max: 2 }, 102_000);
        r.apply(ReviewAction::Engine(valued(vec![win, est('C', 150)])));
        let j = r.judged(1).unwrap();
        assert_eq!((j.label, j.lost, j.exact), (Label::Inaccuracy, 50, false));
    }

    #[test]
    fn a_whole_game_is_valued_position_by_position_in_the_worker() {
        // E9 of docs/rules.md, one move before its end: F ends the game.
        let q = pairs(&[("variant", "wahree"), ("position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S"), ("moves", "F")]);
        let mut r = Review::open(&q, Lang::En);
        let mut engines = Engines::default();
        let mut asked = 0;
        while let Some(req) = r.request() {
            asked += 1;
            let reply = answer(&mut engines, &req);
            r.apply(ReviewAction::Engine(reply));
        }
        assert_eq!(asked, 1, "the position after the last move ends the game: nothing to value there");
        assert!(r.done());
        assert_eq!(r.progress(), (1, 1));
        let j = r.judged(1).unwrap();
        assert_eq!(j.label, Label::Best, "the sweep wins at once");
        assert!(j.exact);
        let graph = r.graph();
        assert_eq!(graph.len(), 2);
        assert_eq!(graph[1], (1, f64::from(GRAPH_SEEDS)), "South won: the graph's top");
    }

    #[test]
    fn links_keep_the_game_and_the_ply() {
        let q = pairs(&[("variant", "wari"), ("moves", "C,f,A"), ("ply", "2"), ("lang", "nl")]);
        let mut r = Review::open(&q, Lang::En);
        assert_eq!(r.table.ply(), 2);
        assert_eq!(r.lang, Lang::Nl);
        assert!(r.link().contains("moves=C,f,A") && r.link().contains("view=review") && r.link().ends_with("&ply=2"));
        let again = r.try_link(warri_engine::Level::new(4).unwrap()).unwrap();
        assert!(again.contains("moves=C,f") && !again.contains("C,f,A"), "{again}");
        assert!(again.contains("north=computer"), "South moves at ply 2: North is the computer: {again}");
        r.apply(ReviewAction::Next);
        r.apply(ReviewAction::Next);
        assert_eq!(r.table.ply(), 3, "no further than the end");
        let bad = Review::open(&pairs(&[("variant", "wari"), ("moves", "C,C")]), Lang::En);
        assert_eq!(bad.notices.len(), 1, "a bad move is named");
    }

    #[test]
    fn a_bad_language_a_bad_ply_and_an_unknown_name_are_said() {
        let q =
            pairs(&[("variant", "wari"), ("moves", "C,f"), ("ply", "5"), ("lang", "de"), ("flip", "1"), ("x", "1")]);
        let r = Review::open(&q, Lang::Fr);
        assert_eq!(
            r.notices,
            [
                Notice::UnknownParam("x".into()),
                Notice::Address(warri_web::shell::address::AddressProblem::Lang("de".into())),
                Notice::Ply("5".into(), 2),
            ]
        );
        assert_eq!((r.lang, r.table.ply(), r.flipped), (Lang::Fr, 0, true), "the start, in the page's language");
    }

    #[test]
    fn the_graph_shows_south_s_side() {
        let mut r = Review::open(&pairs(&[("variant", "abapa"), ("moves", "C")]), Lang::En);
        r.apply(ReviewAction::Engine(valued(vec![value('C', Verdict::Estimate, 150)])));
        let north = Reply::Analysis {
            id: 1,
            analysis: Analysis { moves: vec![value('a', Verdict::Estimate, 200)], depth: 3, nodes: 1 },
        };
        r.apply(ReviewAction::Engine(north));
        assert_eq!(r.graph(), vec![(0, 1.5), (1, -2.0)]);
    }
}
