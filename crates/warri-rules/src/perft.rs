//! Perft: the number of legal move sequences of exactly `depth` plies,
//! following the game's rules including repetition. The reference for the
//! rules' speed (criterion benchmark, wasm comparison) and, against a naive
//! second implementation in the tests, for their correctness.

use crate::position::Flow;
use crate::{Game, MoveSet, Position, Rules, SinceCapture};

/// Counts the move sequences of exactly `depth` plies from the game's current
/// state. A game that ends before `depth` plies contributes nothing; depth 0
/// counts the current state once (zero if it is over).
///
/// ```
/// use warri_rules::{perft, Game, Variant};
/// assert_eq!(perft(&Game::new(Variant::Abapa.rules()), 1), 6);
/// assert_eq!(perft(&Game::new(Variant::Abapa.rules()), 2), 36);
/// ```
pub fn perft(game: &Game, depth: u32) -> u64 {
    if game.is_over() {
        return 0;
    }
    if depth == 0 {
        return 1;
    }
    let mut seen = game.since_capture().clone();
    inner(game.rules(), game.position(), game.legal_moves(), &mut seen, depth)
}

fn inner(rules: &Rules, pos: &Position, legal: MoveSet, seen: &mut SinceCapture, depth: u32) -> u64 {
    if depth == 1 {
        return legal.len() as u64;
    }
    let mut total = 0;
    for pit in legal {
        let mut next = *pos;
        if let Flow::Continue { captured, legal } = next.play_unchecked(rules, pit) {
            // A repetition ends the game here: it contributes nothing.
            if let Some(mark) = seen.enter(*next.board(), captured) {
                total += inner(rules, &next, legal, seen, depth - 1);
                seen.leave(mark);
            }
        }
    }
    total
}
