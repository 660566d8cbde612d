//! Property tests (proptest) of the rules in every variant, along random
//! legal games from the start and from random 48-seed positions (moves are
//! picked by proptest-generated indices into the legal moves):
//!
//! - the 48 seeds are conserved (pits plus stores) after every ply;
//! - every game ends, well within 2000 plies;
//! - the legal moves are non-empty pits of the player to move, exactly the
//!   pits [`Game::check`] accepts, and an illegal move changes nothing;
//! - replaying a move's [`Step`] trace on the board before the move gives
//!   the board after it, pits and stores exactly (also the opening trace of a
//!   position that is over at once);
//! - the position notation round-trips (parse → format → parse) for any valid
//!   [`Setup`], and no string, random or built from the notation's own
//!   characters, makes the [`Setup`]/[`Position`] parser panic; its errors
//!   always say something;
//! - [`MatchScore`]: first to `match_wins` (6 in the Barbados traditions,
//!   else 1), the winner starts the next game, after a draw the other player.

use proptest::prelude::*;
use proptest::sample::Index;
use warri_rules::{ByPlayer, Game, MatchScore, Pit, Player, Position, Setup, Step, Variant, TOTAL_SEEDS};

/// No random game comes near this many plies (repetition ends every game).
const MAX_PLIES: usize = 2000;

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

fn player() -> impl Strategy<Value = Player> {
    prop::sample::select(Player::ALL.to_vec())
}

/// A valid position: the start (either player to move), or 48 seeds dropped
/// one by one into the 12 pits and 2 stores, either evenly or with about half
/// of them in the stores (fewer on the board: slams, stuck players, cycles).
fn position() -> impl Strategy<Value = Position> {
    let slots = prop_oneof![
        prop::collection::vec(0usize..14, 48),
        prop::collection::vec(prop_oneof![0usize..12, 12usize..14], 48),
    ];
    let dropped = (slots, player()).prop_map(|(slots, to_move)| {
        let mut setup = Setup { pits: [0; 12], stores: ByPlayer::new(0, 0), to_move };
        for slot in slots {
            match slot {
                0..=11 => setup.pits[slot] += 1,
                12 => setup.stores.south += 1,
                _ => setup.stores.north += 1,
            }
        }
        Position::from_setup(setup).expect("48 seeds")
    });
    prop_oneof![
        1 => player().prop_map(Position::start_with),
        3 => dropped,
    ]
}

/// Any setup the notation can express: every count 0–48, any total.
fn setup() -> impl Strategy<Value = Setup> {
    (prop::array::uniform12(0u8..=48), 0u8..=48, 0u8..=48, player()).prop_map(|(pits, south, north, to_move)| Setup {
        pits,
        stores: ByPlayer::new(south, north),
        to_move,
    })
}

/// Move choices: indices into the legal moves, used in turn and cyclically.
fn choices() -> impl Strategy<Value = Vec<Index>> {
    prop::collection::vec(any::<Index>(), 1..64)
}

fn total(p: &Position) -> u32 {
    p.pits().iter().map(|&s| u32::from(s)).sum::<u32>() + u32::from(p.stores().south) + u32::from(p.stores().north)
}

/// Plays a game from `start` to its end, calling `check(before, pit, trace,
/// after)` after every ply. Returns the number of plies.
fn play_out(
    v: Variant,
    start: Position,
    choices: &[Index],
    mut check: impl FnMut(&Game, Pit, &[Step], &Game) -> Result<(), TestCaseError>,
) -> Result<usize, TestCaseError> {
    let mut game = Game::from_position(v.rules(), start);
    let mut plies = 0;
    while !game.is_over() {
        let legal: Vec<Pit> = game.legal_moves().collect();
        prop_assert!(!legal.is_empty(), "{v:?}: not over but no legal move at {}", game.position());
        let pit = choices[plies % choices.len()].get(&legal).to_owned();
        let before = game.clone();
        let trace = game.play(pit).map_err(|e| TestCaseError::fail(format!("{v:?}: legal {pit} refused: {e}")))?;
        check(&before, pit, &trace, &game)?;
        plies += 1;
        prop_assert!(plies < MAX_PLIES, "{v:?}: {plies} plies from {start} and not over");
    }
    Ok(plies)
}

