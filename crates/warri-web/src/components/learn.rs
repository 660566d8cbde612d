//! The learning pages' frame, over [`crate::learn::Learn`]: it opens them,
//! fetches their words and lessons, keeps the progress and the address,
//! and draws the header, the problems and the page asked for (the list and
//! a lesson: [`super::lessons`]; a rules page: [`super::rules_page`]). A
//! page of its own (`main` mounts [`LearnApp`] for `?view=learn`, `?lesson=…` and
//! `?view=rules`), so the game's first board never carries it: its words
//! (`web/learn/`) and lessons (`web/lessons/`) are fetched when it opens.
//!
//! Test hooks: `[data-testid=rules-page][data-variant=K]` with one
//! `section[data-topic=…]` per topic and inline SVG diagrams;
//! `a[data-testid=lesson-link][data-lesson=ID]`; a lesson's
//! `[data-testid=lesson][data-lesson=ID][data-task=N]`, `task-text`, the
//! board as in the game, `task-feedback`, `task-done`, `task-next`,
//! `lesson-done`; `task-hint` and `hint-text`.

use std::rc::Rc;

use warri_learn::lesson::{Course, Lesson};
use warri_learn::Progress;
use yew::prelude::*;

use crate::app::open_page;
use crate::browser;
use crate::components::lang_select::LangSelect;
use crate::components::lessons::{lesson_page, list_page};
use crate::components::rules_page::rules_page;
use crate::hooks::use_playback;
use crate::i18n::{Lang, Tr};
use crate::learn::{self, Learn, LearnAction, Problem, Route};
use crate::learn_words;
use crate::params;
use crate::playback::Speed;
use crate::storage;
use crate::words;

/// How the learning page opens.
#[derive(Debug)]
pub struct LearnOpening {
    /// Its first state.
    pub learn: Learn,
}

impl LearnOpening {
    /// The learning page the browser's address opens, if it opens one:
    /// its language from the link, else the saved game's, else the
    /// browser's; its progress as saved.
    pub fn from_browser() -> Option<LearnOpening> {
        let link = learn::LearnLink::of(&params::parse_query(&browser::query()))?;
        let saved_lang = storage::parse(storage::read().as_deref()).ok().flatten().and_then(|r| r.lang);
        let languages = browser::languages();
        let lang = link
            .lang
            .or(saved_lang)
            .or_else(|| Lang::from_preferences(languages.iter().map(String::as_str)))
            .unwrap_or_default();
        let progress = storage::read_item(storage::PROGRESS_KEY);
        let instant = crate::hooks::prefers_reduced_motion();
        Some(LearnOpening { learn: Learn::open(link, lang, progress.as_deref(), instant) })
    }
}

impl PartialEq for LearnOpening {
    /// The same opening, not an equal one: the page opens once.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

/// Starts the learning page the address asks for; `false` if it asks for
/// none (then the game starts).
#[cfg(target_arch = "wasm32")]
pub fn start() -> bool {
    let Some(mut opening) = LearnOpening::from_browser() else { return false };
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
        browser::remove_loading_outline();
        yew::Renderer::<LearnApp>::with_props(LearnAppProps { opening: Rc::new(opening) }).render();
    });
    true
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
    for file in [format!("learn/{}.ftl", lang.code()), format!("learn/about-{}.ftl", lang.code())] {
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
                let mut all = progress;
                if let Ok(saved) = Progress::parse(storage::read_item(storage::PROGRESS_KEY).as_deref()) {
                    all.merge(&saved);
                }
                storage::write_item(storage::PROGRESS_KEY, &all.to_json());
            }
        });
    }
    // The address bar follows the task shown: a reload comes back to it.
    use_effect_with(state.current_link(), |link| {
        browser::replace_query(link);
    });
    // Until they are loaded, the game's messages (the header, "Loading…").
    let game_words = use_memo(lang, |l| Rc::new(Tr::new(*l)));
    let ready = state.words.is_some();
    let tr: Rc<Tr> = state.words.clone().unwrap_or_else(|| (*game_words).clone());
    {
        let title = match &state.route {
            Route::Rules { variant } if ready => {
                tr.ta("rules-page-title", &[("name", words::variant_name(&tr, *variant).as_str().into())])
            }
            _ if ready => tr.t("learn-title"),
            _ => tr.t("app-title"),
        };
        use_effect_with((lang, title), |(l, title)| browser::set_document_language(l.code(), title));
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
        html! {
            <header class="top">
                <h1>{ tr.t("app-title") }</h1>
                <nav class="learn-nav">
                    <a href={params::page_link(&[("lang", lang.code())])} onclick={open_page(params::page_link(&[("lang", lang.code())]))}>{ tr.t("learn-play") }</a>
                    { " " }
                    <a href={learn::link(&Route::List { variant: None }, lang, false)} onclick={open_page(learn::link(&Route::List { variant: None }, lang, false))}>{ tr.t("learn-back") }</a>
                </nav>
                <LangSelect lang={lang} on_change={on_lang} />
            </header>
        }
    };
    let problems = if state.problems.is_empty() || !ready {
        Html::default()
    } else {
        html! {
            <div class="notice" role="alert" data-testid="notice">
                { for state.problems.iter().map(|p| html! { <p>{ learn_words::problem(&tr, p) }</p> }) }
                <button type="button" onclick={let d = dispatch.clone(); move |_| d.dispatch(LearnAction::Dismiss)}>{ tr.t("dismiss") }</button>
            </div>
        }
    };
    let shown = ready && !(state.needs_lessons() && state.lessons.is_none());
    let body = if !shown {
        html! { <p class="learn-loading" data-testid="learn-loading" aria-busy="true">{ tr.t("learn-loading") }</p> }
    } else {
        match &state.route {
            Route::Rules { variant } => rules_page(&tr, *variant, lang, state.embed),
            _ if state.play.is_some() => lesson_page(&tr, &state, frame.as_ref(), &dispatch),
            Route::List { variant } => list_page(&tr, &state, *variant),
            Route::Lesson { .. } => list_page(&tr, &state, None),
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
