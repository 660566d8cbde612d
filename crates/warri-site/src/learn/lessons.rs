//! The lessons' pages, drawn from [`crate::learn::Learn`]: the list of
//! lessons (the course map of [`crate::learn::course`], each lesson a card
//! with its progress, then the rules pages' links) and a
//! lesson: its task in words, the board as in the game, the answer to every
//! move (kept in a live region, so a screen reader says it), the hint, and
//! the way on to the next task and the lesson's end. Both link to the
//! glossary of the games' words.

use warri_rules::{Pit, Variant};
use yew::prelude::*;

use crate::learn::course;
use crate::learn::words as learn_words;
use crate::learn::{Feedback, Learn, LearnAction};
use warri_learn::marks::{self, Piece};
use warri_rules::Choice;
use warri_web::board::component::Board;
use warri_web::board::view::{self, Interaction};
use warri_web::playback::Frame;
use warri_web::shell::i18n::Tr;
use warri_web::shell::route::LearnRoute;
use warri_web::widgets::choice;
use warri_web::widgets::diagram::inline_svg;
use warri_web::widgets::links::open_page;
use warri_web::words;

/// The list of lessons.
pub fn list_page(tr: &Tr, state: &Learn, variant: Option<Variant>) -> Html {
    let lang = state.lang;
    let name = |v: Variant| words::variant_name(tr, v);
    html! {
        <section class="lessons" data-testid="lessons">
            <h2>{ tr.t("learn-title") }</h2>
            <p>{ tr.t("learn-intro") }</p>
            if let Some(v) = variant {
                <p class="learn-for" data-testid="learn-for" data-variant={v.key()}>
                    { tr.ta("learn-for-variant", &[("name", name(v).as_str().into())]) }
                    { " " }
                    <a href={LearnRoute::Rules { variant: v }.link(lang, state.embed)}
                       onclick={open_page(LearnRoute::Rules { variant: v }.link(lang, state.embed))}>
                        { tr.ta("learn-rules-link", &[("name", name(v).as_str().into())]) }
                    </a>
                </p>
            }
            { course::map(tr, state, variant) }
            <h2>{ tr.t("learn-rules-heading") }</h2>
            <ul class="rules-links">
                { for Variant::ALL.into_iter().map(|v| {
                    let href = LearnRoute::Rules { variant: v }.link(lang, state.embed);
                    html! {
                        <li><a data-testid="rules-link" data-variant={v.key()} href={href.clone()} onclick={open_page(href)}>
                            { tr.ta("learn-rules-link", &[("name", name(v).as_str().into())]) }
                        </a></li>
                    }
                }) }
                <li>{ glossary_link(tr, state, None) }</li>
            </ul>
        </section>
    }
}