/// Replays `trace` on `before`'s pits and stores, checking each step against
/// the board as it goes; returns the pits and stores it ends with.
fn replay(before: &Position, trace: &[Step]) -> Result<([u8; 12], ByPlayer<u8>), TestCaseError> {
    let mut pits = *before.pits();
    let mut stores = before.stores();
    let mut origin = None;
    for (i, step) in trace.iter().enumerate() {
        match *step {
            Step::Pickup { pit, seeds } => {
                prop_assert_eq!(pits[pit.index()], seeds, "step {}: {:?}", i, step);
                prop_assert!(seeds > 0);
                pits[pit.index()] = 0;
                origin = Some(pit);
            }
            Step::Sow { pit, count } => {
                prop_assert!(Some(pit) != origin, "step {}: sowed into the origin", i);
                pits[pit.index()] += 1;
                prop_assert_eq!(pits[pit.index()], count, "step {}: {:?}", i, step);
            }
            Step::SkipOrigin { pit } => prop_assert_eq!(Some(pit), origin, "step {}", i),
            Step::GrandSlam { .. } | Step::ExtraMove { .. } => {}
            Step::Capture { pit, seeds, player } => {
                prop_assert_eq!(pits[pit.index()], seeds, "step {}: {:?}", i, step);
                prop_assert!(matches!(seeds, 2 | 3), "step {}: captured {}", i, seeds);
                prop_assert!(pit.owner() == player.opponent(), "step {}: captured from own row", i);
                pits[pit.index()] = 0;
                stores[player] += seeds;
            }
            Step::Award { pit, seeds, player } => {
                prop_assert!(pits[pit.index()] >= seeds, "step {}: {:?}", i, step);
                pits[pit.index()] -= seeds;
                stores[player] += seeds;
            }
            Step::End(outcome) => {
                prop_assert_eq!(i, trace.len() - 1, "End is not the last step");
                prop_assert_eq!(outcome.score, stores);
                prop_assert_eq!(u32::from(outcome.left_on_board), pits.iter().map(|&s| u32::from(s)).sum::<u32>());
            }
        }
    }
    Ok((pits, stores))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn seeds_are_conserved(v in variant(), start in position(), choices in choices()) {
        prop_assert_eq!(total(&start), u32::from(TOTAL_SEEDS));
        let g = Game::from_position(v.rules(), start);
        prop_assert_eq!(total(g.position()), 48);
        play_out(v, start, &choices, |_, pit, _, after| {
            prop_assert_eq!(total(after.position()), 48, "{:?} after {}: {}", v, pit, after.position());
            Ok(())
        })?;
    }

    #[test]
    fn every_game_ends(v in variant(), start in position(), choices in choices()) {
        let plies = play_out(v, start, &choices, |_, _, _, _| Ok(()))?;
        prop_assert!(plies < MAX_PLIES);
    }

    #[test]
    fn legal_moves_are_own_non_empty_pits(v in variant(), start in position(), choices in choices()) {
        let check = |g: &Game| -> Result<(), TestCaseError> {
            let legal = g.legal_moves();
            match g.to_move() {
                None => {
                    prop_assert!(legal.is_empty());
                    for pit in Pit::ALL {
                        prop_assert_eq!(g.check(pit), Err(warri_rules::IllegalMove::GameOver));
                    }
                }
                Some(me) => {
                    prop_assert!(!legal.is_empty(), "no legal move but not over: {}", g.position());
                    for pit in Pit::ALL {
                        if legal.contains(pit) {
                            prop_assert_eq!(pit.owner(), me, "{} is not {}'s", pit, me);
                            prop_assert!(g.position().seeds(pit) > 0, "{} is empty", pit);
                            prop_assert_eq!(g.check(pit), Ok(()));
                        } else {
                            let err = g.check(pit);
                            prop_assert!(err.is_err(), "{} not legal but accepted", pit);
                            prop_assert!(!err.unwrap_err().to_string().is_empty());
                            // An illegal move changes nothing.
                            let mut tried = g.clone();
                            prop_assert!(tried.play(pit).is_err());
                            prop_assert_eq!(&tried, g);
                        }
                    }
                }
            }
            Ok(())
        };
        check(&Game::from_position(v.rules(), start))?;
        play_out(v, start, &choices, |_, _, _, after| check(after))?;
    }

    #[test]
    fn replaying_a_trace_gives_the_board_after(v in variant(), start in position(), choices in choices()) {
        // A position over at once: its opening trace is the award.
        let g = Game::from_position(v.rules(), start);
        let (pits, stores) = replay(&start, g.opening_trace())?;
        prop_assert_eq!(&pits, g.position().pits());
        prop_assert_eq!(stores, g.position().stores());
        play_out(v, start, &choices, |before, pit, trace, after| {
            let starts_with_pickup = matches!(trace.first(), Some(Step::Pickup { pit: p, .. }) if *p == pit);
            prop_assert!(starts_with_pickup, "{:?}: the trace of {} starts with {:?}", v, pit, trace.first());
            prop_assert_eq!(after.is_over(), matches!(trace.last(), Some(Step::End(_))));
            let (pits, stores) = replay(before.position(), trace)?;
            prop_assert_eq!(&pits, after.position().pits(), "{:?} {} from {}", v, pit, before.position());
            prop_assert_eq!(stores, after.position().stores(), "{:?} {} from {}", v, pit, before.position());
            if let Some(Step::End(outcome)) = trace.last() {
                prop_assert_eq!(Some(outcome), after.outcome());
            }
            Ok(())
        })?;
    }

    #[test]
    fn notation_round_trips(s in setup()) {
        let text = s.to_string();
        let parsed: Setup = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(parsed, s);
        prop_assert_eq!(parsed.to_string(), text.clone());
        // A Position parses exactly when the setup holds 48 seeds.
        match text.parse::<Position>() {
            Ok(p) => {
                prop_assert_eq!(s.total(), 48);
                prop_assert_eq!(p.setup(), s);
                prop_assert_eq!(p.to_string(), text);
            }
            Err(e) => {
                prop_assert_ne!(s.total(), 48);
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }

    #[test]
    fn positions_round_trip(p in position()) {
        let text = p.to_string();
        prop_assert_eq!(text.parse::<Position>(), Ok(p));
    }

    #[test]
    fn any_string_parses_or_says_why(s in any::<String>()) {
        parse_never_panics(&s)?;
    }

    #[test]
    fn notation_like_strings_parse_or_say_why(s in "[0-9SNsn -]{0,48}") {
        parse_never_panics(&s)?;
    }

    #[test]
    fn token_strings_parse_or_say_why(
        tokens in prop::collection::vec(
            prop::sample::select(vec!["0", "4", "12", "24", "48", "49", "256", "007", "99999999999999999999999", "-", "-", "-", "--", "S", "N", "x", " ", ""]),
            0..40,
        )
    ) {
        parse_never_panics(&tokens.concat())?;
    }

    #[test]
    fn match_score_follows_the_match_rules(
        v in variant(),
        first in player(),
        results in prop::collection::vec(prop_oneof![Just(None), player().prop_map(Some)], 0..30),
    ) {
        let target = if matches!(v, Variant::Speightstown | Variant::Bridgetown) { 6 } else { 1 };
        let mut m = MatchScore::new(&v.rules(), first);
        prop_assert_eq!(m.target, target);
        prop_assert_eq!(m.next_starter, first);
        prop_assert_eq!(m.champion(), None);
        let (mut wins, mut draws, mut starter, mut champion) = (ByPlayer::new(0u8, 0u8), 0u16, first, None);
        for result in results {
            let before = m;
            m.record(result);
            if champion.is_some() {
                // The match is decided: nothing more counts.
                prop_assert_eq!(m, before);
                continue;
            }
            match result {
                Some(p) => {
                    wins[p] += 1;
                    starter = p; // the winner starts the next game
                    if wins[p] == target {
                        champion = Some(p); // the first to the target
                    }
                }
                None => {
                    draws += 1;
                    starter = starter.opponent(); // the one who did not start
                }
            }
            prop_assert_eq!(m.wins, wins);
            prop_assert_eq!(m.draws, draws);
            prop_assert_eq!(m.next_starter, starter);
            prop_assert_eq!(m.champion(), champion);
            prop_assert_eq!(m.games(), u16::from(wins.south) + u16::from(wins.north) + draws);
        }
    }
}

/// Parses `s` as a [`Setup`] and a [`Position`]: a success must round-trip,
/// a failure must have a message.
fn parse_never_panics(s: &str) -> Result<(), TestCaseError> {
    match s.parse::<Setup>() {
        Ok(setup) => prop_assert_eq!(setup.to_string().parse::<Setup>(), Ok(setup)),
        Err(e) => prop_assert!(!e.to_string().is_empty(), "empty message for {:?}", s),
    }
    match s.parse::<Position>() {
        Ok(p) => prop_assert_eq!(p.to_string().parse::<Position>(), Ok(p)),
        Err(e) => prop_assert!(!e.to_string().is_empty(), "empty message for {:?}", s),
    }
    Ok(())
}
