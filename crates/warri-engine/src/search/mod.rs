//! The search: negamax alpha-beta with principal-variation search, iterative
//! deepening, a two-tier transposition table, move ordering (table move,
//! captures, killers, history), late-move reductions of quiet moves (at
//! full strength: [`Engine::set_reductions`]), a capture quiescence search,
//! and endgame-table probes. A depth interrupted by the clock still
//! counts where a move searched whole beat the last depth's best.
//!
//! Variant-aware to the end: every move is played by the rules crate, so
//! terminal values are the variant's own results (Speightstown's 25-or-draw,
//! Bridgetown's split, Wahree's sweep…), a Caribbean extra move keeps the
//! same player to move (the score is not negated), and repetition ends a line
//! exactly as the rules do (first repetition since the last capture, with
//! the variant's cycle award), counting the game's history before the root.
//!
//! Filed by concern: here the engine, its settings and the root's iterative
//! deepening; `node.rs` the node search (move order, windows, the
//! transposition table, the tables' probe); `quiesce.rs` the horizon (the
//! quiescence search, the leaf's value); `bound.rs` the leaves of the
//! analysis's bound searches; `tables.rs` the endgame tables built on need.

use std::sync::{Arc, OnceLock};

use arrayvec::ArrayVec;

use warri_rules::{Flow, Game, MoveSet, Pit, Player, Position, Rules, SinceCapture};

use crate::eval::Weights;
use crate::limits::{Handler, Info};
use crate::score::{Score, MAX_PLY, WIN};
use crate::tables::Tables;
use crate::tt::{self, Bound, Entry, Table};

mod bound;
mod node;
mod quiesce;
mod tables;

pub(crate) use bound::{Mode, BEYOND};
pub use tables::{TableBuild, TABLES_BUILT_FROM, TABLES_NEEDED_AT};

pub(crate) const INF: i32 = WIN * 2;

/// Whether a stored value may be a proven result: a win, a loss, or 0 (a
/// draw, by repetition among others, cannot be told from an estimate of 0,
/// which is rare and cheap to search again).
fn is_result(v: i32) -> bool {
    Score(v).is_win() || Score(v).is_loss() || v == 0
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub best: Pit,
    /// Its score for the player to move.
    pub score: Score,
    /// The deepest depth completed.
    pub depth: u32,
    /// The move comes from the depth after `depth`, stopped part way: it
    /// beat the last completed depth's best there, and `score` is its value
    /// at that depth, a lower bound on the position's.
    pub lower_bound: bool,
    /// Nodes searched.
    pub nodes: u64,
    /// Principal variation, `best` first.
    pub pv: Vec<Pit>,
}

/// How [`Engine::child_value`] searches a child.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Window {
    /// With the whole window (the first move, and every move of a hint).
    Full,
    /// With a null window first, this many plies shallower (a late quiet
    /// move), then again at full depth and with the whole window only if
    /// it may raise alpha (principal-variation search).
    Scout(i32),
}

impl Window {
    /// The whole window for the first move, a null window after it.
    pub(crate) fn first(first: bool) -> Window {
        if first {
            Window::Full
        } else {
            Window::Scout(0)
        }
    }
}

/// A node's children: at most six moves (a player's pits).
pub(crate) type Children = ArrayVec<Child, 6>;

/// A node of the search: a position, its legal moves, and how many plies
/// it lies from the root.
#[derive(Clone, Copy)]
pub(crate) struct Node<'p> {
    pub(crate) pos: &'p Position,
    pub(crate) legal: MoveSet,
    pub(crate) ply: i32,
}

/// What a node is searched for: `depth` plies (at the horizon: captures
/// followed, at most), within the window `alpha`..`beta` of the player to
/// move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    pub(crate) depth: i32,
    pub(crate) alpha: i32,
    pub(crate) beta: i32,
}

impl Span {
    /// `depth` plies with the whole window.
    pub(crate) fn whole(depth: i32) -> Span {
        Span { depth, alpha: -INF, beta: INF }
    }

    /// The same span seen by the other player: the window negated, its ends
    /// swapped.
    pub(crate) fn flipped(self) -> Span {
        Span { alpha: -self.beta, beta: -self.alpha, ..self }
    }
}

