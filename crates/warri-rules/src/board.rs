//! The move kernel: a [`Board`] is the twelve pits and the player to move,
//! without stores. Its [`Board::advance`] is the one implementation of a move
//! (docs/rules.md 1.7 steps 1–7: sowing, the origin skip, capture and chain,
//! the grand slam and its consequence, passing the turn; the stuck end is
//! [`Board::legal_moves`] and [`Board::stuck_award`] on the board reached), and its
//! awards are the one implementation of what happens to the seeds left at
//! the end. [`crate::Position`] adds the stores and the 25 rule on top;
//! perft, the engine's search and its endgame tables play through here.
//!
//! A board is also the repetition key (docs/rules.md 1.7 step 9): equal pits
//! with the same player to move, and no capture between them, mean the same
//! position.

use crate::outcome::{Award, EndReason};
use crate::trace::{Recorder, Step};
use crate::{ByPlayer, CycleAward, MoveSet, Pit, Player, Rules, SlamEffect, SlamLegality, StuckAward};

/// The twelve pits (pit 0 to 11, docs/rules.md section 0) and the player to
/// move. Any counts are allowed: a board knows nothing of stores or of the
/// 48-seed total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pits: [u8; 12],
    to_move: Player,
}

/// What a move did up to passing the turn (docs/rules.md 1.7 steps 1–7),
/// before anyone asks whether the next player can move ([`Board::advance`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moved {
    /// The turn passed (or stayed, after a Caribbean grand slam): the board
    /// holds the next player to move, who may yet have no legal move.
    Next {
        /// Seeds the mover captured.
        captured: u8,
    },
    /// The move itself ended the game (a captured grand slam that takes all,
    /// or the 25 rule). The board holds what was left after the captures,
    /// before the award: apply it with [`Board::shares`] (or let
    /// [`crate::Position`] do it).
    Over {
        /// Seeds the mover captured.
        captured: u8,
        /// Why it ended.
        reason: EndReason,
        /// What happens to the seeds left on the board.
        award: Award,
    },
}

/// The largest capture that can never end a game by the 25 rule: a board
/// alone has no stores (see [`Board::advance`]).
const NEVER: u8 = u8::MAX;

impl Board {
    /// A board with these pit counts and player to move.
    pub const fn new(pits: [u8; 12], to_move: Player) -> Board {
        Board { pits, to_move }
    }

    /// Seeds in pits 0–11.
    #[inline]
    pub const fn pits(&self) -> &[u8; 12] {
        &self.pits
    }

    /// Seeds in one pit.
    #[inline]
    pub const fn seeds(&self, pit: Pit) -> u8 {
        self.pits[pit.index()]
    }

    /// Who moves next.
    #[inline]
    pub const fn to_move(&self) -> Player {
        self.to_move
    }

    /// Seeds on one player's side.
    #[inline]
    pub fn row_seeds(&self, player: Player) -> u8 {
        let s = player.row_start();
        self.pits[s..s + 6].iter().sum()
    }

    /// Seeds on the board.
    #[inline]
    pub fn on_board(&self) -> u8 {
        self.pits.iter().sum()
    }

    /// The same board seen from the other seat: the rows swapped and the
    /// other player to move. The rules are symmetric, so the mirrored board
    /// plays exactly as this one with the players' names exchanged.
    pub fn mirrored(&self) -> Board {
        let mut pits = [0u8; 12];
        pits[..6].copy_from_slice(&self.pits[6..]);
        pits[6..].copy_from_slice(&self.pits[..6]);
        Board { pits, to_move: self.to_move.opponent() }
    }

    /// Whether sowing from `pit` puts a seed in the opponent's row
    /// (docs/rules.md 1.6).
    #[inline]
    fn feeds(&self, pit: Pit) -> bool {
        usize::from(self.pits[pit.index()]) + pit.relative() >= 6
    }

    /// The player to move's non-empty pits that pass the feeding filter
    /// (docs/rules.md 1.6), before Wari's grand-slam filter.
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

    /// Whether playing `pit` would be a grand slam (docs/rules.md 1.5): its
    /// capture chain, judged after sowing, would take every seed of the
    /// opponent's row.
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

