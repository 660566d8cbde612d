//! The step-by-step trace of a move: what the front end animates and words.
//! Replaying the steps of a move on the board before it gives the board after
//! it (a property test checks this).

use crate::{Outcome, Pit, Player, SlamEffect};

/// One step of a move, in the order it happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Step {
    /// All `seeds` are lifted from `pit`, which is now empty.
    Pickup {
        /// The pit moved from.
        pit: Pit,
        /// How many seeds were lifted.
        seeds: u8,
    },
    /// One seed is dropped into `pit`, which now holds `count`.
    Sow {
        /// Where the seed falls.
        pit: Pit,
        /// The pit's count after the drop.
        count: u8,
    },
    /// The sowing passes over its own origin pit (a lap of 12 or more).
    SkipOrigin {
        /// The origin pit.
        pit: Pit,
    },
    /// The move is a grand slam (it would take the opponent's whole row);
    /// `effect` says what the variant does with it. Comes before any capture.
    GrandSlam {
        /// Who played it.
        player: Player,
        /// What the variant does with it.
        effect: SlamEffect,
    },
    /// `seeds` are captured from `pit` into `player`'s store (chain order:
    /// the last pit first, then backwards).
    Capture {
        /// The emptied pit.
        pit: Pit,
        /// Seeds taken.
        seeds: u8,
        /// Whose store receives them.
        player: Player,
    },
    /// After a captured grand slam the capturer moves again (Caribbean).
    ExtraMove {
        /// The player who moves again.
        player: Player,
    },
    /// At the end of the game `seeds` flow from `pit` into `player`'s store.
    Award {
        /// The pit emptied (or partly emptied, in a split).
        pit: Pit,
        /// Seeds moved.
        seeds: u8,
        /// Whose store receives them.
        player: Player,
    },
    /// The game is over. Always the last step when present.
    End(Outcome),
}

/// Receives steps as a move is played. `()` ignores them (the fast path of
/// search and perft); `Vec<Step>` keeps them.
pub(crate) trait Recorder {
    fn record(&mut self, step: Step);
}

impl Recorder for () {
    #[inline(always)]
    fn record(&mut self, _: Step) {}
}

impl Recorder for alloc::vec::Vec<Step> {
    #[inline]
    fn record(&mut self, step: Step) {
        self.push(step);
    }
}
