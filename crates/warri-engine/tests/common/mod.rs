//! What the engine's test files share: a reproducible random number
//! generator, random games with a real history, and the plain negamax over
//! `Game` that the search and the levels are checked against, and a way to
//! run a check of every variant side by side. Each test file uses only part
//! of it.
#![allow(dead_code)]

use warri_engine::eval::{evaluate, Weights};
use warri_engine::Score;
use warri_rules::{Game, Pit, Variant};

/// The rules crate's test generator (xorshift64*), for reproducible random
/// positions.
#[path = "../../../warri-rules/tests/common/mod.rs"]
mod rng;
pub use rng::Rng;

/// A game reached by random moves from the start (so its history is real).
pub fn random_game(v: Variant, rng: &mut Rng, plies: usize) -> Option<Game> {
    let mut g = Game::new(v.rules());
    for _ in 0..plies {
        let legal: Vec<Pit> = g.legal_moves().collect();
        if legal.is_empty() {
            return None;
        }
        g.play(legal[rng.below(legal.len())]).unwrap();
    }
    (!g.is_over()).then_some(g)
}

/// A game played at random from the start until at most `seeds` are left
/// on the board (its history is real: repetition counts it).
pub fn random_endgame(v: Variant, rng: &mut Rng, seeds: u8) -> Option<Game> {
    let mut g = Game::new(v.rules());
    for _ in 0..1000 {
        if g.is_over() {
            return None;
        }
        if g.position().on_board() <= seeds {
            return Some(g);
        }
        let legal: Vec<Pit> = g.legal_moves().collect();
        g.play(legal[rng.below(legal.len())]).unwrap();
    }
    None
}

/// Plain negamax over `Game` (clone and play), leaves by the static
/// evaluation, terminal values by the rules' outcomes: the value of the game
/// for the player to move, `depth` plies deep, `ply` plies below the root.
pub fn negamax(game: &Game, depth: u32, ply: i32) -> i32 {
    if depth == 0 {
        return evaluate(game.position(), &Weights::DEFAULT);
    }
    game.legal_moves().map(|m| move_value(game, m, depth, ply)).max().expect("the game is not over")
}

/// The value of playing `m` in `game`, for the player to move, by
/// [`negamax`] `depth` plies deep (the move included).
pub fn move_value(game: &Game, m: Pit, depth: u32, ply: i32) -> i32 {
    let me = game.to_move().expect("the game is not over");
    let mut g = game.clone();
    g.play(m).unwrap();
    match (g.outcome(), g.to_move()) {
        (Some(o), _) => Score::of_outcome(o, me, ply + 1).0,
        (None, Some(p)) if p == me => negamax(&g, depth - 1, ply + 1),
        (None, _) => -negamax(&g, depth - 1, ply + 1),
    }
}

/// `check` of every variant, each on a thread of its own (a check that
/// builds endgame tables takes seconds per variant); a failure in one is
/// the test's failure, with that variant's message.
pub fn in_every_variant(check: impl Fn(Variant) + Sync) {
    std::thread::scope(|s| {
        let check = &check;
        let runs: Vec<_> = Variant::ALL.iter().map(|&v| s.spawn(move || check(v))).collect();
        for run in runs {
            if let Err(panic) = run.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}
