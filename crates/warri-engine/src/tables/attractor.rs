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
    let n = l.len();
    let mut ts = vec![OPEN; n];
    // A node's state: not won (yet), a candidate of Y while Y is computed
    // (in both sets), or won, at this threshold or a higher one (in
    // `taken` only).
    let mut in_y = Bits::new(n);
    let mut taken = Bits::new(n);
    // Attacker nodes: their moves into Y or the won region (and a good
    // exit) while Y is computed. Defender nodes: their moves not into the
    // won region (kept from threshold to threshold: a node won decrements
    // its predecessors'). At most 6 moves.
    let mut support: Vec<u8> = (0..n).map(|u| l.succs(u).0.len() as u8).collect();
    // The nodes not won, ascending (compacted at each threshold).
    let mut rest: Vec<u32> = (0..n as u32).collect();
    // The nodes with each exit value, ascending: a node can only enter the
    // attractor by its exit at the threshold equal to that exit (below).
    let (by_exit_start, by_exit) = by_exit_value(ex);
    let mut cand: Vec<u32> = Vec::new();
    let mut stack: Vec<u32> = Vec::new();
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    let mut base = 0u32;
    for &t in thresholds(ex, cyc).iter().rev() {
        let exit_ok = |u: usize| ex[u] == NONE || ex[u] >= t;
        let good_exit = |u: usize| ex[u] != NONE && ex[u] >= t;
        // Y: the largest set of nodes with cycle award ≥ t where the
        // attacker can stay (or leave into the won region or a good exit)
        // and the defender cannot leave otherwise. Its candidates, while
        // the nodes won at the last threshold leave `rest`:
        cand.clear();
        rest.retain(|&u| {
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
        if rest.is_empty() {
            break;
        }
        stack.clear();
        for &u in &cand {
            let u = u as usize;
            let (succs, off) = l.succs(u);
            if l.parity(u) == att {
                let s = succs.iter().filter(|&&w| taken.has((w + off) as usize)).count() as u8;
                support[u] = s + good_exit(u) as u8;
                if support[u] == 0 {
                    stack.push(u as u32);
                }
            } else if !exit_ok(u) || succs.iter().any(|&w| !taken.has((w + off) as usize)) {
                stack.push(u as u32);
            }
        }
        shrink(l, att, &mut stack, &mut in_y, &mut taken, &mut support);
        // The attractor to Y, the won region and the good exits. Defender
        // counters count moves not into the won region; each node won now
        // is queued once and decrements them once. (An attacker node with a
        // move into the won region is in it already.)
        queue.clear();
        for &u in &cand {
            if in_y.has(u as usize) {
                in_y.unset(u as usize);
                ts[u as usize] = base;
                queue.push(u);
            }
        }
        let mut counter = base + 1;
        // A node of `rest` not in Y enters now by its exit: an attacker
        // node with a good exit, a defender node whose moves all go into
        // the won region and whose exit is not bad. Either has an exit of
        // exactly `t`: with a higher exit it would have entered at that
        // higher threshold (an attacker node at once, a defender node as
        // its last move was won, or at the threshold of its exit if that
        // came later); a defender node with no exit, as its last move was
        // won. So only the nodes with exit `t` are looked at, in order.
        let b = (t as i16 + 128) as usize;
        for &u in &by_exit[by_exit_start[b] as usize..by_exit_start[b + 1] as usize] {
            let u = u as usize;
            if taken.has(u) {
                continue;
            }
            debug_assert!(good_exit(u) && exit_ok(u));
            let enters = l.parity(u) == att || support[u] == 0;
            if enters {
                taken.set(u);
                ts[u] = counter;
                counter += 1;
                queue.push(u as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head] as usize;
            head += 1;
            let (preds, off) = l.preds(v);
            for &p in preds {
                let p = (p + off) as usize;
                if taken.has(p) {
                    continue;
                }
                let enters = if l.parity(p) == att {
                    true
                } else {
                    support[p] -= 1;
                    support[p] == 0 && exit_ok(p)
                };
                if enters {
                    taken.set(p);
                    ts[p] = counter;
                    counter += 1;
                    queue.push(p as u32);
                }
            }
        }
        for &u in &queue {
            let u = u as usize;
            bound[u] = t;
            if l.parity(u) == att {
                enter(u, t, base, &ts);
            }
        }
        base = counter;
    }
    debug_assert!((0..n).all(|u| taken.has(u)), "the lowest threshold wins everything");
}
