//! `Engine::analyse_all` against the real game: every proven verdict is
//! checked with a second, plain exhaustive search written here (minimax
//! over `warri_rules::Game`, which applies every rule, repetition with the
//! game's history included, played out to the end), in every variant, on
//! small positions with random stores and on endgames of random games
//! (with their real history) and small positions played on by moves that
//! capture nothing; exact values are also checked from a fresh start, and
//! where the history changes a proven move's result (against a fresh start)
//! the move must not be reported exact. Estimates are checked against `Engine::search` at the same depth.

mod common;

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use common::{random_endgame, Rng};
use warri_engine::{Engine, MoveValue, NodeLimit, Score, Tables, Verdict};
use warri_rules::{Game, Pit, Position, Variant};

/// The exhaustive search: alpha-beta over the game itself (which applies
/// every rule, repetition with the whole history included), played out to
/// the end; values of positions right after a capture (where the history
/// cannot matter) are remembered, searched with a full window.
struct Exact {
    memo: HashMap<Position, i32>,
    budget: u64,
}

/// A proven score `ply` plies from the root, relative to its own node (and
/// back with `-ply`).
fn rebase(v: i32, ply: i32) -> i32 {
    if Score(v).is_win() {
        v + ply
    } else if Score(v).is_loss() {
        v - ply
    } else {
        v
    }
}

impl Exact {
    fn new() -> Exact {
        Exact { memo: HashMap::new(), budget: 200_000 }
    }

    /// The exact value of playing `m` in `game`, for its player to move,
    /// `ply` plies from the root; `None` past the budget.
    fn of_move(&mut self, game: &Game, m: Pit, alpha: i32, beta: i32, ply: i32) -> Option<i32> {
        let me = game.to_move().expect("not over");
        if self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        let mut g = game.clone();
        g.play(m).unwrap();
        match (g.outcome(), g.to_move()) {
            (Some(o), _) => Some(Score::of_outcome(o, me, ply + 1).0),
            (None, Some(p)) if p == me => self.of_game(&g, alpha, beta, ply + 1),
            (None, _) => self.of_game(&g, -beta, -alpha, ply + 1).map(|v| -v),
        }
    }

