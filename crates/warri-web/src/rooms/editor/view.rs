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
    let on = &props.on_action;
    let on_click = {
        let on = on.clone();
        Callback::from(move |pit| on.emit(EditAction::Click(pit)))
    };
    let on_remove = {
        let on = on.clone();
        Callback::from(move |pit| on.emit(EditAction::Remove(pit)))
    };
    let on_seat = {
        let on = on.clone();
        Callback::from(move |(p, s)| on.emit(EditAction::Seat(p, s)))
    };
    let mode = |m: Mode, value: &'static str, label: String| {
        radio("edit-mode", value, e.mode == m, label, changed(on, EditAction::Mode(m)))
    };
    let to_move = |p: Player| {
        radio("to-move", p.key(), e.to_move == p, words::player(&tr, p), changed(on, EditAction::ToMove(p)))
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
                { mode(Mode::Add, "add", tr.t("edit-mode-add")) }
                { mode(Mode::Remove, "remove", tr.t("edit-mode-remove")) }
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
                { for Player::ALL.into_iter().map(to_move) }
            </fieldset>
            <div class="controls">
                <button type="button" class="primary" data-testid="edit-play" disabled={props.problem.is_some()}
                        onclick={Callback::from(move |_| play.emit(()))}>{ tr.t("edit-play") }</button>
                <button type="button" data-testid="edit-clear" onclick={pressed(on, EditAction::Clear)}>{ tr.t("edit-clear") }</button>
                <button type="button" data-testid="edit-start" onclick={pressed(on, EditAction::Start)}>{ tr.t("edit-start") }</button>
                <button type="button" data-testid="edit-close" onclick={Callback::from(move |_| close.emit(()))}>{ tr.t("close") }</button>
            </div>
            { count_fields(&tr, e, on) }
            { variant_choice(&tr, e, on) }
            <fieldset class="players">
                <legend>{ tr.t("players") }</legend>
                <Seats seats={e.seats} on_change={on_seat} />
            </fieldset>
        </section>
    }
}

/// Sends `a` when a control changes.
fn changed(on: &Callback<EditAction>, a: EditAction) -> Callback<Event> {
    let on = on.clone();
    Callback::from(move |_: Event| on.emit(a.clone()))
}

/// Sends `a` when a button is pressed.
fn pressed(on: &Callback<EditAction>, a: EditAction) -> Callback<MouseEvent> {
    let on = on.clone();
    Callback::from(move |_: MouseEvent| on.emit(a.clone()))
}

/// A radio button of the group `name`, labelled.
fn radio(name: &'static str, value: &'static str, checked: bool, label: String, onchange: Callback<Event>) -> Html {
    html! {
        <label class="choice"><input type="radio" name={name} value={value} checked={checked} onchange={onchange} />{ label }</label>
    }
}

/// The number fields of the twelve pits (as the board shows them, North's
/// row first, right to left) and the two stores.
fn count_fields(tr: &Tr, e: &Editor, on: &Callback<EditAction>) -> Html {
    let field = |place: Place| count_field(tr, e, on, place);
    html! {
        <fieldset class="edit-counts">
            <legend>{ tr.t("edit-counts") }</legend>
            <div class="count-row">{ for (0..6).rev().map(|r| field(Place::Pit(Pit::of(Player::North, r)))) }</div>
            <div class="count-row">{ for (0..6).map(|r| field(Place::Pit(Pit::of(Player::South, r)))) }</div>
            <div class="count-row stores">{ field(Place::Store(Player::North)) }{ field(Place::Store(Player::South)) }</div>
        </fieldset>
    }
}

/// The number field of a pit (`data-edit-pit`, its letter) or a store
/// (`data-edit-store`, its player's key), marked invalid while it holds no
/// count.
fn count_field(tr: &Tr, e: &Editor, on: &Callback<EditAction>, place: Place) -> Html {
    let oninput = {
        let on = on.clone();
        Callback::from(move |ev: InputEvent| {
            on.emit(EditAction::Type(place, ev.target_unchecked_into::<HtmlInputElement>().value()));
        })
    };
    let bad = e.count(place).is_none();
    let label = editor_words::place(tr, place);
    let (short, input) = match place {
        Place::Pit(p) => (
            p.letter().to_string(),
            html! {
                <input type="text" inputmode="numeric" autocomplete="off" data-edit-pit={p.letter().to_string()} aria-label={label}
                       aria-invalid={bad.to_string()} value={e.text(place).to_string()} oninput={oninput} />
            },
        ),
        Place::Store(p) => (
            words::player(tr, p),
            html! {
                <input type="text" inputmode="numeric" autocomplete="off" data-edit-store={p.key().to_string()} aria-label={label}
                       aria-invalid={bad.to_string()} value={e.text(place).to_string()} oninput={oninput} />
            },
        ),
    };
    html! { <label class="count-field"><span aria-hidden="true">{ short }</span>{ input }</label> }
}

/// The variant's choice.
fn variant_choice(tr: &Tr, e: &Editor, on: &Callback<EditAction>) -> Html {
    let on_variant = {
        let on = on.clone();
        Callback::from(move |ev: Event| {
            let key = ev.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(v) = key.parse::<Variant>() {
                on.emit(EditAction::Variant(v));
            }
        })
    };
    html! {
        <label class="block">{ tr.t("edit-variant") }{ " " }
            <select data-testid="edit-variant" onchange={on_variant}>
                { for Variant::ALL.into_iter().map(|v| html! {
                    <option value={v.key()} selected={v == e.variant}>{ words::variant_name(tr, v) }</option>
                }) }
            </select>
        </label>
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
