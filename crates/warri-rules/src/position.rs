//! A validated [`Position`] (48 seeds), its legal moves, the reasons a move is
//! illegal, and the one function that plays a move: sowing, capture, grand
//! slam, the 25 rule and the stuck award (RULES.md 1.7, steps 1–8). Step 9,
//! repetition, needs the game's history and lives in [`crate::Game`].

use core::fmt;
use core::str::FromStr;

use crate::outcome::{Award, EndReason, Outcome};
use crate::trace::{Recorder, Step};
use crate::{
    ByPlayer, CycleAward, MoveSet, Pit, Player, Rules, Setup, SlamEffect, SlamLegality,
    StuckAward, WinnerRule, TOTAL_SEEDS, WINNING_STORE,
};

pub use crate::setup::PositionError;

/// A board with exactly 48 seeds and a player to move. Whether the game is
/// over is the [`crate::Game`]'s business: a position only knows its seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pits: [u8; 12],
    stores: ByPlayer<u8>,
    to_move: Player,
}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum IllegalMove {
    /// The game is already over.
    GameOver,
    /// The pit belongs to the other player.
    NotYourPit {
        /// The pit clicked.
        pit: Pit,
        /// The player to move.
        player: Player,
    },
    /// The pit holds no seeds.
    EmptyPit {
        /// The pit clicked.
        pit: Pit,
    },
    /// The opponent's row is empty and this move does not sow into it.
    MustFeed {
        /// The player to move.
        player: Player,
    },
    /// Wari: a grand slam while another legal move remains.
    GrandSlamForbidden {
        /// The pit clicked.
        pit: Pit,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::NotYourPit { pit, player } => {
                write!(f, "pit {pit} is {}'s; it is {player}'s turn", pit.owner())
            }
            IllegalMove::EmptyPit { pit } => write!(f, "pit {pit} is empty"),
            IllegalMove::MustFeed { player } => {
                write!(f, "{player} must feed {}", player.opponent())
            }
            IllegalMove::GrandSlamForbidden { pit } => write!(
                f,
                "{pit} would capture the opponent's whole row, a grand slam, which is forbidden while another move remains"
            ),
        }
    }
}

impl core::error::Error for IllegalMove {}

