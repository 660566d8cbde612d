//! The static evaluation: what strong players value, in centi-seeds for the
//! player to move. Captured seeds dominate; then seeds on one's own side
//! (they count at the end in most variants and feed mobility), mobility,
//! vulnerable pits of 1–2 seeds (the opponent's are targets, one's own are
//! liabilities), and a large accumulation of 12 or more seeds (a "kroo",
//! which laps the board and strikes). The weights were tuned by self-play
//! (`examples/tune.rs`, figures in BENCHMARKS.md): starting from hand-set
//! values, mobility turned out to be worth about a captured seed per pit.

use warri_rules::{Pit, Position};

/// The evaluation weights, in centi-seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per captured seed of difference.
    pub store: i32,
    /// Per seed of difference on the two sides of the board.
    pub side: i32,
    /// Per non-empty pit of difference (mobility).
    pub mobility: i32,
    /// Per opponent pit holding 1 or 2 seeds (a target).
    pub target: i32,
    /// Per own pit holding 1 or 2 seeds (a liability).
    pub liability: i32,
    /// Per own pit holding 12 or more seeds.
    pub kroo: i32,
}

impl Weights {
    /// The default weights, tuned by self-play (`examples/tune.rs`; the
    /// hand-set start was side 12, mobility 14, target 16, liability 10,
    /// kroo 40).
    pub const DEFAULT: Weights = Weights { store: 100, side: 6, mobility: 103, target: 8, liability: 5, kroo: 40 };
}

impl Default for Weights {
    fn default() -> Self {
        Weights::DEFAULT
    }
}

/// Evaluates `pos` for the player to move.
#[inline]
pub fn evaluate(pos: &Position, w: &Weights) -> i32 {
    let me = pos.to_move();
    let opp = me.opponent();
    let stores = pos.stores();
    let mut v = w.store * (i32::from(stores[me]) - i32::from(stores[opp]));
    let (mut side, mut mobility, mut targets, mut liabilities, mut kroos) = (0, 0, 0, 0, 0);
    for r in 0..6 {
        let mine = i32::from(pos.seeds(Pit::of(me, r)));
        let theirs = i32::from(pos.seeds(Pit::of(opp, r)));
        side += mine - theirs;
        mobility += i32::from(mine > 0) - i32::from(theirs > 0);
        targets += i32::from(theirs == 1 || theirs == 2);
        liabilities += i32::from(mine == 1 || mine == 2);
        kroos += i32::from(mine >= 12) - i32::from(theirs >= 12);
    }
    v += w.side * side + w.mobility * mobility + w.target * targets - w.liability * liabilities + w.kroo * kroos;
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_even_and_captures_count_most() {
        let start = Position::start();
        assert_eq!(evaluate(&start, &Weights::DEFAULT), 0);
        let ahead: Position = "4-4-4-4-4-4-4-4-4-4-4-0-4-0-S".parse().unwrap();
        assert!(evaluate(&ahead, &Weights::DEFAULT) >= 350, "4 seeds up");
        let behind: Position = "4-4-4-4-4-4-4-4-4-4-4-0-4-0-N".parse().unwrap();
        assert!(evaluate(&behind, &Weights::DEFAULT) <= -350);
    }
}
