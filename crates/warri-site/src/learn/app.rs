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
use yew::prelude::*;

use crate::learn::glossary::{glossary_page, TermWords};
use crate::learn::lessons::{lesson_page, list_page};
use crate::learn::rules_page::rules_page;
use crate::learn::words as learn_words;
use crate::learn::{self, Learn, LearnAction, Problem, Progress};
use warri_web::playback::Speed;
use warri_web::shell::address::Address;
use warri_web::shell::browser;
use warri_web::shell::frame::{use_address, PageHeader, Section};
use warri_web::shell::hooks::prefers_reduced_motion;
use warri_web::shell::i18n::{of_browser, Lang, Tr};
use warri_web::shell::room::{self, use_room, OnBoard, Opened, Room};
use warri_web::shell::route::LearnRoute;
use warri_web::shell::store::{self, use_kept, Browser};
use warri_web::widgets::notices::Said;
use warri_web::words;

/// How the learning page opens.
#[derive(Debug)]
pub struct LearnOpening {
    /// Its first state.
    pub learn: Learn,
    /// The glossary's words in every language, on the glossary.
    pub terms: Rc<TermWords>,
}

/// Starts the learning page the address asks for (`crate::start` opens it
/// for a learning link): its language from the link, else the saved
/// game's, else the browser's; its progress as saved. Its words and
/// lessons are fetched first, under the loading outline of index.html;
/// then the page is drawn once, whole, as the outline goes (in the same
/// frame: nothing shifts).
pub fn start(address: Address) {
    let Some(link) = learn::LearnLink::of(&address) else { return };
    room::start::<LearnApp, LearnOpening>(async move {
        let lang = of_browser(link.lang);
        let progress = store::load::<Progress>(&Browser);
        let mut learn = Learn::open(link, lang, progress, prefers_reduced_motion());
        let (tr, result) = load_words(lang).await;
        let tr = Rc::new(tr);
        learn.apply(LearnAction::Words(tr.clone(), result));
        if learn.needs_lessons() {
            let (course, lessons) = load_lessons().await;
            learn.apply(LearnAction::Lessons(course, lessons));
        }
        let terms =
            Rc::new(if learn.route == LearnRoute::Glossary { TermWords::load().await } else { TermWords::default() });
        Opened::new(LearnOpening { learn, terms }, tr, room::saved_look(&address))
    });
}

impl Room for Learn {
    fn words(lang: Lang) -> Tr {
        // The game's messages (the header, "Loading…") until the page's own
        // are loaded.
        Tr::new(lang)
    }

    fn own_words(&self) -> Option<Rc<Tr>> {
        self.words.clone()
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn set_lang(lang: Lang) -> LearnAction {
        LearnAction::Lang(lang)
    }

    fn title(&self, tr: &Tr) -> String {
        let ready = self.words.is_some();
        let name = match &self.route {
            LearnRoute::Rules { variant } if ready => {
                tr.ta("rules-page-title", &[("name", words::variant_name(tr, *variant).as_str().into())])
            }
            LearnRoute::Glossary if ready => tr.t("glossary-title"),
            _ => match self.lesson().filter(|_| ready) {
                Some(l) => l.title.get(self.lang).to_string(),
                None => page_name(self, tr),
            },
        };
        warri_web::shell::frame::title(tr, Some(&name))
    }

    fn board(&self) -> Option<OnBoard<'_>> {
        let speed = if self.instant { Speed::Instant } else { Speed::Normal };
        self.play.as_ref().map(|p| OnBoard { table: &p.table, speed, mine: None })
    }

    fn animation_done(id: u32) -> Option<LearnAction> {
        Some(LearnAction::AnimationDone(id))
    }

    fn said(&self, tr: &Tr) -> Vec<Said> {
        // Said once the page's words are loaded.
        let ready = self.words.is_some();
        let said = |p: &Problem| Said { text: learn_words::problem(tr, p), kept: p.kept().cloned() };
        self.problems.iter().filter(|_| ready).map(said).collect()
    }

    fn dismiss() -> LearnAction {
        LearnAction::Dismiss
    }
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
pub fn learn_app(props: &Opened<LearnOpening>) -> Html {
    let state = use_reducer(|| props.opening.learn.clone());
    let dispatch = state.dispatcher();
    let lang = state.lang;
    let room = use_room(&state, props);
    super::rules_page::use_table_open_in_print();
    use_learn_effects(&state);
    // A newly solved task is kept, with what another tab saved meanwhile.
    use_kept(&state.progress, state.progress_changes);
    warri_web::shell::i18n::use_remembered(state.lang, state.embed);
    // The address bar follows the task shown: a reload comes back to it.
    use_address(state.current_link());
    let tr = room.tr.clone();
    let header = if state.embed {
        html! { <h1 class="sr-only">{ tr.t("app-title") }</h1> }
    } else {
        let variant = match &state.route {
            LearnRoute::Rules { variant } => Some(words::variant_name(&tr, *variant)),
            _ => None,
        };
        PageHeader { page: Some(page_name(&state, &tr)), variant, section: Section::Learn }.view(&tr, room.on_lang)
    };
    let ready = state.words.is_some();
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
            _ if state.play.is_some() => lesson_page(&tr, &state, room.frame.as_ref(), &dispatch),
            LearnRoute::List { variant } => list_page(&tr, &state, *variant),
            LearnRoute::Lesson { .. } => list_page(&tr, &state, None),
        }
    };
    html! {
        <ContextProvider<Rc<Tr>> context={tr.clone()}>
            <div class={classes!("app", "learn", state.embed.then_some("embed"))}>
                { header }
                { room.notices }
                <main>{ body }</main>
            </div>
        </ContextProvider<Rc<Tr>>>
    }
}

/// What the learning page asks of the world: the words of its language,
/// fetched again at each change of language (the reducer drops a language
/// left meanwhile); the lessons, if it opened without them; a newly
/// solved task kept, with what another tab saved meanwhile.
#[hook]
fn use_learn_effects(state: &UseReducerHandle<Learn>) {
    let dispatch = state.dispatcher();
    {
        let d = dispatch.clone();
        let have = state.words.as_ref().map(|t| t.lang());
        use_effect_with(state.lang, move |lang| {
            let lang = *lang;
            if have != Some(lang) {
                yew::platform::spawn_local(async move {
                    let (tr, result) = load_words(lang).await;
                    d.dispatch(LearnAction::Words(Rc::new(tr), result));
                });
            }
        });
    }
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
