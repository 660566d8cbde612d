//! The search and the hints' analysis against a plain negamax, and the
//! choices a player would notice: taking a win, avoiding a loss, preferring
//! the bigger win, never a forbidden grand slam; determinism; every level
//! plays a legal move.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};

use common::{negamax, random_endgame, random_game, Rng};
use warri_engine::eval::{evaluate, Weights};
use warri_engine::{choose, Engine, Handler, Info, Level, NodeLimit, Score};
use warri_rules::{Flow, Game, MoveSet, Pit, Position, Rules, SinceCapture, Variant};

#[test]
fn search_equals_plain_negamax_on_random_positions_in_every_variant() {
    let mut rng = Rng(0x5eed);
    for v in Variant::ALL {
        let mut checked = 0;
        while checked < 25 {
            let plies = rng.below(70);
            let Some(game) = random_game(v, &mut rng, plies) else { continue };
            for depth in 1..=4 {
                let mut engine = Engine::with_table_bits(v.rules(), 12);
                engine.set_quiescence(false);
                engine.set_reductions(false);
                let r = engine.search(&game, depth, &mut NodeLimit(u64::MAX)).unwrap();
                let expected = negamax(&game, depth, 0);
                assert_eq!(r.score.0, expected, "{v:?} depth {depth} at {} after {:?}", game.position(), game.moves());
                assert!(game.legal_moves().contains(r.best));
            }
            checked += 1;
        }
    }
}

/// Lines [`plain_move_value`] ended by repetition.
static REPETITIONS: AtomicUsize = AtomicUsize::new(0);

/// The value of playing `pit` at `pos`, for the player to move, by a plain
/// negamax `depth` plies deep (the move included), `ply` plies below the
/// root: the rules' fast path (`Position::play_unchecked` and its `Flow`), the
/// positions since the last capture (`SinceCapture`, starting with the
/// game's own history) for repetition, leaves by the static evaluation,
/// results by `Score::of_outcome`. No pruning, no table, no ordering.
fn plain_move_value(rules: &Rules, pos: &Position, pit: Pit, depth: u32, ply: i32, seen: &mut SinceCapture) -> i32 {
    let me = pos.to_move();
    let mut after = *pos;
    match after.play_unchecked(rules, pit) {
        Flow::Over(outcome) => Score::of_outcome(&outcome, me, ply + 1).0,
        Flow::Continue { captured, legal } => {
            let Some(mark) = seen.enter(*after.board(), captured) else {
                REPETITIONS.fetch_add(1, Ordering::Relaxed);
                let outcome = after.end_by_repetition(rules);
                return Score::of_outcome(&outcome, me, ply + 1).0;
            };
            let v = plain_negamax(rules, &after, legal, depth - 1, ply + 1, seen);
            seen.leave(mark);
            if after.to_move() == me {
                v
            } else {
                -v
            }
        }
    }
}

/// The value of `pos` for the player to move (see [`plain_move_value`]).
fn plain_negamax(rules: &Rules, pos: &Position, legal: MoveSet, depth: u32, ply: i32, seen: &mut SinceCapture) -> i32 {
    if depth == 0 {
        return evaluate(pos, &Weights::for_rules(rules));
    }
    legal.map(|m| plain_move_value(rules, pos, m, depth, ply, seen)).max().expect("a position that goes on has moves")
}

/// Games in which to compare the analysis with plain negamax, in variant
/// `v`: E11's cycle (two seeds chasing each other round the board) played
/// part way, so that the search completes it; then random games from the
/// middle game, from endgames, and from endgames of at most four seeds played
/// on (long stretches without a capture, where positions repeat).
fn analysis_games(v: Variant, rng: &mut Rng) -> Vec<Game> {
    let rules = v.rules();
    let cycle = "1-0-0-0-0-0-1-0-0-0-0-0-24-22-S".parse::<Position>().unwrap();
    let mut games: Vec<Game> = (7..=11)
        .map(|n| {
            let mut g = Game::from_position(rules, cycle);
            for c in "AaBbCcDdEeFf".chars().take(n) {
                g.play(Pit::from_letter(c).unwrap()).unwrap();
            }
            g
        })
        .collect();
    while games.len() < 65 {
        let game = match games.len() % 3 {
            0 => {
                let plies = rng.below(70);
                random_game(v, rng, plies)
            }
            1 => {
                let seeds = 6 + rng.below(10) as u8;
                random_endgame(v, rng, seeds)
            }
            _ => random_endgame(v, rng, 4).and_then(|mut g| {
                for _ in 0..rng.below(30) {
                    let legal: Vec<Pit> = g.legal_moves().collect();
                    if legal.is_empty() {
                        break;
                    }
                    g.play(legal[rng.below(legal.len())]).unwrap();
                }
                (!g.is_over()).then_some(g)
            }),
        };
        games.extend(game);
    }
    games
}

