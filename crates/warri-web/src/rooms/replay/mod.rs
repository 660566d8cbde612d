//! The replay viewer (`?view=replay`): a game from a link shown move by
//! move — its link ([`link`]), its state ([`state`]), its bar of buttons
//! ([`bar`]) and its timer ([`hooks`]). The game's page shows it in place
//! of the game.

pub mod bar;
pub mod hooks;
pub mod link;
pub mod state;
