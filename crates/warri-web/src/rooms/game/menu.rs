//! The game's menu: every control that is not in the game's bar, grouped —
//! this game (a new game while the bar offers the next, offer a draw,
//! resign, flip, the rules, the players), share (link, embed, record, picture), study (analysis,
//! review, edit position) and settings (speed, sound, volume, the board's
//! look; the language is in the page's header, as on every page). It opens
//! under the bar from its button (`data-testid="menu"`), in the page's flow
//! (it covers nothing); on a wide screen its groups stand side by side. A
//! button of the menu closes it; Escape closes it and gives the focus back
//! to its button.

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::rooms::game::controls::Control;
use crate::rooms::game::ending;
use crate::rooms::game::page::PageAction;
use crate::rooms::game::parts::Shown;
use crate::shell::browser;
use crate::shell::i18n::Tr;
use crate::shell::look::{Look, LookChoice, Theme};
use crate::widgets::seats::Seats;
use crate::widgets::speed::speed_select;
use crate::words;

/// The menu, under the game's bar (hidden while closed: its controls stay
/// in the page, with their hooks).
pub fn menu(s: &Shown) -> Html {
    let (page, tr) = (s.page, &s.tr);
    let table = s.table();
    let played = !table.game.moves().is_empty();
    let click = |c: Control| {
        let (on, d) = (s.on_control(), s.dispatch.clone());
        Callback::from(move |_| {
            d.dispatch(PageAction::CloseMenu);
            on.emit(c);
        })
    };
    let item = |c: Control, label: String, enabled: bool, testid: &'static str| {
        html! { <button type="button" data-testid={testid} disabled={!enabled} onclick={click(c)}>{ label }</button> }
    };
    let rules = if page.rules_shown { tr.t("rules-hide") } else { tr.t("rules-show") };
    let can_next = !s.board.busy && table.can_next_game();
    html! {
        <div class="menu" id="game-menu" data-testid="menu" hidden={!page.menu_open} aria-label={tr.t("menu-label")}
             role="region" onkeydown={on_escape(s)}>
            { group("menu-game", tr.t("menu-game"), html! { <>
                if can_next { { item(Control::NewGame, tr.t("new-game"), true, "new-game") } }
                { page_item(s, PageAction::OfferDraw, tr.t("draw-button"), ending::draw_offerer(table).is_some(), "offer-draw") }
                { page_item(s, PageAction::Resign, tr.t("resign-button"), ending::resigner(table).is_some(), "resign") }
                { item(Control::Flip, tr.t("flip"), true, "flip") }
                { item(Control::Rules, rules, true, "show-rules") }
                <fieldset class="players">
                    <legend>{ tr.t("players") }</legend>
                    <Seats seats={table.settings.seats} on_change={s.on_seat()} />
                </fieldset>
            </> }) }
            { group("menu-share", tr.t("menu-share"), html! { <>
                { item(Control::CopyLink, tr.t("copy-link"), true, "copy-link") }
                { item(Control::Embed, tr.t("embed-button"), true, "embed-button") }
                { item(Control::Record, tr.t("record-button"), true, "record-button") }
                { item(Control::Diagram, tr.t("diagram-button"), true, "diagram-button") }
            </> }) }
            { group("menu-study", tr.t("menu-study"), html! { <>
                <button type="button" data-testid="analysis-button" aria-pressed={page.oracle.is_some().to_string()}
                        onclick={click(Control::Oracle)}>{ tr.t("analysis-button") }</button>
                { item(Control::Review, tr.t("review-button"), played, "review-button") }
                { item(Control::Edit, tr.t("edit-button"), true, "edit-button") }
            </> }) }
            { group("menu-settings", tr.t("menu-settings"), html! { <>
                { speed_select(tr, page.speed, s.send(PageAction::Speed)) }
                { look_settings(tr, &page.look, s.send(PageAction::Look)) }
            </> }) }
        </div>
    }
}

/// A button of the menu that sends the page's `action` (and closes the
/// menu).
fn page_item(s: &Shown, action: PageAction, label: String, enabled: bool, testid: &'static str) -> Html {
    let d = s.dispatch.clone();
    let onclick = Callback::from(move |_| {
        d.dispatch(PageAction::CloseMenu);
        d.dispatch(action.clone());
    });
    html! { <button type="button" data-testid={testid} disabled={!enabled} {onclick}>{ label }</button> }
}

/// A group of the menu (`id`), with its heading.
fn group(id: &'static str, heading: String, items: Html) -> Html {
    html! {
        <section class="menu-group" aria-labelledby={id}>
            <h2 id={id}>{ heading }</h2>
            <div class="menu-items">{ items }</div>
        </section>
    }
}

/// Escape closes the menu and gives the focus back to its button.
fn on_escape(s: &Shown) -> Callback<KeyboardEvent> {
    let d = s.dispatch.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            d.dispatch(PageAction::CloseMenu);
            if let Some(b) = browser::element_by_id("menu-button") {
                let _ = b.unchecked_into::<web_sys::HtmlElement>().focus();
            }
        }
    })
}

/// The sound's switch and volume, and the board's look.
fn look_settings(tr: &Tr, look: &Look, on: Callback<LookChoice>) -> Html {
    let on_sound = on.reform(|e: Event| LookChoice::Sound(e.target_unchecked_into::<HtmlInputElement>().checked()));
    let on_volume = on.reform(|e: Event| {
        let v = e.target_unchecked_into::<HtmlInputElement>().value_as_number();
        LookChoice::Volume(if v.is_finite() { v.clamp(0.0, 100.0) as u8 } else { 0 })
    });
    let on_theme = on.reform(|e: Event| {
        let key = e.target_unchecked_into::<HtmlSelectElement>().value();
        LookChoice::Theme(key.parse().unwrap_or_default())
    });
    html! { <>
        <label class="choice">
            <input type="checkbox" data-testid="sound-switch" checked={look.sound} onchange={on_sound} />
            { tr.t("sound-label") }
        </label>
        <label class="volume">
            { format!("{} ", tr.t("volume-label")) }
            <input type="range" data-testid="sound-volume" min="0" max="100" step="5" value={look.volume.to_string()}
                   disabled={!look.sound} onchange={on_volume} />
        </label>
        <label class="theme">
            { format!("{} ", tr.t("theme-label")) }
            <select data-testid="theme-select" onchange={on_theme}>
                { for Theme::ALL.into_iter().map(|t| html! {
                    <option value={t.key()} selected={t == look.theme}>{ words::theme_name(tr, t) }</option>
                }) }
            </select>
        </label>
    </> }
}
