//! The warri game in the browser: a Yew front end over `warri-rules`.
//!
//! How it is put together (data flows down this list):
//! - [`page`] is the page's one state (a `use_reducer`): the game
//!   [`table::Table`] (clicks, undo/redo, new game, match play; a played
//!   move stores its animation frames) and everything around it (flip,
//!   speed, language, panels, setup, hint, notices), with every action;
//! - [`page::Page::open`] reads the link ([`params`]: `?variant=&position=
//!   &moves=…`) or else the saved game ([`storage`]); [`record`] reads and
//!   writes game records; [`seat`] is who plays a side; bad input becomes a
//!   typed [`notice::Notice`];
//! - [`edit`] is the board editor's state (`?view=edit`): any position,
//!   checked as it changes;
//! - [`replay`] steps through a link's game (`?view=replay`) over the same
//!   table;
//! - [`playback`] turns a move's trace into frames; [`hooks`] owns the timer
//!   that steps through them, the worker, the keyboard;
//! - [`view`] turns the table and the shown frame into what the board draws;
//!   [`words`] words every sentence, through the messages of [`i18n`];
//! - [`components`] draw it (the board knows no rules; the picture panel
//!   draws the position with `warri-diagram`), [`app`] holds the hooks and
//!   the markup of each view (the game, a replay, the rules card, the
//!   editor); [`browser`] is the little the page asks of the
//!   browser;
//! - [`worker`] is the computer opponent, run in a web worker (the
//!   `warri-worker` binary), reached through [`hooks::use_engine`].
//!
//! Everything but `app`, `components`, `hooks` and `browser` is plain Rust,
//! tested natively with `cargo test -p warri-web`.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod app;
pub mod browser;
pub mod components;
pub mod edit;
pub mod hooks;
pub mod i18n;
pub mod learn;
pub mod learn_words;
pub mod notice;
pub mod oracle;
pub mod page;
pub mod params;
pub mod playback;
pub mod puzzles;
pub mod record;
pub mod replay;
pub mod review;
pub mod seat;
pub mod storage;
pub mod study_words;
pub mod table;
pub mod view;
pub mod words;
pub mod worker;

pub use app::App;
