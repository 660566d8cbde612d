//! The warri computer opponent, over `warri-rules` only (the rules never
//! depend on it).
//!
//! - [`tables`]: exact endgame tables for few seeds on the board.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod tables;
