//! The glossary (`?view=glossary`), for teachers: the words of the games
//! in the four languages as the sources and the lessons use them, each with
//! a one-line meaning and the place where it first appears in the course.
//!
//! The words are messages of `web/learn/glossary-<lang>.ftl`, three per
//! term: [`term_message`] (the word, the sources' other words in
//! brackets), [`meaning_message`] and [`forms_message`], the forms to look
//! for in the lessons, comma-separated (see [`Form`]). This file holds the
//! terms' ids in the glossary's order ([`TERMS`]) and the search for a
//! term's first appearance ([`first_appearance`]): computed from the
//! lessons, in course order, so it cannot go stale when a lesson is
//! reworded.

use warri_i18n::Lang;

use crate::lesson::{Lesson, Texts};

/// The terms, in the glossary's order: the board and its parts, playing,
/// capturing, the end of a game, the match, the equipment. Each id is the
/// page's `data-term` and names its messages (`term-ID`, …).
pub const TERMS: [&str; 25] = [
    "board",
    "pit",
    "row",
    "seed",
    "store",
    "side",
    "move",
    "to-move",
    "sow",
    "counter-clockwise",
    "lap",
    "capture",
    "chain",
    "feed",
    "grand-slam",
    "sweep",
    "stuck",
    "cycle",
    "split",
    "surplus-seed",
    "draw",
    "game",
    "tournament-series",
    "champion",
    "horse-nickars",
];

/// The message holding a term's word(s) in a language: `term-ID`.
pub fn term_message(id: &str) -> String {
    format!("term-{id}")
}

/// The message holding a term's one-line meaning: `term-ID-meaning`.
pub fn meaning_message(id: &str) -> String {
    format!("term-{id}-meaning")
}

/// The message holding the forms to look for in the lessons:
/// `term-ID-forms`.
pub fn forms_message(id: &str) -> String {
    format!("term-{id}-forms")
}

/// Every message of the terms, for the checks of the message files.
pub fn messages() -> Vec<String> {
    TERMS.iter().flat_map(|id| [term_message(id), meaning_message(id), forms_message(id)]).collect()
}

/// One piece of a [`Form`]: a whole word, or the start of one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// The word exactly (`seed` finds "seed", not "seeds" or "seedling").
    Word(String),
    /// Any word that starts so (`captur*` finds "capture", "captured").
    Stem(String),
}

impl Piece {
    fn fits(&self, word: &str) -> bool {
        match self {
            Piece::Word(w) => word == w,
            Piece::Stem(s) => word.starts_with(s.as_str()),
        }
    }
}

/// A form to look for: one word or several in a row (`grand slam*`),
/// lower case; a piece written with a final `*` is a stem. Words are runs
/// of letters and digits, so hyphens, apostrophes and spaces all separate
/// them ("grand-slam" has the words of "grand slam").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form(pub Vec<Piece>);

impl Form {
    /// Whether the words of a text hold this form.
    fn found_in(&self, words: &[String]) -> bool {
        let n = self.0.len();
        n > 0 && words.windows(n).any(|w| self.0.iter().zip(w).all(|(p, word)| p.fits(word)))
    }
}

/// The forms of a `term-ID-forms` message: comma-separated, each one or
/// more words, a stem ending in `*` (`store, stores`; `captur*`;
/// `обратн* последовательност*`).
pub fn forms(list: &str) -> Vec<Form> {
    list.split(',')
        .filter_map(|f| {
            let mut pieces = Vec::new();
            let mut word = String::new();
            for c in f.chars().chain([' ']) {
                if c.is_alphanumeric() {
                    word.extend(c.to_lowercase());
                } else if !word.is_empty() {
                    let w = std::mem::take(&mut word);
                    pieces.push(if c == '*' { Piece::Stem(w) } else { Piece::Word(w) });
                }
            }
            (!pieces.is_empty()).then_some(Form(pieces))
        })
        .collect()
}

/// The words of a text, lower case.
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}

