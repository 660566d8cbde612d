//! The game's sounds: seeds clicking into pits, captures pouring into a
//! store, a grand slam's roll, the game's end, a refused click.
//!
//! - What sounds ([`cue`]) is read from the frames the board shows while a
//!   move is animated, as each is shown ([`frame_cues`]): the sound is
//!   timed with the sowing at every speed, because it *is* the sowing's
//!   timer that makes it. At the instant speed, where no frame is shown, a
//!   move sounds once, in summary ([`instant_cues`]). The game's end sounds
//!   won, lost or drawn for the side played on this device ([`end_cue`]).
//! - How it sounds ([`synth`]) is made by the page with Web Audio from a
//!   small table of tocks, bars and clicks: no sound file to fetch, and
//!   little code in the page's module.
//! - It is silent until the first interaction: browsers let a page start
//!   sound only from a user's gesture, so [`Voice::unlock`] is called from
//!   one, and [`Voice::play`] does nothing before it.
//!
//! [`hook`] plays them on the page as its board shows them. Whether sound
//! is on, and how loud, is a setting that lives elsewhere (`crate::shell::look`):
//! it is off by default in an embedded board and for users who ask for
//! reduced motion. This module only derives and plays.

pub mod cue;
pub mod hook;
pub mod synth;

pub use cue::{end_cue, frame_cues, instant_cues, Cue};
pub use synth::Voice;
