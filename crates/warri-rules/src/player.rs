//! The two players, South and North, and [`ByPlayer`], a pair of values indexed
//! by player (stores, scores, match wins).

use core::fmt;
use core::ops::{Index, IndexMut};

/// One of the two players. South owns pits 0–5 (`A`–`F`), North pits 6–11
/// (`a`–`f`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Player {
    /// Moves first in game 1 unless the players choose otherwise.
    South,
    /// The other player.
    North,
}

impl Player {
    /// Both players, South first.
    pub const ALL: [Player; 2] = [Player::South, Player::North];

    /// The other player.
    #[inline]
    pub const fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// 0 for South, 1 for North.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The first pit index of this player's row (0 or 6).
    #[inline]
    pub const fn row_start(self) -> usize {
        self.index() * 6
    }

    /// Capitalised name: `South`, `North`.
    pub const fn name(self) -> &'static str {
        match self {
            Player::South => "South",
            Player::North => "North",
        }
    }

    /// Lower-case key used in URLs, JSON and test hooks: `south`, `north`.
    pub const fn key(self) -> &'static str {
        match self {
            Player::South => "south",
            Player::North => "north",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value for each player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ByPlayer<T> {
    /// South's value.
    pub south: T,
    /// North's value.
    pub north: T,
}

impl<T> ByPlayer<T> {
    /// Builds a pair from South's and North's values.
    pub const fn new(south: T, north: T) -> Self {
        ByPlayer { south, north }
    }

    /// Builds a pair by calling `f` for South, then North.
    pub fn from_fn(mut f: impl FnMut(Player) -> T) -> Self {
        ByPlayer { south: f(Player::South), north: f(Player::North) }
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;
    #[inline]
    fn index(&self, p: Player) -> &T {
        match p {
            Player::South => &self.south,
            Player::North => &self.north,
        }
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    #[inline]
    fn index_mut(&mut self, p: Player) -> &mut T {
        match p {
            Player::South => &mut self.south,
            Player::North => &mut self.north,
        }
    }
}
