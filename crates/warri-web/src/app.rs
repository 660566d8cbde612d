//! The page: opens the game the link asks for (else the saved game, else
//! the setup dialog), and wires the table reducer, the playback hook, the
//! computer-opponent worker, keyboard play, saving, languages and the
//! components together. With `embed=1` it shows only the board, the status
//! line and minimal controls, for an iframe on a rules page.

use std::rc::Rc;

use warri_rules::{Pit, Player};
use yew::prelude::*;

use crate::browser;
use crate::components::board::Board;
use crate::components::controls::{Control, Controls};
use crate::components::rules_table::RulesTable;
use crate::components::seats::Seats;
use crate::components::setup::Setup;
use crate::components::share::{EmbedChoice, EmbedDialog, RecordPanel};
use crate::hooks::{prefers_reduced_motion, use_engine, use_keyboard, use_playback};
use crate::i18n::{Lang, Tr};
use crate::params::{self, Opening};
use crate::playback::Speed;
use crate::record;
use crate::storage::{self, Saved};
use crate::table::{Action, Seat, Settings, Table};
use crate::view;
use crate::words::{self, Notice};
use crate::worker::{Reply, Request, Task};

/// A hint: the scores of every legal move, for the game at `generation`.
#[derive(Clone, Debug, PartialEq)]
struct Hint {
    generation: u32,
    scores: Option<Vec<(Pit, i32)>>,
}

/// How the page opens.
struct Start {
    opening: Opening,
    setup: bool,
    speed: Speed,
    lang: Lang,
}

/// Reads the link, then (outside embeds, when the link names no game) the
/// saved game.
fn start() -> Start {
    let mut opening = params::opening(&params::parse_query(&browser::query()));
    let mut speed = if prefers_reduced_motion() { Speed::Instant } else { Speed::Normal };
    let mut saved_lang = None;
    let mut restored = false;
    if !opening.embed && !opening.from_link {
        match storage::parse(storage::read().as_deref()) {
            Ok(Some((table, saved_speed, lang))) => {
                let notices = std::mem::take(&mut opening.table.notices);
                opening.table = table;
                opening.table.notices = notices;
                if speed != Speed::Instant {
                    speed = saved_speed;
                }
                saved_lang = lang;
                restored = true;
            }
            Ok(None) => {}
            Err(notice) => opening.table.notices.push(notice),
        }
    }
    let languages = browser::languages();
    let lang = opening
        .lang
        .or(saved_lang)
        .or_else(|| Lang::from_preferences(languages.iter().map(String::as_str)))
        .unwrap_or_default();
    let setup = !opening.embed && !opening.from_link && !restored;
    Start { opening, setup, speed, lang }
}

