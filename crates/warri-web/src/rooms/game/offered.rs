//! The variants whose lessons were offered already under a first game of
//! theirs ([`Offered`]), kept in the browser's local storage ([`OFFERED`],
//! under the one policy of `crate::shell::store`), so that each is offered
//! once. One variant key a line; another tab's offers are merged in at each
//! save ([`crate::shell::store::Keepable`]).

use warri_rules::{UnknownVariant, Variant};

use crate::shell::store::{Keepable, ReadError, Slot};

/// Where the offers made are kept.
pub const OFFERED: Slot = Slot { key: "warri.offered" };

/// The variants whose lessons were offered already.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offered(Vec<Variant>);

impl Offered {
    /// Whether `v` was offered.
    pub fn has(&self, v: Variant) -> bool {
        self.0.contains(&v)
    }

    /// Adds `v`.
    pub fn insert(&mut self, v: Variant) {
        if !self.has(v) {
            self.0.push(v);
        }
    }

    /// Whether nothing was offered.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// How many variants were offered: it counts the list's changes (it
    /// only grows).
    pub fn count(&self) -> u32 {
        self.0.len() as u32
    }
}

impl Keepable for Offered {
    type Error = UnknownVariant;
    const SLOT: Slot = OFFERED;

    /// Reads the saved list: a line that names no variant is named.
    fn parse(text: &str) -> Result<Offered, ReadError<UnknownVariant>> {
        let lines = text.lines().filter(|l| !l.trim().is_empty());
        let read = lines.map(|l| l.trim().parse()).collect::<Result<_, _>>();
        read.map(Offered).map_err(ReadError::Content)
    }

    /// Adds what another tab offered meanwhile.
    fn merge(&mut self, saved: &Offered) {
        saved.0.iter().for_each(|v| self.insert(*v));
    }

    /// The saved text.
    fn text(&self) -> String {
        self.0.iter().map(|v| format!("{}\n", v.key())).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::store::{self, Kept, Loaded, Memory, Store};

    #[test]
    fn the_offered_list_names_a_line_it_cannot_read() {
        let offered = Offered::parse("wari\nwahree\n").unwrap();
        assert!(offered.has(Variant::Wahree) && !offered.has(Variant::Abapa));
        let mut more = offered.clone();
        more.insert(Variant::Abapa);
        more.insert(Variant::Wari);
        assert_eq!((more.text().as_str(), more.count()), ("wari\nwahree\nabapa\n", 3));
        let mut other = Offered::parse("bridgetown\nwari\n").unwrap();
        other.merge(&more);
        assert_eq!(other.text(), "bridgetown\nwari\nwahree\nabapa\n");
        let chess = ReadError::Content(UnknownVariant("chess".into()));
        assert_eq!(Offered::parse("wari\n chess \n"), Err(chess));
    }

    #[test]
    fn an_offer_made_here_keeps_another_tabs_and_unreadable_lists_are_kept_aside() {
        let store = Memory::with(&[("warri.offered", "wari\n")]);
        let mut here = Offered::default();
        here.insert(Variant::Wahree);
        assert!(store::keep(&store, &here));
        assert_eq!(store.get("warri.offered").as_deref(), Some("wahree\nwari\n"));
        store.set("warri.offered", "wari\nchess\n");
        let Loaded::Unreadable(u) = store::load::<Offered>(&store) else { panic!("unreadable") };
        assert_eq!(u.kept, Kept::Aside("warri.offered.unreadable".into()));
        assert!(store::keep(&store, &here));
        assert_eq!(store.get("warri.offered").as_deref(), Some("wahree\n"));
        assert_eq!(store.get("warri.offered.unreadable").as_deref(), Some("wari\nchess\n"));
    }
}
