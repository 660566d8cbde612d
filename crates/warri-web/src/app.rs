//! The page: opens the game the link asks for (or the setup dialog), and
//! wires the table reducer, the playback hook and the components together.

use warri_rules::{Pit, Player};
use yew::prelude::*;

use crate::browser;
use crate::components::board::Board;
use crate::components::controls::{Control, Controls};
use crate::components::rules_table::RulesTable;
use crate::components::seats::Seats;
use crate::components::setup::Setup;
use crate::hooks::{prefers_reduced_motion, use_engine, use_playback};
use crate::params;
use crate::playback::Speed;
use crate::table::{Action, Seat, Settings};
use crate::view;
use crate::words;
use crate::worker::{Reply, Request, Task};

/// A hint: the scores of every legal move, for the game at `generation`.
#[derive(Clone, Debug, PartialEq)]
struct Hint {
    generation: u32,
    scores: Option<Vec<(Pit, i32)>>,
}

/// The whole game page.
#[function_component(App)]
pub fn app() -> Html {
    let opening = use_memo((), |_| params::opening(&params::parse_query(&browser::query())));
    let table = {
        let opening = opening.clone();
        use_reducer(move || opening.table.clone())
    };
    let setup_open = use_state(|| !opening.from_link);
    let flipped = use_state(|| opening.flip);
    let speed = use_state(|| if prefers_reduced_motion() { Speed::Instant } else { Speed::Normal });
    let rules_shown = use_state(|| false);
    let shared_link = use_state(|| None::<String>);
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

    let on_done = {
        let dispatch = table.dispatcher();
        Callback::from(move |id| dispatch.dispatch(Action::AnimationDone(id)))
    };
    let frame = use_playback(table.animation.clone(), *speed, on_done);
    let board_view = view::board(&table, frame.as_ref(), *flipped);

    let on_click = {
        let dispatch = table.dispatcher();
        Callback::from(move |pit: Pit| dispatch.dispatch(Action::Click(pit)))
    };
    let on_control = {
        let table = table.clone();
        let (setup_open, flipped, speed, rules_shown, shared_link, hint, send) = (
            setup_open.clone(),
            flipped.clone(),
            speed.clone(),
            rules_shown.clone(),
            shared_link.clone(),
            hint.clone(),
            send.clone(),
        );
        Callback::from(move |c: Control| match c {
            Control::Undo => table.dispatch(Action::Undo),
            Control::Redo => table.dispatch(Action::Redo),
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

    let variant = table.settings.variant;
    let busy = board_view.busy;
    let result = if busy { None } else { view::result(&table) };
    let score = table.match_score();
    let can_next = !busy && table.is_match() && table.game.is_over() && score.champion().is_none();
    let moves = table.game.moves();
    let thinking = table.game.to_move().zip(table.computer_to_move());
    let current_hint = (*hint).clone().filter(|h| h.generation == table.generation && !busy);
    let can_hint = !busy && table.human_to_move();

    html! {
        <main class="app">
            <header class="top">
                <h1>{ "warri" }</h1>
                <p class="variant-name" data-testid="variant-name">{ variant.name() }</p>
            </header>
            if !table.notices.is_empty() {
                <div class="notice" role="alert" data-testid="notice">
                    { for table.notices.iter().map(|n| html! { <p>{ n }</p> }) }
                    <button type="button" onclick={on_dismiss.clone()}>{ "Dismiss" }</button>
                </div>
            }
            if *setup_open {
                <Setup initial={table.settings} on_start={on_start} on_cancel={on_cancel} />
            }
            <section class="play" aria-label="Game">
                <Board view={board_view.clone()} on_click={on_click}
                       hinted={current_hint.as_ref().and_then(|h| h.scores.as_ref()).and_then(|s| s.first()).map(|&(p, _)| p)} />
                <p class="status" data-testid="status" aria-live="polite">{ view::status(&table, &board_view) }</p>
                if let Some((p, level)) = thinking {
                    <p class="thinking" data-testid="thinking" role="status">{ words::thinking(p, level) }</p>
                }
                if let Some(h) = current_hint {
                    <div class="hint" data-testid="hint" role="status">
                        if let Some(scores) = h.scores {
                            <p>{ format!("Hint: play {}.", scores.first().map_or('?', |s| s.0.letter())) }</p>
                            <ul>
                                { for scores.iter().map(|&(p, v)| html! {
                                    <li data-hint-pit={p.letter().to_string()}>
                                        { format!("{p}: {}", words::hint(&table.game, p, v)) }
                                    </li>
                                }) }
                            </ul>
                        } else {
                            <p>{ "Looking for the best move…" }</p>
                        }
                    </div>
                }
                if let Some(text) = table.explanation.clone() {
                    <p class="explanation" data-testid="explanation" role="status">{ text }</p>
                }
                if let Some(text) = result {
                    <p class="result" data-testid="result" role="status">{ text }</p>
                }
                if table.is_match() {
                    <p class="match" data-testid="match">{ match_line(&score) }</p>
                }
                <Controls can_undo={!moves.is_empty()} can_redo={!table.redo.is_empty()}
                          can_next={can_next} can_hint={can_hint} rules_shown={*rules_shown} speed={*speed}
                          on_control={on_control} />
                <fieldset class="players">
                    <legend>{ "Players" }</legend>
                    <Seats seats={table.settings.seats} on_change={on_seat} />
                </fieldset>
                if let Some(url) = (*shared_link).clone() {
                    <p class="link">
                        <label>{ "Link to this game: " }
                            <input type="text" readonly=true value={url} data-testid="link" />
                        </label>
                    </p>
                }
                <ol class="moves" data-testid="moves" aria-label="Moves">
                    { for moves.iter().map(|m| html! { <li>{ m.letter() }</li> }) }
                </ol>
            </section>
            if *rules_shown {
                <RulesTable variant={variant} />
            }
        </main>
    }
}

/// "Match, first to 6: South 2 – North 1 (1 draw)", or the champion.
fn match_line(m: &warri_rules::MatchScore) -> String {
    let mut s = format!("Match, first to {}: South {} – North {}", m.target, m.wins.south, m.wins.north);
    if m.draws > 0 {
        s += &format!(" ({} drawn)", m.draws);
    }
    match m.champion() {
        Some(p) => s += &format!(" — {p} is champion!"),
        None if m.games() > 0 => s += &format!(" — {} starts the next game", m.next_starter),
        None => {}
    }
    s
}