/// Compares `Engine::analyse` (no quiescence, no tables) with the plain
/// negamax on [`analysis_games`] of every variant, at depths 1 to 5; returns
/// the number of lines the plain negamax ended by repetition, per variant.
/// (Deeper, the comparison stops being exact by design: the transposition
/// table lends a value searched deeper to the same board met at a later
/// ply.)
fn compare_analyse_with_plain_negamax(seed: u64) -> Vec<(Variant, usize)> {
    let mut rng = Rng(seed);
    let mut repeating = Vec::new();
    for v in Variant::ALL {
        let rules = v.rules();
        let before = REPETITIONS.load(Ordering::Relaxed);
        let mut with_history = 0;
        for game in analysis_games(v, &mut rng) {
            with_history += usize::from(!game.since_capture().is_fresh());
            let pos = *game.position();
            let at = |depth| format!("{v:?} depth {depth} at {pos} after {:?}", game.moves());
            // As hints are asked: one engine, its tables warm from the
            // shallower analyses.
            let mut warm = Engine::with_table_bits(rules, 12);
            warm.set_quiescence(false);
            warm.set_reductions(false);
            for depth in 1..=5 {
                let mut seen = game.since_capture().clone();
                let mut expected: Vec<(Pit, i32)> =
                    game.legal_moves().map(|m| (m, plain_move_value(&rules, &pos, m, depth, 0, &mut seen))).collect();
                assert_eq!(&seen, game.since_capture(), "the plain negamax leaves the history as it found it");
                if depth <= 3 || pos.on_board() <= 4 {
                    for &(m, value) in &expected {
                        assert_eq!(value, common::move_value(&game, m, depth, 0), "{}: {m} by Game", at(depth));
                    }
                }
                expected.sort_by_key(|&(m, _)| m.index());
                let mut engine = Engine::with_table_bits(rules, 12);
                engine.set_quiescence(false);
                engine.set_reductions(false);
                for (scored, which) in [
                    (engine.analyse(&game, depth, &mut NodeLimit(u64::MAX)), "fresh engine"),
                    (warm.analyse(&game, depth, &mut NodeLimit(u64::MAX)), "warm engine"),
                ] {
                    assert!(
                        scored.windows(2).all(|w| w[0].1 >= w[1].1),
                        "{}, {which}: not best first: {scored:?}",
                        at(depth)
                    );
                    assert_eq!(
                        scored[0].1 .0,
                        negamax(&game, depth, 0),
                        "{}, {which}: the first is the best",
                        at(depth)
                    );
                    let mut got: Vec<(Pit, i32)> = scored.iter().map(|&(m, s)| (m, s.0)).collect();
                    got.sort_by_key(|&(m, _)| m.index());
                    assert_eq!(got, expected, "{}, {which}", at(depth));
                }
            }
        }
        assert!(with_history >= 30, "{v:?}: only {with_history} positions with a history that can repeat");
        repeating.push((v, REPETITIONS.load(Ordering::Relaxed) - before));
    }
    repeating
}

/// Hints: `Engine::analyse` scores every legal move exactly as a plain
/// negamax does (without quiescence or tables), lists each legal move once,
/// best first, on random positions of every variant (see
/// [`analysis_games`]), at depths 1 to 5, with a fresh engine and with one
/// that analysed the same position before. The plain negamax over the fast
/// path is itself checked against the one over `Game`.
#[test]
fn analyse_scores_every_move_as_plain_negamax_does() {
    for (v, repeating) in compare_analyse_with_plain_negamax(0x0A7A_115E) {
        assert!(repeating >= 10, "{v:?}: only {repeating} lines ended by repetition");
    }
}

