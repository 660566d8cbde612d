//! The game page: how it opens ([`start`], a room of the shell's:
//! `crate::shell::room`), and [`App`], the router of its views. Its state
//! is one reducer ([`super::page::Page`]); the shell plays its moves'
//! frames and sounds, words it and keeps the document's language and title
//! ([`Room`]); the hooks that carry out the rest of what that state asks
//! for (the worker, saving, the look, the keys, the timers) are
//! `use_page_effects`;
//! the views are drawn by [`super::views`]: the game, the game in an embed
//! (`embed=1`: the board, the status line and few controls, for an iframe
//! on a rules page), a replay, the board editor, the rules card.

use std::rc::Rc;

use yew::prelude::*;

use crate::board::view::{self, Interaction};
use crate::engine::hook::use_engine;
use crate::engine::worker::Request;
use crate::rooms::game::keys::use_keyboard;
use crate::rooms::game::offered::Offered;
use crate::rooms::game::page::{Page, PageAction, View, Visit};
use crate::rooms::game::parts::Shown;
use crate::rooms::game::views;
use crate::rooms::replay::hooks::use_autoplay;
use crate::rooms::replay::state::{Replay, ReplayAction};
use crate::shell::address::Address;
use crate::shell::browser;
use crate::shell::hooks::{prefers_reduced_motion, use_visibility};
use crate::shell::i18n::{Lang, Tr};
use crate::shell::look::{self, Look};
use crate::shell::room::{self, use_room, OnBoard, Opened, Room};
use crate::shell::store::{self, use_kept, Browser};
use crate::sound::hook::seated;
use crate::storage;
use crate::table::Action;
use crate::widgets::notices::Said;
use crate::widgets::steps::use_step_keys;

/// Opens the page at `address`: its state, from the link, the saved game
/// and the user's preferences, its look shown, and the messages of its
/// language.
fn open(address: &Address) -> Opened<Page> {
    let languages = browser::languages();
    let saved = storage::GAME.load(&Browser, storage::parse);
    let offered = store::load::<Offered>(&Browser);
    let chosen = look::load();
    // The language an older release kept with the game, read once.
    let lang = crate::shell::i18n::remembered(&Browser, &[storage::GAME]);
    let page = Page::open(&Visit {
        address,
        lang: Some(&lang),
        saved: Some(&saved),
        offered: Some(&offered),
        look: Some(&chosen),
        reduced_motion: prefers_reduced_motion(),
        more_contrast: look::system(false).more_contrast,
        languages: &languages,
    });
    look::show(&page.look);
    let (tr, shown) = (Rc::new(Tr::new(page.lang)), page.look);
    Opened::new(page, tr, shown)
}

/// Starts the game page at `address`: opens it (link, saved game,
/// translations) in one task and draws it in the next, so that neither
/// holds the page for long.
pub fn start(address: Address) {
    room::start::<App, Page>(async move {
        let opened = open(&address);
        yew::platform::time::sleep(std::time::Duration::ZERO).await;
        opened
    });
}

impl Room for Page {
    fn words(lang: Lang) -> Tr {
        Tr::new(lang)
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn set_lang(lang: Lang) -> PageAction {
        PageAction::Lang(lang)
    }

    fn title(&self, tr: &Tr) -> String {
        crate::rooms::game::parts::document_title(self, tr)
    }

    fn look(&self) -> Option<Look> {
        Some(self.look)
    }

    fn board(&self) -> Option<OnBoard<'_>> {
        Some(OnBoard { table: &self.table, speed: self.speed, mine: seated(&self.table) })
    }

    fn animation_done(id: u32) -> Option<PageAction> {
        Some(PageAction::Game(Action::AnimationDone(id)))
    }

    fn said(&self, tr: &Tr) -> Vec<Said> {
        self.notices.iter().map(|n| Said::notice(tr, n)).collect()
    }

    fn dismiss() -> PageAction {
        PageAction::Dismiss
    }
}

/// The whole game page: its state, its effects, and the view it is on.
#[function_component(App)]
pub fn app(props: &Opened<Page>) -> Html {
    let page = use_reducer(|| (*props.opening).clone());
    let dispatch = page.dispatcher();
    let room = use_room(&page, props);
    use_page_effects(&page);
    // A replay is watched, not played.
    let interaction = if page.replay().is_some() { Interaction::Watch } else { Interaction::Play };
    let board = view::board(&page.table, room.frame.as_ref(), page.flipped, &room.tr, interaction);
    let shared = Rc::new(match &page.view {
        View::Edit(e) => e.table().unwrap_or_else(|_| page.table.clone()),
        _ => page.table.clone(),
    });
    // The editor's board is never turned round; what it shares is not either.
    let shared_flipped = page.flipped && !matches!(page.view, View::Edit(_));
    let tr = room.tr.clone();
    let s = Shown { page: &page, dispatch, tr: tr.clone(), board, shared, shared_flipped, room };
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
/// visibility, saving the game, the offers made and the language chosen,
/// the document's language, keyboard play, and a playing replay's timer
/// and keys.
#[hook]
fn use_page_effects(page: &UseReducerHandle<Page>) {
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
    use_effect_with(page.draw_request(), ask(&engine));
    use_effect_with(page.oracle_request(), ask(&engine));
    use_visibility(sender(&d, PageAction::Visible));
    // Never lose a game: save after every change (not in embeds), never
    // over saved data that could not be read (crate::shell::store).
    use_effect_with(page.saved(), |saved| {
        if let Some(text) = saved.as_ref().and_then(|s| serde_json::to_string(s).ok()) {
            storage::GAME.save(&Browser, storage::parse, &text);
        }
    });
    // The offers made, with those another tab made meanwhile (the list only
    // grows: its length counts its changes).
    use_kept(&page.offered, page.offered.count());
    crate::shell::i18n::use_remembered(page.lang, page.embed);
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
