//! Checks the endgame tables on *every* position they cover, against the
//! real rules: `cargo run --release -p warri-engine --example tables_verify
//! -- [max_seeds] [node_budget] [variant]` (defaults: `TABLE_SEEDS`, 12
//! seeds, 200,000 nodes per fallback search, every variant with tables;
//! about 20 minutes for all five variants at 12 seeds on a loaded 2-core
//! machine). `tables_verify checksum …` prints a hash of every table
//! instead ([`checksum`]).
//!
//! The checks use `warri-rules` only — `Game::from_position`,
//! `Position::play_unchecked`, `SinceCapture`, `end_by_repetition`, the 25
//! rule — never the tables' algorithm or values. A claimed value `v` of
//! a board (player to move: South) is checked with the stores that give
//! South `v` seeds fewer than North (both at most 24): the real game from
//! there, with no history, must be a draw, because its result is
//! `sign(store difference + v)`. Bounds `lo..=hi` of a board not covered:
//! not lost with a deficit of `lo`, not won with a deficit of `hi`.
//!
//! "Not lost" is proved, in order of cost, by:
//!
//! 1. a **certificate** computed for all positions at once: per seed count,
//!    store split and player, the graph of positions when that player
//!    follows the tables' strategy (`Tables::strategy_moves`) and his
//!    opponent plays every legal move. Every play from a position ends at
//!    an exit of that graph (an end, or a capture: then the same
//!    certificate of the position reached) or by repeating a position that
//!    lies on a cycle of the graph, so the worst exit or cycle award
//!    reachable is a lower bound of that player's result. The opponent's
//!    certificate bounds the other side, so together they prove a value
//!    whatever the strategies are.
//! 2. per position: the same certificate from that position alone, then an
//!    enumeration of the strategy's plays, then the plain exhaustive
//!    search of `tests/tables.rs` (win/draw/loss minimax with alpha-beta),
//!    each within the node budget. What none of them settles is counted as
//!    unknown, not judged.
//!
//! Each best move is checked the same way after playing it (the root, now
//! in the history, can repeat: its cycle award counts). Any disagreement is
//! printed and makes the run fail.

#[path = "../tests/tables.rs"]
#[allow(unused_imports, clippy::all)]
mod tables_tests;

#[path = "common/args.rs"]
mod args;

use std::cell::RefCell;

use petgraph::algo::tarjan_scc;
use petgraph::graph::{DiGraph, NodeIndex};
use std::time::Instant;

use tables_tests::check::{Checker, Verdict};
use warri_engine::tables::Tables;
use warri_rules::{ByPlayer, Flow, Game, MoveSet, Outcome, Pit, Player, Position, Rules, Setup, Variant};

/// C(n, r) for n ≤ 25, r ≤ 12.
fn binom(n: usize, r: usize) -> usize {
    if r > n {
        return 0;
    }
    let mut v = 1usize;
    for i in 0..r {
        v = v * (n - i) / (i + 1);
    }
    v
}

/// Boards with `k` seeds.
fn boards_of(k: usize) -> usize {
    binom(k + 11, 11)
}

/// Colex rank of a board among those with the same seed count.
fn rank(b: &[u8; 12], bin: &[[usize; 13]]) -> usize {
    let mut r = 0;
    let mut pos = 0;
    for (j, &s) in b[..11].iter().enumerate() {
        pos += s as usize;
        r += bin[pos + j][j + 1];
    }
    r
}

/// Every board with `k` seeds, with its rank.
fn boards(k: u8, bin: &[[usize; 13]], mut f: impl FnMut(usize, [u8; 12])) {
    fn rec(pits: &mut [u8; 12], i: usize, left: u8, bin: &[[usize; 13]], f: &mut impl FnMut(usize, [u8; 12])) {
        if i == 11 {
            pits[11] = left;
            f(rank(pits, bin), *pits);
            return;
        }
        for s in 0..=left {
            pits[i] = s;
            rec(pits, i + 1, left - s, bin, f);
        }
    }
    rec(&mut [0; 12], 0, k, bin, &mut f);
}

fn result(o: &Outcome, p: Player) -> i8 {
    match o.winner {
        Some(w) if w == p => 1,
        Some(_) => -1,
        None => 0,
    }
}

/// "Unknown" in certificate values: the strategy has no legal move.
const FAIL: i8 = -2;

