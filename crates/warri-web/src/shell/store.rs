//! Saved data, one policy for all of it: nothing saved is ever lost.
//!
//! Every kind of saved data (the game in progress, the lessons' progress,
//! the puzzles' record, the lessons already offered) lives in a [`Slot`],
//! a key of the browser's local storage, and is read with its own parser.
//! Text that parser cannot read — damaged, or from a format too old to
//! convert — is copied aside first, under a key of its own ([`backup_key`]:
//! `KEY.unreadable`, `KEY.unreadable.2`, …), and only then may the slot be
//! written again. Text written by a *newer* release stays where it is, for
//! that release to read, and nothing is written over it; so is text that
//! cannot be copied aside. The page says so ([`Unreadable`], worded in its
//! language) and offers to discard it: only the player's word removes it
//! ([`discard`]).
//!
//! The check is made at every write, not only when the page opens, so that
//! text another tab (of an older or a newer release) wrote meanwhile is
//! never written over either. Where storage is blocked (sandboxed iframes,
//! privacy modes) the page simply saves nothing.
//!
//! Storage is reached through [`Store`], so the policy is tested natively
//! ([`Memory`]); the page uses [`Browser`].

use std::cell::RefCell;
use std::collections::BTreeMap;

/// Where saved text is kept: the browser's local storage, or a stand-in.
pub trait Store {
    /// The text under `key`, if any (and if it can be read at all).
    fn get(&self, key: &str) -> Option<String>;
    /// Keeps `text` under `key`; whether the store took it.
    fn set(&self, key: &str, text: &str) -> bool;
    /// Forgets `key`.
    fn remove(&self, key: &str);
}

/// The browser's local storage (nothing, where the page may not use it).
#[derive(Clone, Copy, Debug, Default)]
pub struct Browser;

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

impl Store for Browser {
    fn get(&self, key: &str) -> Option<String> {
        local_storage()?.get_item(key).ok().flatten()
    }

    fn set(&self, key: &str, text: &str) -> bool {
        local_storage().is_some_and(|s| s.set_item(key, text).is_ok())
    }

    fn remove(&self, key: &str) {
        if let Some(s) = local_storage() {
            let _ = s.remove_item(key);
        }
    }
}

/// A store in memory, for tests (and anything that wants one).
#[derive(Debug, Default)]
pub struct Memory {
    items: RefCell<BTreeMap<String, String>>,
    /// Refuse every write (a read-only store).
    pub refuse: bool,
    /// Refuse new keys, take writes to keys it holds (a full store).
    pub full: bool,
}

impl Memory {
    /// A store holding these items.
    pub fn with(items: &[(&str, &str)]) -> Memory {
        let items = items.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Memory { items: RefCell::new(items), refuse: false, full: false }
    }
}

impl Store for Memory {
    fn get(&self, key: &str) -> Option<String> {
        self.items.borrow().get(key).cloned()
    }

    fn set(&self, key: &str, text: &str) -> bool {
        let taken = !self.refuse && (!self.full || self.items.borrow().contains_key(key));
        if taken {
            self.items.borrow_mut().insert(key.into(), text.into());
        }
        taken
    }

    fn remove(&self, key: &str) {
        self.items.borrow_mut().remove(key);
    }
}

/// The game in progress (`crate::storage`'s format).
pub const GAME: Slot = Slot { key: "warri.saved" };
/// The lessons' progress ([`warri_learn::Progress`]).
pub const PROGRESS: Slot = Slot { key: "warri.learn" };
/// The puzzles' record (`crate::puzzles::record::Record`).
pub const PUZZLES: Slot = Slot { key: "warri.puzzles" };
/// The variants whose lessons were offered already ([`Offered`]).
pub const OFFERED: Slot = Slot { key: "warri.offered" };

/// Where one kind of saved data is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// Its storage key.
    pub key: &'static str,
}

/// Saved text that could not be read: why, and where it is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable<E> {
    /// What the parser said.
    pub problem: E,
    /// Where the text is kept.
    pub kept: Kept,
}

