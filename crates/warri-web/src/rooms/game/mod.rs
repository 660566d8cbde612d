//! The game: the page where a game is played, against the computer or on
//! one device — its state and reducer ([`page`]), with the parts that own a
//! concern beside it (the hint, [`page_hint`]; resigning and draws,
//! [`ending`]; the lessons offered, [`offered`]), its view ([`app`]), its
//! bar and menu, setup, hint panel, keys, its link ([`link`]) — and what it
//! shares (links, embeds, records, pictures).

pub mod app;
pub mod controls;
pub mod embed;
pub mod ending;
pub mod hint;
pub mod import;
pub mod keys;
pub mod link;
pub mod menu;
pub mod offered;
pub mod page;
mod page_ending;
pub mod page_hint;
pub mod parts;
pub mod setup;
pub mod share;
pub mod views;
