//! The friend link's code against many real games: the reference set — 300
//! random games per variant, Barbados ones in the middle of a match — must
//! round-trip, stay short enough for a link, and mangled codes must never
//! panic and almost never pass as another game. Links already sent must
//! stay readable: codes written once (`FIXTURES`), one per variant, must
//! still read as the threads written out beside them, and those threads
//! must still be written as those codes.
//!
//! `cargo test -p warri-site --test friend_links -- --ignored --nocapture`
//! prints the code lengths (`link_length_figures`).

use warri_rules::{Game, MatchScore, Player, Position, Variant};
use warri_site::friend::link::{GameId, LinkError, Thread};

/// A link already sent: its code, and the thread it carries written out by
/// hand.
struct Fixture {
    code: &'static str,
    variant: Variant,
    /// The game thread's id.
    id: u32,
    /// Whose device started the thread.
    host: Player,
    /// Who started the match's first game.
    first: Player,
    /// The earlier games' winners (`None`: a draw), oldest first.
    results: &'static [Option<Player>],
    /// Who starts the current game: worked out by hand from `first` and
    /// `results` (docs/rules.md 2.7: the winner starts the next game; after
    /// a draw, the player who did not start it).
    starts: Player,
    /// The current game's moves, as letters (the case says whose move).
    moves: &'static str,
    /// The position the link shows once its moves are played.
    position: &'static str,
    /// The game's end, if it is over: the winner and the score South–North.
    over: Option<(Option<Player>, u8, u8)>,
}

/// Codes written once, by the encoder of version 1 (commit c7cb009), one per
/// variant. Every field of each was read back from the code by a separate
/// reader written from `link.rs`'s module docs alone (in Python: the bits,
/// the five-move groups, the varints, the FNV-1a check value and the zero
/// padding), and agrees with the thread written beside it; the games' ends
/// were worked by hand from docs/rules.md.
const FIXTURES: [Fixture; 6] = [
    // 11 plies: two five-move groups (13 bits each) and one move (3 bits).
    // North started this one-game variant; South's device sent the link.
    Fixture {
        code: "BCCRorOC3bLJ1Pu0Q",
        variant: Variant::Abapa,
        id: 0x0123_4567,
        host: Player::South,
        first: Player::North,
        results: &[],
        starts: Player::North,
        moves: "f F b B a E f F c C e",
        position: "10-3-1-9-0-0-1-1-1-10-0-2-5-5-S",
        over: None,
    },
    // 16 plies: a move count of two varint groups (0000 1, 0001 0) and three
    // whole move groups and one move.
    Fixture {
        code: "BNVVVVUAIl4mXzPDNegg",
        variant: Variant::Wari,
        id: 0x2AAA_AAAA,
        host: Player::North,
        first: Player::South,
        results: &[],
        starts: Player::South,
        moves: "C b F e A f A b B c F a E a B e",
        position: "4-1-8-11-1-1-0-4-2-10-0-4-0-2-S",
        over: None,
    },
    // 17 plies with the Caribbean extra move: North's c (ply 16) sows d, e,
    // f, A, B, C, D and captures D 2, C 3, B 3, A 3 — South's whole row, 9
    // → 20 — so North moves again and must feed: e (15 seeds, a lap
    // skipping e) captures C 2, B 2, A 2 and reaches 26. North wins 3–26;
    // the 19 seeds on the board are not counted.
    Fixture {
        code: "BQAAAACAYkLCH3H2hLbm",
        variant: Variant::Caribbean,
        id: 1,
        host: Player::South,
        first: Player::South,
        results: &[],
        starts: Player::South,
        moves: "B d F c A b E a C b E f D d F c e",
        position: "0-0-0-1-1-1-5-4-1-3-0-3-3-26-S",
        over: Some((Some(Player::North), 3, 26)),
    },
    // Game 3 of a match: South started game 1 and won it, so South started
    // game 2; North won that, so North starts game 3.
    Fixture {
        code: "Bd____-QeKTdXpQW1ww",
        variant: Variant::Speightstown,
        id: 0x3FFF_FFFF,
        host: Player::North,
        first: Player::South,
        results: &[Some(Player::South), Some(Player::North)],
        starts: Player::North,
        moves: "c A b B d F b E a F b C f D",
        position: "2-1-1-0-3-3-4-3-9-6-11-1-0-4-N",
        over: None,
    },
    // Game 4 of a match, after a win, a draw and a win: North started game
    // 1, South won it and started game 2, a draw, so North (who had not
    // started it) started game 3, won it, and starts game 4.
    Fixture {
        code: "BiqqqqqYlIryicWtMuBaQm",
        variant: Variant::Bridgetown,
        id: 0x1555_5555,
        host: Player::South,
        first: Player::North,
        results: &[Some(Player::South), None, Some(Player::North)],
        starts: Player::North,
        moves: "e D f E a B f D c F e B d F e C b D e F",
        position: "15-3-1-0-7-0-0-1-3-2-0-8-6-2-N",
        over: None,
    },
    // A whole game of 60 plies (twelve five-move groups; 60 as a varint of
    // two groups, 1100 1, 0011 0), ended by South reaching 25: 27–11, the
    // 10 seeds on the board not counted.
    Fixture {
        code: "BuOyoZCDJm72tN5jEAUu9IZ5Y9Df8npZ2iVPyXw",
        variant: Variant::Wahree,
        id: 0x0765_4321,
        host: Player::North,
        first: Player::North,
        results: &[],
        starts: Player::North,
        moves: "c E c D e F b E e D d A a A b D c A f C c A b E b F e D a F d F c E d A e D a E f D b A c B f E c F \
                c D b F d A c E d C",
        position: "0-1-0-1-1-2-1-1-1-1-0-1-27-11-N",
        over: Some((Some(Player::South), 27, 11)),
    },
];

