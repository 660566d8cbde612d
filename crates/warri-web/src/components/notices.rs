//! The notices about bad input and trouble (a bad link, saved data or
//! record, a computer that could not move), worded in the page's language
//! when drawn, with a button to dismiss them. An alert, so that screen
//! readers say them at once.

use yew::prelude::*;

use crate::i18n::use_tr;
use crate::notice::Notice;
use crate::words;

/// Properties of [`Notices`].
#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    /// What to say.
    pub notices: Vec<Notice>,
    /// Dismiss them all.
    pub on_dismiss: Callback<()>,
}

/// The notices, if any.
#[function_component(Notices)]
pub fn notices(props: &NoticesProps) -> Html {
    let tr = use_tr();
    if props.notices.is_empty() {
        return Html::default();
    }
    let dismiss = {
        let on_dismiss = props.on_dismiss.clone();
        Callback::from(move |_| on_dismiss.emit(()))
    };
    html! {
        <div class="notice" role="alert" data-testid="notice">
            { for props.notices.iter().map(|n| html! { <p>{ words::notice(&tr, n) }</p> }) }
            <button type="button" onclick={dismiss}>{ tr.t("dismiss") }</button>
        </div>
    }
}
