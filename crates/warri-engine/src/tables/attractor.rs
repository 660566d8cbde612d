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

/// Fills `bound[u]`, the attacker's (parity `att`) lower bound in his own
/// view, at every lift node.
///
/// `ex[u]`: at an attacker node his best exit, at a defender node the
/// defender's exit worst for the attacker, as lower bounds in the attacker's
/// view (`NONE`: no exit); `cyc[u]`: the cycle award in the attacker's view.
/// `enter(u, t, in_y, ts)` is called for each attacker node as it is won at
/// threshold `t`, with the stamps of that threshold (below).
pub(super) fn pass(
    l: &Lift,
    att: u8,
    ex: &[i8],
    cyc: &[i8],
    bound: &mut [i8],
    mut enter: impl FnMut(usize, i8, &[bool], &[u32]),
) {
    let n = l.len();
    // Stamps at the current threshold: WON won at a higher one, SAFE in Y,
    // then attractor entries in order, MAX not won (yet).
    const WON: u32 = 0;
    const SAFE: u32 = 1;
    let mut ts = vec![u32::MAX; n];
    let mut in_y = vec![false; n];
    let mut support = vec![0u32; n];
    let mut rest: Vec<u32> = (0..n as u32).collect();
    let mut stack: Vec<u32> = Vec::new();
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for &t in thresholds(ex, cyc).iter().rev() {
        let exit_ok = |u: usize| ex[u] == NONE || ex[u] >= t;
        let good_exit = |u: usize| ex[u] != NONE && ex[u] >= t;
        // Y: the largest set of nodes with cycle award ≥ t where the
        // attacker can stay (or leave into the won region or a good exit)
        // and the defender cannot leave otherwise.
        for &u in &rest {
            in_y[u as usize] = cyc[u as usize] >= t;
        }
        stack.clear();
        for &u in &rest {
            let u = u as usize;
            if !in_y[u] {
                continue;
            }
            if l.parity[u] == att {
                let s = l.succs(u).iter().filter(|&&w| in_y[w as usize] || ts[w as usize] == WON).count() as u32;
                support[u] = s + good_exit(u) as u32;
                if support[u] == 0 {
                    stack.push(u as u32);
                }
            } else if !exit_ok(u) || l.succs(u).iter().any(|&w| !in_y[w as usize] && ts[w as usize] != WON) {
                stack.push(u as u32);
            }
        }
        while let Some(u) = stack.pop() {
            let u = u as usize;
            if !in_y[u] {
                continue;
            }
            in_y[u] = false;
            for &p in l.preds(u) {
                let p = p as usize;
                if !in_y[p] {
                    continue;
                }
                if l.parity[p] == att {
                    support[p] -= 1;
                    if support[p] == 0 {
                        stack.push(p as u32);
                    }
                } else {
                    stack.push(p as u32);
                }
            }
        }
        // The attractor to Y, the won region and the good exits. Defender
        // counters count moves not into the won region; each node won now
        // is queued once and decrements them once. (An attacker node with a
        // move into the won region is in it already.)
        for &u in &rest {
            let u = u as usize;
            if l.parity[u] != att {
                support[u] = l.succs(u).iter().filter(|&&w| ts[w as usize] != WON).count() as u32;
            }
        }
        queue.clear();
        for &u in &rest {
            if in_y[u as usize] {
                ts[u as usize] = SAFE;
                queue.push(u);
            }
        }
        let mut counter = SAFE + 1;
        for &u in &rest {
            let u = u as usize;
            if ts[u] != u32::MAX {
                continue;
            }
            let enters = if l.parity[u] == att { good_exit(u) } else { support[u] == 0 && exit_ok(u) };
            if enters {
                ts[u] = counter;
                counter += 1;
                queue.push(u as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head] as usize;
            head += 1;
            for &p in l.preds(v) {
                let p = p as usize;
                if ts[p] != u32::MAX {
                    continue;
                }
                let enters = if l.parity[p] == att {
                    true
                } else {
                    support[p] -= 1;
                    support[p] == 0 && exit_ok(p)
                };
                if enters {
                    ts[p] = counter;
                    counter += 1;
                    queue.push(p as u32);
                }
            }
        }
        for &u in &queue {
            let u = u as usize;
            bound[u] = t;
            if l.parity[u] == att {
                enter(u, t, &in_y, &ts);
            }
        }
        for &u in &queue {
            ts[u as usize] = WON;
            in_y[u as usize] = false;
        }
        rest.retain(|&u| ts[u as usize] == u32::MAX);
        if rest.is_empty() {
            break;
        }
    }
    debug_assert!(rest.is_empty(), "the lowest threshold wins everything");
}
