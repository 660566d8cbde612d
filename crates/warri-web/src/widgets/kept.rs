//! The player's word on saved data that could not be read: the copy kept
//! aside ([`crate::shell::store`]) stays until this button discards it. Drawn
//! under every notice about unreadable saved data — the game's, the
//! lessons', the puzzles' — so that the choice is made the same way
//! everywhere.

use yew::prelude::*;

use crate::shell::i18n::use_tr;
use crate::shell::store::{self, Browser, Kept};

/// Properties of [`KeptCopy`].
#[derive(Properties, PartialEq)]
pub struct KeptCopyProps {
    /// Where the unreadable text is kept.
    pub kept: Kept,
}

/// *Discard the kept copy* (for a newer release's save, left where it is:
/// *Discard the newer warri's data*), then a line saying it is gone.
#[function_component(KeptCopy)]
pub fn kept_copy(props: &KeptCopyProps) -> Html {
    let tr = use_tr();
    let discarded = use_state(|| false);
    if props.kept == Kept::InPlace {
        return Html::default();
    }
    let newer = matches!(props.kept, Kept::Newer(_));
    if *discarded {
        let gone = if newer { tr.t("kept-discarded-newer") } else { tr.t("kept-discarded") };
        return html! { <p class="kept" data-testid="kept-discarded" role="status">{ gone }</p> };
    }
    let onclick = {
        let (kept, discarded) = (props.kept.clone(), discarded.clone());
        Callback::from(move |_: MouseEvent| {
            store::discard(&Browser, &kept);
            discarded.set(true);
        })
    };
    html! {
        <p class="kept"><button type="button" data-testid="discard-kept" {onclick}>{ if newer { tr.t("kept-discard-newer") } else { tr.t("kept-discard") } }</button></p>
    }
}