/// What playing a move led to, without its trace: the fast path for search
/// and perft ([`Position::play_unchecked`]). Repetition is not checked here:
/// it needs the game's history (see [`crate::Game::repetition_keys`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// The game goes on.
    Continue {
        /// Whether the move captured seeds (earlier positions can no longer
        /// repeat).
        captured: bool,
        /// The next player's legal moves (never empty).
        legal: MoveSet,
    },
    /// The game ended during the move; the position holds the board after
    /// the award.
    Over(Outcome),
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// Four seeds in every pit, South to move.
    pub const fn start() -> Position {
        Position { pits: [4; 12], stores: ByPlayer::new(0, 0), to_move: Player::South }
    }

    /// The start position with `player` to move.
    pub const fn start_with(player: Player) -> Position {
        Position { pits: [4; 12], stores: ByPlayer::new(0, 0), to_move: player }
    }

    /// Checks a setup: it must hold 48 seeds.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let found = setup.total();
        if found != u32::from(TOTAL_SEEDS) {
            return Err(PositionError::Total { found });
        }
        Ok(Position { pits: setup.pits, stores: setup.stores, to_move: setup.to_move })
    }

    /// Back to an unvalidated setup.
    pub const fn setup(&self) -> Setup {
        Setup { pits: self.pits, stores: self.stores, to_move: self.to_move }
    }

    /// Seeds in pits 0–11.
    pub const fn pits(&self) -> &[u8; 12] {
        &self.pits
    }

    /// Seeds in one pit.
    pub const fn seeds(&self, pit: Pit) -> u8 {
        self.pits[pit.index()]
    }

    /// Both stores.
    pub const fn stores(&self) -> ByPlayer<u8> {
        self.stores
    }

    /// Who moves next.
    pub const fn to_move(&self) -> Player {
        self.to_move
    }

    /// Seeds on one player's side.
    pub fn row_seeds(&self, player: Player) -> u8 {
        let s = player.row_start();
        self.pits[s..s + 6].iter().sum()
    }

    /// Seeds on the board (not in stores).
    pub fn on_board(&self) -> u8 {
        self.pits.iter().sum()
    }

    /// Whether sowing from `pit` puts a seed in the opponent's row.
    #[inline]
    fn feeds(&self, pit: Pit) -> bool {
        usize::from(self.pits[pit.index()]) + pit.relative() >= 6
    }

    /// The player to move's non-empty pits that pass the feeding filter
    /// (RULES.md 1.6), before Wari's grand-slam filter.
    #[inline]
    fn candidate_moves(&self) -> MoveSet {
        let me = self.to_move;
        let must_feed = self.row_seeds(me.opponent()) == 0;
        let mut set = MoveSet::EMPTY;
        for r in 0..6 {
            let pit = Pit::of(me, r);
            if self.pits[pit.index()] > 0 && (!must_feed || self.feeds(pit)) {
                set.insert(pit);
            }
        }
        set
    }

    /// Whether playing `pit` would be a grand slam.
    pub fn is_grand_slam(&self, pit: Pit) -> bool {
        let mut after = *self;
        let last = after.sow(pit, &mut ());
        after.chain(last).is_some_and(|(lo, hi)| after.is_whole_row(lo, hi))
    }

    /// Whether any grand slam could exist: no opponent's pit holds 4 or more.
    #[inline]
    fn slam_possible(&self) -> bool {
        let row = self.to_move.opponent().row_start();
        self.pits[row..row + 6].iter().all(|&s| s < 4)
    }

    /// The legal moves of the player to move.
    pub fn legal_moves(&self, rules: &Rules) -> MoveSet {
        let mut set = self.candidate_moves();
        // Sowing only adds seeds, so an opponent's pit of 4 or more rules out
        // every grand slam at once: the cheap test first.
        if rules.slam_legality == SlamLegality::OnlyWhenForced && self.slam_possible() {
            let mut others = set;
            for pit in set {
                if self.is_grand_slam(pit) {
                    others.remove(pit);
                }
            }
            if !others.is_empty() {
                set = others;
            }
        }
        set
    }

    /// Why `pit` is not a legal move, if it is not.
    pub fn check(&self, rules: &Rules, pit: Pit) -> Result<(), IllegalMove> {
        let player = self.to_move;
        if pit.owner() != player {
            return Err(IllegalMove::NotYourPit { pit, player });
        }
        if self.pits[pit.index()] == 0 {
            return Err(IllegalMove::EmptyPit { pit });
        }
        if !self.candidate_moves().contains(pit) {
            return Err(IllegalMove::MustFeed { player });
        }
        if !self.legal_moves(rules).contains(pit) {
            return Err(IllegalMove::GrandSlamForbidden { pit });
        }
        Ok(())
    }

    /// Sows from `pit`; returns the index of the pit the last seed fell in.
    #[inline]
    fn sow<R: Recorder>(&mut self, pit: Pit, rec: &mut R) -> usize {
        let origin = pit.index();
        let mut n = self.pits[origin];
        self.pits[origin] = 0;
        rec.record(Step::Pickup { pit, seeds: n });
        let mut i = origin;
        while n > 0 {
            i = if i == 11 { 0 } else { i + 1 };
            if i == origin {
                rec.record(Step::SkipOrigin { pit });
                continue;
            }
            self.pits[i] += 1;
            n -= 1;
            rec.record(Step::Sow { pit: Pit::ALL[i], count: self.pits[i] });
        }
        i
    }

    /// The capture chain ending at `last` (RULES.md 1.3–1.4): pits `lo..=hi`
    /// of the opponent's row, or `None` if the last seed captures nothing.
    #[inline]
    fn chain(&self, last: usize) -> Option<(usize, usize)> {
        let row = self.to_move.opponent().row_start();
        if !(row..row + 6).contains(&last) || !matches!(self.pits[last], 2 | 3) {
            return None;
        }
        let mut lo = last;
        while lo > row && matches!(self.pits[lo - 1], 2 | 3) {
            lo -= 1;
        }
        Some((lo, last))
    }

    /// Whether the chain `lo..=hi` holds every seed of the opponent's row.
    #[inline]
    fn is_whole_row(&self, lo: usize, hi: usize) -> bool {
        let row = self.to_move.opponent().row_start();
        self.pits[row..lo].iter().all(|&s| s == 0) && self.pits[hi + 1..row + 6].iter().all(|&s| s == 0)
    }

    /// Plays a move in place through RULES.md 1.7 steps 1–8 (all but the
    /// repetition check), without recording a trace. `pit` must be one of
    /// [`Position::legal_moves`]; for any other the result is unspecified
    /// (but nothing panics).
    #[inline]
    pub fn play_unchecked(&mut self, rules: &Rules, pit: Pit) -> Flow {
        self.apply(rules, pit, &mut ())
    }

    /// Ends the game in place as a repetition does, with the variant's cycle
    /// award (for searchers that track repetition themselves).
    pub fn end_by_repetition(&mut self, rules: &Rules) -> Outcome {
        self.end_repeated(rules, &mut ())
    }

    /// Plays a legal move (unchecked) through RULES.md 1.7 steps 1–8.
    pub(crate) fn apply<R: Recorder>(&mut self, rules: &Rules, pit: Pit, rec: &mut R) -> Flow {
        let mover = self.to_move;
        let last = self.sow(pit, rec);
        let mut captured = false;
        let mut slam = false;
        if let Some((lo, hi)) = self.chain(last) {
            slam = self.is_whole_row(lo, hi);
            if slam {
                rec.record(Step::GrandSlam { player: mover, effect: rules.slam_effect });
            }
            if !slam || rules.slam_effect.captures() {
                for i in (lo..=hi).rev() {
                    let seeds = self.pits[i];
                    self.pits[i] = 0;
                    self.stores[mover] += seeds;
                    rec.record(Step::Capture { pit: Pit::ALL[i], seeds, player: mover });
                }
                captured = true;
            }
        }
        if self.stores[mover] >= WINNING_STORE {
            return Flow::Over(self.finish(rules, EndReason::ReachedTwentyFive(mover), Award::Kept, rec));
        }
        self.to_move = mover.opponent();
        if slam && captured {
            match rules.slam_effect {
                SlamEffect::CapturesAndTakesAll => {
                    return Flow::Over(self.finish(rules, EndReason::GrandSlam(mover), Award::AllTo(mover), rec));
                }
                SlamEffect::CapturesMoverAgain => {
                    self.to_move = mover;
                    rec.record(Step::ExtraMove { player: mover });
                }
                SlamEffect::Captures | SlamEffect::CapturesNothing => {}
            }
        }
        let legal = self.legal_moves(rules);
        if legal.is_empty() {
            return Flow::Over(self.end_stuck(rules, rec));
        }
        Flow::Continue { captured, legal }
    }

    /// Ends the game because the player to move has no legal move, with the
    /// variant's stuck award.
    pub(crate) fn end_stuck<R: Recorder>(&mut self, rules: &Rules, rec: &mut R) -> Outcome {
        let stuck = self.to_move;
        let award = match rules.stuck_award {
            StuckAward::OwnSide => Award::OwnSide,
            StuckAward::Split => Award::Split { odd_to: None },
            StuckAward::EmptyRowTakesAll => {
                let empty_row = if self.row_seeds(stuck) == 0 { stuck } else { stuck.opponent() };
                Award::AllTo(empty_row)
            }
        };
        self.finish(rules, EndReason::NoLegalMove(stuck), award, rec)
    }

    /// Ends the game by repetition, with the variant's cycle award.
    pub(crate) fn end_repeated<R: Recorder>(&mut self, rules: &Rules, rec: &mut R) -> Outcome {
        let award = match rules.cycle_award {
            CycleAward::OwnSide => Award::OwnSide,
            CycleAward::Split => Award::Split { odd_to: None },
            CycleAward::Nothing => Award::NotCounted,
        };
        self.finish(rules, EndReason::Repetition, award, rec)
    }

    /// Ends the game by a store of 25 or more already standing in the
    /// position.
    pub(crate) fn end_reached<R: Recorder>(&mut self, rules: &Rules, player: Player, rec: &mut R) -> Outcome {
        self.finish(rules, EndReason::ReachedTwentyFive(player), Award::Kept, rec)
    }

    /// Moves `seeds` from `pit` to `player`'s store as an award.
    fn give<R: Recorder>(&mut self, pit: usize, seeds: u8, player: Player, awarded: &mut ByPlayer<u8>, rec: &mut R) {
        if seeds == 0 {
            return;
        }
        self.pits[pit] -= seeds;
        self.stores[player] += seeds;
        awarded[player] += seeds;
        rec.record(Step::Award { pit: Pit::ALL[pit], seeds, player });
    }

    /// Applies the award, decides the winner and records the end.
    fn finish<R: Recorder>(&mut self, rules: &Rules, reason: EndReason, award: Award, rec: &mut R) -> Outcome {
        let mut awarded = ByPlayer::new(0, 0);
        let mut award = award;
        if self.on_board() == 0 && !matches!(award, Award::Kept) {
            award = Award::Kept;
        }
        match award {
            Award::Kept | Award::NotCounted => {}
            Award::OwnSide => {
                for i in 0..12 {
                    self.give(i, self.pits[i], Pit::ALL[i].owner(), &mut awarded, rec);
                }
            }
            Award::AllTo(p) => {
                for i in 0..12 {
                    self.give(i, self.pits[i], p, &mut awarded, rec);
                }
            }
            Award::Split { .. } => {
                let total = self.on_board();
                let side = ByPlayer::from_fn(|p| self.row_seeds(p));
                let odd_to = (total % 2 == 1).then(|| {
                    if side.south > side.north { Player::South } else { Player::North }
                });
                let mut share = ByPlayer::new(total / 2, total / 2);
                if let Some(p) = odd_to {
                    share[p] += 1;
                }
                // Each player first takes from his own side, then the rest of
                // his share from the other side.
                for pass in 0..2 {
                    for i in 0..12 {
                        let owner = Pit::ALL[i].owner();
                        let taker = if pass == 0 { owner } else { owner.opponent() };
                        let take = self.pits[i].min(share[taker] - awarded[taker]);
                        self.give(i, take, taker, &mut awarded, rec);
                    }
                }
                award = Award::Split { odd_to };
            }
        }
        let score = self.stores;
        let winner = match rules.winner {
            WinnerRule::HigherTotal if score.south > score.north => Some(Player::South),
            WinnerRule::HigherTotal if score.north > score.south => Some(Player::North),
            WinnerRule::HigherTotal => None,
            WinnerRule::ReachTwentyFive => {
                Player::ALL.into_iter().find(|&p| score[p] >= WINNING_STORE)
            }
        };
        let outcome = Outcome { winner, score, reason, award, awarded, left_on_board: self.on_board() };
        rec.record(Step::End(outcome));
        outcome
    }

    /// The repetition key: the twelve pit counts and the player to move
    /// (RULES.md 1.7 step 9).
    #[inline]
    pub fn repetition_key(&self) -> [u8; 13] {
        let mut k = [0u8; 13];
        k[..12].copy_from_slice(&self.pits);
        k[12] = self.to_move as u8;
        k
    }
}

impl FromStr for Position {
    type Err = PositionError;
    /// Parses the notation and checks the seed total.
    fn from_str(s: &str) -> Result<Position, PositionError> {
        Position::from_setup(s.parse()?)
    }
}

impl fmt::Display for Position {
    /// The notation, e.g. `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.setup().fmt(f)
    }
}
