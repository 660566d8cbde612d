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

use std::ops::ControlFlow;
use std::sync::{Arc, OnceLock};

use arrayvec::ArrayVec;

use warri_rules::{Flow, Game, MoveSet, Pit, Player, Position, Rules, SinceCapture};

use crate::eval::{evaluate, Weights};
use crate::limits::{Handler, Info};
use crate::score::{Proven, Score, MAX_PLY, WIN};
use crate::tables::{Tables, MAX_TABLE_SEEDS};
use crate::tt::{self, Bound, Entry, Table};

pub(crate) const INF: i32 = WIN * 2;
/// In the bound searches of [`crate::analysis`], the value of a leaf the
/// search did not prove: beyond any proven result (wins and losses by at
/// most 48 seeds lie within ±(WIN + 48 000)).
pub(crate) const BEYOND: i32 = WIN + 60_000;

/// How leaves are valued (see [`crate::analysis`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// The evaluation (and the tables' estimates): the ordinary search.
    Normal,
    /// Every unproven leaf is worth less, for the root's mover, than any
    /// proven result: the value is a sound lower bound.
    Lower,
    /// Every unproven leaf is worth more, for the root's mover, than any
    /// proven result: a sound upper bound.
    Upper,
}
/// Whether a stored value may be a proven result: a win, a loss, or 0 (a
/// draw, by repetition among others, cannot be told from an estimate of 0,
/// which is rare and cheap to search again).
fn is_result(v: i32) -> bool {
    Score(v).is_win() || Score(v).is_loss() || v == 0
}

/// How many capture plies the quiescence search follows at most.
const QUIESCENCE: i32 = 6;

/// Seeds on the board at which [`Engine::set_tables_on_need`] builds the
/// tables: from here a deep search reaches positions they cover.
pub const TABLES_NEEDED_AT: u8 = 30;

/// Seeds on the board at which [`Engine::tables_to_build`] hands out the
/// build, so that a game's moves from 40 seeds on give it time to finish
/// (about 5 s natively) before its searches reach [`TABLES_NEEDED_AT`].
pub const TABLES_BUILT_FROM: u8 = 40;

/// Endgame tables built on another thread, handed to the engine that waits
/// for them ([`Engine::tables_to_build`]). Its [`TableBuild::run`] builds
/// them; dropped without running, it tells the engine there will be none,
/// so nothing waits for ever.
pub struct TableBuild {
    rules: Rules,
    max_seeds: u8,
    slot: Arc<OnceLock<Option<Arc<Tables>>>>,
}

impl TableBuild {
    /// Builds the tables (seconds) and hands them over.
    pub fn run(self) {
        let _ = self.slot.set(Tables::build(&self.rules, self.max_seeds).map(Arc::new));
    }
}

impl Drop for TableBuild {
    fn drop(&mut self) {
        let _ = self.slot.set(None);
    }
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
            weights: Weights::DEFAULT,
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
                let v = self.child_value(&pos, &child, d as i32, -INF, INF, 0, Window::Full, handler);
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

    /// For a caller that can build on another thread, an engine set up
    /// with [`Engine::set_tables_on_need`]: once, when a search of `game`
    /// may soon need the tables (at most [`TABLES_BUILT_FROM`] seeds on the
    /// board), the build to run there. From then on searches never wait
    /// for the tables: each probes them from the first search after they
    /// are ready; only [`Engine::prepare`] waits, where the position needs
    /// them.
    pub fn tables_to_build(&mut self, game: &Game) -> Option<TableBuild> {
        let max_seeds = self.tables_wanted(game, TABLES_BUILT_FROM)?;
        let slot = Arc::new(OnceLock::new());
        self.tables_to_come = Some(slot.clone());
        Some(TableBuild { rules: self.rules, max_seeds, slot })
    }

