//! One way to start a page and to run it, for every room (the game's and
//! the site's). A room's folder says how its state opens from the address
//! the shell read once ([`address`]) and what it shows; the shell does the
//! rest:
//!
//! - the boot ([`start`]): the state opened in a task of its own (with the
//!   translator of its language, and the look shown), then drawn as the
//!   loading outline goes, with the opening as the component's properties
//!   ([`Opened`]: the same opening, not an equal one — a page opens once);
//! - each render ([`use_room`], over what the state says of itself as a
//!   [`Room`]): the translator of the page's language, the document's
//!   language and title, the frames of a move being played on its board
//!   and their sounds under the player's look (silent in an embed, and
//!   until the first gesture), the language switch's callback, and the
//!   notices with their one *Dismiss*.

use std::future::Future;
use std::rc::Rc;

use warri_rules::Player;
use yew::prelude::*;

use crate::board::hook::use_playback;
use crate::playback::{Frame, Speed};
use crate::shell::address::Address;
use crate::shell::browser;
use crate::shell::frame::use_document;
use crate::shell::i18n::{Lang, Tr};
use crate::shell::look::{self, Look};
use crate::shell::route::embedded;
use crate::sound::hook::{use_sound, Heard};
use crate::table::Table;
use crate::widgets::notices::{Notices, Said};

/// The browser's address, read once for the page.
pub fn address() -> Address {
    Address::of_query(&browser::query())
}

/// The look of a page that shows no choice of it (every page but the
/// game's), shown at once: the saved choices, the link's theme, the
/// system's; silent in an embed.
pub fn saved_look(address: &Address) -> Look {
    let theme = look::link_theme(&address.pairs).ok().flatten();
    look::show_saved(theme, embedded(&address.pairs))
}

/// A room's opening, as its component's properties.
#[derive(Properties)]
pub struct Opened<T: 'static> {
    /// The state it opens with (read once: later changes go through the
    /// room's reducer).
    pub opening: Rc<T>,
    /// The translator of its language, made with it.
    pub tr: Rc<Tr>,
    /// The look shown.
    pub look: Look,
}

impl<T> Opened<T> {
    /// The opening `opening`, in the words of `tr`, with `look` shown.
    pub fn new(opening: T, tr: Rc<Tr>, look: Look) -> Opened<T> {
        Opened { opening: Rc::new(opening), tr, look }
    }
}

impl<T> PartialEq for Opened<T> {
    /// The same opening, not an equal one: the page opens once.
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.opening, &other.opening)
    }
}

/// Starts a room: opens it (`open`, in a task of its own: reading saved
/// data and the words is much of starting up), then draws component `C`
/// from it as the loading outline goes (Yew's first render runs before
/// the next frame: nothing shows in between).
pub fn start<C, T>(open: impl Future<Output = Opened<T>> + 'static)
where
    C: BaseComponent<Properties = Opened<T>>,
    T: 'static,
{
    yew::platform::spawn_local(async move {
        let opened = open.await;
        browser::remove_loading_outline();
        yew::Renderer::<C>::with_props(opened).render();
    });
}

/// The board a room shows, as the shell plays and sounds its moves.
#[derive(Clone, Copy, Debug)]
pub struct OnBoard<'a> {
    /// The game on it.
    pub table: &'a Table,
    /// The speed its moves are shown at.
    pub speed: Speed,
    /// The side played on this device, if only one is.
    pub mine: Option<Player>,
}

/// What a room's state says of itself to the shell.
pub trait Room: Reducible + 'static {
    /// The page's translator in `lang`: the game's messages and the
    /// room's own.
    fn words(lang: Lang) -> Tr;

    /// The translator the state carries, where the room loads its words
    /// itself (until then, [`Room::words`]).
    fn own_words(&self) -> Option<Rc<Tr>> {
        None
    }

    /// The page's language.
    fn lang(&self) -> Lang;

    /// The action that changes it.
    fn set_lang(lang: Lang) -> Self::Action;

    /// The document's title.
    fn title(&self, tr: &Tr) -> String;

    /// The look in use, where the page lets the player choose it (else the
    /// one the shell showed as it opened).
    fn look(&self) -> Option<Look> {
        None
    }

    /// The board shown now, if any.
    fn board(&self) -> Option<OnBoard<'_>> {
        None
    }

    /// The action that ends the animation `id` on the board.
    fn animation_done(id: u32) -> Option<Self::Action> {
        let _ = id;
        None
    }

    /// What the page says (bad input, trouble), worded.
    fn said(&self, tr: &Tr) -> Vec<Said>;

    /// The action that dismisses it.
    fn dismiss() -> Self::Action;
}

/// What the shell gives a room's view at each render.
pub struct RoomParts {
    /// The page's translator.
    pub tr: Rc<Tr>,
    /// The frame of the move being played on the board, if any.
    pub frame: Option<Frame>,
    /// Changes the page's language.
    pub on_lang: Callback<Lang>,
    /// The notices, with their *Dismiss*.
    pub notices: Html,
}

/// Runs a room: its translator, the document's language and title, its
/// board's playback and sound, its language switch and its notices.
#[hook]
pub fn use_room<R: Room, T: 'static>(state: &UseReducerHandle<R>, opened: &Opened<T>) -> RoomParts {
    let lang = state.lang();
    let first = opened.tr.clone();
    let made = use_memo(lang, move |l| if first.lang() == *l { first } else { Rc::new(R::words(*l)) });
    let tr = state.own_words().unwrap_or_else(|| (*made).clone());
    use_document(lang, state.title(&tr));
    let board = state.board();
    let frame = {
        let d = state.dispatcher();
        let on_done = Callback::from(move |id| R::animation_done(id).into_iter().for_each(|a| d.dispatch(a)));
        let animation = board.and_then(|b| b.table.animation.clone());
        use_playback(animation, board.map_or(Speed::Normal, |b| b.speed), on_done)
    };
    let heard = board.map(|b| Heard { table: b.table, frame: frame.as_ref(), speed: b.speed, mine: b.mine });
    use_sound(state.look().unwrap_or(opened.look), heard);
    let on_lang = {
        let d = state.dispatcher();
        Callback::from(move |l| d.dispatch(R::set_lang(l)))
    };
    let on_dismiss = {
        let d = state.dispatcher();
        Callback::from(move |()| d.dispatch(R::dismiss()))
    };
    let notices = html! { <Notices said={state.said(&tr)} {on_dismiss} /> };
    RoomParts { tr, frame, on_lang, notices }
}
