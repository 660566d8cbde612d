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

#[path = "common/args.rs"]
mod args;

use std::sync::Arc;

use args::{Long, Parser};

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

/// The ways an engine can use the tables (see [`engine`]).
const MODES: [&str; 3] = ["none", "exact", "full"];

/// The command line (see the usage above).
struct Options {
    games: u64,
    depth: u32,
    seeds: u8,
    a: String,
    b: String,
}

impl Options {
    fn parse(p: &mut Parser) -> Result<Options, String> {
        let mut o = Options { games: 40, depth: 10, seeds: 16, a: "full".into(), b: "exact".into() };
        while let Some(arg) = args::next(p)? {
            match arg {
                Long("games") => o.games = args::value(p, "--games")?,
                Long("depth") => o.depth = args::value(p, "--depth")?,
                Long("seeds") => o.seeds = args::value(p, "--seeds")?,
                Long("a") => o.a = mode(args::value(p, "--a")?, "--a")?,
                Long("b") => o.b = mode(args::value(p, "--b")?, "--b")?,
                _ => return Err(args::unexpected(arg)),
            }
        }
        Ok(o)
    }
}

/// `mode` if it is one of [`MODES`].
fn mode(mode: String, flag: &str) -> Result<String, String> {
    if MODES.contains(&mode.as_str()) {
        Ok(mode)
    } else {
        Err(format!("{flag}: `{mode}` is not one of {}", MODES.join(", ")))
    }
}

fn main() {
    let Options { games, depth, seeds, a, b } = args::parse_or_exit("endgames", Options::parse);
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
