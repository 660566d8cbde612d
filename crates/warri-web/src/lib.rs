//! The warri game in the browser: a Yew front end over `warri-rules`.
//!
//! How it is put together (data flows down this list):
//! - [`params`] reads the link (`?variant=&position=&moves=&flip=`) into a
//!   [`table::Table`], with a notice for each bad parameter;
//! - [`table`] is the one game state (a `use_reducer`): clicks, undo/redo,
//!   new game, match play; a played move stores its animation frames;
//! - [`playback`] turns a move's trace into frames; [`hooks`] owns the timer
//!   that steps through them;
//! - [`view`] turns the table and the shown frame into what the board draws;
//!   [`words`] holds every sentence about the rules;
//! - [`components`] draw it (the board knows no rules), [`app`] wires it up;
//!   [`browser`] is the little the page asks of the browser;
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
pub mod hooks;
pub mod i18n;
pub mod params;
pub mod playback;
pub mod record;
pub mod storage;
pub mod table;
pub mod view;
pub mod words;
pub mod worker;

pub use app::App;