    /// The seeds of the tables set up on need that a search of `game` wants
    /// built now (`from`: the most seeds on the board at which it does),
    /// if they are not built or being built already. No more seeds than
    /// the position has on the board: a search from it reaches no more (a
    /// move never adds seeds to the board). Each seed count is built from
    /// the counts below it alone, so such tables are the first levels of
    /// the larger build, value for value; a later search from a position
    /// with more seeds builds again. From 9 seeds on the board a build
    /// takes an eighth of the time of 12 seeds'.
    fn tables_wanted(&mut self, game: &Game, from: u8) -> Option<u8> {
        let max_seeds = self.tables_on_need?;
        let on_board = game.position().on_board();
        if on_board > from {
            return None;
        }
        if !Tables::exist_for(&self.rules) {
            self.tables_on_need = None;
            return None;
        }
        let full = max_seeds.min(MAX_TABLE_SEEDS);
        let want = full.min(on_board);
        if self.tables_seeds.is_some_and(|built| built >= want) {
            return None;
        }
        if want == full {
            self.tables_on_need = None;
        }
        self.tables_seeds = Some(want);
        Some(want)
    }

    /// Does what a search of `game` needs done first and no time limit
    /// should count, for a search without a clock whose result should not
    /// depend on timing: builds the endgame tables on first need
    /// ([`Engine::set_tables_on_need`]), or waits for the ones being built
    /// ([`Engine::tables_to_build`]), when the position needs them. A
    /// search with a clock does not call it: it never waits.
    pub fn prepare(&mut self, game: &Game) {
        if game.position().on_board() > TABLES_NEEDED_AT {
            return;
        }
        if let Some(slot) = &self.tables_to_come {
            slot.wait();
        }
        self.build_on_need(game);
        self.take_ready_tables();
    }

    /// Builds the tables set up on need when the position needs them (an
    /// engine that builds elsewhere has handed the build out already).
    fn build_on_need(&mut self, game: &Game) {
        if let Some(seeds) = self.tables_wanted(game, TABLES_NEEDED_AT) {
            self.tables = Tables::build(&self.rules, seeds).map(Arc::new);
            self.tt.clear();
        }
    }

