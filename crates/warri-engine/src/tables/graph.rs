//! The graph of one seed count's non-capturing moves: its strongly connected
//! components (solved sinks first), and a cyclic component's *lift* — the
//! positions with a player to move, one copy of each board if every move
//! changes the colour of a two-colouring, else two (module docs, step 2).

/// Strongly connected components of a graph given by flat successor arrays
/// (iterative Tarjan), sinks first, as (members, start of each component).
/// Written here rather than taken from petgraph: it works on the build's
/// flat arrays without copying them into a graph type, and keeps the
/// worker's wasm small. (`examples/tables_verify.rs` uses petgraph's, so
/// the check is independent of this one.)
pub(super) fn components(n: usize, start: &[u32], succ: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let mut t = Tarjan {
        index: vec![UNSEEN; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        call: Vec::new(),
        next: 0,
    };
    let mut members = Vec::with_capacity(n);
    let mut comp_start = vec![0u32];
    for root in 0..n {
        if t.index[root] != UNSEEN {
            continue;
        }
        t.open(root, start[root]);
        while let Some(&(v, e)) = t.call.last() {
            let v = v as usize;
            if e < start[v + 1] {
                t.call.last_mut().unwrap().1 += 1;
                let w = succ[e as usize] as usize;
                if t.index[w] == UNSEEN {
                    t.open(w, start[w]);
                } else if t.on_stack[w] {
                    t.low[v] = t.low[v].min(t.index[w]);
                }
            } else {
                t.call.pop();
                if let Some(&(p, _)) = t.call.last() {
                    t.low[p as usize] = t.low[p as usize].min(t.low[v]);
                }
                if t.low[v] == t.index[v] {
                    loop {
                        let w = t.stack.pop().unwrap();
                        t.on_stack[w as usize] = false;
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

/// A node not reached yet by [`components`].
const UNSEEN: u32 = u32::MAX;

/// The state of the iterative Tarjan walk.
struct Tarjan {
    index: Vec<u32>,
    low: Vec<u32>,
    on_stack: Vec<bool>,
    stack: Vec<u32>,
    /// The walk's call stack: (node, next successor edge).
    call: Vec<(u32, u32)>,
    next: u32,
}

impl Tarjan {
    /// Reaches node `v`, whose successor edges start at `first`.
    #[inline]
    fn open(&mut self, v: usize, first: u32) {
        self.index[v] = self.next;
        self.low[v] = self.next;
        self.next += 1;
        self.stack.push(v as u32);
        self.on_stack[v] = true;
        self.call.push((v as u32, first));
    }
}

/// A level's non-capturing moves as a graph: the successors of each board.
pub(super) struct Level {
    start: Vec<u32>,
    succ: Vec<u32>,
}

impl Level {
    /// The graph of `n` boards whose successors `succ_of(r)` gives.
    pub fn new<I: Iterator<Item = u32>>(n: usize, mut succ_of: impl FnMut(usize) -> I) -> Level {
        let mut start = Vec::with_capacity(n + 1);
        let mut succ = Vec::new();
        for r in 0..n {
            start.push(succ.len() as u32);
            succ.extend(succ_of(r));
        }
        start.push(succ.len() as u32);
        Level { start, succ }
    }

    /// The boards reached from board `r` without a capture.
    #[inline]
    pub fn succs(&self, r: usize) -> &[u32] {
        &self.succ[self.start[r] as usize..self.start[r + 1] as usize]
    }

    /// Its strongly connected components, sinks first: (members, start of
    /// each component).
    pub fn components(&self) -> (Vec<u32>, Vec<u32>) {
        components(self.start.len() - 1, &self.start, &self.succ)
    }
}

/// A cyclic component's lift: node `u` is member `u % h` with parity
/// `parity[u]` (which copy; with two copies, copy 0 of a member is the
/// member with its own player to move, copy 1 the same board with the
/// other player).
pub(super) struct Lift {
    /// Members of the component.
    pub h: usize,
    /// Whether every move changes the colour of a two-colouring (then one
    /// copy of each member).
    pub bipartite: bool,
    /// Each member's colour (meaningful when bipartite).
    pub colour: Vec<u8>,
    pub parity: Vec<u8>,
    succ_start: Vec<u32>,
    succ: Vec<u32>,
    pred_start: Vec<u32>,
    pred: Vec<u32>,
}

impl Lift {
    /// The lift of the component `members` of `level`; `local[board]` is
    /// the member index of each board of the level (`u32::MAX` outside).
    pub fn new(level: &Level, members: &[u32], local: &[u32]) -> Lift {
        let h = members.len();
        let inside = |m: u32| {
            level
                .succs(m as usize)
                .iter()
                .filter_map(|&u| (local[u as usize] != u32::MAX).then_some(local[u as usize] as usize))
        };
        // Two-colouring: does every move change the colour?
        let mut colour = vec![u8::MAX; h];
        colour[0] = 0;
        let mut bipartite = true;
        let mut stack = vec![0usize];
        while let Some(i) = stack.pop() {
            for j in inside(members[i]) {
                if colour[j] == u8::MAX {
                    colour[j] = 1 - colour[i];
                    stack.push(j);
                } else if colour[j] == colour[i] {
                    bipartite = false;
                }
            }
        }
        let copies = if bipartite { 1 } else { 2 };
        let len = h * copies;
        let mut lift = Lift {
            h,
            bipartite,
            colour,
            parity: Vec::with_capacity(len),
            succ_start: Vec::with_capacity(len + 1),
            succ: Vec::new(),
            pred_start: Vec::new(),
            pred: Vec::new(),
        };
        for id in 0..len {
            let i = id % h;
            let p = if bipartite { lift.colour[i] } else { (id / h) as u8 };
            lift.parity.push(p);
            lift.succ_start.push(lift.succ.len() as u32);
            for j in inside(members[i]) {
                lift.succ.push(if bipartite { j } else { (1 - p as usize) * h + j } as u32);
            }
        }
        lift.succ_start.push(lift.succ.len() as u32);
        lift.finish_preds();
        lift
    }

    /// Nodes of the lift.
    pub fn len(&self) -> usize {
        self.parity.len()
    }

    /// The lift node reached by a move to member `j` from a node of copy 0.
    pub fn node_of(&self, j: usize) -> usize {
        if self.bipartite {
            j
        } else {
            self.h + j
        }
    }

    #[inline]
    pub fn succs(&self, u: usize) -> &[u32] {
        &self.succ[self.succ_start[u] as usize..self.succ_start[u + 1] as usize]
    }

    #[inline]
    pub fn preds(&self, u: usize) -> &[u32] {
        &self.pred[self.pred_start[u] as usize..self.pred_start[u + 1] as usize]
    }

    fn finish_preds(&mut self) {
        let n = self.len();
        let mut at = vec![0u32; n + 1];
        for &t in &self.succ {
            at[t as usize + 1] += 1;
        }
        for i in 0..n {
            at[i + 1] += at[i];
        }
        self.pred_start = at.clone();
        self.pred = vec![0; self.succ.len()];
        for u in 0..n {
            for &t in &self.succ[self.succ_start[u] as usize..self.succ_start[u + 1] as usize] {
                self.pred[at[t as usize] as usize] = u as u32;
                at[t as usize] += 1;
            }
        }
    }
}
