//! `Engine::analyse_all` against the real game: every proven verdict is
//! checked with the test crate's exhaustive search of the real game
//! (`common::move_result`: every rule, repetition with the game's history
//! included, played out to the end, nothing of the engine used), in every
//! variant, on small positions with random stores, on endgames of random
//! games (with their real history) and on small positions played on by
//! moves that capture nothing; exact values are also checked from a fresh
//! start, and where the history changes a proven move's result (against a
//! fresh start) the move must not be reported exact. Estimates are checked
//! against `Engine::search` at the same depth.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use common::{captures_nothing, random_endgame, random_position, Rng};
use warri_engine::{Engine, MoveValue, NodeLimit, Tables, Verdict};
use warri_rules::{Game, Pit, Position, Variant};

/// Moves the exhaustive search may play for one move's value.
const BUDGET: u64 = 200_000;

/// The exact result of playing `m` in `game`, for its player to move, by
/// the exhaustive search of the real game (`common::move_result`).
fn exact_move(game: &Game, m: Pit) -> Option<i32> {
    common::move_result(game, m, BUDGET)
}

/// Win (1), draw (0) or loss (-1), and the margin, of a result
/// (`common::result_key`).
fn class(v: i32) -> (i32, i32) {
    match v {
        1000.. => (1, v - 1000),
        ..=-1000 => (-1, -1000 - v),
        0 => (0, 0),
        _ => panic!("{v} is no result"),
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
                // Both full width: with late-move reductions a depth is a
                // different tree under a null window than under a full one.
                let mut a = Engine::with_table_bits(v.rules(), 16);
                a.set_reductions(false);
                let analysis = a.analyse_all(&game, depth, &mut NodeLimit(u64::MAX));
                let top = &analysis.moves[0];
                if top.verdict != Verdict::Estimate {
                    continue;
                }
                let mut b = Engine::with_table_bits(v.rules(), 16);
                b.set_reductions(false);
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
