//! The review's sentences, in the reader's language: a move's label and
//! what the move shown was worth against the best. The messages are
//! `web/i18n/review-LANG.ftl`'s, with the game's
//! ([`crate::study_words::tr`]).

use crate::review::{Judged, Label};
use warri_web::shell::i18n::{Arg, Tr};
use warri_web::widgets::move_values::move_value;

/// A label in words.
pub fn label_word(tr: &Tr, l: Label) -> String {
    match l {
        Label::Best => tr.t("review-label-best"),
        Label::Good => tr.t("review-label-good"),
        Label::Inaccuracy => tr.t("review-label-inaccuracy"),
        Label::Mistake => tr.t("review-label-mistake"),
        Label::Blunder => tr.t("review-label-blunder"),
    }
}

/// What the move shown was: its label, the seeds it lost, the best move.
pub fn judged_text(tr: &Tr, j: &Judged) -> String {
    let label = label_word(tr, j.label);
    if j.label == Label::Best {
        return tr.ta("review-judged-best", &[("label", label.as_str().into())]);
    }
    let best = move_value(tr, &j.best);
    tr.ta(
        "review-judged",
        &[
            ("label", label.as_str().into()),
            ("seeds", Arg::D(f64::from(j.lost) / 100.0)),
            ("pit", j.best.pit.letter().to_string().as_str().into()),
            ("value", best.as_str().into()),
        ],
    )
}
