//! The leaves of the analysis's bound searches ([`crate::analysis`]): an
//! unproven leaf is worth less (or more), for the root's mover, than any
//! proven result, and the endgame tables' bounds settle what they can.

use warri_rules::Position;

use super::{Engine, Node, Span};
use crate::score::{Proven, Score, MAX_PLY, WIN};

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

/// In the bound searches of [`crate::analysis`], the value of a leaf the
/// search did not prove: beyond any proven result (wins and losses by at
/// most 48 seeds lie within ±(WIN + 48 000)).
pub(crate) const BEYOND: i32 = WIN + 60_000;

impl Engine {
    /// A leaf of a bound search, for the player to move: a sound lower
    /// bound of his value where that is the side the search bounds
    /// (improved by following captures and game-ending moves, whose values
    /// are bounds again), else a sound upper bound. Proven where the
    /// endgame tables' win/draw/loss holds for the real game here (right
    /// after a capture, or where nothing earlier can repeat), with the
    /// widest margins that result allows; otherwise beyond every proven
    /// result ([`BEYOND`]). `span.depth` is how many capture plies it
    /// still follows.
    pub(super) fn bound_leaf(&mut self, node: Node, span: Span, fresh: bool) -> i32 {
        let Node { pos, ply, .. } = node;
        let me = pos.to_move();
        let want_low = (self.mode == Mode::Lower) == (me == self.root_mover);
        let stand = self.table_bound(pos, ply, want_low, fresh).unwrap_or(if want_low { -BEYOND } else { BEYOND });
        if !want_low || stand >= span.beta || span.depth == 0 {
            return stand;
        }
        self.follow_captures(node, span, stand, |e, next, span| e.bound_leaf(next, span, true))
    }

    /// The endgame tables' bound of a position's value for the player to
    /// move, when their win/draw/loss is the real game's (`fresh`: nothing
    /// before it since the last capture; or nothing earlier can repeat from
    /// it): the lower bound if `low`, else the upper one. The tables ignore
    /// the 25 rule, so only the win/draw/loss is taken from them; the
    /// margin is the widest that result allows.
    pub(super) fn table_bound(&self, pos: &Position, ply: i32, low: bool, fresh: bool) -> Option<i32> {
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
}