/// Where unreadable saved text is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Copied aside under this key; the slot is written anew.
    Aside(String),
    /// Written by a newer release: it stays in this slot (its key), for
    /// that release, and nothing is written over it.
    Newer(String),
    /// It could not be copied aside: it stays where it is, and nothing is
    /// written over it.
    InPlace,
}

/// What a parser's error says about the text it could not read.
pub trait Problem {
    /// Whether a newer release wrote it (then it stays where it is).
    fn is_newer(&self) -> bool {
        false
    }
}

impl Problem for String {}

/// Saved lessons' progress carries no version: never a newer release's.
impl Problem for warri_learn::progress::UnreadableProgress {}

/// What a slot held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded<T, E> {
    /// Nothing was saved.
    Empty,
    /// The saved value.
    Read(T),
    /// Text that could not be read, kept.
    Unreadable(Unreadable<E>),
}

impl<T, E> Loaded<T, E> {
    /// The value, if one was read.
    pub fn value(self) -> Option<T> {
        match self {
            Loaded::Read(v) => Some(v),
            _ => None,
        }
    }

    /// The problem, if the text could not be read.
    pub fn unreadable(&self) -> Option<&Unreadable<E>> {
        match self {
            Loaded::Unreadable(u) => Some(u),
            _ => None,
        }
    }
}

impl Slot {
    /// Reads the slot; unreadable text is kept first.
    pub fn load<T, E: Problem>(self, store: &dyn Store, parse: impl Fn(&str) -> Result<T, E>) -> Loaded<T, E> {
        let Some(text) = store.get(self.key) else { return Loaded::Empty };
        match parse(&text) {
            Ok(value) => Loaded::Read(value),
            Err(problem) => {
                let kept = self.keep(store, &text, &problem);
                Loaded::Unreadable(Unreadable { problem, kept })
            }
        }
    }

    /// Writes `text` into the slot unless what it holds now cannot be read
    /// and must stay (a newer release's, or text that cannot be copied
    /// aside). Whether the text was written.
    pub fn save<T, E: Problem>(self, store: &dyn Store, parse: impl Fn(&str) -> Result<T, E>, text: &str) -> bool {
        let Some(now) = store.get(self.key) else { return store.set(self.key, text) };
        if now == text {
            return true;
        }
        match parse(&now) {
            Err(problem) if !matches!(self.keep(store, &now, &problem), Kept::Aside(_)) => false,
            _ => store.set(self.key, text),
        }
    }

    /// Writes what `next` makes of the slot's readable value (another
    /// tab's, saved meanwhile; `None` when there is none or it cannot be
    /// read, and then it is kept aside as by [`Slot::save`]).
    pub fn update<T, E: Problem>(
        self,
        store: &dyn Store,
        parse: impl Fn(&str) -> Result<T, E>,
        next: impl FnOnce(Option<T>) -> String,
    ) -> bool {
        let now = store.get(self.key).and_then(|t| parse(&t).ok());
        self.save(store, parse, &next(now))
    }

    /// Keeps unreadable text: a newer release's where it is, any other
    /// copied aside. Where it is now kept.
    fn keep(self, store: &dyn Store, text: &str, problem: &impl Problem) -> Kept {
        if problem.is_newer() {
            return Kept::Newer(self.key.to_string());
        }
        let key = backup_key(self.key, text, |k| store.get(k));
        match store.get(&key).as_deref() == Some(text) || store.set(&key, text) {
            true => Kept::Aside(key),
            false => Kept::InPlace,
        }
    }
}

/// Where unreadable text of `key` is kept: `KEY.unreadable`, or the first
/// of `KEY.unreadable.2`, `.3`, … that is free or already holds this text
/// (`stored` reads a key).
pub fn backup_key(key: &str, text: &str, stored: impl Fn(&str) -> Option<String>) -> String {
    let base = format!("{key}.unreadable");
    (1..)
        .map(|n| if n == 1 { base.clone() } else { format!("{base}.{n}") })
        .find(|k| stored(k).is_none_or(|t| t == text))
        .unwrap_or(base)
}

