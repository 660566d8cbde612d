//! The hint: while the computer looks, a line saying so; then the best move
//! and every legal move worded ("wins by 4 seeds", "about 1.5 seeds
//! behind"); or why the computer could not look.

use warri_rules::Game;
use yew::prelude::*;

use crate::rooms::game::page::{Hint, HintState};
use crate::shell::i18n::use_tr;
use crate::words;

/// Properties of [`HintPanel`].
#[derive(Properties, PartialEq)]
pub struct HintProps {
    /// The hint.
    pub hint: Hint,
    /// The game it is about.
    pub game: Game,
}

/// The hint panel.
#[function_component(HintPanel)]
pub fn hint_panel(props: &HintProps) -> Html {
    let tr = use_tr();
    let body = match &props.hint.state {
        HintState::Looking => html! { <p>{ tr.t("hint-looking") }</p> },
        HintState::Failed(f) => html! { <p data-testid="hint-failed">{ words::hint_failed(&tr, f) }</p> },
        HintState::Scores(scores) => {
            let best = scores.first().map_or("?".to_string(), |s| s.0.letter().to_string());
            html! {
                <>
                    <p>{ tr.ta("hint-title", &[("pit", best.as_str().into())]) }</p>
                    <ul>
                        { for scores.iter().map(|&(p, v)| html! {
                            <li data-hint-pit={p.letter().to_string()}>{ words::hint(&tr, &props.game, p, v) }</li>
                        }) }
                    </ul>
                </>
            }
        }
    };
    html! {
        <div class="hint" data-testid="hint" role="status">{ body }</div>
    }
}