/// Which part of a lesson a term appears in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Its title or introduction (shown with its first task).
    Intro,
    /// A task (from 0, as in `?task=N`): its text, hint or solution.
    Task(usize),
}

impl Part {
    /// The task that shows this part (`?task=N`).
    pub fn task(self) -> usize {
        match self {
            Part::Intro => 0,
            Part::Task(n) => n,
        }
    }
}

/// Where a term first appears in the course.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place<'a> {
    /// The lesson.
    pub lesson: &'a Lesson,
    /// Where in it.
    pub part: Part,
}

/// Where any of `forms` first appears in `lessons` (in course order), in
/// `lang`: each lesson's title and introduction, then its tasks in order,
/// each task's text, hint and solution. `None`: nowhere.
pub fn first_appearance<'a>(lessons: &'a [Lesson], lang: Lang, forms: &[Form]) -> Option<Place<'a>> {
    let holds = |texts: &[&Texts]| {
        texts.iter().any(|t| {
            // The words a reader sees: the marks of choices are no words.
            let w = words(&crate::marks::words(t.get(lang)));
            forms.iter().any(|f| f.found_in(&w))
        })
    };
    lessons.iter().find_map(|lesson| {
        let part = if holds(&[&lesson.title, &lesson.intro]) {
            Some(Part::Intro)
        } else {
            lesson.tasks.iter().position(|t| holds(&[&t.text, &t.hint, &t.solved])).map(Part::Task)
        };
        part.map(|part| Place { lesson, part })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::goal::Goal;
    use crate::lesson::{Course, Task};
    use warri_i18n::Tr;
    use warri_rules::{MoveSet, Variant};

    /// A text, the same in every language but Russian.
    fn texts(en: &str, ru: &str) -> Texts {
        Texts { en: en.into(), nl: en.into(), fr: en.into(), ru: ru.into() }
    }

    fn task(text: &str, hint: &str) -> Task {
        Task {
            variant: Variant::Abapa,
            position: "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S".parse().unwrap(),
            goal: Goal::LastIn("a".parse().unwrap()),
            answers: MoveSet::EMPTY,
            text: texts(text, text),
            hint: texts(hint, "Подряд семь лунок."),
            solved: texts("Done.", "Готово."),
        }
    }

    fn lesson(id: &str, intro: &str, tasks: Vec<Task>) -> Lesson {
        Lesson { id: id.into(), title: texts(id, id), intro: texts(intro, intro), tasks }
    }

    /// Two hand-made lessons: the store is named in the second one's third
    /// task (its hint), the chain in the first one's introduction.
    fn course() -> Vec<Lesson> {
        vec![
            lesson(
                "first",
                "Capture 2s and 3s: the chain.",
                vec![task("Sow seven seeds.", "Count."), task("Sow again.", "Count the pits.")],
            ),
            lesson(
                "second",
                "More sowing.",
                vec![
                    task("Sow.", "Count."),
                    task("Reach a.", "The storehouse is not it."),
                    task("Capture three.", "Your Store holds them."),
                ],
            ),
        ]
    }

    #[test]
    fn a_term_is_found_where_it_first_appears_in_course_order() {
        let lessons = course();
        let store = first_appearance(&lessons, Lang::En, &forms("store, stores")).unwrap();
        assert_eq!((store.lesson.id.as_str(), store.part), ("second", Part::Task(2)));
        assert_eq!(store.part.task(), 2);
        let chain = first_appearance(&lessons, Lang::En, &forms("chain*")).unwrap();
        assert_eq!((chain.lesson.id.as_str(), chain.part, chain.part.task()), ("first", Part::Intro, 0));
        // A task's hint counts; the first lesson's second task comes first.
        let pits = first_appearance(&lessons, Lang::En, &forms("pit, pits")).unwrap();
        assert_eq!((pits.lesson.id.as_str(), pits.part), ("first", Part::Task(1)));
        assert_eq!(first_appearance(&lessons, Lang::En, &forms("grand slam*")), None);
    }

    #[test]
    fn forms_are_whole_words_or_stems_and_may_be_several_words() {
        assert_eq!(
            forms(" seed, Grand slam* ,, обратн* последовательность"),
            [
                Form(vec![Piece::Word("seed".into())]),
                Form(vec![Piece::Word("grand".into()), Piece::Stem("slam".into())]),
                Form(vec![Piece::Stem("обратн".into()), Piece::Word("последовательность".into())]),
            ]
        );
        let found = |form: &str, text: &str| forms(form).iter().any(|f| f.found_in(&words(text)));
        assert!(found("seed", "One SEED."));
        assert!(!found("seed", "seven seeds"), "a word is whole");
        assert!(found("seed*", "seven seeds"));
        assert!(found("grand slam*", "les grands slams, a Grand-slams"));
        assert!(!found("grand slam*", "grand, then slam"), "the words in a row");
        assert!(found("chaîne vers l'arrière", "la chaîne vers l’arrière"), "any apostrophe");
        assert!(found("ряд", "по ряду, ряд"));
        assert!(!found("ряд", "подряд"), "not inside a word");
        let lessons = course();
        assert_eq!(first_appearance(&lessons, Lang::Ru, &forms("ряд, ряда, ряду")), None);
        assert!(first_appearance(&lessons, Lang::Ru, &forms("подряд")).is_some());
    }

    fn lang_file(lang: Lang) -> String {
        let path = format!("{}/../../web/learn/glossary-{}.ftl", env!("CARGO_MANIFEST_DIR"), lang.code());
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
    }

    #[test]
    fn every_term_has_its_word_meaning_and_forms_in_every_language_and_no_other_term_is_there() {
        let mut problems = Vec::new();
        for lang in Lang::ALL {
            let file = lang_file(lang);
            let tr = Tr::with_more(lang, &[&file]);
            for id in messages() {
                let text = tr.paragraph(&id, &[]);
                if text == id || text.trim().is_empty() {
                    problems.push(format!("glossary-{}.ftl lacks {id}", lang.code()));
                }
            }
            for id in TERMS {
                if forms(&tr.paragraph(&forms_message(id), &[])).is_empty() {
                    problems.push(format!("glossary-{}.ftl: {id} has no form to look for", lang.code()));
                }
            }
            let known = messages();
            for line in file.lines().filter(|l| l.starts_with("term-")) {
                let id = line.split('=').next().unwrap_or_default().trim();
                if !known.iter().any(|k| k == id) {
                    problems.push(format!("glossary-{}.ftl: {id} is no term's message", lang.code()));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        let mut ids = TERMS.to_vec();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), TERMS.len(), "an id twice");
        assert!(TERMS.iter().all(|id| id.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')));
    }

    #[test]
    fn in_the_real_course_the_terms_are_found_where_they_are_taught() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/lessons/");
        let read = |f: &str| std::fs::read_to_string(format!("{dir}{f}")).unwrap();
        let course = Course::parse(&read("course.json")).unwrap();
        let lessons: Vec<Lesson> =
            course.lessons.iter().map(|id| Lesson::parse(id, &read(&format!("{id}.json"))).unwrap()).collect();
        for lang in Lang::ALL {
            let tr = Tr::with_more(lang, &[&lang_file(lang)]);
            let first = |id: &str| {
                first_appearance(&lessons, lang, &forms(&tr.paragraph(&forms_message(id), &[])))
                    .map(|p| (p.lesson.id.as_str(), p.part))
            };
            let l = lang.code();
            assert_eq!(first("sow"), Some(("sowing", Part::Intro)), "{l}");
            assert_eq!(first("store"), Some(("capture", Part::Intro)), "{l}");
            assert_eq!(first("chain"), Some(("chain", Part::Intro)), "{l}");
            assert_eq!(first("feed"), Some(("feeding", Part::Intro)), "{l}");
            assert_eq!(first("grand-slam"), Some(("grand-slam", Part::Intro)), "{l}");
            assert_eq!(first("sweep"), Some(("grand-slam", Part::Task(5))), "{l}");
            assert_eq!(first("horse-nickars"), None, "{l}: not in the lessons");
        }
    }
}
