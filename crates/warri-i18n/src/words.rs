//! The wordings both the page and the diagrams need: the names of variants
//! and players, and what a pit or a store holds. (The page's other
//! sentences are in `warri-web`'s `words`.)
//!
//! Every message id is written out as the first argument of `tr.t` or
//! `tr.ta` (never built), so that warri-web's `tests/i18n.rs` can find them
//! all.

use warri_rules::{Pit, Player, Variant};

use crate::{Arg, Tr};

/// A player as a message argument (`$player`, `$owner`, …): its key.
pub fn side(p: Player) -> Arg<'static> {
    Arg::S(p.key())
}

/// A pit's move letter (`A`–`F`, `a`–`f`), as a message argument needs it.
pub fn letter(p: Pit) -> String {
    p.letter().to_string()
}

/// The variant's display name.
pub fn variant_name(tr: &Tr, v: Variant) -> String {
    tr.ta("variant-name", &[("variant", v.key().into())])
}

/// "South", "North".
pub fn player(tr: &Tr, p: Player) -> String {
    tr.ta("player", &[("player", side(p))])
}

/// What a pit holds, e.g. "South's pit C, 4 seeds" (the board's labels).
pub fn pit_label(tr: &Tr, pit: Pit, n: u8) -> String {
    tr.ta("pit-label", &[("owner", side(pit.owner())), ("pit", letter(pit).as_str().into()), ("count", n.into())])
}

/// What a store holds, e.g. "North's store, 25 seeds".
pub fn store_label(tr: &Tr, owner: Player, n: u8) -> String {
    tr.ta("store-label", &[("owner", side(owner)), ("count", n.into())])
}
