//! Fits each variant's evaluation weights and measures them (`cargo xtask
//! tune …`, figures in BENCHMARKS.md).
//!
//! Usage:
//!   tune fit   [--variants abapa,wari,…] [--games N] [--depth D] [--seed S]
//!              (defaults: every variant, 2000 games, depth 8, seed 1)
//!   tune match [--variants …] [--openings N] [--depth D]
//!              (defaults: every variant, 100 openings, depth 9)
//!
//! `fit` plays `--games` self-play games per variant (random openings,
//! then the label search's moves), labels every quiet position by a
//! search `--depth` plies deep with the 12-seed endgame tables, fits the
//! weights by least squares on nine games in ten and reports their error
//! on the tenth against the one set every variant had before
//! (`Weights::UNIFORM`). It prints each set as the engine's constant and
//! says whether it is the one compiled in (`Weights::of`): the same
//! arguments give the same sets. `match` plays each variant's compiled set
//! against `UNIFORM` at a fixed depth, `--openings` seeded openings with
//! both colours (openings the fit never saw).

#[path = "../common/args.rs"]
mod args;
mod fit;
mod play;
mod positions;

use std::time::Instant;

use args::{Long, Parser, Value};
use positions::{Plan, Sample};
use warri_engine::eval::{Feature, Weights};
use warri_rules::Variant;

/// What to do, and over which variants.
enum Command {
    Fit(Plan),
    Match { openings: u64, depth: u32 },
}

fn parse(p: &mut Parser) -> Result<(Command, Vec<Variant>), String> {
    let what = match args::next(p)? {
        Some(Value(w)) => w.to_string_lossy().into_owned(),
        _ => return Err("say `fit` or `match` first".into()),
    };
    let mut variants = Variant::ALL.to_vec();
    let mut plan = Plan { games: 2000, depth: 8, seed: 1 };
    let (mut openings, mut depth) = (100, None);
    while let Some(arg) = args::next(p)? {
        match arg {
            Long("variants") => variants = args::list(&args::value::<String>(p, "--variants")?, "--variants")?,
            Long("games") => plan.games = args::value(p, "--games")?,
            Long("depth") => depth = Some(args::value(p, "--depth")?),
            Long("seed") => plan.seed = args::value(p, "--seed")?,
            Long("openings") => openings = args::value(p, "--openings")?,
            _ => return Err(args::unexpected(arg)),
        }
    }
    let command = match what.as_str() {
        "fit" => Command::Fit(Plan { depth: depth.unwrap_or(plan.depth), ..plan }),
        "match" => Command::Match { openings, depth: depth.unwrap_or(9) },
        other => return Err(format!("unknown command `{other}`: say `fit` or `match`")),
    };
    Ok((command, variants))
}

fn main() {
    let (command, variants) = args::parse_or_exit("tune", parse);
    let t0 = Instant::now();
    for v in variants {
        match command {
            Command::Fit(plan) => fit_variant(v, plan),
            Command::Match { openings, depth } => {
                let t = play::play(v, (Weights::of(v), Weights::UNIFORM), openings, 1_000_000, depth);
                let (lo, hi) = t.interval();
                println!(
                    "{:<12} fitted against uniform at depth {depth}: +{} ={} -{} of {}: {:.1} % (95 %: {:.1}–{:.1})  ({:.0} s)",
                    v.key(),
                    t.wins,
                    t.draws,
                    t.losses,
                    t.games(),
                    100.0 * t.score(),
                    100.0 * lo,
                    100.0 * hi,
                    t0.elapsed().as_secs_f64()
                );
            }
        }
    }
}

/// `f` of each item, on two threads (the machine's two cores), in the
/// items' order whatever finishes first.
pub fn on_two_threads<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    std::thread::scope(|s| {
        let halves: Vec<_> = items
            .chunks(items.len().div_ceil(2).max(1))
            .map(|half| s.spawn(|| half.iter().map(&f).collect::<Vec<_>>()))
            .collect();
        halves.into_iter().flat_map(|h| h.join().expect("a worker thread panicked")).collect()
    })
}

/// Fits `v`'s weights and reports them.
fn fit_variant(v: Variant, plan: Plan) {
    let t0 = Instant::now();
    let games = positions::samples(v, plan);
    let (mut train, mut test): (Vec<Sample>, Vec<Sample>) = (Vec::new(), Vec::new());
    for (i, g) in games.iter().enumerate() {
        if i % 10 == 9 { &mut test } else { &mut train }.extend_from_slice(g);
    }
    let w = fit::fit(&train);
    println!(
        "{}: {} games, {} positions ({} to fit, {} to test), depth {}, seed {}, {:.0} s",
        v.key(),
        plan.games,
        train.len() + test.len(),
        train.len(),
        test.len(),
        plan.depth,
        plan.seed,
        t0.elapsed().as_secs_f64()
    );
    println!(
        "  error on the tested tenth (centi-seeds, root mean square): uniform {:.1}, fitted {:.1}",
        fit::rmse(&test, &Weights::UNIFORM),
        fit::rmse(&test, &w)
    );
    let names: Vec<&str> = Feature::ALL.iter().map(|f| f.name()).collect();
    println!("  features: {}", names.join(", "));
    println!("  Variant::{v:?} => Weights::new({:?}),", w.features);
    let compiled = match Weights::of(v) {
        c if c == w => "the same",
        Weights::UNIFORM => "the uniform one (kept where a fitted set lost to it)",
        _ => "different",
    };
    println!("  the set compiled in: {compiled}");
}
