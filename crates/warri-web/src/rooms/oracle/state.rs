//! The oracle — the analysis board's state: whether it is shown, and the
//! latest values the worker found for the position on the board. While it
//! is shown (and the page is visible) it asks the worker again and again
//! with twice the time, so the values deepen; it stops after
//! [`ROUNDS_MS`], when every move is proven, or when it is hidden. A new
//! position (a move, undo, a replay's step) starts again from the first
//! round. Plain Rust, tested natively; the page ([`crate::rooms::game::page`]) holds it
//! and the worker ([`crate::engine::worker`]) answers.

use std::rc::Rc;

use warri_engine::{Analysis, Verdict};

use crate::engine::worker::Failure;

/// The thinking time of each round (ms): the values deepen from a quick
/// first answer to about 20 s of thought in all.
pub const ROUNDS_MS: [u32; 6] = [300, 600, 1_200, 2_400, 4_800, 9_600];

/// The longest round while the computer plays a side: it waits for the
/// worker too.
pub const WITH_COMPUTER_MS: u32 = 1_200;

/// What the oracle knows about the position of one generation of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Oracle {
    /// The [`crate::table::Table::generation`] its values are about.
    pub generation: u32,
    /// Rounds answered for it.
    pub rounds: usize,
    /// The latest values (best first).
    pub analysis: Option<Rc<Analysis>>,
    /// Why the worker could not answer, if it could not.
    pub failed: Option<Failure>,
}

impl Oracle {
    /// The values for `generation`, if they are about it.
    pub fn about(&self, generation: u32) -> Option<Rc<Analysis>> {
        self.analysis.clone().filter(|_| self.generation == generation)
    }

    /// The thinking time of the next round about `generation`; `None` once
    /// it has thought enough (or failed). `cap_ms` limits a round.
    pub fn next_ms(&self, generation: u32, cap_ms: u32) -> Option<u32> {
        if self.generation != generation {
            return Some(ROUNDS_MS[0]);
        }
        if self.failed.is_some() || self.analysis.as_ref().is_some_and(|a| settled(a)) {
            return None;
        }
        let ms = *ROUNDS_MS.get(self.rounds)?;
        // A capped round is not repeated: the last one is the cap.
        (self.rounds == 0 || ROUNDS_MS[self.rounds - 1] < cap_ms).then_some(ms.min(cap_ms))
    }

    /// Takes in the worker's values about `generation`.
    pub fn take(&mut self, generation: u32, analysis: Analysis) {
        self.start(generation);
        self.rounds += 1;
        self.analysis = Some(Rc::new(analysis));
    }

    /// Takes in the worker's failure about `generation`.
    pub fn fail(&mut self, generation: u32, why: Failure) {
        self.start(generation);
        self.failed = Some(why);
    }

    fn start(&mut self, generation: u32) {
        if self.generation != generation {
            *self = Oracle { generation, ..Oracle::default() };
        }
    }
}

/// Whether every move's value is proven and exact: thinking longer would
/// change nothing.
fn settled(a: &Analysis) -> bool {
    a.moves.iter().all(|m| m.exact && !matches!(m.verdict, Verdict::Estimate))
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_engine::{MoveValue, Score};
    use warri_rules::Pit;

    fn values(verdict: Verdict, exact: bool) -> Analysis {
        let pit = Pit::from_letter('C').unwrap();
        let m = MoveValue { pit, score: Score(0), verdict, exact, depth: 3, pv: vec![pit] };
        Analysis { moves: vec![m], depth: 3, nodes: 10 }
    }

    #[test]
    fn each_round_thinks_twice_as_long_until_enough() {
        let mut o = Oracle::default();
        let mut asked = Vec::new();
        while let Some(ms) = o.next_ms(4, u32::MAX) {
            asked.push(ms);
            o.take(4, values(Verdict::Estimate, false));
        }
        assert_eq!(asked, ROUNDS_MS);
        assert_eq!(o.next_ms(5, u32::MAX), Some(ROUNDS_MS[0]), "a new position starts again");
    }

    #[test]
    fn a_capped_round_is_the_last() {
        let mut o = Oracle::default();
        let mut asked = Vec::new();
        while let Some(ms) = o.next_ms(1, WITH_COMPUTER_MS) {
            asked.push(ms);
            o.take(1, values(Verdict::Estimate, false));
        }
        assert_eq!(asked, [300, 600, 1_200]);
    }

    #[test]
    fn proven_values_and_failures_stop_it() {
        let mut o = Oracle::default();
        o.take(2, values(Verdict::Win { min: 4, max: 4 }, true));
        assert_eq!(o.next_ms(2, u32::MAX), None);
        o.take(3, values(Verdict::Win { min: 4, max: 4 }, false));
        assert_eq!(o.next_ms(3, u32::MAX), Some(600), "proven for this history only: go on");
        assert!(o.about(3).is_some() && o.about(2).is_none());
        o.fail(3, Failure::NoAnswer);
        assert_eq!(o.next_ms(3, u32::MAX), None);
        assert!(o.about(3).is_some(), "the values found stay");
    }
}
