//! Tunes the evaluation weights by self-play: each weight in turn is moved
//! up and down, and a change is kept only if the changed engine beats the
//! current one in a match over every variant (`cargo run --release -p
//! warri-engine --example tune -- …`, figures in BENCHMARKS.md).
//!
//! Usage: `tune [--depth D] [--openings N] [--passes P] [--accept 0.55] [--validate-depth D] [--from s,m,t,l,k] [--against s,m,t,l,k]`
//!
//! Both engines search to the same fixed depth (so games are deterministic
//! and only the evaluation differs); each match plays `--openings` seeded
//! four-ply openings per variant, each with both colours. The store weight
//! stays at 100 (it sets the scale: centi-seeds). After the passes the
//! tuned weights play the starting ones at `--validate-depth` on openings
//! not used while tuning, and the result is printed.

#[path = "common/args.rs"]
mod args;

use std::time::Instant;

use args::{Long, Parser};

use warri_engine::eval::Weights;
use warri_engine::{mix, Engine, NodeLimit};
use warri_rules::{Game, Pit, Player, Variant};

/// One game from a seeded four-ply opening; +1 if `a` wins, 0 a draw, −1.
fn game(variant: Variant, a: Weights, b: Weights, a_is_south: bool, opening: u64, depth: u32) -> i32 {
    let engine = |w: Weights| {
        let mut e = Engine::with_table_bits(variant.rules(), 16);
        e.set_weights(w);
        e
    };
    let (mut ea, mut eb) = (engine(a), engine(b));
    let mut g = Game::new(variant.rules());
    let mut s = opening;
    for _ in 0..4 {
        let legal: Vec<Pit> = g.legal_moves().collect();
        if legal.is_empty() {
            break;
        }
        s = mix(s);
        g.play(legal[(s % legal.len() as u64) as usize]).unwrap();
    }
    let a_side = if a_is_south { Player::South } else { Player::North };
    while !g.is_over() {
        let e = if g.to_move() == Some(a_side) { &mut ea } else { &mut eb };
        let r = e.search(&g, depth, &mut NodeLimit(u64::MAX)).expect("game not over");
        g.play(r.best).unwrap();
    }
    match g.outcome().unwrap().winner {
        Some(w) if w == a_side => 1,
        Some(_) => -1,
        None => 0,
    }
}

/// The share of points `a` scores against `b` (wins + half the draws),
/// over every variant, `openings` openings each with both colours, on two
/// threads.
fn score(a: Weights, b: Weights, openings: u64, first_opening: u64, depth: u32) -> f64 {
    by_variant(a, b, openings, first_opening, depth).iter().map(|&(_, s)| s).sum::<f64>() / Variant::ALL.len() as f64
}

