//! Going back in a game and folding a trace: [`Game::at`] against the game
//! played move by move by hand, E11's repetition from an earlier ply, and
//! [`SeedCounts`] against hand-worked counts and the rules' own positions.

mod common;

use common::Rng;
use warri_rules::{EndReason, Game, NoSuchPly, Pit, Player, Position, SeedCounts, Step, Variant, TOTAL_SEEDS};

fn pit(l: char) -> Pit {
    Pit::from_letter(l).unwrap()
}

fn game(v: Variant, pos: &str) -> Game {
    Game::from_position(v.rules(), pos.parse::<Position>().unwrap())
}

/// A game of random legal moves from `start`, with a copy of it after every
/// ply (the first one at the start) and every move's trace.
fn played(v: Variant, start: Position, rng: &mut Rng) -> (Vec<Game>, Vec<Vec<Step>>) {
    let mut g = Game::from_position(v.rules(), start);
    let (mut copies, mut traces) = (vec![g.clone()], Vec::new());
    while !g.is_over() && g.moves().len() < 200 {
        let legal: Vec<Pit> = g.legal_moves().into_iter().collect();
        traces.push(g.play(legal[rng.below(legal.len())]).unwrap());
        copies.push(g.clone());
    }
    (copies, traces)
}

#[test]
fn at_is_the_game_as_it_was_after_that_many_moves() {
    let mut rng = Rng(0x5eed_0019);
    for v in Variant::ALL {
        for _ in 0..8 {
            let (copies, _) = played(v, Position::start(), &mut rng);
            let whole = copies.last().unwrap();
            for (n, copy) in copies.iter().enumerate() {
                assert_eq!(&whole.at(n).unwrap(), copy, "{v:?} ply {n} of {}", whole.moves().len());
            }
            let len = whole.moves().len();
            assert_eq!(whole.at(len + 1), Err(NoSuchPly { asked: len + 1, played: len }));
        }
    }
}

#[test]
fn at_counts_from_the_game_s_own_start() {
    // E1 then E2's position as a fresh start: ply 1 is E1's result, ply 0
    // the start again, and a game from a position goes back to that position.
    let mut g = Game::new(Variant::Abapa.rules());
    g.play(pit('C')).unwrap();
    g.play(pit('f')).unwrap();
    let one = g.at(1).unwrap();
    assert_eq!(one.position().to_string(), "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N");
    assert_eq!((one.moves(), one.to_move()), (&[pit('C')][..], Some(Player::North)));
    assert_eq!(g.at(0).unwrap(), Game::new(Variant::Abapa.rules()));
    let mut e2 = game(Variant::Wari, "2-0-0-3-2-1-1-4-4-4-4-4-10-9-S");
    e2.play(pit('D')).unwrap();
    assert_eq!(e2.at(0).unwrap().position().to_string(), "2-0-0-3-2-1-1-4-4-4-4-4-10-9-S");
    assert_eq!(e2.at(2).unwrap_err().to_string(), "no ply 2 in a game of 1 moves");
}

#[test]
fn e11_the_game_at_an_earlier_ply_remembers_the_positions_that_repeat() {
    for v in Variant::ALL {
        let mut g = game(v, "1-0-0-0-0-0-1-0-0-0-0-0-24-22-S");
        while !g.is_over() {
            g.play(g.legal_moves().into_iter().next().unwrap()).unwrap();
        }
        assert_eq!(g.moves().len(), 12, "{v:?}: docs/rules.md E11");
        let mut before = g.at(11).unwrap();
        assert!(!before.is_over() && !before.since_capture().is_fresh(), "{v:?}");
        // The twelfth move repeats the start: over, as in the whole game.
        before.play(g.moves()[11]).unwrap();
        assert_eq!(before.outcome().map(|o| o.reason), Some(EndReason::Repetition), "{v:?}");
        assert_eq!(before.outcome(), g.outcome());
        // The same position as a fresh start has no history: the move goes on.
        let mut fresh = Game::from_position(v.rules(), *g.at(11).unwrap().position());
        fresh.play(g.moves()[11]).unwrap();
        assert!(!fresh.is_over(), "{v:?}");
    }
}

#[test]
fn last_trace_is_what_the_last_move_returned() {
    let mut rng = Rng(0x1a57);
    for v in Variant::ALL {
        let (copies, traces) = played(v, Position::start(), &mut rng);
        assert_eq!(copies[0].last_trace(), None, "no move yet");
        for (copy, trace) in copies[1..].iter().zip(&traces) {
            assert_eq!(copy.last_trace().as_ref(), Some(trace), "{v:?}");
        }
    }
}

