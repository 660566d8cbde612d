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
        let stand = self.leaf(node.pos);
        if stand >= span.beta || span.depth == 0 || !self.quiescence {
            return stand;
        }
        self.follow_captures(node, span, stand, |e, next, span| e.quiesce(next, span))
    }

    /// From `stand`, the value of stopping at `node`, follows its captures
    /// and game-ending moves within `span` (`span.depth` plies left), the
    /// position after each valued by `leaf` for its own player to move; the
    /// best for the player to move. The quiescence search's and the bound
    /// searches' leaves ([`Engine::bound_leaf`]) both follow captures so.
    pub(super) fn follow_captures(
        &mut self,
        node: Node,
        span: Span,
        stand: i32,
        leaf: impl Fn(&mut Engine, Node, Span) -> i32 + Copy,
    ) -> i32 {
        let Node { pos, legal, ply } = node;
        let me = pos.to_move();
        let (mut alpha, beta) = (span.alpha.max(stand), span.beta);
        let mut best = stand;
        for c in self.captures(pos, legal) {
            self.nodes += 1;
            let v = match c.flow {
                Flow::Over(o) => Score::of_outcome(&o, me, ply + 1).0,
                Flow::Continue { legal, .. } => {
                    let next = Node { pos: &c.pos, legal, ply: ply + 1 };
                    let span = Span { depth: span.depth - 1, alpha, beta };
                    if c.pos.to_move() == me {
                        leaf(self, next, span)
                    } else {
                        -leaf(self, next, span.flipped())
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
}
