//! The moves of a position and their values, best first — proven results
//! worded ("wins by 4 seeds", "draw"), estimates with the depth reached —
//! and each move's best line: the list the oracle shows beside the board
//! and the review for the ply shown. It draws the worker's [`Analysis`].

use warri_engine::{Analysis, Verdict};
use warri_rules::Pit;
use yew::prelude::*;

use crate::shell::i18n::Tr;
use crate::words;

/// The moves and their values, best first (the oracle's list; the review
/// shows it for a ply).
pub fn move_list(tr: &Tr, a: &Analysis, on_play: Option<&Callback<Pit>>) -> Html {
    html! {
        <ol class="oracle-moves">
            { for a.moves.iter().map(|m| {
                let verdict = match m.verdict {
                    Verdict::Win { .. } => "win",
                    Verdict::Draw => "draw",
                    Verdict::Loss { .. } => "loss",
                    Verdict::Estimate => "estimate",
                };
                let letter = m.pit.letter().to_string();
                let pit = m.pit;
                let name = match on_play {
                    Some(on) => {
                        let on = on.clone();
                        html! {
                            <button type="button" class="oracle-play" aria-label={tr.ta("oracle-play", &[("pit", letter.as_str().into())])}
                                    onclick={Callback::from(move |_| on.emit(pit))}>{ letter.clone() }</button>
                        }
                    }
                    None => html! { <span class="oracle-pit">{ letter.clone() }</span> },
                };
                html! {
                    <li data-testid="oracle-move" data-move={letter.clone()} data-verdict={verdict}
                        data-exact={m.exact.to_string()} data-score={m.score.0.to_string()}>
                        { name }
                        <span class="oracle-value">{ words::move_value(tr, m) }</span>
                        <span class="oracle-line">{ words::line(tr, &m.pv) }</span>
                    </li>
                }
            }) }
        </ol>
    }
}