/// A move letter as the code writes it: the mover's pit counted from his
/// left, 0–5 (A or a is 0, F or f is 5).
fn relative(letter: char) -> u8 {
    match letter {
        'A'..='F' => letter as u8 - b'A',
        'a'..='f' => letter as u8 - b'a',
        _ => panic!("not a move letter: {letter}"),
    }
}

impl Fixture {
    /// The thread written out above.
    fn thread(&self) -> Thread {
        Thread {
            variant: self.variant,
            id: GameId::new(self.id),
            host: self.host,
            first: self.first,
            results: self.results.to_vec(),
            moves: self.moves.split_whitespace().map(|m| relative(m.chars().next().unwrap())).collect(),
        }
    }
}

#[test]
fn links_already_sent_read_as_the_threads_written_beside_them() {
    for (i, f) in FIXTURES.iter().enumerate() {
        assert_eq!(f.variant, Variant::ALL[i], "one fixture per variant, in order");
        let thread = f.thread();
        assert_eq!(Thread::decode(f.code).as_ref(), Ok(&thread), "{:?}: {}", f.variant, f.code);
        assert_eq!(thread.encode(), f.code, "{:?}", f.variant);
        let checked = thread.checked().unwrap_or_else(|e| panic!("{:?}: {e}", f.variant));
        assert_eq!(checked.score.next_starter, f.starts, "{:?}", f.variant);
        let letters: Vec<String> = checked.game.moves().iter().map(|m| m.letter().to_string()).collect();
        assert_eq!(letters.join(" "), f.moves.split_whitespace().collect::<Vec<_>>().join(" "), "{:?}", f.variant);
        assert_eq!(checked.game.position().to_string(), f.position, "{:?}", f.variant);
        let end = checked.game.outcome().map(|o| (o.winner, o.score.south, o.score.north));
        assert_eq!(end, f.over, "{:?}", f.variant);
    }
    // What the fixtures were chosen to hold.
    let plies = |f: &Fixture| f.moves.split_whitespace().count();
    assert!(FIXTURES.iter().all(|f| plies(f) >= 11));
    assert!(FIXTURES.iter().any(|f| plies(f) >= 16), "a move count of two varint groups");
    assert!(FIXTURES.iter().any(|f| f.results.len() == 3 && f.results.contains(&None)));
}

/// Games per variant in the reference set.
const GAMES_PER_VARIANT: usize = 300;
/// Plies after which a playout stops, over or not.
const PLY_CAP: usize = 2_000;
/// The longest game a link must carry in [`LINK_BUDGET`] characters.
const LINK_PLIES: usize = 200;
/// The most characters of code for [`LINK_PLIES`] plies: `?friend=` and the
/// code in 150.
const LINK_BUDGET: usize = 150 - "?friend=".len();
/// The base64url alphabet.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// xorshift64*, as in warri-rules' tests: every run plays the same games.
struct Rng(u64);

impl Rng {
    /// The next 64 random bits.
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A random player.
    fn player(&mut self) -> Player {
        Player::ALL[self.below(2)]
    }
}

/// One game of the reference set: its thread and the game as played.
struct Reference {
    thread: Thread,
    game: Game,
}

/// The reference set: [`GAMES_PER_VARIANT`] seeded random playouts per
/// variant, each to its end (or [`PLY_CAP`] plies).
fn reference_set() -> Vec<Reference> {
    Variant::ALL
        .into_iter()
        .flat_map(|variant| (0..GAMES_PER_VARIANT).map(move |i| (variant, i)))
        .map(|(variant, i)| {
            reference_game(variant, &mut Rng(0x9E37_79B9_7F4A_7C15 ^ ((i as u64 + 1) << 8 | variant as u64)))
        })
        .collect()
}

