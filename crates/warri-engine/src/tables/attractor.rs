//! Step 2 of the module docs: in a cyclic component's lift, for one player
//! (the *attacker*) and each threshold from the highest, the region he wins
//! is the attractor of the good exits, the region won at higher thresholds,
//! and the largest set of positions with a cycle award at least the
//! threshold that he can keep the play in. The highest threshold won is his
//! lower bound.

use super::graph::Lift;
use super::NONE;

/// The distinct values of `ex` and `cyc`, ascending.
fn thresholds(ex: &[i8], cyc: &[i8]) -> Vec<i8> {
    let mut present = [false; 256];
    for &v in ex.iter().chain(cyc) {
        if v != NONE {
            present[(v as i16 + 128) as usize] = true;
        }
    }
    (0..256).filter(|&i| present[i]).map(|i| (i as i16 - 128) as i8).collect()
}

/// Stamp of a node not won (yet).
pub(super) const OPEN: u32 = u32::MAX;

/// A set of lift nodes, one bit each (so the state of a large component's
/// nodes stays in cache).
struct Bits(Vec<u64>);

impl Bits {
    fn new(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }

    #[inline]
    fn has(&self, u: usize) -> bool {
        (self.0[u >> 6] >> (u & 63)) & 1 != 0
    }

    #[inline]
    fn set(&mut self, u: usize) {
        self.0[u >> 6] |= 1 << (u & 63);
    }

    #[inline]
    fn unset(&mut self, u: usize) {
        self.0[u >> 6] &= !(1 << (u & 63));
    }
}

/// The nodes by exit value, ascending: `start[b]..start[b + 1]` of the
/// list are the nodes whose exit is `b - 128`.
fn by_exit_value(ex: &[i8]) -> ([u32; 257], Vec<u32>) {
    let mut start = [0u32; 257];
    for &v in ex {
        start[(v as i16 + 128) as usize + 1] += 1;
    }
    for i in 0..256 {
        start[i + 1] += start[i];
    }
    let mut nodes = vec![0u32; ex.len()];
    let mut at = start;
    for (u, &v) in ex.iter().enumerate() {
        let b = (v as i16 + 128) as usize;
        nodes[at[b] as usize] = u as u32;
        at[b] += 1;
    }
    (start, nodes)
}

/// Takes out of Y the nodes on `stack` and, in turn, those that can no
/// longer stay: an attacker node left with no move into Y (its `support`
/// spent), any defender node with a move out of it.
fn shrink(l: &Lift, att: u8, stack: &mut Vec<u32>, in_y: &mut Bits, taken: &mut Bits, support: &mut [u8]) {
    while let Some(u) = stack.pop() {
        let u = u as usize;
        if !in_y.has(u) {
            continue;
        }
        in_y.unset(u);
        taken.unset(u);
        let (preds, off) = l.preds(u);
        for &p in preds {
            let p = (p + off) as usize;
            if !in_y.has(p) {
                continue;
            }
            if l.parity(p) == att {
                support[p] -= 1;
                if support[p] == 0 {
                    stack.push(p as u32);
                }
            } else {
                stack.push(p as u32);
            }
        }
    }
}

