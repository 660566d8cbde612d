//! Building the tables seed count by seed count (module docs, "How the
//! bounds are found"): the level's moves, its graph's components solved
//! sinks first — a position that can never repeat by plain minimax (step 1),
//! a cyclic component by the attractors of step 2, then the proofs of step 3
//! for what they leave open.

use super::attractor::pass;
use super::graph::{components, Lift};
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

/// A cyclic component's moves that leave it (captures, ends, moves to
/// finished components), by member.
struct Outside {
    start: Vec<u32>,
    /// (pit, lower bound for the mover) of each.
    moves: Vec<(u8, i8)>,
    /// Each member's best lower and best upper bound among them.
    elo: Vec<i8>,
    ehi: Vec<i8>,
}

impl Outside {
    /// Member `i`'s moves out.
    fn of(&self, i: usize) -> &[(u8, i8)] {
        &self.moves[self.start[i] as usize..self.start[i + 1] as usize]
    }
}

/// A cyclic component's step-2 results: each member's bounds for its player
/// to move and the moves securing the lower bound.
struct Secured {
    lo: Vec<i8>,
    hi: Vec<i8>,
    /// Each member's moves securing `lo` (every member is won once, by the
    /// attacker of its own copy).
    masks: Vec<u8>,
}

impl Tables {
    /// Solves every board with `k` seeds (the levels below are built).
    pub(super) fn build_level(&mut self, k: usize) {
        let n = level_len(k);
        let (mv, cyc) = self.level_moves(k);
        // The level's graph: its moves, the exits skipped.
        let (members, starts) = components(n, mv.starts(), &mv.target);
        let proof_left = if k <= PROOF_MAX_SEEDS { LEVEL_PROOF_BUDGET } else { 0 };
        let mut level =
            LevelState { off: level_offset(k), mv, cyc, done: vec![false; n], local: vec![u32::MAX; n], proof_left };
        for c in 0..starts.len() - 1 {
            let members = &members[starts[c] as usize..starts[c + 1] as usize];
            let m = members[0] as usize;
            if members.len() == 1 && !level.mv.targets(m).contains(&members[0]) {
                self.solve_alone(&level, k, m);
            } else {
                self.solve_cyclic(&mut level, members);
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
    fn solve_cyclic(&mut self, level: &mut LevelState, members: &[u32]) {
        for (i, &m) in members.iter().enumerate() {
            level.local[m as usize] = i as u32;
        }
        let (lift, out) = self.component(level, members);
        // Each member's cycle award, by its position in `members`.
        let cyc: Vec<i8> = members.iter().map(|&m| level.cyc[m as usize]).collect();
        let secured = self.secure(&lift, &out, &cyc);
        for (&m, &mask) in members.iter().zip(&secured.masks) {
            self.best[level.off + m as usize] = mask;
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

    /// The component's lift, and its members' other moves (captures, ends,
    /// moves to finished components): one pass over the members' moves.
    fn component(&self, level: &LevelState, members: &[u32]) -> (Lift, Outside) {
        let h = members.len();
        // Room for every move of the members (no reallocation: the
        // worker keeps its largest memory).
        let moves: usize = members.iter().map(|&m| level.mv.of(m as usize).len()).sum();
        let mut succ_start = Vec::with_capacity(h + 1);
        let mut succ = Vec::with_capacity(moves);
        let mut succ_pit = Vec::with_capacity(moves);
        let mut out =
            Outside { start: Vec::with_capacity(h + 1), moves: Vec::new(), elo: vec![NONE; h], ehi: vec![NONE; h] };
        for (i, &m) in members.iter().enumerate() {
            succ_start.push(succ.len() as u32);
            out.start.push(out.moves.len() as u32);
            for e in level.mv.of(m as usize) {
                let t = level.mv.target[e];
                let pit = level.mv.pit[e];
                if t != EXIT && level.local[t as usize] != u32::MAX {
                    succ.push(level.local[t as usize]);
                    succ_pit.push(pit);
                } else if let Some((a, b)) = self.move_bounds(level, e) {
                    out.elo[i] = out.elo[i].max(a);
                    out.ehi[i] = out.ehi[i].max(b);
                    out.moves.push((pit, a));
                }
            }
        }
        succ_start.push(succ.len() as u32);
        out.start.push(out.moves.len() as u32);
        (Lift::new(succ_start, succ, succ_pit), out)
    }

    /// Step 2 for each player (one pass suffices for two copies: the other
    /// player's is its mirror image): each member's bounds and the moves
    /// that secure the lower one.
    fn secure(&self, lift: &Lift, out: &Outside, cyc: &[i8]) -> Secured {
        let h = lift.h;
        let len = lift.len();
        let (elo, ehi) = (&out.elo, &out.ehi);
        let attackers: &[u8] = if lift.bipartite { &[0, 1] } else { &[0] };
        let mut bounds = [Vec::new(), Vec::new()];
        let mut masks = vec![0u8; h];
        for &att in attackers {
            let ex: Vec<i8> = (0..len)
                .map(|u| {
                    let i = u % h;
                    if lift.parity(u) == att {
                        elo[i]
                    } else if ehi[i] == NONE {
                        NONE
                    } else {
                        -ehi[i]
                    }
                })
                .collect();
            let cy: Vec<i8> = (0..len).map(|u| if lift.parity(u) == att { cyc[u % h] } else { -cyc[u % h] }).collect();
            let mut bound = vec![NONE; len];
            pass(lift, att, &ex, &cy, &mut bound, |u, t, base, ts| {
                if u >= h {
                    return; // the mirror copy: same moves as member u - h
                }
                let mut mask = 0u8;
                for &(pit, a) in out.of(u) {
                    if a >= t {
                        mask |= 1 << pit;
                    }
                }
                let (succs, pits, off) = lift.succs_by_pit(u);
                for (&j, &pit) in succs.iter().zip(pits) {
                    let w = (j + off) as usize;
                    // Won before u, or both in Y.
                    if ts[w] < ts[u] || (ts[u] == base && ts[w] == base) {
                        mask |= 1 << pit;
                    }
                }
                masks[u] = mask;
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