/// A random thread of `variant`: random sides and id, for a match random
/// earlier results, then a random playout of the current game.
fn reference_game(variant: Variant, rng: &mut Rng) -> Reference {
    let rules = variant.rules();
    let (host, first, id) = (rng.player(), rng.player(), GameId::new(rng.next() as u32));
    let results = if rules.match_wins > 1 { match_results(rng, MatchScore::new(&rules, first)) } else { vec![] };
    let mut score = MatchScore::new(&rules, first);
    results.iter().for_each(|&r| score.record(r));
    let mut game = Game::from_position(rules, Position::start_with(score.next_starter));
    while !game.is_over() && game.moves().len() < PLY_CAP {
        let legal = game.legal_moves();
        let pit = legal.into_iter().nth(rng.below(legal.len())).expect("a game not over has a move");
        game.play(pit).expect("a legal move plays");
    }
    let thread = Thread::of_game(variant, id, host, first, results, &game);
    Reference { thread, game }
}

/// Up to 14 earlier results (a draw one time in five), stopping before one
/// would make a champion: the current game never comes after the match.
fn match_results(rng: &mut Rng, mut score: MatchScore) -> Vec<Option<Player>> {
    let mut results = Vec::new();
    for _ in 0..rng.below(15) {
        let result = if rng.below(5) == 0 { None } else { Some(rng.player()) };
        let mut after = score;
        after.record(result);
        if after.champion().is_some() {
            break;
        }
        results.push(result);
        score = after;
    }
    results
}

/// The thread cut to its first `plies` moves.
fn cut(thread: &Thread, plies: usize) -> Thread {
    Thread { moves: thread.moves[..plies.min(thread.moves.len())].to_vec(), ..thread.clone() }
}

#[test]
fn the_reference_set_round_trips_and_checks() {
    let set = reference_set();
    assert_eq!(set.len(), 6 * GAMES_PER_VARIANT);
    for (i, r) in set.iter().enumerate() {
        let code = r.thread.encode();
        assert!(code.starts_with('B'), "game {i}");
        assert_eq!(Thread::decode(&code).as_ref(), Ok(&r.thread), "game {i}: {code}");
        let checked = r.thread.checked().unwrap_or_else(|e| panic!("game {i}: {e}"));
        assert_eq!(checked.game.moves(), r.game.moves(), "game {i}");
        assert_eq!(checked.game, r.game, "game {i}");
        assert_eq!(checked.score.games() as usize, r.thread.results.len(), "game {i}");
    }
    // The set has what it should: matches with results, games played out.
    assert!(set.iter().any(|r| r.thread.results.len() > 5));
    assert!(set.iter().any(|r| r.thread.results.contains(&None)));
    assert!(set.iter().filter(|r| r.game.is_over()).count() > set.len() * 9 / 10);
}

#[test]
fn every_prefix_of_some_games_round_trips_and_checks() {
    let set = reference_set();
    for r in set.iter().step_by(GAMES_PER_VARIANT / 2) {
        for plies in 0..=r.thread.moves.len() {
            let thread = cut(&r.thread, plies);
            assert_eq!(Thread::decode(&thread.encode()), Ok(thread.clone()));
            let checked = thread.checked().unwrap();
            assert_eq!(checked.game, r.game.at(plies).unwrap());
        }
    }
}

#[test]
fn two_hundred_plies_fit_in_a_link() {
    for r in reference_set() {
        let code = cut(&r.thread, LINK_PLIES).encode();
        assert!(code.len() <= LINK_BUDGET, "{} characters: {code}", code.len());
    }
}

/// The median and the longest of some lengths.
fn median_and_max(mut lengths: Vec<usize>) -> (usize, usize) {
    lengths.sort_unstable();
    (lengths[lengths.len() / 2], lengths.last().copied().unwrap_or(0))
}

#[test]
#[ignore = "prints figures: run with --ignored --nocapture"]
fn link_length_figures() {
    let set = reference_set();
    let full = |r: &Reference| r.thread.encode().len();
    let short = |r: &Reference| cut(&r.thread, LINK_PLIES).encode().len();
    let (median, max) = median_and_max(set.iter().map(full).collect());
    println!("full games:      median {median} characters, longest {max}");
    let (median, max) = median_and_max(set.iter().map(short).collect());
    println!("cut to {LINK_PLIES} plies: median {median} characters, longest {max} (budget {LINK_BUDGET})");
    for variant in Variant::ALL {
        let of = || set.iter().filter(|r| r.thread.variant == variant);
        let (median, max) = median_and_max(of().map(full).collect());
        let (plies, _) = median_and_max(of().map(|r| r.thread.moves.len()).collect());
        println!("{:>12}: median {median} characters (median {plies} plies), longest {max}", variant.key());
    }
    println!("one character changed: {:?}", changed_characters());
}

