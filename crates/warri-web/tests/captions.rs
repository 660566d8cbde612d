//! The captions of a move, as the replay, the review, the puzzles' lines,
//! the rules pages and the lessons show them (`warri_web::captions`),
//! checked against the whole sentence a player reads, written out by hand
//! in English and Russian. Each position is a worked example of
//! docs/rules.md (section 3; E12–E14 under "More examples"), and the
//! expected words were worked out from that page and the messages of
//! `web/i18n/game-{en,ru}.ftl`: nothing here is computed by the code under
//! test. Russian counts take their CLDR forms: 1 семя, 2–4 (and 22–24)
//! семени, 5–20 семян.

use warri_rules::{Game, Pit, Position, Step, Variant};
use warri_web::board::view::{self, Interaction};
use warri_web::captions::{replay_caption, told};
use warri_web::shell::i18n::{Lang, Tr};
use warri_web::table::{Settings, Table};

/// The caption of the last of `moves` (letters separated by spaces),
/// played in `variant` from `position`.
fn caption(lang: Lang, variant: Variant, position: &str, moves: &str) -> String {
    let mut game = Game::from_position(variant.rules(), position.parse::<Position>().unwrap());
    let mut last = None;
    for m in moves.split_whitespace() {
        let pit = Pit::from_letter(m.chars().next().unwrap()).unwrap();
        let trace = game.play(pit).unwrap_or_else(|e| panic!("{variant:?}: {m} is illegal: {e:?}"));
        last = Some((pit, trace));
    }
    let (pit, trace) = last.expect("at least one move");
    replay_caption(&Tr::new(lang), variant, pit, &trace)
}

/// The caption in English and in Russian.
fn both(variant: Variant, position: &str, moves: &str) -> [String; 2] {
    [caption(Lang::En, variant, position, moves), caption(Lang::Ru, variant, position, moves)]
}

/// The same caption in every variant: the move is no grand slam, so the
/// variants word it alike (a 25-end too: docs/rules.md 1.7 step 5 is every
/// variant's).
fn in_every_variant(position: &str, moves: &str, expected: [&str; 2]) {
    for v in Variant::ALL {
        assert_eq!(both(v, position, moves), expected, "{v:?}");
    }
}

const START: &str = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";

#[test]
fn e1_a_plain_sowing_says_who_sowed_how_many_from_where() {
    // C's four seeds go to D, E, F and a; a becomes 5: nothing is captured.
    in_every_variant(START, "C", ["South sows 4 seeds from C.", "Юг сеет 4 семени из лунки C."]);
    // North's reply from f: four seeds to A, B, C (empty, now 1) and D;
    // D becomes 6 in North's opponent's row: nothing is captured.
    assert_eq!(both(Variant::Abapa, START, "C f"), ["North sows 4 seeds from f.", "Север сеет 4 семени из лунки f."]);
}

#[test]
fn a_single_seed_is_singular() {
    // North's single seed in f falls into South's empty A, which becomes
    // 1: nothing is captured.
    let position = "0-1-0-0-3-1-1-0-3-2-0-1-20-16-N";
    assert_eq!(both(Variant::Abapa, position, "f"), ["North sows 1 seed from f.", "Север сеет 1 семя из лунки f."]);
}

#[test]
fn e4_a_lap_of_12_says_it_passes_over_its_own_pit() {
    // Eleven seeds to B…f, A skipped, the twelfth in B: South's own row,
    // nothing captured.
    in_every_variant(
        "12-0-1-0-0-0-1-0-2-0-1-0-16-15-S",
        "A",
        [
            "South sows 12 seeds from A. The lap passes over A, the pit it started from.",
            "Юг сеет 12 семян из лунки A. Круг проходит мимо лунки A, с которой начался.",
        ],
    );
}

#[test]
fn a_lap_of_23_passes_over_its_pit_twice_and_says_so_once() {
    // 23 = 11 + 11 + 1: two full rounds of B…f, each skipping A, and the
    // last seed in B (now 3), South's own row: nothing captured.
    let position = "23-0-0-0-0-0-1-1-1-1-1-1-11-8-S";
    let mut game = Game::from_position(Variant::Abapa.rules(), position.parse::<Position>().unwrap());
    let trace = game.play(Pit::from_letter('A').unwrap()).unwrap();
    let skips = trace.iter().filter(|s| matches!(s, Step::SkipOrigin { .. })).count();
    assert_eq!(skips, 2, "the sowing passes over A twice");
    in_every_variant(
        position,
        "A",
        [
            "South sows 23 seeds from A. The lap passes over A, the pit it started from.",
            "Юг сеет 23 семени из лунки A. Круг проходит мимо лунки A, с которой начался.",
        ],
    );
}

