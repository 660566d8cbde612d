//! The node search: a position's children in search order, each searched
//! with its window (principal-variation search, late-move reductions), the
//! endgame tables and the transposition table consulted first, cut-offs
//! remembered (killers, history) and the result stored.

use std::ops::ControlFlow;

use warri_rules::{Flow, MoveSet, Pit, Player, Position};

use super::{is_result, Child, Children, Engine, Mode, Node, Span, Window, INF};
use crate::limits::Handler;
use crate::score::{Proven, Score, MAX_PLY};
use crate::tt::{self, Bound, Entry};

impl Engine {
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
    pub(super) fn captures(&self, pos: &Position, legal: MoveSet) -> Children {
        let mut children = self.children(pos, legal);
        children.retain(|c| c.gain > 0 || matches!(c.flow, Flow::Over(_)));
        children.sort_by_key(|c| std::cmp::Reverse(c.gain));
        children
    }

    /// The children in search order: table move, captures (largest first),
    /// killers, then by history.
    pub(super) fn ordered(&self, pos: &Position, legal: MoveSet, tt_move: Option<Pit>, ply: usize) -> Children {
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
    pub(crate) fn child_value(
        &mut self,
        at: Node,
        child: &Child,
        span: Span,
        how: Window,
        h: &mut impl Handler,
    ) -> i32 {
        let (pos, ply) = (at.pos, at.ply);
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
                let node = Node { pos: &child.pos, legal, ply: ply + 1 };
                let mut search = |s: &mut Self, depth: i32, alpha: i32, beta: i32| {
                    let span = Span { depth, alpha, beta };
                    if same {
                        s.negamax(node, span, h)
                    } else {
                        -s.negamax(node, span.flipped(), h)
                    }
                };
                let Span { depth, alpha, beta } = span;
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
    pub(super) fn probe(&self, pos: &Position, ply: i32) -> Option<i32> {
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
    pub(super) fn negamax(&mut self, node: Node, span: Span, h: &mut impl Handler) -> i32 {
        let Node { pos, ply, .. } = node;
        let Span { depth, mut alpha, beta } = span;
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
            return self.horizon(node, span);
        }
        // A bound search keeps values only right after a capture, where
        // they cannot depend on the line that led there.
        let keep = !bounding || self.path.is_fresh();
        let key = self.key(pos);
        let (tt_move, settled) = self.tt_probe(key, span, ply, keep);
        if let Some(v) = settled {
            return v;
        }
        let mut beta = beta;
        let mut table = None;
        if bounding {
            match self.narrow_by_table(pos, ply, &mut alpha, &mut beta) {
                ControlFlow::Break(t) => return t,
                ControlFlow::Continue(t) => table = t,
            }
        }
        let Some((mut best_value, best_move)) = self.search_moves(node, tt_move, Span { depth, alpha, beta }, h) else {
            return 0;
        };
        match table {
            Some((t, true)) => best_value = best_value.max(t),
            Some((t, false)) => best_value = best_value.min(t),
            None => {}
        }
        self.tt_store(key, keep, span, ply, (best_value, best_move));
        best_value
    }

    /// Counts a node of [`Engine::negamax`] at `ply` and clears its line;
    /// whether the search is stopped (the handler asked every 1024 nodes).
    pub(super) fn enter_node(&mut self, ply: i32, h: &mut impl Handler) -> bool {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && h.should_stop(self.nodes) {
            self.stopped = true;
        }
        self.pv[ply as usize].clear();
        self.stopped
    }

    /// What the transposition table knows of the position under `key`:
    /// its best move (searched first), and its value where that settles the
    /// window — stored at least `depth` deep, with a bound that decides,
    /// kept (`keep`) and, when proven, found with the same history.
    pub(super) fn tt_probe(&self, key: u64, span: Span, ply: i32, keep: bool) -> (Option<Pit>, Option<i32>) {
        let Span { depth, alpha, beta } = span;
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
    pub(super) fn narrow_by_table(
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
    pub(super) fn search_moves(
        &mut self,
        node: Node,
        tt_move: Option<Pit>,
        span: Span,
        h: &mut impl Handler,
    ) -> Option<(i32, Option<Pit>)> {
        let Node { pos, legal, ply } = node;
        let Span { depth, mut alpha, beta } = span;
        let p = ply as usize;
        let mut best_value = -INF;
        let mut best_move = None;
        for (i, c) in self.ordered(pos, legal, tt_move, p).iter().enumerate() {
            self.pv[p + 1].clear();
            let how = match i {
                0 => Window::Full,
                _ => Window::Scout(self.reduction(depth, i, c)),
            };
            let v = self.child_value(node, c, Span { depth, alpha, beta }, how, h);
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
    pub(super) fn remember_cutoff(&mut self, me: Player, pit: Pit, depth: i32, ply: usize) {
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
    pub(super) fn tt_store(&mut self, key: u64, keep: bool, window: Span, ply: i32, found: (i32, Option<Pit>)) {
        let Span { depth, alpha: alpha0, beta: beta0 } = window;
        let (best_value, best) = found;
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
    pub(super) fn reduction(&self, depth: i32, i: usize, c: &Child) -> i32 {
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
}
