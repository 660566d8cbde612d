//! The notices about bad input and trouble under a page's header (a bad
//! link, saved data or a record that cannot be read, a file that cannot be
//! fetched, a computer that could not move), worded in the page's language
//! by the page ([`Said`]), each with the discard button of a kept copy
//! where it is about unreadable saved data, and one button to dismiss
//! them. An alert, so that screen readers say them at once. Every page's
//! notices are drawn here.

use yew::prelude::*;

use crate::notice::Notice;
use crate::shell::i18n::{use_tr, Tr};
use crate::shell::store::Kept;
use crate::widgets::kept::KeptCopy;
use crate::words;

/// A notice as the page words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// What it says.
    pub text: String,
    /// Where the unreadable saved data it is about is kept, if it is.
    pub kept: Option<Kept>,
}

impl Said {
    /// A notice that is only words.
    pub fn text(text: String) -> Said {
        Said { text, kept: None }
    }

    /// One of the game's notices, worded.
    pub fn notice(tr: &Tr, n: &Notice) -> Said {
        Said { text: words::notice(tr, n), kept: n.kept().cloned() }
    }
}

/// Properties of [`Notices`].
#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    /// What to say.
    pub said: Vec<Said>,
    /// Dismiss them all.
    pub on_dismiss: Callback<()>,
}

/// The notices, if any.
#[function_component(Notices)]
pub fn notices(props: &NoticesProps) -> Html {
    let tr = use_tr();
    if props.said.is_empty() {
        return Html::default();
    }
    let dismiss = {
        let on_dismiss = props.on_dismiss.clone();
        Callback::from(move |_| on_dismiss.emit(()))
    };
    html! {
        <div class="notice" role="alert" data-testid="notice">
            { for props.said.iter().map(|s| html! { <>
                <p>{ s.text.clone() }</p>
                if let Some(kept) = &s.kept { <KeptCopy kept={kept.clone()} /> }
            </> }) }
            <button type="button" onclick={dismiss}>{ tr.t("dismiss") }</button>
        </div>
    }
}