#[test]
fn seed_counts_follow_e1_seed_by_seed() {
    let start = Position::start();
    let mut g = Game::new(Variant::Abapa.rules());
    let trace = g.play(pit('C')).unwrap();
    let counts: Vec<SeedCounts> = SeedCounts::after_each_step(&start, &trace).collect();
    assert_eq!(counts.len(), 5, "the pickup and four drops");
    assert_eq!((counts[0].pits[2], counts[0].hand), (0, 4));
    assert_eq!((counts[1].pits[3], counts[1].pits[4], counts[1].hand), (5, 4, 3));
    assert_eq!(counts[4].pits, [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    assert_eq!(counts[4].hand, 0);
    assert_eq!(SeedCounts::after_all(&start, &[]), SeedCounts::of(&start));
}

#[test]
fn seed_counts_take_captures_and_awards_into_the_stores() {
    // E2: D captures a's two seeds for South.
    let before: Position = "2-0-0-3-2-1-1-4-4-4-4-4-10-9-S".parse().unwrap();
    let trace = game(Variant::Abapa, "2-0-0-3-2-1-1-4-4-4-4-4-10-9-S").play(pit('D')).unwrap();
    let after = SeedCounts::after_all(&before, &trace);
    assert_eq!(after.pits, [2, 0, 0, 0, 3, 2, 0, 4, 4, 4, 4, 4]);
    assert_eq!((after.stores.south, after.stores.north), (12, 9));
    // E10 in Oware Abapa: North cannot move and the seeds left go to North, 22–26.
    let before: Position = "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S".parse().unwrap();
    let trace = game(Variant::Abapa, "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S").play(pit('F')).unwrap();
    let after = SeedCounts::after_all(&before, &trace);
    assert_eq!((after.pits, after.stores.south, after.stores.north), ([0; 12], 22, 26));
}

#[test]
fn seed_counts_end_every_move_at_the_rules_position_after_it() {
    let mut rng = Rng(0xf01d);
    for v in Variant::ALL {
        for _ in 0..8 {
            let (copies, traces) = played(v, Position::start(), &mut rng);
            for (pair, trace) in copies.windows(2).zip(&traces) {
                let (before, after) = (pair[0].position(), pair[1].position());
                for c in SeedCounts::after_each_step(before, trace) {
                    let on_board: u32 = c.pits.iter().map(|&s| u32::from(s)).sum();
                    let total = on_board + u32::from(c.stores.south) + u32::from(c.stores.north) + u32::from(c.hand);
                    assert_eq!(total, u32::from(TOTAL_SEEDS), "{v:?}: seeds are conserved at every step");
                }
                let end = SeedCounts::after_all(before, trace);
                assert_eq!((&end.pits, end.stores, end.hand), (after.pits(), after.stores(), 0), "{v:?}");
            }
        }
    }
}

/// Resigning and agreeing a draw (docs/rules.md 1.10), worked by hand from
/// the start: after South's C (C's 4 seeds to D, E, F and a), North
/// resigns; the stores stay 0–0 and the 48 seeds stay on the board.
#[test]
fn a_resignation_or_an_agreed_draw_ends_the_game_with_the_stores_as_they_are() {
    use warri_rules::{Agreement, Award, ByPlayer, GameOver};
    let mut g = Game::new(Variant::Abapa.rules());
    g.play(pit('C')).unwrap();
    let o = *g.end_by(Agreement::Resigned(Player::North)).unwrap();
    assert_eq!(o.winner, Some(Player::South));
    assert_eq!(o.reason, EndReason::Resigned(Player::North));
    assert_eq!(
        (o.score, o.award, o.awarded, o.left_on_board),
        (ByPlayer::new(0, 0), Award::Kept, ByPlayer::new(0, 0), 48)
    );
    assert!(g.is_over() && g.legal_moves().is_empty() && g.to_move().is_none());
    assert!(g.play(pit('a')).is_err(), "no move after a resignation");
    assert_eq!(g.end_by(Agreement::Draw), Err(GameOver), "an ended game stays as it ended");
    assert_eq!(g.at(1).unwrap(), g, "the whole game keeps its ending");
    assert!(!g.at(0).unwrap().is_over());
    assert_eq!(o.to_string(), "South wins 0–0: North resigned; the 48 seeds on the board are not awarded.");

    let mut d = Game::new(Variant::Wahree.rules());
    let o = *d.end_by(Agreement::Draw).unwrap();
    assert_eq!((o.winner, o.reason, o.left_on_board), (None, EndReason::DrawAgreed, 48));
    assert_eq!(o.reason.agreement(), Some(Agreement::Draw));
}

#[test]
fn an_agreement_is_written_and_read_by_its_key() {
    use warri_rules::Agreement;
    assert_eq!("resign-south".parse(), Ok(Agreement::Resigned(Player::South)));
    assert_eq!("resign-north".parse(), Ok(Agreement::Resigned(Player::North)));
    assert_eq!("draw".parse(), Ok(Agreement::Draw));
    assert!("resign".parse::<Agreement>().is_err() && "Draw".parse::<Agreement>().is_err());
    assert_eq!(EndReason::Repetition.agreement(), None);
}
