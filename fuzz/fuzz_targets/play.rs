//! Fuzz target `play`: arbitrary bytes drive a game of warri and the rules
//! engine must never panic and never lose or create a seed.
//!
//! The input is read as:
//! - byte 0: the variant (`byte % 6`, in `Variant::ALL` order); if its high
//!   bit is set, a position in the notation of RULES.md follows, up to the
//!   first `\n` (not UTF-8, or not a valid position: the input is skipped,
//!   after checking that the parse error has a message);
//! - every following byte is one move: `0xF0..=0xFF` names a pit directly
//!   (`byte & 0x0F`, 12–15 being no pit at all), which exercises the
//!   illegal-move path; any other byte is an index into the legal moves
//!   (`byte % number of legal moves`).
//!
//! After every move: the seeds total 48, the trace's end (if any) matches the
//! outcome, a game is over exactly when it has no legal move, an illegal
//! move is refused and changes nothing.
//!
//! Run with `cargo fuzz run play` (nightly); build on stable with
//! `cargo build --manifest-path fuzz/Cargo.toml`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use warri_rules::{Game, IllegalMove, Pit, Position, Step, Variant, TOTAL_SEEDS};

fuzz_target!(|data: &[u8]| run(data));

fn total(p: &Position) -> u32 {
    p.pits().iter().map(|&s| u32::from(s)).sum::<u32>() + u32::from(p.stores().south) + u32::from(p.stores().north)
}

fn run(data: &[u8]) {
    let Some((&head, mut rest)) = data.split_first() else {
        return;
    };
    let variant = Variant::ALL[usize::from(head & 0x7F) % Variant::ALL.len()];
    let start = if head & 0x80 != 0 {
        let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        let Ok(text) = core::str::from_utf8(&rest[..end]) else {
            return;
        };
        rest = rest.get(end + 1..).unwrap_or(&[]);
        match text.parse::<Position>() {
            Ok(p) => {
                assert_eq!(p.to_string().parse::<Position>(), Ok(p), "round trip of {text:?}");
                p
            }
            Err(e) => {
                assert!(!e.to_string().is_empty(), "empty error for {text:?}");
                return;
            }
        }
    } else {
        Position::start()
    };

    let mut game = Game::from_position(variant.rules(), start);
    assert_eq!(total(game.position()), u32::from(TOTAL_SEEDS));
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
            continue;
        } else {
            legal.into_iter().nth(usize::from(byte) % legal.len()).unwrap()
        };
        let before = game.clone();
        match game.play(pit) {
            Ok(trace) => {
                assert!(legal.contains(pit), "{variant:?}: illegal {pit} accepted at {}", before.position());
                assert!(matches!(trace.first(), Some(Step::Pickup { .. })));
                match trace.last() {
                    Some(Step::End(outcome)) => {
                        assert_eq!(Some(outcome), game.outcome());
                        assert_eq!(outcome.score, game.position().stores());
                        assert!(!outcome.to_string().is_empty());
                    }
                    _ => assert!(!game.is_over()),
                }
            }
            Err(e) => {
                assert!(!legal.contains(pit), "{variant:?}: legal {pit} refused at {}: {e}", before.position());
                assert!(!e.to_string().is_empty());
                assert_eq!(game, before, "an illegal move changed the game");
            }
        }
        assert_eq!(total(game.position()), u32::from(TOTAL_SEEDS), "{variant:?} after {pit}: {}", game.position());
    }
}
