//! The language switch, in every page's header (`crate::shell::frame`):
//! a compact control that never takes a row of its own — a globe (not on
//! a phone) and the page's language's code over a native `<select>` that
//! covers it, so that a tap or a click opens the browser's own list of the
//! languages, each in its own name.
//!
//! Test hook: `select[data-testid=lang]`, values `en`, `nl`, `fr`, `ru`.

use yew::prelude::*;

use crate::shell::i18n::{use_tr, Lang};
use crate::widgets::icons::Icon;

/// Properties of [`LangSelect`].
#[derive(Properties, PartialEq)]
pub struct LangSelectProps {
    /// The page's language.
    pub lang: Lang,
    /// Another language was chosen.
    pub on_change: Callback<Lang>,
}

/// The language switch.
#[function_component(LangSelect)]
pub fn lang_select(props: &LangSelectProps) -> Html {
    let tr = use_tr();
    let on_change = {
        let on = props.on_change.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Some(l) = Lang::from_tag(&v) {
                on.emit(l);
            }
        })
    };
    let lang = props.lang;
    html! {
        <label class="lang">
            <span class="lang-face" aria-hidden="true">
                { Icon::Language.html() }
                <span class="lang-code">{ lang.code().to_ascii_uppercase() }</span>
            </span>
            <select data-testid="lang" onchange={on_change} aria-label={tr.t("language")} title={tr.t("language")}>
                { for Lang::ALL.into_iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={l == lang}>{ l.native_name() }</option>
                }) }
            </select>
        </label>
    }
}
