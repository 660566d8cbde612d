//! Saved data, one policy for all of it: nothing saved is ever lost.
//!
//! Every kind of saved data (the game in progress, the look, the language,
//! the lessons' progress, the puzzles' record, the lessons already offered,
//! My games) lives in a [`Slot`], a key of the browser's local storage,
//! named and read by the module that owns it (the shell's own, a room's).
//! All but one are written as versioned JSON, opened by one reader
//! ([`versioned`]), whose errors ([`Envelope`]) every page words the same;
//! each format reads its fields itself ([`ReadError::Content`]). Data a
//! page changes and saves whole is [`Keepable`]: each save merges in the
//! copy another tab saved meanwhile ([`keep`], [`use_kept`]).
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
use std::ops::RangeInclusive;

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

/// Where one kind of saved data is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// Its storage key.
    pub key: &'static str,
}

/// Saved text that could not be read: why, and where it is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable<E> {
    /// What the reader said.
    pub problem: ReadError<E>,
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

/// Why saved text is not the versioned JSON every kind of saved data is
/// written in (all but the game's list of lessons offered, lines of text):
/// an object whose `version` names its format's version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Envelope {
    /// Not JSON: where the syntax breaks.
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// No version number.
    NoVersion,
    /// Written by a version of the format too old to convert.
    Old(u64),
    /// Written by a newer release (it stays where it is, for that release).
    Newer(u64),
}

/// Saved text opened: the version of the format it is written in, and its
/// fields, for the format's own reader.
#[derive(Clone, Debug, PartialEq)]
pub struct Versioned {
    /// The format's version.
    pub version: u64,
    /// The JSON object.
    pub value: serde_json::Value,
}

/// Opens `text`, versioned JSON of a format this release reads in the
/// `versions` given (`1..=VERSION`, or from an older one it converts).
pub fn versioned(text: &str, versions: RangeInclusive<u64>) -> Result<Versioned, Envelope> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| Envelope::Json { line: e.line(), column: e.column() })?;
    match value.get("version").and_then(serde_json::Value::as_u64) {
        None => Err(Envelope::NoVersion),
        Some(v) if v > *versions.end() => Err(Envelope::Newer(v)),
        Some(v) if v < *versions.start() => Err(Envelope::Old(v)),
        Some(version) => Ok(Versioned { version, value }),
    }
}

/// Why saved text could not be read: its envelope, or what it holds (`E`,
/// the format's own reader's error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError<E> {
    /// The envelope is not sound.
    Envelope(Envelope),
    /// The envelope is sound; what it holds is not.
    Content(E),
}

impl<E> From<Envelope> for ReadError<E> {
    fn from(e: Envelope) -> Self {
        ReadError::Envelope(e)
    }
}

