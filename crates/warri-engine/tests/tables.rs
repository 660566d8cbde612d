//! The endgame tables against exhaustive search over the real rules.
//!
//! The search ([`check::Exhaustive`]) plays the real game of `warri-rules`
//! from a position with no earlier history — `Game::from_position`,
//! `Position::play_unchecked`, the positions since the last capture,
//! `end_by_repetition`, the 25 rule and all — and returns the result
//! (win/draw/loss for the player to move). It knows nothing of the tables'
//! algorithm (their best moves only order its moves).
//!
//! A table value `v` (margin for the player to move, 25 rule ignored) is
//! checked with one search: give the player to move `v` seeds fewer in store
//! than his opponent (both stores at most 24); the real game must then be a
//! draw, since its result is `sign(store difference + v)`. Bounds `lo..=hi`
//! are checked the same way: not lost with a deficit of `lo`, not won with
//! a deficit of `hi`. Where the higher total wins, the stores alone settle
//! some results (each player ends with at least his store and at most his
//! store and every seed on the board): the checks use that too.
//!
//! Tables of up to 6 seeds are built here and sampled whole; the game's
//! 12-seed tables are sampled from 7 seeds up by induction over captures
//! (the tables' values of fewer seeds taken as known facts; their best
//! moves only propose certificates). `examples/tables_verify.rs` runs the
//! same checks on every position.
#![allow(dead_code)]

/// `in_every_variant`, for the 12-seed tables.
mod common;

use warri_engine::tables::Tables;
use warri_rules::{ByPlayer, MoveSet, Player, Position, Setup, Variant};

pub mod check {
    use std::collections::HashMap;
    use std::hash::{BuildHasherDefault, Hasher};

    use warri_rules::{
        Board, ByPlayer, Flow, Game, MoveSet, Outcome, Pit, Player, Position, Rules, Setup, SinceCapture, WinnerRule,
    };

    /// A strategy: the moves a player may choose at a position (the first
    /// legal one is played).
    pub type Strategy<'a> = &'a dyn Fn(&Position) -> Option<MoveSet>;

    /// Facts already proved: bounds `(lo, hi)` of the margin (25 rule
    /// ignored) the player to move of a position with no history can force
    /// (for a position just reached by a capture). The real result there is
    /// `sign(store difference + margin)`.
    pub type Known<'a> = &'a dyn Fn(&Position) -> Option<(i8, i8)>;

    /// What the known facts say about `player`'s result at `pos` (no
    /// history): a lower bound, and whether it is exact.
    fn known_result(known: Option<Known>, pos: &Position, player: Player) -> Option<(i8, bool)> {
        let (lo, hi) = known?(pos)?;
        let me = pos.to_move();
        let d = i32::from(pos.stores()[me]) - i32::from(pos.stores()[me.opponent()]);
        let (a, b) = ((d + i32::from(lo)).signum() as i8, (d + i32::from(hi)).signum() as i8);
        Some(if player == me { (a, a == b) } else { (-b, a == b) })
    }

    /// The checkers' maps, hashed by [`Mix`].
    type Map<K, V> = HashMap<K, V, BuildHasherDefault<Mix>>;

    /// A quick hash for the checkers' maps (their keys are positions, not
    /// chosen by an adversary): eight bytes at a time, multiplied and
    /// rotated.
    #[derive(Default)]
    pub struct Mix(u64);

    impl Hasher for Mix {
        fn write(&mut self, bytes: &[u8]) {
            for chunk in bytes.chunks(8) {
                let mut word = [0u8; 8];
                word[..chunk.len()].copy_from_slice(chunk);
                self.0 = (self.0.rotate_left(23) ^ u64::from_le_bytes(word)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            }
        }

        fn finish(&self) -> u64 {
            self.0 ^ (self.0 >> 29)
        }
    }

    /// The results (1, 0, −1) `who` can still get at `pos`, whatever is
    /// played, by the stores alone: where the higher total wins, each
    /// player ends with at least his store and at most his store and every
    /// seed on the board.
    fn by_stores(rules: &Rules, pos: &Position, who: Player) -> (i8, i8) {
        if rules.winner != WinnerRule::HigherTotal {
            return (-1, 1);
        }
        let d = i32::from(pos.stores()[who]) - i32::from(pos.stores()[who.opponent()]);
        let k = i32::from(pos.on_board());
        ((d - k).signum() as i8, (d + k).signum() as i8)
    }

    /// Both checks: a certificate first (cheap when the tables' strategies
    /// are sound), then the exhaustive search.
    pub struct Checker<'a> {
        /// The exhaustive search.
        pub search: Exhaustive<'a>,
        /// The quick certificate.
        pub reach: Reach<'a>,
        /// The certificate check by enumeration.
        pub certify: Certify<'a>,
        /// How many claims each settled.
        pub by_reach: u64,
        /// Claims settled by enumerating the plays of a strategy.
        pub by_certificate: u64,
        /// How many claims the exhaustive search settled.
        pub by_search: u64,
    }

    impl<'a> Checker<'a> {
        /// Checks with these node budgets.
        pub fn new(rules: Rules, search_budget: u64, certify_budget: u64, strategy: Strategy<'a>) -> Self {
            Checker {
                search: Exhaustive::new(rules, search_budget, Some(strategy)),
                reach: Reach::new(rules, 4 * certify_budget, strategy),
                certify: Certify::new(rules, certify_budget, strategy),
                by_reach: 0,
                by_certificate: 0,
                by_search: 0,
            }
        }