fn best(v: Variant, pos: &str, depth: u32) -> (Pit, Score) {
    let game = Game::from_position(v.rules(), pos.parse::<Position>().unwrap());
    let r = Engine::new(v.rules()).search(&game, depth, &mut NodeLimit(u64::MAX)).unwrap();
    (r.best, r.score)
}

#[test]
fn takes_an_immediate_win() {
    // E6: F reaches 25 at once.
    for v in Variant::ALL {
        let (m, s) = best(v, "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S", 6);
        assert_eq!(m.letter(), 'F', "{v:?}");
        assert!(s.is_win(), "{v:?} {s}");
    }
}

#[test]
fn avoids_an_immediate_loss() {
    // North (23) threatens f → A: if A holds 1 it becomes 2, is captured and
    // North reaches 25. South's F sows into North's row and leaves A; South's
    // A moves the seed away; B leaves A as it is.
    let pos = "1-4-0-0-0-3-0-0-0-0-0-1-16-23-S";
    for v in Variant::ALL {
        let game = Game::from_position(v.rules(), pos.parse::<Position>().unwrap());
        let mut after_f = game.clone();
        after_f.play(Pit::from_letter('F').unwrap()).unwrap();
        after_f.play(Pit::from_letter('f').unwrap()).unwrap();
        assert_eq!(after_f.outcome().unwrap().winner, Some(warri_rules::Player::North), "{v:?}: F loses");
        let r = Engine::new(v.rules()).search(&game, 6, &mut NodeLimit(u64::MAX)).unwrap();
        assert_eq!(r.best.letter(), 'A', "{v:?}: {}", r.score);
    }
}

#[test]
fn prefers_the_bigger_of_two_wins() {
    // F captures a and b (4) and reaches 26; D captures a, b and c (6) and
    // reaches 28 — a grand slam, which captures in every variant but Abapa.
    let pos = "0-0-0-5-2-2-1-1-1-0-0-0-22-14-S";
    for v in [Variant::Wahree, Variant::Caribbean, Variant::Bridgetown, Variant::Speightstown] {
        let (m, s) = best(v, pos, 4);
        assert_eq!((m.letter(), s.margin()), ('D', Some(14)), "{v:?}: {s}");
    }
    // In Abapa the slam captures nothing, so F is the win.
    let (m, s) = best(Variant::Abapa, pos, 4);
    assert_eq!((m.letter(), s.margin()), ('F', Some(12)), "{s}");
}

#[test]
fn wari_never_plays_a_forbidden_grand_slam() {
    let game =
        Game::from_position(Variant::Wari.rules(), "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S".parse::<Position>().unwrap());
    for depth in 1..=8 {
        let r = Engine::new(Variant::Wari.rules()).search(&game, depth, &mut NodeLimit(u64::MAX)).unwrap();
        assert_ne!(r.best.letter(), 'F', "depth {depth}");
    }
}

/// A node cap that keeps what the search reports.
struct Recording {
    cap: u64,
    infos: Vec<Info>,
}

impl Handler for Recording {
    fn should_stop(&mut self, nodes: u64) -> bool {
        nodes >= self.cap
    }

    fn on_iteration(&mut self, info: &Info) {
        self.infos.push(info.clone());
    }
}