#[test]
fn e5_a_lap_of_12_that_captures() {
    // F skipped; a went 1 → 2 → 3 and is captured; the chain stops at F.
    in_every_variant(
        "0-2-0-0-1-12-1-0-0-2-5-1-10-14-S",
        "F",
        [
            "South sows 12 seeds from F. The lap passes over F, the pit it started from. Captures 3 seeds from a.",
            "Юг сеет 12 семян из лунки F. Круг проходит мимо лунки F, с которой начался. Захватывает 3 семени из лунки a.",
        ],
    );
}

#[test]
fn e3_a_chain_names_each_pit_with_its_seeds_last_pit_first() {
    // c (3) then b (2); a, now 4, stops the chain.
    in_every_variant(
        "1-2-0-0-4-0-3-1-2-0-5-1-14-15-S",
        "E",
        [
            "South sows 4 seeds from E. Captures 3 seeds from c, 2 seeds from b.",
            "Юг сеет 4 семени из лунки E. Захватывает 3 семени из лунки c, 2 семени из лунки b.",
        ],
    );
    // E3 with the rows swapped: North's e sows f, A, B, C; C (3) then B
    // (2) are captured, A (4) stops the chain.
    assert_eq!(
        both(Variant::Abapa, "3-1-2-0-5-1-1-2-0-0-4-0-15-14-N", "e"),
        [
            "North sows 4 seeds from e. Captures 3 seeds from C, 2 seeds from B.",
            "Север сеет 4 семени из лунки e. Захватывает 3 семени из лунки C, 2 семени из лунки B.",
        ]
    );
}

#[test]
fn e2_the_chain_never_enters_the_movers_row() {
    // D makes E 3, F 2 and a 2: only a is captured.
    assert_eq!(
        both(Variant::Wari, "2-0-0-3-2-1-1-4-4-4-4-4-10-9-S", "D"),
        [
            "South sows 3 seeds from D. Captures 2 seeds from a.",
            "Юг сеет 3 семени из лунки D. Захватывает 2 семени из лунки a.",
        ]
    );
}

/// E13's position: F (2 seeds) makes a and b 2s, North's whole row — a
/// grand slam worth 4, which would bring South from 20 to 24, short of 25.
/// E (3 seeds: F, a, b) is a grand slam too, so in Wari it is forced.
const E13: &str = "0-0-0-0-3-2-1-1-0-0-0-0-20-21-S";