    /// Takes the tables built elsewhere, if they are ready.
    fn take_ready_tables(&mut self) {
        if let Some(ready) = self.tables_to_come.as_ref().and_then(|slot| slot.get()) {
            self.tables = ready.clone();
            self.tables_to_come = None;
            self.tt.clear();
        }
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
            let v = self.child_value(pos, c, depth, alpha, INF, 0, Window::first(i == 0), h);
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

    /// The legal moves played out (on the stack: a node allocates nothing).
    pub(crate) fn children(&self, pos: &Position, legal: MoveSet) -> Children {
        let me = pos.to_move();
        legal
            .map(|pit| {
                let mut after = *pos;
                let flow = after.play_unchecked(&self.rules, pit);
                let gain = i32::from(after.stores()[me]) - i32::from(pos.stores()[me]);
                Child { pit, pos: after, flow, gain }
            })
            .collect()
    }

    /// The moves that capture or end the game, largest capture first (what
    /// the quiescence searches follow).
    fn captures(&self, pos: &Position, legal: MoveSet) -> Children {
        let mut children = self.children(pos, legal);
        children.retain(|c| c.gain > 0 || matches!(c.flow, Flow::Over(_)));
        children.sort_by_key(|c| std::cmp::Reverse(c.gain));
        children
    }

    /// The children in search order: table move, captures (largest first),
    /// killers, then by history.
    fn ordered(&self, pos: &Position, legal: MoveSet, tt_move: Option<Pit>, ply: usize) -> Children {
        let me = pos.to_move();
        let mut children = self.children(pos, legal);
        let killers = self.killers[ply.min(self.killers.len() - 1)];
        let history = &self.history[me.index()];
        children.sort_by_key(|c| {
            let rank = if Some(c.pit) == tt_move {
                i64::MAX
            } else if c.gain > 0 || matches!(c.flow, Flow::Over(_)) {
                1_000_000_000 + i64::from(c.gain)
            } else if killers[0] == Some(c.pit) {
                900_000_000
            } else if killers[1] == Some(c.pit) {
                800_000_000
            } else {
                i64::from(history[c.pit.index()])
            };
            std::cmp::Reverse(rank)
        });
        children
    }

    /// The value, for the player to move at `pos`, of playing `child`,
    /// searched as `how` says.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn child_value(
        &mut self,
        pos: &Position,
        child: &Child,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: i32,
        how: Window,
        h: &mut impl Handler,
    ) -> i32 {
        let me = pos.to_move();
        match child.flow {
            Flow::Over(outcome) => Score::of_outcome(&outcome, me, ply + 1).0,
            Flow::Continue { captured, legal } => {
                let Some(mark) = self.path.enter(*child.pos.board(), captured) else {
                    let mut end = child.pos;
                    let outcome = end.end_by_repetition(&self.rules);
                    return Score::of_outcome(&outcome, me, ply + 1).0;
                };
                let key_before = self.path_key;
                let board = tt::board_key(child.pos.board());
                self.path_key = if captured { board } else { key_before ^ board };
                let same = child.pos.to_move() == me;
                let mut search = |s: &mut Self, d: i32, a: i32, b: i32| {
                    if same {
                        s.negamax(&child.pos, legal, d, a, b, ply + 1, h)
                    } else {
                        -s.negamax(&child.pos, legal, d, -b, -a, ply + 1, h)
                    }
                };
                let v = match how {
                    Window::Full => search(self, depth - 1, alpha, beta),
                    Window::Scout(reduce) => {
                        // A null window first (reduced for a late quiet
                        // move); the full depth, then the full window, only
                        // where the move may be better than alpha.
                        let mut v = search(self, depth - 1 - reduce, alpha, alpha + 1);
                        if v > alpha && reduce > 0 {
                            v = search(self, depth - 1, alpha, alpha + 1);
                        }
                        if v > alpha && v < beta && beta - alpha > 1 {
                            v = search(self, depth - 1, alpha, beta);
                        }
                        v
                    }
                };
                self.path.leave(mark);
                self.path_key = key_before;
                v
            }
        }
    }

    /// The value of a position covered by the endgame tables, when it is the
    /// real game's: the position is the only one since the last capture (or
    /// the root's history), or no earlier position can repeat from it. The
    /// win, draw or loss is then exact; the margin is the tables' (the game
    /// played out, ignoring the 25 rule), a tie-break between wins.
    fn probe(&self, pos: &Position, ply: i32) -> Option<i32> {
        let tables = self.tables.as_ref()?;
        let gain = i32::from(tables.probe(pos)?);
        if !self.path.is_fresh() && tables.history_free(pos) != Some(true) {
            return None;
        }
        let me = pos.to_move();
        let margin = i32::from(pos.stores()[me]) - i32::from(pos.stores()[me.opponent()]) + gain;
        Some(Score::proven(margin, Proven::by_margin(margin), ply).0)
    }