/// A depth stopped after a move beat the last depth's best: that move is
/// played, and reported first as a lower bound whose value is the move's
/// own at that depth by plain negamax (so the position is worth at least
/// that), above what the last depth's best is worth there.
#[test]
fn a_stopped_depth_that_found_a_better_move_plays_it_and_says_so() {
    let mut rng = Rng(0xb0bd);
    let mut found = 0;
    for attempt in 0..20_000 {
        if found == 20 {
            break;
        }
        let v = Variant::ALL[attempt % Variant::ALL.len()];
        let plies = rng.below(50);
        let Some(game) = random_game(v, &mut rng, plies) else { continue };
        let mut engine = Engine::with_table_bits(v.rules(), 12);
        engine.set_quiescence(false);
        engine.set_reductions(false);
        let mut h = Recording { cap: 1 + rng.below(8_000) as u64, infos: Vec::new() };
        let Some(r) = engine.search(&game, 6, &mut h) else { continue };
        let Some((partial, finished)) = h.infos.split_last().filter(|(last, _)| last.lower_bound) else {
            assert!(!r.lower_bound, "a bound returned, none reported");
            continue;
        };
        assert!(r.lower_bound, "the stopped depth's move returned as exact");
        let last = finished.last().expect("a finished depth before a stopped one");
        assert!(finished.iter().all(|i| !i.lower_bound));
        assert_eq!(partial.depth, last.depth + 1);
        assert_eq!((r.best, r.score), (partial.pv[0], partial.score));
        let value_of = |pit: Pit| {
            let mut seen = game.since_capture().clone();
            plain_move_value(&v.rules(), game.position(), pit, partial.depth, 0, &mut seen)
        };
        let at = format!("{v:?} {} after {:?}", game.position(), game.moves());
        assert_eq!(partial.score.0, value_of(r.best), "{at}");
        assert!(value_of(last.pv[0]) < partial.score.0, "{at}");
        assert!(negamax(&game, partial.depth, 0) >= partial.score.0, "{at}");
        found += 1;
    }
    assert_eq!(found, 20, "only {found} stopped depths found a better move");
}

#[test]
fn the_same_limits_give_the_same_answer() {
    let mut rng = Rng(42);
    let game = random_game(Variant::Bridgetown, &mut rng, 20).unwrap();
    let a = Engine::new(Variant::Bridgetown.rules()).search(&game, 9, &mut NodeLimit(u64::MAX)).unwrap();
    let b = Engine::new(Variant::Bridgetown.rules()).search(&game, 9, &mut NodeLimit(u64::MAX)).unwrap();
    assert_eq!(a, b);
    let c = Engine::new(Variant::Bridgetown.rules()).search(&game, 30, &mut NodeLimit(20_000)).unwrap();
    let d = Engine::new(Variant::Bridgetown.rules()).search(&game, 30, &mut NodeLimit(20_000)).unwrap();
    assert_eq!(c, d);
}

/// (Level 1's "never a forced loss" and the levels' strengths are checked in
/// `tests/levels.rs`.)
#[test]
fn every_level_plays_legal_moves() {
    let mut rng = Rng(7);
    for v in Variant::ALL {
        for level in Level::ALL {
            let Some(game) = random_game(v, &mut rng, 30) else { continue };
            let mut engine = Engine::new(v.rules());
            let c =
                choose(&mut engine, &game, level, rng.next(), &mut NodeLimit(level.spec().nodes.min(200_000))).unwrap();
            assert!(game.legal_moves().contains(c.best), "{v:?} level {}", level.number());
        }
    }
}

/// The endgame tables never change a proven result: on endgames reached by
/// real play (so with a history that can repeat), whenever a deep search
/// without tables proves a win or a loss, a shallower search with the
/// tables proves nothing else. (The tables themselves are checked against
/// exhaustive search in `tests/tables.rs`.)
#[test]
fn endgame_tables_never_change_a_proven_result() {
    // The endgames are drawn first, in turn, from one generator; then each
    // variant builds its tables and searches them on a thread of its own.
    let mut rng = Rng(0x7AB1E5);
    let endgames: Vec<Vec<Game>> = Variant::ALL
        .iter()
        .map(|&v| {
            if !warri_engine::Tables::exist_for(&v.rules()) {
                return vec![];
            }
            let mut games = vec![];
            while games.len() < 40 {
                let seeds = 8 + rng.below(7) as u8;
                games.extend(random_endgame(v, &mut rng, seeds));
            }
            games
        })
        .collect();
    let of = |v: Variant| &endgames[Variant::ALL.iter().position(|&w| w == v).unwrap()];
    common::in_every_variant(|v| tables_never_change_a_proven_result(v, of(v)));
}

