//! Endgame tables: the value of every position with few seeds on the board,
//! computed at start-up (or first need) for one rule set, and probed by the
//! search.
//!
//! # What a value means
//!
//! [`Tables::probe`] gives, for the player to move, the largest
//! *(seeds he will still gain) − (seeds the opponent will still gain)* that
//! he can force under optimal play by both sides (both maximising that
//! difference), **from this position with no earlier history**: the position
//! itself is the only one "seen" for repetition (RULES.md 1.7 step 9). Two
//! decisions:
//!
//! - **The 25 rule is ignored** (RULES.md 1.7.5): the stores are not part of
//!   the key and the game is played out to its end: a player stuck (an
//!   empty board included), a grand slam that ends it, or a repetition. For the
//!   variants whose winner is the higher total this never changes *who* wins
//!   — a store of 25 is more than half of the 48 seeds, and stores only grow
//!   — so win/draw/loss taken as `sign(my store − his store + probe)` is
//!   exact (minimax commutes with the monotone `sign`); only the margin may
//!   differ from the real game's when someone reaches 25 first. The search
//!   should use the tables for win/draw/loss and the margin as a tie-break.
//!   Speightstown, where only reaching 25 wins, has no tables
//!   ([`Tables::build`] returns `None`).
//! - **Everything else follows the variant exactly**: sowing, captures,
//!   grand slams (Abapa captures nothing; Wari forbids one unless forced, and
//!   a forced one captures and ends the game with the mover taking every
//!   seed; Caribbean captures and the mover moves again; Bridgetown captures
//!   and the victim is stuck; Wahree's sweep captures and ends the game,
//!   the sweeper taking all), feeding, the stuck award and the first
//!   repetition with the cycle award. The moves are played by this module's
//!   own board-only code (it has no stores, so no 25 rule);
//!   `Position::play_unchecked` cannot serve because its 25 rule ends games
//!   the tables must play on, and no choice of stores keeps both below 25
//!   when all the seeds are awarded. The unit tests check this code against
//!   `play_unchecked` move by move (see also "Verification").
//!
//! # Repetition: why some positions are not covered
//!
//! A repetition ends the game with the cycle award *of the position that
//! repeated*, so the value depends on the path: which position closes the
//! loop first decides the award. Deciding such "first repetition" games is
//! hard in general (directed vertex geography is a special case), and here
//! the non-capturing moves of one seed count form one huge strongly
//! connected component (about 90% of the 10-seed boards). The tables
//! therefore compute, for every position, **sound bounds** `lo ≤ value ≤ hi`
//! and cover a position — `probe` and `best_moves` answer — only when the
//! bounds meet. Nothing is guessed. [`Tables::bounds`] gives the bounds of
//! every position (the search can prune with them).
//!
//! How the bounds are found, per seed count `k` from 0 up (a capture always
//! leads to fewer seeds, whose values are known, and after a capture nothing
//! earlier can repeat, so the value there is exactly the table's):
//!
//! 1. The non-capturing moves of level `k` are split into strongly connected
//!    components, solved sinks first: a move into a finished component is
//!    like a capture (nothing earlier can repeat) with known bounds. A
//!    position in a component of its own can never repeat: its value is
//!    plain minimax, exact if its moves' values are, **and it is the same
//!    whatever the history** ([`Tables::history_free`]).
//! 2. In a cyclic component, positions with a player to move form the
//!    component's *lift* (one copy of each board if every move changes the
//!    colour of a two-colouring, else two). For each player (the
//!    *attacker*) and each threshold `t`, from the highest, the region won
//!    is the attractor (backwards induction: the attacker has a move into
//!    it, or every defender move goes into it) of (a) the exits worth at
//!    least `t`, (b) the region won at higher thresholds, and (c) the
//!    largest set `Y` of positions whose cycle award is at least `t` that
//!    the attacker can keep the play in (or leave only into (a)/(b)). From a
//!    fresh start this is sound: in the attractor phase the entry order
//!    strictly decreases, so nothing repeats; once in `Y` every position the
//!    play can repeat at is worth at least `t` to him; once in a region won
//!    at a higher threshold the play stays there, so the earlier positions
//!    (outside it) never repeat. The highest `t` won is the attacker's lower
//!    bound; the opponent's gives the upper bound.
//! 3. Up to 5 seeds, positions whose bounds still differ get a small
//!    budgeted proof search of the real first-repetition game from a fresh
//!    start (depth first, tracking the path), cut off with history-aware
//!    bounds: from a position `u` with path `S`, a player is sure of `t` if
//!    his lower bound at `u` is at least `t` and every position of `S` inside
//!    his region won at `t` has a cycle award of at least `t` (his strategy
//!    of step 2 never leaves that region, so it can only repeat those). It
//!    settles the forced cycles and chases of few seeds (all of 5 seeds);
//!    with more seeds it would settle little, at a cost.
//!
//! Coverage (boards with an exact value) of the 10-seed tables: 40% of the
//! 10-seed boards for Abapa, Wari, Caribbean and Wahree (54% of all boards
//! up to 10 seeds; 100% up to 3 seeds and at 5, 73–87% at 4 and 6–9), and
//! 100% for Bridgetown, whose split award leaves little to decide. The
//! rest are the long capture-free shuffles where who closes which cycle
//! decides the award. `cargo bench --bench tables` prints the figures.
//!
//! # Using the values in a search
//!
//! A probe is exact for the real game when the position has no earlier
//! history: **right after a capture** (history is cleared), at the start of
//! a game or puzzle, or whenever [`Tables::history_free`] is true. Deeper in
//! a capture-free line the real value may differ, because a position already
//! seen on the way can repeat: treat the probe there as an estimate, or
//! handle repetition in the search before probing.
//!
//! # Best moves
//!
//! [`Tables::best_moves`] gives, for a covered position, moves that keep its
//! value: each, played first from the position with no history, and
//! followed by optimal play, yields the probed value. They come from the
//! strategies of step 2 (or the proof of step 3), which usually also keep
//! the value when followed at every later turn — `examples/tables_verify.rs`
//! checks that as a certificate — but later positions are no longer fresh,
//! so a program that wants perfect play deeper in a capture-free line should
//! search with the game's history and use the tables after captures.
//!
//! # Verification
//!
//! Only `warri-rules` judges the tables (the real game: the 25 rule,
//! repetition from a fresh start). A value `v` is checked by giving the
//! player to move `v` seeds fewer in store than his opponent: the real game
//! must then be a draw. `tests/tables.rs` checks with plain exhaustive
//! search every covered board up to 3 seeds, and a random sample up to 6
//! seeds (values, bounds, best moves, win/draw/loss for any stores) with
//! exhaustive search or certificates. A certificate is a strategy of one
//! player and the graph of every play the opponent can answer with: every
//! play ends at an exit of that graph or by repeating a position on one of
//! its cycles, so the worst of those bounds the result, whatever the
//! strategy; the two players' certificates together prove a value.
//! `examples/tables_verify.rs` checks every board of the 10-seed tables
//! that way (certificates for all positions at once, seed count by seed
//! count, using what is proved below; then per position certificates and
//! exhaustive search within a budget): every value, bound and best move of
//! every variant is proved except a few dozen claims that depend on two
//! 4-seed positions settled by step 3 that no affordable search re-proves;
//! no claim has ever been refuted.
//!
//! # Index and memory
//!
//! A board is seen from the player to move (his pits first), which halves
//! the tables (the rules are symmetric); boards with `k` seeds are ranked by
//! the colex rank of their stars-and-bars bar positions, after all boards
//! with fewer seeds. Each board has three bytes: the two bounds and the
//! best-move mask (with a history-free flag). Ten seeds: 646,646 boards,
//! 1.9 MB. No threads and no clock: the build runs in a wasm worker as is.

