//! The friend page (`?view=friend`, a friend's link `?friend=CODE`), over
//! [`crate::friend::Friend`]: it opens the page (the link, the games saved
//! on this device, a fresh game id and the clock), keeps *My games* saved
//! and the address on the game shown, and draws the choice of a new game,
//! the game (the board, whose turn it is here, the result and the match),
//! the link to send with its Share button and QR code, and *My games*. A
//! page of its own, mounted by the site's module (`warri-site`).

use std::rc::Rc;

use warri_rules::{Pit, Player, Variant};
use warri_web::board::component::Board;
use warri_web::board::view::{self, Interaction};
use warri_web::playback::{Frame, Speed};
use warri_web::shell::address::Address;
use warri_web::shell::browser;
use warri_web::shell::frame::{use_address, PageHeader, Section};
use warri_web::shell::hooks::{prefers_reduced_motion, use_new_fragment_reloads};
use warri_web::shell::i18n::{of_browser, Lang, Tr};
use warri_web::shell::room::{self, use_room, OnBoard, Opened, Room};
use warri_web::shell::store::{self, use_kept, Browser};
use warri_web::shell::url::page_link;
use warri_web::widgets::notices::Said;
use warri_web::words as game_words;
use yew::prelude::*;

use super::games::{Entry, MyGames};
use super::link::{GameId, Thread};
use super::{qr, words, Friend, FriendAction, FriendLink, NewGame, Play, Problem, Turn};

/// The browser's clock, in milliseconds since 1970.
fn now() -> f64 {
    js_sys::Date::now()
}

/// A fresh game id: 30 random bits.
fn new_id() -> GameId {
    GameId::new((js_sys::Math::random() * f64::from(1u32 << 30)) as u32)
}

/// Starts the friend page (`crate::start` opens it for its links).
pub fn start(address: Address) {
    room::start::<FriendApp, Friend>(async move {
        let link = FriendLink::of(&address);
        let saved = store::load::<MyGames>(&Browser);
        let mut page = Friend::open(link, saved, of_browser(address.lang), new_id(), now());
        page.instant = prefers_reduced_motion();
        let tr = Rc::new(words::tr(page.lang));
        Opened::new(page, tr, room::saved_look(&address))
    });
}

impl Room for Friend {
    fn words(lang: Lang) -> Tr {
        words::tr(lang)
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn set_lang(lang: Lang) -> FriendAction {
        FriendAction::Lang(lang)
    }

    fn title(&self, tr: &Tr) -> String {
        warri_web::shell::frame::title(tr, Some(&tr.t("friend-title")))
    }

    fn board(&self) -> Option<OnBoard<'_>> {
        let speed = if self.instant { Speed::Instant } else { self.speed };
        self.play.as_ref().map(|p| OnBoard { table: &p.table, speed, mine: Some(p.mine) })
    }

    fn animation_done(id: u32) -> Option<FriendAction> {
        Some(FriendAction::AnimationDone(id))
    }

    fn said(&self, tr: &Tr) -> Vec<Said> {
        let variant = self.play.as_ref().map(|p| p.table.settings.variant).unwrap_or(self.variant);
        let said = |p: &Problem| Said { text: words::problem(tr, p, variant), kept: p.kept().cloned() };
        self.problems.iter().map(said).collect()
    }

    fn dismiss() -> FriendAction {
        FriendAction::Dismiss
    }
}

/// The friend page.
#[function_component(FriendApp)]
pub fn friend_app(props: &Opened<Friend>) -> Html {
    let state = use_reducer(|| (*props.opening).clone());
    let dispatch = state.dispatcher();
    let room = use_room(&state, props);
    let (tr, lang) = (room.tr.clone(), state.lang);
    // Each change to My games is kept, with what another tab saved
    // meanwhile (text that cannot be read is kept aside first).
    use_kept(&state.games, state.saves);
    warri_web::shell::i18n::use_remembered(lang, false);
    use_address(state.address());
    use_new_fragment_reloads();
    let busy = state.play.as_ref().is_some_and(|p| p.table.busy());
    use_effect_with((state.moved, busy), |&(moved, busy)| {
        // Once a move played here has been shown, the link to send comes
        // into view (on a phone it is below the board).
        if moved > 0 && !busy {
            if let Some(e) = browser::element_by_id("friend-send") {
                browser::scroll_nearest(&e);
            }
        }
    });
    let name = state.play.as_ref().map(|p| game_words::variant_name(&tr, p.table.settings.variant));
    let body = match &state.play {
        Some(play) => game(&tr, &state, play, room.frame.as_ref(), &dispatch),
        None => html! { <NewGameForm variant={state.variant} on_start={start_game(&dispatch)} /> },
    };
    html! {
        <ContextProvider<Rc<Tr>> context={tr.clone()}>
            <div class="app friend-page" data-testid="friend">
                { PageHeader { page: Some(tr.t("friend-title")), variant: name, section: Section::Friend }.view(&tr, room.on_lang) }
                { room.notices }
                <main>
                    { body }
                    { my_games(&tr, &state, &dispatch) }
                </main>
            </div>
        </ContextProvider<Rc<Tr>>>
    }
}