    /// The value of `pos` for the player to move, searched `depth` plies
    /// within the window (`alpha`, `beta`): the endgame tables where they
    /// decide, the horizon's value at depth 0, the transposition table's
    /// value where it settles the window, else the moves searched in order
    /// (the table's bound narrowing the window in a bound search), the
    /// result stored for the next visit.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        legal: MoveSet,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        h: &mut impl Handler,
    ) -> i32 {
        if self.enter_node(ply, h) {
            return 0;
        }
        let bounding = self.mode != Mode::Normal;
        if !bounding {
            if let Some(v) = self.probe(pos, ply) {
                return v;
            }
        }
        if depth <= 0 || ply >= MAX_PLY - 10 {
            return self.horizon(pos, legal, alpha, beta, ply);
        }
        // A bound search keeps values only right after a capture, where
        // they cannot depend on the line that led there.
        let keep = !bounding || self.path.is_fresh();
        let key = self.key(pos);
        let (tt_move, settled) = self.tt_probe(key, depth, alpha, beta, ply, keep);
        if let Some(v) = settled {
            return v;
        }
        let window = (alpha, beta);
        let mut beta = beta;
        let mut table = None;
        if bounding {
            match self.narrow_by_table(pos, ply, &mut alpha, &mut beta) {
                ControlFlow::Break(t) => return t,
                ControlFlow::Continue(t) => table = t,
            }
        }
        let Some((mut best_value, best_move)) = self.search_moves(pos, legal, tt_move, depth, alpha, beta, ply, h)
        else {
            return 0;
        };
        match table {
            Some((t, true)) => best_value = best_value.max(t),
            Some((t, false)) => best_value = best_value.min(t),
            None => {}
        }
        self.tt_store(key, keep, depth, ply, window, best_value, best_move);
        best_value
    }

    /// Counts a node of [`Engine::negamax`] at `ply` and clears its line;
    /// whether the search is stopped (the handler asked every 1024 nodes).
    fn enter_node(&mut self, ply: i32, h: &mut impl Handler) -> bool {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && h.should_stop(self.nodes) {
            self.stopped = true;
        }
        self.pv[ply as usize].clear();
        self.stopped
    }

    /// The value at the search's horizon: a bound search's leaf
    /// ([`Engine::bound_leaf`]), else the quiescence search's.
    fn horizon(&mut self, pos: &Position, legal: MoveSet, alpha: i32, beta: i32, ply: i32) -> i32 {
        if self.mode != Mode::Normal {
            let fresh = self.path.is_fresh();
            return self.bound_leaf(pos, legal, alpha, beta, ply, QUIESCENCE, fresh);
        }
        self.quiesce(pos, legal, alpha, beta, ply, QUIESCENCE)
    }

    /// What the transposition table knows of the position under `key`:
    /// its best move (searched first), and its value where that settles the
    /// window — stored at least `depth` deep, with a bound that decides,
    /// kept (`keep`) and, when proven, found with the same history.
    #[allow(clippy::too_many_arguments)]
    fn tt_probe(
        &self,
        key: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: i32,
        keep: bool,
    ) -> (Option<Pit>, Option<i32>) {
        let Some(e) = self.tt.get(key) else {
            return (None, None);
        };
        // A proven value holds only with the history it was found with.
        let holds = e.history == self.path_key || !is_result(e.value);
        if !(keep && holds && i32::from(e.depth) >= depth) {
            return (e.best, None);
        }
        let v = Score::rebase(e.value, -ply);
        let settles = match e.bound {
            Bound::Exact => true,
            Bound::Lower => v >= beta,
            Bound::Upper => v <= alpha,
        };
        (e.best, settles.then_some(v))
    }

    /// In a bound search, the tables' bound of `pos` for the player to move
    /// combined with the search's window, as a quiescence search stands
    /// pat: the larger of two lower bounds, the smaller of two upper
    /// bounds, both sound (the search may still find the exact margin).
    /// Breaks with the bound where it alone cuts the window off; else
    /// narrows the window and gives the bound and whether it is the lower
    /// one, for the result to be combined with.
    fn narrow_by_table(
        &self,
        pos: &Position,
        ply: i32,
        alpha: &mut i32,
        beta: &mut i32,
    ) -> ControlFlow<i32, Option<(i32, bool)>> {
        let want_low = (self.mode == Mode::Lower) == (pos.to_move() == self.root_mover);
        let Some(t) = self.table_bound(pos, ply, want_low, self.path.is_fresh()) else {
            return ControlFlow::Continue(None);
        };
        if want_low {
            if t >= *beta {
                return ControlFlow::Break(t);
            }
            *alpha = (*alpha).max(t);
        } else {
            if t <= *alpha {
                return ControlFlow::Break(t);
            }
            *beta = (*beta).min(t);
        }
        ControlFlow::Continue(Some((t, want_low)))
    }

    /// The move loop of [`Engine::negamax`]: the children in search order,
    /// the first with the full window, the rest scouted; the best value and
    /// move, the line raising alpha kept as the node's, a cut-off's quiet
    /// move remembered. `None` when the search was stopped.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        pos: &Position,
        legal: MoveSet,
        tt_move: Option<Pit>,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        h: &mut impl Handler,
    ) -> Option<(i32, Option<Pit>)> {
        let p = ply as usize;
        let mut best_value = -INF;
        let mut best_move = None;
        for (i, c) in self.ordered(pos, legal, tt_move, p).iter().enumerate() {
            self.pv[p + 1].clear();
            let how = match i {
                0 => Window::Full,
                _ => Window::Scout(self.reduction(depth, i, c)),
            };
            let v = self.child_value(pos, c, depth, alpha, beta, ply, how, h);
            if self.stopped {
                return None;
            }
            if v > best_value {
                best_value = v;
                best_move = Some(c.pit);
            }
            if v > alpha {
                alpha = v;
                let (head, tail) = self.pv.split_at_mut(p + 1);
                head[p].clear();
                head[p].push(c.pit);
                head[p].extend_from_slice(&tail[0]);
            }
            if alpha >= beta {
                if c.gain == 0 {
                    self.remember_cutoff(pos.to_move(), c.pit, depth, p);
                }
                break;
            }
        }
        Some((best_value, best_move))
    }

    /// A quiet move that cut the search off at `ply`: the first killer
    /// there (the old first second), and its history raised by depth².
    fn remember_cutoff(&mut self, me: Player, pit: Pit, depth: i32, ply: usize) {
        let k = &mut self.killers[ply];
        if k[0] != Some(pit) {
            k[1] = k[0];
            k[0] = Some(pit);
        }
        self.history[me.index()][pit.index()] += depth * depth;
    }

    /// Stores a node's result under `key`: its bound against the node's
    /// original `window`, its depth (one no probe can use where the value
    /// is not kept), its value from the node's ply and the history it was
    /// found with.
    #[allow(clippy::too_many_arguments)]
    fn tt_store(
        &mut self,
        key: u64,
        keep: bool,
        depth: i32,
        ply: i32,
        window: (i32, i32),
        best_value: i32,
        best: Option<Pit>,
    ) {
        let (alpha0, beta0) = window;
        let bound = if best_value >= beta0 {
            Bound::Lower
        } else if best_value > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let depth = if keep { depth as i16 } else { i16::MIN };
        let (history, value) = (self.path_key, Score::rebase(best_value, ply));
        self.tt.put(Entry { key, history, value, depth, bound, best });
    }

    /// Plies by which the `i`-th move (0-based, in search order) is searched
    /// shallower first (late-move reduction): quiet moves after the table
    /// move, the captures and the killers, at 3 plies or more, in the
    /// ordinary search only (a bound search must see every line whole,
    /// and [`Engine::set_reductions`] turns it off for comparisons with a
    /// plain negamax). A reduced move that may raise alpha is searched
    /// again at full depth, so a reduction changes what is searched first,
    /// never what a proven value means.
    fn reduction(&self, depth: i32, i: usize, c: &Child) -> i32 {
        if !self.reductions || self.mode != Mode::Normal || depth < 3 || i < 3 || c.gain > 0 {
            return 0;
        }
        if matches!(c.flow, Flow::Over(_)) {
            return 0;
        }
        if i >= 5 && depth >= 6 {
            2
        } else {
            1
        }
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

    /// A leaf of a bound search, for the player to move: a sound lower
    /// bound of his value where that is the side the search bounds
    /// (improved by following captures and game-ending moves, whose values
    /// are bounds again), else a sound upper bound. Proven where the
    /// endgame tables' win/draw/loss holds for the real game here (right
    /// after a capture, or where nothing earlier can repeat), with the
    /// widest margins that result allows; otherwise beyond every proven
    /// result ([`BEYOND`]).
    #[allow(clippy::too_many_arguments)]
    fn bound_leaf(
        &mut self,
        pos: &Position,
        legal: MoveSet,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        left: i32,
        fresh: bool,
    ) -> i32 {
        let me = pos.to_move();
        let want_low = (self.mode == Mode::Lower) == (me == self.root_mover);
        let stand = self.table_bound(pos, ply, want_low, fresh).unwrap_or(if want_low { -BEYOND } else { BEYOND });
        if !want_low || stand >= beta || left == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        for c in self.captures(pos, legal) {
            self.nodes += 1;
            let v = match c.flow {
                Flow::Over(o) => Score::of_outcome(&o, me, ply + 1).0,
                Flow::Continue { legal, .. } => {
                    if c.pos.to_move() == me {
                        self.bound_leaf(&c.pos, legal, alpha, beta, ply + 1, left - 1, true)
                    } else {
                        -self.bound_leaf(&c.pos, legal, -beta, -alpha, ply + 1, left - 1, true)
                    }
                }
            };
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The endgame tables' bound of a position's value for the player to
    /// move, when their win/draw/loss is the real game's (`fresh`: nothing
    /// before it since the last capture; or nothing earlier can repeat from
    /// it): the lower bound if `low`, else the upper one. The tables ignore
    /// the 25 rule, so only the win/draw/loss is taken from them; the
    /// margin is the widest that result allows.
    fn table_bound(&self, pos: &Position, ply: i32, low: bool, fresh: bool) -> Option<i32> {
        let tables = self.tables.as_ref()?;
        let (lo, hi) = tables.bounds(pos)?;
        if !fresh && tables.history_free(pos) != Some(true) {
            return None;
        }
        let me = pos.to_move();
        let (mine, theirs) = (i32::from(pos.stores()[me]), i32::from(pos.stores()[me.opponent()]));
        let board = i32::from(pos.on_board());
        let gain = i32::from(if low { lo } else { hi });
        let class = (mine - theirs + gain).signum();
        let late = MAX_PLY - 20;
        Some(match (class, low) {
            (0, _) => 0,
            (1, true) => Score::proven(1, Proven::Win, late).0,
            (1, false) => Score::proven(mine + board - theirs, Proven::Win, ply).0,
            (_, true) => Score::proven(-(theirs + board - mine), Proven::Loss, ply).0,
            (_, false) => Score::proven(-1, Proven::Loss, late).0,
        })
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

    /// The static value of a leaf: where the endgame tables cover the board
    /// (and [`Engine::set_table_estimates`] is on), the final margin their
    /// value from a fresh start promises, in centi-seeds — not proven, as
    /// the history may change it, but a far better guess than the
    /// evaluation; otherwise the evaluation.
    fn leaf(&self, pos: &Position) -> i32 {
        if self.table_estimates {
            if let Some((lo, hi)) = self.tables.as_ref().and_then(|t| t.bounds(pos)) {
                let me = pos.to_move();
                let diff = i32::from(pos.stores()[me]) - i32::from(pos.stores()[me.opponent()]);
                return 100 * diff + 50 * (i32::from(lo) + i32::from(hi));
            }
        }
        evaluate(pos, &self.weights)
    }

    /// Follows captures (and game-ending moves) until the position is quiet
    /// (at most `left` plies: no stop check is needed in between).
    fn quiesce(&mut self, pos: &Position, legal: MoveSet, mut alpha: i32, beta: i32, ply: i32, left: i32) -> i32 {
        let stand = self.leaf(pos);
        if stand >= beta || left == 0 || !self.quiescence {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let me = pos.to_move();
        for c in self.captures(pos, legal) {
            self.nodes += 1;
            let v = match c.flow {
                Flow::Over(o) => Score::of_outcome(&o, me, ply + 1).0,
                Flow::Continue { legal, .. } => {
                    if c.pos.to_move() == me {
                        self.quiesce(&c.pos, legal, alpha, beta, ply + 1, left - 1)
                    } else {
                        -self.quiesce(&c.pos, legal, -beta, -alpha, ply + 1, left - 1)
                    }
                }
            };
            if v > best {
                best = v;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }
}
