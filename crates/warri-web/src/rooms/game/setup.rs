//! The table setup: choose the variant (all six, with names, one-line
//! summaries and the rules-change table), who plays each side and who
//! starts. Emits the chosen [`Settings`]. A link leads to playing a friend
//! on another device instead.

use warri_rules::{Player, Variant};
use yew::prelude::*;

use crate::shell::i18n::use_tr;
use crate::table::Settings;
use crate::widgets::rules_table::RulesTable;
use crate::widgets::seats::Seats;
use crate::words;

/// Properties of [`Setup`].
#[derive(Properties, PartialEq)]
pub struct SetupProps {
    /// The settings the dialog opens with.
    pub initial: Settings,
    /// Start a game with the chosen settings.
    pub on_start: Callback<Settings>,
    /// Close without changing anything.
    pub on_cancel: Callback<()>,
}

/// The friend page with this variant chosen (`view=friend&variant=K`
/// would start a game at once; the choice lets the player pick a side).
fn friend_link(tr: &crate::shell::i18n::Tr, v: Variant) -> String {
    crate::shell::url::page_link(&[("view", "friend"), ("choose", v.key()), ("lang", tr.lang().code())])
}

/// The setup dialog.
#[function_component(Setup)]
pub fn setup(props: &SetupProps) -> Html {
    let tr = use_tr();
    let chosen = use_state(|| props.initial);
    let pick_variant = |v: Variant| {
        let chosen = chosen.clone();
        Callback::from(move |_| chosen.set(Settings { variant: v, ..*chosen }))
    };
    let pick_first = |p: Player| {
        let chosen = chosen.clone();
        Callback::from(move |_| chosen.set(Settings { first: p, ..*chosen }))
    };
    let pick_seat = {
        let chosen = chosen.clone();
        Callback::from(move |(p, seat): (Player, crate::seat::Seat)| {
            let mut s = *chosen;
            s.seats[p] = seat;
            chosen.set(s);
        })
    };
    let start = {
        let chosen = chosen.clone();
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_start.emit(*chosen)
        })
    };
    let cancel = {
        let on_cancel = props.on_cancel.clone();
        Callback::from(move |_| on_cancel.emit(()))
    };
    let s = *chosen;
    html! {
        <form class="setup" data-testid="setup" onsubmit={start} aria-labelledby="setup-title">
            <h2 id="setup-title">{ tr.t("setup-title") }</h2>
            <fieldset class="variants">
                <legend>{ tr.t("setup-variant") }</legend>
                { for Variant::ALL.into_iter().map(|v| html! {
                    <label class={classes!("variant-choice", (v == s.variant).then_some("chosen"))}>
                        <input type="radio" name="variant" value={v.key()}
                               checked={v == s.variant} onchange={pick_variant(v)} />
                        <span class="name">{ words::variant_name(&tr, v) }</span>
                        <span class="summary">{ words::variant_summary(&tr, v) }</span>
                    </label>
                }) }
            </fieldset>
            <details class="setup-rules" data-testid="setup-rules">
                <summary>{ tr.ta("setup-rules", &[("name", words::variant_name(&tr, s.variant).as_str().into())]) }</summary>
                <RulesTable variant={s.variant} />
            </details>
            <p class="how-to-play">
                <a data-testid="how-to-play" data-variant={s.variant.key()}
                   href={crate::shell::route::LearnRoute::Rules { variant: s.variant }.link(tr.lang(), false)}
                   target="_blank" rel="noopener">
                    { tr.ta("setup-how-to-play", &[("name", words::variant_name(&tr, s.variant).as_str().into())]) }
                </a>
            </p>
            <p class="setup-friend">
                <a data-testid="setup-friend" href={friend_link(&tr, s.variant)}>{ tr.t("setup-friend") }</a>
            </p>
            <fieldset class="seats">
                <legend>{ tr.t("setup-players") }</legend>
                <Seats seats={s.seats} on_change={pick_seat} />
            </fieldset>
            <fieldset class="first">
                <legend>{ tr.t("setup-first") }</legend>
                { for Player::ALL.into_iter().map(|p| html! {
                    <label class="choice">
                        <input type="radio" name="first" value={p.key()}
                               checked={p == s.first} onchange={pick_first(p)} />
                        { words::player(&tr, p) }
                    </label>
                }) }
            </fieldset>
            <div class="actions">
                <button type="submit" class="primary" data-testid="start">
                    { tr.ta("setup-play", &[("name", words::variant_name(&tr, s.variant).as_str().into())]) }
                </button>
                <button type="button" onclick={cancel}>{ tr.t("cancel") }</button>
            </div>
        </form>
    }
}