fn start_game(dispatch: &UseReducerDispatcher<Friend>) -> Callback<NewGame> {
    let d = dispatch.clone();
    Callback::from(move |new| d.dispatch(FriendAction::Start(new, new_id(), now())))
}

/// The game shown: whose turn, the board, the result, the link to send.
fn game(tr: &Tr, state: &Friend, play: &Play, frame: Option<&Frame>, dispatch: &UseReducerDispatcher<Friend>) -> Html {
    let table = &play.table;
    let variant = table.settings.variant;
    let turn = play.turn();
    let interaction = if turn == Turn::Mine { Interaction::Play } else { Interaction::Watch };
    let board = view::board(table, frame, play.mine == Player::North, tr, interaction);
    let on_click = {
        let d = dispatch.clone();
        Callback::from(move |pit: Pit| d.dispatch(FriendAction::Click(pit, now())))
    };
    let act = |a: FriendAction| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(a.clone()))
    };
    let status = view::status(table, &board, tr);
    let illegal = table.explanation.map(|e| game_words::explanation(tr, e, variant));
    let result = if board.busy { None } else { view::result(table, tr) };
    let score = table.is_match().then(|| game_words::match_line(tr, &table.match_score(), variant));
    let next = (!board.busy && table.can_next_game()).then(|| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(FriendAction::NextGame(now())))
    });
    let review = (turn == Turn::Over).then(|| warri_web::params::review_link(table, tr.lang()));
    let on_speed = {
        let d = dispatch.clone();
        Callback::from(move |s| d.dispatch(FriendAction::Speed(s)))
    };
    html! {
        <section class="friend-game" data-testid="friend-game" data-game-id={play.id.to_string()}
                 data-variant={variant.key()} data-mine={play.mine.key()}>
            <p class="friend-you">{ words::you_play(tr, play.mine) }</p>
            <p class={classes!("friend-status", turn.key())} data-testid="friend-status" data-turn={turn.key()}
               aria-live="polite">
                { words::status(tr, turn) }
            </p>
            { Board::new(board, on_click).html(tr) }
            <p class="status" data-testid="status">{ status }</p>
            if let Some(text) = illegal {
                <p class="explanation" data-testid="explanation">{ text }</p>
            }
            if let Some(text) = result {
                <p class="result" data-testid="result">{ text }</p>
            }
            if let Some(text) = score {
                <p class="match" data-testid="match">{ text }</p>
            }
            if let Some(onclick) = next {
                <p><button type="button" class="primary" data-testid="friend-next-game" {onclick}>{ tr.t("friend-next-game") }</button></p>
            }
            if turn != Turn::Mine {
                { send(tr, state, play, dispatch) }
            }
            <p class="friend-actions">
                if let Some(href) = review {
                    <a data-testid="friend-review" href={href.clone()} onclick={warri_web::widgets::links::open_page(href)}>{ tr.t("friend-review") }</a>
                    { " " }
                }
                <button type="button" data-testid="friend-new" onclick={act(FriendAction::Choose)}>{ tr.t("friend-back") }</button>
                { " " }
                { warri_web::widgets::speed::speed_select(tr, state.speed, on_speed) }
            </p>
        </section>
    }
}

/// The link to this game as a friend opens it: the page's address with
/// the game after `?friend=` (or `#friend=` in the single-file game).
pub fn friend_url(thread: &Thread) -> String {
    format!("{}{}", browser::base_url(), page_link(&[("friend", thread.encode().as_str())]))
}