    /// The exact value of the game for the player to move (fail-soft
    /// alpha-beta).
    fn of_game(&mut self, game: &Game, mut alpha: i32, mut beta: i32, ply: i32) -> Option<i32> {
        let fresh = game.since_capture().is_fresh();
        if fresh {
            if let Some(&v) = self.memo.get(game.position()) {
                return Some(rebase(v, -ply));
            }
            (alpha, beta) = (-i32::MAX, i32::MAX);
        }
        let me = game.to_move().expect("not over");
        let mut moves: Vec<Pit> = game.legal_moves().collect();
        moves.sort_by_key(|&m| {
            let mut p = *game.position();
            p.play_unchecked(game.rules(), m);
            std::cmp::Reverse(p.stores()[me])
        });
        let mut best = -i32::MAX;
        for m in moves {
            let v = self.of_move(game, m, alpha, beta, ply)?;
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        if fresh {
            self.memo.insert(*game.position(), rebase(best, ply));
        }
        Some(best)
    }
}

/// The exact value of playing `m` in `game`, for its player to move.
fn exact_move(game: &Game, m: Pit) -> Option<i32> {
    Exact::new().of_move(game, m, -i32::MAX, i32::MAX, 0)
}

/// Win (1), draw (0) or loss (-1), and the margin, of a game score.
fn class(v: i32) -> (i32, i32) {
    let s = Score(v);
    if s.is_win() {
        (1, s.margin().unwrap())
    } else if s.is_loss() {
        (-1, -s.margin().unwrap())
    } else {
        assert_eq!(v, 0, "a finished game scores a result");
        (0, 0)
    }
}

/// Whether the true value `v` (for the player to move) agrees with the
/// verdict.
fn agrees(verdict: Verdict, v: i32) -> bool {
    let (c, m) = class(v);
    match verdict {
        Verdict::Win { min, max } => c == 1 && (min..=max).contains(&m),
        Verdict::Loss { min, max } => c == -1 && (min..=max).contains(&m),
        Verdict::Draw => c == 0,
        Verdict::Estimate => true,
    }
}

/// A random position with `seeds` on the board, random stores (below 25)
/// and a random player to move.
fn random_position(rng: &mut Rng, seeds: u32) -> Position {
    let mut pits = [0u32; 12];
    for _ in 0..seeds {
        pits[rng.below(12)] += 1;
    }
    // Stores below 25 each: South's from rest − 24 to 24.
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

#[derive(Default)]
struct Tally {
    positions: usize,
    proven: usize,
    exact_margins: usize,
    exact: usize,
    /// Exact values checked in a position with earlier positions since the
    /// last capture (so its history could have mattered).
    exact_with_history: usize,
    /// Proven moves whose value the history changes (against a fresh
    /// start), each reported as not exact.
    changed_by_history: usize,
    estimates: usize,
}

/// Checks every move of `game`'s analysis against the exhaustive search
/// (skipping moves past its budget).
fn check(engine: &mut Engine, game: &Game, depth: u32, tally: &mut Tally) {
    // Only positions the exhaustive search settles in its budget.
    let truth: Option<Vec<(Pit, i32)>> = game.legal_moves().map(|m| exact_move(game, m).map(|v| (m, v))).collect();
    let Some(truth) = truth else { return };
    tally.positions += 1;
    let analysis = engine.analyse_all(game, depth, &mut NodeLimit(150_000));
    assert_eq!(analysis.moves.len(), game.legal_moves().len(), "every legal move");
    for mv in &analysis.moves {
        let MoveValue { pit, verdict, exact: is_exact, ref pv, .. } = *mv;
        assert_eq!(pv.first(), Some(&pit));
        // The line is legal.
        let mut g = game.clone();
        for &p in pv {
            if g.is_over() {
                break;
            }
            g.play(p).unwrap_or_else(|e| panic!("{}: pv {pv:?}: {e}", game.position()));
        }
        if verdict == Verdict::Estimate {
            tally.estimates += 1;
            assert!(!is_exact);
            continue;
        }
        let v = truth.iter().find(|t| t.0 == pit).unwrap().1;
        tally.proven += 1;
        assert!(
            agrees(verdict, v),
            "{:?} {} (history {} moves) move {pit}: {verdict:?}, true {:?}",
            game.rules(),
            game.position(),
            game.moves().len(),
            class(v)
        );
        if matches!(verdict, Verdict::Win { min, max } | Verdict::Loss { min, max } if min == max) {
            tally.exact_margins += 1;
        }
        let with_history = !game.since_capture().is_fresh();
        if with_history {
            // Where the history changes the move's result, the value is
            // this game's and not exact.
            let fresh = Game::from_position(*game.rules(), *game.position());
            if let Some(f) = exact_move(&fresh, pit) {
                if class(f).0 != class(v).0 {
                    assert!(!is_exact, "{} move {pit}: exact, but a fresh start gives {:?}", game.position(), class(f));
                    tally.changed_by_history += 1;
                }
            }
        }
        if is_exact {
            tally.exact += 1;
            tally.exact_with_history += usize::from(with_history);
            // Whatever came before: the same from a fresh start.
            let fresh = Game::from_position(*game.rules(), *game.position());
            if let Some(v) = exact_move(&fresh, pit) {
                assert!(
                    agrees(verdict, v),
                    "{} move {pit} from a fresh start: {verdict:?}, true {:?}",
                    game.position(),
                    class(v)
                );
            }
        }
    }
    // Best first.
    for w in analysis.moves.windows(2) {
        assert!(w[0].score >= w[1].score);
    }
}

fn run_variant(v: Variant, tables: bool) -> Tally {
    let rules = v.rules();
    let mut engine = Engine::with_table_bits(rules, 16);
    if tables {
        engine.set_tables(Tables::build(&rules, 6).map(Arc::new));
    }
    let mut rng = Rng(0x5eed_0000 + v as u64 * 7 + u64::from(tables));
    let mut tally = Tally::default();
    let (positions, games) = if cfg!(debug_assertions) { (24, 4) } else { (100, 16) };
    for i in 0..positions {
        let seeds = 2 + (i % 4);
        let pos = random_position(&mut rng, seeds);
        let game = Game::from_position(rules, pos);
        if game.is_over() {
            continue;
        }
        check(&mut engine, &game, 40, &mut tally);
    }
    // Endgames of random games: their history counts.
    for _ in 0..games {
        if let Some(game) = random_endgame(v, &mut rng, 5) {
            check(&mut engine, &game, 40, &mut tally);
        }
    }
    // Small positions played on by moves that capture nothing: long
    // histories, where a repetition can change a move's result.
    for i in 0..positions {
        let mut game = Game::from_position(rules, random_position(&mut rng, 2 + (i % 2)));
        for _ in 0..(4 + rng.below(10)) {
            let quiet: Vec<Pit> = game.legal_moves().filter(|&m| captures_nothing(&game, m)).collect();
            if game.is_over() || quiet.is_empty() {
                break;
            }
            game.play(quiet[rng.below(quiet.len())]).unwrap();
        }
        if !game.is_over() {
            check(&mut engine, &game, 40, &mut tally);
        }
    }
    tally
}

/// Whether `m` leaves the stores as they are (and the game going on).
fn captures_nothing(game: &Game, m: Pit) -> bool {
    let mut g = game.clone();
    g.play(m).unwrap();
    !g.is_over() && g.position().stores() == game.position().stores()
}

/// Every proven value of `v`'s random positions and endgames, with and
/// without endgame tables, is the real game's.
fn proven_values_are_the_real_games(v: Variant) {
    let mut sum = Tally::default();
    for tables in [false, true] {
        let t = run_variant(v, tables);
        eprintln!(
            "{v:?} tables {tables}: {} positions, {} proven ({} exact margins, {} exact, {} of them with a history; {} changed by the history), {} estimates",
            t.positions, t.proven, t.exact_margins, t.exact, t.exact_with_history, t.changed_by_history, t.estimates
        );
        sum.exact_with_history += t.exact_with_history;
        sum.changed_by_history += t.changed_by_history;
        sum.proven += t.proven;
        sum.exact_margins += t.exact_margins;
        sum.exact += t.exact;
    }
    // Not trivially passing: enough proven values were checked.
    let scale = if cfg!(debug_assertions) { 5 } else { 1 };
    assert!(sum.proven >= 40 / scale, "{v:?}: too few proven values to check");
    assert!(sum.exact_margins >= 25 / scale, "{v:?}: too few exact margins");
    assert!(sum.exact >= 5 / scale, "{v:?}: too few exact values");
    assert!(sum.exact_with_history >= 25 / scale, "{v:?}: too few exact values checked with a history");
    CHANGED_BY_HISTORY.fetch_add(sum.changed_by_history, Ordering::Relaxed);
}

/// Proven moves, in all variants, whose result the history changed (each
/// checked to be reported as not exact).
static CHANGED_BY_HISTORY: AtomicUsize = AtomicUsize::new(0);

#[test]
fn proven_values_are_the_real_games_in_every_variant() {
    common::in_every_variant(proven_values_are_the_real_games);
    // Not trivially passing: some histories did change a proven result.
    let changed = CHANGED_BY_HISTORY.load(Ordering::Relaxed);
    assert!(changed >= 3, "only {changed} proven moves whose result the history changed");
}

#[test]
fn estimates_agree_with_bestmove() {
    let mut rng = Rng(77);
    let mut compared = 0;
    for v in Variant::ALL {
        for plies in [0usize, 6, 14, 24] {
            let Some(game) = common::random_game(v, &mut rng, plies) else { continue };
            for depth in [3u32, 6] {
                let mut a = Engine::with_table_bits(v.rules(), 16);
                let analysis = a.analyse_all(&game, depth, &mut NodeLimit(u64::MAX));
                let top = &analysis.moves[0];
                if top.verdict != Verdict::Estimate {
                    continue;
                }
                let mut b = Engine::with_table_bits(v.rules(), 16);
                let r = b.search(&game, depth, &mut NodeLimit(u64::MAX)).unwrap();
                assert_eq!(analysis.depth, depth);
                assert_eq!(
                    top.score,
                    r.score,
                    "{v:?} {} depth {depth}: analysis {:?}, bestmove {} {}",
                    game.position(),
                    analysis.moves.iter().map(|m| (m.pit, m.score.0)).collect::<Vec<_>>(),
                    r.best,
                    r.score
                );
                let of_best = analysis.moves.iter().find(|m| m.pit == r.best).unwrap();
                assert_eq!(of_best.score, top.score, "bestmove's move is among the best");
                compared += 1;
            }
        }
    }
    assert!(compared >= 20, "{compared}");
}

#[test]
fn a_stopped_analysis_still_values_every_move_and_keeps_finished_depths() {
    let game = Game::new(Variant::Abapa.rules());
    let mut engine = Engine::with_table_bits(Variant::Abapa.rules(), 16);
    let a = engine.analyse_all(&game, 64, &mut NodeLimit(1));
    assert_eq!(a.moves.len(), 6);
    assert!(a.depth <= 6, "stopped at once: {a:?}");
    assert!(a.moves.iter().all(|m| m.depth >= 1 && m.verdict == Verdict::Estimate));
    let a = engine.analyse_all(&game, 64, &mut NodeLimit(200_000));
    assert!(a.depth >= 4, "{}", a.depth);
    assert!(a.moves.iter().all(|m| m.depth >= a.depth && m.depth <= a.depth + 1));
}

#[test]
fn a_won_position_is_proven_with_its_margin() {
    // E3's position: South's E captures 5 and South reaches 19; here with
    // South at 22, E reaches 27 and ends the game at once.
    let pos: Position = "1-2-0-0-4-0-3-1-2-0-5-1-22-7-S".parse().unwrap();
    let game = Game::from_position(Variant::Abapa.rules(), pos);
    let mut engine = Engine::with_table_bits(Variant::Abapa.rules(), 16);
    let a = engine.analyse_all(&game, 6, &mut NodeLimit(u64::MAX));
    let e = a.moves.iter().find(|m| m.pit == "E".parse().unwrap()).unwrap();
    assert_eq!(e.verdict, Verdict::Win { min: 20, max: 20 });
    assert!(e.exact);
    assert_eq!(e.score.margin(), Some(20));
    assert_eq!(a.moves[0].pit, e.pit);
}
