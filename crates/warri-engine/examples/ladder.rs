//! The self-play ladder: plays levels against each other in every variant
//! and reports who wins, so each level's strength is measured, not guessed
//! (`cargo run --release -p warri-engine --example ladder -- …`, figures in
//! BENCHMARKS.md).
//!
//! Usage: `ladder [--games N] [--movetime MS] [--pairs 1-2,2-3,…] [--variants abapa,…] [--threads T]`
//!
//! Each game starts from the start position after two seeded random plies
//! (so games differ), and every opening is played twice with the colours
//! swapped. Levels 1–5 are limited by their node caps (deterministic);
//! level 6 thinks `--movetime` milliseconds per move (1000 by default), as
//! in the browser. Wins and draws are counted from the higher level's side.

#[path = "common/args.rs"]
mod args;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use args::{Long, Parser};

use warri_engine::{choose, mix, Engine, Handler, Level, Tables, TABLE_SEEDS};
use warri_rules::{Game, Pit, Player, Variant};

/// Level 1–5: node cap. Level 6: wall clock.
struct Limit {
    nodes: u64,
    deadline: Option<Instant>,
}

impl Handler for Limit {
    fn should_stop(&mut self, nodes: u64) -> bool {
        nodes >= self.nodes || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// One player: a level with its engine.
struct Side {
    level: Level,
    engine: Engine,
}

impl Side {
    fn new(variant: Variant, level: Level, tables: &Option<Arc<Tables>>) -> Side {
        let mut engine = Engine::new(variant.rules());
        if level.spec().tables {
            engine.set_tables(tables.clone());
        }
        Side { level, engine }
    }

    fn choose(&mut self, game: &Game, seed: u64, movetime: u64) -> Pit {
        let spec = self.level.spec();
        let deadline = (self.level == Level::MAX).then(|| Instant::now() + Duration::from_millis(movetime));
        let mut limit = Limit { nodes: spec.nodes, deadline };
        choose(&mut self.engine, game, self.level, seed, &mut limit).expect("game not over").best
    }
}

/// Plays one game; returns the winner's level (None: draw) and the plies.
fn play(
    variant: Variant,
    south: &mut Side,
    north: &mut Side,
    opening_seed: u64,
    movetime: u64,
) -> (Option<Level>, usize) {
    let mut game = Game::new(variant.rules());
    let mut s = opening_seed;
    for _ in 0..2 {
        let legal: Vec<Pit> = game.legal_moves().collect();
        s = mix(s);
        game.play(legal[(s % legal.len() as u64) as usize]).unwrap();
    }
    while !game.is_over() {
        let seed = mix(opening_seed ^ game.moves().len() as u64);
        let pit = match game.to_move().unwrap() {
            Player::South => south.choose(&game, seed, movetime),
            Player::North => north.choose(&game, seed, movetime),
        };
        game.play(pit).unwrap();
    }
    let winner = game.outcome().unwrap().winner.map(|p| match p {
        Player::South => south.level,
        Player::North => north.level,
    });
    (winner, game.moves().len())
}

#[derive(Default, Clone, Copy)]
struct Tally {
    high_wins: u32,
    draws: u32,
    low_wins: u32,
    plies: usize,
}

/// The command line (see the usage above).
struct Options {
    games: u64,
    movetime: u64,
    threads: usize,
    pairs: Vec<(Level, Level)>,
    variants: Vec<Variant>,
}

impl Options {
    fn parse(p: &mut Parser) -> Result<Options, String> {
        let mut o = Options {
            games: 4,
            movetime: 1000,
            threads: 2,
            pairs: pairs("1-2,2-3,3-4,4-5,5-6")?,
            variants: Variant::ALL.to_vec(),
        };
        while let Some(arg) = args::next(p)? {
            match arg {
                Long("games") => o.games = args::value(p, "--games")?,
                Long("movetime") => o.movetime = args::value(p, "--movetime")?,
                Long("threads") => o.threads = args::value(p, "--threads")?,
                Long("pairs") => o.pairs = pairs(&args::value::<String>(p, "--pairs")?)?,
                Long("variants") => o.variants = args::list(&args::value::<String>(p, "--variants")?, "--variants")?,
                _ => return Err(args::unexpected(arg)),
            }
        }
        Ok(o)
    }
}

/// `1-2,4-6`: pairs of levels.
fn pairs(list: &str) -> Result<Vec<(Level, Level)>, String> {
    let level = |n: &str| n.parse().ok().and_then(Level::new);
    list.split(',')
        .map(|pair| {
            let levels = pair.split_once('-').and_then(|(a, b)| Some((level(a)?, level(b)?)));
            levels.ok_or_else(|| format!("--pairs: `{pair}` is not two levels 1-6 like 4-5"))
        })
        .collect()
}

fn main() {
    let Options { games, movetime, threads, pairs, variants } = args::parse_or_exit("ladder", Options::parse);
    let started = Instant::now();
    // Every (variant, pair, opening, colour) game is a job.
    let mut jobs = Vec::new();
    for &v in &variants {
        for &(lo, hi) in &pairs {
            for g in 0..games {
                jobs.push((v, lo, hi, g / 2, g % 2 == 1));
            }
        }
    }
    let jobs = Arc::new(Mutex::new(jobs.into_iter()));
    let results = Arc::new(Mutex::new(Vec::new()));
    let tables: Arc<Mutex<std::collections::HashMap<Variant, Option<Arc<Tables>>>>> = Arc::default();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (jobs, results, tables) = (jobs.clone(), results.clone(), tables.clone());
            scope.spawn(move || loop {
                let Some((v, lo, hi, opening, swap)) = jobs.lock().unwrap().next() else { break };
                // Tables only for the levels that use them.
                let t = if lo.spec().tables || hi.spec().tables {
                    tables
                        .lock()
                        .unwrap()
                        .entry(v)
                        .or_insert_with(|| Tables::build(&v.rules(), TABLE_SEEDS).map(Arc::new))
                        .clone()
                } else {
                    None
                };
                let mut low = Side::new(v, lo, &t);
                let mut high = Side::new(v, hi, &t);
                let seed = mix(opening + 1000 * u64::from(lo.number()) + 77 * v as u64);
                let (winner, plies) = if swap {
                    play(v, &mut low, &mut high, seed, movetime)
                } else {
                    play(v, &mut high, &mut low, seed, movetime)
                };
                eprintln!(
                    "{} L{} vs L{}: {} ({plies} plies)",
                    v.key(),
                    lo.number(),
                    hi.number(),
                    winner.map_or("draw".to_string(), |w| format!("L{} wins", w.number()))
                );
                results.lock().unwrap().push((v, lo, hi, winner, plies));
            });
        }
    });
    let results = results.lock().unwrap();
    println!("| variant | pair | higher level wins | draws | lower level wins | avg plies |");
    println!("|---|---|---|---|---|---|");
    let mut total: std::collections::BTreeMap<(u8, u8), Tally> = Default::default();
    for &v in &variants {
        for &(lo, hi) in &pairs {
            let mut t = Tally::default();
            let mut n = 0;
            for &(rv, rlo, rhi, w, plies) in results.iter() {
                if rv == v && rlo == lo && rhi == hi {
                    n += 1;
                    t.plies += plies;
                    match w {
                        Some(l) if l == hi => t.high_wins += 1,
                        Some(_) => t.low_wins += 1,
                        None => t.draws += 1,
                    }
                }
            }
            let e = total.entry((lo.number(), hi.number())).or_default();
            e.high_wins += t.high_wins;
            e.draws += t.draws;
            e.low_wins += t.low_wins;
            e.plies += t.plies;
            println!(
                "| {} | L{} vs L{} | {} | {} | {} | {} |",
                v.key(),
                lo.number(),
                hi.number(),
                t.high_wins,
                t.draws,
                t.low_wins,
                t.plies / n.max(1)
            );
        }
    }
    println!();
    println!("| pair | higher level wins | draws | lower level wins | score of the higher level |");
    println!("|---|---|---|---|---|");
    for ((lo, hi), t) in total {
        let n = t.high_wins + t.draws + t.low_wins;
        let score = (f64::from(t.high_wins) + 0.5 * f64::from(t.draws)) / f64::from(n.max(1));
        println!("| L{lo} vs L{hi} | {} | {} | {} | {:.0}% |", t.high_wins, t.draws, t.low_wins, 100.0 * score);
    }
    println!(
        "\n{} games in {:.0} s ({} threads, level 6 at {movetime} ms per move)",
        results.len(),
        started.elapsed().as_secs_f64(),
        threads
    );
}