use warri_rules::{CycleAward, MoveSet, Pit, Player, Position, Rules, SlamEffect, SlamLegality, StuckAward, WinnerRule};

/// Seeds on the board the game's tables cover (the worker, the CLI, the
/// measurements): every board with up to 10 seeds, 1.9 MB, built in well
/// under a second.
pub const TABLE_SEEDS: u8 = 10;

/// Largest `max_seeds` tables are built for; larger requests are clamped
/// (12 seeds: 2.7 million boards, 8.1 MB).
pub const MAX_TABLE_SEEDS: u8 = 12;

/// Nodes one proof of the step-3 search may visit.
const PROOF_BUDGET: u32 = 200;

/// Nodes all step-3 proofs of one seed count may visit together: keeps the
/// build time bounded (the hard positions exhaust any budget).
const LEVEL_PROOF_BUDGET: u64 = 1_000_000;

/// Step 3 runs up to this many seeds only: there it settles many positions
/// cheaply (all of 5 seeds), and an independent exhaustive search can still
/// check its proofs; above, it settles few and its results, not backed by
/// the stored strategies, would leave the positions built on them
/// uncheckable by certificates (`examples/tables_verify.rs`).
const PROOF_MAX_SEEDS: usize = 5;

/// "No value" in bound arrays.
const NONE: i8 = i8::MIN;

/// `BINOM[n][r]` = C(n, r) for n ≤ 25, r ≤ 12.
const BINOM: [[u32; 13]; 26] = {
    let mut t = [[0u32; 13]; 26];
    let mut n = 0;
    while n < 26 {
        t[n][0] = 1;
        let mut r = 1;
        while r < 13 {
            t[n][r] = if n == 0 { 0 } else { t[n - 1][r - 1] + t[n - 1][r] };
            r += 1;
        }
        n += 1;
    }
    t
};

/// Boards with `k` seeds in 12 pits.
const fn level_len(k: usize) -> usize {
    BINOM[k + 11][11] as usize
}

/// Boards with fewer than `k` seeds.
const fn level_offset(k: usize) -> usize {
    BINOM[k + 11][12] as usize
}

/// A board seen from the player to move: his pits are 0–5.
type Board = [u8; 12];

