//! The page: its state is one reducer ([`crate::page::Page`]); this file
//! holds the hooks that carry out what that state asks for (the playback
//! timer, the computer-opponent worker, keyboard play, the replay's timer
//! and keys, saving, the document's language) and the markup that draws
//! each view: the game, a replay, the rules card, the board editor. With
//! `embed=1` it shows only the board, the status line and minimal controls,
//! for an iframe on a rules page.

use std::rc::Rc;

use warri_rules::{Pit, Player};
use yew::prelude::*;

use crate::browser;
use crate::components::board::Board;
use crate::components::controls::{Control, Controls};
use crate::components::diagram::DiagramPanel;
use crate::components::editor::EditorView;
use crate::components::hint::HintPanel;
use crate::components::lang_select::LangSelect;
use crate::components::notices::Notices;
use crate::components::oracle::{OraclePanel, OracleState};
use crate::components::replay::ReplayBar;
use crate::components::rules_table::RulesTable;
use crate::components::seats::Seats;
use crate::components::setup::Setup;
use crate::components::share::{EmbedDialog, RecordPanel};
use crate::hooks::{
    prefers_reduced_motion, use_autoplay, use_engine, use_keyboard, use_playback, use_replay_keys, use_visibility,
};
use crate::i18n::{Lang, Tr};
use crate::page::{Page, PageAction, Panel, View, Visit};
use crate::params::{self, EmbedChoice};
use crate::record;
use crate::replay::{self, Replay, ReplayAction};
use crate::seat::Seat;
use crate::storage;
use crate::table::{Action, Settings};
use crate::view;
use crate::words;
use crate::worker::Request;

/// What the page opens with: its state, from the link, the saved game and
/// the user's preferences, and the messages of its language. `main` works
/// it out in a task of its own before the first render, so that neither
/// step holds the page for long (reading the saved game and the
/// translations is a third of starting up).
#[derive(Debug)]
pub struct Opening {
    page: Page,
    tr: Rc<Tr>,
}

impl Opening {
    /// Opens the page from the browser.
    pub fn from_browser() -> Opening {
        let (query, saved, languages) = (browser::query(), storage::read(), browser::languages());
        let page = Page::open(&Visit {
            query: &query,
            saved: saved.as_deref(),
            reduced_motion: prefers_reduced_motion(),
            languages: &languages,
        });
        let tr = Rc::new(Tr::new(page.lang));
        Opening { page, tr }
    }
}

impl PartialEq for Opening {
    /// The same opening, not an equal one: the page opens once.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

/// Starts the game page: opens it (link, saved game, translations) in one
/// task and draws it in the next, so that neither holds the page for long;
/// the loading outline goes as the game draws itself (Yew's first render
/// runs before the next frame).
#[cfg(target_arch = "wasm32")]
pub fn start() {
    let opening = Rc::new(Opening::from_browser());
    yew::platform::spawn_local(async move {
        yew::platform::time::sleep(std::time::Duration::ZERO).await;
        browser::remove_loading_outline();
        yew::Renderer::<App>::with_props(AppProps { opening }).render();
    });
}

/// The page's properties: how it opens.
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The opening state (read once: later changes go through the reducer).
    pub opening: Rc<Opening>,
}

