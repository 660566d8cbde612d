//! The game controls: undo, redo, hint, analysis (the oracle), new game,
//! next game (matches), flip, copy link, embed, record, picture, edit
//! position, review, show rules, and the animation speed.

use yew::prelude::*;

use crate::playback::Speed;
use crate::shell::i18n::use_tr;
use crate::widgets::speed::speed_select;

/// What a control asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// Take back a move.
    Undo,
    /// Replay a move taken back.
    Redo,
    /// Open the setup dialog for a new game.
    NewGame,
    /// Next game of the match.
    NextGame,
    /// Turn the board round.
    Flip,
    /// Copy a link to this game.
    CopyLink,
    /// Show or hide the rules-change table.
    Rules,
    /// Change the animation speed.
    Speed(Speed),
    /// Ask the computer for the best move.
    Hint,
    /// Open the "Embed this board" dialog.
    Embed,
    /// Open the game record (export and import).
    Record,
    /// Open the picture of the position.
    Diagram,
    /// Open the board editor on the current position.
    Edit,
    /// Show or hide the oracle.
    Oracle,
    /// Review the game move by move (another page).
    Review,
}

/// Properties of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The minimal set for embedded boards.
    pub embed: bool,
    /// Whether there is a move to undo.
    pub can_undo: bool,
    /// Whether there is a move to redo.
    pub can_redo: bool,
    /// Whether "next game" applies now.
    pub can_next: bool,
    /// Whether a hint can be asked for now.
    pub can_hint: bool,
    /// Whether the rules are shown.
    pub rules_shown: bool,
    /// Whether the oracle is shown.
    #[prop_or_default]
    pub oracle_shown: bool,
    /// Whether the game has moves to review.
    #[prop_or_default]
    pub can_review: bool,
    /// The animation speed.
    pub speed: Speed,
    /// A control was used.
    pub on_control: Callback<Control>,
}

/// The control bar.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let tr = use_tr();
    let button = |c: Control, label: String, enabled: bool, testid: &'static str| {
        let on = props.on_control.clone();
        html! {
            <button type="button" data-testid={testid} disabled={!enabled}
                    onclick={Callback::from(move |_| on.emit(c))}>{ label }</button>
        }
    };
    let on_speed = {
        let on = props.on_control.clone();
        Callback::from(move |s| on.emit(Control::Speed(s)))
    };
    html! {
        <div class="controls" role="toolbar" aria-label={tr.t("controls-label")}>
            { button(Control::Undo, tr.t("undo"), props.can_undo, "undo") }
            { button(Control::Redo, tr.t("redo"), props.can_redo, "redo") }
            { button(Control::Hint, tr.t("hint"), props.can_hint, "hint-button") }
            if !props.embed {
                <button type="button" data-testid="analysis-button" aria-pressed={props.oracle_shown.to_string()}
                        onclick={{ let on = props.on_control.clone(); Callback::from(move |_| on.emit(Control::Oracle)) }}>
                    { tr.t("analysis-button") }
                </button>
            }
            { button(Control::NewGame, tr.t("new-game"), true, "new-game") }
            if props.can_next { { button(Control::NextGame, tr.t("next-game"), true, "next-game") } }
            if !props.embed {
                { button(Control::Flip, tr.t("flip"), true, "flip") }
                { button(Control::CopyLink, tr.t("copy-link"), true, "copy-link") }
                { button(Control::Embed, tr.t("embed-button"), true, "embed-button") }
                { button(Control::Record, tr.t("record-button"), true, "record-button") }
                { button(Control::Diagram, tr.t("diagram-button"), true, "diagram-button") }
                { button(Control::Edit, tr.t("edit-button"), true, "edit-button") }
                { button(Control::Review, tr.t("review-button"), props.can_review, "review-button") }
            }
            { button(Control::Rules, if props.rules_shown { tr.t("rules-hide") } else { tr.t("rules-show") }, true, "show-rules") }
            if !props.embed { { speed_select(&tr, props.speed, on_speed) } }
        </div>
    }
}