/// The certificates of one seed count: `worst[split][player][node]`, the
/// lower bound of `player`'s result following the strategy from the node
/// (board rank × 2 + player to move) with no history, for the store split
/// `split` (South's store is 24 − k + split).
struct Level {
    k: u8,
    worst: Vec<[Vec<i8>; 2]>,
}

struct Certificates<'a> {
    rules: Rules,
    tables: &'a Tables,
    bin: Vec<[usize; 13]>,
    /// The certificates of the seed count being checked.
    levels: Vec<Level>,
    /// Per seed count below it, per board (South to move): the bounds of
    /// its value proved so far (at first the trivial `-k..=k`).
    proved: &'a RefCell<Vec<Vec<(i8, i8)>>>,
}

/// The board seen from the player to move.
fn seen_by_mover(pos: &Position) -> [u8; 12] {
    let mut b = *pos.pits();
    if pos.to_move() == Player::North {
        b.rotate_left(6);
    }
    b
}

impl Certificates<'_> {
    fn node(&self, pos: &Position) -> usize {
        rank(pos.pits(), &self.bin) * 2 + pos.to_move() as usize
    }

    /// A lower bound of `p`'s result from a position with no history
    /// reached by a capture (fewer seeds): from the bounds proved there, the
    /// result being `sign(store difference + value)`.
    fn fresh(&self, pos: &Position, p: Player) -> i8 {
        let game = Game::from_position(self.rules, *pos);
        if let Some(o) = game.outcome() {
            return result(o, p);
        }
        let (lo, hi) = self.proved.borrow()[pos.on_board() as usize][rank(&seen_by_mover(pos), &self.bin)];
        let me = pos.to_move();
        let d = i32::from(pos.stores()[me]) - i32::from(pos.stores()[me.opponent()]);
        if p == me {
            (d + i32::from(lo)).signum() as i8
        } else {
            -(d + i32::from(hi)).signum() as i8
        }
    }

    /// The first legal move of the strategy at `pos`.
    fn strategy(&self, pos: &Position, legal: MoveSet) -> Option<Pit> {
        self.tables.strategy_moves(pos)?.find(|&m| legal.contains(m))
    }

    /// The value of playing `pit` at `pos` for `p`: an exit's value, or the
    /// node reached.
    fn edge(&self, pos: &Position, pit: Pit, p: Player) -> Result<i8, Position> {
        let mut next = *pos;
        match next.play_unchecked(&self.rules, pit) {
            Flow::Over(o) => Ok(result(&o, p)),
            Flow::Continue { captured: true, .. } => Ok(self.fresh(&next, p)),
            Flow::Continue { captured: false, .. } => Err(next),
        }
    }

    /// Computes the certificates of `k` seeds (all lower counts are done).
    fn add_level(&mut self, k: u8) {
        let n = 2 * boards_of(k as usize);
        let mut worst = Vec::new();
        for split in 0..=k as usize {
            let south = (24 - k as usize + split) as u8;
            let north = 48 - k - south;
            let mut per_player = [Vec::new(), Vec::new()];
            for p in Player::ALL {
                let mut base = vec![1i8; n];
                let mut start = vec![0u32; n + 1];
                let mut succ: Vec<u32> = Vec::with_capacity(n * 3);
                let mut award = vec![0i8; n];
                let mut positions = vec![Position::start(); n];
                let bin = self.bin.clone();
                boards(k, &bin, |r, pits| {
                    for to_move in Player::ALL {
                        let pos =
                            Position::from_setup(Setup { pits, stores: ByPlayer::new(south, north), to_move }).unwrap();
                        positions[r * 2 + to_move as usize] = pos;
                    }
                });
                for x in 0..n {
                    start[x] = succ.len() as u32;
                    let pos = positions[x];
                    let mut end = pos;
                    award[x] = result(&end.end_by_repetition(&self.rules), p);
                    let game = Game::from_position(self.rules, pos);
                    if let Some(o) = game.outcome() {
                        base[x] = result(o, p);
                        continue;
                    }
                    let legal = game.legal_moves();
                    let moves = if pos.to_move() == p {
                        match self.strategy(&pos, legal) {
                            Some(m) => {
                                let mut s = MoveSet::EMPTY;
                                s.insert(m);
                                s
                            }
                            None => {
                                base[x] = FAIL;
                                continue;
                            }
                        }
                    } else {
                        legal
                    };
                    for m in moves {
                        match self.edge(&pos, m, p) {
                            Ok(v) => base[x] = base[x].min(v),
                            Err(next) => succ.push(self.node(&next) as u32),
                        }
                    }
                }
                start[n] = succ.len() as u32;
                per_player[p as usize] = propagate(&start, &succ, &base, &award);
            }
            worst.push(per_player);
        }
        self.levels.push(Level { k, worst });
    }
}

