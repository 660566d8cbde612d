//! Sharing a game: the "Embed this board" dialog (the `<iframe>` snippet for
//! the current settings), and the game record's export and import.

use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::i18n::use_tr;
use crate::params::EmbedChoice;

/// Properties of [`EmbedDialog`].
#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    /// The snippet for a choice.
    pub snippet: Callback<EmbedChoice, String>,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// The dialog producing the `<iframe>` snippet.
#[function_component(EmbedDialog)]
pub fn embed_dialog(props: &EmbedProps) -> Html {
    let tr = use_tr();
    let choice = use_state(EmbedChoice::default);
    let toggle = |rules: bool| {
        let choice = choice.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            let mut c = *choice;
            if rules {
                c.rules = on;
            } else {
                c.current = on;
            }
            choice.set(c);
        })
    };
    let snippet = props.snippet.emit(*choice);
    let close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_| on_close.emit(()))
    };
    html! {
        <section class="panel embed-dialog" data-testid="embed-dialog" aria-labelledby="embed-title">
            <h2 id="embed-title">{ tr.t("embed-title") }</h2>
            <p>{ tr.t("embed-explain") }</p>
            <label class="choice"><input type="checkbox" checked={choice.rules} onchange={toggle(true)} data-testid="embed-rules" />{ tr.t("embed-rules") }</label>
            <label class="choice"><input type="checkbox" checked={choice.current} onchange={toggle(false)} data-testid="embed-current" />{ tr.t("embed-current") }</label>
            <label class="block">{ tr.t("embed-snippet") }
                <textarea readonly=true rows="4" data-testid="embed-snippet" value={snippet} />
            </label>
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
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// Export (the record, ready to copy) and import (paste a record or link).
#[function_component(RecordPanel)]
pub fn record_panel(props: &RecordProps) -> Html {
    let tr = use_tr();
    let text = use_node_ref();
    let import = {
        let (text, on_import) = (text.clone(), props.on_import.clone());
        Callback::from(move |_| {
            if let Some(t) = text.cast::<HtmlTextAreaElement>() {
                on_import.emit(t.value());
            }
        })
    };
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
                <button type="button" onclick={close}>{ tr.t("close") }</button>
            </div>
        </section>
    }
}