/// A move, the position after it and what it led to.
#[derive(Clone, Copy)]
pub(crate) struct Child {
    pub(crate) pit: Pit,
    pub(crate) pos: Position,
    pub(crate) flow: Flow,
    pub(crate) gain: i32,
}

/// The engine: one per variant (its rules), reusable across searches.
pub struct Engine {
    rules: Rules,
    weights: Weights,
    tt: Table,
    tt_bits: u32,
    tables: Option<Arc<Tables>>,
    /// Seeds to build tables for once a search starts near the end.
    tables_on_need: Option<u8>,
    /// The seeds of the tables built on need or being built, if any.
    tables_seeds: Option<u8>,
    /// Tables being built elsewhere ([`Engine::tables_to_build`]).
    tables_to_come: Option<Arc<OnceLock<Option<Arc<Tables>>>>>,
    killers: Vec<[Option<Pit>; 2]>,
    history: [[i32; 12]; 2],
    /// The positions since the last capture along the line searched (the
    /// game's own history first).
    path: SinceCapture,
    /// The [`tt::history_key`] of `path` since its last capture: a proven
    /// value is taken from the transposition table only where it matches.
    path_key: u64,
    /// Triangular principal-variation table: the best line from each ply.
    pv: Vec<Vec<Pit>>,
    nodes: u64,
    stopped: bool,
    quiescence: bool,
    /// Late-move reductions ([`Engine::reduction`]).
    reductions: bool,
    table_estimates: bool,
    /// How leaves are valued; `Normal` outside [`crate::analysis`].
    mode: Mode,
    /// The player to move at the root of a bound search.
    root_mover: Player,
    /// The bound searches' transposition table (swapped with `tt` while
    /// they run; only results right after a capture are stored in it).
    bound_tt: Option<Table>,
}

impl Engine {
    /// An engine for these rules, with a transposition table of 2^18
    /// entries.
    pub fn new(rules: Rules) -> Engine {
        Engine::with_table_bits(rules, 18)
    }

    /// An engine with a transposition table of 2^`bits` entries.
    pub fn with_table_bits(rules: Rules, bits: u32) -> Engine {
        Engine {
            rules,
            weights: Weights::for_rules(&rules),
            tt: Table::new(bits),
            tt_bits: bits,
            tables: None,
            tables_on_need: None,
            tables_seeds: None,
            tables_to_come: None,
            killers: vec![[None; 2]; MAX_PLY as usize + 1],
            history: [[0; 12]; 2],
            path: SinceCapture::new(*Position::start().board()),
            path_key: 0,
            pv: vec![Vec::new(); MAX_PLY as usize + 2],
            nodes: 0,
            stopped: false,
            quiescence: true,
            reductions: true,
            table_estimates: true,
            mode: Mode::Normal,
            root_mover: Player::South,
            bound_tt: None,
        }
    }

    /// The rules the engine plays by.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Uses these evaluation weights.
    pub fn set_weights(&mut self, weights: Weights) {
        self.weights = weights;
        self.tt.clear();
    }

    /// Probes these endgame tables during search (they must be built for
    /// the same rules), or none.
    pub fn set_tables(&mut self, tables: Option<Arc<Tables>>) {
        self.tables = tables;
        self.tables_on_need = None;
        self.tables_seeds = None;
        self.tables_to_come = None;
        self.tt.clear();
    }

    /// The endgame tables the search probes now, if any.
    pub fn tables(&self) -> Option<&Arc<Tables>> {
        self.tables.as_ref()
    }

    /// Builds endgame tables of up to `max_seeds` seeds (if the variant has
    /// them) the first time a search starts from a position with at most
    /// [`TABLES_NEEDED_AT`] seeds on the board, and probes them from then
    /// on. Until then no time or memory is spent on them: a game's opening
    /// never waits for a build it cannot use. A build holds no more seeds
    /// than the board then does; a later search from more builds again
    /// (`tables_wanted`).
    pub fn set_tables_on_need(&mut self, max_seeds: u8) {
        self.tables = None;
        self.tables_on_need = Some(max_seeds);
        self.tables_seeds = None;
    }

