//! docs/rules.md section 3, the worked examples E1–E11, in every variant each one
//! names. If one of these fails, the engine disagrees with the specification.

use warri_rules::{Game, Outcome, Pit, Player, Position, Step, Variant};

fn game(v: Variant, pos: &str) -> Game {
    Game::from_position(v.rules(), pos.parse::<Position>().unwrap())
}

fn pit(l: char) -> Pit {
    Pit::from_letter(l).unwrap()
}

fn play(v: Variant, pos: &str, mv: char) -> Game {
    let mut g = game(v, pos);
    g.play(pit(mv)).unwrap_or_else(|e| panic!("{v:?} {pos} {mv}: {e}"));
    g
}

fn score(o: &Outcome) -> (u8, u8) {
    (o.score.south, o.score.north)
}

#[test]
fn e1_to_e5_plain_moves_in_every_variant() {
    let cases = [
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", 'C', "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N"),
        ("2-0-0-3-2-1-1-4-4-4-4-4-10-9-S", 'D', "2-0-0-0-3-2-0-4-4-4-4-4-12-9-N"),
        ("1-2-0-0-4-0-3-1-2-0-5-1-14-15-S", 'E', "1-2-0-0-0-1-4-0-0-0-5-1-19-15-N"),
        ("12-0-1-0-0-0-1-0-2-0-1-0-16-15-S", 'A', "0-2-2-1-1-1-2-1-3-1-2-1-16-15-N"),
        ("0-2-0-0-1-12-1-0-0-2-5-1-10-14-S", 'F', "1-3-1-1-2-0-0-1-1-3-6-2-13-14-N"),
    ];
    for v in Variant::ALL {
        for (before, mv, after) in cases {
            let g = play(v, before, mv);
            assert_eq!(g.position().to_string(), after, "{v:?} {before} {mv}");
            assert!(!g.is_over());
        }
    }
}

#[test]
fn e4_e5_the_trace_shows_the_skipped_origin() {
    let mut g = game(Variant::Abapa, "12-0-1-0-0-0-1-0-2-0-1-0-16-15-S");
    let trace = g.play(pit('A')).unwrap();
    assert_eq!(trace.iter().filter(|s| matches!(s, Step::SkipOrigin { .. })).count(), 1);
    assert_eq!(trace.iter().filter(|s| matches!(s, Step::Sow { .. })).count(), 12);
    // E5: the last seed lands in pit 6 (a), which went 1 → 3 and is captured.
    let mut g = game(Variant::Abapa, "0-2-0-0-1-12-1-0-0-2-5-1-10-14-S");
    let trace = g.play(pit('F')).unwrap();
    assert!(trace.contains(&Step::SkipOrigin { pit: pit('F') }));
    assert!(trace.contains(&Step::Capture { pit: pit('a'), seeds: 3, player: Player::South }));
}

#[test]
fn e2_chain_stops_at_the_row_boundary_in_chain_order() {
    let mut g = game(Variant::Abapa, "2-0-0-3-2-1-1-4-4-4-4-4-10-9-S");
    let trace = g.play(pit('D')).unwrap();
    let captures: Vec<_> = trace.iter().filter(|s| matches!(s, Step::Capture { .. })).collect();
    assert_eq!(captures, [&Step::Capture { pit: pit('a'), seeds: 2, player: Player::South }]);
}

#[test]
fn e6_reaching_25_ends_the_game_and_leaves_the_board() {
    for v in Variant::ALL {
        let g = play(v, "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S", 'F');
        let o = g.outcome().unwrap_or_else(|| panic!("{v:?} not over"));
        assert_eq!(score(o), (25, 9), "{v:?}");
        assert_eq!(o.winner, Some(Player::South));
        assert_eq!(g.position().on_board(), 14, "{v:?}: seeds stay on the board");
    }
}

#[test]
fn e7_only_feeding_moves_when_the_opponent_is_empty() {
    for v in Variant::ALL {
        let g = game(v, "3-0-0-5-0-1-0-0-0-0-0-0-20-19-S");
        let legal: Vec<char> = g.legal_moves().map(Pit::letter).collect();
        assert_eq!(legal, ['D', 'F'], "{v:?}");
        assert!(matches!(g.check(pit('A')), Err(warri_rules::IllegalMove::MustFeed { player: Player::South })));
    }
}

