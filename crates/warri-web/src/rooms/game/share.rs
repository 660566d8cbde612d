//! Sharing a game: the "Embed this board" dialog (the `<iframe>` snippet for
//! the current settings — a board, the rules, a replay, the board's look —
//! with a live preview), and the game record's export and import.

use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::rooms::game::embed::{Embed, EmbedChoice};
use crate::shell::i18n::use_tr;
use crate::shell::look::Theme;
use crate::words;

/// Properties of [`EmbedDialog`].
#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    /// The embedded board for a choice.
    pub snippet: Callback<EmbedChoice, Embed>,
    /// Whether "the current position and moves" starts ticked: it does,
    /// for the board being shared is the one on the screen (the game as it
    /// stands, the editor's position); unticked, a fresh game of its
    /// settings.
    #[prop_or(true)]
    pub current: bool,
    /// Whether a replay is offered (not for a position without moves).
    #[prop_or(true)]
    pub replay: bool,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// The dialog producing the `<iframe>` snippet.
#[function_component(EmbedDialog)]
pub fn embed_dialog(props: &EmbedProps) -> Html {
    let tr = use_tr();
    let choice = use_state(|| EmbedChoice { current: props.current, ..EmbedChoice::default() });
    let toggle = |set: fn(&mut EmbedChoice, bool)| {
        let choice = choice.clone();
        Callback::from(move |e: Event| {
            let mut c = *choice;
            set(&mut c, e.target_unchecked_into::<HtmlInputElement>().checked());
            choice.set(c);
        })
    };
    let on_theme = {
        let choice = choice.clone();
        Callback::from(move |e: Event| {
            let key = e.target_unchecked_into::<HtmlSelectElement>().value();
            choice.set(EmbedChoice { theme: key.parse().ok(), ..*choice });
        })
    };
    let embed = props.snippet.emit(*choice);
    let close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_| on_close.emit(()))
    };
    html! {
        <section class="panel embed-dialog" data-testid="embed-dialog" aria-labelledby="embed-title">
            <h2 id="embed-title">{ tr.t("embed-title") }</h2>
            <p>{ tr.t("embed-explain") }</p>
            <label class="choice"><input type="checkbox" checked={choice.rules} onchange={toggle(|c, on| c.rules = on)} data-testid="embed-rules" />{ tr.t("embed-rules") }</label>
            <label class="choice"><input type="checkbox" checked={choice.current} onchange={toggle(|c, on| c.current = on)} data-testid="embed-current" />{ tr.t("embed-current") }</label>
            if props.replay {
                <label class="choice"><input type="checkbox" checked={choice.replay} onchange={toggle(|c, on| c.replay = on)} data-testid="embed-replay" />{ tr.t("embed-replay") }</label>
            }
            <label class="theme">{ format!("{} ", tr.t("embed-theme")) }
                <select data-testid="embed-theme" onchange={on_theme}>
                    <option value="" selected={choice.theme.is_none()}>{ tr.t("embed-theme-reader") }</option>
                    { for Theme::ALL.into_iter().map(|t| html! {
                        <option value={t.key()} selected={choice.theme == Some(t)}>{ words::theme_name(&tr, t) }</option>
                    }) }
                </select>
            </label>
            <label class="block">{ tr.t("embed-snippet") }
                <textarea readonly=true rows="4" data-testid="embed-snippet" value={embed.snippet} />
            </label>
            // What the snippet shows, live (the same frame and height) — not
            // from a file, whose frames no site can show.
            if !embed.src.starts_with("file:") {
                <p class="preview-label">{ tr.t("embed-preview") }</p>
                <iframe class="embed-preview" data-testid="embed-preview" src={embed.src} title={tr.t("embed-preview")}
                        height={embed.height.to_string()} loading="lazy" />
            }
            <button type="button" onclick={close}>{ tr.t("close") }</button>
        </section>
    }
}

/// Properties of [`RecordPanel`].
#[derive(Properties, PartialEq)]
pub struct RecordProps {
    /// The current game as a record.
    pub record: String,
    /// Import this text.
    pub on_import: Callback<String>,
    /// Open this text as a replay (its comments as captions).
    pub on_replay: Callback<String>,
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// Export (the record, ready to copy) and import (paste a record or link).
#[function_component(RecordPanel)]
pub fn record_panel(props: &RecordProps) -> Html {
    let tr = use_tr();
    let text = use_node_ref();
    let with_text = |to: &Callback<String>| {
        let (text, to) = (text.clone(), to.clone());
        Callback::from(move |_| {
            if let Some(t) = text.cast::<HtmlTextAreaElement>() {
                to.emit(t.value());
            }
        })
    };
    let (import, replay) = (with_text(&props.on_import), with_text(&props.on_replay));
    let close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_| on_close.emit(()))
    };
    html! {
        <section class="panel record" data-testid="record-panel" aria-labelledby="record-title">
            <h2 id="record-title">{ tr.t("record-title") }</h2>
            <label class="block">{ tr.t("record-label") }
                <textarea readonly=true rows="8" data-testid="record" value={props.record.clone()} />
            </label>
            <label class="block">{ tr.t("import-label") }
                <textarea rows="6" ref={text} data-testid="import-text" />
            </label>
            <div class="actions">
                <button type="button" class="primary" onclick={import} data-testid="import-apply">{ tr.t("import-apply") }</button>
                <button type="button" onclick={replay} data-testid="import-replay">{ tr.t("import-replay") }</button>
                <button type="button" onclick={close}>{ tr.t("close") }</button>
            </div>
        </section>
    }
}