        /// Lets all three checks use facts already proved about positions
        /// reached by a capture.
        pub fn set_known(&mut self, known: Known<'a>) {
            self.search.known = Some(known);
            self.reach.known = Some(known);
            self.certify.known = Some(known);
        }

        /// Whether `who` gets at least `r` (1 win, 0 draw, −1 loss) in the
        /// real game from `pos` with no history (with `first` played first,
        /// if given): `Some(true)` proved by a certificate or the search,
        /// `Some(false)` refuted by the search, `None` unknown.
        pub fn at_least(&mut self, pos: &Position, first: Option<Pit>, who: Player, r: i8) -> Option<bool> {
            match by_stores(&self.search.rules, pos, who) {
                (lo, _) if lo >= r => return Some(true),
                (_, hi) if hi < r => return Some(false),
                _ => {}
            }
            // A certificate plays `who`'s strategy, so `first` must be his.
            if first.is_none() || who == pos.to_move() {
                self.reach.reset_budget();
                if self.reach.worst(pos, first, who).is_some_and(|w| w >= r) {
                    self.by_reach += 1;
                    return Some(true);
                }
                self.certify.reset_budget();
                let cert = match first {
                    Some(pit) => self.certify.worst_after(pos, pit, who),
                    None => self.certify.worst(pos, who),
                };
                if cert.is_some_and(|w| w >= r) {
                    self.by_certificate += 1;
                    return Some(true);
                }
            }
            self.search.reset_budget();
            let v = match first {
                Some(pit) => self.search.wdl_after(pos, pit)?,
                None => self.search.wdl(pos)?,
            };
            self.by_search += 1;
            let v = if who == pos.to_move() { v } else { -v };
            Some(v >= r)
        }
    }

