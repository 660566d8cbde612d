//! The position notation of docs/rules.md section 0 (`4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`):
//! [`Setup`] is what the text says, unvalidated; [`PositionError`] names what
//! is wrong with a malformed one.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use crate::{ByPlayer, Player, TOTAL_SEEDS};

/// A board as written: twelve pit counts, two stores and the player to move.
/// Not checked for the seed total; see [`crate::Position`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// Seeds in pits 0–11.
    pub pits: [u8; 12],
    /// Seeds in each store.
    pub stores: ByPlayer<u8>,
    /// Who moves next.
    pub to_move: Player,
}

impl Default for Setup {
    /// The start: four seeds in every pit, South to move.
    fn default() -> Self {
        Setup { pits: [4; 12], stores: ByPlayer::new(0, 0), to_move: Player::South }
    }
}

impl Setup {
    /// Seeds on the board and in the stores.
    pub fn total(&self) -> u32 {
        self.pits.iter().map(|&s| u32::from(s)).sum::<u32>()
            + u32::from(self.stores.south)
            + u32::from(self.stores.north)
    }
}

/// What is wrong with a position's notation or contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not 15 fields separated by `-`.
    FieldCount {
        /// How many fields there were.
        found: usize,
    },
    /// A field is empty.
    Empty {
        /// Field number, 1–15.
        field: usize,
    },
    /// A count is not a whole number.
    NotANumber {
        /// Field number, 1–15.
        field: usize,
        /// The text found.
        text: String,
    },
    /// A count is negative (written with a second `-`).
    Negative {
        /// Field number, 1–15.
        field: usize,
    },
    /// A count is larger than the 48 seeds in the game.
    TooLarge {
        /// Field number, 1–15.
        field: usize,
        /// The text found.
        text: String,
    },
    /// The last field is not `S` or `N`.
    BadSide {
        /// The text found.
        text: String,
    },
    /// Pits and stores do not hold 48 seeds.
    Total {
        /// The total found.
        found: u32,
    },
}

/// Names field `n` (1–15) of the notation.
fn field_name(f: &mut fmt::Formatter<'_>, field: usize) -> fmt::Result {
    match field {
        1..=12 => write!(f, "pit {} (field {field})", field - 1),
        13 => f.write_str("South's store (field 13)"),
        14 => f.write_str("North's store (field 14)"),
        _ => f.write_str("the side to move (field 15)"),
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::FieldCount { found } => write!(
                f,
                "expected 15 fields separated by '-' (12 pits, South's store, North's store, S or N), found {found}"
            ),
            PositionError::Empty { field } => {
                field_name(f, *field)?;
                f.write_str(" is empty")
            }
            PositionError::NotANumber { field, text } => {
                field_name(f, *field)?;
                write!(f, " is \"{text}\", not a number")
            }
            PositionError::Negative { field } => {
                field_name(f, *field)?;
                f.write_str(" is negative; counts are 0 to 48")
            }
            PositionError::TooLarge { field, text } => {
                field_name(f, *field)?;
                write!(f, " is {text}, more than the 48 seeds in the game")
            }
            PositionError::BadSide { text } => {
                write!(f, "the side to move (field 15) is \"{text}\"; it must be S (South) or N (North)")
            }
            PositionError::Total { found } => {
                write!(f, "pits and stores hold {found} seeds; they must hold {TOTAL_SEEDS}")
            }
        }
    }
}

impl core::error::Error for PositionError {}

fn parse_count(field: usize, text: &str) -> Result<u8, PositionError> {
    if text.is_empty() {
        return Err(PositionError::Empty { field });
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PositionError::NotANumber { field, text: String::from(text) });
    }
    match text.parse::<u64>() {
        Ok(n) if n <= u64::from(TOTAL_SEEDS) => Ok(n as u8),
        _ => Err(PositionError::TooLarge { field, text: String::from(text) }),
    }
}

impl FromStr for Setup {
    type Err = PositionError;

    /// Parses the notation; checks the form of every field but not the seed
    /// total.
    fn from_str(s: &str) -> Result<Setup, PositionError> {
        // Split on '-', reading "4--3" as a negative count: an empty part
        // followed by a number.
        let parts: alloc::vec::Vec<&str> = s.trim().split('-').map(str::trim).collect();
        let mut fields: alloc::vec::Vec<&str> = alloc::vec::Vec::with_capacity(15);
        let mut negative: Option<usize> = None;
        let mut empty: Option<usize> = None;
        let mut i = 0;
        while i < parts.len() {
            let part = parts[i];
            if part.is_empty() {
                let next_is_number =
                    parts.get(i + 1).is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
                if i > 0 && next_is_number {
                    negative.get_or_insert(fields.len() + 1);
                    i += 1;
                    continue;
                }
                empty.get_or_insert(fields.len() + 1);
            }
            fields.push(part);
            i += 1;
        }
        if s.trim().is_empty() {
            return Err(PositionError::FieldCount { found: 0 });
        }
        if fields.len() != 15 {
            return Err(PositionError::FieldCount { found: fields.len() });
        }
        if let Some(field) = negative {
            return Err(PositionError::Negative { field });
        }
        if let Some(field) = empty {
            return Err(PositionError::Empty { field });
        }
        let mut pits = [0u8; 12];
        for (i, pit) in pits.iter_mut().enumerate() {
            *pit = parse_count(i + 1, fields[i])?;
        }
        let stores = ByPlayer::new(parse_count(13, fields[12])?, parse_count(14, fields[13])?);
        let to_move = match fields[14] {
            "S" | "s" => Player::South,
            "N" | "n" => Player::North,
            other => return Err(PositionError::BadSide { text: String::from(other) }),
        };
        Ok(Setup { pits, stores, to_move })
    }
}

impl fmt::Display for Setup {
    /// Writes the notation, e.g. `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in self.pits {
            write!(f, "{p}-")?;
        }
        let side = match self.to_move {
            Player::South => 'S',
            Player::North => 'N',
        };
        write!(f, "{}-{}-{side}", self.stores.south, self.stores.north)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn err(s: &str) -> PositionError {
        s.parse::<Setup>().unwrap_err()
    }

    #[test]
    fn start_round_trips() {
        let s: Setup = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S".parse().unwrap();
        assert_eq!(s, Setup::default());
        assert_eq!(s.to_string(), "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
    }

    #[test]
    fn each_malformed_input_names_its_problem() {
        assert_eq!(err("4-4-4-4-4-4-4-4-4-4-4-0-0-S"), PositionError::FieldCount { found: 14 });
        assert_eq!(err(""), PositionError::FieldCount { found: 0 });
        assert_eq!(err("4-4-x-4-4-4-4-4-4-4-4-4-0-0-S"), PositionError::NotANumber { field: 3, text: "x".into() });
        assert_eq!(err("4-4-4--4-4-4-4-4-4-4-4-4-0-0-S"), PositionError::Negative { field: 4 });
        assert_eq!(err("49-4-4-4-4-4-4-4-4-4-4-4-0-0-S"), PositionError::TooLarge { field: 1, text: "49".into() });
        assert_eq!(err("4-4-4-4-4-4-4-4-4-4-4-4-0-0-X"), PositionError::BadSide { text: "X".into() });
        assert_eq!(err("4-4-4-4-4-4-4-4-4-4-4-4-0-0-"), PositionError::Empty { field: 15 });
        let msg = err("4-4-4--4-4-4-4-4-4-4-4-4-0-0-S").to_string();
        assert!(msg.contains("pit 3") && msg.contains("negative"), "{msg}");
    }
}
