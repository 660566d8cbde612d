//! The learning pages' frame, over [`crate::learn::Learn`]: it opens them,
//! fetches their words and lessons, keeps the progress and the address,
//! and draws the header, the problems and the page asked for (the list and
//! a lesson: [`super::lessons`]; a rules page: [`super::rules_page`]; the
//! glossary: [`super::glossary`]). A page of its own (`main` mounts
//! [`LearnApp`] for `?view=learn`, `?lesson=…`, `?view=rules` and
//! `?view=glossary`), so the game's first board never carries it: its words
//! (`web/learn/`) and lessons (`web/lessons/`) are fetched when it opens.
//!
//! Test hooks: `[data-testid=rules-page][data-variant=K]` with one
//! `section[data-topic=…]` per topic and inline SVG diagrams;
//! `a[data-testid=lesson-link][data-lesson=ID]`, each the whole of its
//! lesson's card on the course map (`li[data-solved=N][data-tasks=N]`, the
//! next lesson's with `data-next="true"`: [`super::course`]); a lesson's
//! `[data-testid=lesson][data-lesson=ID][data-task=N]`, `task-text`, the
//! board as in the game, `task-feedback`, `task-done`, `task-next`,
//! `lesson-done`; `task-hint` and `hint-text`; `a[data-testid=glossary-link]`
//! on every lesson and rules page.

use std::rc::Rc;

use warri_learn::lesson::{Course, Lesson};
use warri_learn::Progress;
use yew::prelude::*;

use crate::learn::glossary::{glossary_page, TermWords};
use crate::learn::lessons::{lesson_page, list_page};
use crate::learn::rules_page::rules_page;
use crate::learn::words as learn_words;
use crate::learn::{self, Learn, LearnAction, Problem};
use warri_web::board::hook::use_playback;
use warri_web::playback::Speed;
use warri_web::shell::browser;
use warri_web::shell::frame::{self, use_address, use_document, PageHeader, Section};
use warri_web::shell::i18n::{Lang, Tr};
use warri_web::shell::route::LearnRoute;
use warri_web::shell::store::{self, Browser};
use warri_web::widgets::notices::{Notices, Said};
use warri_web::words;

/// How the learning page opens.
#[derive(Debug)]
pub struct LearnOpening {
    /// Its first state.
    pub learn: Learn,
    /// The glossary's words in every language, on the glossary.
    pub terms: Rc<TermWords>,
}

impl LearnOpening {
    /// The learning page the browser's address opens, if it opens one:
    /// its language from the link, else the saved game's, else the
    /// browser's; its progress as saved.
    pub fn from_browser() -> Option<LearnOpening> {
        let link = learn::LearnLink::of(&warri_web::shell::url::parse_query(&browser::query()))?;
        let lang = warri_web::shell::i18n::of_browser(link.lang);
        let progress = store::PROGRESS.load(&Browser, |t| Progress::parse(Some(t)));
        let instant = warri_web::shell::hooks::prefers_reduced_motion();
        let learn = Learn::open(link, lang, progress, instant);
        Some(LearnOpening { learn, terms: Rc::default() })
    }
}

