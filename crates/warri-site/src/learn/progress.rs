//! Which lesson tasks a player has solved ([`Progress`]), kept in the
//! browser between visits under [`PROGRESS`]. Saved as versioned JSON,
//! `{"version":1,"solved":{"chain":[0,1]}}` ([`warri_web::shell::store::versioned`]);
//! the text releases before this one saved, `{"solved":{…}}` with no
//! version, is read as it is and saved again with one. Text that cannot be
//! read is named ([`ProgressError`]) and kept aside before anything is
//! saved, and another tab's progress is merged in at each save
//! ([`Keepable`]).

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use warri_learn::Lesson;
use warri_web::shell::store::{self, Envelope, Keepable, ReadError, Slot};

/// Where the progress is kept.
pub const PROGRESS: Slot = Slot { key: "warri.learn" };

/// The saved format's version (none before it: [`Progress::parse`] reads
/// that text too).
pub const VERSION: u64 = 1;

/// Solved tasks by lesson id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    solved: BTreeMap<String, BTreeSet<usize>>,
}

/// Why saved text is not lesson progress (inside its envelope).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// JSON, but its fields are not solved tasks by lesson.
    Fields,
}

/// The saved text's fields (the version, from this format on; the solved
/// tasks).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    version: Option<u64>,
    solved: BTreeMap<String, BTreeSet<usize>>,
}

impl Progress {
    /// Marks a task solved; whether it is new.
    pub fn solve(&mut self, lesson: &str, task: usize) -> bool {
        self.solved.entry(lesson.to_string()).or_default().insert(task)
    }

    /// Whether the task is solved.
    pub fn is_solved(&self, lesson: &str, task: usize) -> bool {
        self.solved.get(lesson).is_some_and(|t| t.contains(&task))
    }

    /// How many of the lesson's tasks are solved.
    pub fn solved_in(&self, lesson: &Lesson) -> usize {
        (0..lesson.tasks.len()).filter(|&t| self.is_solved(&lesson.id, t)).count()
    }

    /// The first task of the lesson not yet solved (0 if all are).
    pub fn next_task(&self, lesson: &Lesson) -> usize {
        (0..lesson.tasks.len()).find(|&t| !self.is_solved(&lesson.id, t)).unwrap_or(0)
    }

    /// The progress of a saved object.
    fn of(value: serde_json::Value) -> Result<Progress, ReadError<ProgressError>> {
        let saved: Saved = serde_json::from_value(value).map_err(|_| ReadError::Content(ProgressError::Fields))?;
        Ok(Progress { solved: saved.solved })
    }
}

impl Keepable for Progress {
    type Error = ProgressError;
    const SLOT: Slot = PROGRESS;

    /// Reads saved text: versioned, or as releases before this one saved
    /// it (no version; nothing else differs).
    fn parse(text: &str) -> Result<Progress, ReadError<ProgressError>> {
        match store::versioned(text, 1..=VERSION) {
            Ok(opened) => Progress::of(opened.value),
            Err(Envelope::NoVersion) => Progress::of(serde_json::from_str(text).unwrap_or_default()),
            Err(e) => Err(e.into()),
        }
    }

    /// Adds what another tab solved meanwhile.
    fn merge(&mut self, other: &Progress) {
        for (lesson, tasks) in &other.solved {
            self.solved.entry(lesson.clone()).or_default().extend(tasks);
        }
    }