/// Fills `bound[u]`, the attacker's (parity `att`) lower bound in his own
/// view, at every lift node.
///
/// `ex[u]`: at an attacker node his best exit, at a defender node the
/// defender's exit worst for the attacker, as lower bounds in the attacker's
/// view (`NONE`: no exit); `cyc[u]`: the cycle award in the attacker's view.
///
/// Each node is won once, at one threshold, and gets a *stamp* then: the
/// nodes of `Y` all get the threshold's first stamp `base`, the attractor's
/// entries the following ones in order, so a node won at a higher threshold
/// has a smaller stamp than any won now, and a node not won has [`OPEN`].
/// `enter(u, t, base, ts)` is called for each attacker node as it is won at
/// threshold `t`, with the stamps so far (`ts[w] < ts[u]`: `w` was won
/// before `u`; `ts[w] == base`: `w` is in this threshold's `Y`).
pub(super) fn pass(
    l: &Lift,
    att: u8,
    ex: &[i8],
    cyc: &[i8],
    bound: &mut [i8],
    mut enter: impl FnMut(usize, i8, u32, &[u32]),
) {
    let mut s = Pass::new(l, att, ex, cyc);
    let mut base = 0u32;
    for &t in thresholds(ex, cyc).iter().rev() {
        if !s.candidates(t) {
            break;
        }
        s.shrink_to_y(t);
        let next_base = s.attract(t, base);
        for &u in &s.queue {
            let u = u as usize;
            bound[u] = t;
            if l.parity(u) == att {
                enter(u, t, base, &s.ts);
            }
        }
        base = next_base;
    }
    debug_assert!((0..l.len()).all(|u| s.taken.has(u)), "the lowest threshold wins everything");
}

/// Whether a node's exit is not bad at threshold `t` (none, or at least `t`).
#[inline]
fn exit_ok(ex: &[i8], u: usize, t: i8) -> bool {
    ex[u] == NONE || ex[u] >= t
}

/// Whether a node has a good exit at threshold `t` (one of at least `t`).
#[inline]
fn good_exit(ex: &[i8], u: usize, t: i8) -> bool {
    ex[u] != NONE && ex[u] >= t
}

/// The state of a [`pass`] from threshold to threshold.
struct Pass<'a> {
    l: &'a Lift,
    att: u8,
    ex: &'a [i8],
    cyc: &'a [i8],
    /// Each node's stamp ([`OPEN`] while not won).
    ts: Vec<u32>,
    // A node's state: not won (yet), a candidate of Y while Y is computed
    // (in both sets), or won, at this threshold or a higher one (in
    // `taken` only).
    in_y: Bits,
    taken: Bits,
    /// Attacker nodes: their moves into Y or the won region (and a good
    /// exit) while Y is computed. Defender nodes: their moves not into the
    /// won region (kept from threshold to threshold: a node won decrements
    /// its predecessors'). At most 6 moves.
    support: Vec<u8>,
    /// The nodes not won, ascending (compacted at each threshold).
    rest: Vec<u32>,
    /// The nodes with each exit value, ascending: a node can only enter the
    /// attractor by its exit at the threshold equal to that exit
    /// ([`Pass::attract`]).
    by_exit_start: [u32; 257],
    by_exit: Vec<u32>,
    /// The candidates of Y at this threshold.
    cand: Vec<u32>,
    /// The nodes to take out of Y ([`shrink`]).
    stack: Vec<u32>,
    /// The nodes won at this threshold, in the order they were won.
    queue: Vec<u32>,
}

