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
//! itself is the only one "seen" for repetition (docs/rules.md 1.7 step 9). Two
//! decisions:
//!
//! - **The 25 rule is ignored** (docs/rules.md 1.7 step 5): the stores are not part of
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
//!   repetition with the cycle award. The moves and the awards are the
//!   rules crate's own kernel's ([`warri_rules::Board::advance`],
//!   [`warri_rules::Board::shares`]): a board has no stores, so no 25 rule.
//!
//! # Repetition: why some positions are not covered
//!
//! A repetition ends the game with the cycle award *of the position that
//! repeated*, so the value depends on the path: which position closes the
//! loop first decides the award. Deciding such "first repetition" games is
//! hard in general (directed vertex geography is a special case), and here
//! the non-capturing moves of one seed count form one huge strongly
//! connected component (about 90% of the 10- or 12-seed boards). The tables
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
//! Coverage (boards with an exact value) of the 12-seed tables: 24% of the
//! 12-seed boards for Abapa, Wari, Caribbean and Wahree (35% of all
//! 2,704,156 boards up to 12 seeds; 100% up to 3 seeds and at 5, 85–87% at
//! 4, 6 and 7, 64–68% at 8 and 9, 39–40% at 10 and 11), and for Bridgetown,
//! whose split award leaves little to decide, 100% but at 11 seeds (99%:
//! 10,313 boards open), 99.6% in all. The rest are the long capture-free
//! shuffles where who closes which cycle decides the award. `cargo bench
//! --bench tables` prints the figures (per seed count, as counts too).
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
//! search every covered board up to 3 seeds, a random sample up to 6
//! seeds (values, bounds, best moves, win/draw/loss for any stores) with
//! exhaustive search or certificates, and 204 random boards of 7 to 12
//! seeds per variant, by induction (only the tables' values of boards with
//! fewer seeds are taken as known, for the positions a capture reaches).
//! A certificate is a strategy of one player and the graph of every play
//! the opponent can answer with: every
//! play ends at an exit of that graph or by repeating a position on one of
//! its cycles, so the worst of those bounds the result, whatever the
//! strategy; the two players' certificates together prove a value.
//! `examples/tables_verify.rs` checks every board of the 12-seed tables
//! that way (certificates for all positions at once, seed count by seed
//! count, using what is proved below; then per position certificates and
//! exhaustive search within a budget): every value, bound and best move of
//! every variant is proved except a few dozen claims per variant that no
//! affordable search settles (30 in Abapa, Wari and Wahree, 58 in
//! Caribbean, none in Bridgetown; at 10 seeds they all hung on two 4-seed
//! positions settled by step 3); no claim has ever been refuted.
//!
//! # Index, memory and modules
//!
//! A board is seen from the player to move (his pits first), which halves
//! the tables (the rules are symmetric); boards with `k` seeds are ranked by
//! the colex rank of their stars-and-bars bar positions, after all boards
//! with fewer seeds (`index`). Each board has three bytes:
//! the two bounds and the best-move mask (with a history-free flag). Ten
//! seeds: 646,646 boards, 1.9 MB; twelve: 2,704,156 boards, 8.1 MB. No
//! threads and no clock: the build runs in a wasm worker as is.
//!
//! The build's cost is random memory access over each level's one giant
//! component (about 90% of its boards: 1.2 million at 12 seeds, 2.5 million
//! lift nodes), so it keeps that component's graph flat and small: the
//! level's moves are the graph the components are found in (exits skipped),
//! the lift stores one copy of the component's graph (with its reverse) and
//! computes a node's copy from its number, and the attractor passes keep
//! each node's state in two bit sets and its move counter in one byte (a
//! defender's kept from threshold to threshold), and look at a node's exit
//! only at the threshold equal to it. Twelve seeds, on a
//! shared 2-core machine: 2.5–3.5 s of CPU natively (4.1–5.6 s before these
//! changes; the tables are identical, byte for byte), 3.0–3.8 s in a
//! Chromium worker (5.3–6.4 s before), and about 200 MB of wasm memory at
//! the peak (240 MB before; the level of 12 seeds has 1.35 million boards
//! and 6.7 million moves). Ten seeds: 0.44–0.51 s of CPU natively. The
//! tables would compress to 1.5–2.2 MB a variant (brotli; 2.7–2.8 MB gzip),
//! which a worker could fetch instead of building them: faster on a fast
//! link, but not smaller than building (nothing to fetch), so not done.
//!
//! The modules follow the build: `index` (where a board lives), `moves`
//! (one level's moves through the rules kernel), `graph` (components and
//! lifts), `attractor` (step 2), `proof` (step 3) and `build` (the levels,
//! component by component); this file holds the finished tables and their
//! probes.