/// Rank of a board among those with the same seed count: the colex rank of
/// its stars-and-bars bar positions.
#[inline]
fn rank(b: &Board) -> usize {
    let mut r = 0u32;
    let mut pos = 0usize;
    for (j, &s) in b[..11].iter().enumerate() {
        pos += s as usize;
        r += BINOM[pos + j][j + 1];
    }
    r as usize
}

/// The board of rank `r` with `k` seeds.
fn unrank(mut r: u32, k: usize) -> Board {
    let mut bars = [0usize; 11];
    let mut hi = k + 11;
    for j in (0..11).rev() {
        let mut b = hi - 1;
        while BINOM[b][j + 1] > r {
            b -= 1;
        }
        r -= BINOM[b][j + 1];
        bars[j] = b;
        hi = b;
    }
    let mut board = [0u8; 12];
    board[0] = bars[0] as u8;
    for j in 1..11 {
        board[j] = (bars[j] - bars[j - 1] - 1) as u8;
    }
    board[11] = (k + 10 - bars[10]) as u8;
    board
}

/// The same board seen from the other player.
#[inline]
fn rotate(b: &Board) -> Board {
    let mut r = [0u8; 12];
    r[..6].copy_from_slice(&b[6..]);
    r[6..].copy_from_slice(&b[..6]);
    r
}

#[inline]
fn own(b: &Board) -> u8 {
    b[..6].iter().sum()
}

#[inline]
fn theirs(b: &Board) -> u8 {
    b[6..].iter().sum()
}

/// What one move does, for the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// The game ends; the value of the awards for the mover.
    End(i8),
    /// The game goes on from `board`, seen from its player to move.
    Next {
        board: Board,
        /// Seeds the mover captured.
        gain: u8,
        /// Whether the opponent moves next (false: Caribbean extra move).
        passes: bool,
        /// Whether seeds were captured (nothing earlier can repeat).
        captured: bool,
    },
}

/// Sows from pit `i`; returns the pit the last seed fell in.
#[inline]
fn sow(b: &mut Board, i: usize) -> usize {
    let mut n = b[i];
    b[i] = 0;
    let mut j = i;
    while n > 0 {
        j = if j == 11 { 0 } else { j + 1 };
        if j != i {
            b[j] += 1;
            n -= 1;
        }
    }
    j
}

/// The capture chain `lo..=hi` ending at `last`, if the last seed captures.
#[inline]
fn chain(b: &Board, last: usize) -> Option<(usize, usize)> {
    if last < 6 || !matches!(b[last], 2 | 3) {
        return None;
    }
    let mut lo = last;
    while lo > 6 && matches!(b[lo - 1], 2 | 3) {
        lo -= 1;
    }
    Some((lo, last))
}

/// Whether the chain holds every seed of the opponent's row.
#[inline]
fn whole_row(b: &Board, lo: usize, hi: usize) -> bool {
    b[6..lo].iter().all(|&s| s == 0) && b[hi + 1..].iter().all(|&s| s == 0)
}

fn is_slam(b: &Board, i: usize) -> bool {
    let mut a = *b;
    let last = sow(&mut a, i);
    chain(&a, last).is_some_and(|(lo, hi)| whole_row(&a, lo, hi))
}

/// The legal moves (pits 0–5 of the player to move) as a bit mask.
fn legal(b: &Board, rules: &Rules) -> u8 {
    let must_feed = theirs(b) == 0;
    let mut set = 0u8;
    for (i, &n) in b[..6].iter().enumerate() {
        if n > 0 && (!must_feed || n as usize + i >= 6) {
            set |= 1 << i;
        }
    }
    if rules.slam_legality == SlamLegality::OnlyWhenForced && b[6..].iter().all(|&s| s < 4) {
        let mut others = set;
        for i in 0..6 {
            if set & (1 << i) != 0 && is_slam(b, i) {
                others &= !(1 << i);
            }
        }
        if others != 0 {
            set = others;
        }
    }
    set
}

/// The seeds left split equally, an odd one to the side holding more: the
/// mover's share minus the opponent's.
fn split(b: &Board) -> i8 {
    let (m, o) = (own(b), theirs(b));
    if (m + o) % 2 == 0 {
        0
    } else if m > o {
        1
    } else {
        -1
    }
}

/// Value for the player to move, who has no legal move (the stuck award).
fn stuck_value(b: &Board, rules: &Rules) -> i8 {
    let (m, o) = (own(b) as i8, theirs(b) as i8);
    match rules.stuck_award {
        StuckAward::OwnSide => m - o,
        StuckAward::Split => split(b),
        StuckAward::EmptyRowTakesAll if m == 0 => m + o,
        StuckAward::EmptyRowTakesAll => -(m + o),
    }
}

/// Value for the player to move of the game ending here by repetition.
fn cycle_value(b: &Board, rules: &Rules) -> i8 {
    match rules.cycle_award {
        CycleAward::OwnSide => own(b) as i8 - theirs(b) as i8,
        CycleAward::Split => split(b),
        CycleAward::Nothing => 0,
    }
}

