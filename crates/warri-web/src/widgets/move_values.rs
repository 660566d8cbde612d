//! The moves of a position and their values, best first — proven results
//! worded ("wins by 4 seeds", "draw"), estimates with the depth reached —
//! and each move's best line: the list the oracle shows beside the board
//! and the review for the ply shown. It draws the worker's [`Analysis`],
//! worded here ([`move_value`], [`line`]).

use warri_engine::{Analysis, MoveValue, Verdict};
use warri_i18n::words::letter;
use warri_rules::Pit;
use yew::prelude::*;

use crate::shell::i18n::{Arg, Tr};

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
                        <span class="oracle-value">{ move_value(tr, m) }</span>
                        <span class="oracle-line">{ line(tr, &m.pv) }</span>
                    </li>
                }
            }) }
        </ol>
    }
}

/// What a move is worth, for the oracle and the review: a proven result
/// ("wins by 4 seeds", "wins by 2 to 6 seeds", "draw", "loses by 1 seed")
/// or the engine's estimate with the depth it reached ("about 1.5 seeds
/// ahead (depth 14)"); a proven value that holds only after this game's
/// earlier positions (the repetition rule) says so.
pub fn move_value(tr: &Tr, m: &MoveValue) -> String {
    let range = |id_one: &str, min: i32, max: i32| {
        let (min, max) = (min.unsigned_abs(), max.unsigned_abs());
        if min == max {
            match id_one {
                "win" => tr.ta("hint-wins-by", &[("count", min.into())]),
                _ => tr.ta("hint-loses-by", &[("count", min.into())]),
            }
        } else {
            match id_one {
                "win" => tr.ta("oracle-wins-range", &[("min", min.into()), ("count", max.into())]),
                _ => tr.ta("oracle-loses-range", &[("min", min.into()), ("count", max.into())]),
            }
        }
    };
    let proven = match m.verdict {
        Verdict::Win { min, max } => range("win", min, max),
        Verdict::Loss { min, max } => range("loss", min, max),
        Verdict::Draw => tr.t("hint-draw"),
        Verdict::Estimate => {
            let s = m.score;
            let seeds = [("seeds", Arg::D(f64::from(s.seeds().abs())))];
            let value = match s.0 {
                _ if s.is_even() => tr.t("hint-even"),
                v if v > 0 => tr.ta("hint-ahead", &seeds),
                _ => tr.ta("hint-behind", &seeds),
            };
            return tr.ta("oracle-estimate", &[("value", value.as_str().into()), ("depth", m.depth.into())]);
        }
    };
    if m.exact {
        proven
    } else {
        tr.ta("oracle-this-game", &[("value", proven.as_str().into())])
    }
}

/// A line of moves, e.g. `C f A b`.
pub fn line(tr: &Tr, pv: &[Pit]) -> String {
    let moves = pv.iter().map(|p| letter(*p)).collect::<Vec<_>>().join(" ");
    tr.ta("oracle-line", &[("moves", moves.as_str().into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::i18n::Lang;
    use warri_engine::Score;

    fn value(verdict: Verdict, score: i32, exact: bool) -> MoveValue {
        let pv = "CfA".chars().map(|l| Pit::from_letter(l).unwrap()).collect();
        MoveValue { pit: Pit::from_letter('C').unwrap(), score: Score(score), verdict, exact, depth: 14, pv }
    }

    #[test]
    fn proven_values_are_worded_as_proven_and_estimates_as_estimates() {
        let en = Tr::new(Lang::En);
        let said = |v: Verdict, score, exact| move_value(&en, &value(v, score, exact));
        assert_eq!(said(Verdict::Win { min: 4, max: 4 }, 100_004, true), "wins by 4 seeds");
        assert_eq!(said(Verdict::Win { min: 2, max: 6 }, 100_002, true), "wins by 2 to 6 seeds");
        assert_eq!(said(Verdict::Loss { min: 1, max: 1 }, -100_001, true), "loses by 1 seed");
        assert_eq!(said(Verdict::Draw, 0, true), "a draw");
        assert_eq!(said(Verdict::Draw, 0, false), "a draw (after this game's earlier positions)");
        assert_eq!(said(Verdict::Estimate, 150, true), "about 1.5 seeds ahead (estimate, depth 14)");
        assert_eq!(said(Verdict::Estimate, -250, true), "about 2.5 seeds behind (estimate, depth 14)");
        assert_eq!(line(&en, &value(Verdict::Draw, 0, true).pv), "line: C f A");
    }

    #[test]
    fn a_decimal_comma_where_the_language_writes_one() {
        let said = move_value(&Tr::new(Lang::Fr), &value(Verdict::Estimate, 150, true));
        assert!(said.contains("1,5") && said.contains("14"), "{said}");
    }
}
