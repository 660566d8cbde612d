//! The board editor's controls: the board (a click or tap adds a seed, or
//! takes one away in the other mode; a right click always takes one away),
//! a number field for every pit and store (for the keyboard and screen
//! readers), the player to move, the variant, clear and start position, who
//! plays from here, and the problem with the position while there is one.
//! It knows no rules: the editor's state ([`crate::rooms::editor::state::Editor`]) and its
//! problem, worded, come in; [`EditAction`]s go out.
//!
//! Test hooks: `input[data-edit-pit=A]` … `input[data-edit-pit=f]`,
//! `input[data-edit-store=south|north]`, radios
//! `input[name=to-move][value=south|north]` and
//! `input[name=edit-mode][value=add|remove]`, `[data-testid=edit-variant]`,
//! `[data-testid=edit-error]` (present while the position is not valid),
//! `[data-testid=edit-over]` (a valid position whose game is over at once),
//! `[data-testid=edit-play]` (disabled while not valid), `edit-clear`,
//! `edit-start`, `edit-close`.

use warri_rules::{Pit, Player, Variant};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::board::component::Board;
use crate::board::view::{BoardView, PitView};
use crate::rooms::editor::state::{EditAction, Editor, Mode, Place};
use crate::rooms::editor::words as editor_words;
use crate::shell::i18n::use_tr;
use crate::shell::i18n::Tr;
use crate::widgets::seats::Seats;
use crate::words;
use warri_rules::ByPlayer;

/// Properties of [`EditorView`].
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The editor's state.
    pub editor: Editor,
    /// Why the position cannot be played, worded (`None`: it can).
    pub problem: Option<String>,
    /// That the game from this position is over at once, worded.
    pub over: Option<String>,
    /// A control was used.
    pub on_action: Callback<EditAction>,
    /// Play from here.
    pub on_play: Callback<()>,
    /// Back to the game as it was.
    pub on_close: Callback<()>,
}