/// The whole game page.
#[function_component(App)]
pub fn app() -> Html {
    let start = use_memo((), |_| start());
    let embed = start.opening.embed;
    let table = {
        let start = start.clone();
        use_reducer(move || start.opening.table.clone())
    };
    let setup_open = use_state(|| start.setup);
    let flipped = use_state(|| start.opening.flip);
    let speed = use_state(|| start.speed);
    let lang = use_state(|| start.lang);
    let tr: Rc<Tr> = use_memo(*lang, |l| Tr::new(*l));
    let rules_shown = use_state(|| start.opening.rules);
    let shared_link = use_state(|| None::<String>);
    let panel = use_state(|| Panel::None);
    let hint = use_state(|| None::<Hint>);
    // Varies the lower levels' choices from one visit to the next.
    let seed_base = use_memo((), |_| (js_sys::Math::random() * 4_294_967_296.0) as u64);

    // The computer opponent: replies become table actions or hints.
    let send = {
        let dispatch = table.dispatcher();
        let set_hint = hint.setter();
        use_engine(Callback::from(move |reply: Reply| match reply {
            Reply::Move { id, pit, .. } => {
                if let Some(pit) = Pit::from_letter(pit) {
                    dispatch.dispatch(Action::EngineMove { generation: id, pit });
                }
            }
            Reply::Hint { id, scores, .. } => {
                let scores = scores.into_iter().filter_map(|(c, s)| Pit::from_letter(c).map(|p| (p, s))).collect();
                set_hint.set(Some(Hint { generation: id, scores: Some(scores) }));
            }
            Reply::Failed { .. } => {}
        }))
    };
    {
        // Ask for the computer's move whenever it is to move in a new state.
        let want = table.computer_to_move().map(|level| (table.generation, level));
        let (send, table, seed) = (send.clone(), table.clone(), *seed_base);
        use_effect_with(want, move |want| {
            if let Some((generation, level)) = *want {
                let task = Task::Move { level, seed: seed ^ u64::from(generation) };
                send.emit(Request::about(generation, table.settings.variant, &table.game, task));
            }
        });
    }
    {
        // Never lose a game: save after every change (not in embeds).
        let key = (table.generation, table.settings, table.results.len(), *speed, *lang);
        let (table, speed, lang) = (table.clone(), *speed, *lang);
        use_effect_with(key, move |_| {
            if !embed {
                storage::write(&Saved::of(&table, speed, Some(lang)));
            }
        });
    }
    {
        let tr = tr.clone();
        use_effect_with(*lang, move |l| browser::set_document_language(l.code(), &tr.t("app-title")));
    }
    {
        let dispatch = table.dispatcher();
        let table = table.clone();
        use_keyboard(Callback::from(move |relative: usize| {
            if let Some(p) = table.game.to_move() {
                dispatch.dispatch(Action::Click(Pit::of(p, relative)));
            }
        }));
    }

    let on_done = {
        let dispatch = table.dispatcher();
        Callback::from(move |id| dispatch.dispatch(Action::AnimationDone(id)))
    };
    let frame = use_playback(table.animation.clone(), *speed, on_done);
    let board_view = view::board(&table, frame.as_ref(), *flipped, &tr);

    let on_click = {
        let dispatch = table.dispatcher();
        Callback::from(move |pit: Pit| dispatch.dispatch(Action::Click(pit)))
    };
    let on_control = {
        let table = table.clone();
        let (setup_open, flipped, speed, rules_shown, shared_link, hint, send, panel) = (
            setup_open.clone(),
            flipped.clone(),
            speed.clone(),
            rules_shown.clone(),
            shared_link.clone(),
            hint.clone(),
            send.clone(),
            panel.clone(),
        );
        Callback::from(move |c: Control| match c {
            Control::Undo => table.dispatch(Action::Undo),
            Control::Redo => table.dispatch(Action::Redo),
            Control::NewGame if embed => table.dispatch(Action::NewGame),
            Control::NewGame => setup_open.set(true),
            Control::NextGame => table.dispatch(Action::NextGame),
            Control::Flip => flipped.set(!*flipped),
            Control::Rules => rules_shown.set(!*rules_shown),
            Control::Speed(s) => speed.set(s),
            Control::Hint => {
                let generation = table.generation;
                hint.set(Some(Hint { generation, scores: None }));
                let task = Task::Hint { movetime_ms: 800 };
                send.emit(Request::about(generation, table.settings.variant, &table.game, task));
            }
            Control::CopyLink => {
                let query = params::link(&table);
                let url = format!("{}{}", browser::base_url(), query);
                browser::replace_query(&query);
                browser::copy(&url);
                shared_link.set(Some(url));
            }
            Control::Embed => panel.set(if *panel == Panel::Embed { Panel::None } else { Panel::Embed }),
            Control::Record => panel.set(if *panel == Panel::Record { Panel::None } else { Panel::Record }),
        })
    };
    let on_start = {
        let (table, setup_open, flipped) = (table.clone(), setup_open.clone(), flipped.clone());
        Callback::from(move |s: Settings| {
            table.dispatch(Action::Start(s));
            flipped.set(false);
            setup_open.set(false);
        })
    };
    let on_cancel = {
        let setup_open = setup_open.clone();
        Callback::from(move |_| setup_open.set(false))
    };
    let on_seat = {
        let dispatch = table.dispatcher();
        Callback::from(move |(p, seat): (Player, Seat)| dispatch.dispatch(Action::SetSeat(p, seat)))
    };
    let on_dismiss = {
        let dispatch = table.dispatcher();
        Callback::from(move |_| dispatch.dispatch(Action::Dismiss))
    };
    let on_lang = {
        let lang = lang.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Some(l) = Lang::from_tag(&v) {
                lang.set(l);
            }
        })
    };
    let on_import = {
        let (dispatch, panel) = (table.dispatcher(), panel.clone());
        Callback::from(move |text: String| match import(&text) {
            Ok(t) => {
                dispatch.dispatch(Action::Load(Box::new(t)));
                panel.set(Panel::None);
            }
            Err(notice) => dispatch.dispatch(Action::Notify(vec![notice])),
        })
    };
    let close_panel = {
        let panel = panel.clone();
        Callback::from(move |_| panel.set(Panel::None))
    };
    let snippet = {
        let (table, tr, lang, flipped) = (table.clone(), tr.clone(), *lang, *flipped);
        Callback::from(move |c: EmbedChoice| embed_snippet(&table, &tr, lang, flipped, c))
    };

    let variant = table.settings.variant;
    let busy = board_view.busy;
    let result = if busy { None } else { view::result(&table, &tr) };
    let score = table.match_score();
    let can_next = !busy && table.is_match() && table.game.is_over() && score.champion().is_none();
    let moves = table.game.moves();
    let thinking = table.game.to_move().zip(table.computer_to_move());
    let current_hint = (*hint).clone().filter(|h| h.generation == table.generation && !busy);
    let can_hint = !busy && table.human_to_move();
    let announce = match (&table.last_move, busy) {
        (Some((pit, trace)), false) => words::announce(&tr, variant, *pit, trace),
        _ => String::new(),
    };
    let full_game = format!("{}{}", browser::base_url(), params::link_with(&table, *lang, *flipped, false, false));

    let notices = html! {
        if !table.notices.is_empty() {
            <div class="notice" role="alert" data-testid="notice">
                { for table.notices.iter().map(|n| html! { <p>{ words::notice(&tr, n, variant) }</p> }) }
                <button type="button" onclick={on_dismiss.clone()}>{ tr.t("dismiss") }</button>
            </div>
        }
    };
    let play_area = html! {
        <>
            <Board view={board_view.clone()} on_click={on_click}
                   hinted={current_hint.as_ref().and_then(|h| h.scores.as_ref()).and_then(|s| s.first()).map(|&(p, _)| p)} />
            <p class="status" data-testid="status">{ view::status(&table, &board_view, &tr) }</p>
            <div class="sr-only" aria-live="polite" data-testid="announce">{ announce }</div>
            if let Some((p, level)) = thinking {
                <p class="thinking" data-testid="thinking" role="status">{ words::thinking(&tr, p, level) }</p>
            }
            if let Some(h) = current_hint {
                <div class="hint" data-testid="hint" role="status">
                    if let Some(scores) = h.scores {
                        <p>{ tr.ta("hint-title", &[("pit", scores.first().map_or("?".to_string(), |s| s.0.letter().to_string()).as_str().into())]) }</p>
                        <ul>
                            { for scores.iter().map(|&(p, v)| html! {
                                <li data-hint-pit={p.letter().to_string()}>{ words::hint(&tr, &table.game, p, v) }</li>
                            }) }
                        </ul>
                    } else {
                        <p>{ tr.t("hint-looking") }</p>
                    }
                </div>
            }
            if let Some(e) = table.explanation {
                <p class="explanation" data-testid="explanation" role="status">{ words::explanation(&tr, e, variant) }</p>
            }
            if let Some(text) = result {
                <p class="result" data-testid="result" role="status">{ text }</p>
            }
            if table.is_match() {
                <p class="match" data-testid="match">{ words::match_line(&tr, &score) }</p>
            }
        </>
    };
    let page = if embed {
        html! {
            <main class={classes!("app", "embed")}>
                <h1 class="sr-only">{ tr.ta("embed-frame-title", &[("name", words::variant_name(&tr, variant).as_str().into())]) }</h1>
                { notices }
                { play_area }
                <Controls embed=true can_undo={!moves.is_empty()} can_redo={!table.redo.is_empty()}
                          can_next={can_next} can_hint={can_hint} rules_shown={*rules_shown} speed={*speed}
                          on_control={on_control} />
                <p class="open-full"><a href={full_game} target="_blank" rel="noopener" data-testid="open-full">{ tr.t("open-full") }</a></p>
                if *rules_shown { <RulesTable variant={variant} /> }
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
                                <option value={l.code()} lang={l.code()} selected={l == *lang}>{ l.native_name() }</option>
                            }) }
                        </select>
                    </label>
                </header>
                { notices }
                if *setup_open {
                    <Setup initial={table.settings} on_start={on_start} on_cancel={on_cancel} />
                }
                <section class="play" aria-label={tr.t("game-label")}>
                    { play_area }
                    <Controls embed=false can_undo={!moves.is_empty()} can_redo={!table.redo.is_empty()}
                              can_next={can_next} can_hint={can_hint} rules_shown={*rules_shown} speed={*speed}
                              on_control={on_control} />
                    <p class="sr-only">{ tr.t("say-keys") }</p>
                    if let Some(url) = (*shared_link).clone() {
                        <p class="link">
                            <label>{ tr.t("link-label") }{ " " }
                                <input type="text" readonly=true value={url} data-testid="link" />
                            </label>
                        </p>
                    }
                    if *panel == Panel::Embed {
                        <EmbedDialog snippet={snippet} on_close={close_panel.clone()} />
                    }
                    if *panel == Panel::Record {
                        <RecordPanel record={record::export(&table, &browser::today())} on_import={on_import} on_close={close_panel} />
                    }
                    <fieldset class="players">
                        <legend>{ tr.t("players") }</legend>
                        <Seats seats={table.settings.seats} on_change={on_seat} />
                    </fieldset>
                    <h2 class="sr-only">{ tr.t("moves-label") }</h2>
                    <ol class="moves" data-testid="moves" aria-label={tr.t("moves-label")}>
                        { for moves.iter().map(|m| html! { <li>{ m.letter() }</li> }) }
                    </ol>
                </section>
                if *rules_shown {
                    <RulesTable variant={variant} />
                }
            </main>
        }
    };
    html! {
        <ContextProvider<Rc<Tr>> context={tr.clone()}>
            { page }
        </ContextProvider<Rc<Tr>>>
    }
}

