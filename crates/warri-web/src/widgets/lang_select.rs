//! The language switcher of a page's header (the learning pages', the
//! review's …) or of the game's menu: each language in its own name, the
//! page's chosen.
//!
//! Test hook: `select[data-testid=lang]`, values `en`, `nl`, `fr`, `ru`.

use yew::prelude::*;

use crate::shell::i18n::{use_tr, Lang};

/// Properties of [`LangSelect`].
#[derive(Properties, PartialEq)]
pub struct LangSelectProps {
    /// The page's language.
    pub lang: Lang,
    /// Another language was chosen.
    pub on_change: Callback<Lang>,
    /// Whether its name is shown beside it (in a menu), not only told to
    /// screen readers (in a header, where the languages' names say it).
    #[prop_or_default]
    pub labelled: bool,
}

/// The language switcher.
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
    html! {
        <label class="lang">
            <span class={classes!((!props.labelled).then_some("sr-only"))}>{ format!("{} ", tr.t("language")) }</span>
            <select data-testid="lang" onchange={on_change} aria-label={tr.t("language")}>
                { for Lang::ALL.into_iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={l == props.lang}>{ l.native_name() }</option>
                }) }
            </select>
        </label>
    }
}
