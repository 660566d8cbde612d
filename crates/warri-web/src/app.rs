//! The page: its state is one reducer ([`crate::page::Page`]); this file
//! holds the hooks that carry out what that state asks for (the playback
//! timer, the computer-opponent worker, keyboard play, saving, the
//! document's language) and the markup that draws it. With `embed=1` it
//! shows only the board, the status line and minimal controls, for an
//! iframe on a rules page.

use std::rc::Rc;

use warri_rules::{Pit, Player};
use yew::prelude::*;

use crate::browser;
use crate::components::board::Board;
use crate::components::controls::{Control, Controls};
use crate::components::hint::HintPanel;
use crate::components::notices::Notices;
use crate::components::rules_table::RulesTable;
use crate::components::seats::Seats;
use crate::components::setup::Setup;
use crate::components::share::{EmbedDialog, RecordPanel};
use crate::hooks::{prefers_reduced_motion, use_engine, use_keyboard, use_playback};
use crate::i18n::{Lang, Tr};
use crate::page::{Page, PageAction, Panel, Visit};
use crate::params::{self, EmbedChoice};
use crate::record;
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

    let table = &page.table;
    let variant = table.settings.variant;
    let board_view = view::board(table, frame.as_ref(), page.flipped, &tr);
    let busy = board_view.busy;
    let score = table.match_score();
    let shown_hint = page.shown_hint().cloned();
    let announce = match (&table.last_move, busy) {
        (Some((pit, trace)), false) => words::announce(&tr, variant, *pit, trace),
        _ => String::new(),
    };

    let on_click = {
        let d = dispatch.clone();
        Callback::from(move |pit: Pit| d.dispatch(PageAction::Game(Action::Click(pit))))
    };
    let on_control = {
        let (d, page) = (dispatch.clone(), page.clone());
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
                let query = params::link(&page.table);
                let url = format!("{}{query}", browser::base_url());
                browser::replace_query(&query);
                browser::copy(&url);
                d.dispatch(PageAction::Shared(url));
            }
            Control::Embed => d.dispatch(PageAction::TogglePanel(Panel::Embed)),
            Control::Record => d.dispatch(PageAction::TogglePanel(Panel::Record)),
        })
    };
    let on_seat = {
        let d = dispatch.clone();
        Callback::from(move |(p, seat): (Player, Seat)| d.dispatch(PageAction::Game(Action::SetSeat(p, seat))))
    };
    let on_lang = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Some(l) = Lang::from_tag(&v) {
                d.dispatch(PageAction::Lang(l));
            }
        })
    };
    let on_import = {
        let d = dispatch.clone();
        Callback::from(move |text: String| d.dispatch(PageAction::Import(text)))
    };
    let on_start = {
        let d = dispatch.clone();
        Callback::from(move |s: Settings| d.dispatch(PageAction::Start(s)))
    };
    let snippet = {
        let (page, tr) = (page.clone(), tr.clone());
        Callback::from(move |c: EmbedChoice| {
            let title = words::embed_title(&tr, page.table.settings.variant);
            params::embed_snippet(&page.table, &browser::base_url(), page.lang, page.flipped, c, &title)
        })
    };

    let controls = |embed: bool| {
        html! {
            <Controls embed={embed} can_undo={!table.game.moves().is_empty()} can_redo={!table.redo.is_empty()}
                      can_next={!busy && table.can_next_game()}
                      can_hint={page.can_hint()} rules_shown={page.rules_shown} speed={page.speed}
                      on_control={on_control.clone()} />
        }
    };
    let play_area = html! {
        <>
            <Board view={board_view.clone()} on_click={on_click} hinted={page.hinted()} />
            <p class="status" data-testid="status">{ view::status(table, &board_view, &tr) }</p>
            <div class="sr-only" aria-live="polite" data-testid="announce">{ announce }</div>
            if let Some((p, level)) = page.thinking() {
                <p class="thinking" data-testid="thinking" role="status">{ words::thinking(&tr, p, level) }</p>
            }
            if let Some(h) = shown_hint {
                <HintPanel hint={h} game={table.game.clone()} />
            }
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
    let body = if page.embed {
        let full_game =
            format!("{}{}", browser::base_url(), params::link_with(table, page.lang, page.flipped, false, false));
        html! {
            <main class={classes!("app", "embed")}>
                <h1 class="sr-only">{ words::embed_title(&tr, variant) }</h1>
                { notices }
                { play_area }
                { controls(true) }
                <p class="open-full"><a href={full_game} target="_blank" rel="noopener" data-testid="open-full">{ tr.t("open-full") }</a></p>
                if page.rules_shown { <RulesTable variant={variant} /> }
            </main>
        }
    } else {
        html! {
            <main class="app">
                <header class="top">
                    <h1>{ tr.t("app-title") }</h1>
                    <p class="variant-name" data-testid="variant-name">{ words::variant_name(&tr, variant) }</p>
                    <label class="lang">
                        <span class="sr-only">{ tr.t("language") }</span>
                        <select data-testid="lang" onchange={on_lang} aria-label={tr.t("language")}>
                            { for Lang::ALL.into_iter().map(|l| html! {
                                <option value={l.code()} lang={l.code()} selected={l == page.lang}>{ l.native_name() }</option>
                            }) }
                        </select>
                    </label>
                </header>
                { notices }
                if page.setup_open {
                    <Setup initial={table.settings} on_start={on_start} on_cancel={act(PageAction::CloseSetup)} />
                }
                <section class="play" aria-label={tr.t("game-label")}>
                    { play_area }
                    { controls(false) }
                    <p class="sr-only">{ tr.t("say-keys") }</p>
                    if let Some(url) = page.shared_link.clone() {
                        <p class="link">
                            <label>{ tr.t("link-label") }{ " " }
                                <input type="text" readonly=true value={url} data-testid="link" />
                            </label>
                        </p>
                    }
                    if page.panel == Panel::Embed {
                        <EmbedDialog snippet={snippet} on_close={act(PageAction::ClosePanel)} />
                    }
                    if page.panel == Panel::Record {
                        <RecordPanel record={record::export(table, &browser::today())} on_import={on_import}
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
