//! Building the tables seed count by seed count (module docs, "How the
//! bounds are found"): the level's moves, its graph's components solved
//! sinks first — a position that can never repeat by plain minimax (step 1),
//! a cyclic component by the attractors of step 2, then the proofs of step 3
//! for what they leave open.

use super::attractor::pass;
use super::graph::{Level, Lift};
use super::index::{level_len, level_offset, unrank};
use super::moves::{stuck_value, Moves, EXIT};
use super::proof::{Resolver, LEVEL_PROOF_BUDGET, PROOF_MAX_SEEDS};
use super::{Tables, HISTORY_FREE, NONE};

/// What the solver of one level keeps between components.
struct LevelState {
    /// Where the level starts in the tables.
    off: usize,
    /// The level's moves and each board's cycle award.
    mv: Moves,
    cyc: Vec<i8>,
    /// Boards whose component is solved.
    done: Vec<bool>,
    /// Member index of each board in the component being solved
    /// (`u32::MAX` outside it).
    local: Vec<u32>,
    /// Nodes the step-3 proofs of this level may still visit.
    proof_left: u64,
}

/// A cyclic component's step-2 results: each member's bounds for its player
/// to move and the moves securing the lower bound.
struct Secured {
    lo: Vec<i8>,
    hi: Vec<i8>,
    masks: Vec<(usize, u8)>,
}

impl Tables {
    /// Solves every board with `k` seeds (the levels below are built).
    pub(super) fn build_level(&mut self, k: usize) {
        let n = level_len(k);
        let (mv, cyc) = self.level_moves(k);
        let graph = Level::new(n, |r| mv.of(r).map(|e| mv.target[e]).filter(|&t| t != EXIT));
        let (members, starts) = graph.components();
        let proof_left = if k <= PROOF_MAX_SEEDS { LEVEL_PROOF_BUDGET } else { 0 };
        let mut level =
            LevelState { off: level_offset(k), mv, cyc, done: vec![false; n], local: vec![u32::MAX; n], proof_left };
        for c in 0..starts.len() - 1 {
            let members = &members[starts[c] as usize..starts[c + 1] as usize];
            let m = members[0] as usize;
            if members.len() == 1 && !graph.succs(m).contains(&members[0]) {
                self.solve_alone(&level, k, m);
            } else {
                self.solve_cyclic(&mut level, &graph, members);
            }
            for &m in members {
                level.done[m as usize] = true;
            }
        }
    }

    /// Bounds of move `e` for the mover, or `None` for a move into the
    /// component being solved (not done yet).
    #[inline]
    fn move_bounds(&self, level: &LevelState, e: usize) -> Option<(i8, i8)> {
        let t = level.mv.target[e];
        if t == EXIT {
            Some((level.mv.elo[e], level.mv.ehi[e]))
        } else if !level.done[t as usize] {
            None
        } else {
            let g = level.off + t as usize;
            Some((-self.hi[g], -self.lo[g]))
        }
    }

    /// Step 1: board `m` can never repeat. Its value is plain minimax over
    /// its moves (exact if theirs are), the same whatever the history.
    fn solve_alone(&mut self, level: &LevelState, k: usize, m: usize) {
        let g = level.off + m;
        let moves = level.mv.of(m);
        let (mut lo, mut hi) = (NONE, NONE);
        for e in moves.clone() {
            let (a, b) = self.move_bounds(level, e).expect("no move into an unsolved component");
            lo = lo.max(a);
            hi = hi.max(b);
        }
        if moves.is_empty() {
            let v = stuck_value(&unrank(m as u32, k), &self.rules);
            (lo, hi) = (v, v);
        }
        let mut best = HISTORY_FREE;
        for e in moves {
            if self.move_bounds(level, e).expect("solved above").0 >= lo {
                best |= 1 << level.mv.pit[e];
            }
        }
        (self.lo[g], self.hi[g], self.best[g]) = (lo, hi, best);
    }

    /// Steps 2 and 3 for a cyclic component.
    fn solve_cyclic(&mut self, level: &mut LevelState, graph: &Level, members: &[u32]) {
        for (i, &m) in members.iter().enumerate() {
            level.local[m as usize] = i as u32;
        }
        let lift = Lift::new(graph, members, &level.local);
        // Each member's cycle award, by its position in `members`.
        let cyc: Vec<i8> = members.iter().map(|&m| level.cyc[m as usize]).collect();
        let secured = self.secure(level, &lift, members, &cyc);
        for &(i, mask) in &secured.masks {
            self.best[level.off + members[i] as usize] = mask;
        }
        let settled = self.prove_open(level, members, &cyc, &secured);
        for (i, &m) in members.iter().enumerate() {
            let g = level.off + m as usize;
            (self.lo[g], self.hi[g]) = (secured.lo[i], secured.hi[i]);
        }
        for (i, (lo, hi, mask)) in settled {
            let g = level.off + members[i] as usize;
            (self.lo[g], self.hi[g]) = (lo, hi);
            if lo == hi && mask != 0 && lo != secured.lo[i] {
                self.best[g] = mask;
            }
        }
        for &m in members {
            level.local[m as usize] = u32::MAX;
        }
    }