    /// Exhaustive minimax of the real game (win/draw/loss) with alpha-beta
    /// and a node budget, cut off where the stores alone settle the result
    /// ([`by_stores`]); positions reached by a capture (no history) are
    /// remembered.
    pub struct Exhaustive<'a> {
        rules: Rules,
        memo: Map<Position, i8>,
        /// Nodes searched since the last [`Exhaustive::reset_budget`].
        pub nodes: u64,
        budget: u64,
        /// Moves to try first (move ordering only).
        hint: Option<Strategy<'a>>,
        /// Facts about positions reached by a capture.
        pub known: Option<Known<'a>>,
    }

    fn result(o: &Outcome, me: Player) -> i8 {
        match o.winner {
            Some(p) if p == me => 1,
            Some(_) => -1,
            None => 0,
        }
    }

    impl<'a> Exhaustive<'a> {
        /// A search with this node budget (per [`Exhaustive::reset_budget`]).
        pub fn new(rules: Rules, budget: u64, hint: Option<Strategy<'a>>) -> Self {
            Exhaustive { rules, memo: Map::default(), nodes: 0, budget, hint, known: None }
        }

        /// Starts a new budget.
        pub fn reset_budget(&mut self) {
            self.nodes = 0;
        }

        /// The real game's result for the player to move at `pos`, with no
        /// earlier history: 1 win, 0 draw, −1 loss; `None` if the budget ran
        /// out.
        pub fn wdl(&mut self, pos: &Position) -> Option<i8> {
            let game = Game::from_position(self.rules, *pos);
            if let Some(o) = game.outcome() {
                return Some(result(o, pos.to_move()));
            }
            self.fresh(pos, game.legal_moves())
        }

        /// The result for the player to move at `pos` (no history) of
        /// playing `pit` first.
        pub fn wdl_after(&mut self, pos: &Position, pit: Pit) -> Option<i8> {
            let mut path = SinceCapture::new(*pos.board());
            self.child(pos, pit, &mut path, -2, 2)
        }

        fn fresh(&mut self, pos: &Position, legal: MoveSet) -> Option<i8> {
            if let Some(&v) = self.memo.get(pos) {
                return Some(v);
            }
            if let Some((v, true)) = known_result(self.known, pos, pos.to_move()) {
                return Some(v);
            }
            let mut path = SinceCapture::new(*pos.board());
            let v = self.node(pos, legal, &mut path, -2, 2)?;
            self.memo.insert(*pos, v);
            Some(v)
        }

        /// The value for the mover at `pos` (whose history is `path`, ending
        /// with `pos`) of playing `pit`.
        fn child(&mut self, pos: &Position, pit: Pit, path: &mut SinceCapture, alpha: i8, beta: i8) -> Option<i8> {
            let me = pos.to_move();
            let mut next = *pos;
            match next.play_unchecked(&self.rules, pit) {
                Flow::Over(o) => Some(result(&o, me)),
                Flow::Continue { captured, legal } => {
                    let same = next.to_move() == me;
                    let sign = if same { 1 } else { -1 };
                    if captured {
                        return Some(sign * self.fresh(&next, legal)?);
                    }
                    let Some(mark) = path.enter(*next.board(), false) else {
                        let o = next.end_by_repetition(&self.rules);
                        return Some(result(&o, me));
                    };
                    let (a, b) = if same { (alpha, beta) } else { (-beta, -alpha) };
                    let v = self.node(&next, legal, path, a, b);
                    path.leave(mark);
                    Some(sign * v?)
                }
            }
        }

        fn node(
            &mut self,
            pos: &Position,
            legal: MoveSet,
            path: &mut SinceCapture,
            mut alpha: i8,
            beta: i8,
        ) -> Option<i8> {
            self.nodes += 1;
            if self.nodes > self.budget {
                return None;
            }
            match by_stores(&self.rules, pos, pos.to_move()) {
                (lo, _) if lo >= beta => return Some(lo),
                (_, hi) if hi <= alpha => return Some(hi),
                _ => {}
            }
            let first = self.hint.and_then(|h| h(pos)).unwrap_or(MoveSet::EMPTY);
            let mut best = -2;
            for pit in first.chain(legal.filter(|&p| !first.contains(p))) {
                if !legal.contains(pit) {
                    continue;
                }
                let v = self.child(pos, pit, path, alpha, beta)?;
                if v > best {
                    best = v;
                    alpha = alpha.max(v);
                    if alpha >= beta {
                        break;
                    }
                }
            }
            Some(best)
        }
    }

    /// The position with these pits and player to move whose stores sum to
    /// the seeds off the board, with the player to move's store `diff`
    /// more than his opponent's; `None` if a store would exceed 24.
    pub fn with_diff(pits: [u8; 12], to_move: Player, diff: i32) -> Option<Position> {
        let left = 48 - pits.iter().map(|&s| i32::from(s)).sum::<i32>();
        if (left + diff) % 2 != 0 {
            return None;
        }
        let mine = (left + diff) / 2;
        let theirs = left - mine;
        if !(0..=24).contains(&mine) || !(0..=24).contains(&theirs) {
            return None;
        }
        let stores = if to_move == Player::South {
            ByPlayer::new(mine as u8, theirs as u8)
        } else {
            ByPlayer::new(theirs as u8, mine as u8)
        };
        Position::from_setup(Setup { pits, stores, to_move }).ok()
    }

    /// What checking one position found.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Verdict {
        /// The claim holds.
        Agrees,
        /// The search ran out of budget.
        Unknown,
        /// The claim is wrong (with what the search found).
        Disagrees(&'static str),
    }

    /// Checks bounds `lo..=hi` (a value when equal) for `pits` with
    /// `to_move` to move: with a store deficit of `lo` the real game is not
    /// lost, with a deficit of `hi` not won.
    pub fn check_bounds(c: &mut Checker, pits: [u8; 12], to_move: Player, lo: i8, hi: i8) -> Verdict {
        let Some(at_lo) = with_diff(pits, to_move, -i32::from(lo)) else { return Verdict::Disagrees("no such stores") };
        let Some(at_hi) = with_diff(pits, to_move, -i32::from(hi)) else { return Verdict::Disagrees("no such stores") };
        match c.at_least(&at_lo, None, to_move, 0) {
            None => return Verdict::Unknown,
            Some(false) => return Verdict::Disagrees("lost with a deficit of lo: the value is below lo"),
            Some(true) => {}
        }
        match c.at_least(&at_hi, None, to_move.opponent(), 0) {
            None => Verdict::Unknown,
            Some(false) => Verdict::Disagrees("won with a deficit of hi: the value is above hi"),
            Some(true) => Verdict::Agrees,
        }
    }

    /// Checks that each of `best` keeps value `v` for the player to move:
    /// with a store deficit of `v`, playing it first does not lose.
    pub fn check_best_moves(c: &mut Checker, pits: [u8; 12], to_move: Player, v: i8, best: MoveSet) -> Verdict {
        let Some(pos) = with_diff(pits, to_move, -i32::from(v)) else { return Verdict::Disagrees("no such stores") };
        let legal = pos.legal_moves(search_rules(&c.search));
        if best.is_empty() && !legal.is_empty() {
            return Verdict::Disagrees("no best move");
        }
        for pit in best {
            if !legal.contains(pit) {
                return Verdict::Disagrees("illegal best move");
            }
            match c.at_least(&pos, Some(pit), to_move, 0) {
                None => return Verdict::Unknown,
                Some(false) => return Verdict::Disagrees("a best move loses the value"),
                Some(true) => {}
            }
        }
        Verdict::Agrees
    }

    fn search_rules<'b>(search: &'b Exhaustive) -> &'b Rules {
        &search.rules
    }

    /// The quick certificate: the graph of positions reachable, with no
    /// capture, when a player follows a strategy and his opponent plays any
    /// move (from a position with no history). Every play ends at an exit
    /// of that graph (an end, or a capture: then the same check from the
    /// position reached) or by repeating a position that lies on a cycle of
    /// the graph; the worst of those outcomes bounds the player's result
    /// from below. Polynomial, and sound whatever the strategy.
    pub struct Reach<'a> {
        rules: Rules,
        strategy: Strategy<'a>,
        memo: Map<(Position, Player), i8>,
        /// Positions visited since the last [`Reach::reset_budget`].
        pub nodes: u64,
        budget: u64,
        /// Facts about positions reached by a capture.
        pub known: Option<Known<'a>>,
    }

    impl<'a> Reach<'a> {
        /// A checker of this strategy with this budget of positions.
        pub fn new(rules: Rules, budget: u64, strategy: Strategy<'a>) -> Self {
            Reach { rules, strategy, memo: Map::default(), nodes: 0, budget, known: None }
        }

        /// Starts a new budget.
        pub fn reset_budget(&mut self) {
            self.nodes = 0;
        }

        /// A lower bound of `player`'s result following the strategy from
        /// `pos` with no history (with `first` played first, if given);
        /// `None` if over budget or the strategy has no legal move.
        pub fn worst(&mut self, pos: &Position, first: Option<Pit>, player: Player) -> Option<i8> {
            let game = Game::from_position(self.rules, *pos);
            if let Some(o) = game.outcome() {
                return Some(result(o, player));
            }
            if first.is_none() {
                if let Some(&v) = self.memo.get(&(*pos, player)) {
                    return Some(v);
                }
                if let Some((v, exact)) = known_result(self.known, pos, player) {
                    if v >= 0 || exact {
                        return Some(v);
                    }
                }
            }
            let v = self.segment(pos, first, player)?;
            if first.is_none() {
                self.memo.insert((*pos, player), v);
            }
            Some(v)
        }

        fn segment(&mut self, root: &Position, first: Option<Pit>, player: Player) -> Option<i8> {
            let mut index: Map<Board, u32> = Map::default();
            let mut nodes: Vec<Position> = vec![*root];
            // Node i's successors: edges[starts[i]..starts[i + 1]].
            let (mut starts, mut edges): (Vec<u32>, Vec<u32>) = (Vec::new(), Vec::new());
            index.insert(*root.board(), 0);
            let mut worst = 1i8;
            let mut i = 0;
            while i < nodes.len() {
                self.nodes += 1;
                if self.nodes > self.budget {
                    return None;
                }
                let pos = nodes[i];
                starts.push(edges.len() as u32);
                let legal = pos.legal_moves(&self.rules);
                let moves = if let (0, Some(pit)) = (i, first) {
                    if !legal.contains(pit) {
                        return None;
                    }
                    let mut m = MoveSet::EMPTY;
                    m.insert(pit);
                    m
                } else if pos.to_move() == player {
                    let pit = (self.strategy)(&pos)?.find(|&p| legal.contains(p))?;
                    let mut m = MoveSet::EMPTY;
                    m.insert(pit);
                    m
                } else {
                    legal
                };
                for pit in moves {
                    let mut next = pos;
                    match next.play_unchecked(&self.rules, pit) {
                        Flow::Over(o) => worst = worst.min(result(&o, player)),
                        Flow::Continue { captured: true, .. } => worst = worst.min(self.worst(&next, None, player)?),
                        Flow::Continue { captured: false, .. } => {
                            let j = *index.entry(*next.board()).or_insert_with(|| {
                                nodes.push(next);
                                (nodes.len() - 1) as u32
                            });
                            edges.push(j);
                        }
                    }
                }
                if worst == -1 {
                    return Some(-1);
                }
                i += 1;
            }
            // Positions on a cycle: those in a strongly connected component
            // with an edge inside it.
            starts.push(edges.len() as u32);
            for (j, on) in on_cycle(&starts, &edges).into_iter().enumerate() {
                if on {
                    let mut end = nodes[j];
                    let o = end.end_by_repetition(&self.rules);
                    worst = worst.min(result(&o, player));
                }
            }
            Some(worst)
        }
    }

    /// Which nodes of a graph lie on a cycle (iterative Tarjan); node `v`'s
    /// successors are `edges[starts[v]..starts[v + 1]]`.
    fn on_cycle(starts: &[u32], edges: &[u32]) -> Vec<bool> {
        let succ = |v: usize| &edges[starts[v] as usize..starts[v + 1] as usize];
        let n = starts.len() - 1;
        let mut index = vec![u32::MAX; n];
        let mut low = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut stack = Vec::new();
        let mut result = vec![false; n];
        let mut next = 0u32;
        for root in 0..n {
            if index[root] != u32::MAX {
                continue;
            }
            let mut call: Vec<(usize, usize)> = vec![(root, 0)];
            index[root] = next;
            low[root] = next;
            next += 1;
            stack.push(root);
            on_stack[root] = true;
            while let Some(&(v, e)) = call.last() {
                if e < succ(v).len() {
                    call.last_mut().unwrap().1 += 1;
                    let w = succ(v)[e] as usize;
                    if index[w] == u32::MAX {
                        index[w] = next;
                        low[w] = next;
                        next += 1;
                        stack.push(w);
                        on_stack[w] = true;
                        call.push((w, 0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(index[w]);
                    }
                } else {
                    call.pop();
                    if let Some(&(p, _)) = call.last() {
                        low[p] = low[p].min(low[v]);
                    }
                    if low[v] == index[v] {
                        let mut comp = Vec::new();
                        loop {
                            let w = stack.pop().unwrap();
                            on_stack[w] = false;
                            comp.push(w);
                            if w == v {
                                break;
                            }
                        }
                        let cyclic = comp.len() > 1 || succ(v).contains(&(v as u32));
                        for w in comp {
                            result[w] = cyclic;
                        }
                    }
                }
            }
        }
        result
    }

    /// Certificate check: the worst result a player gets when he follows a
    /// given strategy (one move per position) and his opponent plays every
    /// move — the real rules, repetition from a fresh start, the 25 rule.
    /// A strategy of the player to move that never loses with a store
    /// deficit of `v`, and one of his opponent that never loses with the
    /// same stores, prove that the value is exactly `v`, however the
    /// strategies were found.
    pub struct Certify<'a> {
        rules: Rules,
        strategy: Strategy<'a>,
        /// Worst results from positions with no history, per (position,
        /// strategy player).
        memo: Map<(Position, Player), i8>,
        /// Nodes since the last [`Certify::reset_budget`].
        pub nodes: u64,
        budget: u64,
        /// Facts about positions reached by a capture.
        pub known: Option<Known<'a>>,
    }

    impl<'a> Certify<'a> {
        /// A checker of this strategy with this node budget.
        pub fn new(rules: Rules, budget: u64, strategy: Strategy<'a>) -> Self {
            Certify { rules, strategy, memo: Map::default(), nodes: 0, budget, known: None }
        }

        /// Starts a new budget.
        pub fn reset_budget(&mut self) {
            self.nodes = 0;
        }

        /// The worst result (1, 0, −1) for `player`, following the strategy
        /// from `pos` with no history; `None` if the budget ran out or the
        /// strategy has no legal move somewhere.
        pub fn worst(&mut self, pos: &Position, player: Player) -> Option<i8> {
            let game = Game::from_position(self.rules, *pos);
            if let Some(o) = game.outcome() {
                return Some(result(o, player));
            }
            self.fresh(pos, game.legal_moves(), player)
        }

        /// The same after `pit` is played first at `pos` (no history).
        pub fn worst_after(&mut self, pos: &Position, pit: Pit, player: Player) -> Option<i8> {
            let mut path = SinceCapture::new(*pos.board());
            self.child(pos, pit, &mut path, player)
        }

        fn fresh(&mut self, pos: &Position, legal: MoveSet, player: Player) -> Option<i8> {
            if let Some(&v) = self.memo.get(&(*pos, player)) {
                return Some(v);
            }
            if let Some((v, true)) = known_result(self.known, pos, player) {
                return Some(v);
            }
            let mut path = SinceCapture::new(*pos.board());
            let v = self.node(pos, legal, &mut path, player)?;
            self.memo.insert((*pos, player), v);
            Some(v)
        }

        fn child(&mut self, pos: &Position, pit: Pit, path: &mut SinceCapture, player: Player) -> Option<i8> {
            let mut next = *pos;
            match next.play_unchecked(&self.rules, pit) {
                Flow::Over(o) => Some(result(&o, player)),
                Flow::Continue { captured: true, legal } => self.fresh(&next, legal, player),
                Flow::Continue { captured: false, legal } => {
                    let Some(mark) = path.enter(*next.board(), false) else {
                        let o = next.end_by_repetition(&self.rules);
                        return Some(result(&o, player));
                    };
                    let v = self.node(&next, legal, path, player);
                    path.leave(mark);
                    v
                }
            }
        }

        fn node(&mut self, pos: &Position, legal: MoveSet, path: &mut SinceCapture, player: Player) -> Option<i8> {
            self.nodes += 1;
            if self.nodes > self.budget {
                return None;
            }
            if pos.to_move() == player {
                let pit = (self.strategy)(pos)?.find(|&p| legal.contains(p))?;
                return self.child(pos, pit, path, player);
            }
            let mut worst = 1;
            for pit in legal {
                worst = worst.min(self.child(pos, pit, path, player)?);
                if worst == -1 {
                    break;
                }
            }
            Some(worst)
        }
    }
}

