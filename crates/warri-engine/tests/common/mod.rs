//! What the engine's test files share: a reproducible random number
//! generator, random positions and games with a real history, the plain
//! negamax over `Game` that the search and the levels are checked against,
//! the one exhaustive search of the real game that proven results are
//! checked against, and a way to run a check of every variant side by
//! side. Each test file uses only part of it.
#![allow(dead_code)]

use std::collections::HashMap;
use warri_engine::eval::{evaluate, Weights};
use warri_engine::Score;

use warri_rules::{Flow, Game, MoveSet, Outcome, Pit, Player, Position, Rules, SinceCapture, Variant};

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

/// A finished game's result for `player`, ordered as the engine orders
/// proven results but written independently of its scores: a win by `m`
/// seeds is `1000 + m`, a loss by `m` is `-1000 - m`, a draw 0 (whatever
/// the stores: a Speightstown draw may leave them unequal).
pub fn result_key(o: &Outcome, player: Player) -> i32 {
    let margin = i32::from(o.score[player]) - i32::from(o.score[player.opponent()]);
    match o.winner {
        Some(w) if w == player => 1000 + margin,
        Some(_) => -1000 + margin,
        None => 0,
    }
}

/// The exhaustive search of the real game from `game` as it stands (its
/// history included): whether the player to move gets at least `target`
/// ([`result_key`]) with best play by both sides; `None` once more than
/// `budget` moves were played. The rules crate decides every end (the 25
/// rule, repetition with this game's own positions since the last capture,
/// the variant's awards); nothing of the engine is used.
pub fn at_least(game: &Game, target: i32, budget: u64) -> Option<bool> {
    Some(search(game, target - 1, target, budget)? >= target)
}

/// The exact result ([`result_key`]) of `game` for its player to move, by
/// [`at_least`]'s search with the whole window.
pub fn result(game: &Game, budget: u64) -> Option<i32> {
    search(game, -WHOLE, WHOLE, budget)
}

/// Whether playing `pit` in `game` gets its player to move at least
/// `target` ([`result_key`]), by [`at_least`]'s search.
pub fn move_at_least(game: &Game, pit: Pit, target: i32, budget: u64) -> Option<bool> {
    match after(game, pit) {
        After::Over(r) => Some(r >= target),
        After::Going(g, true) => at_least(&g, target, budget),
        // The opponent gets at least 1 - target: the mover at most target - 1.
        After::Going(g, false) => at_least(&g, 1 - target, budget).map(|his| !his),
    }
}

/// The exact result ([`result_key`]) of playing `pit` in `game` for its
/// player to move, by [`result`].
pub fn move_result(game: &Game, pit: Pit, budget: u64) -> Option<i32> {
    match after(game, pit) {
        After::Over(r) => Some(r),
        After::Going(g, same) => result(&g, budget).map(|v| if same { v } else { -v }),
    }
}

/// A game after one move, for its mover.
enum After {
    /// It ended, with this result ([`result_key`]) for the mover.
    Over(i32),
    /// It goes on; whether the mover moves again.
    Going(Game, bool),
}

/// `game` after `pit`, for its player to move.
fn after(game: &Game, pit: Pit) -> After {
    let me = game.to_move().expect("not over");
    let mut g = game.clone();
    g.play(pit).unwrap();
    match (g.outcome(), g.to_move()) {
        (Some(o), _) => After::Over(result_key(o, me)),
        (None, next) => {
            let same = next == Some(me);
            After::Going(g, same)
        }
    }
}

/// [`Exhaustive::value`] of `game` as it stands, within `alpha..beta`.
fn search(game: &Game, alpha: i32, beta: i32, budget: u64) -> Option<i32> {
    let mut s = Exhaustive { rules: *game.rules(), fresh: HashMap::new(), budget };
    let mut seen = game.since_capture().clone();
    s.value(game.position(), game.legal_moves(), alpha, beta, &mut seen)
}

/// Beyond every [`result_key`].
const WHOLE: i32 = 2000;

/// [`at_least`]'s search: alpha-beta over the rules' fast path, captures
/// first, the positions since the last capture tracked along the line.
/// Right after a capture nothing earlier can repeat, so there a position's
/// exact value depends on it alone and is kept.
struct Exhaustive {
    rules: Rules,
    fresh: HashMap<Position, i32>,
    budget: u64,
}

impl Exhaustive {
    /// The value for the player to move, fail-hard within `alpha..beta`.
    fn value(
        &mut self,
        pos: &Position,
        legal: MoveSet,
        mut alpha: i32,
        beta: i32,
        seen: &mut SinceCapture,
    ) -> Option<i32> {
        let me = pos.to_move();
        let mut moves: Vec<(Position, Flow)> = legal
            .map(|m| {
                let mut after = *pos;
                let flow = after.play_unchecked(&self.rules, m);
                (after, flow)
            })
            .collect();
        moves.sort_by_key(|(after, _)| std::cmp::Reverse(after.stores()[me]));
        for (mut after, flow) in moves {
            self.budget = self.budget.checked_sub(1)?;
            let v = match flow {
                Flow::Over(o) => result_key(&o, me),
                Flow::Continue { captured, legal } => match seen.enter(*after.board(), captured) {
                    None => result_key(&after.end_by_repetition(&self.rules), me),
                    Some(mark) => {
                        let same = after.to_move() == me;
                        let (a, b) = if same { (alpha, beta) } else { (-beta, -alpha) };
                        let v = if captured {
                            self.exact(&after, legal, seen)
                        } else {
                            self.value(&after, legal, a, b, seen)
                        };
                        seen.leave(mark);
                        let v = v?;
                        if same {
                            v
                        } else {
                            -v
                        }
                    }
                },
            };
            if v >= beta {
                return Some(beta);
            }
            alpha = alpha.max(v);
        }
        Some(alpha)
    }

    /// The exact value of a position right after a capture.
    fn exact(&mut self, pos: &Position, legal: MoveSet, seen: &mut SinceCapture) -> Option<i32> {
        if let Some(&v) = self.fresh.get(pos) {
            return Some(v);
        }
        let v = self.value(pos, legal, -WHOLE, WHOLE, seen)?;
        self.fresh.insert(*pos, v);
        Some(v)
    }
}

/// Whether `m` leaves the stores as they are (and the game going on).
pub fn captures_nothing(game: &Game, m: Pit) -> bool {
    let mut g = game.clone();
    g.play(m).unwrap();
    !g.is_over() && g.position().stores() == game.position().stores()
}

/// A random position with `seeds` on the board, random stores (below 25
/// each, so that either player may still win — in Speightstown only by
/// reaching 25) and a random player to move.
pub fn random_position(rng: &mut Rng, seeds: u32) -> Position {
    let mut pits = [0u32; 12];
    for _ in 0..seeds {
        pits[rng.below(12)] += 1;
    }
    // South's store from rest − 24 to 24.
    let rest = 48 - seeds;
    let south = rest - 24 + rng.below((48 - rest + 1) as usize) as u32;
    let north = rest - south;
    let text = format!(
        "{}-{}-{}-{}",
        pits.iter().map(u32::to_string).collect::<Vec<_>>().join("-"),
        south,
        north,
        if rng.below(2) == 0 { "S" } else { "N" }
    );
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}
