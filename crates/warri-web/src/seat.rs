//! Who plays a side: a person on this device, or the computer at a validated
//! [`Level`]. A seat has one written form ([`Seat`]'s `Display`: `human`,
//! `computer level 4`), used by saved games, game records and the seat
//! `<select>`s; [`Seat`]'s `FromStr` reads it back, and also what earlier
//! versions wrote (`Person`, `Computer level 4` in records; `1`–`6` in saved
//! games), so that nothing a user saved is lost.

use std::fmt;
use std::str::FromStr;

use warri_engine::{Level, LevelError};

/// Who plays a side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A person clicking on this device.
    #[default]
    Human,
    /// The computer at a level, 1 (beginner) to 6 (full strength).
    Computer(Level),
}

impl Seat {
    /// Whether this seat is the computer.
    pub fn is_computer(self) -> bool {
        matches!(self, Seat::Computer(_))
    }

    /// Every seat, in the order the `<select>`s list them.
    pub fn all() -> impl Iterator<Item = Seat> {
        std::iter::once(Seat::Human).chain(Level::ALL.into_iter().map(Seat::Computer))
    }
}

impl fmt::Display for Seat {
    /// `human` or `computer level N`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::Human => f.write_str("human"),
            Seat::Computer(level) => write!(f, "computer level {level}"),
        }
    }
}

/// A seat that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatError {
    /// Neither a person nor the computer.
    Unknown(String),
    /// The computer, at a level that is not 1 to 6.
    Level(LevelError),
}

impl FromStr for Seat {
    type Err = SeatError;

    /// Reads `human` (also `person`, and an empty or `?` name, as records
    /// write an unknown player) or the computer: `computer level 4`,
    /// `computer 4` or a bare `4`. Case and spaces do not matter.
    fn from_str(s: &str) -> Result<Seat, SeatError> {
        let text = s.trim().to_ascii_lowercase();
        if matches!(text.as_str(), "human" | "person" | "" | "?") {
            return Ok(Seat::Human);
        }
        let level = match text.strip_prefix("computer") {
            Some(rest) => rest.trim_start().strip_prefix("level").unwrap_or(rest),
            None if text.bytes().all(|b| b.is_ascii_digit()) => text.as_str(),
            None => return Err(SeatError::Unknown(s.trim().to_string())),
        };
        level.parse::<Level>().map(Seat::Computer).map_err(SeatError::Level)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn computer(n: u8) -> Seat {
        Seat::Computer(Level::new(n).unwrap())
    }

    #[test]
    fn every_seat_reads_back_what_it_writes() {
        let all: Vec<Seat> = Seat::all().collect();
        assert_eq!(all.len(), 7);
        for seat in all {
            assert_eq!(seat.to_string().parse::<Seat>(), Ok(seat), "{seat}");
        }
        assert_eq!(computer(4).to_string(), "computer level 4");
        assert_eq!(Seat::Human.to_string(), "human");
    }

    #[test]
    fn what_earlier_versions_wrote_still_reads() {
        // Records wrote "Person" and "Computer level 4"; saved games "1"–"6".
        assert_eq!("Person".parse(), Ok(Seat::Human));
        assert_eq!("?".parse(), Ok(Seat::Human));
        assert_eq!("Computer level 4".parse(), Ok(computer(4)));
        assert_eq!("6".parse(), Ok(computer(6)));
        assert_eq!("computer 2".parse(), Ok(computer(2)));
    }

    #[test]
    fn a_bad_seat_says_what_is_wrong() {
        assert_eq!("robot".parse::<Seat>(), Err(SeatError::Unknown("robot".into())));
        assert!(matches!("Computer level 9".parse::<Seat>(), Err(SeatError::Level(_))));
        assert!(matches!("0".parse::<Seat>(), Err(SeatError::Level(_))));
        assert!(matches!("computer".parse::<Seat>(), Err(SeatError::Level(_))));
    }
}