/// Plays legal move `i` (RULES.md 1.7 without the 25 rule and repetition).
fn play(b: &Board, rules: &Rules, i: usize) -> Step {
    let mut a = *b;
    let last = sow(&mut a, i);
    let mut gain = 0u8;
    let mut slam = false;
    let mut captured = false;
    if let Some((lo, hi)) = chain(&a, last) {
        slam = whole_row(&a, lo, hi);
        if !slam || rules.slam_effect.captures() {
            for p in &mut a[lo..=hi] {
                gain += *p;
                *p = 0;
            }
            captured = true;
        }
    }
    if slam && captured {
        match rules.slam_effect {
            SlamEffect::CapturesAndTakesAll => {
                let left: u8 = a.iter().sum();
                return Step::End((gain + left) as i8);
            }
            SlamEffect::CapturesMoverAgain => return Step::Next { board: a, gain, passes: false, captured },
            SlamEffect::Captures | SlamEffect::CapturesNothing => {}
        }
    }
    Step::Next { board: rotate(&a), gain, passes: true, captured }
}

/// Bit of [`Tables::best`] marking a board whose value holds whatever the
/// history (it is in no cyclic component).
const HISTORY_FREE: u8 = 0x80;

/// Endgame tables for one rule set (see the module docs).
#[derive(Clone, Debug)]
pub struct Tables {
    rules: Rules,
    max_seeds: u8,
    /// Bounds of each board's value for its player to move; equal: exact.
    lo: Vec<i8>,
    hi: Vec<i8>,
    /// Bits 0–5: moves (pits of the player to move) securing `lo`; bit 7:
    /// [`HISTORY_FREE`].
    best: Vec<u8>,
}

/// The moves of one seed count's boards, flat.
struct Moves {
    start: Vec<u32>,
    pit: Vec<u8>,
    /// The same-level board reached (no capture), or `u32::MAX` for a move
    /// that captures or ends the game (an exit).
    target: Vec<u32>,
    /// For exits: bounds of the move's value for the mover.
    elo: Vec<i8>,
    ehi: Vec<i8>,
}

impl Moves {
    fn of(&self, r: usize) -> core::ops::Range<usize> {
        self.start[r] as usize..self.start[r + 1] as usize
    }
}

/// A cyclic component's lift: node `u` is member `u % h` with parity
/// `parity[u]` (which copy; the parity-0 copy of a member is its board with
/// South to move when the lift has two copies).
struct Lift {
    parity: Vec<u8>,
    succ_start: Vec<u32>,
    succ: Vec<u32>,
    pred_start: Vec<u32>,
    pred: Vec<u32>,
}

impl Lift {
    fn len(&self) -> usize {
        self.parity.len()
    }

    #[inline]
    fn succs(&self, u: usize) -> &[u32] {
        &self.succ[self.succ_start[u] as usize..self.succ_start[u + 1] as usize]
    }