    /// Whether leaves the endgame tables cover take the tables' value as an
    /// estimate when it is not exact there (on by default; for measuring).
    pub fn set_table_estimates(&mut self, on: bool) {
        self.table_estimates = on;
        self.tt.clear();
    }

    /// Whether leaves follow captures before evaluating (on by default;
    /// off, leaves are evaluated as they are, as in a plain negamax).
    pub fn set_quiescence(&mut self, on: bool) {
        self.quiescence = on;
        self.tt.clear();
    }

    /// Whether late quiet moves are searched shallower first (on by
    /// default; off, every move is searched to the full depth, as in a
    /// plain negamax).
    pub fn set_reductions(&mut self, on: bool) {
        if self.reductions != on {
            self.reductions = on;
            self.tt.clear();
        }
    }

    /// Forgets the transposition table and move-ordering statistics.
    pub fn clear(&mut self) {
        self.tt.clear();
        if let Some(t) = &mut self.bound_tt {
            t.clear();
        }
        self.history = [[0; 12]; 2];
    }

    /// Searches the game's position by iterative deepening up to
    /// `max_depth` plies, or until the handler stops it; returns the best
    /// move of the last completed depth (of the first one, if the handler
    /// stopped even that). `None` once the game is over.
    pub fn search(&mut self, game: &Game, max_depth: u32, handler: &mut impl Handler) -> Option<SearchResult> {
        let legal = game.legal_moves();
        if legal.is_empty() {
            return None;
        }
        let pos = *game.position();
        self.start(game);
        let mut result: Option<SearchResult> = None;
        let max_depth = max_depth.clamp(1, MAX_PLY as u32 - 10);
        for depth in 1..=max_depth {
            let (value, best, first) = self.root(&pos, legal, depth as i32, handler);
            if self.stopped && result.is_some() {
                // A move that beat the last depth's best (searched first)
                // at this depth, searched whole before the stop, is the
                // better choice; its value is exact at this depth.
                if let Some(r) = result.as_mut().filter(|_| best != first) {
                    r.best = best;
                    r.score = Score(value);
                    r.pv = self.pv[0].clone();
                    r.lower_bound = true;
                    let info = Info { depth, score: r.score, lower_bound: true, nodes: self.nodes, pv: r.pv.clone() };
                    handler.on_iteration(&info);
                }
                break;
            }
            let pv = if self.pv[0].first() == Some(&best) { self.pv[0].clone() } else { vec![best] };
            let info = Info { depth, score: Score(value), lower_bound: false, nodes: self.nodes, pv: pv.clone() };
            result = Some(SearchResult { best, score: Score(value), depth, lower_bound: false, nodes: self.nodes, pv });
            handler.on_iteration(&info);
            if self.stopped {
                break;
            }
            if legal.len() == 1 && depth >= 2 {
                break;
            }
        }
        result.map(|mut r| {
            r.nodes = self.nodes;
            r
        })
    }

    /// Scores every legal move (for hints): iterative deepening to `depth`
    /// plies, each move with a full window; stops with the last completed
    /// depth's scores when the handler says so. Best first. Each completed
    /// depth is reported to the handler, as [`Engine::search`] reports its
    /// depths, with its best move as the principal variation.
    pub fn analyse(&mut self, game: &Game, depth: u32, handler: &mut impl Handler) -> Vec<(Pit, Score)> {
        let legal = game.legal_moves();
        let pos = *game.position();
        self.start(game);
        let mut scored: Vec<(Pit, Score)> = Vec::new();
        for d in 1..=depth.clamp(1, MAX_PLY as u32 - 10) {
            let mut this: Vec<(Pit, Score)> = Vec::new();
            for child in self.children(&pos, legal) {
                let root = Node { pos: &pos, legal, ply: 0 };
                let v = self.child_value(root, &child, Span::whole(d as i32), Window::Full, handler);
                if self.stopped {
                    break;
                }
                this.push((child.pit, Score(v)));
            }
            if self.stopped && !scored.is_empty() {
                break;
            }
            if this.len() == legal.len() {
                if let Some(&(pit, score)) = this.iter().min_by_key(|&&(p, s)| (std::cmp::Reverse(s), p)) {
                    let info = Info { depth: d, score, lower_bound: false, nodes: self.nodes, pv: vec![pit] };
                    handler.on_iteration(&info);
                }
            }
            if this.len() == legal.len() || scored.is_empty() {
                scored = this;
            }
            if self.stopped {
                break;
            }
        }
        scored.sort_by_key(|&(p, s)| (std::cmp::Reverse(s), p));
        scored
    }

