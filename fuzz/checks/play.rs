//! The checks of the fuzz target `play`, in one function, [`run`], that both
//! the libFuzzer target (`fuzz_targets/play.rs`, `cargo xtask fuzz`) and an
//! ordinary test (`crates/warri-rules/tests/fuzz_corpus.rs`, run by `cargo
//! test` over a seeded corpus) call, so the checks cannot rot between fuzzing
//! runs. It uses nothing but `warri-rules` and `core`.
//!
//! Arbitrary bytes drive a game of warri; the rules must never panic and
//! never lose or create a seed. The input is read as:
//! - byte 0: the variant (`byte % 6`, in `Variant::ALL` order); if its high
//!   bit is set, a position in the notation of the README (`warri`'s
//!   "Positions") follows, up to the first `\n` (not UTF-8, or not a valid
//!   position: the input ends there, after checking that the parse error has
//!   a message);
//! - every following byte is one move: `0xF0..=0xFF` names a pit directly
//!   (`byte & 0x0F`, 12–15 being no pit at all), which exercises the
//!   illegal-move path; any other byte is an index into the legal moves
//!   (`byte % number of legal moves`), or, once the game is over, a pit
//!   (`byte % 12`) that must be refused.
//!
//! After every move: the seeds total 48, the trace starts with the pickup and
//! its end (if any) matches the outcome, a game is over exactly when it has
//! no legal move, an illegal move is refused and changes nothing.

use warri_rules::{EndReason, Game, IllegalMove, Pit, Position, Step, Variant, TOTAL_SEEDS};

/// What one input exercised, so that a test can check that its corpus
/// reaches every path of [`run`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reached {
    /// Positions read from the input and accepted.
    pub positions_read: usize,
    /// Position texts refused (malformed, or not 48 seeds, or not UTF-8).
    pub positions_refused: usize,
    /// Moves played.
    pub moves_played: usize,
    /// Illegal moves refused while the game went on.
    pub illegal_refused: usize,
    /// Moves refused because the game was over.
    pub after_end_refused: usize,
    /// Games that ended, by [`EndReason::key`] in the order twenty-five,
    /// grand-slam, no-legal-move, repetition.
    pub ended: [usize; 4],
}

impl core::ops::AddAssign for Reached {
    /// Adds up what several inputs reached.
    fn add_assign(&mut self, r: Reached) {
        self.positions_read += r.positions_read;
        self.positions_refused += r.positions_refused;
        self.moves_played += r.moves_played;
        self.illegal_refused += r.illegal_refused;
        self.after_end_refused += r.after_end_refused;
        for (t, e) in self.ended.iter_mut().zip(r.ended) {
            *t += e;
        }
    }
}

fn total(p: &Position) -> u32 {
    p.pits().iter().map(|&s| u32::from(s)).sum::<u32>() + u32::from(p.stores().south) + u32::from(p.stores().north)
}

fn reason_index(reason: EndReason) -> usize {
    match reason {
        EndReason::ReachedTwentyFive(_) => 0,
        EndReason::GrandSlam(_) => 1,
        EndReason::NoLegalMove(_) => 2,
        EndReason::Repetition => 3,
        // Only the players end a game so (Game::end_by), never a move.
        EndReason::Resigned(_) | EndReason::DrawAgreed => panic!("a move ended the game by agreement"),
    }
}

/// Plays the input and checks every rule above; panics on the first broken
/// one.
pub fn run(data: &[u8]) -> Reached {
    let mut reached = Reached::default();
    let Some((&head, mut rest)) = data.split_first() else {
        return reached;
    };
    let variant = Variant::ALL[usize::from(head & 0x7F) % Variant::ALL.len()];
    let start = if head & 0x80 != 0 {
        let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        let Ok(text) = core::str::from_utf8(&rest[..end]) else {
            reached.positions_refused += 1;
            return reached;
        };
        rest = rest.get(end + 1..).unwrap_or(&[]);
        match text.parse::<Position>() {
            Ok(p) => {
                assert_eq!(p.to_string().parse::<Position>(), Ok(p), "round trip of {text:?}");
                reached.positions_read += 1;
                p
            }
            Err(e) => {
                assert!(!e.to_string().is_empty(), "empty error for {text:?}");
                reached.positions_refused += 1;
                return reached;
            }
        }
    } else {
        Position::start()
    };

    let mut game = Game::from_position(variant.rules(), start);
    assert_eq!(total(game.position()), u32::from(TOTAL_SEEDS));
    if let Some(outcome) = game.outcome() {
        reached.ended[reason_index(outcome.reason)] += 1;
    }
    for &byte in rest {
        let legal = game.legal_moves();
        assert_eq!(legal.is_empty(), game.is_over(), "{variant:?} {}", game.position());
        let pit = if byte >= 0xF0 {
            match Pit::new(usize::from(byte & 0x0F)) {
                Some(pit) => pit,
                None => continue,
            }
        } else if legal.is_empty() {
            // Over: any move must be refused as such.
            let before = game.clone();
            assert_eq!(game.play(Pit::ALL[usize::from(byte) % 12]), Err(IllegalMove::GameOver));
            assert_eq!(game, before);
            reached.after_end_refused += 1;
            continue;
        } else {
            legal.into_iter().nth(usize::from(byte) % legal.len()).unwrap()
        };
        let before = game.clone();
        match game.play(pit) {
            Ok(trace) => {
                assert!(legal.contains(pit), "{variant:?}: illegal {pit} accepted at {}", before.position());
                assert!(matches!(trace.first(), Some(Step::Pickup { .. })));
                assert_eq!(game.moves().len(), before.moves().len() + 1);
                reached.moves_played += 1;
                match trace.last() {
                    Some(Step::End(outcome)) => {
                        assert_eq!(Some(outcome), game.outcome());
                        assert_eq!(outcome.score, game.position().stores());
                        assert!(!outcome.to_string().is_empty());
                        reached.ended[reason_index(outcome.reason)] += 1;
                    }
                    _ => assert!(!game.is_over(), "{variant:?}: over without an end step after {pit}"),
                }
            }
            Err(e) => {
                assert!(!legal.contains(pit), "{variant:?}: legal {pit} refused at {}: {e}", before.position());
                assert!(!e.to_string().is_empty());
                assert_eq!(game, before, "an illegal move changed the game");
                if before.is_over() {
                    reached.after_end_refused += 1;
                } else {
                    reached.illegal_refused += 1;
                }
            }
        }
        assert_eq!(total(game.position()), u32::from(TOTAL_SEEDS), "{variant:?} after {pit}: {}", game.position());
    }
    reached
}
