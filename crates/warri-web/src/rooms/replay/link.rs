//! A replay's own link parameters (read only with `view=replay`; they mean
//! nothing elsewhere, and say nothing): `autoplay=1`, `loop=1`, the first
//! ply shown (`ply=N`, read as a review reads it: `crate::params::ply`) and
//! the author's captions as `cN=text`, one parameter per ply — each stands
//! alone, so a mangled one costs only itself. Plain Rust, tested natively.

use crate::notice::Notice;
use crate::params::{self, switched};
use crate::record::Captions;

/// The replay's switches.
pub const NAMES: [&str; 2] = ["autoplay", "loop"];

/// The ply of a caption parameter's name (`c0`, `c12`, …).
pub fn caption_ply(name: &str) -> Option<usize> {
    let digits = name.strip_prefix('c')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Whether `name` is a replay's parameter.
pub fn knows(name: &str) -> bool {
    NAMES.contains(&name) || name == params::PLY || caption_ply(name).is_some()
}

/// What a replay's link asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplayLink {
    /// The first ply shown (`None`: the start).
    pub ply: Option<usize>,
    /// The replay plays by itself.
    pub autoplay: bool,
    /// The replay starts again after its last move.
    pub looping: bool,
    /// The author's captions.
    pub captions: Captions,
}

impl ReplayLink {
    /// Reads a replay's parameters for a game of `length` moves, with a
    /// notice in `notices` for each bad one.
    pub fn read(pairs: &[(String, String)], length: usize, notices: &mut Vec<Notice>) -> ReplayLink {
        let autoplay = switched(pairs, "autoplay", notices);
        let looping = switched(pairs, "loop", notices);
        let ply = params::ply(pairs, length, notices);
        let mut captions = Captions::new();
        for (name, text) in pairs {
            let (Some(n), text) = (caption_ply(name), text.trim()) else { continue };
            if n > length {
                notices.push(Notice::Caption(name.clone(), length));
            } else if !text.is_empty() {
                captions.insert(n, text.to_string());
            }
        }
        ReplayLink { ply, autoplay, looping, captions }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caption_names_are_c_and_a_ply() {
        assert_eq!((caption_ply("c0"), caption_ply("c12")), (Some(0), Some(12)));
        assert_eq!(
            (caption_ply("c"), caption_ply("cx"), caption_ply("c-1"), caption_ply("d1")),
            (None, None, None, None)
        );
        assert!(knows("c3") && knows("loop") && knows("ply") && !knows("cx") && !knows("analysis"));
    }
}
