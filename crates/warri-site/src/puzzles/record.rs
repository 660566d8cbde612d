//! The solver's record, kept in the browser's local storage under
//! [`PUZZLES`]: the first try at each puzzle (solved or
//! not), the current streak (puzzles solved at the first try in a row) and
//! the best one. Only a puzzle's first try counts: trying it again (after a
//! reload, or from its link) changes nothing.
//!
//! Saved as versioned JSON ([`warri_web::shell::store::versioned`]). Saved
//! text that cannot be read is never overwritten: the page reports it
//! ([`RecordError`]) and keeps it aside before a new record is saved; another
//! tab's first tries are merged in at each save ([`Keepable`]).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use warri_web::shell::store::{self, Keepable, ReadError, Slot};

/// Where the record is kept.
pub const PUZZLES: Slot = Slot { key: "warri.puzzles" };

/// The saved format's version.
pub const VERSION: u64 = 1;

/// The first tries, the streak and the best streak.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Format version.
    pub version: u64,
    /// Puzzles solved at the first try in a row, up to the last first try.
    pub streak: u32,
    /// The longest streak so far.
    pub best: u32,
    /// Each puzzle tried: whether its first try solved it.
    pub first: BTreeMap<String, bool>,
}

/// Why saved text is not a record (inside its envelope).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// JSON, but its fields are not a record's.
    Fields,
}

impl Record {
    /// A new, empty record.
    pub fn new() -> Record {
        Record { version: VERSION, ..Record::default() }
    }

    /// Whether `id` has been tried, and if so whether at the first try.
    pub fn first_try(&self, id: &str) -> Option<bool> {
        self.first.get(id).copied()
    }

    /// How many puzzles were solved at the first try.
    pub fn solved(&self) -> usize {
        self.first.values().filter(|&&s| s).count()
    }

    /// A try at `id`: if it is the first, it is kept and counts for the
    /// streak (returns `true`); later tries change nothing.
    pub fn try_puzzle(&mut self, id: &str, solved: bool) -> bool {
        if self.first.contains_key(id) {
            return false;
        }
        self.first.insert(id.to_string(), solved);
        self.streak = if solved { self.streak + 1 } else { 0 };
        self.best = self.best.max(self.streak);
        true
    }
}

impl Keepable for Record {
    type Error = RecordError;
    const SLOT: Slot = PUZZLES;

    /// Reads saved text.
    fn parse(text: &str) -> Result<Record, ReadError<RecordError>> {
        let opened = store::versioned(text, 1..=VERSION)?;
        serde_json::from_value(opened.value).map_err(|_| ReadError::Content(RecordError::Fields))
    }

    /// Adds the first tries another tab saved meanwhile (this tab's streak
    /// stands: it is the one its visitor saw).
    fn merge(&mut self, other: &Record) {
        for (id, &solved) in &other.first {
            self.first.entry(id.clone()).or_insert(solved);
        }
        self.best = self.best.max(other.best).max(self.streak);
    }

    /// The record as saved.
    fn text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_web::shell::store::Envelope;

    #[test]
    fn the_streak_counts_first_tries_solved_in_a_row_and_the_best_stays() {
        let mut r = Record::new();
        assert!(r.try_puzzle("abapa-0", true));
        assert!(r.try_puzzle("wari-0", true));
        assert_eq!((r.streak, r.best), (2, 2));
        assert!(!r.try_puzzle("abapa-0", false), "a second try does not count");
        assert_eq!((r.streak, r.first_try("abapa-0")), (2, Some(true)));
        assert!(r.try_puzzle("abapa-1", false));
        assert_eq!((r.streak, r.best), (0, 2), "a failed first try ends the streak");
        assert!(!r.try_puzzle("abapa-1", true), "solving it later does not restart it");
        assert_eq!(r.streak, 0);
        assert!(r.try_puzzle("abapa-2", true));
        assert_eq!((r.streak, r.best, r.solved()), (1, 2, 3));
        assert_eq!(r.first_try("wahree-0"), None);
    }

    #[test]
    fn a_record_comes_back_whole_and_bad_text_says_what_is_wrong() {
        let mut r = Record::new();
        r.try_puzzle("abapa-3", true);
        assert_eq!(Record::parse(&r.text()), Ok(r.clone()));
        assert_eq!(r.text(), r#"{"version":1,"streak":1,"best":1,"first":{"abapa-3":true}}"#);
        let envelope = |e| Err(ReadError::Envelope(e));
        assert_eq!(Record::parse("{oops"), envelope(Envelope::Json { line: 1, column: 2 }));
        assert_eq!(Record::parse(r#"{"version":7}"#), envelope(Envelope::Newer(7)));
        assert_eq!(Record::parse(r#"{"streak":1}"#), envelope(Envelope::NoVersion));
        assert_eq!(Record::parse(r#"{"version":1,"streak":"many"}"#), Err(ReadError::Content(RecordError::Fields)));
    }

    #[test]
    fn another_tabs_tries_are_merged_and_ours_stand() {
        let mut ours = Record::new();
        ours.try_puzzle("abapa-0", true);
        let mut theirs = Record::new();
        theirs.try_puzzle("abapa-0", false);
        theirs.try_puzzle("wari-0", true);
        theirs.try_puzzle("wari-1", true);
        ours.merge(&theirs);
        assert_eq!((ours.first_try("abapa-0"), ours.first_try("wari-1")), (Some(true), Some(true)));
        assert_eq!((ours.streak, ours.best), (1, 2));
    }
}
