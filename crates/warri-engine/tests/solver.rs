//! The tests' own judge, checked. `common::Solver` decides whether the
//! oracle, the puzzles and every proven score are right; here it is checked
//! in turn against the plainest search there is: minimax over the rules
//! crate's `Game`, every line played to its end (the 25 rule, repetition
//! with the game's own history, the variant's awards all the rules'), no
//! pruning, no memory. It is checked on the boards of 1 to 3 seeds, either
//! player to move, with three splits of the stores, in every variant, and
//! on small positions reached by moves that capture nothing, where the
//! history decides. Only positions where that minimax ends within 5,000
//! lines are compared: about 870 of the 1,938 boards per variant, and 107
//! to 126 of the 200 with a history. A solver that shares what it proved
//! across histories is shown to fail the same check.

mod common;

use common::{result_key, Rng, Solver};
use warri_rules::{Game, Pit, Position, Variant};

/// Lines a plain minimax may play for one position before it is left out
/// (the count of positions it finished is asserted).
const NODES: u64 = 5_000;

/// The exact result ([`result_key`]) for the player to move of `game`, by
/// minimax to the end of every line; `None` beyond `left` nodes.
fn minimax(game: &Game, left: &mut u64) -> Option<i32> {
    let me = game.to_move().expect("not over");
    let mut best = i32::MIN;
    for m in game.legal_moves() {
        *left = left.checked_sub(1)?;
        let mut g = game.clone();
        g.play(m).unwrap();
        let v = match (g.outcome(), g.to_move()) {
            (Some(o), _) => result_key(o, me),
            (None, Some(p)) if p == me => minimax(&g, left)?,
            (None, _) => -minimax(&g, left)?,
        };
        best = best.max(v);
    }
    Some(best)
}

/// Every board of `seeds` seeds on the twelve pits.
fn boards(seeds: u32) -> Vec<[u32; 12]> {
    let mut out = Vec::new();
    let mut pits = [0u32; 12];
    fn fill(i: usize, left: u32, pits: &mut [u32; 12], out: &mut Vec<[u32; 12]>) {
        if i == 11 {
            pits[11] = left;
            out.push(*pits);
            return;
        }
        for n in 0..=left {
            pits[i] = n;
            fill(i + 1, left - n, pits, out);
        }
    }
    fill(0, seeds, &mut pits, &mut out);
    out
}

/// The position of `pits` with South's store `south` (North's the rest of
/// 48), South to move or not.
fn position(pits: &[u32; 12], south: u32, south_moves: bool) -> Position {
    let on_board: u32 = pits.iter().sum();
    let pits: Vec<String> = pits.iter().map(u32::to_string).collect();
    let mover = if south_moves { "S" } else { "N" };
    format!("{}-{south}-{}-{mover}", pits.join("-"), 48 - on_board - south).parse().unwrap()
}

/// The small positions of a variant: every board of 1 to 3 seeds, each
/// player to move, South's store 24, in the middle and North's 24 (so
/// that either may still reach 25, or neither).
fn small_positions(v: Variant) -> Vec<Game> {
    let mut out = Vec::new();
    for seeds in 1..=3 {
        let rest = 48 - seeds;
        for pits in boards(seeds) {
            for south in [24, rest / 2, rest - 24] {
                for south_moves in [true, false] {
                    let g = Game::from_position(v.rules(), position(&pits, south, south_moves));
                    if !g.is_over() {
                        out.push(g);
                    }
                }
            }
        }
    }
    out
}

/// Games from a small position (2 or 3 seeds) after 1 to 4 moves that
/// capture nothing: the positions passed through count for repetition.
fn with_history(v: Variant, rng: &mut Rng, count: usize) -> Vec<Game> {
    let mut out = Vec::new();
    while out.len() < count {
        let seeds = 2 + rng.below(2) as u32;
        let mut g = Game::from_position(v.rules(), common::random_position(rng, seeds));
        let plies = 1 + rng.below(4);
        for _ in 0..plies {
            if g.is_over() {
                break;
            }
            let quiet: Vec<Pit> = g.legal_moves().filter(|&m| common::captures_nothing(&g, m)).collect();
            if quiet.is_empty() {
                break;
            }
            g.play(quiet[rng.below(quiet.len())]).unwrap();
        }
        if !g.is_over() && g.since_capture().boards().len() > 1 {
            out.push(g);
        }
    }
    out
}

/// Where `solver` and minimax disagree among `games` (at most 3 named),
/// and how many minimax finished.
fn disagreements(games: &[Game], solver: &mut Solver) -> (Vec<String>, usize) {
    let (mut wrong, mut checked) = (Vec::new(), 0);
    for g in games {
        let Some(want) = minimax(g, &mut NODES.clone()) else { continue };
        checked += 1;
        let got = solver.result(g).expect("within the solver's budget");
        if got != want && wrong.len() < 3 {
            wrong.push(format!(
                "{} after {:?}: solver {got}, minimax {want}",
                g.position(),
                g.since_capture().boards().len()
            ));
        }
    }
    (wrong, checked)
}

#[test]
fn the_solver_agrees_with_plain_minimax_on_every_board_of_three_seeds_or_fewer() {
    common::in_every_variant(|v| {
        let games = small_positions(v);
        let mut solver = Solver::new(v.rules(), 5_000_000);
        let (wrong, checked) = disagreements(&games, &mut solver);
        assert!(wrong.is_empty(), "{v:?}: {wrong:?}");
        assert!(checked >= 850, "{v:?}: minimax finished only {checked} of {}", games.len());
    });
}

#[test]
fn the_solver_agrees_with_plain_minimax_where_the_history_decides() {
    common::in_every_variant(|v| {
        let games = with_history(v, &mut Rng(0x5eed ^ v as u64), 200);
        let mut solver = Solver::new(v.rules(), 5_000_000);
        let (wrong, checked) = disagreements(&games, &mut solver);
        assert!(wrong.is_empty(), "{v:?}: {wrong:?}");
        assert!(checked >= 100, "{v:?}: minimax finished only {checked} of 200");
    });
}

/// The check catches the unsound sharing it exists for: a solver that
/// keeps what it proved at any position, not only right after a capture,
/// and so carries values across histories, disagrees with minimax on
/// Oware Abapa's positions.
#[test]
fn a_solver_sharing_bounds_across_histories_fails_the_check() {
    let v = Variant::Abapa;
    let mut games = with_history(v, &mut Rng(0x5eed ^ v as u64), 200);
    games.extend(small_positions(v));
    let mut unsound = Solver::new(v.rules(), 5_000_000).sharing_across_histories();
    let (wrong, _) = disagreements(&games, &mut unsound);
    assert!(!wrong.is_empty(), "the positions did not tell the unsound solver apart");
}
