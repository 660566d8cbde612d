//! The learning pages' sentences, in the reader's language: the feedback
//! on a move in a lesson (the game's own why-illegal and replay wording,
//! then why it misses the task's goal) and the problems of loading lessons.
//! The messages are in `web/learn/` (loaded with the page).

use warri_learn::lesson::{letters, LessonError};
use warri_learn::Miss;
use warri_rules::{Pit, Variant};

use crate::learn::{Feedback, Problem, ProgressError};
use warri_i18n::words::letter;
use warri_web::captions;
use warri_web::shell::browser::FetchError;
use warri_web::shell::i18n::Tr;
use warri_web::words;

/// What the last move did: illegal and why, or the move's caption and, if
/// it missed, why.
pub fn feedback(tr: &Tr, variant: Variant, f: &Feedback) -> String {
    let said = |pit: Pit, trace| {
        let l = letter(pit);
        format!(
            "{} {}",
            tr.ta("task-your-move", &[("pit", l.as_str().into())]),
            captions::replay_caption(tr, variant, pit, trace)
        )
    };
    match f {
        Feedback::Illegal(e) => tr.ta("task-illegal", &[("why", words::illegal(tr, *e, variant).as_str().into())]),
        Feedback::Solved { pit, effect } => format!("{} {}", said(*pit, &effect.trace), tr.t("task-solved")),
        Feedback::Missed { pit, effect, miss } => {
            format!("{} {} {}", said(*pit, &effect.trace), self::miss(tr, variant, miss), tr.t("task-try-again"))
        }
    }
}

/// Why a legal move misses the goal.
pub fn miss(tr: &Tr, variant: Variant, m: &Miss) -> String {
    match *m {
        Miss::LandedIn { pit, wanted } => {
            tr.ta("miss-landed", &[("pit", letter(pit).as_str().into()), ("wanted", letter(wanted).as_str().into())])
        }
        Miss::TooFew { captured, wanted } => {
            tr.ta("miss-too-few", &[("captured", captured.into()), ("wanted", wanted.into())])
        }
        Miss::NotMost { captured, best } => {
            tr.ta("miss-not-most", &[("captured", captured.into()), ("best", best.into())])
        }
        Miss::FedMore { fed, fewest } => tr.ta("miss-fed-more", &[("fed", fed.into()), ("fewest", fewest.into())]),
        Miss::GoesOn => tr.t("miss-goes-on"),
        Miss::NotWon(o) => tr.ta("miss-not-won", &[("result", words::result(tr, &o, variant).as_str().into())]),
    }
}

/// A problem of the learning pages.
pub fn problem(tr: &Tr, p: &Problem) -> String {
    match p {
        Problem::Load { file, why } => {
            tr.ta("learn-load-failed", &[("file", file.into()), ("why", fetch_error(tr, why).as_str().into())])
        }
        Problem::Damaged { file, error } => {
            tr.ta("learn-bad-file", &[("file", file.into()), ("problem", lesson_error(tr, error).as_str().into())])
        }
        Problem::NoLesson { id, ids } => {
            tr.ta("learn-no-lesson", &[("id", id.into()), ("ids", ids.join(", ").as_str().into())])
        }
        Problem::NoTask { lesson, task, count } => tr.ta(
            "learn-no-task",
            &[("lesson", lesson.into()), ("task", task.into()), ("last", count.saturating_sub(1).into())],
        ),
        Problem::Variant(v) => {
            let keys = Variant::ALL.map(Variant::key).join(", ");
            tr.ta("learn-bad-variant", &[("value", v.into()), ("keys", keys.as_str().into())])
        }
        Problem::Address(p) => words::address_problem(tr, p),
        Problem::Progress(u) => {
            let why = words::read_error(tr, &u.problem, |e| match e {
                ProgressError::Fields => tr.t("learn-progress-fields"),
            });
            let said = tr.ta("learn-progress-unreadable", &[("problem", why.as_str().into())]);
            format!("{said} {}", words::kept(tr, &u.kept))
        }
    }
}

/// Why a file could not be loaded.
pub fn fetch_error(tr: &Tr, e: &FetchError) -> String {
    match e {
        FetchError::NotInFile => tr.t("fetch-not-in-file"),
        FetchError::Status(status) => tr.ta("fetch-status", &[("status", (*status).into())]),
        FetchError::NotText => tr.t("fetch-not-text"),
        // The browser's own words.
        FetchError::Failed(why) => why.clone(),
    }
}

