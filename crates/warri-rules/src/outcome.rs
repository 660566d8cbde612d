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
    /// This player resigned ([`Agreement::Resigned`]).
    Resigned(Player),
    /// The players agreed a draw ([`Agreement::Draw`]).
    DrawAgreed,
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
            EndReason::Resigned(_) => "resigned",
            EndReason::DrawAgreed => "draw-agreed",
        }
    }

    /// The players' own ending this reason records, if the board did not
    /// end the game.
    pub const fn agreement(self) -> Option<Agreement> {
        match self {
            EndReason::Resigned(p) => Some(Agreement::Resigned(p)),
            EndReason::DrawAgreed => Some(Agreement::Draw),
            _ => None,
        }
    }
}

/// A game ended by its players, not by the board: one of them resigned, or
/// they agreed a draw. The stores stay as they are and the seeds on the
/// board are awarded to nobody ([`crate::Game::end_by`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Agreement {
    /// This player resigned: the other wins.
    Resigned(Player),
    /// A draw, offered and accepted.
    Draw,
}

impl Agreement {
    /// Its key in records and links: `resign-south`, `resign-north`, `draw`.
    pub const fn key(self) -> &'static str {
        match self {
            Agreement::Resigned(Player::South) => "resign-south",
            Agreement::Resigned(Player::North) => "resign-north",
            Agreement::Draw => "draw",
        }
    }

    /// The winner it gives (`None`: a draw).
    pub fn winner(self) -> Option<Player> {
        match self {
            Agreement::Resigned(p) => Some(p.opponent()),
            Agreement::Draw => None,
        }
    }

    /// The end reason it records.
    pub const fn reason(self) -> EndReason {
        match self {
            Agreement::Resigned(p) => EndReason::Resigned(p),
            Agreement::Draw => EndReason::DrawAgreed,
        }
    }
}

/// Text that is no [`Agreement`] key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownAgreement;

impl fmt::Display for UnknownAgreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not resign-south, resign-north or draw")
    }
}

impl core::str::FromStr for Agreement {
    type Err = UnknownAgreement;

    fn from_str(s: &str) -> Result<Agreement, UnknownAgreement> {
        [Agreement::Resigned(Player::South), Agreement::Resigned(Player::North), Agreement::Draw]
            .into_iter()
            .find(|a| a.key() == s)
            .ok_or(UnknownAgreement)
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
    /// A plain English sentence for tools (the command line's JSON), e.g.
    /// `South wins 28–20: South's grand slam captured North's whole row and
    /// ended the game; South takes the 5 seeds left on the board.`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (s, n) = (self.score.south, self.score.north);
        match self.winner {
            Some(p) => write!(f, "{p} wins {s}–{n}: ")?,
            None => write!(f, "Draw {s}–{n}: ")?,
        }
        match self.reason {
            EndReason::ReachedTwentyFive(p) => write!(f, "{p} reached {WINNING_STORE}")?,
            EndReason::GrandSlam(p) => {
                write!(f, "{p}'s grand slam captured {}'s whole row and ended the game", p.opponent())?
            }
            EndReason::NoLegalMove(p) => write!(f, "{p} has no legal move")?,
            EndReason::Repetition => f.write_str("the position repeated")?,
            EndReason::Resigned(p) => write!(f, "{p} resigned")?,
            EndReason::DrawAgreed => f.write_str("the players agreed a draw")?,
        }
        let total = self.awarded.south + self.awarded.north;
        let left = self.left_on_board;
        match self.award {
            Award::Kept if left > 0 => {
                write!(f, "; the {} on the board {} not awarded", Seeds(left, "seed"), is_are(left))
            }
            Award::Kept => Ok(()),
            Award::NotCounted => write!(f, "; the {} {} not counted", Seeds(left, "circulating seed"), is_are(left)),
            Award::OwnSide => write!(
                f,
                "; each player takes the seeds on his own side (South {}, North {})",
                self.awarded.south, self.awarded.north
            ),
            Award::AllTo(p) => write!(f, "; {p} takes the {} left on the board", Seeds(total, "seed")),
            Award::Split { odd_to } => {
                write!(f, "; the {} left {} split", Seeds(total, "seed"), is_are(total))?;
                match odd_to {
                    Some(p) => write!(f, ", the odd seed to {p}"),
                    None => Ok(()),
                }
            }
        }?;
        f.write_str(".")
    }
}

/// A count of seeds with the noun agreeing: "1 seed", "5 circulating
/// seeds".
struct Seeds<'a>(u8, &'a str);

impl fmt::Display for Seeds<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = if self.0 == 1 { "" } else { "s" };
        write!(f, "{} {}{plural}", self.0, self.1)
    }
}

/// The verb agreeing with a number of seeds.
fn is_are(n: u8) -> &'static str {
    if n == 1 {
        "is"
    } else {
        "are"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn outcome(award: Award, awarded: ByPlayer<u8>, left: u8) -> Outcome {
        let score = ByPlayer::new(25, 48 - 25 - left);
        let reason = EndReason::ReachedTwentyFive(Player::South);
        Outcome { winner: Some(Player::South), score, reason, award, awarded, left_on_board: left }
    }

    #[test]
    fn the_sentence_agrees_with_one_seed_and_with_many() {
        let none = ByPlayer::new(0, 0);
        assert!(outcome(Award::Kept, none, 1).to_string().ends_with("; the 1 seed on the board is not awarded."));
        assert!(outcome(Award::Kept, none, 3).to_string().ends_with("; the 3 seeds on the board are not awarded."));
        assert!(outcome(Award::NotCounted, none, 1).to_string().ends_with("; the 1 circulating seed is not counted."));
        assert!(outcome(Award::NotCounted, none, 2)
            .to_string()
            .ends_with("; the 2 circulating seeds are not counted."));
        let one = ByPlayer::new(1, 0);
        assert!(outcome(Award::AllTo(Player::South), one, 0)
            .to_string()
            .ends_with("South takes the 1 seed left on the board."));
        let split = Award::Split { odd_to: Some(Player::South) };
        assert!(outcome(split, one, 0).to_string().ends_with("the 1 seed left is split, the odd seed to South."));
        let split = Award::Split { odd_to: None };
        assert!(outcome(split, ByPlayer::new(2, 2), 0).to_string().ends_with("the 4 seeds left are split."));
    }
}
