//! The rules of the Oware family, exactly as docs/rules.md states them.
//!
//! This crate is the single source of truth for the six variants warri plays:
//! Oware Abapa, Wari, the Caribbean grand slam, Barbados Warri (Speightstown
//! and Bridgetown traditions) and Wahree. It knows nothing of the web, clocks
//! or randomness, and is `no_std` (with `alloc`) so it runs natively, in the
//! browser and in a web worker alike.
//!
//! The vocabulary:
//! - [`Player`], [`ByPlayer`] and [`Pit`] (with its move letter `A`–`F`,
//!   `a`–`f`);
//! - [`Rules`], a value of small enums, and the named presets [`Variant`] —
//!   variants are data, never `if variant == …`;
//! - [`Board`], the move kernel: the twelve pits and the player to move,
//!   their legal moves, the one implementation of a move ([`Board::advance`];
//!   [`Position`] records its [`Step`]s when asked) and of the end-of-game
//!   awards ([`Board::shares`]); no stores, so no 25 rule;
//! - [`Setup`] (unvalidated, parsed from the position notation) and
//!   [`Position`] (validated: a board and two stores, 48 seeds), which adds
//!   the 25 rule and the winner;
//! - [`SinceCapture`], the positions since the last capture, which the
//!   repetition rule looks at;
//! - [`SeedCounts`], a move's trace folded into pit and store counts step
//!   by step;
//! - [`Game`], which plays moves, detects repetition and ends the game with an
//!   [`Outcome`]; every move returns its step-by-step [`Step`] trace, and
//!   [`Game::at`] goes back to any earlier ply;
//! - [`parse_moves`], the one reader of move lists (`C f A`, `1. C f 2. A`),
//!   with typed [`MoveError`]s;
//! - [`MatchScore`] for the Barbados first-to-six matches;
//! - [`RuleChange`], the machine-readable table of what a variant changes
//!   against standard Oware.
//!
//! ```
//! use warri_rules::{Game, Pit, Variant, Step};
//!
//! let mut game = Game::new(Variant::Abapa.rules());
//! let trace = game.play(Pit::from_letter('C').unwrap()).unwrap();
//! assert!(matches!(trace[0], Step::Pickup { seeds: 4, .. }));
//! assert_eq!(game.position().to_string(), "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N");
//! ```
#![cfg_attr(not(test), no_std)]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate alloc;

mod basis;
mod board;
mod game;
mod matchplay;
mod moves;
mod outcome;
mod perft;
mod pit;
mod player;
mod position;
mod repetition;
mod rules;
mod setup;
mod trace;

pub use basis::{Basis, Choice, Source};
pub use board::{Board, Moved};
pub use game::{Game, GameOver, NoSuchPly};
pub use matchplay::MatchScore;
pub use moves::{parse_moves, write_moves, ListedMove, MoveError, MoveProblem};
pub use outcome::{Agreement, Award, EndReason, Outcome, UnknownAgreement};
pub use perft::perft;
pub use pit::{MoveSet, ParseMoveError, Pit};
pub use player::{ByPlayer, Player};
pub use position::{Flow, IllegalMove, Position, PositionError};
pub use repetition::{Mark, SinceCapture};
pub use rules::{
    CycleAward, RuleChange, RuleValue, Rules, SlamEffect, SlamLegality, StuckAward, Topic, UnknownVariant, Variant,
    WinnerRule, WINNING_STORE,
};
pub use setup::Setup;
pub use trace::{SeedCounts, Step};

/// Seeds in play in every variant: twelve pits of four.
pub const TOTAL_SEEDS: u8 = 48;
