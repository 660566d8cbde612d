//! Search scores: centi-seeds from the point of view of the player to move;
//! proven results (a game that is over, or an exact endgame-table value) lie
//! beyond ±[`WIN`], ordered by final margin, then by distance
//! (`WIN + 1000 × margin − plies`).

use core::fmt;

use warri_rules::{Outcome, Player};

/// Scores at or beyond ±(WIN − [`MAX_PLY`]) are proven wins or losses.
pub const WIN: i32 = 100_000;
/// The deepest search distance the scores account for.
pub const MAX_PLY: i32 = 500;
/// A proven score's step per seed of final margin (more than any distance).
const PER_SEED: i32 = 1000;

/// Who a proven result is for, seen from the player it is scored for:
/// a finished game's winner is decided by the variant (a Speightstown draw
/// may leave the stores unequal), so it is given apart from the margin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proven {
    /// He wins.
    Win,
    /// He loses.
    Loss,
    /// A draw.
    Draw,
}

impl Proven {
    /// The result a final margin of seeds gives where the stores decide
    /// (more wins, fewer loses, equal draws).
    pub fn by_margin(margin: i32) -> Proven {
        match margin.signum() {
            1 => Proven::Win,
            -1 => Proven::Loss,
            _ => Proven::Draw,
        }
    }
}

/// A score for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(transparent))]
pub struct Score(pub i32);

impl Score {
    /// A proven result worth `margin` seeds (final store difference for the
    /// player, positive if he wins) reached `ply` plies from the root, for
    /// a result decided by the variant.
    pub fn proven(margin: i32, result: Proven, ply: i32) -> Score {
        match result {
            Proven::Win => Score(WIN + PER_SEED * margin.max(0) - ply),
            Proven::Loss => Score(-WIN + PER_SEED * margin.min(0) + ply),
            Proven::Draw => Score(0),
        }
    }

    /// The score, for `player`, of a finished game.
    pub fn of_outcome(outcome: &Outcome, player: Player, ply: i32) -> Score {
        let margin = i32::from(outcome.score[player]) - i32::from(outcome.score[player.opponent()]);
        let result = match outcome.winner {
            Some(w) if w == player => Proven::Win,
            Some(_) => Proven::Loss,
            None => Proven::Draw,
        };
        Score::proven(margin, result, ply)
    }

    /// Whether this is a proven win.
    pub const fn is_win(self) -> bool {
        self.0 >= WIN - MAX_PLY
    }

    /// Whether this is a proven loss.
    pub const fn is_loss(self) -> bool {
        self.0 <= -(WIN - MAX_PLY)
    }

    /// The final seed margin of a proven win or loss.
    pub fn margin(self) -> Option<i32> {
        if self.is_win() {
            Some((self.0 - WIN + PER_SEED - 1) / PER_SEED)
        } else if self.is_loss() {
            Some(-((-self.0 - WIN + PER_SEED - 1) / PER_SEED))
        } else {
            None
        }
    }

    /// Within a quarter seed either way, an estimate is even: the pages
    /// say so, and the computer accepts a draw offered there.
    pub const EVEN: i32 = 25;

    /// Whether the player to move is even by this score: an estimate within
    /// [`Score::EVEN`] of nothing, or a proven draw.
    pub const fn is_even(self) -> bool {
        self.0.abs() < Score::EVEN
    }

    /// Whether the player to move is ahead by this score: an estimate of
    /// at least a quarter seed, or a proven win.
    pub const fn is_ahead(self) -> bool {
        self.0 >= Score::EVEN
    }

    /// The heuristic value in seeds (for scores that are not proven).
    pub fn seeds(self) -> f32 {
        self.0 as f32 / 100.0
    }

    /// The score for the other player.
    #[allow(clippy::should_implement_trait)]
    pub const fn neg(self) -> Score {
        Score(-self.0)
    }

    /// Adjusts a proven score found `ply` deep so that it is relative to the
    /// node storing it in the transposition table (and back, with `-ply`).
    pub(crate) const fn rebase(v: i32, ply: i32) -> i32 {
        if v >= WIN - MAX_PLY {
            v + ply
        } else if v <= -(WIN - MAX_PLY) {
            v - ply
        } else {
            v
        }
    }
}

impl fmt::Display for Score {
    /// `win +6`, `loss -2`, or the heuristic in seeds, e.g. `+1.35`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.margin() {
            Some(m) if self.is_win() => write!(f, "win +{m}"),
            Some(m) => write!(f, "loss {m}"),
            None => write!(f, "{:+.2}", self.seeds()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bigger_and_quicker_wins_score_higher() {
        assert!(Score::proven(6, Proven::Win, 3) > Score::proven(2, Proven::Win, 3));
        assert!(Score::proven(2, Proven::Win, 3) > Score::proven(2, Proven::Win, 9));
        assert!(Score::proven(-2, Proven::Loss, 9) > Score::proven(-2, Proven::Loss, 3), "lose later");
        assert!(Score::proven(-1, Proven::Loss, 3) > Score::proven(-6, Proven::Loss, 3), "lose by less");
        assert!(Score(4800) < Score::proven(1, Proven::Win, 400));
        assert_eq!(Score::proven(6, Proven::Win, 3).margin(), Some(6));
        assert_eq!(Score::proven(-4, Proven::Loss, 7).margin(), Some(-4));
        assert_eq!(Score::proven(0, Proven::Draw, 7), Score(0));
    }
}
