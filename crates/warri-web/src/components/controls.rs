//! The game controls: undo, redo, hint, new game, next game (matches), flip, copy
//! link, show rules, and the animation speed.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::playback::Speed;

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
}

/// Properties of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
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
    /// The animation speed.
    pub speed: Speed,
    /// A control was used.
    pub on_control: Callback<Control>,
}

/// The control bar.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let button = |c: Control, label: &'static str, enabled: bool, testid: &'static str| {
        let on = props.on_control.clone();
        html! {
            <button type="button" data-testid={testid} disabled={!enabled}
                    onclick={Callback::from(move |_| on.emit(c))}>{ label }</button>
        }
    };
    let on_speed = {
        let on = props.on_control.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Some(s) = Speed::from_key(&select.value()) {
                on.emit(Control::Speed(s));
            }
        })
    };
    html! {
        <div class="controls" role="toolbar" aria-label="Game controls">
            { button(Control::Undo, "Undo", props.can_undo, "undo") }
            { button(Control::Redo, "Redo", props.can_redo, "redo") }
            { button(Control::Hint, "Hint", props.can_hint, "hint-button") }
            { button(Control::NewGame, "New game", true, "new-game") }
            if props.can_next { { button(Control::NextGame, "Next game", true, "next-game") } }
            { button(Control::Flip, "Flip board", true, "flip") }
            { button(Control::CopyLink, "Copy link", true, "copy-link") }
            { button(Control::Rules, if props.rules_shown { "Hide rules" } else { "Rules" }, true, "show-rules") }
            <label class="speed">
                { "Speed " }
                <select data-testid="speed" onchange={on_speed}>
                    { for Speed::ALL.into_iter().map(|s| html! {
                        <option value={s.key()} selected={s == props.speed}>{ s.key() }</option>
                    }) }
                </select>
            </label>
        </div>
    }
}
