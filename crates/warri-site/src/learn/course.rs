//! The lessons list as a course map: each lesson a card, in course order —
//! a small picture of its first task's board ([`crate::thumb`]), its title,
//! the variants its tasks are played in, its progress ("3 of 5 tasks", a
//! dot per task, and ✓ once complete) and, on the first lesson not yet
//! complete, the "Next" badge. What decides the marks ([`standings`],
//! [`progress_words`]) is plain Rust, tested natively; the progress is the
//! saved one ([`crate::learn::Progress`]).
//!
//! Markup (the cards' part of `web/style.css`): `ol.lesson-list.cards` of
//! `li.lesson-card.card` (`.complete` once every task is solved, `.next`
//! on the next lesson), each with `data-solved=N`, `data-tasks=N`,
//! `data-variants="K …"` and, on the next lesson only, `data-next="true"`;
//! inside, the one link `a[data-testid=lesson-link][data-lesson=ID]`
//! (`aria-current="step"` on the next lesson) holding `div.card-board`
//! (the picture) and `div.card-body`: `h3.card-title`, `p.card-badge`,
//! `p.card-variants` (`.chip` each), `p.card-progress` (`.task-dots` of
//! `.dot` / `.dot.solved`, `.card-count`, `.card-done`) and the
//! `?variant=` mark `p.lesson-mark`.

use crate::learn::Progress;
use warri_learn::lesson::Lesson;
use warri_rules::Variant;
use yew::prelude::*;

use crate::learn::Learn;
use crate::thumb;
use warri_web::shell::i18n::Tr;
use warri_web::shell::route::LearnRoute;
use warri_web::widgets::links::open_page;
use warri_web::words;

/// Where a lesson stands for the visitor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Its tasks solved.
    pub solved: usize,
    /// Its tasks.
    pub count: usize,
    /// Whether it is the lesson to take next: the first, in course order,
    /// not yet complete.
    pub next: bool,
}

impl Standing {
    /// Whether every task of the lesson is solved.
    pub fn complete(&self) -> bool {
        self.solved >= self.count
    }
}

/// Each lesson's standing, in course order: at most one is next (none once
/// all are complete).
pub fn standings(lessons: &[Lesson], progress: &Progress) -> Vec<Standing> {
    let mut found = false;
    lessons
        .iter()
        .map(|l| {
            let (solved, count) = (progress.solved_in(l), l.tasks.len());
            let next = !found && solved < count;
            found |= next;
            Standing { solved, count, next }
        })
        .collect()
}

/// A lesson's progress in words: "3 of 5 tasks".
pub fn progress_words(tr: &Tr, s: Standing) -> String {
    tr.ta("learn-progress", &[("solved", s.solved.into()), ("count", s.count.into())])
}

/// The course map: every lesson's card, in course order (`marked`: the
/// variant of `?variant=`, whose lessons say they are for it).
pub fn map(tr: &Tr, state: &Learn, marked: Option<Variant>) -> Html {
    let lessons = state.lessons.as_deref().unwrap_or_default();
    let standings = standings(lessons, &state.progress);
    html! {
        <ol class="lesson-list cards">
            { for lessons.iter().zip(standings).map(|(l, s)| card(tr, state, l, s, marked)) }
        </ol>
    }
}

/// One lesson's card: the whole card is its link.
fn card(tr: &Tr, state: &Learn, lesson: &Lesson, s: Standing, marked: Option<Variant>) -> Html {
    let href = LearnRoute::Lesson { id: lesson.id.clone(), task: None }.link(state.lang, state.embed);
    let variants = lesson.variants();
    let keys = variants.iter().map(|v| v.key()).collect::<Vec<_>>().join(" ");
    let marked = marked.filter(|v| variants.contains(v));
    html! {
        <li class={classes!("lesson-card", "card", s.complete().then_some("complete"), s.next.then_some("next"))}
            data-solved={s.solved.to_string()} data-tasks={s.count.to_string()} data-variants={keys}
            data-next={s.next.then_some("true")}>
            <a data-testid="lesson-link" data-lesson={lesson.id.clone()} href={href.clone()} onclick={open_page(href)}
               aria-current={s.next.then_some("step")}>
                <div class="card-board">{ for lesson.tasks.first().map(|t| thumb::html(&t.position, false)) }</div>
                <div class="card-body">
                    <h3 class="card-title">{ lesson.title.get(state.lang) }</h3>
                    if s.next {
                        { " " }<p class="card-badge">{ tr.t("learn-next-badge") }</p>
                    }
                    { " " }{ variant_chips(tr, &variants) }
                    { " " }{ progress(tr, s) }
                    if let Some(v) = marked {
                        { " " }
                        <p class="lesson-mark">
                            { tr.ta("learn-marked", &[("name", words::variant_name(tr, v).as_str().into())]) }
                        </p>
                    }
                </div>
            </a>
        </li>
    }
}

/// The variants a lesson's tasks are played in, named.
fn variant_chips(tr: &Tr, variants: &[Variant]) -> Html {
    html! {
        <p class="card-variants">
            <span class="sr-only">{ tr.ta("learn-card-variants", &[("count", variants.len().into())]) }{ " " }</span>
            { for variants.iter().map(|&v| html! { <>{ " " }<span class="chip">{ words::variant_name(tr, v) }</span></> }) }
        </p>
    }
}