/// Removes unreadable text kept, at the player's word: a copy aside (and
/// the same text still in its slot, not yet written over), or a newer
/// release's text in its slot.
pub fn discard(store: &dyn Store, kept: &Kept) {
    match kept {
        Kept::Aside(key) => {
            let Some((slot, _)) = key.split_once(".unreadable") else { return };
            let copy = store.get(key);
            store.remove(key);
            if copy.is_some() && store.get(slot) == copy {
                store.remove(slot);
            }
        }
        Kept::Newer(slot) => store.remove(slot),
        Kept::InPlace => {}
    }
}

/// The variants whose lessons were offered already: one key a line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offered(Vec<warri_rules::Variant>);

impl Offered {
    /// Reads the saved list: a line that names no variant is named.
    pub fn parse(text: &str) -> Result<Offered, String> {
        let lines = text.lines().filter(|l| !l.trim().is_empty());
        lines.map(|l| l.trim().parse().map_err(|_| l.to_string())).collect::<Result<_, _>>().map(Offered)
    }

    /// Whether `v` was offered.
    pub fn has(&self, v: warri_rules::Variant) -> bool {
        self.0.contains(&v)
    }

    /// Adds what another tab offered meanwhile.
    pub fn merge(&mut self, other: &Offered) {
        other.0.iter().for_each(|v| self.insert(*v));
    }

    /// Adds `v`.
    pub fn insert(&mut self, v: warri_rules::Variant) {
        if !self.has(v) {
            self.0.push(v);
        }
    }

