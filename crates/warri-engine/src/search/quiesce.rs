//! The search's horizon: the capture quiescence search and the leaf's
//! evaluation (with the endgame tables' estimate).

use warri_rules::{Flow, Position};

use super::{Engine, Mode, Node, Span};
use crate::eval::evaluate;
use crate::score::Score;

/// How many capture plies the quiescence search follows at most.
const QUIESCENCE: i32 = 6;

impl Engine {
    /// The value at the search's horizon: a bound search's leaf
    /// ([`Engine::bound_leaf`]), else the quiescence search's.
    pub(super) fn horizon(&mut self, node: Node, span: Span) -> i32 {
        let captures = Span { depth: QUIESCENCE, ..span };
        if self.mode != Mode::Normal {
            let fresh = self.path.is_fresh();
            return self.bound_leaf(node, captures, fresh);
        }
        self.quiesce(node, captures)
    }

    /// The static value of a leaf: where the endgame tables cover the board
    /// (and [`Engine::set_table_estimates`] is on), the final margin their
    /// value from a fresh start promises, in centi-seeds — not proven, as
    /// the history may change it, but a far better guess than the
    /// evaluation; otherwise the evaluation.
    pub(super) fn leaf(&self, pos: &Position) -> i32 {
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
    /// (at most `span.depth` plies: no stop check is needed in between).
    pub(super) fn quiesce(&mut self, node: Node, span: Span) -> i32 {
        let Node { pos, legal, ply } = node;
        let Span { depth: left, mut alpha, beta } = span;
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
                    let next = Node { pos: &c.pos, legal, ply: ply + 1 };
                    let span = Span { depth: left - 1, alpha, beta };
                    if c.pos.to_move() == me {
                        self.quiesce(next, span)
                    } else {
                        -self.quiesce(next, span.flipped())
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