    #[inline]
    fn preds(&self, u: usize) -> &[u32] {
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

/// Step 2 of the module docs for one attacker (parity `att`): fills
/// `bound[u]`, the attacker's lower bound (his view) at every lift node.
///
/// `ex[u]`: at an attacker node his best exit, at a defender node the
/// defender's exit worst for the attacker, as lower bounds in the attacker's
/// view (`NONE`: no exit); `cyc[u]`: the cycle award in the attacker's view.
/// `enter(u, t, in_y, ts)` is called for each attacker node as it is won at
/// threshold `t`, with the stamps of that threshold (below).
fn pass(l: &Lift, att: u8, ex: &[i8], cyc: &[i8], bound: &mut [i8], mut enter: impl FnMut(usize, i8, &[bool], &[u32])) {
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

/// Three-valued result of a budgeted proof.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tri {
    True,
    False,
    Unknown,
}

/// Step 3 of the module docs: budgeted proof search of the first-repetition
/// game in one component, from a fresh start.
struct Resolver<'a> {
    mv: &'a Moves,
    members: &'a [u32],
    /// Member index of each board of the level (`u32::MAX`: other component).
    local: &'a [u32],
    lo: &'a [i8],
    hi: &'a [i8],
    off: usize,
    /// Step-2 bounds of the members (mover's view) and their cycle awards.
    base_lo: &'a [i8],
    base_hi: &'a [i8],
    cyc: &'a [i8],
    on_path: Vec<bool>,
    /// (member, parity) from the root; parity 0: the prover moves.
    path: Vec<(u32, u8)>,
    nodes: u32,
    /// Nodes left for the whole level.
    left: u64,
}

impl Resolver<'_> {
    /// Narrows `lo..=hi` for a fresh start at member `i`; returns the new
    /// bounds and, if they meet, a proving first move (mask).
    fn resolve(&mut self, i: usize, mut lo: i8, mut hi: i8) -> (i8, i8, u8) {
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
                let inside = target != u32::MAX && self.local[target as usize] != u32::MAX;
                if inside != inside_pass {
                    continue;
                }
                let r = if !inside {
                    let (a, b) = if target == u32::MAX {
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

/// Strongly connected components of a graph (iterative Tarjan), sinks first,
/// as (members, start of each component). Written here rather than taken
/// from petgraph: it works on the build's flat successor arrays without
/// copying them into a graph type, and keeps the worker's wasm small.
/// (`examples/tables_verify.rs` uses petgraph's, so the check is
/// independent of this one.)
fn components(n: usize, start: &[u32], succ: &[u32]) -> (Vec<u32>, Vec<u32>) {
    const UNSEEN: u32 = u32::MAX;
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<u32> = Vec::new();
    let mut members = Vec::with_capacity(n);
    let mut comp_start = vec![0u32];
    let mut call: Vec<(u32, u32)> = Vec::new();
    let mut next = 0u32;
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root as u32);
        on_stack[root] = true;
        call.push((root as u32, start[root]));
        while let Some(&(v, e)) = call.last() {
            let v = v as usize;
            if e < start[v + 1] {
                call.last_mut().unwrap().1 += 1;
                let w = succ[e as usize] as usize;
                if index[w] == UNSEEN {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w as u32);
                    on_stack[w] = true;
                    call.push((w as u32, start[w]));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                call.pop();
                if let Some(&(p, _)) = call.last() {
                    low[p as usize] = low[p as usize].min(low[v]);
                }
                if low[v] == index[v] {
                    loop {
                        let w = stack.pop().unwrap();
                        on_stack[w as usize] = false;
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

impl Tables {
    /// Builds the tables for these rules, for every position with at most
    /// `max_seeds` seeds on the board (clamped to [`MAX_TABLE_SEEDS`]).
    /// Returns `None` for rules where the result does not depend only on the
    /// seeds left ([`WinnerRule::ReachTwentyFive`], i.e. Speightstown).
    pub fn build(rules: &Rules, max_seeds: u8) -> Option<Tables> {
        if rules.winner == WinnerRule::ReachTwentyFive {
            return None;
        }
        let max_seeds = max_seeds.min(MAX_TABLE_SEEDS);
        let total = level_offset(max_seeds as usize + 1);
        let mut t = Tables { rules: *rules, max_seeds, lo: vec![0; total], hi: vec![0; total], best: vec![0; total] };
        for k in 0..=max_seeds as usize {
            t.build_level(k);
        }
        Some(t)
    }

    /// The moves of every board with `k` seeds, exits valued from the lower
    /// levels; and each board's cycle award.
    fn moves(&self, k: usize) -> (Moves, Vec<i8>) {
        let rules = &self.rules;
        let n = level_len(k);
        let cap = n * 4;
        let mut m = Moves { start: Vec::with_capacity(n + 1), pit: Vec::with_capacity(cap), target: Vec::with_capacity(cap), elo: Vec::with_capacity(cap), ehi: Vec::with_capacity(cap) };
        let mut cyc = Vec::with_capacity(n);
        for r in 0..n {
            m.start.push(m.pit.len() as u32);
            let b = unrank(r as u32, k);
            cyc.push(cycle_value(&b, rules));
            let moves = legal(&b, rules);
            for i in 0..6 {
                if moves & (1 << i) == 0 {
                    continue;
                }
                let (target, lo, hi) = match play(&b, rules, i) {
                    Step::End(v) => (u32::MAX, v, v),
                    Step::Next { board, gain, passes, captured: true } => {
                        let kk = board.iter().map(|&s| s as usize).sum::<usize>();
                        let j = level_offset(kk) + rank(&board);
                        let g = gain as i8;
                        if passes {
                            (u32::MAX, g - self.hi[j], g - self.lo[j])
                        } else {
                            (u32::MAX, g + self.lo[j], g + self.hi[j])
                        }
                    }
                    Step::Next { board, .. } => (rank(&board) as u32, 0, 0),
                };
                m.pit.push(i as u8);
                m.target.push(target);
                m.elo.push(lo);
                m.ehi.push(hi);
            }
        }
        m.start.push(m.pit.len() as u32);
        (m, cyc)
    }

    /// Bounds of move `e` for the mover, or `None` for a move into the
    /// component being solved (`in_comp`).
    #[inline]
    fn move_bounds(&self, mv: &Moves, e: usize, off: usize, in_comp: impl Fn(usize) -> bool) -> Option<(i8, i8)> {
        let t = mv.target[e];
        if t == u32::MAX {
            Some((mv.elo[e], mv.ehi[e]))
        } else if in_comp(t as usize) {
            None
        } else {
            let g = off + t as usize;
            Some((-self.hi[g], -self.lo[g]))
        }
    }

    fn build_level(&mut self, k: usize) {
        let rules = self.rules;
        let n = level_len(k);
        let off = level_offset(k);
        let (mv, cyc_all) = self.moves(k);
        // The non-capturing moves, for the components.
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succ = Vec::with_capacity(mv.pit.len());
        for r in 0..n {
            succ_start.push(succ.len() as u32);
            succ.extend(mv.of(r).map(|e| mv.target[e]).filter(|&t| t != u32::MAX));
        }
        succ_start.push(succ.len() as u32);
        let (comp_members, comp_start) = components(n, &succ_start, &succ);
        let mut done = vec![false; n];
        let mut local = vec![u32::MAX; n];
        let mut proof_left = if k <= PROOF_MAX_SEEDS { LEVEL_PROOF_BUDGET } else { 0 };
        for c in 0..comp_start.len() - 1 {
            let members = &comp_members[comp_start[c] as usize..comp_start[c + 1] as usize];
            let h = members.len();
            let in_comp = |t: usize| !done[t];
            if h == 1 && !succ[succ_start[members[0] as usize] as usize..succ_start[members[0] as usize + 1] as usize].contains(&members[0]) {
                // Step 1: a position that can never repeat.
                let m = members[0] as usize;
                let g = off + m;
                let (mut lo, mut hi) = (NONE, NONE);
                for e in mv.of(m) {
                    let (a, b) = self.move_bounds(&mv, e, off, in_comp).expect("no self-loop");
                    lo = lo.max(a);
                    hi = hi.max(b);
                }
                if mv.of(m).is_empty() {
                    let v = stuck_value(&unrank(m as u32, k), &rules);
                    (lo, hi) = (v, v);
                }
                let mut best = HISTORY_FREE;
                for e in mv.of(m) {
                    if self.move_bounds(&mv, e, off, in_comp).unwrap().0 >= lo {
                        best |= 1 << mv.pit[e];
                    }
                }
                (self.lo[g], self.hi[g], self.best[g]) = (lo, hi, best);
                done[m] = true;
                continue;
            }
            for (i, &m) in members.iter().enumerate() {
                local[m as usize] = i as u32;
            }
            // Each member's exits (captures, ends, moves to finished
            // components): the best lower and best upper bound for the mover.
            let mut elo = vec![NONE; h];
            let mut ehi = vec![NONE; h];
            for (i, &m) in members.iter().enumerate() {
                for e in mv.of(m as usize) {
                    if let Some((a, b)) = self.move_bounds(&mv, e, off, in_comp) {
                        elo[i] = elo[i].max(a);
                        ehi[i] = ehi[i].max(b);
                    }
                }
            }
            let cyc: Vec<i8> = members.iter().map(|&m| cyc_all[m as usize]).collect();
            // Two-colouring: does every move change the colour?
            let mut col = vec![u8::MAX; h];
            col[0] = 0;
            let mut bipartite = true;
            let mut stack = vec![0usize];
            while let Some(i) = stack.pop() {
                let m = members[i] as usize;
                for &u in &succ[succ_start[m] as usize..succ_start[m + 1] as usize] {
                    let j = local[u as usize];
                    if j == u32::MAX {
                        continue;
                    }
                    let j = j as usize;
                    if col[j] == u8::MAX {
                        col[j] = 1 - col[i];
                        stack.push(j);
                    } else if col[j] == col[i] {
                        bipartite = false;
                    }
                }
            }
            let copies = if bipartite { 1 } else { 2 };
            let len = h * copies;
            let mut lift = Lift { parity: Vec::with_capacity(len), succ_start: Vec::with_capacity(len + 1), succ: Vec::new(), pred_start: Vec::new(), pred: Vec::new() };
            for id in 0..len {
                let i = id % h;
                let p = if bipartite { col[i] } else { (id / h) as u8 };
                lift.parity.push(p);
                lift.succ_start.push(lift.succ.len() as u32);
                let m = members[i] as usize;
                for &u in &succ[succ_start[m] as usize..succ_start[m + 1] as usize] {
                    let j = local[u as usize];
                    if j != u32::MAX {
                        let j = j as usize;
                        lift.succ.push(if bipartite { j } else { (1 - p as usize) * h + j } as u32);
                    }
                }
            }
            lift.succ_start.push(lift.succ.len() as u32);
            lift.finish_preds();
            // Step 2, for each player (one pass suffices for two copies:
            // the other player's is its mirror image).
            let attackers: &[u8] = if bipartite { &[0, 1] } else { &[0] };
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
                let this = &*self;
                let (lift, local) = (&lift, &local);
                pass(lift, att, &ex, &cy, &mut bound, |u, t, in_y, ts| {
                    if u >= h {
                        return; // the mirror copy: same moves as member u - h
                    }
                    let m = members[u] as usize;
                    let mut mask = 0u8;
                    for e in mv.of(m) {
                        let ok = match this.move_bounds(&mv, e, off, in_comp) {
                            Some((a, _)) => a >= t,
                            None => {
                                let j = local[mv.target[e] as usize] as usize;
                                let w = if bipartite { j } else { h + j };
                                ts[w] < ts[u] || (in_y[u] && in_y[w])
                            }
                        };
                        if ok {
                            mask |= 1 << mv.pit[e];
                        }
                    }
                    masks.push((u, mask));
                });
                bounds[att as usize] = bound;
            }
            // Each member's (lower, upper) bound for its player to move.
            let lo_hi = |i: usize| -> (i8, i8) {
                if !bipartite {
                    (bounds[0][i], -bounds[0][h + i])
                } else if col[i] == 0 {
                    (bounds[0][i], -bounds[1][i])
                } else {
                    (bounds[1][i], -bounds[0][i])
                }
            };
            let base_lo: Vec<i8> = (0..h).map(|i| lo_hi(i).0).collect();
            let base_hi: Vec<i8> = (0..h).map(|i| lo_hi(i).1).collect();
            for &(i, mask) in &masks {
                self.best[off + members[i] as usize] = mask;
            }
            // Step 3 for the members still open.
            let mut settled = Vec::new();
            {
                let mut res = Resolver {
                    mv: &mv,
                    members,
                    local: &local,
                    lo: &self.lo,
                    hi: &self.hi,
                    off,
                    base_lo: &base_lo,
                    base_hi: &base_hi,
                    cyc: &cyc,
                    on_path: vec![false; 2 * h],
                    path: Vec::new(),
                    nodes: 0,
                    left: proof_left,
                };
                for i in 0..h {
                    if base_lo[i] != base_hi[i] && res.left > 0 {
                        settled.push((i, res.resolve(i, base_lo[i], base_hi[i])));
                    }
                }
                proof_left = res.left;
            }
            for i in 0..h {
                let g = off + members[i] as usize;
                (self.lo[g], self.hi[g]) = (base_lo[i], base_hi[i]);
            }
            for (i, (lo, hi, mask)) in settled {
                let g = off + members[i] as usize;
                (self.lo[g], self.hi[g]) = (lo, hi);
                if lo == hi && mask != 0 && lo != base_lo[i] {
                    self.best[g] = mask;
                }
            }
            for &m in members {
                local[m as usize] = u32::MAX;
                done[m as usize] = true;
            }
        }
    }

    /// The largest seed count covered.
    pub fn max_seeds(&self) -> u8 {
        self.max_seeds
    }

    /// The table index of a position, if its seed count is covered.
    fn index(&self, position: &Position) -> Option<usize> {
        let k = position.on_board();
        if k > self.max_seeds {
            return None;
        }
        let mut b = *position.pits();
        if position.to_move() == Player::North {
            b = rotate(&b);
        }
        Some(level_offset(k as usize) + rank(&b))
    }

    /// The exact value for the player to move of `position` if it is covered:
    /// the largest (seeds the player to move will still gain) − (seeds the
    /// opponent will still gain) under optimal play by both sides, from this
    /// position with no earlier history, ignoring the 25 rule (module docs).
    /// `None` when the position has more than [`Tables::max_seeds`] seeds or
    /// its value is not settled.
    pub fn probe(&self, position: &Position) -> Option<i8> {
        let g = self.index(position)?;
        (self.lo[g] == self.hi[g]).then_some(self.lo[g])
    }

    /// Sound bounds `(lo, hi)` of the value [`Tables::probe`] would give, for
    /// every position with at most [`Tables::max_seeds`] seeds (equal when
    /// covered).
    pub fn bounds(&self, position: &Position) -> Option<(i8, i8)> {
        let g = self.index(position)?;
        Some((self.lo[g], self.hi[g]))
    }

    /// Whether the position's value (probe or bounds) holds whatever positions
    /// came before it since the last capture: none of them can repeat (it is
    /// in no cycle of non-capturing moves). `None` if not covered by the
    /// seed count.
    pub fn history_free(&self, position: &Position) -> Option<bool> {
        let g = self.index(position)?;
        Some(self.best[g] & HISTORY_FREE != 0)
    }

    /// The best move(s) for the player to move of a covered position: moves
    /// achieving [`Tables::probe`] from a fresh start (module docs, "Best
    /// moves"). Empty if the player to move has no legal move.
    pub fn best_moves(&self, position: &Position) -> Option<MoveSet> {
        let g = self.index(position)?;
        if self.lo[g] != self.hi[g] {
            return None;
        }
        self.strategy_moves(position)
    }

    /// The moves the tables keep for the player to move of any position with
    /// at most [`Tables::max_seeds`] seeds, for verification: the step-2
    /// strategies securing the lower bound (the proof's first move where
    /// step 3 raised it). Equal to [`Tables::best_moves`] for covered
    /// positions.
    #[doc(hidden)]
    pub fn strategy_moves(&self, position: &Position) -> Option<MoveSet> {
        let g = self.index(position)?;
        let me = position.to_move();
        let mut set = MoveSet::EMPTY;
        for i in 0..6 {
            if self.best[g] & (1 << i) != 0 {
                set.insert(Pit::of(me, i));
            }
        }
        Some(set)
    }

    /// For each seed count 0..=max_seeds: (boards, boards covered), boards
    /// seen from the player to move (each stands for two positions).
    pub fn coverage(&self) -> Vec<(usize, usize)> {
        (0..=self.max_seeds as usize)
            .map(|k| {
                let r = level_offset(k)..level_offset(k + 1);
                let exact = self.lo[r.clone()].iter().zip(&self.hi[r.clone()]).filter(|(a, b)| a == b).count();
                (r.len(), exact)
            })
            .collect()
    }

    /// Bytes of memory used.
    pub fn size_bytes(&self) -> usize {
        core::mem::size_of::<Self>() + self.lo.capacity() + self.hi.capacity() + self.best.capacity()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_rules::{ByPlayer, Flow, Setup, Variant};

    #[test]
    fn ranks_are_a_bijection() {
        for k in 0..=7 {
            for r in 0..level_len(k) {
                let b = unrank(r as u32, k);
                assert_eq!(b.iter().map(|&s| s as usize).sum::<usize>(), k);
                assert_eq!(rank(&b), r);
            }
        }
        assert_eq!(level_offset(11), 646_646);
    }

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
    }

    /// The board code against `Position::play_unchecked`: legal moves,
    /// the board after the move, captures, the extra move and the awards of
    /// the moves that end the game, on random positions of up to 48 seeds,
    /// whenever the real game does not end by the 25 rule.
    #[test]
    fn board_moves_agree_with_the_rules_crate() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for v in Variant::ALL {
            let rules = v.rules();
            let mut compared = 0;
            for _ in 0..20_000 {
                let span = if rng.below(2) == 0 { 12 } else { 40 };
                let k = 1 + rng.below(span) as usize;
                let mut pits = [0u8; 12];
                for _ in 0..k {
                    pits[rng.below(12) as usize] += 1;
                }
                let left = 48 - k as u8;
                let south = rng.below(u64::from(left.min(24)) + 1) as u8;
                let north = left - south;
                if north > 24 {
                    continue;
                }
                let to_move = if rng.below(2) == 0 { Player::South } else { Player::North };
                let pos = Position::from_setup(Setup { pits, stores: ByPlayer::new(south, north), to_move }).unwrap();
                let b = if to_move == Player::South { pits } else { rotate(&pits) };
                let mut want = 0u8;
                for p in pos.legal_moves(&rules) {
                    want |= 1 << p.relative();
                }
                assert_eq!(legal(&b, &rules), want, "{v:?} {pos}");
                for i in 0..6 {
                    if want & (1 << i) == 0 {
                        continue;
                    }
                    let mut after = pos;
                    let flow = after.play_unchecked(&rules, Pit::of(to_move, i));
                    let me = to_move;
                    let gained = i16::from(after.stores()[me]) - i16::from(pos.stores()[me]);
                    let lost = i16::from(after.stores()[me.opponent()]) - i16::from(pos.stores()[me.opponent()]);
                    match (flow, play(&b, &rules, i)) {
                        (Flow::Over(o), _) if matches!(o.reason, warri_rules::EndReason::ReachedTwentyFive(_)) => continue,
                        (Flow::Over(_), Step::End(e)) => assert_eq!(i16::from(e), gained - lost, "{v:?} {pos} {i}"),
                        (Flow::Over(o), Step::Next { board, gain, passes, .. }) => {
                            // The game ends because the next player is stuck.
                            assert!(matches!(o.reason, warri_rules::EndReason::NoLegalMove(_)), "{v:?} {pos} {i} {o:?}");
                            assert_eq!(legal(&board, &rules), 0);
                            let s = stuck_value(&board, &rules);
                            let e = i16::from(gain) + if passes { -i16::from(s) } else { i16::from(s) };
                            assert_eq!(e, gained - lost, "{v:?} {pos} {i}");
                        }
                        (Flow::Continue { captured, .. }, Step::Next { board, gain, passes, captured: c }) => {
                            assert_eq!(captured, c, "{v:?} {pos} {i}");
                            assert_eq!(i16::from(gain), gained, "{v:?} {pos} {i}");
                            assert_eq!(lost, 0);
                            assert_eq!(after.to_move() == me, !passes, "{v:?} {pos} {i}");
                            let seen = if after.to_move() == Player::South { *after.pits() } else { rotate(after.pits()) };
                            assert_eq!(board, seen, "{v:?} {pos} {i}");
                            assert_ne!(legal(&board, &rules), 0);
                        }
                        (f, s) => panic!("{v:?} {pos} {i}: {f:?} vs {s:?}"),
                    }
                    compared += 1;
                }
            }
            assert!(compared > 20_000, "{v:?}: only {compared} moves compared");
        }
    }

    /// The cycle award against `Position::end_by_repetition`.
    #[test]
    fn cycle_award_agrees_with_the_rules_crate() {
        let mut rng = Rng(12345);
        for v in Variant::ALL {
            let rules = v.rules();
            for _ in 0..2_000 {
                let k = 1 + rng.below(12) as usize;
                let mut pits = [0u8; 12];
                for _ in 0..k {
                    pits[rng.below(12) as usize] += 1;
                }
                let to_move = if rng.below(2) == 0 { Player::South } else { Player::North };
                let left = 48 - k as u8;
                let pos = Position::from_setup(Setup { pits, stores: ByPlayer::new(left / 2, left - left / 2), to_move }).unwrap();
                let mut end = pos;
                let o = end.end_by_repetition(&rules);
                let me = to_move;
                let diff = i16::from(o.awarded[me]) - i16::from(o.awarded[me.opponent()]);
                let b = if me == Player::South { pits } else { rotate(&pits) };
                assert_eq!(i16::from(cycle_value(&b, &rules)), diff, "{v:?} {pos}");
            }
        }
    }
}