#[test]
fn e8_no_legal_move_at_the_start_uses_the_stuck_award() {
    let expect = [
        (Variant::Abapa, (24, 24), None),
        (Variant::Wari, (24, 24), None),
        (Variant::Caribbean, (24, 24), None),
        (Variant::Wahree, (24, 24), None),
        (Variant::Speightstown, (21, 27), Some(Player::North)),
        (Variant::Bridgetown, (23, 25), Some(Player::North)),
    ];
    for (v, s, w) in expect {
        let g = game(v, "1-1-1-0-0-0-0-0-0-0-0-0-21-24-S");
        let o = g.outcome().unwrap_or_else(|| panic!("{v:?} should be over at once"));
        assert_eq!((score(o), o.winner), (s, w), "{v:?}");
        assert!(g.legal_moves().is_empty());
        assert!(g.opening_trace().iter().any(|s| matches!(s, Step::Award { .. })), "{v:?}");
    }
}

#[test]
fn e9_the_grand_slam_in_each_variant() {
    let pos = "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S";
    let g = play(Variant::Abapa, pos, 'F');
    assert_eq!(g.position().to_string(), "2-0-3-0-0-0-2-2-0-0-0-0-19-20-N");
    assert!(!g.is_over());

    let mut g = game(Variant::Wari, pos);
    let legal: Vec<char> = g.legal_moves().map(Pit::letter).collect();
    assert_eq!(legal, ['A', 'C']);
    assert!(matches!(g.play(pit('F')), Err(warri_rules::IllegalMove::GrandSlamForbidden { .. })));

    for (v, s) in [
        (Variant::Caribbean, (28, 20)),
        (Variant::Speightstown, (23, 25)),
        (Variant::Bridgetown, (26, 22)),
        (Variant::Wahree, (28, 20)),
    ] {
        let g = play(v, pos, 'F');
        let o = g.outcome().unwrap_or_else(|| panic!("{v:?} not over"));
        assert_eq!(score(o), s, "{v:?}");
    }
    // Speightstown: only 25 wins, and North reached it by the stuck claim.
    let g = play(Variant::Speightstown, pos, 'F');
    assert_eq!(g.outcome().unwrap().winner, Some(Player::North));
    // Caribbean: the trace shows the slam and the captures; South cannot
    // feed, so the game ends and there is no extra move to announce.
    let mut g = game(Variant::Caribbean, pos);
    let t = g.play(pit('F')).unwrap();
    assert!(t.iter().any(|s| matches!(s, Step::GrandSlam { .. })));
    assert!(!t.iter().any(|s| matches!(s, Step::ExtraMove { .. })), "{t:?}");
    assert_eq!(g.outcome().unwrap().reason, warri_rules::EndReason::NoLegalMove(Player::South));
    // With a feeding move left (A, six seeds), the capturer moves again.
    let mut g = game(Variant::Caribbean, "6-0-0-0-0-2-1-1-0-0-0-0-19-19-S");
    let t = g.play(pit('F')).unwrap();
    assert!(t.contains(&Step::ExtraMove { player: Player::South }), "{t:?}");
    assert_eq!(g.to_move(), Some(Player::South));
    assert_eq!(g.legal_moves().map(Pit::letter).collect::<Vec<_>>(), ['A']);
}

#[test]
fn e10_grand_slam_reaching_25() {
    let pos = "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S";
    let g = play(Variant::Abapa, pos, 'F');
    assert_eq!(score(g.outcome().unwrap()), (22, 26));
    assert_eq!(g.outcome().unwrap().reason, warri_rules::EndReason::NoLegalMove(Player::North));
    for v in &Variant::ALL[1..] {
        let g = play(*v, pos, 'F');
        let o = g.outcome().unwrap();
        assert_eq!(score(o), (26, 22), "{v:?}");
        assert_eq!(o.reason, warri_rules::EndReason::ReachedTwentyFive(Player::South), "{v:?}");
    }
}

#[test]
fn e11_forced_moves_repeat_after_twelve_plies() {
    for v in Variant::ALL {
        let mut g = game(v, "1-0-0-0-0-0-1-0-0-0-0-0-24-22-S");
        let mut plies = 0;
        while !g.is_over() {
            let legal = g.legal_moves();
            assert_eq!(legal.len(), 1, "{v:?}: every move is forced");
            g.play(legal.into_iter().next().unwrap()).unwrap();
            plies += 1;
        }
        assert_eq!(plies, 12, "{v:?}");
        let o = g.outcome().unwrap();
        assert_eq!(o.reason, warri_rules::EndReason::Repetition);
        if v == Variant::Speightstown {
            assert_eq!((score(o), o.winner), ((24, 22), None));
        } else {
            assert_eq!((score(o), o.winner), ((25, 23), Some(Player::South)), "{v:?}");
        }
    }
}