/// What is wrong with a lesson file.
pub fn lesson_error(tr: &Tr, e: &LessonError) -> String {
    match e {
        LessonError::Syntax { line, column, detail } => tr.ta(
            "lesson-error-syntax",
            &[("line", (*line).into()), ("column", (*column).into()), ("detail", detail.into())],
        ),
        LessonError::WrongId { found } => tr.ta("lesson-error-wrong-id", &[("found", found.into())]),
        LessonError::NoTasks => tr.t("lesson-error-no-tasks"),
        LessonError::EmptyCourse => tr.t("lesson-error-empty-course"),
        LessonError::Variant { task, text } => {
            tr.ta("lesson-error-variant", &[("task", (*task).into()), ("text", text.into())])
        }
        LessonError::Position { task, error } => tr.ta(
            "lesson-error-position",
            &[("task", (*task).into()), ("problem", words::position_problem(tr, error).as_str().into())],
        ),
        LessonError::Over { task } => tr.ta("lesson-error-over", &[("task", (*task).into())]),
        LessonError::Pit { task, text } => {
            tr.ta("lesson-error-pit", &[("task", (*task).into()), ("text", text.into())])
        }
        LessonError::Answers { task, accepted } => {
            tr.ta("lesson-error-answers", &[("task", (*task).into()), ("accepted", letters(*accepted).as_str().into())])
        }
        LessonError::NoWrongMove { task } => tr.ta("lesson-error-no-wrong-move", &[("task", (*task).into())]),
        LessonError::Choice { task: None, field, lang, key } => tr.ta(
            "lesson-error-choice",
            &[("field", (*field).into()), ("lang", lang.native_name().into()), ("key", key.as_str().into())],
        ),
        LessonError::Choice { task: Some(task), field, lang, key } => tr.ta(
            "lesson-error-task-choice",
            &[
                ("task", (*task).into()),
                ("field", (*field).into()),
                ("lang", lang.native_name().into()),
                ("key", key.as_str().into()),
            ],
        ),
        LessonError::EmptyText { task: None, field, lang } => {
            tr.ta("lesson-error-empty-text", &[("field", (*field).into()), ("lang", lang.native_name().into())])
        }
        LessonError::EmptyText { task: Some(task), field, lang } => tr.ta(
            "lesson-error-empty-task-text",
            &[("task", (*task).into()), ("field", (*field).into()), ("lang", lang.native_name().into())],
        ),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use warri_web::shell::i18n::Lang;
    use warri_web::shell::store::{Envelope, Kept, ReadError, Unreadable};

    /// The game's messages with the learning pages' (`web/learn/LANG.ftl`).
    pub(crate) fn learn_tr(lang: Lang) -> Tr {
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/learn/");
        let text = std::fs::read_to_string(format!("{file}{}.ftl", lang.code())).unwrap();
        Tr::with_more(lang, &[&text])
    }

    #[test]
    fn unreadable_progress_is_named_in_the_pages_language() {
        let kept = Kept::Aside("warri.learn.unreadable".into());
        let json =
            Unreadable { problem: ReadError::Envelope(Envelope::Json { line: 1, column: 11 }), kept: kept.clone() };
        assert_eq!(
            problem(&learn_tr(Lang::En), &Problem::Progress(json)),
            "Your saved lesson progress could not be read (it is not JSON: line 1, column 11); new progress starts. It is kept aside, unchanged, in this browser's storage (under \"warri.learn.unreadable\"): nothing is written over it."
        );
        let fields = Unreadable { problem: ReadError::Content(ProgressError::Fields), kept };
        let said = problem(&learn_tr(Lang::Fr), &Problem::Progress(fields));
        assert!(said.contains("(ses champs ne sont pas ceux d'une progression dans les leçons)"), "{said}");
        let newer =
            Unreadable { problem: ReadError::Envelope(Envelope::Newer(2)), kept: Kept::Newer("warri.learn".into()) };
        let said = problem(&learn_tr(Lang::Ru), &Problem::Progress(newer));
        assert!(said.contains("версия 2 новее этой версии warri"), "{said}");
    }
}
