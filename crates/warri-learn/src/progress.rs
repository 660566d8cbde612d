//! Which lesson tasks a player has solved, kept in the browser between
//! visits. Saved as JSON, `{"solved":{"chain":[0,1]}}`; a saved text that
//! cannot be read is reported and not trusted (the page keeps it aside
//! before saving anything: `warri_web::shell::store`).

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::lesson::Lesson;

/// Solved tasks by lesson id.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    solved: BTreeMap<String, BTreeSet<usize>>,
}

/// The saved progress could not be read (the reader's own words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnreadableProgress(pub String);

impl Progress {
    /// Reads saved progress (`None`: nothing saved).
    pub fn parse(text: Option<&str>) -> Result<Progress, UnreadableProgress> {
        match text {
            None => Ok(Progress::default()),
            Some(t) => serde_json::from_str(t).map_err(|e| UnreadableProgress(e.to_string())),
        }
    }

    /// The text to save.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Adds what `other` has solved (another tab's progress, saved
    /// meanwhile).
    pub fn merge(&mut self, other: &Progress) {
        for (lesson, tasks) in &other.solved {
            self.solved.entry(lesson.clone()).or_default().extend(tasks);
        }
    }

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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_is_saved_and_read_back_and_a_bad_text_is_reported() {
        let mut p = Progress::default();
        assert!(p.solve("chain", 1));
        assert!(!p.solve("chain", 1));
        p.solve("sowing", 0);
        let text = p.to_json();
        assert_eq!(text, r#"{"solved":{"chain":[1],"sowing":[0]}}"#);
        let back = Progress::parse(Some(&text)).unwrap();
        assert!(back.is_solved("chain", 1) && !back.is_solved("chain", 0));
        assert_eq!(back, p);
        assert_eq!(Progress::parse(None).unwrap(), Progress::default());
        assert!(Progress::parse(Some("{\"solved\":3}")).is_err());
        // Another tab's progress, saved meanwhile, is kept.
        let mut other = Progress::default();
        other.solve("end", 2);
        other.solve("chain", 0);
        p.merge(&other);
        assert_eq!(p.to_json(), r#"{"solved":{"chain":[0,1],"end":[2],"sowing":[0]}}"#);
    }
}
