//! Saved data, one policy for all of it: nothing saved is ever lost.
//!
//! Every kind of saved data (the game in progress, the lessons' progress,
//! the puzzles' record, the lessons already offered) lives in a [`Slot`],
//! a key of the browser's local storage, and is read with its own parser.
//! Text that parser cannot read — damaged, from a format too old to
//! convert, or written by a *newer* release — is copied aside first, under
//! a key of its own ([`backup_key`]: `KEY.unreadable`, `KEY.unreadable.2`,
//! …), and only then may the slot be written again. Where it cannot be
//! copied aside, the slot is not written at all. The page says so
//! ([`Unreadable`], worded in its language) and offers to discard the copy:
//! only the player's word removes it ([`discard`]).
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
    /// Refuse every write (a full or read-only store).
    pub refuse: bool,
}

impl Memory {
    /// A store holding these items.
    pub fn with(items: &[(&str, &str)]) -> Memory {
        let items = items.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Memory { items: RefCell::new(items), refuse: false }
    }
}

impl Store for Memory {
    fn get(&self, key: &str) -> Option<String> {
        self.items.borrow().get(key).cloned()
    }

    fn set(&self, key: &str, text: &str) -> bool {
        if !self.refuse {
            self.items.borrow_mut().insert(key.into(), text.into());
        }
        !self.refuse
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
    /// It could not be copied aside: it stays where it is, and nothing is
    /// written over it.
    InPlace,
}

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
    /// Reads the slot; unreadable text is kept aside first.
    pub fn load<T, E>(self, store: &dyn Store, parse: impl Fn(&str) -> Result<T, E>) -> Loaded<T, E> {
        let Some(text) = store.get(self.key) else { return Loaded::Empty };
        match parse(&text) {
            Ok(value) => Loaded::Read(value),
            Err(problem) => Loaded::Unreadable(Unreadable { problem, kept: self.keep(store, &text) }),
        }
    }

    /// Writes `text` into the slot unless what it holds now cannot be read
    /// and cannot be kept aside. Whether the text was written.
    pub fn save<T, E>(self, store: &dyn Store, parse: impl Fn(&str) -> Result<T, E>, text: &str) -> bool {
        match store.get(self.key) {
            Some(now) if now == text => true,
            Some(now) if parse(&now).is_err() && self.keep(store, &now) == Kept::InPlace => false,
            _ => store.set(self.key, text),
        }
    }

    /// Writes what `next` makes of the slot's readable value (another
    /// tab's, saved meanwhile; `None` when there is none or it cannot be
    /// read, and then it is kept aside as by [`Slot::save`]).
    pub fn update<T, E>(
        self,
        store: &dyn Store,
        parse: impl Fn(&str) -> Result<T, E>,
        next: impl FnOnce(Option<T>) -> String,
    ) -> bool {
        let now = store.get(self.key).and_then(|t| parse(&t).ok());
        self.save(store, parse, &next(now))
    }

    /// Copies unreadable text aside: where it is now kept.
    fn keep(self, store: &dyn Store, text: &str) -> Kept {
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

/// Removes a kept copy, at the player's word (and only a kept copy).
pub fn discard(store: &dyn Store, kept: &Kept) {
    if let Kept::Aside(key) = kept {
        if key.contains(".unreadable") {
            store.remove(key);
        }
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

    /// The test's format: a number.
    fn number(t: &str) -> Result<u32, String> {
        t.parse().map_err(|_| format!("not a number: {t}"))
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
        // As a newer release might have written it.
        let newer = r#"{"version":99}"#;
        let store = Memory::with(&[("k", newer)]);
        let loaded = SLOT.load(&store, number);
        let kept = Kept::Aside("k.unreadable".into());
        assert_eq!(loaded, Loaded::Unreadable(Unreadable { problem: format!("not a number: {newer}"), kept }));
        assert!(SLOT.save(&store, number, "8"));
        assert_eq!((store.get("k").as_deref(), store.get("k.unreadable").as_deref()), (Some("8"), Some(newer)));
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
        let mut store = Memory::with(&[("k", "damaged")]);
        store.refuse = true;
        assert_eq!(SLOT.load(&store, number).unreadable().unwrap().kept, Kept::InPlace);
        assert!(!SLOT.save(&store, number, "8"));
        store.refuse = false;
        assert_eq!(store.get("k").as_deref(), Some("damaged"));
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
        assert_eq!(store.get("k.unreadable"), None);
    }

    #[test]
    fn the_offered_list_names_a_line_it_cannot_read() {
        let offered = Offered::parse("wari\nwahree\n").unwrap();
        assert!(offered.has(Variant::Wahree) && !offered.has(Variant::Abapa));
        let mut more = offered.clone();
        more.insert(Variant::Abapa);
        more.insert(Variant::Wari);
        assert_eq!(more.text(), "wari\nwahree\nabapa\n");
        assert_eq!(Offered::parse("wari\nchess\n"), Err("chess".into()));
    }
}