use check::{check_best_moves, check_bounds, with_diff, Checker, Exhaustive, Verdict};

/// A small deterministic generator (no dependency).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// A random board with `k` seeds.
    fn board(&mut self, k: u8) -> [u8; 12] {
        let mut pits = [0u8; 12];
        for _ in 0..k {
            pits[self.below(12) as usize] += 1;
        }
        pits
    }
}

/// Seeds covered by the tables built in these tests (debug builds are slow).
const MAX: u8 = 6;

fn tables(v: Variant) -> Tables {
    Tables::build(&v.rules(), MAX).expect("tables for this variant")
}

fn at(pits: [u8; 12], to_move: Player) -> Position {
    let left = 48 - pits.iter().sum::<u8>();
    Position::from_setup(Setup { pits, stores: ByPlayer::new(left / 2, left - left / 2), to_move }).unwrap()
}

#[test]
fn speightstown_has_no_tables() {
    assert!(Tables::build(&Variant::Speightstown.rules(), 6).is_none());
    for v in Variant::ALL {
        assert_eq!(Tables::build(&v.rules(), 4).is_some(), v != Variant::Speightstown);
    }
}

#[test]
fn sizes_and_coverage_are_reported() {
    let t = tables(Variant::Abapa);
    assert_eq!(t.max_seeds(), MAX);
    // Boards with at most 6 seeds in 12 pits: C(18, 12); three bytes each.
    assert!(t.size_bytes() >= 3 * 18_564);
    let c = t.coverage();
    assert_eq!(c.len(), 7);
    assert_eq!(c.iter().map(|&(n, _)| n).sum::<usize>(), 18_564);
    // Few seeds: everything is settled.
    assert!(c[..3].iter().all(|&(n, e)| n == e), "{c:?}");
    // Bridgetown's split award leaves nothing open at all.
    let b = tables(Variant::Bridgetown).coverage();
    assert!(b.iter().all(|&(n, e)| n == e), "{b:?}");
    // Beyond the tables: nothing.
    assert_eq!(t.probe(&Position::start()), None);
    assert_eq!(t.bounds(&Position::start()), None);
}

