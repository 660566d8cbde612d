//! The oracle's panel: every legal move with its value, best first —
//! proven results worded ("wins by 4 seeds", "draw"), estimates with the
//! depth reached — and the best line; whether it is still thinking. The
//! game page shows it beside the board (`analysis=1`), the review for the
//! ply shown. It knows no rules: it draws the worker's [`Analysis`].
//!
//! Test hooks: `[data-testid=oracle]` with `data-state`
//! (`thinking|done|paused|over|failed`), `data-depth` and `data-rounds`
//! (rounds of thinking answered); per move
//! `li[data-testid=oracle-move]` with `data-move`, `data-verdict`
//! (`win|draw|loss|estimate`), `data-exact` and `data-score`.

use std::rc::Rc;

use warri_engine::Analysis;
use warri_rules::{Pit, Player};
use yew::prelude::*;

use crate::shell::i18n::use_tr;
use crate::widgets::move_values::move_list;
use crate::words;

/// What the oracle is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OracleState {
    /// Looking deeper.
    Thinking,
    /// Thought enough (or every value is proven).
    Done,
    /// The page is hidden: it waits.
    Paused,
    /// The game is over: no move to value.
    Over,
    /// The worker could not answer.
    Failed,
}

impl OracleState {
    fn key(self) -> &'static str {
        match self {
            OracleState::Thinking => "thinking",
            OracleState::Done => "done",
            OracleState::Paused => "paused",
            OracleState::Over => "over",
            OracleState::Failed => "failed",
        }
    }
}

/// Properties of [`OraclePanel`].
#[derive(Properties, PartialEq)]
pub struct OracleProps {
    /// The values found so far, if any.
    pub analysis: Option<Rc<Analysis>>,
    /// The player the values are for (the one to move).
    pub to_move: Option<Player>,
    /// What it is doing.
    pub state: OracleState,
    /// Rounds of thinking answered (`data-rounds`).
    #[prop_or_default]
    pub rounds: usize,
    /// Why it stopped, if it failed.
    #[prop_or_default]
    pub problem: Option<String>,
    /// Playing a move from the list, where the board plays.
    #[prop_or_default]
    pub on_play: Option<Callback<Pit>>,
}

/// The oracle's panel.
#[function_component(OraclePanel)]
pub fn oracle_panel(props: &OracleProps) -> Html {
    let tr = use_tr();
    let depth = props.analysis.as_ref().map_or(0, |a| a.depth);
    let status = match props.state {
        OracleState::Thinking => tr.ta("oracle-thinking", &[("depth", depth.into())]),
        OracleState::Done => tr.ta("oracle-done", &[("depth", depth.into())]),
        OracleState::Paused => tr.t("oracle-paused"),
        OracleState::Over => tr.t("oracle-over"),
        OracleState::Failed => {
            let problem = props.problem.clone().unwrap_or_default();
            tr.ta("oracle-failed", &[("problem", problem.as_str().into())])
        }
    };
    let heading = match props.to_move {
        Some(p) => tr.ta("oracle-for", &[("player", words::side(p))]),
        None => tr.t("oracle-title"),
    };
    html! {
        <section class="oracle" data-testid="oracle" data-state={props.state.key()} data-depth={depth.to_string()}
                 data-rounds={props.rounds.to_string()}
                 aria-label={tr.t("oracle-title")}>
            <h2>{ heading }</h2>
            <p class="oracle-status" role="status">{ status }</p>
            if let Some(a) = props.analysis.as_ref().filter(|_| props.state != OracleState::Over) {
                { move_list(&tr, a, props.on_play.as_ref()) }
            }
        </section>
    }
}