#[test]
fn e13_one_grand_slam_worded_in_each_variant() {
    let sows = ["South sows 2 seeds from F.", "Юг сеет 2 семени из лунки F."];
    let captures =
        ["Captures 2 seeds from b, 2 seeds from a.", "Захватывает 2 семени из лунки b, 2 семени из лунки a."];
    let cases: [(Variant, [&str; 2]); 6] = [
        // Abapa: it captures nothing, North moves next.
        (
            Variant::Abapa,
            [
                "Grand slam! In Oware Abapa it captures nothing: the seeds stay where they fell.",
                "Grand Slam! В варианте «Oware Abapa» такой ход ничего не захватывает: семена остаются там, куда упали.",
            ],
        ),
        // Wari: forced; 4 captured (24), the game ends and South takes
        // the 3 seeds in his E: 27–21.
        (
            Variant::Wari,
            [
                "Forced grand slam! South captures North's whole row; the game ends and South takes every seed left. \
                 Captures 2 seeds from b, 2 seeds from a. \
                 Forced grand slam: South captures North's whole row and takes the 3 seeds left on the board \
                 — South wins 27–21.",
                "Вынужденный Grand Slam! Юг захватывает весь ряд Севера; партия окончена, и Юг забирает все оставшиеся \
                 семена. Захватывает 2 семени из лунки b, 2 семени из лунки a. \
                 Вынужденный ход — Grand Slam: Юг захватывает весь ряд Севера и забирает оставшиеся на доске 3 семени \
                 — Юг побеждает со счётом 27–21.",
            ],
        ),
        // Caribbean: 4 captured (24), South moves again (E feeds).
        (
            Variant::Caribbean,
            [
                "Grand slam! South captures North's whole row and moves again, and must feed North. \
                 Captures 2 seeds from b, 2 seeds from a.",
                "Grand Slam! Юг захватывает весь ряд Севера и ходит ещё раз, причём должен накормить Север. \
                 Захватывает 2 семени из лунки b, 2 семени из лунки a.",
            ],
        ),
        // Speightstown: 4 captured (24); North, whose row is empty, cannot
        // move and claims the 3 seeds: 24–24, a draw below 25.
        (
            Variant::Speightstown,
            [
                "Grand slam! South captures North's whole row; North cannot move. \
                 Captures 2 seeds from b, 2 seeds from a. \
                 North has no legal move; North, whose row is empty, claims the 3 seeds left \
                 — Draw, 24–24 (only reaching 25 wins in Barbados Warri (Speightstown)) (✱ warri's choice).",
                "Grand Slam! Юг захватывает весь ряд Севера; Север не может сделать ход. \
                 Захватывает 2 семени из лунки b, 2 семени из лунки a. \
                 У Севера нет допустимого хода; Север, чей ряд пуст, забирает оставшиеся 3 семени \
                 — Ничья, 24–24 (в варианте «Барбадос Варри (Спейтстаун)» побеждает только тот, кто наберёт 25) \
                 (✱ решение warri).",
            ],
        ),
        // Bridgetown: North cannot move; the 3 seeds are split one each and
        // the odd one to South, whose row holds them all: 26–22.
        (
            Variant::Bridgetown,
            [
                "Grand slam! South captures North's whole row; North cannot move. \
                 Captures 2 seeds from b, 2 seeds from a. \
                 North has no legal move; the 3 seeds left are split: South 2, North 1 \
                 (the odd seed to South, whose side held more) — South wins 26–22.",
                "Grand Slam! Юг захватывает весь ряд Севера; Север не может сделать ход. \
                 Захватывает 2 семени из лунки b, 2 семени из лунки a. \
                 У Севера нет допустимого хода; оставшиеся 3 семени делятся поровну: Юг 2, Север 1 \
                 (лишнее семя получает Юг, на чьей стороне их было больше) — Юг побеждает со счётом 26–22.",
            ],
        ),
        // Wahree: the sweep ends the game and South takes the 3 seeds
        // left: 27–21.
        (
            Variant::Wahree,
            [
                "Sweep! South captures North's whole row; the game ends and South takes every seed left. \
                 Captures 2 seeds from b, 2 seeds from a. \
                 Wahree sweep: South captures North's whole row and takes the 3 seeds left on the board \
                 — South wins 27–21.",
                "Выметание! Юг захватывает весь ряд Севера; партия окончена, и Юг забирает все оставшиеся семена. \
                 Захватывает 2 семени из лунки b, 2 семени из лунки a. \
                 В варианте «Wahree» выметание завершает партию: Юг захватывает весь ряд Севера и забирает \
                 оставшиеся на доске 3 семени — Юг побеждает со счётом 27–21.",
            ],
        ),
    ];
    for (v, rest) in cases {
        let said = both(v, E13, "F");
        for i in 0..2 {
            let expected = format!("{} {}", sows[i], rest[i]);
            assert_eq!(said[i], expected, "{v:?}");
            // Abapa's slam captures nothing, so it says no capture.
            assert_eq!(said[i].contains(captures[i]), v != Variant::Abapa, "{v:?}");
        }
    }
}

#[test]
fn e13_caribbean_the_extra_move_is_south_again() {
    // After the slam South, not North, sows E: F, a and b get one seed
    // each; b is 1: nothing is captured, and North moves next.
    assert_eq!(both(Variant::Caribbean, E13, "F E"), ["South sows 3 seeds from E.", "Юг сеет 3 семени из лунки E."]);
}

#[test]
fn e9_a_caribbean_slam_whose_capturer_cannot_feed_ends_the_game() {
    // 4 captured (23); A (2) and C (3) cannot reach North's row: South
    // has no move and takes his own 5 seeds, 28–20. No extra move.
    assert_eq!(
        both(Variant::Caribbean, "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S", "F"),
        [
            "South sows 2 seeds from F. Grand slam! South captures North's whole row but cannot feed North: \
             the game ends. Captures 2 seeds from b, 2 seeds from a. South has no legal move; each player takes \
             the seeds on his own side (South 5, North 0) — South wins 28–20.",
            "Юг сеет 2 семени из лунки F. Grand Slam! Юг захватывает весь ряд Севера, но не может накормить Север: \
             партия окончена. Захватывает 2 семени из лунки b, 2 семени из лунки a. У Юга нет допустимого хода; \
             каждый игрок забирает семена со своей стороны (Юг 5, Север 0) — Юг побеждает со счётом 28–20.",
        ]
    );
}

