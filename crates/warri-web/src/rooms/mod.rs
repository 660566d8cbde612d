//! The rooms of the game's module: one folder per view, each with its
//! state, its reducer, its view and its words. A room uses the shell
//! (`crate::shell`), the board, the shared widgets, the engine client and
//! the `warri-*` crates, never a sibling room — except that the game's page
//! composes the rooms that switch in place over it.

pub mod editor;
pub mod game;
pub mod oracle;
pub mod replay;