/// [`score`] per variant.
fn by_variant(a: Weights, b: Weights, openings: u64, first_opening: u64, depth: u32) -> Vec<(Variant, f64)> {
    let jobs: Vec<(Variant, u64, bool)> = Variant::ALL
        .into_iter()
        .flat_map(|v| (0..openings).flat_map(move |o| [(v, first_opening + o, true), (v, first_opening + o, false)]))
        .collect();
    let halves: Vec<&[(Variant, u64, bool)]> = jobs.chunks(jobs.len().div_ceil(2)).collect();
    let results: Vec<(Variant, i32)> = std::thread::scope(|s| {
        let handles: Vec<_> = halves
            .iter()
            .map(|part| {
                s.spawn(move || {
                    part.iter()
                        .map(|&(v, o, south)| (v, game(v, a, b, south, mix(o ^ (v as u64) << 32), depth)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    Variant::ALL
        .into_iter()
        .map(|v| {
            let r: Vec<i32> = results.iter().filter(|&&(w, _)| w == v).map(|&(_, r)| r).collect();
            (v, 0.5 + f64::from(r.iter().sum::<i32>()) / (2.0 * r.len() as f64))
        })
        .collect()
}

fn get(w: &Weights, i: usize) -> i32 {
    [w.side, w.mobility, w.target, w.liability, w.kroo][i]
}

fn set(w: &mut Weights, i: usize, v: i32) {
    *[&mut w.side, &mut w.mobility, &mut w.target, &mut w.liability, &mut w.kroo][i] = v;
}

const NAMES: [&str; 5] = ["side", "mobility", "target", "liability", "kroo"];

/// The command line (see the usage above).
struct Options {
    depth: u32,
    openings: u64,
    passes: u32,
    accept: f64,
    validate_depth: u32,
    /// `--from side,mobility,target,liability,kroo`: where the tuning
    /// starts (default: the current weights), and what it is validated
    /// against unless `--against` names other weights.
    start: Weights,
    against: Option<Weights>,
}

impl Options {
    fn parse(p: &mut Parser) -> Result<Options, String> {
        let mut o = Options {
            depth: 5,
            openings: 12,
            passes: 2,
            accept: 0.55,
            validate_depth: 7,
            start: Weights::DEFAULT,
            against: None,
        };
        while let Some(arg) = args::next(p)? {
            match arg {
                Long("depth") => o.depth = args::value(p, "--depth")?,
                Long("openings") => o.openings = args::value(p, "--openings")?,
                Long("passes") => o.passes = args::value(p, "--passes")?,
                Long("accept") => o.accept = args::value(p, "--accept")?,
                Long("validate-depth") => o.validate_depth = args::value(p, "--validate-depth")?,
                Long("from") => o.start = weights(&args::value::<String>(p, "--from")?, "--from")?,
                Long("against") => o.against = Some(weights(&args::value::<String>(p, "--against")?, "--against")?),
                _ => return Err(args::unexpected(arg)),
            }
        }
        Ok(o)
    }
}

/// Up to five weights in the order of [`NAMES`]; the others stay at
/// their defaults.
fn weights(list: &str, flag: &str) -> Result<Weights, String> {
    let values: Vec<i32> = args::list(list, flag)?;
    if values.len() > NAMES.len() {
        return Err(format!("{flag}: more than {} weights ({})", NAMES.len(), NAMES.join(",")));
    }
    let mut w = Weights::DEFAULT;
    for (i, v) in values.into_iter().enumerate() {
        set(&mut w, i, v);
    }
    Ok(w)
}

fn main() {
    let Options { depth, openings, passes, accept, validate_depth, start, against } =
        args::parse_or_exit("tune", Options::parse);
    let against = against.unwrap_or(start);
    let mut best = start;
    let t0 = Instant::now();
    println!("start {best:?}; depth {depth}, {} games per match, accept at {:.0} %", openings * 12, accept * 100.0);
    for pass in 1..=passes {
        let mut changed = false;
        for (i, name) in NAMES.iter().enumerate() {
            let now = get(&best, i);
            let step = (now / 2).max(4);
            for v in [now + step, (now - step).max(0)] {
                if v == now {
                    continue;
                }
                let mut cand = best;
                set(&mut cand, i, v);
                let s = score(cand, best, openings, 0, depth);
                let kept = s >= accept;
                println!(
                    "pass {pass}: {:<9} {now:>3} -> {v:>3}: {:5.1} %{}  ({:.0} s)",
                    name,
                    s * 100.0,
                    if kept { "  kept" } else { "" },
                    t0.elapsed().as_secs_f64()
                );
                if kept {
                    best = cand;
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            break;
        }
    }
    println!("tuned {best:?}");
    let per = by_variant(best, against, openings, 1_000_000, validate_depth);
    let s = per.iter().map(|&(_, s)| s).sum::<f64>() / per.len() as f64;
    println!(
        "validation at depth {validate_depth}, {} new games: tuned scores {:.1} % against {against:?} ({:.0} s)",
        openings * 12,
        s * 100.0,
        t0.elapsed().as_secs_f64()
    );
    for (v, s) in per {
        println!("  {:<12} {:.1} % ({} games)", v.key(), s * 100.0, openings * 2);
    }
}