/// The whole game page.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let page = use_reducer(|| props.opening.page.clone());
    let dispatch = page.dispatcher();
    let act = |a: PageAction| {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(a.clone()))
    };
    let opened = props.opening.tr.clone();
    let tr: Rc<Tr> =
        (*use_memo(page.lang, move |l| if opened.lang() == *l { opened } else { Rc::new(Tr::new(*l)) })).clone();
    // Varies the lower levels' choices from one visit to the next.
    let seed_base = *use_memo((), |_| (js_sys::Math::random() * 4_294_967_296.0) as u64);

    // The computer opponent: what the page asks for is sent, answers come
    // back as actions.
    let send = {
        let d = dispatch.clone();
        use_engine(Callback::from(move |reply| d.dispatch(PageAction::Engine(reply))))
    };
    let ask = |send: &Callback<Request>| {
        let send = send.clone();
        move |r: &Option<Request>| {
            if let Some(r) = r {
                send.emit(r.clone());
            }
        }
    };
    use_effect_with(page.move_request(seed_base), ask(&send));
    use_effect_with(page.hint_request(), ask(&send));
    use_effect_with(page.oracle_request(), ask(&send));
    {
        let d = dispatch.clone();
        use_visibility(Callback::from(move |v| d.dispatch(PageAction::Visible(v))));
    }
    // Never lose a game: save after every change (not in embeds).
    use_effect_with(page.saved(), |saved| {
        if let Some(s) = saved {
            storage::write(s);
        }
    });
    {
        let tr = tr.clone();
        use_effect_with(page.lang, move |l| browser::set_document_language(l.code(), &tr.t("app-title")));
    }
    {
        let d = dispatch.clone();
        use_keyboard(Callback::from(move |relative| d.dispatch(PageAction::Game(Action::Letter(relative)))));
    }
    let frame = {
        let d = dispatch.clone();
        let on_done = Callback::from(move |id| d.dispatch(PageAction::Game(Action::AnimationDone(id))));
        use_playback(page.table.animation.clone(), page.speed, on_done)
    };

    // The replay's timer and keys (idle outside a replay).
    {
        let d = dispatch.clone();
        let waiting = page.replay().is_some_and(|r| r.waiting(&page.table));
        let tick = Callback::from(move |()| d.dispatch(PageAction::Replay(ReplayAction::Advance)));
        use_autoplay(waiting, page.table.generation, Replay::pause_ms(&page.table, page.speed), tick);
    }
    let on_replay = {
        let d = dispatch.clone();
        Callback::from(move |a: ReplayAction| d.dispatch(PageAction::Replay(a)))
    };
    use_replay_keys(page.replay().is_some(), on_replay.clone());

    // The lessons are offered once per variant, on the first game of it:
    // below the game (the board stays where it is), drawn with the first
    // render (nothing moves in after it) and remembered at once.
    let offer_eligible = !page.embed && page.view == View::Game && !page.setup_open;
    let offer = {
        let variant = page.table.settings.variant;
        use_state(move || (offer_eligible && !offered(variant)).then_some(variant))
    };
    {
        let offer = offer.clone();
        use_effect_with((page.table.settings.variant, offer_eligible), move |(v, eligible)| {
            if *eligible && !offered(*v) {
                remember_offered(*v);
                offer.set(Some(*v));
            }
        });
    }

    let table = &page.table;
    let variant = table.settings.variant;
    let mut board_view = view::board(table, frame.as_ref(), page.flipped, &tr);
    if page.replay().is_some() {
        // Watched, not played.
        board_view.pits.iter_mut().for_each(|p| p.playable = false);
    }
    let busy = board_view.busy;
    let score = table.match_score();
    let shown_hint = page.shown_hint().cloned();
    let announce = match (&table.last_move, busy) {
        (Some((pit, trace)), false) => words::announce(&tr, variant, *pit, trace),
        _ => String::new(),
    };

    // What links, embeds and pictures show: the game, or in the editor the
    // edited position while it is valid.
    let shown: Rc<crate::table::Table> = Rc::new(match &page.view {
        View::Edit(e) => e.table().unwrap_or_else(|_| page.table.clone()),
        _ => page.table.clone(),
    });
    // The editor's board is never turned round; what it shares is not either.
    let shown_flipped = page.flipped && !matches!(page.view, View::Edit(_));
    let editing = matches!(page.view, View::Edit(_));
    let on_click = {
        let d = dispatch.clone();
        Callback::from(move |pit: Pit| d.dispatch(PageAction::Game(Action::Click(pit))))
    };
    let on_control = {
        let (d, shown, lang) = (dispatch.clone(), shown.clone(), page.lang);
        Callback::from(move |c: Control| match c {
            Control::Undo => d.dispatch(PageAction::Game(Action::Undo)),
            Control::Redo => d.dispatch(PageAction::Game(Action::Redo)),
            Control::NewGame => d.dispatch(PageAction::NewGame),
            Control::NextGame => d.dispatch(PageAction::Game(Action::NextGame)),
            Control::Flip => d.dispatch(PageAction::Flip),
            Control::Rules => d.dispatch(PageAction::ToggleRules),
            Control::Speed(s) => d.dispatch(PageAction::Speed(s)),
            Control::Hint => d.dispatch(PageAction::AskHint),
            Control::CopyLink => {
                let query = params::link(&shown);
                let url = format!("{}{query}", browser::base_url());
                // The address bar follows the game, not a position being edited.
                if !editing {
                    browser::replace_query(&query);
                }
                browser::copy(&url);
                d.dispatch(PageAction::Shared(url));
            }
            Control::Embed => d.dispatch(PageAction::TogglePanel(Panel::Embed)),
            Control::Record => d.dispatch(PageAction::TogglePanel(Panel::Record)),
            Control::Diagram => d.dispatch(PageAction::TogglePanel(Panel::Diagram)),
            Control::Edit => d.dispatch(PageAction::Edit),
            Control::Oracle => d.dispatch(PageAction::ToggleOracle),
            Control::Review => browser::go(&params::review_link(&shown, lang)),
        })
    };
    let on_seat = {
        let d = dispatch.clone();
        Callback::from(move |(p, seat): (Player, Seat)| d.dispatch(PageAction::Game(Action::SetSeat(p, seat))))
    };
    let on_lang = {
        let d = dispatch.clone();
        Callback::from(move |l: Lang| d.dispatch(PageAction::Lang(l)))
    };
    let on_import = {
        let d = dispatch.clone();
        Callback::from(move |text: String| d.dispatch(PageAction::Import(text)))
    };
    let on_import_replay = {
        let d = dispatch.clone();
        Callback::from(move |text: String| d.dispatch(PageAction::ImportReplay(text)))
    };
    let on_start = {
        let d = dispatch.clone();
        Callback::from(move |s: Settings| d.dispatch(PageAction::Start(s)))
    };
    let snippet = {
        let (page, tr, shown) = (page.clone(), tr.clone(), shown.clone());
        Callback::from(move |c: EmbedChoice| {
            let title = words::embed_title(&tr, shown.settings.variant);
            params::embed_snippet(&shown, &browser::base_url(), page.lang, shown_flipped, c, &title)
        })
    };

    let diagram_svg = {
        let (tr, shown) = (tr.clone(), shown.clone());
        Callback::from(move |mark: bool| {
            let t = &shown;
            // The game's last move, also for a game opened from a link.
            let last = if mark { warri_diagram::LastMove::of_game(&t.game) } else { None };
            let d = warri_diagram::Diagram {
                variant: t.settings.variant,
                game: &t.game,
                last: last.as_ref(),
                flipped: shown_flipped,
            };
            (warri_diagram::svg(&d, &tr), warri_diagram::title(&d, &tr))
        })
    };
    let controls = |embed: bool| {
        html! {
            <Controls embed={embed} can_undo={!table.game.moves().is_empty()} can_redo={!table.redo.is_empty()}
                      can_next={!busy && table.can_next_game()}
                      can_hint={page.can_hint()} rules_shown={page.rules_shown} speed={page.speed}
                      oracle_shown={page.oracle.is_some()} can_review={!table.game.moves().is_empty()}
                      on_control={on_control.clone()} />
        }
    };
    // The oracle, while shown: the values about the position on the board.
    let oracle_html = match &page.oracle {
        Some(o) => {
            let analysis = o.about(table.generation);
            let state = if table.game.is_over() {
                OracleState::Over
            } else if o.generation == table.generation && o.failed.is_some() {
                OracleState::Failed
            } else if page.hidden {
                OracleState::Paused
            } else if page.oracle_request().is_some() || busy || analysis.is_none() {
                OracleState::Thinking
            } else {
                OracleState::Done
            };
            let problem = o.failed.as_ref().map(|f| words::failure(&tr, f));
            let on_play = (page.view == View::Game && table.human_to_move()).then(|| on_click.clone());
            html! { <OraclePanel analysis={analysis} to_move={table.game.to_move()} state={state} problem={problem} on_play={on_play}
            rounds={if o.generation == table.generation { o.rounds } else { 0 }} /> }
        }
        None => Html::default(),
    };
    let play_area = html! {
        <>
            <Board view={board_view.clone()} on_click={on_click.clone()} hinted={page.hinted()} />
            <p class="status" data-testid="status">{ view::status(table, &board_view, &tr) }</p>
            <div class="sr-only" aria-live="polite" data-testid="announce">{ announce }</div>
            if let Some((p, level)) = page.thinking() {
                <p class="thinking" data-testid="thinking" role="status">{ words::thinking(&tr, p, level) }</p>
            }
            if let Some(h) = shown_hint {
                <HintPanel hint={h} game={table.game.clone()} />
            }
            { oracle_html.clone() }
            if let Some(e) = table.explanation {
                <p class="explanation" data-testid="explanation" role="status">{ words::explanation(&tr, e, variant) }</p>
            }
            if let Some(text) = view::result(table, &tr).filter(|_| !busy) {
                <p class="result" data-testid="result" role="status">{ text }</p>
            }
            if table.is_match() {
                <p class="match" data-testid="match">{ words::match_line(&tr, &score) }</p>
            }
        </>
    };
    let notices = html! { <Notices notices={page.notices.clone()} on_dismiss={act(PageAction::Dismiss)} /> };
    let learn_href = crate::learn::link(&crate::learn::Route::List { variant: None }, page.lang, false);
    // A first visit to a variant: an offer of the lessons and its rules.
    let offer_html = match *offer {
        Some(v) if v == variant && page.view == View::Game && !page.embed => {
            let name = words::variant_name(&tr, v);
            let lessons = crate::learn::link(&crate::learn::Route::List { variant: Some(v) }, page.lang, false);
            let rules = crate::learn::link(&crate::learn::Route::Rules { variant: v }, page.lang, false);
            let dismiss = {
                let offer = offer.clone();
                Callback::from(move |_: MouseEvent| offer.set(None))
            };
            html! {
                <aside class="learn-offer" data-testid="learn-offer" data-variant={v.key()}>
                    <p>{ tr.ta("learn-offer", &[("name", name.as_str().into())]) }</p>
                    <p class="offer-actions">
                        <a class="button primary" data-testid="learn-offer-go" href={lessons.clone()} onclick={open_page(lessons)}>{ tr.t("learn-offer-go") }</a>
                        <a class="button" data-testid="learn-offer-rules" href={rules.clone()} onclick={open_page(rules)}>{ tr.t("learn-offer-rules") }</a>
                        <button type="button" data-testid="learn-offer-dismiss" onclick={dismiss}>{ tr.t("learn-offer-dismiss") }</button>
                    </p>
                </aside>
            }
        }
        _ => Html::default(),
    };
    let header = html! {
        <header class="top">
            <h1>{ tr.t("app-title") }</h1>
            <p class="variant-name" data-testid="variant-name">{ words::variant_name(&tr, shown.settings.variant) }</p>
            <a class="nav-learn" data-testid="nav-learn" href={learn_href.clone()} onclick={open_page(learn_href.clone())}>{ tr.t("nav-learn") }</a>
            <LangSelect lang={page.lang} on_change={on_lang} />
        </header>
    };
    // The link last copied, shown to copy by hand (the game's and the editor's).
    let shared_link = html! {
        if let Some(url) = page.shared_link.clone() {
            <p class="link">
                <label>{ tr.t("link-label") }{ " " }
                    <input type="text" readonly=true value={url} data-testid="link" />
                </label>
            </p>
        }
    };
    let full_game =
        |table| format!("{}{}", browser::base_url(), params::link_with(table, page.lang, page.flipped, false, false));
    let body = if let Some(r) = page.replay() {
        let n = replay::ply(table);
        let told = match &table.last_move {
            Some((pit, trace)) if n > 0 => words::replay_caption(&tr, variant, *pit, trace),
            _ => format!("{}. {}", tr.t("replay-start"), view::status(table, &board_view, &tr)),
        };
        let on_speed = {
            let d = dispatch.clone();
            Callback::from(move |s| d.dispatch(PageAction::Speed(s)))
        };
        // The whole game is reviewed, wherever the replay stands.
        let review = {
            let mut whole = (*table).clone();
            replay::goto(&mut whole, replay::length(table));
            params::review_link(&whole, page.lang)
        };
        html! {
            <main class={classes!("app", "replay-view", page.embed.then_some("embed"))}>
                if page.embed {
                    <h1 class="sr-only">{ words::embed_title(&tr, variant) }</h1>
                } else {
                    { header }
                }
                { notices }
                <section class="play" aria-label={tr.t("replay-label")}>
                    <Board view={board_view.clone()} on_click={Callback::noop()} ply={Some(n)} />
                    <p class="status" data-testid="status">{ view::status(table, &board_view, &tr) }</p>
                    <div class="caption" data-testid="caption" aria-live="polite">
                        <p class="told">{ told }</p>
                        if let Some(text) = r.caption(n) {
                            <p class="author" data-testid="author-caption">{ text }</p>
                        }
                    </div>
                    <ReplayBar ply={n} length={replay::length(table)} playing={r.playing} speed={page.speed}
                               on_action={on_replay} on_speed={on_speed} />
                    <p class="open-full">
                        <a href={full_game(table)} target="_blank" rel="noopener" data-testid="replay-continue">{ tr.t("replay-continue") }</a>
                        if !page.embed && replay::length(table) > 0 {
                            { " " }
                            <a href={review.clone()} data-testid="replay-review" onclick={open_page(review)}>{ tr.t("review-button") }</a>
                            { " " }
                            <button type="button" data-testid="analysis-button" aria-pressed={page.oracle.is_some().to_string()}
                                    onclick={{ let d = dispatch.clone(); Callback::from(move |_: MouseEvent| d.dispatch(PageAction::ToggleOracle)) }}>
                                { tr.t("analysis-button") }
                            </button>
                        }
                    </p>
                    { oracle_html.clone() }
                    if r.back.is_some() {
                        <p><button type="button" class="back" data-testid="replay-close" onclick={{ let d = dispatch.clone(); Callback::from(move |_: MouseEvent| d.dispatch(PageAction::CloseReplay)) }}>{ tr.t("close") }</button></p>
                    }
                </section>
                if page.rules_shown { <RulesTable variant={variant} /> }
            </main>
        }
    } else if let View::Edit(editor) = &page.view {
        let problem = editor.position().err().map(|e| words::edit_problem(&tr, &e));
        let over = editor.game().ok().and_then(|g| {
            let result = words::result(&tr, g.outcome()?, editor.variant);
            Some(tr.ta("edit-over", &[("result", result.as_str().into())]))
        });
        let on_edit = {
            let d = dispatch.clone();
            Callback::from(move |a| d.dispatch(PageAction::Editor(a)))
        };
        let control = |c: Control, label: String, testid: &'static str| {
            let on = on_control.clone();
            html! { <button type="button" data-testid={testid} onclick={Callback::from(move |_| on.emit(c))}>{ label }</button> }
        };
        html! {
            <main class="app edit-view">
                { header }
                { notices }
                <EditorView editor={(**editor).clone()} problem={problem.clone()} over={over} on_action={on_edit}
                            on_play={act(PageAction::PlayEdited)} on_close={act(PageAction::CloseEditor)} />
                if problem.is_none() {
                    // The edited position as a link, an embedded board, a picture.
                    <div class="controls" role="toolbar" aria-label={tr.t("controls-label")}>
                        { control(Control::CopyLink, tr.t("copy-link"), "copy-link") }
                        { control(Control::Embed, tr.t("embed-button"), "embed-button") }
                        { control(Control::Diagram, tr.t("diagram-button"), "diagram-button") }
                        <button type="button" data-testid="edit-analyse" onclick={{ let d = dispatch.clone(); Callback::from(move |_: MouseEvent| d.dispatch(PageAction::AnalyseEdited)) }}>{ tr.t("analysis-button") }</button>
                    </div>
                    { shared_link.clone() }
                    if page.panel == Panel::Embed {
                        <EmbedDialog snippet={snippet.clone()} current={true} replay={false} on_close={act(PageAction::ClosePanel)} />
                    }
                    if page.panel == Panel::Diagram {
                        <DiagramPanel svg={diagram_svg.clone()} can_mark={false}
                                      name={format!("warri-{}-edited", editor.variant.key())}
                                      on_close={act(PageAction::ClosePanel)} />
                    }
                }
            </main>
        }
    } else if page.view == View::RulesCard {
        html! {
            <main class={classes!("app", "rules-card", page.embed.then_some("embed"))}>
                <h1 class="card-title" data-testid="variant-name">{ words::variant_name(&tr, variant) }</h1>
                { notices }
                <RulesTable variant={variant} />
                <p class="open-full"><a href={full_game(table)} target="_blank" rel="noopener" data-testid="open-full">{ tr.t("open-full") }</a></p>
            </main>
        }
    } else if page.embed {
        html! {
            <main class={classes!("app", "embed")}>
                <h1 class="sr-only">{ words::embed_title(&tr, variant) }</h1>
                { notices }
                { play_area }
                { controls(true) }
                <p class="open-full"><a href={full_game(table)} target="_blank" rel="noopener" data-testid="open-full">{ tr.t("open-full") }</a></p>
                if page.rules_shown { <RulesTable variant={variant} /> }
            </main>
        }
    } else {
        html! {
            <main class="app">
                { header }
                { notices }
                if page.setup_open {
                    <Setup initial={Settings { variant: page.setup_choice.unwrap_or(table.settings.variant), ..table.settings }} on_start={on_start} on_cancel={act(PageAction::CloseSetup)} />
                }
                <section class="play" aria-label={tr.t("game-label")}>
                    { play_area }
                    { controls(false) }
                    { offer_html }
                    <p class="sr-only">{ tr.t("say-keys") }</p>
                    { shared_link.clone() }
                    if page.panel == Panel::Embed {
                        <EmbedDialog snippet={snippet} on_close={act(PageAction::ClosePanel)} />
                    }
                    if page.panel == Panel::Diagram {
                        <DiagramPanel svg={diagram_svg} can_mark={!table.game.moves().is_empty()}
                                      name={format!("warri-{}-{}", variant.key(), table.game.moves().len())}
                                      on_close={act(PageAction::ClosePanel)} />
                    }
                    if page.panel == Panel::Record {
                        <RecordPanel record={record::export(table, &browser::today())} on_import={on_import} on_replay={on_import_replay}
                                     on_close={act(PageAction::ClosePanel)} />
                    }
                    <fieldset class="players">
                        <legend>{ tr.t("players") }</legend>
                        <Seats seats={table.settings.seats} on_change={on_seat} />
                    </fieldset>
                    <h2 class="sr-only">{ tr.t("moves-label") }</h2>
                    <ol class="moves" data-testid="moves" aria-label={tr.t("moves-label")}>
                        { for table.game.moves().iter().map(|m| html! { <li>{ m.letter() }</li> }) }
                    </ol>
                </section>
                if page.rules_shown {
                    <RulesTable variant={variant} />
                }
            </main>
        }
    };
    html! {
        <ContextProvider<Rc<Tr>> context={tr.clone()}>
            { body }
        </ContextProvider<Rc<Tr>>>
    }
}

/// A click on a link to another page of the site (the lessons, a rules
/// page): opened as a new page, also where only the fragment changes (a
/// `file://` page).
pub fn open_page(link: String) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        if e.ctrl_key() || e.meta_key() || e.shift_key() || e.button() != 0 {
            return;
        }
        e.prevent_default();
        browser::go(&link);
    })
}

/// Whether the lessons of `v` were offered already (on this browser).
fn offered(v: warri_rules::Variant) -> bool {
    storage::read_item(storage::OFFERED_KEY).unwrap_or_default().lines().any(|l| l == v.key())
}

/// Remembers that the lessons of `v` were offered.
fn remember_offered(v: warri_rules::Variant) {
    let before = storage::read_item(storage::OFFERED_KEY).unwrap_or_default();
    storage::write_item(storage::OFFERED_KEY, &format!("{before}{}\n", v.key()));
}