/// "Send this to your friend": the link, the Share (or Copy) button, the
/// QR code.
fn send(tr: &Tr, state: &Friend, play: &Play, dispatch: &UseReducerDispatcher<Friend>) -> Html {
    let url = friend_url(&play.thread());
    let can_share = browser::can_share();
    let on_share = {
        let (d, url, title) = (dispatch.clone(), url.clone(), tr.t("friend-title"));
        Callback::from(move |_: MouseEvent| {
            if can_share {
                browser::share(&title, &url);
            } else {
                browser::copy(&url);
            }
            d.dispatch(FriendAction::Copied);
        })
    };
    let label = if can_share { tr.t("friend-share") } else { tr.t("friend-copy") };
    let code = qr::encode(&url);
    html! {
        <section class="friend-send" id="friend-send" data-testid="friend-send" aria-labelledby="friend-send-title">
            <h2 id="friend-send-title">{ tr.t("friend-send-title") }</h2>
            <p class="friend-link-line">
                <a class="friend-link" data-testid="friend-link" href={url.clone()}>{ url.clone() }</a>
            </p>
            <p>
                <button type="button" class="primary" data-testid="friend-share" onclick={on_share}>{ label }</button>
                if state.copied && !can_share {
                    { " " }<span class="friend-copied" role="status">{ tr.t("friend-copied") }</span>
                }
            </p>
            <p class="friend-send-help">{ tr.t("friend-send-help") }</p>
            if let Some(code) = code {
                <svg class="friend-qr" data-testid="friend-qr" role="img" aria-label={tr.t("friend-qr-label")}
                     viewBox={code.view_box()} xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">
                    <rect x="-4" y="-4" width={(code.size + 8).to_string()} height={(code.size + 8).to_string()} fill="#fff" />
                    <path d={code.path.clone()} fill="#000" />
                </svg>
            }
        </section>
    }
}

/// *My games*: each game kept here, with whose turn it is, its last move
/// and when it changed; a finished one with the way to its review.
fn my_games(tr: &Tr, state: &Friend, dispatch: &UseReducerDispatcher<Friend>) -> Html {
    let items = state.games.entries.iter().map(|e| game_item(tr, e, state, dispatch));
    html! {
        <section class="my-games" aria-labelledby="my-games-title">
            <h2 id="my-games-title">{ tr.t("friend-my-games") }</h2>
            if state.games.entries.is_empty() {
                <p>{ tr.t("friend-no-games") }</p>
            }
            <ul data-testid="my-games">{ for items }</ul>
        </section>
    }
}

fn game_item(tr: &Tr, e: &Entry, state: &Friend, dispatch: &UseReducerDispatcher<Friend>) -> Html {
    let id = e.id();
    let act = |a: FriendAction| {
        let d = dispatch.clone();
        Callback::from(move |ev: MouseEvent| {
            ev.prevent_default();
            d.dispatch(a.clone())
        })
    };
    let checked = e.thread.checked().ok();
    let turn = checked.as_ref().map_or(Turn::Over, |c| Turn::of(&c.game, e.mine));
    let last = checked.as_ref().and_then(|c| c.game.moves().last().copied());
    let mut parts = vec![
        game_words::variant_name(tr, e.thread.variant),
        words::you_play(tr, e.mine).trim_end_matches('.').to_string(),
        words::turn(tr, turn),
        tr.ta("friend-entry-moves", &[("count", e.thread.moves.len().into())]),
    ];
    if let Some(pit) = last {
        parts.push(tr.ta("friend-entry-last", &[("pit", warri_i18n::words::letter(pit).as_str().into())]));
    }
    parts.push(when(e.updated, tr.lang()));
    if !e.others.is_empty() {
        parts.push(tr.ta("friend-entry-versions", &[("count", e.others.len().into())]));
    }
    let review = checked.as_ref().filter(|_| turn == Turn::Over).map(|c| {
        let settings =
            warri_web::table::Settings { variant: e.thread.variant, seats: Default::default(), first: e.thread.first };
        warri_web::params::review_link(&warri_web::table::Table::with_game(settings, c.game.clone()), tr.lang())
    });
    let shown = state.play.as_ref().is_some_and(|p| p.id == id);
    let href = page_link(&[("friend", e.thread.encode().as_str()), ("lang", tr.lang().code())]);
    html! {
        <li data-game-id={id.to_string()} data-turn={turn.key()} class={classes!(shown.then_some("shown"))}>
            <span class="friend-entry">{ parts.join(" · ") }</span>
            { " " }
            <a data-testid="friend-open" href={href} onclick={act(FriendAction::Open(id))}>{ tr.t("friend-open") }</a>
            { " " }
            if let Some(href) = review {
                <a data-testid="friend-entry-review" href={href.clone()} onclick={warri_web::widgets::links::open_page(href)}>{ tr.t("friend-review") }</a>
                { " " }
            }
            if !e.others.is_empty() {
                <button type="button" data-testid="friend-other" onclick={act(FriendAction::UseOther(id, 0))}>{ tr.t("friend-other") }</button>
                { " " }
            }
            <button type="button" data-testid="friend-remove" onclick={act(FriendAction::Remove(id))}>{ tr.t("friend-remove") }</button>
        </li>
    }
}