/// The panel open below the controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Panel {
    None,
    Embed,
    Record,
}

/// Reads an imported record, or a warri link.
fn import(text: &str) -> Result<Table, Notice> {
    let trimmed = text.trim();
    if let Some(q) = trimmed.find('?').filter(|_| !trimmed.starts_with('[') && trimmed.contains('=')) {
        let opening = params::opening(&params::parse_query(&trimmed[q..]));
        return match opening.table.notices.first() {
            Some(n) => Err(n.clone()),
            None => Ok(opening.table),
        };
    }
    record::import(text).map_err(|e| match e.line {
        0 => Notice::ImportGeneral(e.problem),
        line => Notice::Import { line, problem: e.problem },
    })
}

/// The `<iframe>` snippet for the current settings.
fn embed_snippet(table: &Table, tr: &Tr, lang: Lang, flipped: bool, c: EmbedChoice) -> String {
    let mut t = table.clone();
    if !c.current {
        t = Table::new(Settings { first: warri_rules::Player::South, ..table.settings });
    }
    let src = format!("{}{}", browser::base_url(), params::link_with(&t, lang, flipped, true, c.rules));
    let name = words::variant_name(tr, table.settings.variant);
    let title = tr.ta("embed-frame-title", &[("name", name.as_str().into())]);
    let height = if c.rules { 900 } else { 460 };
    format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"{height}\" style=\"border:0;max-width:44rem\" loading=\"lazy\" sandbox=\"allow-scripts allow-same-origin allow-popups\"></iframe>",
        src.replace('&', "&amp;"),
        title.replace('"', "&quot;")
    )
}
