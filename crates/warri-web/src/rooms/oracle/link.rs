//! The oracle's link parameter: `analysis=1` shows every move's value
//! beside the game or the replay.

use crate::notice::Notice;
use crate::params::switched;

/// The oracle's parameter.
pub const NAME: &str = "analysis";

/// Whether the link asks for the oracle, with a notice in `notices` for a
/// value that is not 1 or 0.
pub fn asked(pairs: &[(String, String)], notices: &mut Vec<Notice>) -> bool {
    switched(pairs, NAME, notices)
}
