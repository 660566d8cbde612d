//! The graph of one seed count's non-capturing moves: its strongly connected
//! components (solved sinks first), and a cyclic component's *lift* — the
//! positions with a player to move, one copy of each board if every move
//! changes the colour of a two-colouring, else two (module docs, step 2).

/// Strongly connected components of a graph given by flat successor arrays
/// (iterative Tarjan), sinks first, as (members, start of each component).
/// Node `v`'s edges are `succ[start[v]..start[v + 1]]`; an edge to
/// [`SKIP`] is no edge (a level's moves are passed as they are, their
/// exits skipped, so no copy of the graph is made).
/// Written here rather than taken from petgraph: it works on the build's
/// flat arrays without copying them into a graph type, and keeps the
/// worker's wasm small. (`examples/tables_verify.rs` uses petgraph's, so
/// the check is independent of this one.)
pub(super) fn components(n: usize, start: &[u32], succ: &[u32]) -> (Vec<u32>, Vec<u32>) {
    // Each node's (index, low-link) side by side (one cache line for
    // both); a node in a finished component has index DONE, so a node is
    // on the stack when it has an index that is not DONE.
    let mut node = vec![[UNSEEN, 0u32]; n];
    let mut stack: Vec<u32> = Vec::new();
    // The walk's call stack: (node, next successor edge).
    let mut call: Vec<(u32, u32)> = Vec::new();
    let mut next = 0u32;
    let mut members = Vec::with_capacity(n);
    let mut comp_start = vec![0u32];
    let mut open = |v: usize, node: &mut [[u32; 2]], stack: &mut Vec<u32>, call: &mut Vec<(u32, u32)>| {
        node[v] = [next, next];
        next += 1;
        stack.push(v as u32);
        call.push((v as u32, start[v]));
    };
    for root in 0..n {
        if node[root][0] != UNSEEN {
            continue;
        }
        open(root, &mut node, &mut stack, &mut call);
        while let Some(&(v, e)) = call.last() {
            let v = v as usize;
            if e < start[v + 1] {
                call.last_mut().unwrap().1 += 1;
                let w = succ[e as usize];
                if w == SKIP {
                    continue;
                }
                let w = w as usize;
                let iw = node[w][0];
                if iw == UNSEEN {
                    open(w, &mut node, &mut stack, &mut call);
                } else if iw != DONE {
                    node[v][1] = node[v][1].min(iw);
                }
            } else {
                call.pop();
                let [iv, lv] = node[v];
                if let Some(&(p, _)) = call.last() {
                    let p = p as usize;
                    node[p][1] = node[p][1].min(lv);
                }
                if lv == iv {
                    loop {
                        let w = stack.pop().unwrap();
                        node[w as usize][0] = DONE;
                        members.push(w);
                        if w as usize == v {
                            break;
                        }
                    }
                    comp_start.push(members.len() as u32);
                }
            }
        }
    }
    (members, comp_start)
}

/// An edge [`components`] ignores.
pub(super) const SKIP: u32 = u32::MAX;

/// A node not reached yet by [`components`].
const UNSEEN: u32 = u32::MAX;

/// A node of a finished component.
const DONE: u32 = u32::MAX - 1;

/// A cyclic component's lift: node `u` is member `u % h` with parity
/// [`Lift::parity`] (which copy; with two copies, copy 0 of a member is the
/// member with its own player to move, copy 1 the same board with the
/// other player). Only the component's own graph (members, by index in
/// `members`) is stored, with its reverse; a lift node's successors and
/// predecessors are those of its member, in the other copy when there are
/// two.
pub(super) struct Lift {
    /// Members of the component.
    pub h: usize,
    /// Whether every move changes the colour of a two-colouring (then one
    /// copy of each member).
    pub bipartite: bool,
    /// Each member's colour (meaningful when bipartite).
    pub colour: Vec<u8>,
    succ_start: Vec<u32>,
    succ: Vec<u32>,
    /// The pit (0–5) of each move of `succ`.
    succ_pit: Vec<u8>,
    pred_start: Vec<u32>,
    pred: Vec<u32>,
}

impl Lift {
    /// The lift of a component whose graph (members by index) is given by
    /// flat successor arrays: member `i`'s moves inside the component reach
    /// `succ[succ_start[i]..succ_start[i + 1]]`, by the pits in `succ_pit`.
    pub fn new(succ_start: Vec<u32>, succ: Vec<u32>, succ_pit: Vec<u8>) -> Lift {
        let h = succ_start.len() - 1;
        let succs = |i: usize| &succ[succ_start[i] as usize..succ_start[i + 1] as usize];
        // Two-colouring: does every move change the colour?
        let mut colour = vec![u8::MAX; h];
        colour[0] = 0;
        let mut bipartite = true;
        let mut stack = vec![0usize];
        while let Some(i) = stack.pop() {
            for &j in succs(i) {
                let j = j as usize;
                if colour[j] == u8::MAX {
                    colour[j] = 1 - colour[i];
                    stack.push(j);
                } else if colour[j] == colour[i] {
                    bipartite = false;
                }
            }
        }
        // The reverse graph, each node's predecessors ascending.
        let mut at = vec![0u32; h + 1];
        for &j in &succ {
            at[j as usize + 1] += 1;
        }
        for i in 0..h {
            at[i + 1] += at[i];
        }
        let pred_start = at.clone();
        let mut pred = vec![0u32; succ.len()];
        for i in 0..h {
            for &j in &succ[succ_start[i] as usize..succ_start[i + 1] as usize] {
                pred[at[j as usize] as usize] = i as u32;
                at[j as usize] += 1;
            }
        }
        Lift { h, bipartite, colour, succ_start, succ, succ_pit, pred_start, pred }
    }

    /// Nodes of the lift.
    #[inline]
    pub fn len(&self) -> usize {
        if self.bipartite {
            self.h
        } else {
            2 * self.h
        }
    }

    /// Which player's copy node `u` is (0 or 1).
    #[inline]
    pub fn parity(&self, u: usize) -> u8 {
        if self.bipartite {
            self.colour[u]
        } else {
            (u >= self.h) as u8
        }
    }

    /// Member of node `u` and the offset of the lift nodes its moves reach
    /// (or come from): a neighbour member `j` is node `j + offset`.
    #[inline]
    fn split(&self, u: usize) -> (usize, u32) {
        if self.bipartite {
            (u, 0)
        } else if u < self.h {
            (u, self.h as u32)
        } else {
            (u - self.h, 0)
        }
    }

    /// The successors of node `u`: (members, offset to add to each).
    #[inline]
    pub fn succs(&self, u: usize) -> (&[u32], u32) {
        let (i, off) = self.split(u);
        (&self.succ[self.succ_start[i] as usize..self.succ_start[i + 1] as usize], off)
    }

    /// The successors of node `u` and the pits of the moves reaching them:
    /// (members, pits, offset to add to each member).
    #[inline]
    pub fn succs_by_pit(&self, u: usize) -> (&[u32], &[u8], u32) {
        let (i, off) = self.split(u);
        let r = self.succ_start[i] as usize..self.succ_start[i + 1] as usize;
        (&self.succ[r.clone()], &self.succ_pit[r], off)
    }

    /// The predecessors of node `u`, ascending: (members, offset to add).
    #[inline]
    pub fn preds(&self, u: usize) -> (&[u32], u32) {
        let (i, off) = self.split(u);
        (&self.pred[self.pred_start[i] as usize..self.pred_start[i + 1] as usize], off)
    }
}