    pub(crate) fn start(&mut self, game: &Game) {
        self.build_on_need(game);
        self.take_ready_tables();
        self.path = game.since_capture().clone();
        self.path_key = tt::history_key(self.path.boards());
        self.nodes = 0;
        self.stopped = false;
        self.tt.new_search();
        for k in &mut self.killers {
            *k = [None; 2];
        }
        for side in &mut self.history {
            for h in side.iter_mut() {
                *h /= 8;
            }
        }
    }

    /// One iteration at the root: the best value and move among the moves
    /// searched whole (all of them unless the handler stopped it), and the
    /// move searched first.
    fn root(&mut self, pos: &Position, legal: MoveSet, depth: i32, h: &mut impl Handler) -> (i32, Pit, Pit) {
        let key = tt::hash(pos);
        let tt_move = self.tt.get(key).and_then(|e| e.best);
        let children = self.ordered(pos, legal, tt_move, 0);
        let mut alpha = -INF;
        let mut best = children[0].pit;
        let mut line = vec![best];
        for (i, c) in children.iter().enumerate() {
            self.pv[1].clear();
            let root = Node { pos, legal, ply: 0 };
            let v = self.child_value(root, c, Span { depth, alpha, beta: INF }, Window::first(i == 0), h);
            if self.stopped {
                break;
            }
            if v > alpha {
                alpha = v;
                best = c.pit;
                line.clear();
                line.push(best);
                line.extend_from_slice(&self.pv[1]);
            }
        }
        self.pv[0] = line;
        if !self.stopped {
            let history = self.path_key;
            self.tt.put(Entry {
                key,
                history,
                value: alpha,
                depth: depth as i16,
                bound: Bound::Exact,
                best: Some(best),
            });
        }
        (alpha, best, children[0].pit)
    }

    /// The transposition-table key: the position's, salted in a bound
    /// search by its mode and root mover (their values differ).
    fn key(&self, pos: &Position) -> u64 {
        let key = tt::hash(pos);
        match (self.mode, self.root_mover) {
            (Mode::Normal, _) => key,
            (Mode::Lower, Player::South) => key ^ 0x5bd1_e995_7f4a_7c15,
            (Mode::Lower, Player::North) => key ^ 0x2545_f491_4f6c_dd1d,
            (Mode::Upper, Player::South) => key ^ 0x9e37_79b9_94d0_49bb,
            (Mode::Upper, Player::North) => key ^ 0xbf58_476d_1ce4_e5b9,
        }
    }

    /// Values leaves by `mode` from now on, bounding for `root_mover`
    /// (the bound searches have their own transposition table, swapped in).
    pub(crate) fn set_mode(&mut self, mode: Mode, root_mover: Player) {
        if (self.mode == Mode::Normal) != (mode == Mode::Normal) {
            let bits = self.tt_bits;
            let other = self.bound_tt.get_or_insert_with(|| Table::new(bits));
            std::mem::swap(&mut self.tt, other);
        }
        self.mode = mode;
        self.root_mover = root_mover;
    }

    /// Whether the handler stopped the last search.
    pub(crate) fn was_stopped(&self) -> bool {
        self.stopped
    }

    /// The best line found below the root's child by the last
    /// [`Engine::child_value`] at the root.
    pub(crate) fn child_line(&self) -> &[Pit] {
        &self.pv[1]
    }

    /// Clears the line below the root's child (before valuing one).
    pub(crate) fn clear_child_line(&mut self) {
        self.pv[1].clear();
    }

    /// Whether the tables (if any) mark `pos` history-free: no position
    /// before it can repeat from it.
    pub(crate) fn history_free(&self, pos: &Position) -> bool {
        self.tables.as_ref().and_then(|t| t.history_free(pos)) == Some(true)
    }

    /// Nodes searched since the last start.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }
}