/// The engine builds tables on need of no more seeds than the position
/// has on the board (`Engine::tables_wanted`): their values must be the
/// first levels of the larger build's, each one.
#[test]
fn a_smaller_build_is_the_first_levels_of_a_larger_one() {
    for v in Variant::ALL {
        let (Some(small), Some(large)) = (Tables::build(&v.rules(), 4), Tables::build(&v.rules(), 7)) else {
            assert_eq!(v, Variant::Speightstown);
            continue;
        };
        let ((lo, hi, best), (big_lo, big_hi, big_best)) = (small.raw(), large.raw());
        assert!(lo.len() < big_lo.len(), "{v:?}: 4 seeds' tables are smaller than 7 seeds'");
        assert_eq!(lo, &big_lo[..lo.len()], "{v:?}: lower bounds");
        assert_eq!(hi, &big_hi[..hi.len()], "{v:?}: upper bounds");
        assert_eq!(best, &big_best[..best.len()], "{v:?}: best moves");
    }
}

#[test]
fn values_of_the_worked_examples() {
    // E8: South has no legal move; each player takes his own side.
    let e8: Position = "1-1-1-0-0-0-0-0-0-0-0-0-21-24-S".parse().unwrap();
    assert_eq!(tables(Variant::Abapa).probe(&e8), Some(3));
    assert_eq!(tables(Variant::Bridgetown).probe(&e8), Some(1));
    assert_eq!(tables(Variant::Abapa).best_moves(&e8), Some(MoveSet::EMPTY));
    // E11: every move is forced; the start recurs after 12 plies, each side
    // holding one seed: nothing to gain for either.
    let e11: Position = "1-0-0-0-0-0-1-0-0-0-0-0-24-22-S".parse().unwrap();
    for v in [Variant::Abapa, Variant::Wari, Variant::Caribbean, Variant::Bridgetown, Variant::Wahree] {
        assert_eq!(tables(v).probe(&e11), Some(0), "{v:?}");
    }
    // E10 without the 25 rule: Abapa's slam captures nothing, North is then
    // stuck and keeps his 4; in the others South captures all 4.
    let e10: Position = "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S".parse().unwrap();
    assert_eq!(tables(Variant::Abapa).probe(&e10), Some(-4));
    assert_eq!(tables(Variant::Wahree).probe(&e10), Some(4));
    assert_eq!(tables(Variant::Bridgetown).probe(&e10), Some(4));
}

