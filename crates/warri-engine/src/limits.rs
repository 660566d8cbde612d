//! How a search is limited. The engine never reads a clock: the caller's
//! [`Handler`] decides when to stop (a time limit natively with
//! `std::time::Instant`, in the browser with `performance.now()`), and hears
//! about each finished iteration.

use warri_rules::Pit;

use crate::Score;

/// What the search reports after each completed depth, and once more when
/// a stopped depth found a better move than the last one's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Depth completed (or, with `lower_bound`, stopped).
    pub depth: u32,
    /// Score of the best move, for the player to move.
    pub score: Score,
    /// The depth was stopped before every move was searched: its best
    /// move so far beat the last depth's, and `score` is that move's exact
    /// value at this depth, a lower bound on the position's.
    pub lower_bound: bool,
    /// Nodes searched so far.
    pub nodes: u64,
    /// The principal variation, best move first.
    pub pv: Vec<Pit>,
}

/// The caller's side of a search.
pub trait Handler {
    /// Asked every few thousand nodes; `true` stops the search at once (the
    /// last completed depth's result is returned).
    fn should_stop(&mut self, nodes: u64) -> bool;

    /// Called after each completed depth, and for the better move of a
    /// stopped one (`Info::lower_bound`).
    fn on_iteration(&mut self, _info: &Info) {}
}

/// Stops after a number of nodes (or never, with `u64::MAX`).
#[derive(Clone, Copy, Debug)]
pub struct NodeLimit(pub u64);

impl Handler for NodeLimit {
    fn should_stop(&mut self, nodes: u64) -> bool {
        nodes >= self.0
    }
}

/// Never stops early: the depth limit alone ends the search.
pub fn unlimited() -> NodeLimit {
    NodeLimit(u64::MAX)
}