mod attractor;
mod build;
mod graph;
mod index;
mod moves;
mod proof;
mod transfer;

use warri_rules::{MoveSet, Pit, Position, Rules, WinnerRule};

pub use transfer::NotTables;

/// Seeds on the board the game's tables cover (the worker, the CLI, the
/// measurements): every board with up to 12 seeds, 2.7 million boards,
/// 8.1 MB, built in about 3 s natively and 3–4 s in a browser worker
/// (module docs, "Index, memory and modules").
pub const TABLE_SEEDS: u8 = 12;

/// Largest `max_seeds` tables are built for; larger requests are clamped
/// (12 seeds: 2.7 million boards, 8.1 MB).
pub const MAX_TABLE_SEEDS: u8 = 12;

/// "No value" in bound arrays.
const NONE: i8 = i8::MIN;

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

impl Tables {
    /// Whether these rules have tables: not where the result depends on more
    /// than the seeds left ([`WinnerRule::ReachTwentyFive`], i.e.
    /// Speightstown).
    pub fn exist_for(rules: &Rules) -> bool {
        rules.winner != WinnerRule::ReachTwentyFive
    }

    /// Builds the tables for these rules, for every position with at most
    /// `max_seeds` seeds on the board (clamped to [`MAX_TABLE_SEEDS`]).
    /// Returns `None` for rules where the result does not depend only on the
    /// seeds left ([`WinnerRule::ReachTwentyFive`], i.e. Speightstown).
    pub fn build(rules: &Rules, max_seeds: u8) -> Option<Tables> {
        if !Tables::exist_for(rules) {
            return None;
        }
        let max_seeds = max_seeds.min(MAX_TABLE_SEEDS);
        let total = index::level_offset(max_seeds as usize + 1);
        let mut t = Tables { rules: *rules, max_seeds, lo: vec![0; total], hi: vec![0; total], best: vec![0; total] };
        for k in 0..=max_seeds as usize {
            t.build_level(k);
        }
        Some(t)
    }

    /// The largest seed count covered.
    pub fn max_seeds(&self) -> u8 {
        self.max_seeds
    }

    /// The table index of a position, if its seed count is covered.
    fn index(&self, position: &Position) -> Option<usize> {
        (position.on_board() <= self.max_seeds).then(|| index::index(position.board()))
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
                let r = index::level_offset(k)..index::level_offset(k + 1);
                let exact = self.lo[r.clone()].iter().zip(&self.hi[r.clone()]).filter(|(a, b)| a == b).count();
                (r.len(), exact)
            })
            .collect()
    }

    /// The raw arrays (lower bounds, upper bounds, best-move masks with the
    /// history-free bit), indexed as the tables index boards: for checksums
    /// and for measuring a shipped copy (`examples/tables_verify.rs`).
    #[doc(hidden)]
    pub fn raw(&self) -> (&[i8], &[i8], &[u8]) {
        (&self.lo, &self.hi, &self.best)
    }

    /// Bytes of memory used.
    pub fn size_bytes(&self) -> usize {
        core::mem::size_of::<Self>() + self.lo.capacity() + self.hi.capacity() + self.best.capacity()
    }
}
