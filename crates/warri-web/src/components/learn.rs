//! The learning pages, drawn from [`crate::learn::Learn`]: the list of
//! lessons, a lesson with its board, and a variant's rules page. A page of
//! its own (`main` mounts [`LearnApp`] for `?view=learn`, `?lesson=…` and
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

use warri_diagram::{Diagram, LastMove};
use warri_learn::lesson::{Course, Lesson};
use warri_learn::rules_page::{self, Caption, Figure};
use warri_rules::{Pit, Variant};
use yew::prelude::*;

use crate::app::open_page;
use crate::browser;
use crate::components::board::Board;
use crate::components::rules_table::RulesTable;
use crate::hooks::use_playback;
use crate::i18n::{Lang, Tr};
use crate::learn::{self, Feedback, Learn, LearnAction, Problem, Route};
use crate::learn_words;
use crate::params;
use crate::playback::Speed;
use crate::storage;
use crate::view;
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
    let Some(opening) = LearnOpening::from_browser() else { return false };
    browser::remove_loading_outline();
    yew::Renderer::<LearnApp>::with_props(LearnAppProps { opening: Rc::new(opening) }).render();
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
    // The page's translator: the game's messages at once, the learning
    // messages once fetched.
    let loaded = use_state(|| None::<Rc<Tr>>);
    {
        let (loaded, d) = (loaded.clone(), dispatch.clone());
        use_effect_with(lang, move |lang| {
            let lang = *lang;
            yew::platform::spawn_local(async move {
                let (tr, result) = load_words(lang).await;
                loaded.set(Some(Rc::new(tr)));
                d.dispatch(LearnAction::Words(lang, result));
            });
        });
    }
    {
        let (d, needed) = (dispatch.clone(), state.needs_lessons());
        use_effect_with((), move |_| {
            if needed {
                yew::platform::spawn_local(async move {
                    let (course, lessons) = load_lessons().await;
                    d.dispatch(LearnAction::Lessons(course, lessons));
                });
            }
        });
    }
    // A newly solved task is kept.
    {
        let progress = state.progress.clone();
        use_effect_with(state.progress_changes, move |n| {
            if *n > 0 {
                storage::write_item(storage::PROGRESS_KEY, &progress.to_json());
            }
        });
    }
    // The address bar follows the task shown: a reload comes back to it.
    use_effect_with(state.current_link(), |link| {
        browser::replace_query(link);
    });
    let tr: Rc<Tr> = match &*loaded {
        Some(t) if t.lang() == lang => t.clone(),
        _ => Rc::new(Tr::new(lang)),
    };
    let ready = state.words == Some(lang) && loaded.as_ref().is_some_and(|t| t.lang() == lang);
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
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Some(l) = Lang::from_tag(&v) {
                d.dispatch(LearnAction::Lang(l));
            }
        })
    };
    let header = if state.embed {
        Html::default()
    } else {
        html! {
            <header class="top">
                <h1>{ tr.t("app-title") }</h1>
                <nav class="learn-nav">
                    <a href={params::page_link(&[("lang", lang.code())])} onclick={open_page(params::page_link(&[("lang", lang.code())]))}>{ if ready { tr.t("learn-play") } else { String::new() } }</a>
                    { " " }
                    <a href={learn::link(&Route::List { variant: None }, lang, false)} onclick={open_page(learn::link(&Route::List { variant: None }, lang, false))}>{ if ready { tr.t("learn-back") } else { String::new() } }</a>
                </nav>
                <label class="lang">
                    <span class="sr-only">{ tr.t("language") }</span>
                    <select data-testid="lang" onchange={on_lang} aria-label={tr.t("language")}>
                        { for Lang::ALL.into_iter().map(|l| html! {
                            <option value={l.code()} lang={l.code()} selected={l == lang}>{ l.native_name() }</option>
                        }) }
                    </select>
                </label>
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
    let body = if !ready || (state.needs_lessons() && state.lessons.is_none()) {
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

/// The list of lessons.
fn list_page(tr: &Tr, state: &Learn, variant: Option<Variant>) -> Html {
    let lang = state.lang;
    let lessons = state.lessons.as_deref().unwrap_or_default();
    let name = |v: Variant| words::variant_name(tr, v);
    html! {
        <section class="lessons" data-testid="lessons">
            <h2>{ tr.t("learn-title") }</h2>
            <p>{ tr.t("learn-intro") }</p>
            if let Some(v) = variant {
                <p class="learn-for" data-testid="learn-for" data-variant={v.key()}>
                    { tr.ta("learn-for-variant", &[("name", name(v).as_str().into())]) }
                    { " " }
                    <a href={learn::link(&Route::Rules { variant: v }, lang, state.embed)}
                       onclick={open_page(learn::link(&Route::Rules { variant: v }, lang, state.embed))}>
                        { tr.ta("learn-rules-link", &[("name", name(v).as_str().into())]) }
                    </a>
                </p>
            }
            <ol class="lesson-list">
                { for lessons.iter().map(|l| {
                    let route = Route::Lesson { id: l.id.clone(), task: None };
                    let href = learn::link(&route, lang, state.embed);
                    let solved = state.progress.solved_in(l);
                    let count = l.tasks.len();
                    let marked = variant.filter(|v| *v != Variant::Abapa && l.variants().contains(v));
                    html! {
                        <li class={classes!((solved == count).then_some("complete"))} data-solved={solved.to_string()}>
                            <a data-testid="lesson-link" data-lesson={l.id.clone()} href={href.clone()} onclick={open_page(href)}>
                                { l.title.get(lang) }
                            </a>
                            <span class="lesson-meta">
                                { " · " }{ tr.ta("learn-tasks", &[("count", count.into())]) }
                                { " · " }{ tr.ta("learn-solved", &[("solved", solved.into()), ("count", count.into())]) }
                            </span>
                            if let Some(v) = marked {
                                <span class="lesson-mark">{ " · " }{ tr.ta("learn-marked", &[("name", name(v).as_str().into())]) }</span>
                            }
                        </li>
                    }
                }) }
            </ol>
            <h2>{ tr.t("learn-rules-heading") }</h2>
            <ul class="rules-links">
                { for Variant::ALL.into_iter().map(|v| {
                    let href = learn::link(&Route::Rules { variant: v }, lang, state.embed);
                    html! {
                        <li><a data-testid="rules-link" data-variant={v.key()} href={href.clone()} onclick={open_page(href)}>
                            { tr.ta("learn-rules-link", &[("name", name(v).as_str().into())]) }
                        </a></li>
                    }
                }) }
            </ul>
        </section>
    }
}

/// A lesson: its task, the board, the feedback, the way on.
fn lesson_page(
    tr: &Tr,
    state: &Learn,
    frame: Option<&crate::playback::Frame>,
    dispatch: &UseReducerDispatcher<Learn>,
) -> Html {
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
                    <p><a data-testid="lesson-next" data-lesson={n.id.clone()} href={learn::link(&Route::Lesson { id: n.id.clone(), task: None }, lang, state.embed)}
                          onclick={open_page(learn::link(&Route::Lesson { id: n.id.clone(), task: None }, lang, state.embed))}>
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
    let mut board = view::board(&play.table, frame, false, tr);
    if play.solved() {
        board.pits.iter_mut().for_each(|p| p.playable = false);
    }
    let feedback = play.feedback.as_ref().map(|f| learn_words::feedback(tr, task.variant, f));
    // A wrong move's result, pictured: the task's board stays as it was.
    let missed_picture = match &play.feedback {
        Some(Feedback::Missed { pit, .. }) => {
            let mut after = task.game();
            after.play(*pit).ok().map(|trace| (after, trace))
        }
        _ => None,
    };
    let solved_before = state.progress.is_solved(&lesson.id, play.task);
    html! {
        <section class="lesson" data-testid="lesson" data-lesson={lesson.id.clone()} data-task={play.task.to_string()}
                 data-solved={solved_before.to_string()} data-tries={play.tries.to_string()}>
            <h2>{ lesson.title.get(lang) }</h2>
            if play.task == 0 {
                <p class="lesson-intro">{ lesson.intro.get(lang) }</p>
            }
            <p class="task-count">
                { tr.ta("task-count", &[("n", (play.task + 1).into()), ("count", count.into())]) }
                { " · " }
                { tr.ta("task-variant", &[("name", words::variant_name(tr, task.variant).as_str().into())]) }
            </p>
            <p class="task-text" data-testid="task-text">{ task.text.get(lang) }</p>
            <Board view={board} on_click={on_click} />
            <div class="task-help">
                if play.hint {
                    <p class="hint-text" data-testid="hint-text">{ task.hint.get(lang) }</p>
                } else if !play.solved() {
                    <button type="button" data-testid="task-hint" onclick={act(LearnAction::Hint)}>{ tr.t("task-hint") }</button>
                }
            </div>
            <p class="task-feedback" data-testid="task-feedback" aria-live="polite" hidden={feedback.is_none()}
               data-result={match &play.feedback { Some(Feedback::Illegal(_)) => "illegal", Some(Feedback::Missed { .. }) => "missed", Some(Feedback::Solved { .. }) => "solved", None => "" }}>
                { feedback.unwrap_or_default() }
            </p>
            if let Some((after, trace)) = missed_picture {
                <figure class="task-missed">{ picture(tr, task.variant, &after, Some(&trace)) }</figure>
            }
            if play.solved() {
                <div class="task-done" data-testid="task-done">
                    <p>{ task.solved.get(lang) }</p>
                    <button type="button" class="primary" data-testid="task-next" onclick={act(LearnAction::Next)}>
                        { if play.task + 1 < count { tr.t("task-next") } else { tr.t("task-finish") } }
                    </button>
                </div>
            }
        </section>
    }
}

/// A position as an inline diagram (the drawing of `warri diagram`), its
/// last move marked.
fn picture(tr: &Tr, variant: Variant, game: &warri_rules::Game, trace: Option<&[warri_rules::Step]>) -> Html {
    let last = trace.and_then(LastMove::from_trace);
    let svg = warri_diagram::svg(&Diagram { variant, game, last: last.as_ref(), flipped: false }, tr);
    // Inline: the document's XML declaration goes.
    let svg = svg.split_once("?>").map_or(svg.as_str(), |(_, rest)| rest.trim_start()).to_string();
    Html::from_html_unchecked(svg.into())
}

/// A variant's complete rules page.
fn rules_page(tr: &Tr, variant: Variant, lang: Lang, embed: bool) -> Html {
    let name = words::variant_name(tr, variant);
    let slam = words::slam_name(tr, variant);
    let count = variant.rules().match_wins;
    let args = [("name", name.as_str().into()), ("slam", slam.as_str().into()), ("count", count.into())];
    let play = params::page_link(&[("variant", variant.key()), ("lang", lang.code())]);
    let learn_link = learn::link(&Route::List { variant: Some(variant) }, lang, embed);
    let figure = |f: &Figure| {
        let caption = match &f.caption {
            Caption::Start => tr.t("rules-fig-start"),
            Caption::Move(pit, trace) => words::replay_caption(tr, variant, *pit, trace),
            Caption::Legal(moves) => {
                let player = f.game.to_move().unwrap_or(warri_rules::Player::South);
                let letters: Vec<String> = moves.into_iter().map(|p| p.letter().to_string()).collect();
                tr.ta(
                    "rules-fig-legal",
                    &[("player", warri_i18n::words::side(player)), ("moves", letters.join(", ").as_str().into())],
                )
            }
            Caption::Over(o) => words::result(tr, o, variant),
        };
        let trace = match &f.caption {
            Caption::Move(_, t) => Some(t.as_slice()),
            _ => None,
        };
        html! {
            <figure class="rules-figure">
                { picture(tr, variant, &f.game, trace) }
                <figcaption>{ caption }</figcaption>
            </figure>
        }
    };
    html! {
        <article class="rules-page" data-testid="rules-page" data-variant={variant.key()}>
            <h2>{ tr.ta("rules-page-title", &args) }</h2>
            <p class="rules-page-links">
                <a href={play.clone()} onclick={open_page(play)} data-testid="rules-play">{ tr.ta("rules-page-play", &args) }</a>
                { " · " }
                <a href={learn_link.clone()} onclick={open_page(learn_link)} data-testid="rules-learn">{ tr.t("rules-page-learn") }</a>
            </p>
            <details class="rules-changes">
                <summary>{ tr.ta("rules-page-changes", &args) }</summary>
                <RulesTable variant={variant} />
            </details>
            { for rules_page::page(variant).iter().map(|s| {
                let heading = match s.topic {
                    rules_page::Topic::Board => tr.t("rules-heading-board"),
                    rules_page::Topic::Sowing => tr.t("rules-heading-sowing"),
                    rules_page::Topic::Capture => tr.t("rules-heading-capture"),
                    rules_page::Topic::Feeding => tr.t("rules-heading-feeding"),
                    rules_page::Topic::GrandSlam => tr.t("rules-heading-grand-slam"),
                    rules_page::Topic::End => tr.t("rules-heading-end"),
                    rules_page::Topic::Winner => tr.t("rules-heading-winner"),
                    rules_page::Topic::Match => tr.t("rules-heading-match"),
                    rules_page::Topic::About => tr.ta("rules-heading-about", &args),
                };
                let about = s.topic == rules_page::Topic::About;
                let about_headings = [
                    tr.t("about-heading-names"),
                    tr.t("about-heading-where"),
                    tr.t("about-heading-equipment"),
                    tr.t("about-heading-history"),
                    tr.t("about-heading-sources"),
                ];
                html! {
                    <section data-topic={s.topic.key()}>
                        <h3>{ heading }</h3>
                        { for s.paragraphs.iter().enumerate().map(|(i, id)| html! {
                            <>
                                if about {
                                    <h4>{ about_headings.get(i).cloned().unwrap_or_default() }</h4>
                                }
                                <p>{ tr.paragraph(id, &args) }</p>
                            </>
                        }) }
                        { for s.figures.iter().map(figure) }
                    </section>
                }
            }) }
        </article>
    }
}