/// The 12-seed tables' digests ([`digest`]), pinned: a change to the rules
/// or to the build that changes any value, bound or best move fails here,
/// and is to be checked against the real rules (`tests/tables.rs`, `cargo
/// xtask tables`) before it is pinned anew.
const TABLE_DIGESTS: [(Variant, u64); 5] = [
    (Variant::Abapa, 0xc0d3_ce60_f3cc_6101),
    (Variant::Wari, 0x876a_a11e_e67e_e4d9),
    (Variant::Caribbean, 0x2a06_1178_8dc0_70f7),
    (Variant::Bridgetown, 0x2774_11fd_e906_dce4),
    (Variant::Wahree, 0x4904_8878_aa81_0692),
];

/// FNV-1a (64 bits) of the tables' raw arrays: lower bounds, upper bounds,
/// best moves.
fn digest(t: &warri_engine::Tables) -> u64 {
    let (lo, hi, best) = t.raw();
    let bytes = lo.iter().chain(hi).map(|&b| b as u8).chain(best.iter().copied());
    bytes.fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3))
}

/// The check above in one variant, over its endgames.
fn tables_never_change_a_proven_result(v: Variant, endgames: &[Game]) {
    use std::sync::Arc;
    use warri_engine::{Tables, TABLE_SEEDS};
    let Some(tables) = Tables::build(&v.rules(), TABLE_SEEDS).map(Arc::new) else {
        assert_eq!(v, Variant::Speightstown);
        return;
    };
    let (pinned, found) = (TABLE_DIGESTS.iter().find(|&&(w, _)| w == v).map(|&(_, d)| d), digest(&tables));
    assert_eq!(Some(found), pinned, "{v:?}: the 12-seed tables changed (digest {found:#018x})");
    let (mut both, mut only_tables) = (0, 0);
    for game in endgames {
        let mut plain = Engine::with_table_bits(v.rules(), 16);
        let deep = plain.search(game, 14, &mut NodeLimit(400_000)).unwrap();
        let mut with = Engine::with_table_bits(v.rules(), 16);
        with.set_tables(Some(tables.clone()));
        let r = with.search(game, 8, &mut NodeLimit(u64::MAX)).unwrap();
        let class = |s: Score| (s.is_win(), s.is_loss());
        let at = || format!("{v:?} at {} after {:?}", game.position(), game.moves());
        if deep.score.is_win() || deep.score.is_loss() {
            // The deeper plain search proved it: the tables, at a smaller
            // depth, must not say otherwise.
            assert!(
                !(r.score.is_win() || r.score.is_loss()) || class(r.score) == class(deep.score),
                "{}: {} vs {}",
                at(),
                r.score,
                deep.score
            );
            if r.score.is_win() || r.score.is_loss() {
                both += 1;
            }
        } else if r.score.is_win() || r.score.is_loss() {
            only_tables += 1;
        }
    }
    eprintln!("{v:?}: {both} results proven both ways and equal, {only_tables} proven only with the tables");
    assert!(both >= 4 && only_tables >= 2, "{v:?}: only {both} + {only_tables} proven results");
}

/// No false proof: one engine per variant, its transposition table kept
/// from search to search as in a match, searches positions of several games
/// in turn, all from one small start and played on by moves that capture
/// nothing — so the same positions come with different positions behind
/// them since the last capture, and a line's repetition ends it with a
/// different award. Every proven win or loss the engine reports holds in
/// the game as it stands: the exhaustive search of the real game, history
/// included, finds a win by at least that margin (a loss by at least that
/// margin).
#[test]
fn every_proven_score_holds_in_the_game_as_it_stands() {
    common::in_every_variant(|v| {
        let checked = proven_scores_hold(v, &mut Rng(0x9E57_0000 + v as u64));
        assert!(checked >= 100, "{v:?}: only {checked} proven scores checked");
    });
}

/// Moves the exhaustive search may play for one check (beyond, the check
/// is skipped).
const BUDGET: u64 = 300_000;

