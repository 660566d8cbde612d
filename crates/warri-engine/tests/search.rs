//! The search against a plain negamax, and the choices a player would notice:
//! taking a win, avoiding a loss, preferring the bigger win, never a
//! forbidden grand slam; determinism; levels.

use warri_engine::eval::{evaluate, Weights};
use warri_engine::{choose, Engine, Level, NodeLimit, Score};
use warri_rules::{Game, Pit, Position, Variant};

/// Plain negamax over `Game` (clone and play), leaves by the static
/// evaluation, terminal values by the rules' outcomes.
fn negamax(game: &Game, depth: u32, ply: i32) -> i32 {
    let me = game.to_move().unwrap();
    if depth == 0 {
        return evaluate(game.position(), &Weights::DEFAULT);
    }
    let mut best = i32::MIN;
    for m in game.legal_moves() {
        let mut g = game.clone();
        g.play(m).unwrap();
        let v = match (g.outcome(), g.to_move()) {
            (Some(o), _) => Score::of_outcome(o, me, ply + 1).0,
            (None, Some(p)) if p == me => negamax(&g, depth - 1, ply + 1),
            (None, _) => -negamax(&g, depth - 1, ply + 1),
        };
        best = best.max(v);
    }
    best
}

/// xorshift64*, for reproducible random positions.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A game reached by random moves from the start (so its history is real).
fn random_game(v: Variant, rng: &mut Rng, plies: usize) -> Option<Game> {
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
                let r = engine.search(&game, depth, &mut NodeLimit(u64::MAX)).unwrap();
                let expected = negamax(&game, depth, 0);
                assert_eq!(r.score.0, expected, "{v:?} depth {depth} at {} after {:?}", game.position(), game.moves());
                assert!(game.legal_moves().contains(r.best));
            }
            checked += 1;
        }
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
    let game = Game::from_position(Variant::Wari.rules(), "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S".parse::<Position>().unwrap());
    for depth in 1..=8 {
        let r = Engine::new(Variant::Wari.rules()).search(&game, depth, &mut NodeLimit(u64::MAX)).unwrap();
        assert_ne!(r.best.letter(), 'F', "depth {depth}");
    }
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

#[test]
fn every_level_plays_legal_moves_and_the_weak_ones_never_blunder_into_a_forced_loss() {
    let mut rng = Rng(7);
    for v in Variant::ALL {
        for level in Level::ALL {
            let Some(game) = random_game(v, &mut rng, 30) else { continue };
            let mut engine = Engine::new(v.rules());
            let c = choose(&mut engine, &game, level, rng.next(), &mut NodeLimit(level.spec().nodes.min(200_000))).unwrap();
            assert!(game.legal_moves().contains(c.best), "{v:?} level {}", level.number());
        }
    }
    // E6-like: one move wins at once; level 1 must not throw the game away
    // for a move that loses by force.
    let game = Game::from_position(Variant::Abapa.rules(), "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S".parse::<Position>().unwrap());
    for seed in 0..50 {
        let c = choose(&mut Engine::new(Variant::Abapa.rules()), &game, Level::MIN, seed, &mut NodeLimit(u64::MAX)).unwrap();
        assert!(!c.score.is_loss(), "seed {seed}");
    }
}

/// A game played at random from the start until at most `seeds` are left
/// on the board (its history is real: repetition counts it).
fn random_endgame(v: Variant, rng: &mut Rng, seeds: u8) -> Option<Game> {
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

/// The endgame tables never change a proven result: on endgames reached by
/// real play (so with a history that can repeat), whenever a deep search
/// without tables proves a win or a loss, a shallower search with the
/// tables proves nothing else. (The tables themselves are checked against
/// exhaustive search in `tests/tables.rs`.)
#[test]
fn endgame_tables_never_change_a_proven_result() {
    use std::sync::Arc;
    use warri_engine::{Tables, TABLE_SEEDS};
    let mut rng = Rng(0x7AB1E5);
    for v in Variant::ALL {
        let Some(tables) = Tables::build(&v.rules(), TABLE_SEEDS).map(Arc::new) else {
            assert_eq!(v, Variant::Speightstown);
            continue;
        };
        let (mut both, mut only_tables, mut tried) = (0, 0, 0);
        while tried < 40 {
            let seeds = 8 + rng.below(7) as u8;
            let Some(game) = random_endgame(v, &mut rng, seeds) else { continue };
            tried += 1;
            let mut plain = Engine::with_table_bits(v.rules(), 16);
            let deep = plain.search(&game, 14, &mut NodeLimit(400_000)).unwrap();
            let mut with = Engine::with_table_bits(v.rules(), 16);
            with.set_tables(Some(tables.clone()));
            let r = with.search(&game, 8, &mut NodeLimit(u64::MAX)).unwrap();
            let class = |s: Score| (s.is_win(), s.is_loss());
            let at = || format!("{v:?} at {} after {:?}", game.position(), game.moves());
            if deep.score.is_win() || deep.score.is_loss() {
                // The deeper plain search proved it: the tables, at a smaller
                // depth, must not say otherwise.
                assert!(!(r.score.is_win() || r.score.is_loss()) || class(r.score) == class(deep.score), "{}: {} vs {}", at(), r.score, deep.score);
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
}