impl PartialEq for LearnOpening {
    /// The same opening, not an equal one: the page opens once.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

/// Starts the learning page the address asks for (`crate::start` opens
/// it for a learning link).
pub fn start() {
    let Some(mut opening) = LearnOpening::from_browser() else { return };
    // The page's words and lessons first, under the loading outline of
    // index.html; then the page, drawn once, whole, as the outline goes
    // (in the same frame: nothing shifts).
    yew::platform::spawn_local(async move {
        let (tr, result) = load_words(opening.learn.lang).await;
        opening.learn.apply(LearnAction::Words(Rc::new(tr), result));
        if opening.learn.needs_lessons() {
            let (course, lessons) = load_lessons().await;
            opening.learn.apply(LearnAction::Lessons(course, lessons));
        }
        if opening.learn.route == LearnRoute::Glossary {
            opening.terms = Rc::new(TermWords::load().await);
        }
        browser::remove_loading_outline();
        yew::Renderer::<LearnApp>::with_props(LearnAppProps { opening: Rc::new(opening) }).render();
    });
}

/// Properties of [`LearnApp`].
#[derive(Properties, PartialEq)]
pub struct LearnAppProps {
    /// The opening state.
    pub opening: Rc<LearnOpening>,
}

/// Fetches the course and its lessons: each a result, so one damaged file
/// costs only itself.
async fn load_lessons() -> (Result<Course, Problem>, Vec<Result<Lesson, Problem>>) {
    let fetch = |file: String| async move {
        browser::fetch_text(&file).await.map_err(|why| Problem::Load { file: file.clone(), why })
    };
    let course_file = "lessons/course.json".to_string();
    let course = match fetch(course_file.clone()).await {
        Ok(text) => Course::parse(&text).map_err(|error| Problem::Damaged { file: course_file, error }),
        Err(p) => Err(p),
    };
    let mut lessons = Vec::new();
    if let Ok(c) = &course {
        for id in &c.lessons {
            let file = format!("lessons/{id}.json");
            lessons.push(match fetch(file.clone()).await {
                Ok(text) => Lesson::parse(id, &text).map_err(|error| Problem::Damaged { file, error }),
                Err(p) => Err(p),
            });
        }
    }
    (course, lessons)
}

/// Fetches the learning messages of `lang`: the translator with them, and
/// the first file that could not be loaded.
async fn load_words(lang: Lang) -> (Tr, Result<(), Problem>) {
    let mut sources = Vec::new();
    let mut result = Ok(());
    let code = lang.code();
    for file in [format!("learn/{code}.ftl"), format!("learn/about-{code}.ftl"), format!("learn/glossary-{code}.ftl")] {
        match browser::fetch_text(&file).await {
            Ok(text) => sources.push(text),
            Err(why) => {
                if result.is_ok() {
                    result = Err(Problem::Load { file, why });
                }
            }
        }
    }
    let refs: Vec<&str> = sources.iter().map(String::as_str).collect();
    (Tr::with_more(lang, &refs), result)
}

/// A learning page.
#[function_component(LearnApp)]
pub fn learn_app(props: &LearnAppProps) -> Html {
    let state = use_reducer(|| props.opening.learn.clone());
    let dispatch = state.dispatcher();
    let lang = state.lang;
    super::rules_page::use_table_open_in_print();
    // The learning messages of the page's language: fetched again at each
    // change of language (the reducer drops a language left meanwhile).
    {
        let d = dispatch.clone();
        let have = state.words.as_ref().map(|t| t.lang());
        use_effect_with(lang, move |lang| {
            let lang = *lang;
            if have != Some(lang) {
                yew::platform::spawn_local(async move {
                    let (tr, result) = load_words(lang).await;
                    d.dispatch(LearnAction::Words(Rc::new(tr), result));
                });
            }
        });
    }
    // The lessons, if the page opened without them.
    {
        let (d, needed) = (dispatch.clone(), state.needs_lessons() && state.lessons.is_none());
        use_effect_with((), move |_| {
            if needed {
                yew::platform::spawn_local(async move {
                    let (course, lessons) = load_lessons().await;
                    d.dispatch(LearnAction::Lessons(course, lessons));
                });
            }
        });
    }
    // A newly solved task is kept, with what another tab saved meanwhile.
    {
        let progress = state.progress.clone();
        use_effect_with(state.progress_changes, move |n| {
            if *n > 0 {
                store::PROGRESS.update(
                    &Browser,
                    |t| Progress::parse(Some(t)),
                    |saved| {
                        let mut all = progress;
                        if let Some(saved) = saved {
                            all.merge(&saved);
                        }
                        all.to_json()
                    },
                );
            }
        });
    }
    // The address bar follows the task shown: a reload comes back to it.
    use_address(state.current_link());
    // Until they are loaded, the game's messages (the header, "Loading…").
    let game_words = use_memo(lang, |l| Rc::new(Tr::new(*l)));
    let ready = state.words.is_some();
    let tr: Rc<Tr> = state.words.clone().unwrap_or_else(|| (*game_words).clone());
    let page = page_name(&state, &tr);
    {
        let title = match &state.route {
            LearnRoute::Rules { variant } if ready => {
                tr.ta("rules-page-title", &[("name", words::variant_name(&tr, *variant).as_str().into())])
            }
            _ => state.lesson().filter(|_| ready).map_or_else(|| page.clone(), |l| l.title.get(lang).to_string()),
        };
        use_document(lang, frame::title(&tr, Some(&title)));
    }
    // The task's board animates a solving move as the game does.
    let frame = {
        let d = dispatch.clone();
        let on_done = Callback::from(move |id| d.dispatch(LearnAction::AnimationDone(id)));
        let animation = state.play.as_ref().and_then(|p| p.table.animation.clone());
        use_playback(animation, if state.instant { Speed::Instant } else { Speed::Normal }, on_done)
    };

    let on_lang = {
        let d = dispatch.clone();
        Callback::from(move |l: Lang| d.dispatch(LearnAction::Lang(l)))
    };
    let header = if state.embed {
        html! { <h1 class="sr-only">{ tr.t("app-title") }</h1> }
    } else {
        let variant = match &state.route {
            LearnRoute::Rules { variant } => Some(words::variant_name(&tr, *variant)),
            _ => None,
        };
        PageHeader { page: Some(page), variant, section: Section::Learn }.view(&tr, on_lang)
    };
    let problems = if ready {
        let said = state.problems.iter().map(|p| said(&tr, p)).collect::<Vec<_>>();
        html! { <Notices {said} on_dismiss={let d = dispatch.clone(); move |()| d.dispatch(LearnAction::Dismiss)} /> }
    } else {
        Html::default()
    };
    let shown = ready && !(state.needs_lessons() && state.lessons.is_none());
    let body = if !shown {
        html! { <p class="learn-loading" data-testid="learn-loading" aria-busy="true">{ tr.t("learn-loading") }</p> }
    } else {
        match &state.route {
            LearnRoute::Rules { variant } => rules_page(&tr, *variant, lang, state.embed),
            LearnRoute::Glossary => {
                let lessons = state.lessons.as_deref().unwrap_or_default();
                glossary_page(&tr, lang, state.embed, lessons, &props.opening.terms)
            }
            _ if state.play.is_some() => lesson_page(&tr, &state, frame.as_ref(), &dispatch),
            LearnRoute::List { variant } => list_page(&tr, &state, *variant),
            LearnRoute::Lesson { .. } => list_page(&tr, &state, None),
        }
    };
    html! {
        <ContextProvider<Rc<Tr>> context={tr.clone()}>
            <div class={classes!("app", "learn", state.embed.then_some("embed"))}>
                { header }
                { problems }
                <main>{ body }</main>
            </div>
        </ContextProvider<Rc<Tr>>>
    }
}

/// The page's name in its header and its document's title: the rules,
/// the glossary or the lessons (the section's name until their words are
/// loaded).
fn page_name(state: &Learn, tr: &Tr) -> String {
    if state.words.is_none() {
        return tr.t("nav-learn");
    }
    match &state.route {
        LearnRoute::Rules { .. } => tr.t("page-rules"),
        LearnRoute::Glossary => tr.t("glossary-title"),
        _ => tr.t("learn-title"),
    }
}

/// A problem of the learning pages, worded, with the kept copy of
/// unreadable progress.
fn said(tr: &Tr, p: &learn::Problem) -> Said {
    let kept = match p {
        learn::Problem::Progress(u) => Some(u.kept.clone()),
        _ => None,
    };
    Said { text: learn_words::problem(tr, p), kept }
}