    /// The legal moves of the player to move (docs/rules.md 1.6 and, for
    /// Wari, 2.2).
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
    pub fn check(&self, rules: &Rules, pit: Pit) -> Result<(), crate::IllegalMove> {
        use crate::IllegalMove;
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

    /// The capture chain ending at `last` (docs/rules.md 1.3–1.4): pits
    /// `lo..=hi` of the opponent's row, or `None` if the last seed captures
    /// nothing.
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

    /// Plays a legal move in place, up to passing the turn (docs/rules.md 1.7
    /// steps 1–7). Step 8 — whether the next player has a legal move — is a
    /// question about the board reached ([`Board::legal_moves`], then
    /// [`Board::stuck_award`]); step 9, repetition, needs the history
    /// ([`crate::SinceCapture`]). A board has no stores, so the 25 rule never
    /// ends the game here: this is the game played out to its end, as the
    /// endgame tables see it; [`crate::Position::play_unchecked`] is the
    /// whole move with the 25 rule. `pit` must be one of
    /// [`Board::legal_moves`]; for any other the result is unspecified (but
    /// nothing panics).
    #[inline]
    pub fn advance(&mut self, rules: &Rules, pit: Pit) -> Moved {
        self.steps(rules, pit, NEVER, &mut ())
    }

    /// Steps 1–7 (docs/rules.md 1.7): sow, capture the chain (a grand slam
    /// as the variant says), the 25 rule when the mover captures `to_win`
    /// seeds or more (before the grand slam's consequence), the grand slam's
    /// consequence, and passing the turn; the steps recorded.
    #[inline(always)]
    pub(crate) fn steps<R: Recorder>(&mut self, rules: &Rules, pit: Pit, to_win: u8, rec: &mut R) -> Moved {
        let mover = self.to_move;
        let last = self.sow(pit, rec);
        let mut captured = 0u8;
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
                    captured += seeds;
                    rec.record(Step::Capture { pit: Pit::ALL[i], seeds, player: mover });
                }
            }
        }
        // The turn passes first: a game that ends now is written with the
        // player who would move next (docs/rules.md 0, position notation).
        self.to_move = mover.opponent();
        if captured >= to_win {
            let reason = EndReason::ReachedTwentyFive(mover);
            return Moved::Over { captured, reason, award: Award::Kept };
        }
        if slam && captured > 0 {
            match rules.slam_effect {
                SlamEffect::CapturesAndTakesAll => {
                    let award = self.resolve(Award::AllTo(mover));
                    return Moved::Over { captured, reason: EndReason::GrandSlam(mover), award };
                }
                SlamEffect::CapturesMoverAgain => self.to_move = mover,
                SlamEffect::Captures | SlamEffect::CapturesNothing => {}
            }
        }
        Moved::Next { captured }
    }

    /// The award when the player to move has no legal move (docs/rules.md
    /// 1.7 step 8, the variant's stuck award).
    pub fn stuck_award(&self, rules: &Rules) -> Award {
        let stuck = self.to_move;
        self.resolve(match rules.stuck_award {
            StuckAward::OwnSide => Award::OwnSide,
            StuckAward::Split => Award::Split { odd_to: None },
            StuckAward::EmptyRowTakesAll => {
                Award::AllTo(if self.row_seeds(stuck) == 0 { stuck } else { stuck.opponent() })
            }
        })
    }

    /// The award when this position repeats (docs/rules.md 1.7 step 9, the
    /// variant's cycle award).
    pub fn cycle_award(&self, rules: &Rules) -> Award {
        self.resolve(match rules.cycle_award {
            CycleAward::OwnSide => Award::OwnSide,
            CycleAward::Split => Award::Split { odd_to: None },
            CycleAward::Nothing => Award::NotCounted,
        })
    }

    /// An award as it applies to this board: nothing to award when the board
    /// is empty; a split names who gets the odd seed (the player whose side
    /// holds more).
    fn resolve(&self, award: Award) -> Award {
        if self.on_board() == 0 {
            return Award::Kept;
        }
        match award {
            Award::Split { .. } => {
                let odd_to = (self.on_board() % 2 == 1).then(|| {
                    if self.row_seeds(Player::South) > self.row_seeds(Player::North) {
                        Player::South
                    } else {
                        Player::North
                    }
                });
                Award::Split { odd_to }
            }
            other => other,
        }
    }

    /// How many seeds each player receives from this board by `award` (as
    /// returned by [`Board::play`], [`Board::stuck_award`] or
    /// [`Board::cycle_award`]).
    #[inline]
    pub fn shares(&self, award: Award) -> ByPlayer<u8> {
        match award {
            Award::Kept | Award::NotCounted => ByPlayer::new(0, 0),
            Award::OwnSide => ByPlayer::from_fn(|p| self.row_seeds(p)),
            Award::AllTo(p) => {
                let mut s = ByPlayer::new(0, 0);
                s[p] = self.on_board();
                s
            }
            Award::Split { odd_to } => {
                let half = self.on_board() / 2;
                let mut s = ByPlayer::new(half, half);
                if let Some(p) = odd_to {
                    s[p] += 1;
                }
                s
            }
        }
    }

    /// Moves the seeds of `award` off the board into the players' hands, pit
    /// by pit, recording each flow: each player takes his [`Board::shares`]
    /// first from his own side, then the rest from the other side. Returns
    /// the shares.
    pub(crate) fn take_award<R: Recorder>(&mut self, award: Award, rec: &mut R) -> ByPlayer<u8> {
        let share = self.shares(award);
        let mut taken = ByPlayer::new(0u8, 0u8);
        for own_side in [true, false] {
            for (i, &pit) in Pit::ALL.iter().enumerate() {
                let taker = if own_side { pit.owner() } else { pit.owner().opponent() };
                let seeds = self.pits[i].min(share[taker] - taken[taker]);
                if seeds > 0 {
                    self.pits[i] -= seeds;
                    taken[taker] += seeds;
                    rec.record(Step::Award { pit, seeds, player: taker });
                }
            }
        }
        taken
    }
}