impl<'a> Pass<'a> {
    fn new(l: &'a Lift, att: u8, ex: &'a [i8], cyc: &'a [i8]) -> Pass<'a> {
        let n = l.len();
        let (by_exit_start, by_exit) = by_exit_value(ex);
        Pass {
            l,
            att,
            ex,
            cyc,
            ts: vec![OPEN; n],
            in_y: Bits::new(n),
            taken: Bits::new(n),
            support: (0..n).map(|u| l.succs(u).0.len() as u8).collect(),
            rest: (0..n as u32).collect(),
            by_exit_start,
            by_exit,
            cand: Vec::new(),
            stack: Vec::new(),
            queue: Vec::with_capacity(n),
        }
    }

    /// Y: the largest set of nodes with cycle award ≥ t where the
    /// attacker can stay (or leave into the won region or a good exit)
    /// and the defender cannot leave otherwise. Its candidates, while
    /// the nodes won at the last threshold leave `rest`; whether any node
    /// is left to win.
    fn candidates(&mut self, t: i8) -> bool {
        let (cyc, in_y, taken, cand) = (self.cyc, &mut self.in_y, &mut self.taken, &mut self.cand);
        cand.clear();
        self.rest.retain(|&u| {
            let u = u as usize;
            if taken.has(u) {
                return false;
            }
            if cyc[u] >= t {
                in_y.set(u);
                taken.set(u);
                cand.push(u as u32);
            }
            true
        });
        !self.rest.is_empty()
    }

    /// Shrinks the candidates to Y: takes out an attacker node with no
    /// move into Y or the won region and no good exit, a defender node
    /// with a bad exit or a move elsewhere, and in turn what they leave.
    fn shrink_to_y(&mut self, t: i8) {
        let (l, att, ex) = (self.l, self.att, self.ex);
        self.stack.clear();
        for &u in &self.cand {
            let u = u as usize;
            let (succs, off) = l.succs(u);
            if l.parity(u) == att {
                let s = succs.iter().filter(|&&w| self.taken.has((w + off) as usize)).count() as u8;
                self.support[u] = s + good_exit(ex, u, t) as u8;
                if self.support[u] == 0 {
                    self.stack.push(u as u32);
                }
            } else if !exit_ok(ex, u, t) || succs.iter().any(|&w| !self.taken.has((w + off) as usize)) {
                self.stack.push(u as u32);
            }
        }
        shrink(l, att, &mut self.stack, &mut self.in_y, &mut self.taken, &mut self.support);
    }

    /// The attractor to Y, the won region and the good exits, into
    /// `queue`, stamped from `base` on; the next threshold's base.
    /// Defender counters count moves not into the won region; each node
    /// won now is queued once and decrements them once. (An attacker node
    /// with a move into the won region is in it already.)
    fn attract(&mut self, t: i8, base: u32) -> u32 {
        self.queue.clear();
        for &u in &self.cand {
            if self.in_y.has(u as usize) {
                self.in_y.unset(u as usize);
                self.ts[u as usize] = base;
                self.queue.push(u);
            }
        }
        let counter = self.enter_by_exit(t, base + 1);
        self.close(t, counter)
    }

    /// A node of `rest` not in Y enters now by its exit: an attacker
    /// node with a good exit, a defender node whose moves all go into
    /// the won region and whose exit is not bad. Either has an exit of
    /// exactly `t`: with a higher exit it would have entered at that
    /// higher threshold (an attacker node at once, a defender node as
    /// its last move was won, or at the threshold of its exit if that
    /// came later); a defender node with no exit, as its last move was
    /// won. So only the nodes with exit `t` are looked at, in order.
    /// Stamps them from `counter` on; the next stamp.
    fn enter_by_exit(&mut self, t: i8, mut counter: u32) -> u32 {
        let b = (t as i16 + 128) as usize;
        for &u in &self.by_exit[self.by_exit_start[b] as usize..self.by_exit_start[b + 1] as usize] {
            let u = u as usize;
            if self.taken.has(u) {
                continue;
            }
            debug_assert!(good_exit(self.ex, u, t) && exit_ok(self.ex, u, t));
            let enters = self.l.parity(u) == self.att || self.support[u] == 0;
            if enters {
                self.taken.set(u);
                self.ts[u] = counter;
                counter += 1;
                self.queue.push(u as u32);
            }
        }
        counter
    }

    /// Wins, in turn, every predecessor of a node won now that must enter:
    /// an attacker node with a move into the won region, a defender node
    /// whose last move not into it was just won and whose exit is not bad.
    /// Stamps them from `counter` on; the next stamp.
    fn close(&mut self, t: i8, mut counter: u32) -> u32 {
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head] as usize;
            head += 1;
            let (preds, off) = self.l.preds(v);
            for &p in preds {
                let p = (p + off) as usize;
                if self.taken.has(p) {
                    continue;
                }
                let enters = if self.l.parity(p) == self.att {
                    true
                } else {
                    self.support[p] -= 1;
                    self.support[p] == 0 && exit_ok(self.ex, p, t)
                };
                if enters {
                    self.taken.set(p);
                    self.ts[p] = counter;
                    counter += 1;
                    self.queue.push(p as u32);
                }
            }
        }
        counter
    }
}
