//! The board: what it shows ([`view`], a view model made from the table
//! and the animation frame being shown), how a move is played on it
//! ([`crate::playback`]'s frames, stepped by [`hook`]), and the component
//! that draws it ([`component`]). It knows no rules: playable pits come in,
//! clicks go out.

pub mod component;
pub mod hook;
pub mod view;