    /// The text saved.
    fn text(&self) -> String {
        serde_json::to_string(&Saved { version: Some(VERSION), solved: self.solved.clone() }).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_web::shell::store::{Kept, Loaded, Memory, Store};

    #[test]
    fn progress_is_saved_and_read_back_and_a_bad_text_is_named() {
        let mut p = Progress::default();
        assert!(p.solve("chain", 1));
        assert!(!p.solve("chain", 1));
        p.solve("sowing", 0);
        let text = p.text();
        assert_eq!(text, r#"{"version":1,"solved":{"chain":[1],"sowing":[0]}}"#);
        let back = Progress::parse(&text).unwrap();
        assert!(back.is_solved("chain", 1) && !back.is_solved("chain", 0));
        assert_eq!(back, p);
        let fields = Err(ReadError::Content(ProgressError::Fields));
        assert_eq!(Progress::parse(r#"{"solved":3}"#), fields);
        assert_eq!(Progress::parse(r#"{"version":1,"solved":{"chain":["one"]}}"#), fields);
        assert_eq!(Progress::parse(r#"{"version":1,"solved":{},"extra":1}"#), fields);
        assert_eq!(Progress::parse(r#"{"version":"1","solved":{}}"#), fields);
        assert_eq!(Progress::parse(r#"{"solved":"#), Err(ReadError::Envelope(Envelope::Json { line: 1, column: 10 })));
        assert_eq!(Progress::parse(r#"{"version":2,"solved":{}}"#), Err(ReadError::Envelope(Envelope::Newer(2))));
        assert_eq!(Progress::parse(r#"{"version":0,"solved":{}}"#), Err(ReadError::Envelope(Envelope::Old(0))));
        // Another tab's progress, saved meanwhile, is kept.
        let mut other = Progress::default();
        other.solve("end", 2);
        other.solve("chain", 0);
        p.merge(&other);
        assert_eq!(p.text(), r#"{"version":1,"solved":{"chain":[0,1],"end":[2],"sowing":[0]}}"#);
    }

    #[test]
    fn progress_saved_without_a_version_is_read_and_saved_again_with_one() {
        // As releases before this one saved it.
        let old = r#"{"solved":{"chain":[0,1],"sowing":[2]}}"#;
        let store = Memory::with(&[("warri.learn", old)]);
        let Loaded::Read(mut p) = store::load::<Progress>(&store) else { panic!("read") };
        assert!(p.is_solved("chain", 0) && p.is_solved("chain", 1) && p.is_solved("sowing", 2));
        assert_eq!(store.get("warri.learn.unreadable"), None, "nothing kept aside: it was read");
        p.solve("end", 0);
        assert!(store::keep(&store, &p));
        let saved = store.get("warri.learn").unwrap();
        assert_eq!(saved, r#"{"version":1,"solved":{"chain":[0,1],"end":[0],"sowing":[2]}}"#, "nothing lost");
    }

    #[test]
    fn a_task_solved_here_keeps_another_tabs_and_unreadable_progress_is_kept_aside() {
        // Another tab, of a release before this one, saved meanwhile.
        let store = Memory::with(&[("warri.learn", r#"{"solved":{"capture":[3]}}"#)]);
        let mut here = Progress::default();
        here.solve("chain", 0);
        assert!(store::keep(&store, &here));
        let saved = Progress::parse(&store.get("warri.learn").unwrap()).unwrap();
        assert!(saved.is_solved("capture", 3) && saved.is_solved("chain", 0));
        // Unreadable text: copied aside, then this page's progress written.
        store.set("warri.learn", r#"{"solved":"#);
        let Loaded::Unreadable(u) = store::load::<Progress>(&store) else { panic!("unreadable") };
        assert_eq!(u.kept, Kept::Aside("warri.learn.unreadable".into()));
        assert!(store::keep(&store, &here));
        assert_eq!(store.get("warri.learn.unreadable").as_deref(), Some(r#"{"solved":"#));
        assert_eq!(store.get("warri.learn").as_deref(), Some(r#"{"version":1,"solved":{"chain":[0]}}"#));
        // A newer release's stays where it is: nothing is written over it.
        let newer = r#"{"version":2,"solved":{},"stars":{"chain":3}}"#;
        let store = Memory::with(&[("warri.learn", newer)]);
        assert!(!store::keep(&store, &here));
        assert_eq!(store.get("warri.learn").as_deref(), Some(newer));
    }
}
