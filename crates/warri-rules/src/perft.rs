//! Perft: the number of legal move sequences of exactly `depth` plies,
//! following the game's rules including repetition. The reference for the
//! rules' speed (criterion benchmark, wasm comparison) and, against a naive
//! second implementation in the tests, for their correctness.

use alloc::vec::Vec;

use crate::position::Flow;
use crate::{Game, MoveSet, Position, Rules};

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
    // Positions that can still repeat: those since the last capture.
    let mut seen: Vec<[u8; 13]> = game.repetition_keys().to_vec();
    let floor = 0;
    inner(game.rules(), game.position(), game.legal_moves(), &mut seen, floor, depth)
}

fn inner(rules: &Rules, pos: &Position, legal: MoveSet, seen: &mut Vec<[u8; 13]>, floor: usize, depth: u32) -> u64 {
    if depth == 1 {
        return legal.len() as u64;
    }
    let mut total = 0;
    for pit in legal {
        let mut next = *pos;
        if let Flow::Continue { captured, legal } = next.play_unchecked(rules, pit) {
            let floor = if captured { seen.len() } else { floor };
            let key = next.repetition_key();
            if seen[floor..].contains(&key) {
                continue; // repetition: the game ends here
            }
            seen.push(key);
            total += inner(rules, &next, legal, seen, floor, depth - 1);
            seen.pop();
        }
    }
    total
}
