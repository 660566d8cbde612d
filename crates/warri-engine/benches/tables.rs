//! Criterion benchmark of the endgame tables: the native build time of the
//! tables of each variant ([`warri_engine::TABLE_SEEDS`] seeds; the web
//! worker builds them at first need), and the probe speed. Before measuring
//! it prints, per variant, one timed build, the memory used and how many
//! boards of each seed count are covered (exact), as percentages and as
//! counts. `cargo bench -p warri-engine --bench tables` (`-- probe` skips
//! the build measurements after the summary).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use warri_engine::tables::Tables;
use warri_rules::{ByPlayer, Player, Position, Setup, Variant};

/// Seeds on the board the tables cover, as the engine builds them.
const SEEDS: u8 = warri_engine::TABLE_SEEDS;

/// The variants that have tables.
fn variants() -> impl Iterator<Item = Variant> {
    Variant::ALL.into_iter().filter(|v| Tables::build(&v.rules(), 0).is_some())
}

/// Prints one timed build per variant, its size and its coverage.
fn summary() {
    println!("Endgame tables, {SEEDS} seeds (boards seen from the player to move; covered = exact value)");
    for v in variants() {
        let t0 = Instant::now();
        let t = Tables::build(&v.rules(), SEEDS).unwrap();
        let took = t0.elapsed();
        let cov = t.coverage();
        let (n, e) = cov.iter().fold((0, 0), |(n, e), &(a, b)| (n + a, e + b));
        let per: Vec<String> =
            cov.iter().enumerate().map(|(k, &(a, b))| format!("{k}:{:.0}%", 100.0 * b as f64 / a as f64)).collect();
        println!(
            "  {:<10} built in {:>7.1?}, {:.2} MB, covered {e}/{n} ({:.1}%)  by seeds {}",
            v.key(),
            took,
            t.size_bytes() as f64 / 1e6,
            100.0 * e as f64 / n as f64,
            per.join(" ")
        );
        let exact: Vec<String> = cov.iter().enumerate().map(|(k, &(a, b))| format!("{k}:{b}/{a}")).collect();
        println!("  {:<10} exact boards by seeds {}", "", exact.join(" "));
    }
}

/// Random positions with at most `SEEDS` seeds on the board.
fn positions(count: usize) -> Vec<Position> {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % n
    };
    (0..count)
        .map(|_| {
            let k = next(u64::from(SEEDS) + 1) as u8;
            let mut pits = [0u8; 12];
            for _ in 0..k {
                pits[next(12) as usize] += 1;
            }
            let left = 48 - k;
            let to_move = if next(2) == 0 { Player::South } else { Player::North };
            Position::from_setup(Setup { pits, stores: ByPlayer::new(left / 2, left - left / 2), to_move }).unwrap()
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    summary();
    let mut group = c.benchmark_group("tables_build");
    // Ten builds of about 3.5 s each (12 seeds).
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(40));
    for v in variants() {
        group.bench_with_input(BenchmarkId::new(v.key(), format!("{SEEDS}_seeds")), &v, |b, v| {
            b.iter(|| Tables::build(black_box(&v.rules()), SEEDS))
        });
    }
    group.finish();

    let t = Tables::build(&Variant::Abapa.rules(), SEEDS).unwrap();
    let ps = positions(10_000);
    let mut group = c.benchmark_group("tables_probe");
    group.throughput(Throughput::Elements(ps.len() as u64));
    group.bench_function("abapa/probe", |b| b.iter(|| ps.iter().filter_map(|p| t.probe(black_box(p))).count()));
    group.bench_function("abapa/best_moves", |b| {
        b.iter(|| ps.iter().filter_map(|p| t.best_moves(black_box(p))).count())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
