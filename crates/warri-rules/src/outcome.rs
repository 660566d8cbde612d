//! How a game ended: who won, the final score, why, and what happened to the
//! seeds left on the board.

use core::fmt;

use crate::{ByPlayer, Player, WINNING_STORE};

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EndReason {
    /// This player's store reached 25.
    ReachedTwentyFive(Player),
    /// This player's captured grand slam ended the game (Wari's forced slam,
    /// Wahree's sweep).
    GrandSlam(Player),
    /// This player, to move, had no legal move.
    NoLegalMove(Player),
    /// The position (pits and player to move) occurred before.
    Repetition,
}

impl EndReason {
    /// A stable key for tools: `twenty-five`, `grand-slam`, `no-legal-move`,
    /// `repetition`.
    pub const fn key(self) -> &'static str {
        match self {
            EndReason::ReachedTwentyFive(_) => "twenty-five",
            EndReason::GrandSlam(_) => "grand-slam",
            EndReason::NoLegalMove(_) => "no-legal-move",
            EndReason::Repetition => "repetition",
        }
    }
}

/// What was done with the seeds still on the board at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Award {
    /// They stay on the board: the winner was already decided (25 reached),
    /// or there were none.
    Kept,
    /// They are not counted (Speightstown's cycle).
    NotCounted,
    /// Each player took the seeds on his own side.
    OwnSide,
    /// This player took them all.
    AllTo(Player),
    /// Split equally; the odd seed, if any, to this player.
    Split {
        /// Who got the odd seed.
        odd_to: Option<Player>,
    },
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// The winner; `None` for a draw.
    pub winner: Option<Player>,
    /// Final stores, after the award.
    pub score: ByPlayer<u8>,
    /// Why it ended.
    pub reason: EndReason,
    /// What happened to the seeds left on the board.
    pub award: Award,
    /// How many seeds each player was awarded.
    pub awarded: ByPlayer<u8>,
    /// Seeds still on the board after the award.
    pub left_on_board: u8,
}

impl fmt::Display for Outcome {
    /// A plain English sentence, e.g. `South wins 28–20: grand slam; South
    /// takes the 5 seeds left on the board.`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (s, n) = (self.score.south, self.score.north);
        match self.winner {
            Some(p) => write!(f, "{p} wins {s}–{n}: ")?,
            None => write!(f, "Draw {s}–{n}: ")?,
        }
        match self.reason {
            EndReason::ReachedTwentyFive(p) => write!(f, "{p} reached {WINNING_STORE}")?,
            EndReason::GrandSlam(p) => write!(f, "{p}'s grand slam captured {}'s whole row and ended the game", p.opponent())?,
            EndReason::NoLegalMove(p) => write!(f, "{p} has no legal move")?,
            EndReason::Repetition => f.write_str("the position repeated")?,
        }
        let total = self.awarded.south + self.awarded.north;
        match self.award {
            Award::Kept if self.left_on_board > 0 => write!(f, "; the {} seeds on the board are not awarded", self.left_on_board),
            Award::Kept => Ok(()),
            Award::NotCounted => write!(f, "; the {} circulating seeds are not counted", self.left_on_board),
            Award::OwnSide => write!(
                f,
                "; each player takes the seeds on his own side (South {}, North {})",
                self.awarded.south, self.awarded.north
            ),
            Award::AllTo(p) => write!(f, "; {p} takes the {total} seeds left on the board"),
            Award::Split { odd_to } => {
                write!(f, "; the {total} seeds left are split")?;
                match odd_to {
                    Some(p) => write!(f, ", the odd seed to {p}"),
                    None => Ok(()),
                }
            }
        }?;
        f.write_str(".")
    }
}