/// A lesson's progress: a dot per task (solved or not), the words, and the
/// mark of a complete lesson.
fn progress(tr: &Tr, s: Standing) -> Html {
    html! {
        <p class="card-progress">
            <span class="task-dots" aria-hidden="true">
                { for (0..s.count).map(|i| html! { <span class={classes!("dot", (i < s.solved).then_some("solved"))}></span> }) }
            </span>
            <span class="card-count">{ progress_words(tr, s) }</span>
            if s.complete() {
                { " " }
                <span class="card-done"><span aria-hidden="true">{ "✓ " }</span>{ tr.t("learn-complete") }</span>
            }
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::words::tests::learn_tr;
    use warri_web::shell::i18n::Lang;

    /// The course's lessons, as the page loads them: sowing, lap, capture,
    /// chain, feeding (2 tasks each), grand-slam (6), end (4), match (1).
    fn course() -> Vec<Lesson> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/lessons/");
        let read = |f: &str| std::fs::read_to_string(format!("{dir}{f}")).unwrap();
        let course = warri_learn::lesson::Course::parse(&read("course.json")).unwrap();
        course.lessons.iter().map(|id| Lesson::parse(id, &read(&format!("{id}.json"))).unwrap()).collect()
    }

    fn progress(solved: &[(&str, &[usize])]) -> Progress {
        let mut p = Progress::default();
        for (lesson, tasks) in solved {
            for &t in *tasks {
                p.solve(lesson, t);
            }
        }
        p
    }

    /// The standings as (solved, count, next) per lesson.
    fn marks(p: &Progress) -> Vec<(usize, usize, bool)> {
        standings(&course(), p).into_iter().map(|s| (s.solved, s.count, s.next)).collect()
    }

    #[test]
    fn with_nothing_solved_the_first_lesson_is_next() {
        let m = marks(&Progress::default());
        let counts: Vec<usize> = m.iter().map(|x| x.1).collect();
        assert_eq!(counts, [2, 2, 2, 2, 2, 6, 4, 1]);
        assert!(m.iter().all(|x| x.0 == 0));
        assert_eq!(m.iter().map(|x| x.2).collect::<Vec<_>>(), [true, false, false, false, false, false, false, false]);
    }

    #[test]
    fn the_next_lesson_is_the_first_not_complete_even_past_one_begun_later() {
        // sowing done, lap half done, chain done: lap is next, not capture.
        let p = progress(&[("sowing", &[0, 1]), ("lap", &[1]), ("chain", &[0, 1])]);
        let m = marks(&p);
        assert_eq!(&m[..4], [(2, 2, false), (1, 2, true), (0, 2, false), (2, 2, false)]);
        assert_eq!(m.iter().filter(|x| x.2).count(), 1);
        // Every lesson before grand-slam done, and 5 of its 6 tasks: it is
        // next; end is untouched.
        let early: Vec<(&str, &[usize])> =
            ["sowing", "lap", "capture", "chain", "feeding"].into_iter().map(|id| (id, &[0, 1][..])).collect();
        let mut p = progress(&early);
        for t in [0, 1, 2, 4, 5] {
            p.solve("grand-slam", t);
        }
        assert_eq!(marks(&p)[5..], [(5, 6, true), (0, 4, false), (0, 1, false)]);
    }

    #[test]
    fn once_every_lesson_is_complete_none_is_next() {
        let mut p = Progress::default();
        for l in course() {
            for t in 0..l.tasks.len() {
                p.solve(&l.id, t);
            }
        }
        let s = standings(&course(), &p);
        assert!(s.iter().all(|s| s.complete() && !s.next));
        // A solved task a lesson no longer has does not count.
        p.solve("match", 7);
        assert_eq!(standings(&course(), &p)[7], Standing { solved: 1, count: 1, next: false });
    }

    #[test]
    fn the_progress_reads_solved_of_total_tasks_in_every_language() {
        let cases = [
            (Lang::En, 0, 2, "0 of 2 tasks"),
            (Lang::En, 1, 1, "1 of 1 task"),
            (Lang::En, 3, 5, "3 of 5 tasks"),
            (Lang::Nl, 1, 2, "1 van 2 opdrachten"),
            (Lang::Nl, 0, 1, "0 van 1 opdracht"),
            (Lang::Fr, 1, 2, "1 sur 2 exercices"),
            (Lang::Fr, 1, 1, "1 sur 1 exercice"),
            (Lang::Ru, 0, 1, "0 из 1 задачи"),
            (Lang::Ru, 1, 2, "1 из 2 задач"),
            (Lang::Ru, 5, 6, "5 из 6 задач"),
            (Lang::Ru, 3, 21, "3 из 21 задачи"),
        ];
        for (lang, solved, count, want) in cases {
            let s = Standing { solved, count, next: false };
            assert_eq!(progress_words(&learn_tr(lang), s), want, "{lang:?}");
        }
    }

    #[test]
    fn the_marks_are_worded_in_every_language() {
        let words = |lang| {
            let tr = learn_tr(lang);
            [tr.t("learn-next-badge"), tr.t("learn-complete"), tr.ta("learn-card-variants", &[("count", 2.into())])]
        };
        assert_eq!(words(Lang::En), ["Next", "Complete", "Variants:"]);
        assert_eq!(words(Lang::Nl), ["Volgende", "Voltooid", "Varianten:"]);
        assert_eq!(words(Lang::Fr), ["Suivante", "Terminée", "Variantes\u{a0}:"]);
        assert_eq!(words(Lang::Ru), ["Следующий", "Пройден", "Варианты:"]);
        assert_eq!(learn_tr(Lang::Fr).ta("learn-card-variants", &[("count", 1.into())]), "Variante\u{a0}:");
        assert_eq!(learn_tr(Lang::Ru).ta("learn-card-variants", &[("count", 1.into())]), "Вариант:");
    }
}