/// A lesson: its task, the board, the feedback, the way on.
pub fn lesson_page(tr: &Tr, state: &Learn, frame: Option<&Frame>, dispatch: &UseReducerDispatcher<Learn>) -> Html {
    let (Some(play), Some(lesson)) = (state.play.as_ref(), state.lesson()) else { return Html::default() };
    let lang = state.lang;
    let task = &lesson.tasks[play.task];
    let count = lesson.tasks.len();
    let act = |a: LearnAction| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(a.clone()))
    };
    if state.done {
        let lessons = state.lessons.as_deref().unwrap_or_default();
        let next = lessons.get(play.lesson + 1);
        return html! {
            <section class="lesson" data-testid="lesson-done" data-lesson={lesson.id.clone()}>
                <h2>{ tr.t("lesson-done") }</h2>
                <p>{ tr.ta("lesson-done-text", &[("lesson", lesson.title.get(lang).into())]) }</p>
                if let Some(n) = next {
                    <p><a data-testid="lesson-next" data-lesson={n.id.clone()} href={LearnRoute::Lesson { id: n.id.clone(), task: None }.link(lang, state.embed)}
                          onclick={open_page(LearnRoute::Lesson { id: n.id.clone(), task: None }.link(lang, state.embed))}>
                        { tr.ta("lesson-next", &[("lesson", n.title.get(lang).into())]) }
                    </a></p>
                } else {
                    <p>{ tr.t("lesson-last") }</p>
                }
                <p><button type="button" data-testid="lesson-again" onclick={act(LearnAction::Again)}>{ tr.t("lesson-again") }</button></p>
            </section>
        };
    }
    let on_click = {
        let d = dispatch.clone();
        Callback::from(move |pit: Pit| d.dispatch(LearnAction::Click(pit)))
    };
    let interaction = if play.solved() { Interaction::Watch } else { Interaction::Play };
    let board = view::board(&play.table, frame, false, tr, interaction);
    let feedback = play.feedback.as_ref().map(|f| learn_words::feedback(tr, task.variant, f));
    // A wrong move's result, pictured: the task's board stays as it was.
    let missed_picture = match &play.feedback {
        Some(Feedback::Missed { effect, .. }) => Some(effect),
        _ => None,
    };
    let solved_before = state.progress.is_solved(&lesson.id, play.task);
    html! {
        <section class="lesson" data-testid="lesson" data-lesson={lesson.id.clone()} data-task={play.task.to_string()}
                 data-solved={solved_before.to_string()} data-tries={play.tries.to_string()}>
            <h2>{ lesson.title.get(lang) }</h2>
            if play.task == 0 {
                <p class="lesson-intro" data-choice={choosing(lesson.intro.get(lang))}>{ marked(tr, &lesson.variants(), lesson.intro.get(lang)) }</p>
            }
            <p class="task-count">
                { tr.ta("task-count", &[("n", (play.task + 1).into()), ("count", count.into())]) }
                { " · " }
                { tr.ta("task-variant", &[("name", words::variant_name(tr, task.variant).as_str().into())]) }
            </p>
            <p class="task-text" data-testid="task-text" data-choice={choosing(task.text.get(lang))}>{ marked(tr, &[task.variant], task.text.get(lang)) }</p>
            { Board::new(board, on_click).html(tr) }
            <div class="task-help">
                if !play.solved() {
                    <button type="button" data-testid="task-hint" aria-expanded={play.hint.to_string()}
                            aria-controls="hint-text" onclick={act(LearnAction::Hint)}>{ tr.t("task-hint") }</button>
                }
                <p class="hint-text" id="hint-text" data-testid="hint-text" aria-live="polite" hidden={!play.hint}
                   data-choice={choosing(task.hint.get(lang))}>
                    if play.hint { { marked(tr, &[task.variant], task.hint.get(lang)) } }
                </p>
            </div>
            // The answer to a move and, once solved, what it shows: one live
            // region, present from the start, so both are said.
            <div class="task-live" aria-live="polite">
                <p class="task-feedback" data-testid="task-feedback"
                   data-result={match &play.feedback { Some(Feedback::Illegal(_)) => "illegal", Some(Feedback::Missed { .. }) => "missed", Some(Feedback::Solved { .. }) => "solved", None => "" }}>
                    { feedback.unwrap_or_default() }
                </p>
                if play.solved() {
                    <div class="task-done" data-testid="task-done">
                        <p data-choice={choosing(task.solved.get(lang))}>{ marked(tr, &[task.variant], task.solved.get(lang)) }</p>
                    </div>
                }
            </div>
            if let Some(effect) = missed_picture {
                <figure class="task-missed">{ inline_svg(tr, task.variant, &effect.after, Some(&effect.trace)) }</figure>
            }
            if play.solved() {
                <p class="task-on">
                    <button type="button" class="primary" data-testid="task-next" onclick={act(LearnAction::Next)}>
                        { if play.task + 1 < count { tr.t("task-next") } else { tr.t("task-finish") } }
                    </button>
                </p>
            }
            <p class="lesson-glossary">{ glossary_link(tr, state, Some("button")) }</p>
        </section>
    }
}

/// The link to the glossary, in the page's language (`class`: its look).
fn glossary_link(tr: &Tr, state: &Learn, class: Option<&'static str>) -> Html {
    let href = LearnRoute::Glossary.link(state.lang, state.embed);
    html! {
        <a {class} data-testid="glossary-link" href={href.clone()} onclick={open_page(href)}>{ tr.t("glossary-link") }</a>
    }
}

/// A lesson's text with the marks of the choices it states (`{choice:KEY}`,
/// checked when the lesson was read), each leading to its reason on the
/// rules page of a variant that has the choice: one of `variants` (the
/// task's, the lesson's) if it can.
fn marked(tr: &Tr, variants: &[Variant], text: &str) -> Html {
    let pieces = marks::pieces(text).unwrap_or_else(|_| vec![Piece::Text(text)]);
    let mut out = Vec::new();
    for (i, p) in pieces.iter().enumerate() {
        out.push(match *p {
            // `marks` puts a space before the mark: the text's own goes.
            Piece::Text(t) if matches!(pieces.get(i + 1), Some(Piece::Choice(_))) => {
                html! { { t.trim_end().to_string() } }
            }
            Piece::Text(t) => html! { { t.to_string() } },
            Piece::Choice(c) => choice::marks(tr, where_chosen(c, variants), &[c]),
        });
    }
    out.into_iter().collect()
}

/// `data-choice` of a text: "warri" where it marks a choice.
fn choosing(text: &str) -> Option<&'static str> {
    marks::pieces(text).is_ok_and(|p| p.iter().any(|p| matches!(p, Piece::Choice(_)))).then_some("warri")
}

/// A variant whose rules hold `choice`: the first of `variants` that does,
/// else the first of all.
fn where_chosen(choice: Choice, variants: &[Variant]) -> Variant {
    let has = |v: &Variant| v.choices().contains(&choice);
    variants.iter().copied().find(has).or_else(|| Variant::ALL.into_iter().find(has)).unwrap_or_default()
}