    /// Whether nothing was offered.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The saved text.
    pub fn text(&self) -> String {
        self.0.iter().map(|v| format!("{}\n", v.key())).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_rules::Variant;

    const SLOT: Slot = Slot { key: "k" };

    /// The test's format: a number; `v9` is a newer release's.
    fn number(t: &str) -> Result<u32, Why> {
        t.parse().map_err(|_| Why(t.to_string()))
    }

    #[derive(Debug, PartialEq, Eq)]
    struct Why(String);

    impl Problem for Why {
        fn is_newer(&self) -> bool {
            self.0.starts_with("v9")
        }
    }

    #[test]
    fn readable_text_is_read_and_nothing_is_copied() {
        let store = Memory::with(&[("k", "7")]);
        assert_eq!(SLOT.load(&store, number), Loaded::Read(7));
        assert_eq!(SLOT.load(&Memory::default(), number), Loaded::Empty);
        assert_eq!(store.get("k.unreadable"), None);
    }

    #[test]
    fn unreadable_text_is_kept_aside_before_the_slot_is_written_again() {
        let damaged = r#"{"version":2,"#;
        let store = Memory::with(&[("k", damaged)]);
        let loaded = SLOT.load(&store, number);
        let kept = Kept::Aside("k.unreadable".into());
        assert_eq!(loaded, Loaded::Unreadable(Unreadable { problem: Why(damaged.into()), kept }));
        assert!(SLOT.save(&store, number, "8"));
        assert_eq!((store.get("k").as_deref(), store.get("k.unreadable").as_deref()), (Some("8"), Some(damaged)));
    }

    #[test]
    fn a_newer_releases_text_stays_where_it_is_and_is_never_written_over() {
        let store = Memory::with(&[("k", "v9 game")]);
        assert_eq!(SLOT.load(&store, number).unreadable().unwrap().kept, Kept::Newer("k".into()));
        assert!(!SLOT.save(&store, number, "8"));
        assert!(!SLOT.update(&store, number, |_| "8".into()));
        assert_eq!((store.get("k").as_deref(), store.get("k.unreadable")), (Some("v9 game"), None));
        // Written meanwhile by a newer tab: the same.
        let store = Memory::with(&[("k", "7")]);
        store.set("k", "v9 other");
        assert!(!SLOT.save(&store, number, "8"));
        assert_eq!(store.get("k").as_deref(), Some("v9 other"));
        // The player's word removes it; then the page saves.
        discard(&store, &Kept::Newer("k".into()));
        assert!(SLOT.save(&store, number, "8"));
        assert_eq!(store.get("k").as_deref(), Some("8"));
    }

    #[test]
    fn text_written_meanwhile_by_another_tab_is_kept_aside_too() {
        let store = Memory::with(&[("k", "7")]);
        assert_eq!(SLOT.load(&store, number), Loaded::Read(7));
        store.set("k", "from a newer tab");
        assert!(SLOT.save(&store, number, "8"));
        assert_eq!(store.get("k.unreadable").as_deref(), Some("from a newer tab"));
    }

    #[test]
    fn a_second_unreadable_text_never_replaces_the_first_copy() {
        let store = Memory::with(&[("k", "second"), ("k.unreadable", "first")]);
        let Loaded::Unreadable(u) = SLOT.load(&store, number) else { panic!() };
        assert_eq!(u.kept, Kept::Aside("k.unreadable.2".into()));
        assert_eq!(store.get("k.unreadable").as_deref(), Some("first"));
        assert_eq!(store.get("k.unreadable.2").as_deref(), Some("second"));
        // The same text again is not copied twice.
        store.set("k", "first");
        assert_eq!(SLOT.load(&store, number).unreadable().unwrap().kept, Kept::Aside("k.unreadable".into()));
    }

    #[test]
    fn text_that_cannot_be_copied_aside_is_never_written_over() {
        // A full store: no room for the copy, but the slot itself could be
        // written.
        let mut store = Memory::with(&[("k", "damaged")]);
        store.full = true;
        assert_eq!(SLOT.load(&store, number).unreadable().unwrap().kept, Kept::InPlace);
        assert!(!SLOT.save(&store, number, "8"));
        assert!(!SLOT.update(&store, number, |_| "8".into()));
        assert_eq!(store.get("k").as_deref(), Some("damaged"));
        assert!(store.set("k", "x"), "the slot itself takes writes: only the policy held them back");
    }

    #[test]
    fn an_update_merges_with_readable_text_only() {
        let store = Memory::with(&[("k", "7")]);
        assert!(SLOT.update(&store, number, |now| (now.unwrap_or(0) + 1).to_string()));
        assert_eq!(store.get("k").as_deref(), Some("8"));
        store.set("k", "junk");
        assert!(SLOT.update(&store, number, |now| (now.unwrap_or(0) + 1).to_string()));
        assert_eq!((store.get("k").as_deref(), store.get("k.unreadable").as_deref()), (Some("1"), Some("junk")));
    }

    #[test]
    fn only_the_players_word_discards_a_kept_copy_and_only_a_copy() {
        let store = Memory::with(&[("k", "1"), ("k.unreadable", "junk")]);
        discard(&store, &Kept::InPlace);
        discard(&store, &Kept::Aside("k".into()));
        assert_eq!(store.get("k").as_deref(), Some("1"));
        discard(&store, &Kept::Aside("k.unreadable".into()));
        assert_eq!(
            (store.get("k.unreadable"), store.get("k").as_deref()),
            (None, Some("1")),
            "the slot's own text stays"
        );
    }

    #[test]
    fn a_discarded_copy_is_not_copied_again_from_a_slot_not_yet_written() {
        let store = Memory::with(&[("k", "junk")]);
        let kept = SLOT.load(&store, number).unreadable().unwrap().kept.clone();
        // Discarded before the page saved anything: the slot goes too.
        discard(&store, &kept);
        assert_eq!((store.get("k"), store.get("k.unreadable")), (None, None));
        assert!(SLOT.save(&store, number, "8"));
        assert_eq!(store.get("k.unreadable"), None, "nothing copied again");
    }

    #[test]
    fn the_offered_list_names_a_line_it_cannot_read() {
        let offered = Offered::parse("wari\nwahree\n").unwrap();
        assert!(offered.has(Variant::Wahree) && !offered.has(Variant::Abapa));
        let mut more = offered.clone();
        more.insert(Variant::Abapa);
        more.insert(Variant::Wari);
        assert_eq!(more.text(), "wari\nwahree\nabapa\n");
        let mut other = Offered::parse("bridgetown\nwari\n").unwrap();
        other.merge(&more);
        assert_eq!(other.text(), "bridgetown\nwari\nwahree\nabapa\n");
        assert_eq!(Offered::parse("wari\nchess\n"), Err("chess".into()));
    }
}
