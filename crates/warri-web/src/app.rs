//! The page: opens the game the link asks for (or the setup dialog), and
//! wires the table reducer, the playback hook and the components together.

use warri_rules::Pit;
use yew::prelude::*;

use crate::browser;
use crate::components::board::Board;
use crate::components::controls::{Control, Controls};
use crate::components::rules_table::RulesTable;
use crate::components::setup::Setup;
use crate::hooks::{prefers_reduced_motion, use_playback};
use crate::params;
use crate::playback::Speed;
use crate::table::{Action, Settings};
use crate::view;

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
        let (setup_open, flipped, speed, rules_shown, shared_link) =
            (setup_open.clone(), flipped.clone(), speed.clone(), rules_shown.clone(), shared_link.clone());
        Callback::from(move |c: Control| match c {
            Control::Undo => table.dispatch(Action::Undo),
            Control::Redo => table.dispatch(Action::Redo),
            Control::NewGame => setup_open.set(true),
            Control::NextGame => table.dispatch(Action::NextGame),
            Control::Flip => flipped.set(!*flipped),
            Control::Rules => rules_shown.set(!*rules_shown),
            Control::Speed(s) => speed.set(s),
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
                <Board view={board_view.clone()} on_click={on_click} />
                <p class="status" data-testid="status" aria-live="polite">{ view::status(&table, &board_view) }</p>
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
                          can_next={can_next} rules_shown={*rules_shown} speed={*speed}
                          on_control={on_control} />
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

