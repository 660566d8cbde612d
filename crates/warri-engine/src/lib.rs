//! The warri computer opponent, over `warri-rules` only (the rules never
//! depend on it).
//!
//! - [`Engine`]: negamax alpha-beta with principal-variation search,
//!   iterative deepening, a two-tier transposition table, move ordering,
//!   late-move reductions and a capture quiescence search ([`search`]),
//!   checked against a plain negamax with the reductions off, over the
//!   evaluation in
//!   [`eval`] (each variant's weights fitted on labelled self-play
//!   positions, `examples/tune/`);
//! - [`tables`]: endgame tables of every board with up to 12 seeds (2.7
//!   million boards), built in about 3 s (on first need with
//!   [`Engine::set_tables_on_need`]); the search takes their value as exact
//!   where the history cannot change it, and as its leaf estimate
//!   elsewhere;
//! - [`Level`]s 1–6 and [`choose`], which plays at a level;
//! - [`Engine::analyse_all`] ([`analysis`]): every legal move's value,
//!   proven (win, draw or loss, with the margin or its range) where sound
//!   bound searches prove it, else the estimate;
//! - [`puzzles`]: positions from self-play where exactly one move reaches
//!   the best result, generated and re-verified by those proofs;
//! - the engine never reads a clock: limits come through a [`Handler`].
//!
//! ```
//! use warri_engine::{Engine, NodeLimit};
//! use warri_rules::{Game, Variant};
//!
//! let game = Game::new(Variant::Abapa.rules());
//! let mut engine = Engine::new(Variant::Abapa.rules());
//! let result = engine.search(&game, 6, &mut NodeLimit(u64::MAX)).unwrap();
//! assert!(game.legal_moves().contains(result.best));
//! assert_eq!(result.depth, 6);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod analysis;
pub mod eval;
pub mod level;
pub mod limits;
pub mod puzzles;
pub mod score;
pub mod search;
pub mod tables;
mod tt;

pub use analysis::{Analysis, MoveValue, Verdict};
pub use level::{choose, Choice, Level, LevelError, LevelSpec, GAME_TABLE_BITS};
pub use limits::{unlimited, Handler, Info, NodeLimit};
pub use score::{Proven, Score};
pub use search::{Engine, SearchResult, TableBuild, TABLES_BUILT_FROM, TABLES_NEEDED_AT};
pub use tables::{Tables, TABLE_SEEDS};
pub use tt::mix;
