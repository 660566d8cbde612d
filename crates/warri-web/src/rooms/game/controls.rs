//! The game's controls: what each asks for ([`Control`]), the game's bar
//! ([`GameBar`]: the few a player uses during a game, and the menu's
//! button; everything else is in the menu, `super::menu`) and the embed's
//! few controls ([`EmbedControls`]).

use yew::prelude::*;

use crate::playback::Speed;
use crate::shell::i18n::use_tr;
use crate::widgets::icons::Icon;

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
    /// Open or close the menu.
    Menu,
}

/// Properties of [`GameBar`] and [`EmbedControls`].
#[derive(Properties, PartialEq)]
pub struct BarProps {
    /// Whether there is a move to undo.
    pub can_undo: bool,
    /// Whether there is a move to redo.
    pub can_redo: bool,
    /// Whether "next game" applies now.
    pub can_next: bool,
    /// Whether a hint can be asked for now.
    pub can_hint: bool,
    /// Whether the rules are shown (the embed's rules button).
    #[prop_or_default]
    pub rules_shown: bool,
    /// Whether the menu is open.
    #[prop_or_default]
    pub menu_open: bool,
    /// A control was used.
    pub on_control: Callback<Control>,
}

/// A control's button: its icon (if any) and its name.
fn button(
    on: &Callback<Control>,
    c: Control,
    icon: Option<Icon>,
    label: String,
    enabled: bool,
    testid: &'static str,
) -> Html {
    let on = on.clone();
    html! {
        <button type="button" data-testid={testid} disabled={!enabled}
                onclick={Callback::from(move |_| on.emit(c))}>
            { for icon.map(Icon::html) }<span class="label">{ label }</span>
        </button>
    }
}

/// The game's bar: undo, redo, hint, a new game (the next game of a match
/// once one is over: a new game is then in the menu) and the menu's button.
#[function_component(GameBar)]
pub fn game_bar(props: &BarProps) -> Html {
    let tr = use_tr();
    let on = &props.on_control;
    let on_menu = {
        let on = on.clone();
        Callback::from(move |_| on.emit(Control::Menu))
    };
    html! {
        <div class="controls game-bar" role="toolbar" aria-label={tr.t("controls-label")} data-testid="game-bar">
            { button(on, Control::Undo, Some(Icon::Undo), tr.t("undo"), props.can_undo, "undo") }
            { button(on, Control::Redo, Some(Icon::Redo), tr.t("redo"), props.can_redo, "redo") }
            { button(on, Control::Hint, Some(Icon::Hint), tr.t("hint"), props.can_hint, "hint-button") }
            if props.can_next {
                { button(on, Control::NextGame, Some(Icon::Next), tr.t("next-game"), true, "next-game") }
            } else {
                { button(on, Control::NewGame, Some(Icon::New), tr.t("new-game"), true, "new-game") }
            }
            <button type="button" data-testid="menu-button" id="menu-button" aria-expanded={props.menu_open.to_string()}
                    aria-controls="game-menu" onclick={on_menu}>
                { Icon::Menu.html() }<span class="label">{ tr.t("menu-button") }</span>
            </button>
        </div>
    }
}

/// An embedded board's few controls: undo, redo, hint, a new game (or the
/// next of a match) and the rules.
#[function_component(EmbedControls)]
pub fn embed_controls(props: &BarProps) -> Html {
    let tr = use_tr();
    let on = &props.on_control;
    let rules = if props.rules_shown { tr.t("rules-hide") } else { tr.t("rules-show") };
    html! {
        <div class="controls" role="toolbar" aria-label={tr.t("controls-label")}>
            { button(on, Control::Undo, None, tr.t("undo"), props.can_undo, "undo") }
            { button(on, Control::Redo, None, tr.t("redo"), props.can_redo, "redo") }
            { button(on, Control::Hint, None, tr.t("hint"), props.can_hint, "hint-button") }
            { button(on, Control::NewGame, None, tr.t("new-game"), true, "new-game") }
            if props.can_next { { button(on, Control::NextGame, None, tr.t("next-game"), true, "next-game") } }
            { button(on, Control::Rules, None, rules, true, "show-rules") }
        </div>
    }
}
