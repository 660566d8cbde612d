//! The captions of a move, shared by every page that tells moves: the
//! replay's line under the board (who sowed how many seeds from where, a
//! lap passing over its own pit, a grand slam, each capture with its seeds,
//! the end), which the review, the puzzles' lines, the rules pages'
//! pictures and the lessons' feedback say too, and what a screen reader
//! hears after a move. A shared library beside `words`, so that the site's
//! rooms, which may not reach `rooms::replay`, word a move as the replay
//! does. Wording only, through the Fluent messages of `web/i18n/`
//! (`replay-*`, `say-*`); the banners and results are `words`'.
//!
//! Every message id is written out as the first argument of `tr.t` or
//! `tr.ta` (never built), so that `tests/i18n.rs` can find them all.

use warri_rules::{Pit, Step, Variant};

use crate::board::view::{self, BoardView};
use crate::playback::Slam;
use crate::shell::i18n::Tr;
use crate::table::Table;
use crate::words::{result, side, slam_banner};
use warri_i18n::words::letter;

/// The caption under a replayed board (the replay's and the review's): the
/// move that led to the ply shown, or at the start "Start position." and
/// the status line.
pub fn told(tr: &Tr, table: &Table, board: &BoardView) -> String {
    match &table.last_move {
        Some((pit, trace)) if table.ply() > 0 => replay_caption(tr, table.settings.variant, *pit, trace),
        _ => format!("{}. {}", tr.t("replay-start"), view::status(table, board, tr)),
    }
}

/// The pits a move captured and the seeds from each, in the trace's order
/// (as a diagram marks them).
fn captures(trace: &[Step]) -> Vec<(Pit, u8)> {
    warri_diagram::LastMove::from_trace(trace).map(|l| l.captured).unwrap_or_default()
}

/// The replay's caption of a move: who sowed how many seeds from where, a
/// lap passing over its own pit, a grand slam (worded as on the board),
/// each capture with its seeds, and the end of the game.
pub fn replay_caption(tr: &Tr, variant: Variant, pit: Pit, trace: &[Step]) -> String {
    let mut parts = Vec::new();
    let mut skipped = false;
    for step in trace {
        match *step {
            Step::Pickup { pit, seeds } => parts.push(tr.ta(
                "replay-sows",
                &[("player", side(pit.owner())), ("count", seeds.into()), ("pit", letter(pit).as_str().into())],
            )),
            // Said once, however many laps.
            Step::SkipOrigin { pit } if !skipped => {
                skipped = true;
                parts.push(tr.ta("replay-skips", &[("pit", letter(pit).as_str().into())]));
            }
            _ => {}
        }
    }
    if parts.is_empty() {
        parts.push(tr.ta("say-move", &[("player", side(pit.owner())), ("pit", letter(pit).as_str().into())]));
    }
    if let Some(slam) = Slam::in_trace(trace) {
        parts.push(slam_banner(tr, variant, &slam));
    }
    let captured: Vec<String> = captures(trace)
        .into_iter()
        .map(|(pit, seeds)| {
            tr.ta("replay-capture-part", &[("count", seeds.into()), ("pit", letter(pit).as_str().into())])
        })
        .collect();
    if !captured.is_empty() {
        parts.push(tr.ta("replay-captures", &[("parts", captured.join(", ").as_str().into())]));
    }
    if let Some(Step::End(o)) = trace.last() {
        parts.push(result(tr, o, variant));
    }
    parts.join(" ")
}

/// What a screen reader hears after a move: who played what, a grand slam
/// (worded as on the board, an extra move included), the captures, the end.
pub fn announce(tr: &Tr, variant: Variant, pit: Pit, trace: &[Step]) -> String {
    let l = letter(pit);
    let mut parts = vec![tr.ta("say-move", &[("player", side(pit.owner())), ("pit", l.as_str().into())])];
    if let Some(slam) = Slam::in_trace(trace) {
        parts.push(slam_banner(tr, variant, &slam));
    }
    let captured = captures(trace);
    if !captured.is_empty() {
        let total: u8 = captured.iter().map(|c| c.1).sum();
        let pits: Vec<String> = captured.iter().map(|c| letter(c.0)).collect();
        let pits = pits.join(", ");
        parts.push(tr.ta("say-captures", &[("count", total.into()), ("pits", pits.as_str().into())]));
    }
    if let Some(Step::End(o)) = trace.last() {
        parts.push(result(tr, o, variant));
    }
    parts.join(" ")
}