#[test]
fn a_position_and_its_mirror_image_have_the_same_value() {
    let t = tables(Variant::Caribbean);
    let mut rng = Rng(7);
    for _ in 0..500 {
        let k = rng.below(u64::from(MAX) + 1) as u8;
        let pits = rng.board(k);
        let mut mirror = [0u8; 12];
        mirror[..6].copy_from_slice(&pits[6..]);
        mirror[6..].copy_from_slice(&pits[..6]);
        let a = at(pits, Player::South);
        let b = at(mirror, Player::North);
        assert_eq!(t.bounds(&a), t.bounds(&b));
        let flip = |m: Option<MoveSet>| m.map(|s| s.map(|p| p.index()).map(|i| (i + 6) % 12).collect::<Vec<_>>());
        assert_eq!(flip(t.best_moves(&a)), t.best_moves(&b).map(|s| s.map(|p| p.index()).collect::<Vec<_>>()));
    }
}

/// The tables of every variant against exhaustive search, on random
/// positions of up to [`MAX`] seeds: covered values exact, bounds sound,
/// best moves keeping the value.
#[test]
fn tables_agree_with_exhaustive_search() {
    for v in [Variant::Abapa, Variant::Wari, Variant::Caribbean, Variant::Bridgetown, Variant::Wahree] {
        let t = tables(v);
        let strategy = |p: &Position| t.strategy_moves(p);
        let mut search = Checker::new(v.rules(), 100_000, 100_000, &strategy);
        let mut rng = Rng(0x5EED ^ v as u64);
        let (mut values, mut bounds, mut moves, mut unknown) = (0, 0, 0, 0);
        for _ in 0..150 {
            let k = 1 + rng.below(u64::from(MAX)) as u8;
            let pits = rng.board(k);
            let to_move = if rng.below(2) == 0 { Player::South } else { Player::North };
            let pos = at(pits, to_move);
            let (lo, hi) = t.bounds(&pos).unwrap();
            assert!(lo <= hi && i16::from(hi - lo) <= 2 * i16::from(k), "{v:?} {pos}: {lo}..{hi}");
            match check_bounds(&mut search, pits, to_move, lo, hi) {
                Verdict::Agrees if lo == hi => values += 1,
                Verdict::Agrees => bounds += 1,
                Verdict::Unknown => unknown += 1,
                Verdict::Disagrees(why) => panic!("{v:?} {pos}: table {lo}..{hi}: {why}"),
            }
            if let Some(value) = t.probe(&pos) {
                let best = t.best_moves(&pos).unwrap();
                match check_best_moves(&mut search, pits, to_move, value, best) {
                    Verdict::Agrees => moves += 1,
                    Verdict::Unknown => unknown += 1,
                    Verdict::Disagrees(why) => panic!("{v:?} {pos}: value {value}, best {best}: {why}"),
                }
            }
        }
        eprintln!(
            "{v:?}: {values} values, {bounds} bounds, {moves} best-move sets checked; {unknown} beyond the budget"
        );
        assert!(values >= 100 && unknown <= 15, "{v:?}: {values} values checked, {unknown} unknown");
    }
}

