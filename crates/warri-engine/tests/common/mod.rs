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
        return evaluate(game.position(), &Weights::for_rules(game.rules()));
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
/// `budget` moves were played (all the passes of its iterative deepening
/// together). The rules crate decides every end (the 25
/// rule, repetition with this game's own positions since the last capture,
/// the variant's awards); nothing of the engine is used ([`Solver`]).
pub fn at_least(game: &Game, target: i32, budget: u64) -> Option<bool> {
    Solver::new(*game.rules(), budget).at_least(game, target)
}

/// The exact result ([`result_key`]) of `game` for its player to move, by
/// [`at_least`]'s search.
pub fn result(game: &Game, budget: u64) -> Option<i32> {
    Solver::new(*game.rules(), budget).result(game)
}

/// Whether playing `pit` in `game` gets its player to move at least
/// `target` ([`result_key`]), by [`at_least`]'s search.
pub fn move_at_least(game: &Game, pit: Pit, target: i32, budget: u64) -> Option<bool> {
    Solver::new(*game.rules(), budget).move_at_least(game, pit, target)
}

/// The exact result ([`result_key`]) of playing `pit` in `game` for its
/// player to move, by [`result`].
pub fn move_result(game: &Game, pit: Pit, budget: u64) -> Option<i32> {
    Solver::new(*game.rules(), budget).move_result(game, pit)
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

/// Beyond every [`result_key`].
const WHOLE: i32 = 2000;

/// The results ([`result_key`]) the player to move of `pos` can still end
/// with, whatever is played: each player ends with at least his store and
/// at most his store and every seed on the board.
fn possible(pos: &Position) -> (i32, i32) {
    let me = pos.to_move();
    let d = i32::from(pos.stores()[me]) - i32::from(pos.stores()[me.opponent()]);
    let k = i32::from(pos.on_board());
    (-1000 + d - k, 1000 + d + k)
}

/// [`at_least`]'s search: alpha-beta over the rules' fast path (captures
/// first), the positions since the last capture tracked along the line,
/// deepened iteratively. A line cut at the depth counts, in one pass, as
/// the worst result the root's player to move can still get there
/// ([`possible`]), and in the other as his best: the first pass proves
/// lower bounds of his result, the second upper bounds, and a pass that cut
/// no line searched the whole game.
///
/// Right after a capture nothing earlier can repeat, so the bounds proved
/// there (at any depth: a bound is proved by the lines played out to
/// their ends) depend on the position alone, stores included, and are kept
/// for every later pass and question ([`Solver::fresh`]): subtrees after
/// captures are shared. The best move found at a position is tried first next time
/// (move order only).
pub struct Solver {
    rules: Rules,
    /// Proved bounds `(lo, hi)` of the value for the player to move of
    /// positions right after a capture.
    fresh: HashMap<Position, (i32, i32)>,
    /// The move that was best or refuted the window, per position.
    first: HashMap<Position, Pit>,
    /// Moves one question may play.
    budget: u64,
    /// Moves the current question may still play.
    left: u64,
    /// Whether the current pass cut a line at its depth.
    cut: bool,
    /// Keep bounds at every position, not only right after a capture: an
    /// unsound solver, for the check that the judge's check catches it
    /// (`tests/solver.rs`).
    unsound: bool,
}

/// How one pass of [`Solver`] searches: `depth` moves deep; `low`: a line
/// cut there is the worst for the player to move at the node (the value
/// found is a lower bound of his real one), else his best (an upper bound).
#[derive(Clone, Copy)]
struct Pass {
    depth: u32,
    low: bool,
}

impl Pass {
    /// The pass of a child position: one move deeper, seen from its player
    /// to move.
    fn child(self, same: bool) -> Pass {
        Pass { depth: self.depth - 1, low: self.low == same }
    }
}

impl Solver {
    /// A solver whose every question may play `budget` moves.
    pub fn new(rules: Rules, budget: u64) -> Solver {
        Solver { rules, fresh: HashMap::new(), first: HashMap::new(), budget, left: 0, cut: false, unsound: false }
    }

    /// This solver made unsound: it keeps what it proves at every position,
    /// so a value found with one history is used with another.
    pub fn sharing_across_histories(self) -> Solver {
        Solver { unsound: true, ..self }
    }

    /// [`at_least`], with what this solver proved before.
    pub fn at_least(&mut self, game: &Game, target: i32) -> Option<bool> {
        self.left = self.budget;
        let mut seen = game.since_capture().clone();
        let (pos, legal) = (game.position(), game.legal_moves());
        for depth in 1.. {
            self.cut = false;
            let lo = self.value(pos, legal, target - 1, target, Pass { depth, low: true }, &mut seen)?;
            if lo >= target || !self.cut {
                return Some(lo >= target);
            }
            let hi = self.value(pos, legal, target - 1, target, Pass { depth, low: false }, &mut seen)?;
            if hi < target {
                return Some(false);
            }
        }
        unreachable!("a pass that cuts nothing ends the deepening")
    }

    /// [`result`], with what this solver proved before.
    pub fn result(&mut self, game: &Game) -> Option<i32> {
        self.left = self.budget;
        let mut seen = game.since_capture().clone();
        let (pos, legal) = (game.position(), game.legal_moves());
        let (mut lo, mut hi) = possible(pos);
        for depth in 1.. {
            self.cut = false;
            let v = self.value(pos, legal, lo - 1, hi + 1, Pass { depth, low: true }, &mut seen)?;
            lo = lo.max(v);
            if lo == hi || !self.cut {
                return Some(lo);
            }
            let v = self.value(pos, legal, lo - 1, hi + 1, Pass { depth, low: false }, &mut seen)?;
            hi = hi.min(v);
            if lo == hi {
                return Some(lo);
            }
        }
        unreachable!("a pass that cuts nothing ends the deepening")
    }

    /// [`move_at_least`], with what this solver proved before.
    pub fn move_at_least(&mut self, game: &Game, pit: Pit, target: i32) -> Option<bool> {
        match after(game, pit) {
            After::Over(r) => Some(r >= target),
            After::Going(g, true) => self.at_least(&g, target),
            // The opponent gets at least 1 - target: the mover at most target - 1.
            After::Going(g, false) => self.at_least(&g, 1 - target).map(|his| !his),
        }
    }

    /// [`move_result`], with what this solver proved before.
    pub fn move_result(&mut self, game: &Game, pit: Pit) -> Option<i32> {
        match after(game, pit) {
            After::Over(r) => Some(r),
            After::Going(g, same) => self.result(&g).map(|v| if same { v } else { -v }),
        }
    }

    /// The value for the player to move of `pos` (history `seen`, ending
    /// with `pos`), fail-hard within `alpha..beta`, as `pass` bounds it.
    fn value(
        &mut self,
        pos: &Position,
        legal: MoveSet,
        mut alpha: i32,
        beta: i32,
        pass: Pass,
        seen: &mut SinceCapture,
    ) -> Option<i32> {
        let (worst, best) = possible(pos);
        if best <= alpha {
            return Some(alpha);
        }
        if worst >= beta {
            return Some(beta);
        }
        if pass.depth == 0 {
            self.cut = true;
            return Some((if pass.low { worst } else { best }).clamp(alpha, beta));
        }
        let mut first = None;
        for (pit, after, flow) in self.moves(pos, legal) {
            self.left = self.left.checked_sub(1)?;
            let v = self.child(pos.to_move(), after, flow, alpha, beta, pass, seen)?;
            if v > alpha {
                first = Some(pit);
                alpha = v;
                if v >= beta {
                    break;
                }
            }
        }
        if let Some(pit) = first {
            self.first.insert(*pos, pit);
        }
        Some(alpha.min(beta))
    }

    /// The legal moves of `pos` played: the best one found before first,
    /// then those that capture most.
    fn moves(&self, pos: &Position, legal: MoveSet) -> Vec<(Pit, Position, Flow)> {
        let me = pos.to_move();
        let first = self.first.get(pos).copied();
        let mut moves: Vec<_> = legal
            .map(|m| {
                let mut after = *pos;
                let flow = after.play_unchecked(&self.rules, m);
                (m, after, flow)
            })
            .collect();
        moves.sort_by_key(|(m, after, _)| (Some(*m) != first, std::cmp::Reverse(after.stores()[me])));
        moves
    }

    /// The value for `me`, fail-hard within `alpha..beta`, of the move
    /// that reached `after` (`flow`) from the last position of `seen`.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        me: Player,
        mut after: Position,
        flow: Flow,
        alpha: i32,
        beta: i32,
        pass: Pass,
        seen: &mut SinceCapture,
    ) -> Option<i32> {
        let (captured, legal) = match flow {
            Flow::Over(o) => return Some(result_key(&o, me).clamp(alpha, beta)),
            Flow::Continue { captured, legal } => (captured, legal),
        };
        let Some(mark) = seen.enter(*after.board(), captured) else {
            return Some(result_key(&after.end_by_repetition(&self.rules), me).clamp(alpha, beta));
        };
        let same = after.to_move() == me;
        let (a, b) = if same { (alpha, beta) } else { (-beta, -alpha) };
        let pass = pass.child(same);
        let v = if captured || self.unsound {
            self.fresh(&after, legal, a, b, pass, seen)
        } else {
            self.value(&after, legal, a, b, pass, seen)
        };
        seen.leave(mark);
        Some(if same { v? } else { -v? })
    }

    /// [`Solver::value`] of a position right after a capture, through the
    /// bounds proved there before; what this pass proves is kept.
    fn fresh(
        &mut self,
        pos: &Position,
        legal: MoveSet,
        alpha: i32,
        beta: i32,
        pass: Pass,
        seen: &mut SinceCapture,
    ) -> Option<i32> {
        let (lo, hi) = self.fresh.get(pos).copied().unwrap_or((-WHOLE, WHOLE));
        if lo >= beta || hi <= alpha || lo == hi {
            return Some(lo.max(alpha).min(hi).min(beta));
        }
        let v = self.value(pos, legal, alpha, beta, pass, seen)?;
        let kept = match pass.low {
            true if v > alpha => (lo.max(v), hi),
            false if v < beta => (lo, hi.min(v)),
            _ => return Some(v),
        };
        self.fresh.insert(*pos, kept);
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