/// The check above in one variant: the number of proven scores checked.
fn proven_scores_hold(v: Variant, rng: &mut Rng) -> usize {
    use std::sync::Arc;
    let mut engine = Engine::with_table_bits(v.rules(), 16);
    engine.set_tables(warri_engine::Tables::build(&v.rules(), 6).map(Arc::new));
    let (mut checked, mut skipped) = (0, 0);
    for _ in 0..30 {
        let start = Game::from_position(v.rules(), small_start(rng));
        let mut games = vec![start; 4];
        for _ in 0..80 {
            let game = &mut games[rng.below(4)];
            if game.is_over() {
                continue;
            }
            let r = engine.search(game, 16, &mut NodeLimit(5_000)).unwrap();
            if let Some(m) = r.score.margin() {
                let claim = if r.score.is_win() { 1000 + m } else { -1000 + m };
                // A win by at least m; a loss by at least m: nothing
                // better than the claim.
                let holds = if r.score.is_win() {
                    common::at_least(game, claim, BUDGET)
                } else {
                    common::at_least(game, claim + 1, BUDGET).map(|better| !better)
                };
                let at = || format!("{v:?} at {} after {:?}", game.position(), game.moves());
                assert_ne!(holds, Some(false), "{}: the engine says {} ({})", at(), r.score, r.score.0);
                checked += usize::from(holds.is_some());
                skipped += usize::from(holds.is_none());
            }
            let m = next_move(game, r.best, rng);
            game.play(m).unwrap();
        }
    }
    eprintln!("{v:?}: {checked} proven scores checked, {skipped} skipped");
    checked
}

/// A position with two or three seeds on the board, the stores close.
fn small_start(rng: &mut Rng) -> Position {
    let seeds = 2 + rng.below(2) as u32;
    common::random_position(rng, seeds)
}

/// Mostly a move that captures nothing (so the play goes round in
/// cycles), else the engine's.
fn next_move(game: &Game, best: Pit, rng: &mut Rng) -> Pit {
    let quiet: Vec<Pit> = game.legal_moves().filter(|&m| common::captures_nothing(game, m)).collect();
    if !quiet.is_empty() && rng.below(4) != 0 {
        quiet[rng.below(quiet.len())]
    } else {
        best
    }
}

/// Tables built on another thread: a search started before they are ready
/// goes on without them (no wait), the first search after takes them, and
/// from then on the engine finds what an engine given the same tables
/// finds, proven results included; `prepare` waits for them.
#[test]
fn tables_built_elsewhere_are_taken_when_ready() {
    use std::sync::Arc;
    let v = Variant::Abapa;
    let mut rng = Rng(0x0007_AB1E_B11D);
    let games: Vec<Game> = std::iter::from_fn(|| Some(random_endgame(v, &mut rng, 8))).flatten().take(20).collect();
    let mut given = Engine::with_table_bits(v.rules(), 16);
    given.set_tables(warri_engine::Tables::build(&v.rules(), 8).map(Arc::new));
    let mut elsewhere = Engine::with_table_bits(v.rules(), 16);
    elsewhere.set_tables_on_need(8);
    let build = elsewhere.tables_to_build(&games[0]).expect("an endgame hands out the build");
    assert!(elsewhere.tables_to_build(&games[0]).is_none(), "once");
    // Not ready: the search goes on, and proves less than with the tables.
    let before: Vec<Score> =
        games.iter().map(|g| elsewhere.search(g, 2, &mut NodeLimit(u64::MAX)).unwrap().score).collect();
    let builder = std::thread::spawn(move || build.run());
    elsewhere.prepare(&games[0]);
    builder.join().unwrap();
    let (mut changed, mut proven) = (0, 0);
    for (g, was) in games.iter().zip(before) {
        let a = elsewhere.search(g, 2, &mut NodeLimit(u64::MAX)).unwrap();
        let b = given.search(g, 2, &mut NodeLimit(u64::MAX)).unwrap();
        assert_eq!(a.score, b.score, "at {}", g.position());
        changed += usize::from(a.score != was);
        proven += usize::from(a.score.margin().is_some() && was.margin().is_none());
    }
    assert!(changed >= 10 && proven >= 1, "the tables changed {changed} scores, proved {proven} more");
    // A build dropped unrun leaves an engine without tables, not waiting.
    let mut dropped = Engine::with_table_bits(v.rules(), 16);
    dropped.set_tables_on_need(8);
    drop(dropped.tables_to_build(&games[0]));
    dropped.prepare(&games[0]);
}