/// Seed counts of the boards
/// [`tables_of_7_to_12_seeds_agree_with_exhaustive_search`] checks.
const INDUCTION_SEEDS: std::ops::RangeInclusive<u8> = 7..=12;
/// Boards of each of those counts it checks per variant (204 in all).
const BOARDS_PER_COUNT: usize = 34;

/// The game's tables ([`warri_engine::TABLE_SEEDS`], 12 seeds) of every
/// variant against the real game, on random boards of 7 to 12 seeds
/// ([`BOARDS_PER_COUNT`] of each count, each player to move in turn):
/// every value of a covered board and the bounds of the others proved. By
/// induction over captures: a capture always leaves fewer seeds, so a board
/// of `k` seeds is checked with the tables' bounds of boards with fewer
/// than `k` seeds as known facts ([`check::Known`]) — those levels are
/// checked by [`tables_agree_with_exhaustive_search`] (up to 6) and by the
/// lower counts of this sample — and never with its own level's. A claim
/// that is false cannot be proved, so a wrong table value shows as a claim
/// left unproved (or refuted, where the search finishes).
#[test]
fn tables_of_7_to_12_seeds_agree_with_exhaustive_search() {
    common::in_every_variant(|v| {
        let Some(t) = Tables::build(&v.rules(), warri_engine::TABLE_SEEDS) else {
            return assert_eq!(v, Variant::Speightstown);
        };
        let claim = |p: &Position| t.bounds(p).expect("a board of the tables");
        let tally = by_induction(v, &t, &claim);
        eprintln!("{v:?}: {} values and {} bounds proved", tally.values, tally.bounds);
        assert_eq!(tally.unproved, [] as [String; 0], "{v:?}: claims not proved within the budgets");
        assert_eq!(tally.values + tally.bounds, BOARDS_PER_COUNT * INDUCTION_SEEDS.len());
        // Both kinds of claim checked (Bridgetown's tables have almost no
        // bounds: its split award leaves little open).
        assert!(tally.values >= 50 && (tally.bounds >= 50 || v == Variant::Bridgetown), "{v:?}: {tally:?}");
    });
}

/// What [`by_induction`] found: claims proved (values, bounds), and the
/// boards whose claims were not proved within the budgets.
#[derive(Debug, Default)]
struct Tally {
    values: usize,
    bounds: usize,
    unproved: Vec<String>,
}

/// Checks `claim` (bounds `lo..=hi`, a value when equal) on the sample of
/// boards of [`tables_of_7_to_12_seeds_agree_with_exhaustive_search`],
/// fewest seeds first, with `claim` of boards with fewer seeds as the known
/// facts; panics at a claim the real game refutes. The tables' strategies
/// only propose certificates, which the checker proves itself: about one
/// claim in six of 9 seeds or more needs one of 80,000 to 200,000
/// positions, hence the certificate's budget.
fn by_induction(v: Variant, t: &Tables, claim: &dyn Fn(&Position) -> (i8, i8)) -> Tally {
    let level = std::cell::Cell::new(0);
    let known = |p: &Position| (p.on_board() < level.get()).then(|| claim(p));
    let strategy = |p: &Position| t.strategy_moves(p);
    let mut checker = Checker::new(v.rules(), 20_000, 20_000, &strategy);
    checker.reach = check::Reach::new(v.rules(), 1_000_000, &strategy);
    checker.set_known(&known);
    let mut rng = Rng(0x7_12 ^ v as u64);
    let mut tally = Tally::default();
    for k in INDUCTION_SEEDS {
        level.set(k);
        for i in 0..BOARDS_PER_COUNT {
            let (pits, to_move) = (rng.board(k), if i % 2 == 0 { Player::South } else { Player::North });
            let (lo, hi) = claim(&at(pits, to_move));
            match check_bounds(&mut checker, pits, to_move, lo, hi) {
                Verdict::Agrees if lo == hi => tally.values += 1,
                Verdict::Agrees => tally.bounds += 1,
                Verdict::Unknown => tally.unproved.push(format!("{} {lo}..{hi}", at(pits, to_move))),
                Verdict::Disagrees(why) => panic!("{v:?} {}: claim {lo}..{hi}: {why}", at(pits, to_move)),
            }
        }
    }
    tally
}

