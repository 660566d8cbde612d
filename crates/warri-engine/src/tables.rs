//! Endgame tables: the agreed interface, not yet built.
//!
//! The exact endgame tables (every position with at most 10 seeds on the
//! board, per variant, probed by the search) are not finished: a first
//! implementation took minutes to build 10-seed tables natively, far from
//! what a browser worker can afford, and its repetition semantics were not
//! yet verified against exhaustive search. Until they are, `build` returns
//! `None` for every variant and the search plays endgames by search alone.

use warri_rules::{MoveSet, Position, Rules};

/// Endgame tables (none are built yet; see the module docs).
pub struct Tables {
    max_seeds: u8,
}

impl Tables {
    /// Builds the tables for these rules (not yet: always `None`).
    pub fn build(_rules: &Rules, _max_seeds: u8) -> Option<Tables> {
        None
    }

    /// Seeds on the board covered.
    pub fn max_seeds(&self) -> u8 {
        self.max_seeds
    }

    /// The exact value for the player to move, if covered.
    pub fn probe(&self, _position: &Position) -> Option<i8> {
        None
    }

    /// The best moves of a covered position.
    pub fn best_moves(&self, _position: &Position) -> Option<MoveSet> {
        None
    }

    /// Bytes used.
    pub fn size_bytes(&self) -> usize {
        0
    }
}
