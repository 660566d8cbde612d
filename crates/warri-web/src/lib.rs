//! The warri game in the browser: a Yew front end over `warri-rules`,
//! filed as a shell, a board, widgets, an engine client and rooms (one
//! folder per view), with the game's shared libraries beside them. The
//! pages only the site's module draws (lessons, rules pages, review,
//! puzzles) are rooms of their own crate, `warri-site`, which depends on
//! this one: the game's module cannot reach them.
//!
//! - [`shell`]: what every page shares — its address read once
//!   ([`shell::address`]: which page a link opens, [`shell::route`], the
//!   one `Route`, and its language), one way to start and run a page
//!   ([`shell::room`]: the boot, words, title, the board's playback and
//!   sound, notices), link parameters ([`shell::url`]), the page's
//!   language ([`shell::i18n`]), the look and sound ([`shell::look`]), saved data
//!   under one policy ([`shell::store`]: nothing unreadable is ever written
//!   over), the browser ([`shell::browser`]) and the hooks every page uses;
//! - [`board`]: the board's view model, the hook that plays a move's
//!   frames on it, and the component that draws it (it knows no rules);
//! - [`widgets`]: small components any room may use (notices, the kept
//!   copy's discard, the language switch, seats, speed, steps, links, the
//!   rules-change table, the picture panel, a move list);
//! - [`sound`]: the sounds of a move as the board shows it, under the
//!   look's choice (every page with a board, through [`shell::room`]);
//! - [`engine`]: the computer opponent's web worker ([`engine::worker`],
//!   the `warri-worker` binary) and the hook that reaches it;
//! - [`rooms`]: the game's page ([`rooms::game`]: its state, reducer,
//!   views, controls, setup, sharing) and the rooms that switch in place
//!   over it — the replay, the board editor, the oracle;
//! - the shared libraries: [`table`] (the game part of every page's state),
//!   [`playback`] (a move's trace as frames), [`seat`] (who plays a side),
//!   [`params`] (the game's link), [`record`] (game records),
//!   [`storage`] (the saved game's format), [`notice`] (what the game
//!   page says about bad input), [`words`] (every sentence of the game),
//!   [`captions`] (a move told: the replay's caption, which the site's
//!   pages share, and the screen reader's announcement).
//!
//! Where code goes: a view's state, reducer, markup and words go in its
//! room's folder; a room uses the shell, the board, the widgets, the
//! engine client and the shared libraries, never a sibling room (only the
//! game's page composes the rooms that switch in place over it); the
//! shell, board, widgets and engine know no room. `cargo xtask tidy`
//! checks it. Everything but the components and hooks is plain Rust,
//! tested natively with `cargo test`.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod captions;
pub mod engine;
pub mod notice;
pub mod params;
pub mod playback;
pub mod record;
pub mod rooms;
pub mod seat;
pub mod shell;
pub mod sound;
pub mod storage;
pub mod table;
pub mod widgets;
pub mod words;

pub use rooms::game::app::App;
