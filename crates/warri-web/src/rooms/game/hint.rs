//! The hint: while the computer looks, a line saying so; then the best move
//! and every legal move worded ("wins by 4 seeds", "about 1.5 seeds
//! behind"); or why the computer could not look. Its types are the page's
//! state of a hint, carried out by [`super::page_hint`].

use warri_rules::{Game, Pit};
use yew::prelude::*;

use crate::engine::worker::Failure;
use crate::shell::i18n::use_tr;
use crate::words;

/// How long the engine thinks about a hint.
pub const HINT_MS: u32 = 800;

/// Where a hint stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintState {
    /// Asked for; the computer is looking.
    Looking,
    /// Every legal move's score, best first.
    Scores(Vec<(Pit, i32)>),
    /// The computer could not look.
    Failed(Failure),
}

/// A hint about the game at `generation`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// [`crate::table::Table::generation`] when it was asked for.
    pub generation: u32,
    /// Where it stands.
    pub state: HintState,
}

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
