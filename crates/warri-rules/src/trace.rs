//! The step-by-step trace of a move: what the front end animates and words.
//! Replaying the steps of a move on the board before it gives the board after
//! it (a property test checks this); [`SeedCounts`] is that replay, the one
//! the animation, the lessons and anyone else folding a trace into pit
//! counts use.

use crate::{ByPlayer, Outcome, Pit, Player, Position, SlamEffect};

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

/// Where the seeds are at one moment of a move: the pits, the stores and
/// the seeds still in the sower's hand. Each step of a trace moves them as
/// the step says; after the last step of a move the pits and stores are
/// those of the position after it (its end-of-game award included).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeedCounts {
    /// Seeds in each pit, by [`Pit::index`].
    pub pits: [u8; 12],
    /// Seeds in each store.
    pub stores: ByPlayer<u8>,
    /// Seeds lifted and not yet sown.
    pub hand: u8,
}

impl SeedCounts {
    /// The seeds of `position`, none in hand.
    pub fn of(position: &Position) -> SeedCounts {
        SeedCounts { pits: *position.pits(), stores: position.stores(), hand: 0 }
    }

    /// The seeds after `step`. Steps that move no seed (a skipped origin, a
    /// grand slam's or an extra move's notice, the end) leave them as they
    /// are. A step that does not fit the counts (a trace played from
    /// another position) gives meaningless counts, never a panic.
    pub fn after(mut self, step: &Step) -> SeedCounts {
        match *step {
            Step::Pickup { pit, seeds } => {
                self.pits[pit.index()] = 0;
                self.hand = seeds;
            }
            Step::Sow { pit, count } => {
                self.pits[pit.index()] = count;
                self.hand = self.hand.saturating_sub(1);
            }
            Step::Capture { pit, seeds, player } | Step::Award { pit, seeds, player } => {
                self.pits[pit.index()] = self.pits[pit.index()].saturating_sub(seeds);
                self.stores[player] = self.stores[player].saturating_add(seeds);
            }
            Step::SkipOrigin { .. } | Step::GrandSlam { .. } | Step::ExtraMove { .. } | Step::End(_) => {}
        }
        self
    }

    /// The seeds after each step of `trace`, a move played from `before`:
    /// one item per step, in order.
    pub fn after_each_step<'a>(before: &Position, trace: &'a [Step]) -> impl Iterator<Item = SeedCounts> + 'a {
        trace.iter().scan(SeedCounts::of(before), |counts, step| {
            *counts = counts.after(step);
            Some(*counts)
        })
    }

    /// The seeds after all of `trace`, played from `before` (those of
    /// `before` for no steps).
    pub fn after_all(before: &Position, trace: &[Step]) -> SeedCounts {
        trace.iter().fold(SeedCounts::of(before), |counts, step| counts.after(step))
    }
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