#[test]
fn e10_a_sweep_that_reaches_25_ends_by_the_25_rule() {
    // E10 in Wahree: 4 captured, 22 → 26; nothing is left on the board.
    assert_eq!(
        both(Variant::Wahree, "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S", "F"),
        [
            "South sows 2 seeds from F. Sweep! South captures North's whole row and reaches 25: the game ends at \
             once. Captures 2 seeds from b, 2 seeds from a. South reaches 25 — South wins 26–22.",
            "Юг сеет 2 семени из лунки F. Выметание! Юг захватывает весь ряд Севера и набирает 25: партия сразу \
             окончена. Захватывает 2 семени из лунки b, 2 семени из лунки a. Юг набрал 25 — Юг побеждает со счётом \
             26–22.",
        ]
    );
}

#[test]
fn e6_the_end_by_25_with_seeds_left_on_the_board() {
    // F's seed makes a 2: captured, 23 → 25. The 14 seeds left (B 1, E 3,
    // c 3, d 2, f 5) count for nobody.
    in_every_variant(
        "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S",
        "F",
        [
            "South sows 1 seed from F. Captures 2 seeds from a. South reaches 25; the 14 seeds on the board \
             are not counted (✱ warri's choice) — South wins 25–9.",
            "Юг сеет 1 семя из лунки F. Захватывает 2 семени из лунки a. Юг набрал 25; оставшиеся на доске \
             14 семян не засчитываются (✱ решение warri) — Юг побеждает со счётом 25–9.",
        ],
    );
}

/// E11: one seed each chasing the other; the 12th ply, North's f into A,
/// brings back the start position and ends the game.
const E11: (&str, &str) = ("1-0-0-0-0-0-1-0-0-0-0-0-24-22-S", "A a B b C c D d E e F f");

#[test]
fn e11_the_end_by_repetition_in_each_award() {
    let sows = ["North sows 1 seed from f.", "Север сеет 1 семя из лунки f."];
    let cases: [(Variant, [&str; 2]); 3] = [
        // Own side: one seed each, 25–23.
        (
            Variant::Abapa,
            [
                "The position repeated; each player takes the seeds on his own side (South 1, North 1) \
                 (✱ warri's choice) — South wins 25–23.",
                "Позиция повторилась; каждый игрок забирает семена со своей стороны (Юг 1, Север 1) \
                 (✱ решение warri) — Юг побеждает со счётом 25–23.",
            ],
        ),
        // Not counted: 24–22, a draw since nobody reached 25.
        (
            Variant::Speightstown,
            [
                "The position repeated; the 2 circulating seeds are not counted (✱ warri's choice) \
                 — Draw, 24–22 (only reaching 25 wins in Barbados Warri (Speightstown)) (✱ warri's choice).",
                "Позиция повторилась; оставшиеся в игре 2 семени не засчитываются (✱ решение warri) \
                 — Ничья, 24–22 (в варианте «Барбадос Варри (Спейтстаун)» побеждает только тот, кто наберёт 25) \
                 (✱ решение warri).",
            ],
        ),
        // Split one each (no odd seed): 25–23.
        (
            Variant::Bridgetown,
            [
                "The position repeated; the 2 seeds left are split: South 1, North 1 (✱ warri's choice) \
                 — South wins 25–23.",
                "Позиция повторилась; оставшиеся 2 семени делятся поровну: Юг 1, Север 1 (✱ решение warri) \
                 — Юг побеждает со счётом 25–23.",
            ],
        ),
    ];
    for (v, rest) in cases {
        let said = both(v, E11.0, E11.1);
        for i in 0..2 {
            assert_eq!(said[i], format!("{} {}", sows[i], rest[i]), "{v:?}");
        }
    }
}

/// The caption under a replayed board at ply `n` of `moves` from the start.
fn told_at(lang: Lang, moves: &str, n: usize) -> String {
    let mut game = Game::new(Variant::Wari.rules());
    for m in moves.split_whitespace() {
        game.play(Pit::from_letter(m.chars().next().unwrap()).unwrap()).unwrap();
    }
    let mut table = Table::with_game(Settings { variant: Variant::Wari, ..Settings::default() }, game);
    table.goto(n);
    let tr = Tr::new(lang);
    let board = view::board(&table, None, false, &tr, Interaction::Watch);
    told(&tr, &table, &board)
}

#[test]
fn the_replay_and_the_review_tell_the_start_and_then_each_move() {
    assert_eq!(told_at(Lang::En, "C f", 0), "Start position. South to move · South 0 – North 0");
    assert_eq!(told_at(Lang::Ru, "C f", 0), "Начальная позиция. Ход Юга · Юг 0 – Север 0");
    assert_eq!(told_at(Lang::En, "C f", 1), "South sows 4 seeds from C.");
    assert_eq!(told_at(Lang::Ru, "C f", 2), "Север сеет 4 семени из лунки f.");
}