/// The worst value reachable from each node: over the nodes' own values,
/// and the awards of nodes on a cycle. The strongly connected components
/// come from petgraph (`tarjan_scc`, sinks first, so successors are done):
/// an implementation independent of the tables' own.
fn propagate(start: &[u32], succ: &[u32], base: &[i8], award: &[i8]) -> Vec<i8> {
    let n = base.len();
    let mut graph = DiGraph::<(), ()>::with_capacity(n, succ.len());
    for _ in 0..n {
        graph.add_node(());
    }
    for v in 0..n {
        for &w in &succ[start[v] as usize..start[v + 1] as usize] {
            graph.add_edge(NodeIndex::new(v), NodeIndex::new(w as usize), ());
        }
    }
    let mut worst = vec![i8::MAX; n];
    for comp in tarjan_scc(&graph) {
        let v = comp[0].index();
        let cyclic = comp.len() > 1 || succ[start[v] as usize..start[v + 1] as usize].contains(&(v as u32));
        let mut w_min = i8::MAX;
        for x in &comp {
            let x = x.index();
            w_min = w_min.min(base[x]);
            if cyclic {
                w_min = w_min.min(award[x]);
            }
            for &y in &succ[start[x] as usize..start[x + 1] as usize] {
                if worst[y as usize] != i8::MAX {
                    w_min = w_min.min(worst[y as usize]);
                }
            }
        }
        for x in &comp {
            worst[x.index()] = w_min;
        }
    }
    worst
}

#[derive(Default)]
struct Counts {
    values: u64,
    bounds: u64,
    moves: u64,
    unknown: u64,
    unknown_shown: u64,
    by_certificate: u64,
    by_fallback: u64,
    wrong: u64,
}

impl Counts {
    /// One level's figures.
    fn print_level(&self, k: u8, took_cert: std::time::Duration, took: std::time::Duration) {
        println!(
            "  {k:2} seeds: {} values, {} bounds, {} best moves verified; {} claims unknown; {} mismatches \
             (claims proved by certificate {}, by fallback {}; certificates {:.1?}, total {:.1?})",
            self.values,
            self.bounds,
            self.moves,
            self.unknown,
            self.wrong,
            self.by_certificate,
            self.by_fallback,
            took_cert,
            took
        );
    }

    /// Adds a level's figures to the variant's.
    fn add(&mut self, c: &Counts) {
        self.values += c.values;
        self.bounds += c.bounds;
        self.moves += c.moves;
        self.unknown += c.unknown;
        self.wrong += c.wrong;
    }
}

/// The position with South to move and South's store `diff` above North's.
fn with_diff(pits: [u8; 12], diff: i32) -> Option<Position> {
    tables_tests::check::with_diff(pits, Player::South, diff)
}

/// `tables_verify checksum [max_seeds] [dump_dir or -] [variant]`: builds every variant's
/// tables, prints their build time and an FNV-1a hash of the lower bounds,
/// upper bounds and best-move masks (to prove a change of the build keeps
/// every value), and with `dump_dir` writes each variant's raw arrays there
/// (`<variant>-<seeds>.bin`: lo, hi, best one after the other), to measure a
/// shipped copy.
fn checksum(max: u8, dump: Option<String>, only: Option<Variant>) {
    let fnv = |bytes: &mut dyn Iterator<Item = u8>| {
        bytes.fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
    };
    for v in Variant::ALL {
        if only.is_some_and(|o| o != v) {
            continue;
        }
        let t0 = Instant::now();
        let c0 = cpu_time();
        let Some(t) = Tables::build(&v.rules(), max) else { continue };
        let took = t0.elapsed();
        let cpu = cpu_time().map(|c| format!(" (cpu {:.1?})", c - c0.unwrap())).unwrap_or_default();
        let (lo, hi, best) = t.raw();
        let h = [
            fnv(&mut lo.iter().map(|&x| x as u8)),
            fnv(&mut hi.iter().map(|&x| x as u8)),
            fnv(&mut best.iter().copied()),
        ];
        println!(
            "{:<10} seeds {max:>2} boards {:>9} built in {:>8.1?}{cpu}  lo {:016x} hi {:016x} best {:016x}",
            v.key(),
            lo.len(),
            took,
            h[0],
            h[1],
            h[2]
        );
        if let Some(dir) = &dump {
            let mut bytes: Vec<u8> = lo.iter().chain(hi).map(|&x| x as u8).collect();
            bytes.extend_from_slice(best);
            std::fs::write(format!("{dir}/{}-{max}.bin", v.key()), bytes).expect("dump");
        }
    }
}

