//! The game page: how it opens ([`Opening`]), and [`App`], the router of
//! its views. Its state is one reducer ([`super::page::Page`]); the hooks
//! that carry out what that state asks for (the worker, saving, the
//! document's language, the keys, the timers) are `use_page_effects`;
//! the views are drawn by [`super::views`]: the game, the game in an embed
//! (`embed=1`: the board, the status line and few controls, for an iframe
//! on a rules page), a replay, the board editor, the rules card.

use std::rc::Rc;

use yew::prelude::*;

use crate::board::hook::use_playback;
use crate::board::view::{self, Interaction};
use crate::engine::hook::use_engine;
use crate::engine::worker::Request;
use crate::rooms::game::keys::use_keyboard;
use crate::rooms::game::page::{Page, PageAction, View, Visit};
use crate::rooms::game::parts::{self, Shown};
use crate::rooms::game::views;
use crate::rooms::replay::hooks::use_autoplay;
use crate::rooms::replay::state::{Replay, ReplayAction};
use crate::shell::browser;
use crate::shell::frame::use_document;
use crate::shell::hooks::{prefers_reduced_motion, use_visibility};
use crate::shell::i18n::Tr;
use crate::shell::look;
use crate::shell::store::{self, Browser, Offered};
use crate::sound::hook::use_sound;
use crate::storage;
use crate::table::Action;
use crate::widgets::steps::use_step_keys;

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
        let (query, languages) = (browser::query(), browser::languages());
        let saved = store::GAME.load(&Browser, storage::parse);
        let offered = store::OFFERED.load(&Browser, Offered::parse);
        let chosen = look::load();
        let page = Page::open(&Visit {
            query: &query,
            saved: Some(&saved),
            offered: Some(&offered),
            look: Some(&chosen),
            reduced_motion: prefers_reduced_motion(),
            more_contrast: look::system(false).more_contrast,
            languages: &languages,
        });
        look::show(&page.look);
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

/// The whole game page: its state, its effects, and the view it is on.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let page = use_reducer(|| props.opening.page.clone());
    let dispatch = page.dispatcher();
    let opened = props.opening.tr.clone();
    let tr: Rc<Tr> =
        (*use_memo(page.lang, move |l| if opened.lang() == *l { opened } else { Rc::new(Tr::new(*l)) })).clone();
    use_page_effects(&page, &tr);
    let frame = {
        let d = dispatch.clone();
        let on_done = Callback::from(move |id| d.dispatch(PageAction::Game(Action::AnimationDone(id))));
        use_playback(page.table.animation.clone(), page.speed, on_done)
    };
    // A replay is watched, not played.
    let interaction = if page.replay().is_some() { Interaction::Watch } else { Interaction::Play };
    let board = view::board(&page.table, frame.as_ref(), page.flipped, &tr, interaction);
    use_sound(page.look, &page.table, frame.as_ref(), page.speed, board.over);
    let shared = Rc::new(match &page.view {
        View::Edit(e) => e.table().unwrap_or_else(|_| page.table.clone()),
        _ => page.table.clone(),
    });
    // The editor's board is never turned round; what it shares is not either.
    let shared_flipped = page.flipped && !matches!(page.view, View::Edit(_));
    let s = Shown { page: &page, dispatch, tr: tr.clone(), board, shared, shared_flipped };
    let body = match &page.view {
        View::Replay(r) => views::replay(&s, r),
        View::Edit(e) => views::editor(&s, e),
        View::RulesCard => views::rules_card(&s),
        View::Game if page.embed => views::embed(&s),
        View::Game => views::game(&s),
    };
    html! {
        <ContextProvider<Rc<Tr>> context={tr}>
            { body }
        </ContextProvider<Rc<Tr>>>
    }
}

/// What the page's state asks of the world, carried out: requests to the
/// computer opponent (its answers come back as actions), the page's
/// visibility, saving the game and the offers made, the document's
/// language, keyboard play, and a playing replay's timer and keys.
#[hook]
fn use_page_effects(page: &UseReducerHandle<Page>, tr: &Rc<Tr>) {
    let d = page.dispatcher();
    // Varies the lower levels' choices from one visit to the next.
    let seed_base = *use_memo((), |_| (js_sys::Math::random() * 4_294_967_296.0) as u64);
    let engine = use_engine(sender(&d, PageAction::Engine));
    let ask = |engine: &Callback<Request>| {
        let engine = engine.clone();
        move |r: &Option<Request>| r.iter().for_each(|r| engine.emit(r.clone()))
    };
    use_effect_with(page.move_request(seed_base), ask(&engine));
    use_effect_with(page.hint_request(), ask(&engine));
    use_effect_with(page.oracle_request(), ask(&engine));
    use_visibility(sender(&d, PageAction::Visible));
    // Never lose a game: save after every change (not in embeds), never
    // over saved data that could not be read (crate::shell::store).
    use_effect_with(page.saved(), |saved| {
        if let Some(text) = saved.as_ref().and_then(|s| serde_json::to_string(s).ok()) {
            store::GAME.save(&Browser, storage::parse, &text);
        }
    });
    // The offers made, with those another tab made meanwhile.
    use_effect_with(page.offered.clone(), |offered| {
        if !offered.is_empty() {
            store::OFFERED.update(&Browser, Offered::parse, |saved| {
                let mut all = offered.clone();
                saved.iter().for_each(|s| all.merge(s));
                all.text()
            });
        }
    });
    use_document(page.lang, parts::document_title(page, tr));
    use_effect_with(page.look, look::show);
    use_effect_with(page.look_to_save(), |chosen| chosen.iter().for_each(look::save));
    use_keyboard(sender(&d, |relative| PageAction::Game(Action::Letter(relative))));
    // The replay's timer and keys (idle outside a replay).
    let waiting = page.replay().is_some_and(|r| r.waiting(&page.table));
    let pause = Replay::pause_ms(&page.table, page.speed);
    use_autoplay(waiting, page.table.generation, pause, sender(&d, |()| PageAction::Replay(ReplayAction::Advance)));
    use_step_keys(page.replay().is_some(), sender(&d, |step| PageAction::Replay(step.into())));
}

/// A callback that sends what `f` makes of its value.
fn sender<T: 'static>(d: &UseReducerDispatcher<Page>, f: fn(T) -> PageAction) -> Callback<T> {
    let d = d.clone();
    Callback::from(move |v| d.dispatch(f(v)))
}