/// When a game last changed, in the reader's language and time zone.
fn when(ms: f64, lang: Lang) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    let options = js_sys::Object::new();
    for (k, v) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        let _ = js_sys::Reflect::set(&options, &k.into(), &v.into());
    }
    date.to_locale_string(lang.code(), &options).into()
}

/// Properties of [`NewGameForm`].
#[derive(Properties, PartialEq)]
pub struct NewGameFormProps {
    /// The variant chosen at first.
    pub variant: Variant,
    /// Start a game with these choices.
    pub on_start: Callback<NewGame>,
}

/// The choice of a new game with a friend: the variant (with the match, for
/// Barbados Warri), the side played here, who starts.
#[function_component(NewGameForm)]
pub fn new_game_form(props: &NewGameFormProps) -> Html {
    let tr = warri_web::shell::i18n::use_tr();
    let chosen = use_state(|| NewGame { variant: props.variant, first: Player::South, mine: Player::South });
    let c = *chosen;
    let on_variant = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Ok(variant) = v.parse::<Variant>() {
                chosen.set(NewGame { variant, ..*chosen });
            }
        })
    };
    let radio = |name: &'static str, testid: &'static str, p: Player, on: bool, set: fn(NewGame, Player) -> NewGame| {
        let chosen = chosen.clone();
        let onchange = Callback::from(move |_| chosen.set(set(*chosen, p)));
        html! {
            <label class="choice">
                <input type="radio" {name} data-testid={testid} value={p.key()} checked={on} {onchange} />
                { game_words::player(&tr, p) }
            </label>
        }
    };
    let onsubmit = {
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_start.emit(c)
        })
    };
    let rules = c.variant.rules();
    let name = game_words::variant_name(&tr, c.variant);
    html! {
        <form class="friend-setup" data-testid="friend-setup" {onsubmit} aria-labelledby="friend-setup-title">
            <h2 id="friend-setup-title">{ tr.t("friend-new") }</h2>
            <p class="friend-intro">{ tr.t("friend-intro") }</p>
            <label class="friend-variant">
                { tr.t("friend-variant") }{ " " }
                <select data-testid="friend-variant" onchange={on_variant}>
                    { for Variant::ALL.into_iter().map(|v| html! {
                        <option value={v.key()} selected={v == c.variant}>{ game_words::variant_name(&tr, v) }</option>
                    }) }
                </select>
            </label>
            if rules.match_wins > 1 {
                <p class="friend-match-note">{ tr.ta("friend-match-note", &[("name", name.as_str().into()), ("target", rules.match_wins.into())]) }</p>
            }
            <fieldset class="friend-side">
                <legend>{ tr.t("friend-side") }</legend>
                { for Player::ALL.map(|p| radio("side", "friend-side", p, c.mine == p, |n, p| NewGame { mine: p, ..n })) }
            </fieldset>
            <fieldset class="friend-first">
                <legend>{ tr.t("friend-first") }</legend>
                { for Player::ALL.map(|p| radio("first", "friend-first", p, c.first == p, |n, p| NewGame { first: p, ..n })) }
            </fieldset>
            <p><button type="submit" class="primary" data-testid="friend-start">{ tr.t("friend-start") }</button></p>
        </form>
    }
}
