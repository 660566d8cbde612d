//! The replay viewer's bar: first, previous, play/pause, next, last, the
//! ply shown, and the speed. It knows no rules and no game: it shows where
//! the replay stands and sends [`ReplayAction`]s.
//!
//! Test hooks: `[data-testid=replay]` holds the buttons `replay-first`,
//! `replay-prev`, `replay-play` (`data-playing="true"` while playing; its
//! label says what it will do: play or pause),
//! `replay-next`, `replay-last`; `replay-ply` says the ply shown.

use yew::prelude::*;

use crate::playback::Speed;
use crate::rooms::replay::state::ReplayAction;
use crate::shell::i18n::use_tr;
use crate::widgets::icons::Glyph;
use crate::widgets::speed::speed_select;
use crate::widgets::steps::{step_button, Step};

/// Properties of [`ReplayBar`].
#[derive(Properties, PartialEq)]
pub struct ReplayBarProps {
    /// The ply shown (0 = the start position).
    pub ply: usize,
    /// The game's length in plies.
    pub length: usize,
    /// Whether the replay is playing.
    pub playing: bool,
    /// The animation speed.
    pub speed: Speed,
    /// A button was used.
    pub on_action: Callback<ReplayAction>,
    /// The speed was changed.
    pub on_speed: Callback<Speed>,
}

/// The bar.
#[function_component(ReplayBar)]
pub fn replay_bar(props: &ReplayBarProps) -> Html {
    let tr = use_tr();
    let on_step = props.on_action.reform(ReplayAction::from);
    let button = |step: Step, label: String, enabled: bool, testid: &'static str| {
        step_button(step, label, enabled, testid, on_step.clone())
    };
    let (at_start, at_end) = (props.ply == 0, props.ply >= props.length);
    let play_label = if props.playing { tr.t("replay-pause") } else { tr.t("replay-play") };
    let on_play = {
        let on = props.on_action.clone();
        Callback::from(move |_| on.emit(ReplayAction::Toggle))
    };
    html! {
        <div class="replay-bar" data-testid="replay" role="toolbar" aria-label={tr.t("replay-label")}>
            { button(Step::First, tr.t("replay-first"), !at_start, "replay-first") }
            { button(Step::Prev, tr.t("replay-prev"), !at_start, "replay-prev") }
            <button type="button" class="play" data-testid="replay-play" disabled={props.length == 0}
                    data-playing={props.playing.to_string()} aria-label={play_label.clone()} title={play_label}
                    onclick={on_play}>{ if props.playing { Glyph::Pause } else { Glyph::Play }.html() }</button>
            { button(Step::Next, tr.t("replay-next"), !at_end, "replay-next") }
            { button(Step::Last, tr.t("replay-last"), !at_end, "replay-last") }
            <span class="replay-ply" data-testid="replay-ply" aria-live="off">
                { tr.ta("replay-ply", &[("ply", props.ply.into()), ("count", props.length.into())]) }
            </span>
            { speed_select(&tr, props.speed, props.on_speed.clone()) }
        </div>
    }
}