/// The win/draw/loss claim of the module docs: with any stores (both below
/// 25), the real game's result is `sign(store difference + probe)`.
#[test]
fn win_draw_loss_is_exact_for_any_stores() {
    for v in [Variant::Abapa, Variant::Wahree] {
        let t = tables(v);
        let strategy = |p: &Position| t.strategy_moves(p);
        let mut c = Checker::new(v.rules(), 100_000, 100_000, &strategy);
        let mut rng = Rng(99);
        let (mut checked, mut unknown) = (0, 0);
        for _ in 0..150 {
            let k = 1 + rng.below(u64::from(MAX)) as u8;
            let pits = rng.board(k);
            let to_move = if rng.below(2) == 0 { Player::South } else { Player::North };
            let Some(value) = t.probe(&at(pits, to_move)) else { continue };
            // Both stores at most 24: a difference of -k..=k, of k's parity.
            let diff = 2 * rng.below(u64::from(k) + 1) as i32 - i32::from(k);
            let Some(pos) = with_diff(pits, to_move, diff) else { continue };
            let r = (diff + i32::from(value)).signum() as i8;
            match (c.at_least(&pos, None, to_move, r), c.at_least(&pos, None, to_move.opponent(), -r)) {
                (Some(true), Some(true)) => checked += 1,
                (Some(false), _) | (_, Some(false)) => panic!("{v:?} {pos}: value {value}, expected result {r}"),
                _ => unknown += 1,
            }
        }
        eprintln!("{v:?}: {checked} results checked, {unknown} unknown");
        assert!(checked >= 100 && unknown <= 5, "{v:?}: {checked} checked, {unknown} unknown");
    }
}

/// The plain exhaustive search alone (no certificate) on every board with
/// at most 3 seeds, each player to move: the covered values.
#[test]
fn exhaustive_search_alone_agrees_on_every_small_board() {
    fn boards(k: u8, pits: &mut [u8; 12], i: usize, out: &mut Vec<[u8; 12]>) {
        if i == 11 {
            pits[11] = k;
            out.push(*pits);
            return;
        }
        for s in 0..=k {
            pits[i] = s;
            boards(k - s, pits, i + 1, out);
        }
    }
    for v in [Variant::Abapa, Variant::Wari, Variant::Caribbean, Variant::Bridgetown, Variant::Wahree] {
        let t = tables(v);
        let mut search = Exhaustive::new(v.rules(), 2_000_000, None);
        let mut checked = 0;
        for k in 0..=3 {
            let mut all = Vec::new();
            boards(k, &mut [0; 12], 0, &mut all);
            for pits in all {
                for to_move in [Player::South, Player::North] {
                    let Some(value) = t.probe(&at(pits, to_move)) else { continue };
                    let pos = with_diff(pits, to_move, -i32::from(value)).unwrap();
                    search.reset_budget();
                    assert_eq!(search.wdl(&pos), Some(0), "{v:?} {pos}: value {value}");
                    checked += 1;
                }
            }
        }
        assert!(checked >= 900, "{v:?}: {checked}");
    }
}

/// What the search relies on when it probes inside a capture-free line: a
/// value flagged history-free holds whatever came before — here, the
/// position `Q` a move came from is in the history and may repeat — and a
/// value not so flagged can indeed change with the history (which is why the
/// search does not take it as exact there).
#[test]
fn history_free_values_hold_after_any_earlier_position() {
    for v in [Variant::Abapa, Variant::Wahree] {
        let t = tables(v);
        let rules = v.rules();
        let strategy = |p: &Position| t.strategy_moves(p);
        let mut search = Exhaustive::new(rules, 50_000, Some(&strategy));
        let mut rng = Rng(0xC1C1E ^ v as u64);
        let (mut held, mut changed, mut same, mut unknown) = (0, 0, 0, 0);
        // Up to 4 seeds: the search of a game with history has no memo.
        for _ in 0..600 {
            let k = 2 + rng.below(3) as u8;
            let pits = rng.board(k);
            let to_move = if rng.below(2) == 0 { Player::South } else { Player::North };
            for m in at(pits, to_move).legal_moves(&rules) {
                // Q --m--> P without a capture; stores that make P a fresh draw.
                let mut p = at(pits, to_move);
                if !matches!(p.play_unchecked(&rules, m), warri_rules::Flow::Continue { captured: false, .. }) {
                    continue;
                }
                let Some(value) = t.probe(&p) else { continue };
                let Some(p) = with_diff(*p.pits(), p.to_move(), -i32::from(value)) else { continue };
                let stores = p.stores();
                let Ok(q) = Position::from_setup(Setup { pits, stores, to_move }) else { continue };
                search.reset_budget();
                let free = t.history_free(&p) == Some(true);
                // The result for P's player to move, with Q in the history.
                let Some(r) = search.wdl_after(&q, m).map(|r| -r) else {
                    if free {
                        unknown += 1;
                    }
                    continue;
                };
                if free {
                    assert_eq!(r, 0, "{v:?}: {p} after {q} then {m}: history-free value {value} changed");
                    held += 1;
                } else if r != 0 {
                    changed += 1;
                } else {
                    same += 1;
                }
            }
        }
        eprintln!("{v:?}: {held} history-free values held ({unknown} beyond the budget); of the others {changed} changed, {same} did not");
        assert!(
            held >= 100 && unknown <= held / 10 && changed >= 1,
            "{v:?}: {held} held, {unknown} unknown, {changed} changed"
        );
    }
}