/// What decoding a mangled code may give: another thread that is its own
/// code, or a named error. Returns whether it decoded.
fn decodes_soundly(code: &str) -> bool {
    match Thread::decode(code) {
        Ok(thread) => {
            assert_eq!(thread.encode(), code, "a decoded thread is its own code");
            let _ = thread.checked();
            true
        }
        Err(LinkError::Illegal { .. } | LinkError::AfterEnd { .. } | LinkError::AfterMatch { .. }) => {
            panic!("decoding does not replay: {code}")
        }
        Err(_) => false,
    }
}

/// A random base64url character.
fn random_sextet(rng: &mut Rng) -> char {
    char::from(ALPHABET[rng.below(64)])
}

/// A random character, base64url or not, ASCII or not.
fn random_char(rng: &mut Rng) -> char {
    const OTHERS: [char; 12] = ['=', '+', '/', ' ', '%', '\n', 'é', 'ß', '€', '日', '😀', '\u{0}'];
    if rng.below(4) == 0 {
        OTHERS[rng.below(OTHERS.len())]
    } else {
        random_sextet(rng)
    }
}

/// A few codes of each variant from the reference set, short and long.
fn sample_codes() -> Vec<String> {
    let set = reference_set();
    let mut codes: Vec<String> = set.iter().step_by(20).map(|r| r.thread.encode()).collect();
    codes.extend(set.iter().step_by(97).map(|r| cut(&r.thread, 7).encode()));
    codes
}

#[test]
fn mangled_codes_never_panic() {
    let mut rng = Rng(0x5EED_F00D);
    let mut tried = 0;
    for code in sample_codes() {
        let chars: Vec<char> = code.chars().collect();
        let n = chars.len();
        let mangled = |rng: &mut Rng| -> String {
            let mut c = chars.clone();
            match rng.below(5) {
                0 => c[rng.below(n)] = random_char(rng),
                1 => drop(c.remove(rng.below(n))),
                2 => c.insert(rng.below(n + 1), random_char(rng)),
                3 => {
                    let (a, b) = (rng.below(n), rng.below(n));
                    c.swap(a, b);
                }
                _ => (0..1 + rng.below(4)).for_each(|_| c.push(random_char(rng))),
            }
            c.into_iter().collect()
        };
        for _ in 0..300 {
            decodes_soundly(&mangled(&mut rng));
            tried += 1;
        }
        for end in 0..n {
            assert!(!decodes_soundly(&code[..end]), "a cut code decoded: {}", &code[..end]);
            tried += 1;
        }
    }
    for _ in 0..5_000 {
        let length = rng.below(40);
        let text: String = (0..length).map(|_| random_char(&mut rng)).collect();
        decodes_soundly(&text);
        let text: String = std::iter::once('B').chain((0..length).map(|_| random_sextet(&mut rng))).collect();
        decodes_soundly(&text);
        tried += 2;
    }
    assert!(tried > 20_000, "{tried}");
}

/// How codes with one character changed to another base64url character
/// read: how many were tried, decoded, failed the check value, or were
/// otherwise damaged.
#[derive(Debug, Default)]
struct Changes {
    tried: usize,
    decoded: usize,
    check: usize,
    damaged: usize,
}

/// Changes one random character of the sample codes, many times.
fn changed_characters() -> Changes {
    let mut rng = Rng(0xC0DE_C0DE);
    let mut changes = Changes::default();
    for code in sample_codes() {
        let mut chars: Vec<char> = code.chars().collect();
        for _ in 0..400 {
            let at = rng.below(chars.len());
            let was = chars[at];
            chars[at] = random_sextet(&mut rng);
            if chars[at] != was {
                let text: String = chars.iter().collect();
                changes.tried += 1;
                match Thread::decode(&text) {
                    Err(LinkError::Check) => changes.check += 1,
                    Err(LinkError::Damaged) => changes.damaged += 1,
                    _ => changes.decoded += usize::from(decodes_soundly(&text)),
                }
            }
            chars[at] = was;
        }
    }
    changes
}

#[test]
fn one_changed_character_almost_never_decodes() {
    let changes = changed_characters();
    assert!(changes.tried > 20_000, "{changes:?}");
    assert!(changes.decoded * 1000 < changes.tried, "{changes:?}");
    assert!(changes.check > changes.tried * 9 / 10, "mostly reported as a changed character: {changes:?}");
}
