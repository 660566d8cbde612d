//! The solver's record, kept in the browser's local storage under
//! [`warri_web::shell::store::PUZZLES`]: the first try at each puzzle (solved or
//! not), the current streak (puzzles solved at the first try in a row) and
//! the best one. Only a puzzle's first try counts: trying it again (after a
//! reload, or from its link) changes nothing.
//!
//! Saved as versioned JSON. Saved text that cannot be read is never
//! overwritten: the page reports it ([`RecordError`]) and keeps it aside
//! ([`warri_web::shell::store`]) before a new record is saved.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

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

/// Why saved text is not a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON: where the syntax breaks.
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// Written by a newer warri (or with no version at all: 0).
    Version(u64),
    /// JSON, but its fields are not a record's.
    Fields,
}

impl Record {
    /// A new, empty record.
    pub fn new() -> Record {
        Record { version: VERSION, ..Record::default() }
    }

    /// Reads saved text (`None`: nothing saved, a new record).
    pub fn parse(text: Option<&str>) -> Result<Record, RecordError> {
        let Some(text) = text else { return Ok(Record::new()) };
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| RecordError::Json { line: e.line(), column: e.column() })?;
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(VERSION) => serde_json::from_value(value).map_err(|_| RecordError::Fields),
            Some(v) => Err(RecordError::Version(v)),
            None => Err(RecordError::Version(0)),
        }
    }

    /// The record as saved.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
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

    /// Adds the first tries another tab saved meanwhile (this tab's streak
    /// stands: it is the one its visitor saw).
    pub fn merge(&mut self, other: &Record) {
        for (id, &solved) in &other.first {
            self.first.entry(id.clone()).or_insert(solved);
        }
        self.best = self.best.max(other.best).max(self.streak);
    }
}

impl warri_web::shell::store::Problem for RecordError {
    fn is_newer(&self) -> bool {
        matches!(self, RecordError::Version(v) if *v > VERSION)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(Record::parse(Some(&r.to_json())), Ok(r.clone()));
        assert_eq!(Record::parse(None), Ok(Record::new()));
        assert_eq!(Record::parse(Some("{oops")), Err(RecordError::Json { line: 1, column: 2 }));
        assert_eq!(Record::parse(Some(r#"{"version":7}"#)), Err(RecordError::Version(7)));
        assert_eq!(Record::parse(Some(r#"{"streak":1}"#)), Err(RecordError::Version(0)));
        assert_eq!(Record::parse(Some(r#"{"version":1,"streak":"many"}"#)), Err(RecordError::Fields));
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
