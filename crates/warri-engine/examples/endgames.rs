//! Endgame strength: plays endgames (reached by seeded random play from the
//! start until few seeds are left) between two engines that differ only in
//! how they use the endgame tables, both colours each, and prints the score
//! (`cargo run --release -p warri-engine --example endgames -- …`, figures in
//! BENCHMARKS.md).
//!
//! Usage: `endgames [--games N] [--depth D] [--seeds S] [--a MODE] [--b MODE]`
//! where MODE is `none` (no tables), `exact` (tables where their value is
//! exact) or `full` (also as the estimate at other leaves, the default).
//! Defaults: 40 endgames per variant, depth 10, 16 seeds left, `full`
//! against `exact`.

use std::sync::Arc;

use warri_engine::{mix, Engine, NodeLimit, Tables, TABLE_SEEDS};
use warri_rules::{Game, Pit, Player, Variant};

/// A game played at random until at most `seeds` are on the board.
fn endgame(v: Variant, seed: u64, seeds: u8) -> Option<Game> {
    let mut g = Game::new(v.rules());
    let mut s = seed;
    while !g.is_over() {
        if g.position().on_board() <= seeds {
            return Some(g);
        }
        let legal: Vec<Pit> = g.legal_moves().collect();
        s = mix(s);
        g.play(legal[(s % legal.len() as u64) as usize]).unwrap();
    }
    None
}

fn engine(v: Variant, mode: &str, tables: &Option<Arc<Tables>>) -> Engine {
    let mut e = Engine::with_table_bits(v.rules(), 18);
    match mode {
        "none" => {}
        "exact" => {
            e.set_tables(tables.clone());
            e.set_table_estimates(false);
        }
        "full" => e.set_tables(tables.clone()),
        other => panic!("unknown mode {other} (none, exact, full)"),
    }
    e
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let games: u64 = get("--games").and_then(|g| g.parse().ok()).unwrap_or(40);
    let depth: u32 = get("--depth").and_then(|g| g.parse().ok()).unwrap_or(10);
    let seeds: u8 = get("--seeds").and_then(|g| g.parse().ok()).unwrap_or(16);
    let a = get("--a").unwrap_or_else(|| "full".into());
    let b = get("--b").unwrap_or_else(|| "exact".into());
    println!("{a} against {b}: {games} endgames of at most {seeds} seeds per variant, both colours, depth {depth}");
    let (mut total, mut n) = (0i32, 0i32);
    for v in Variant::ALL {
        let tables = Tables::build(&v.rules(), TABLE_SEEDS).map(Arc::new);
        if tables.is_none() {
            continue;
        }
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        let mut k = 0;
        let mut found = 0;
        while found < games {
            k += 1;
            let Some(start) = endgame(v, mix(k ^ (v as u64) << 40), seeds) else { continue };
            found += 1;
            for a_side in [Player::South, Player::North] {
                let (mut ea, mut eb) = (engine(v, &a, &tables), engine(v, &b, &tables));
                let mut g = start.clone();
                while !g.is_over() {
                    let e = if g.to_move() == Some(a_side) { &mut ea } else { &mut eb };
                    let r = e.search(&g, depth, &mut NodeLimit(u64::MAX)).expect("not over");
                    g.play(r.best).unwrap();
                }
                match g.outcome().unwrap().winner {
                    Some(w) if w == a_side => wins += 1,
                    Some(_) => losses += 1,
                    None => draws += 1,
                }
            }
        }
        total += 2 * wins + draws;
        n += 2 * (wins + draws + losses);
        println!("  {:<11} {a} {wins} wins, {draws} draws, {losses} losses", v.key());
    }
    println!("{a} scored {:.1} % against {b}", 100.0 * f64::from(total) / f64::from(n));
}