/// CPU time of this thread so far (Linux; other processes share the
/// machine, so wall time alone is a poor measure).
fn cpu_time() -> Option<std::time::Duration> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(std::time::Duration::from_nanos(s.split_whitespace().next()?.parse().ok()?))
}

/// The command line: `[max_seeds] [node_budget] [variant]`, or `checksum
/// [max_seeds] [dump_dir or -] [variant]`.
enum Run {
    Check { max: u8, budget: u64, only: Option<Variant> },
    Checksum { max: u8, dump: Option<String>, only: Option<Variant> },
}

impl Run {
    fn parse(p: &mut args::Parser) -> Result<Run, String> {
        let words = args::words(p)?;
        let checksum = words.first().is_some_and(|w| w == "checksum");
        let w = &words[usize::from(checksum)..];
        if let Some(extra) = w.get(3) {
            return Err(format!("unexpected argument `{extra}`"));
        }
        let max = w.first().map(|s| args::parse(s, "max_seeds")).transpose()?.unwrap_or(warri_engine::TABLE_SEEDS);
        let only = w.get(2).map(|s| args::parse(s, "variant")).transpose()?;
        Ok(if checksum {
            Run::Checksum { max, dump: w.get(1).filter(|d| *d != "-").cloned(), only }
        } else {
            let budget = w.get(1).map(|s| args::parse(s, "node budget")).transpose()?.unwrap_or(200_000);
            Run::Check { max, budget, only }
        })
    }
}

fn main() {
    let (max, budget, only) = match args::parse_or_exit("tables_verify", Run::parse) {
        Run::Checksum { max, dump, only } => return checksum(max, dump, only),
        Run::Check { max, budget, only } => (max, budget, only),
    };
    let all = Instant::now();
    let mut failed = false;
    for v in Variant::ALL.into_iter().filter(|v| only.is_none_or(|o| o == *v)) {
        failed |= verify(v, max, budget);
    }
    println!("all done in {:.1?}", all.elapsed());
    if failed {
        println!("MISMATCHES FOUND");
        std::process::exit(1);
    }
}

/// The binomial coefficients `C(n, r)` for the boards' ranks.
fn binomials() -> Vec<[usize; 13]> {
    let mut bin = vec![[0usize; 13]; 26];
    for (n, row) in bin.iter_mut().enumerate() {
        for (r, x) in row.iter_mut().enumerate() {
            *x = binom(n, r);
        }
    }
    bin
}

