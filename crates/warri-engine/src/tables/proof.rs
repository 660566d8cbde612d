//! Step 3 of the module docs: a small budgeted proof search of the real
//! first-repetition game from a fresh start, for the positions of few seeds
//! whose bounds step 2 left apart. It walks one cyclic component depth
//! first, tracking the path, and cuts off with history-aware bounds.

use super::moves::{Moves, EXIT};

/// Nodes one proof may visit.
pub(super) const PROOF_BUDGET: u32 = 200;

/// Nodes all proofs of one seed count may visit together: keeps the build
/// time bounded (the hard positions exhaust any budget).
pub(super) const LEVEL_PROOF_BUDGET: u64 = 1_000_000;

/// Proofs run up to this many seeds only: there they settle many positions
/// cheaply (all of 5 seeds), and an independent exhaustive search can still
/// check them; above, they settle few and their results, not backed by the
/// stored strategies, would leave the positions built on them uncheckable by
/// certificates (`examples/tables_verify.rs`).
pub(super) const PROOF_MAX_SEEDS: usize = 5;

/// Three-valued result of a budgeted proof.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tri {
    True,
    False,
    Unknown,
}

/// The budgeted proof search in one component.
pub(super) struct Resolver<'a> {
    pub mv: &'a Moves,
    pub members: &'a [u32],
    /// Member index of each board of the level (`u32::MAX`: other component).
    pub local: &'a [u32],
    /// The bounds of every board built so far, and where this level starts.
    pub lo: &'a [i8],
    pub hi: &'a [i8],
    pub off: usize,
    /// Step-2 bounds of the members (mover's view) and their cycle awards.
    pub base_lo: &'a [i8],
    pub base_hi: &'a [i8],
    pub cyc: &'a [i8],
    pub on_path: Vec<bool>,
    /// (member, parity) from the root; parity 0: the prover moves.
    pub path: Vec<(u32, u8)>,
    pub nodes: u32,
    /// Nodes left for the whole level.
    pub left: u64,
}

impl Resolver<'_> {
    /// Narrows `lo..=hi` for a fresh start at member `i`; returns the new
    /// bounds and, if they meet, a proving first move (mask).
    pub fn resolve(&mut self, i: usize, mut lo: i8, mut hi: i8) -> (i8, i8, u8) {
        let mut best = 0u8;
        let mut t = lo + 1;
        while t <= hi && self.left > 0 {
            match self.prove(i, t) {
                (Tri::True, mask) => {
                    lo = t;
                    best = mask;
                }
                (Tri::False, _) => hi = t - 1,
                (Tri::Unknown, _) => break,
            }
            t += 1;
        }
        let mut t = hi;
        while t > lo && self.left > 0 {
            match self.prove(i, t) {
                (Tri::False, _) => hi = t - 1,
                _ => break,
            }
            t -= 1;
        }
        (lo, hi, if lo == hi { best } else { 0 })
    }

    /// Whether the player to move at member `i` can force at least `t` from
    /// a fresh start; with the root move that does.
    fn prove(&mut self, i: usize, t: i8) -> (Tri, u8) {
        self.nodes = 0;
        self.path.clear();
        self.path.push((i as u32, 0));
        self.on_path[2 * i] = true;
        let r = self.node(i, 0, t, true);
        self.on_path[2 * i] = false;
        self.left = self.left.saturating_sub(u64::from(self.nodes));
        r
    }

    /// Whether `who` (0 the prover, 1 the opponent) is sure of `t` (his
    /// view) at member `i` with mover parity `p`, given the path (module
    /// docs, step 3).
    fn sure(&self, who: u8, i: usize, p: u8, t: i8) -> bool {
        let lb = |j: usize, q: u8| if q == who { self.base_lo[j] } else { -self.base_hi[j] };
        lb(i, p) >= t
            && self.path.iter().all(|&(j, q)| {
                let j = j as usize;
                let award = if q == who { self.cyc[j] } else { -self.cyc[j] };
                lb(j, q) < t || award >= t
            })
    }

    fn node(&mut self, i: usize, p: u8, t: i8, root: bool) -> (Tri, u8) {
        self.nodes += 1;
        if self.nodes > PROOF_BUDGET || u64::from(self.nodes) > self.left {
            return (Tri::Unknown, 0);
        }
        if !root {
            if self.sure(0, i, p, t) {
                return (Tri::True, 0);
            }
            if self.sure(1, i, p, 1 - t) {
                return (Tri::False, 0);
            }
        }
        let m = self.members[i] as usize;
        // The prover (p = 0) needs one move reaching t, the opponent one
        // move keeping him below.
        let want = if p == 0 { Tri::True } else { Tri::False };
        let mut unknown = false;
        // Exits first, then the moves inside the component.
        for inside_pass in [false, true] {
            for e in self.mv.of(m) {
                let target = self.mv.target[e];
                let inside = target != EXIT && self.local[target as usize] != u32::MAX;
                if inside != inside_pass {
                    continue;
                }
                let r = if !inside {
                    let (a, b) = if target == EXIT {
                        (self.mv.elo[e], self.mv.ehi[e])
                    } else {
                        let g = self.off + target as usize;
                        (-self.hi[g], -self.lo[g])
                    };
                    let (a, b) = if p == 0 { (a, b) } else { (-b, -a) };
                    if a >= t {
                        Tri::True
                    } else if b < t {
                        Tri::False
                    } else {
                        Tri::Unknown
                    }
                } else {
                    let j = self.local[target as usize] as usize;
                    let q = 1 - p;
                    let slot = 2 * j + q as usize;
                    if self.on_path[slot] {
                        // Repetition: the award of the repeated position.
                        let award = if q == 0 { self.cyc[j] } else { -self.cyc[j] };
                        if award >= t {
                            Tri::True
                        } else {
                            Tri::False
                        }
                    } else {
                        self.path.push((j as u32, q));
                        self.on_path[slot] = true;
                        let (r, _) = self.node(j, q, t, false);
                        self.on_path[slot] = false;
                        self.path.pop();
                        r
                    }
                };
                if r == want {
                    return (want, if root { 1 << self.mv.pit[e] } else { 0 });
                }
                if r == Tri::Unknown {
                    if self.nodes > PROOF_BUDGET {
                        return (Tri::Unknown, 0);
                    }
                    unknown = true;
                }
            }
        }
        if unknown {
            (Tri::Unknown, 0)
        } else if p == 0 {
            (Tri::False, 0)
        } else {
            (Tri::True, 0)
        }
    }
}
