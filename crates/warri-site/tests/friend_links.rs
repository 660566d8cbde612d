//! The friend link's code against many real games: the reference set — 300
//! random games per variant, Barbados ones in the middle of a match — must
//! round-trip, stay short enough for a link, and mangled codes must never
//! panic and almost never pass as another game.
//!
//! `cargo test -p warri-site --test friend_links -- --ignored --nocapture`
//! prints the code lengths (`link_length_figures`).

use warri_rules::{Game, MatchScore, Player, Position, Variant};
use warri_site::friend::link::{GameId, LinkError, Thread};

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