/// Checks every position of `v`'s tables up to `max` seeds; whether a
/// mismatch was found.
fn verify(v: Variant, max: u8, budget: u64) -> bool {
    let t0 = Instant::now();
    let Some(t) = Tables::build(&v.rules(), max) else {
        println!("{}: no tables (the result does not depend only on the seeds left)", v.key());
        return false;
    };
    println!("{}: built in {:.2?}, {} bytes", v.key(), t0.elapsed(), t.size_bytes());
    {
        let rules = v.rules();
        let bin = binomials();
        let proved: RefCell<Vec<Vec<(i8, i8)>>> = RefCell::new(Vec::new());
        let mut cert = Certificates { rules, tables: &t, bin: bin.clone(), levels: Vec::new(), proved: &proved };
        let strategy = |p: &Position| t.strategy_moves(p);
        let known = |p: &Position| -> Option<(i8, i8)> {
            let proved = proved.borrow();
            let k = p.on_board() as usize;
            (k < proved.len()).then(|| proved[k][rank(&seen_by_mover(p), &bin)])
        };
        let mut fallback = Checker::new(rules, budget, budget, &strategy);
        fallback.set_known(&known);
        let mut total = Counts::default();
        for k in 0..=max {
            let t1 = Instant::now();
            cert.add_level(k);
            let took_cert = t1.elapsed();
            let level = &cert.levels[k as usize];
            debug_assert_eq!(level.k, k);
            let mut c = Counts::default();
            let mut facts = vec![(-(k as i8), k as i8); boards_of(k as usize)];
            // "p does not lose from `pos` (South to move), with `first`
            // played first": the certificates, then the fallback.
            let mut not_lost = |pos: &Position, first: Option<Pit>, p: Player, c: &mut Counts| -> Option<bool> {
                let split = pos.stores().south as usize + k as usize - 24;
                let worst = &level.worst[split][p as usize];
                let node = cert.node(pos);
                let legal = pos.legal_moves(&rules);
                let w = match first {
                    None => worst[node],
                    // The strategy's own move: the root's certificate.
                    Some(pit) if pos.to_move() == p && cert.strategy(pos, legal) == Some(pit) => worst[node],
                    Some(pit) => match cert.edge(pos, pit, p) {
                        Ok(v) => v,
                        // The root is now in the history: it may repeat.
                        Err(next) => {
                            let mut end = *pos;
                            worst[cert.node(&next)].min(result(&end.end_by_repetition(&rules), p))
                        }
                    },
                };
                if w >= 0 {
                    c.by_certificate += 1;
                    return Some(true);
                }
                let r = fallback.at_least(pos, first, p, 0);
                if r.is_some() {
                    c.by_fallback += 1;
                } else if c.unknown_shown < 3 {
                    c.unknown_shown += 1;
                    let claim = if p == pos.to_move() {
                        "the player to move does not lose"
                    } else {
                        "the player to move does not win"
                    };
                    let after = first.map(|m| format!(" after {m}")).unwrap_or_default();
                    println!("    unknown: {pos}: {claim}{after}");
                }
                r
            };
            boards(k, &bin, |r, pits| {
                let probe_at = with_diff(pits, 0).or_else(|| with_diff(pits, 1)).unwrap();
                let (lo, hi) = t.bounds(&probe_at).unwrap();
                let (Some(at_lo), Some(at_hi)) = (with_diff(pits, -i32::from(lo)), with_diff(pits, -i32::from(hi)))
                else {
                    c.wrong += 1;
                    println!("  MISMATCH {pits:?}: bounds {lo}..{hi} out of range");
                    return;
                };
                let (a, b) =
                    (not_lost(&at_lo, None, Player::South, &mut c), not_lost(&at_hi, None, Player::North, &mut c));
                if a == Some(true) {
                    facts[r].0 = lo;
                }
                if b == Some(true) {
                    facts[r].1 = hi;
                }
                let verdict = match (a, b) {
                    (Some(false), _) => Verdict::Disagrees("lost with a deficit of lo"),
                    (_, Some(false)) => Verdict::Disagrees("won with a deficit of hi"),
                    (Some(true), Some(true)) => Verdict::Agrees,
                    _ => Verdict::Unknown,
                };
                match verdict {
                    Verdict::Agrees if lo == hi => c.values += 1,
                    Verdict::Agrees => c.bounds += 1,
                    Verdict::Unknown => c.unknown += 1,
                    Verdict::Disagrees(why) => {
                        c.wrong += 1;
                        println!("  MISMATCH {at_lo}: table {lo}..{hi}: {why}");
                    }
                }
                if lo == hi {
                    let best = t.best_moves(&at_lo).unwrap();
                    let legal = at_lo.legal_moves(&rules);
                    if best.is_empty() != legal.is_empty() || best.into_iter().any(|m| !legal.contains(m)) {
                        c.wrong += 1;
                        println!("  MISMATCH {at_lo}: best moves {best} of {legal}");
                        return;
                    }
                    for m in best {
                        match not_lost(&at_lo, Some(m), Player::South, &mut c) {
                            Some(true) => c.moves += 1,
                            Some(false) => {
                                c.wrong += 1;
                                println!("  MISMATCH {at_lo}: value {lo}: best move {m} loses it");
                            }
                            None => c.unknown += 1,
                        }
                    }
                }
            });
            c.print_level(k, took_cert, t1.elapsed());
            proved.borrow_mut().push(facts);
            // This level's certificates are no longer needed.
            cert.levels[k as usize].worst = Vec::new();
            total.add(&c);
        }
        println!(
            "{}: {} values, {} bounds, {} best moves verified, {} unknown, {} mismatches ({:.1?})",
            v.key(),
            total.values,
            total.bounds,
            total.moves,
            total.unknown,
            total.wrong,
            t0.elapsed()
        );
        total.wrong > 0
    }
}