    /// Each member's exits (captures, ends, moves to finished components):
    /// the best lower and the best upper bound for the mover.
    fn exits(&self, level: &LevelState, members: &[u32]) -> (Vec<i8>, Vec<i8>) {
        let mut elo = vec![NONE; members.len()];
        let mut ehi = vec![NONE; members.len()];
        for (i, &m) in members.iter().enumerate() {
            for e in level.mv.of(m as usize) {
                if let Some((a, b)) = self.move_bounds(level, e) {
                    elo[i] = elo[i].max(a);
                    ehi[i] = ehi[i].max(b);
                }
            }
        }
        (elo, ehi)
    }

    /// Step 2 for each player (one pass suffices for two copies: the other
    /// player's is its mirror image): each member's bounds and the moves
    /// that secure the lower one.
    fn secure(&self, level: &LevelState, lift: &Lift, members: &[u32], cyc: &[i8]) -> Secured {
        let h = members.len();
        let len = lift.len();
        let (elo, ehi) = self.exits(level, members);
        let attackers: &[u8] = if lift.bipartite { &[0, 1] } else { &[0] };
        let mut bounds = [Vec::new(), Vec::new()];
        let mut masks: Vec<(usize, u8)> = Vec::with_capacity(h);
        for &att in attackers {
            let ex: Vec<i8> = (0..len)
                .map(|u| {
                    let i = u % h;
                    if lift.parity[u] == att {
                        elo[i]
                    } else if ehi[i] == NONE {
                        NONE
                    } else {
                        -ehi[i]
                    }
                })
                .collect();
            let cy: Vec<i8> = (0..len).map(|u| if lift.parity[u] == att { cyc[u % h] } else { -cyc[u % h] }).collect();
            let mut bound = vec![NONE; len];
            pass(lift, att, &ex, &cy, &mut bound, |u, t, in_y, ts| {
                if u >= h {
                    return; // the mirror copy: same moves as member u - h
                }
                let mut mask = 0u8;
                for e in level.mv.of(members[u] as usize) {
                    let ok = match self.move_bounds(level, e) {
                        Some((a, _)) => a >= t,
                        None => {
                            let w = lift.node_of(level.local[level.mv.target[e] as usize] as usize);
                            ts[w] < ts[u] || (in_y[u] && in_y[w])
                        }
                    };
                    if ok {
                        mask |= 1 << level.mv.pit[e];
                    }
                }
                masks.push((u, mask));
            });
            bounds[att as usize] = bound;
        }
        // Each member's (lower, upper) bound for its player to move.
        let lo_hi = |i: usize| -> (i8, i8) {
            if !lift.bipartite {
                (bounds[0][i], -bounds[0][h + i])
            } else if lift.colour[i] == 0 {
                (bounds[0][i], -bounds[1][i])
            } else {
                (bounds[1][i], -bounds[0][i])
            }
        };
        Secured { lo: (0..h).map(|i| lo_hi(i).0).collect(), hi: (0..h).map(|i| lo_hi(i).1).collect(), masks }
    }

    /// Step 3 for the members whose bounds still differ: (member, (lo, hi,
    /// proving move mask)).
    fn prove_open(
        &self,
        level: &mut LevelState,
        members: &[u32],
        cyc: &[i8],
        secured: &Secured,
    ) -> Vec<(usize, (i8, i8, u8))> {
        let h = members.len();
        let mut res = Resolver {
            mv: &level.mv,
            members,
            local: &level.local,
            lo: &self.lo,
            hi: &self.hi,
            off: level.off,
            base_lo: &secured.lo,
            base_hi: &secured.hi,
            cyc,
            on_path: vec![false; 2 * h],
            path: Vec::new(),
            nodes: 0,
            left: level.proof_left,
        };
        let mut settled = Vec::new();
        for i in 0..h {
            if secured.lo[i] != secured.hi[i] && res.left > 0 {
                settled.push((i, res.resolve(i, secured.lo[i], secured.hi[i])));
            }
        }
        level.proof_left = res.left;
        settled
    }
}