/// The editor.
#[function_component(EditorView)]
pub fn editor_view(props: &EditorProps) -> Html {
    let tr = use_tr();
    let e = &props.editor;
    let act = |a: EditAction| {
        let on = props.on_action.clone();
        Callback::from(move |_: Event| on.emit(a.clone()))
    };
    let press = |a: EditAction| {
        let on = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on.emit(a.clone()))
    };
    let on_click = {
        let on = props.on_action.clone();
        Callback::from(move |pit| on.emit(EditAction::Click(pit)))
    };
    let on_remove = {
        let on = props.on_action.clone();
        Callback::from(move |pit| on.emit(EditAction::Remove(pit)))
    };
    let field = |place: Place, hook: (&'static str, String)| {
        let on = props.on_action.clone();
        let oninput = Callback::from(move |ev: InputEvent| {
            on.emit(EditAction::Type(place, ev.target_unchecked_into::<HtmlInputElement>().value()));
        });
        let bad = e.count(place).is_none();
        let label = editor_words::place(&tr, place);
        let short = match place {
            Place::Pit(p) => p.letter().to_string(),
            Place::Store(p) => words::player(&tr, p),
        };
        let input = match hook.0 {
            "data-edit-pit" => html! {
                <input type="text" inputmode="numeric" autocomplete="off" data-edit-pit={hook.1} aria-label={label}
                       aria-invalid={bad.to_string()} value={e.text(place).to_string()} oninput={oninput} />
            },
            _ => html! {
                <input type="text" inputmode="numeric" autocomplete="off" data-edit-store={hook.1} aria-label={label}
                       aria-invalid={bad.to_string()} value={e.text(place).to_string()} oninput={oninput} />
            },
        };
        html! { <label class="count-field"><span aria-hidden="true">{ short }</span>{ input }</label> }
    };
    let pit_field = |p: Pit| field(Place::Pit(p), ("data-edit-pit", p.letter().to_string()));
    let store_field = |p: Player| field(Place::Store(p), ("data-edit-store", p.key().to_string()));
    let radio = |name: &'static str, value: &'static str, checked: bool, label: String, a: EditAction| {
        html! {
            <label class="choice"><input type="radio" name={name} value={value} checked={checked} onchange={act(a)} />{ label }</label>
        }
    };
    let on_variant = {
        let on = props.on_action.clone();
        Callback::from(move |ev: Event| {
            let key = ev.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(v) = key.parse::<Variant>() {
                on.emit(EditAction::Variant(v));
            }
        })
    };
    let on_seat = {
        let on = props.on_action.clone();
        Callback::from(move |(p, s)| on.emit(EditAction::Seat(p, s)))
    };
    let (play, close) = (props.on_play.clone(), props.on_close.clone());
    html! {
        <section class="editor" data-testid="editor" aria-labelledby="edit-heading">
            <h2 id="edit-heading">{ tr.t("edit-heading") }</h2>
            // The board first, what a click does right under it; the
            // fields and choices below.
            { Board::new(board(e, &tr), on_click).on_remove(on_remove).html(&tr) }
            <fieldset class="edit-mode">
                <legend>{ tr.t("edit-mode") }</legend>
                { radio("edit-mode", "add", e.mode == Mode::Add, tr.t("edit-mode-add"), EditAction::Mode(Mode::Add)) }
                { radio("edit-mode", "remove", e.mode == Mode::Remove, tr.t("edit-mode-remove"), EditAction::Mode(Mode::Remove)) }
            </fieldset>
            <p class="explain">{ tr.t("edit-explain") }</p>
            if let Some(p) = &props.problem {
                <p class="notice edit-error" data-testid="edit-error" role="alert">{ p }</p>
            }
            if let Some(o) = &props.over {
                <p class="explanation" data-testid="edit-over" role="status">{ o }</p>
            }
            <fieldset class="to-move">
                <legend>{ tr.t("edit-to-move") }</legend>
                { for Player::ALL.into_iter().map(|p| radio("to-move", p.key(), e.to_move == p, words::player(&tr, p), EditAction::ToMove(p))) }
            </fieldset>
            <div class="controls">
                <button type="button" class="primary" data-testid="edit-play" disabled={props.problem.is_some()}
                        onclick={Callback::from(move |_| play.emit(()))}>{ tr.t("edit-play") }</button>
                <button type="button" data-testid="edit-clear" onclick={press(EditAction::Clear)}>{ tr.t("edit-clear") }</button>
                <button type="button" data-testid="edit-start" onclick={press(EditAction::Start)}>{ tr.t("edit-start") }</button>
                <button type="button" data-testid="edit-close" onclick={Callback::from(move |_| close.emit(()))}>{ tr.t("close") }</button>
            </div>
            <fieldset class="edit-counts">
                <legend>{ tr.t("edit-counts") }</legend>
                <div class="count-row">{ for (0..6).rev().map(|r| pit_field(Pit::of(Player::North, r))) }</div>
                <div class="count-row">{ for (0..6).map(|r| pit_field(Pit::of(Player::South, r))) }</div>
                <div class="count-row stores">{ store_field(Player::North) }{ store_field(Player::South) }</div>
            </fieldset>
            <label class="block">{ tr.t("edit-variant") }{ " " }
                <select data-testid="edit-variant" onchange={on_variant}>
                    { for Variant::ALL.into_iter().map(|v| html! {
                        <option value={v.key()} selected={v == e.variant}>{ words::variant_name(&tr, v) }</option>
                    }) }
                </select>
            </label>
            <fieldset class="players">
                <legend>{ tr.t("players") }</legend>
                <Seats seats={e.seats} on_change={on_seat} />
            </fieldset>
        </section>
    }
}

/// The board of the editor: its counts as they stand (a field holding no
/// count shows 0), every pit clickable.
fn board(editor: &Editor, tr: &Tr) -> BoardView {
    let count = |place| editor.count(place).unwrap_or(0);
    let pits = Pit::ALL
        .iter()
        .map(|&pit| {
            let seeds = count(Place::Pit(pit));
            PitView { pit, seeds, playable: true, focus: None, label: words::pit_label(tr, pit, seeds), last: false }
        })
        .collect();
    BoardView {
        variant: editor.variant,
        pits,
        stores: ByPlayer::from_fn(|p| count(Place::Store(p))),
        to_move: Some(editor.to_move),
        over: false,
        busy: false,
        hand: 0,
        store_focus: None,
        banners: Vec::new(),
        flipped: false,
        winner: None,
    }
}
