//! Pits, their move letters, and [`MoveSet`], a small set of pits (the legal
//! moves of a position).

use core::fmt;

use crate::Player;

/// One of the twelve pits, numbered 0–11 in sowing order (counter-clockwise).
/// A move is named by the pit it starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Pit(u8);

impl Pit {
    /// All twelve pits, 0 to 11.
    pub const ALL: [Pit; 12] = {
        let mut all = [Pit(0); 12];
        let mut i = 0;
        while i < 12 {
            all[i] = Pit(i as u8);
            i += 1;
        }
        all
    };

    /// The pit with this index, if it is 0–11.
    pub const fn new(index: usize) -> Option<Pit> {
        if index < 12 {
            Some(Pit(index as u8))
        } else {
            None
        }
    }

    /// The `relative`-th pit (0–5, left to right from the owner's seat) of a
    /// player's row.
    pub const fn of(player: Player, relative: usize) -> Pit {
        assert!(relative < 6);
        Pit((player.row_start() + relative) as u8)
    }

    /// Index 0–11.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Position 0–5 within the owner's row.
    #[inline]
    pub const fn relative(self) -> usize {
        self.0 as usize % 6
    }

    /// Who owns this pit.
    #[inline]
    pub const fn owner(self) -> Player {
        if self.0 < 6 {
            Player::South
        } else {
            Player::North
        }
    }

    /// The move letter: `A`–`F` for South's pits, `a`–`f` for North's.
    pub const fn letter(self) -> char {
        if self.0 < 6 {
            (b'A' + self.0) as char
        } else {
            (b'a' + self.0 - 6) as char
        }
    }

    /// The pit named by a move letter.
    pub const fn from_letter(c: char) -> Option<Pit> {
        match c {
            'A'..='F' => Some(Pit(c as u8 - b'A')),
            'a'..='f' => Some(Pit(c as u8 - b'a' + 6)),
            _ => None,
        }
    }

    /// The next pit in sowing order.
    #[inline]
    pub const fn next(self) -> Pit {
        Pit(if self.0 == 11 { 0 } else { self.0 + 1 })
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl From<Pit> for u8 {
    fn from(p: Pit) -> u8 {
        p.0
    }
}

impl TryFrom<u8> for Pit {
    type Error = ParseMoveError;
    fn try_from(i: u8) -> Result<Pit, ParseMoveError> {
        Pit::new(i as usize).ok_or(ParseMoveError)
    }
}

/// A move letter that is not `A`–`F` or `a`–`f`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseMoveError;

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a move is one letter, A–F for South's pits or a–f for North's")
    }
}

impl core::error::Error for ParseMoveError {}

impl core::str::FromStr for Pit {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Pit, ParseMoveError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Pit::from_letter(c).ok_or(ParseMoveError),
            _ => Err(ParseMoveError),
        }
    }
}

/// A set of pits, such as the legal moves of a position. Iterates in pit
/// order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveSet(u16);

impl MoveSet {
    /// The empty set.
    pub const EMPTY: MoveSet = MoveSet(0);

    /// Adds a pit.
    #[inline]
    pub fn insert(&mut self, pit: Pit) {
        self.0 |= 1 << pit.0;
    }

    /// Removes a pit.
    #[inline]
    pub fn remove(&mut self, pit: Pit) {
        self.0 &= !(1 << pit.0);
    }

    /// Whether the set holds this pit.
    #[inline]
    pub const fn contains(self, pit: Pit) -> bool {
        self.0 & (1 << pit.0) != 0
    }

    /// How many pits.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether there are none.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl Iterator for MoveSet {
    type Item = Pit;
    #[inline]
    fn next(&mut self) -> Option<Pit> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Pit(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for MoveSet {}

impl fmt::Display for MoveSet {
    /// The letters separated by spaces, e.g. `D F`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}