impl<E> ReadError<E> {
    /// Whether a newer release wrote the text (then it stays where it is).
    pub fn is_newer(&self) -> bool {
        matches!(self, ReadError::Envelope(Envelope::Newer(_)))
    }
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
    /// Reads the slot; unreadable text is kept first.
    pub fn load<T, E>(self, store: &dyn Store, parse: impl Fn(&str) -> Result<T, ReadError<E>>) -> Loaded<T, E> {
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
    pub fn save<T, E>(self, store: &dyn Store, parse: impl Fn(&str) -> Result<T, ReadError<E>>, text: &str) -> bool {
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
    pub fn update<T, E>(
        self,
        store: &dyn Store,
        parse: impl Fn(&str) -> Result<T, ReadError<E>>,
        next: impl FnOnce(Option<T>) -> String,
    ) -> bool {
        let now = store.get(self.key).and_then(|t| parse(&t).ok());
        self.save(store, parse, &next(now))
    }

    /// Keeps unreadable text: a newer release's where it is, any other
    /// copied aside. Where it is now kept.
    fn keep<E>(self, store: &dyn Store, text: &str, problem: &ReadError<E>) -> Kept {
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

/// A kind of saved data each page changes and saves whole, merged at each
/// save with the copy another tab saved meanwhile (the lessons offered,
/// the lessons' progress, the puzzles' record, My games): where it is kept,
/// how its text is read and written, how two copies merge. The room that
/// owns the data implements it; [`use_kept`] saves it.
pub trait Keepable: Clone + 'static {
    /// What is wrong with text whose envelope is sound but whose content
    /// is not this data.
    type Error;
    /// Where it is kept.
    const SLOT: Slot;
    /// Reads saved text, checking everything.
    fn parse(text: &str) -> Result<Self, ReadError<Self::Error>>;
    /// Takes in what another tab saved meanwhile (`saved`): nothing that
    /// either has is lost.
    fn merge(&mut self, saved: &Self);
    /// The text saved.
    fn text(&self) -> String;
}

/// What `K`'s slot holds.
pub fn load<K: Keepable>(store: &dyn Store) -> Loaded<K, K::Error> {
    K::SLOT.load(store, K::parse)
}

/// Saves `value` with what another tab saved meanwhile merged in, never
/// over text that must stay ([`Slot::update`]); whether it was written.
pub fn keep<K: Keepable>(store: &dyn Store, value: &K) -> bool {
    K::SLOT.update(store, K::parse, |saved| {
        let mut all = value.clone();
        if let Some(saved) = saved {
            all.merge(&saved);
        }
        all.text()
    })
}

/// Keeps `value` in the browser's storage ([`keep`]) at each change the
/// page counts in `changes` (nothing before the first).
#[yew::hook]
pub fn use_kept<K: Keepable>(value: &K, changes: u32) {
    let value = value.clone();
    yew::use_effect_with(changes, move |n| {
        if *n > 0 {
            keep(&Browser, &value);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    const SLOT: Slot = Slot { key: "k" };

    /// The test's format: a number; `v9…` is a newer release's.
    fn number(t: &str) -> Result<u32, ReadError<Why>> {
        if t.starts_with("v9") {
            return Err(ReadError::Envelope(Envelope::Newer(9)));
        }
        t.parse().map_err(|_| ReadError::Content(Why(t.to_string())))
    }

    #[derive(Clone, Debug, PartialEq, Eq)]
    struct Why(String);

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
        let problem = ReadError::Content(Why(damaged.into()));
        assert_eq!(loaded, Loaded::Unreadable(Unreadable { problem, kept }));
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
    fn the_envelope_names_what_is_wrong_with_hand_written_bad_texts() {
        let open = |t: &str| versioned(t, 1..=2);
        assert_eq!(open(r#"{"version":2,"moves":"C f"}"#).map(|v| v.version), Ok(2));
        assert_eq!(open(r#"{"version":1}"#).unwrap().value["version"], 1);
        assert_eq!(open("{not json"), Err(Envelope::Json { line: 1, column: 2 }));
        assert_eq!(open("{\n  \"version\": 2,\n  oops\n}"), Err(Envelope::Json { line: 3, column: 3 }));
        assert_eq!(open(""), Err(Envelope::Json { line: 1, column: 0 }));
        assert_eq!(open(r#"{"variant":"wari"}"#), Err(Envelope::NoVersion));
        assert_eq!(open(r#"{"version":"2"}"#), Err(Envelope::NoVersion), "a version is a number");
        assert_eq!(open(r#"{"version":-1}"#), Err(Envelope::NoVersion));
        assert_eq!(open("[1,2]"), Err(Envelope::NoVersion), "not an object");
        assert_eq!(open(r#"{"version":0}"#), Err(Envelope::Old(0)));
        assert_eq!(open(r#"{"version":3,"clocks":true}"#), Err(Envelope::Newer(3)));
        let newer: ReadError<Why> = Envelope::Newer(3).into();
        assert!(newer.is_newer());
        assert!(!ReadError::<Why>::Envelope(Envelope::Old(0)).is_newer());
        assert!(!ReadError::Content(Why("v9".into())).is_newer());
    }

    /// Kept data for the tests: the letters seen, one line of them.
    #[derive(Clone, Debug, PartialEq, Eq)]
    struct Letters(String);

    impl Keepable for Letters {
        type Error = char;
        const SLOT: Slot = Slot { key: "letters" };
        fn parse(text: &str) -> Result<Letters, ReadError<char>> {
            match text.chars().find(|c| !c.is_ascii_lowercase()) {
                Some(c) => Err(ReadError::Content(c)),
                None => Ok(Letters(text.into())),
            }
        }
        fn merge(&mut self, saved: &Letters) {
            for c in saved.0.chars() {
                if !self.0.contains(c) {
                    self.0.push(c);
                }
            }
        }
        fn text(&self) -> String {
            self.0.clone()
        }
    }

    #[test]
    fn kept_data_takes_in_another_tabs_copy_and_never_writes_over_unreadable_text() {
        let store = Memory::default();
        assert_eq!(load::<Letters>(&store), Loaded::Empty);
        assert!(keep(&store, &Letters("ab".into())));
        // Another tab saved "abz" meanwhile; this page has "abc".
        store.set("letters", "abz");
        assert!(keep(&store, &Letters("abc".into())));
        assert_eq!(store.get("letters").as_deref(), Some("abcz"), "nothing either tab had is lost");
        assert_eq!(load::<Letters>(&store), Loaded::Read(Letters("abcz".into())));
        // Text that cannot be read is copied aside first, then written anew.
        store.set("letters", "ab7");
        let Loaded::Unreadable(u) = load::<Letters>(&store) else { panic!("unreadable") };
        assert_eq!((u.problem, u.kept), (ReadError::Content('7'), Kept::Aside("letters.unreadable".into())));
        assert!(keep(&store, &Letters("x".into())));
        assert_eq!(
            (store.get("letters").as_deref(), store.get("letters.unreadable").as_deref()),
            (Some("x"), Some("ab7"))
        );
        // Where it cannot be copied aside, it stays and nothing is written.
        let mut full = Memory::with(&[("letters", "ab7")]);
        full.full = true;
        assert!(!keep(&full, &Letters("x".into())));
        assert_eq!(full.get("letters").as_deref(), Some("ab7"));
    }
}
