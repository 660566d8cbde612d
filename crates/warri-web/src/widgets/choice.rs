//! The one mark of a rule that is warri's choice, not the tradition's
//! ([`warri_rules::Choice`], from the rules data): "✱ warri's choice", a
//! link to where the choice is explained — the explanation on the same
//! page if it holds it (a rules page's "warri's choices"), else the
//! variant's rules page — with the explanation as its title. The rules
//! table and the rules pages draw every choice through it.

use warri_rules::{Choice, Variant};
use yew::prelude::*;

use crate::shell::browser;
use crate::shell::i18n::Tr;
use crate::shell::route::LearnRoute;
use crate::widgets::links::open_page;

/// The id of a choice's explanation on a rules page.
pub fn anchor(choice: Choice) -> String {
    format!("choice-{}", choice.key())
}

/// The explanation of `choice`, in the reader's language.
pub fn explanation(tr: &Tr, choice: Choice) -> String {
    match choice {
        Choice::SeedsAtTwentyFive => tr.t("choice-seeds-at-25"),
        Choice::FirstRepetition => tr.t("choice-first-repetition"),
        Choice::DrawBelowTwentyFive => tr.t("choice-draw-below-25"),
        Choice::WahreeTwentyFive => tr.t("choice-wahree-25"),
        Choice::WahreeCycle => tr.t("choice-wahree-cycle"),
        Choice::NextStarter => tr.t("choice-next-starter"),
    }
}

/// The one mark of a rule value or a paragraph that holds `choices` (none:
/// no mark), after a space: it names them all (`data-choice-key`, space
/// separated), its title gives their reasons, and it leads to the first.
pub fn marks(tr: &Tr, variant: Variant, choices: &[Choice]) -> Html {
    let Some(&first) = choices.first() else { return Html::default() };
    let href = LearnRoute::Rules { variant }.link(tr.lang(), false);
    let (id, page) = (anchor(first), open_page(href.clone()));
    let onclick = Callback::from(move |e: MouseEvent| match browser::element_by_id(&id) {
        // The explanation on this page: shown without leaving it (a
        // `#fragment` would be the single file's link parameters).
        Some(target) => {
            e.prevent_default();
            target.scroll_into_view();
        }
        None => page.emit(e),
    });
    let keys: Vec<&str> = choices.iter().map(|c| c.key()).collect();
    let reasons: Vec<String> = choices.iter().map(|c| explanation(tr, *c)).collect();
    html! {
        <>
            { " " }
            <a class="choice-mark" href={href} {onclick} data-choice-key={keys.join(" ")} title={reasons.join(" ")}>
                <span aria-hidden="true">{ "✱ " }</span>{ tr.t("choice-mark") }
            </a>
        </>
    }
}
