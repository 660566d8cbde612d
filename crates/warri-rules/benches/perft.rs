//! Criterion benchmark of perft: leaves per second of the rules engine, from
//! the start position and from a middle-game position, in every variant.
//! Figures go in BENCHMARKS.md (`cargo xtask bench`).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use warri_rules::{perft, Game, Position, Variant};

/// A middle-game position with captures and a grand slam in reach.
const MIDDLE: &str = "3-1-0-6-2-5-2-1-3-0-7-2-9-7-S";

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for v in Variant::ALL {
        for (name, pos, depth) in [("start", Position::start(), 10), ("middle", MIDDLE.parse().unwrap(), 8)] {
            let game = Game::from_position(v.rules(), pos);
            let leaves = perft(&game, depth);
            group.throughput(Throughput::Elements(leaves));
            group.bench_with_input(BenchmarkId::new(v.key(), format!("{name}/d{depth}")), &game, |b, g| {
                b.iter(|| perft(black_box(g), depth))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
