//! The friend page's reducer, natively: two devices passing links.

use super::*;
use warri_web::shell::address::Address;
use warri_web::shell::store::{Kept, Loaded, ReadError};

fn link(q: &str) -> FriendLink {
    FriendLink::of(&Address::of_query(q))
}

/// A device that opens `q` with nothing saved.
fn device(q: &str, id: u32) -> Friend {
    Friend::open(link(q), Loaded::Empty, Lang::En, GameId::new(id), 1.0)
}

/// What a device sends: the code of its game.
fn code(f: &Friend) -> String {
    f.play.as_ref().unwrap().thread().encode()
}

/// The same device (its saved games) opening a friend's link.
fn receive(f: &Friend, code: &str) -> Friend {
    let q = format!("?friend={code}");
    Friend::open(link(&q), Loaded::Read(f.games.clone()), Lang::Nl, GameId::new(999), 2.0)
}

fn settle(f: &mut Friend) {
    while let Some(id) = f.play.as_ref().and_then(|p| p.table.animation.as_ref().map(|a| a.id)) {
        f.apply(FriendAction::AnimationDone(id));
    }
}

fn play(f: &mut Friend, letter: char) {
    f.apply(FriendAction::Click(Pit::from_letter(letter).unwrap(), 3.0));
    settle(f);
}

fn turn(f: &Friend) -> Turn {
    f.play.as_ref().unwrap().turn()
}

#[test]
fn links_ask_for_the_choice_a_new_game_or_a_friends_game() {
    assert_eq!(link("?view=friend").ask, Ask::Choose(None));
    assert_eq!(link("?view=friend&choose=wahree").ask, Ask::Choose(Some(Variant::Wahree)));
    assert_eq!(link("?view=friend&variant=wahree&side=north").ask, Ask::Start(Variant::Wahree, Player::North, vec![]));
    assert_eq!(
        link("?view=friend&variant=wari").ask,
        Ask::Start(Variant::Wari, Player::South, vec![]),
        "side defaults"
    );
    let bad = link("?view=friend&variant=chess&side=east");
    assert_eq!(bad.ask, Ask::Choose(None));
    assert_eq!(bad.problems, [Problem::Variant("chess".into()), Problem::Side("east".into())]);
    assert_eq!(
        link("?friend=BxY&lang=ru"),
        FriendLink { lang: Some(Lang::Ru), ask: Ask::Open("BxY".into()), problems: vec![] }
    );
    let bad = warri_web::shell::address::AddressProblem::Lang("xx".into());
    assert_eq!(
        link("?friend=BxY&lang=xx"),
        FriendLink { lang: None, ask: Ask::Open("BxY".into()), problems: vec![Problem::Game(Notice::Address(bad))] },
        "a bad language is said as on every page"
    );
}

#[test]
fn two_devices_play_by_passing_links_each_playing_only_its_side() {
    let mut a = device("?view=friend&variant=wari&side=south", 7);
    assert_eq!(turn(&a), Turn::Mine, "South starts by default");
    play(&mut a, 'C');
    assert_eq!(turn(&a), Turn::Theirs);
    play(&mut a, 'D');
    assert_eq!(a.play.as_ref().unwrap().table.ply(), 1, "the friend's side is not played here");
    let mut b = device(&format!("?friend={}", code(&a)), 8);
    let bp = b.play.as_ref().unwrap();
    assert_eq!((bp.mine, bp.id, bp.table.ply()), (Player::North, GameId::new(7), 1));
    assert!(bp.table.animation.is_some(), "the last move is shown");
    settle(&mut b);
    assert_eq!(turn(&b), Turn::Mine);
    play(&mut b, 'c');
    assert_eq!(turn(&b), Turn::Theirs);
    let a2 = receive(&a, &code(&b));
    assert_eq!(a2.play.as_ref().unwrap().table.game.moves().len(), 2);
    assert_eq!(turn(&a2), Turn::Mine);
    assert_eq!(a2.games.entries.len(), 1, "one game, kept once");
    assert!(a2.problems.is_empty(), "{:?}", a2.problems);
}

#[test]
fn an_older_link_takes_nothing_back_and_a_disagreeing_one_is_named_and_kept() {
    let mut a = device("?view=friend&variant=abapa&side=south", 7);
    play(&mut a, 'C');
    let first = code(&a);
    let mut b = device(&format!("?friend={first}"), 8);
    settle(&mut b);
    let mut c = b.clone();
    play(&mut b, 'c');
    play(&mut c, 'd');
    let mut a = receive(&a, &code(&b));
    settle(&mut a);
    play(&mut a, 'A');
    let stale = receive(&a, &first);
    assert_eq!(stale.play.as_ref().unwrap().table.ply(), 3, "the game goes on from here");
    assert_eq!(stale.problems, [Problem::Older { kept: (0, 3), link: (0, 1) }]);
    let differ = receive(&a, &code(&c));
    assert_eq!(differ.problems, [Problem::Differ { game: 1, ply: 2 }]);
    let entry = &differ.games.entries[0];
    assert_eq!(entry.thread.moves.len(), 3, "the game kept here goes on");
    assert_eq!(entry.others.len(), 1, "the link's version is kept beside it");
    let mut switched = differ.clone();
    switched.apply(FriendAction::UseOther(GameId::new(7), 0));
    let entry = &switched.games.entries[0];
    assert_eq!((entry.thread.moves.len(), entry.others.len()), (2, 1), "both still kept");
    assert_eq!(switched.play.as_ref().unwrap().table.ply(), 2);
}

#[test]
fn a_bad_link_is_named_and_changes_nothing_saved() {
    let mut a = device("?view=friend&variant=wari&side=south", 7);
    play(&mut a, 'C');
    let saved = a.games.clone();
    let good = code(&a);
    let mut damaged: Vec<char> = good.chars().collect();
    let i = damaged.len() / 2;
    damaged[i] = if damaged[i] == 'A' { 'B' } else { 'A' };
    let damaged: String = damaged.into_iter().collect();
    let opened = receive(&a, &damaged);
    assert!(matches!(opened.problems.as_slice(), [Problem::Link(_)]), "{:?}", opened.problems);
    assert_eq!(opened.games, saved);
    assert_eq!(opened.saves, 0, "nothing is written");
    let problem = ReadError::Content(GamesError::Fields);
    let unreadable = Unreadable { problem, kept: Kept::Aside("warri.friends.unreadable".into()) };
    let page =
        Friend::open(link("?view=friend"), Loaded::Unreadable(unreadable.clone()), Lang::En, GameId::new(1), 1.0);
    assert_eq!(page.problems, [Problem::Saved(unreadable)]);
}

/// Plays the current game of `a` to its end with its friend `b` (who has
/// opened none of its links yet if `None`): each device plays only its own
/// side, choosing with `pick` among the legal moves, and each move's link
/// is opened on the other device. Returns both devices, up to date.
fn play_to_the_end(mut a: Friend, mut b: Option<Friend>, mut pick: impl FnMut(&[Pit]) -> Pit) -> (Friend, Friend) {
    loop {
        let (on, other) = match turn(&a) {
            Turn::Mine => (&mut a, false),
            Turn::Theirs => (b.get_or_insert_with(|| device(&format!("?friend={}", code(&a)), 8)), true),
            Turn::Over => break,
        };
        let legal: Vec<Pit> = on.play.as_ref().unwrap().table.game.legal_moves().into_iter().collect();
        on.apply(FriendAction::Click(pick(&legal), 3.0));
        settle(on);
        let sent = code(on);
        if other {
            a = receive(&a, &sent);
        } else {
            b = Some(match b {
                None => device(&format!("?friend={sent}"), 8),
                Some(b) => receive(&b, &sent),
            });
        }
        settle(&mut a);
        if let Some(b) = b.as_mut() {
            settle(b);
        }
        assert!(a.problems.is_empty(), "{:?}", a.problems);
    }
    (a, b.expect("the friend played"))
}

#[test]
fn a_barbados_match_goes_on_over_links_with_the_score_carried() {
    let a = device("?view=friend&variant=bridgetown&side=south", 7);
    // Each device plays its first legal pit until the first game ends.
    let (mut a, b) = play_to_the_end(a, None, |legal| legal[0]);
    let winner = a.play.as_ref().unwrap().table.game.outcome().unwrap().winner;
    a.apply(FriendAction::NextGame(4.0));
    let table = &a.play.as_ref().unwrap().table;
    assert_eq!(table.results, [winner]);
    assert_eq!(table.ply(), 0);
    // The winner starts the next game; after a draw, the one who did not start.
    let starter = winner.unwrap_or(Player::North);
    assert_eq!(table.game.to_move(), Some(starter));
    let b = receive(&b, &code(&a));
    let bt = &b.play.as_ref().unwrap().table;
    assert_eq!((bt.results.clone(), bt.ply()), (vec![winner], 0), "the score reaches the friend");
    assert_eq!(turn(&b), if starter == Player::North { Turn::Mine } else { Turn::Theirs });
    assert!(b.problems.is_empty(), "{:?}", b.problems);
}

#[test]
fn the_friends_pits_do_nothing_here_and_removal_forgets_a_game() {
    let mut a = device("?view=friend&variant=wahree&side=north", 7);
    assert_eq!(turn(&a), Turn::Theirs, "South starts; this device plays North");
    play(&mut a, 'C');
    assert_eq!(a.play.as_ref().unwrap().table.ply(), 0);
    let saves = a.saves;
    a.apply(FriendAction::Remove(GameId::new(7)));
    assert!(a.games.entries.is_empty() && a.play.is_none());
    assert_eq!((a.saves, a.games.removed.clone()), (saves + 1, vec![GameId::new(7)]));
}

#[test]
fn a_readable_game_link_goes_on_as_a_game_with_a_friend() {
    let a = device("?view=friend&variant=wari&moves=C,d,A&side=north", 7);
    let p = a.play.as_ref().unwrap();
    let letters: String = p.table.game.moves().iter().map(|m| m.letter()).collect();
    assert_eq!((letters.as_str(), p.mine), ("CdA", Player::North));
    assert_eq!(turn(&a), Turn::Mine, "North is to move after three moves");
    assert_eq!(a.games.entries[0].thread.moves, [2, 3, 0], "kept as played: C, d, A");
    let bad = device("?view=friend&variant=wari&moves=C,D", 7);
    assert_eq!(
        bad.play.as_ref().unwrap().table.ply(),
        0,
        "as on the game's page, a list with a bad move is not played"
    );
    assert!(matches!(bad.problems.as_slice(), [Problem::Game(_)]), "{:?}", bad.problems);
}

/// xorshift64*: the same games and mangled links every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n as u64) as usize
    }
}

/// Whether `new` is `old` or `old` gone further: the same game thread, with
/// `old`'s results first and, while in the same game, `old`'s moves first.
/// (Worked out here from the rule, not with the page's `compare`.)
fn goes_on_from(new: &Thread, old: &Thread) -> bool {
    (new.variant, new.id, new.host, new.first) == (old.variant, old.id, old.host, old.first)
        && new.results.starts_with(&old.results)
        && (new.results.len() > old.results.len() || new.moves.starts_with(&old.moves))
}

/// Whether every version of the saved `entry` is still kept in `games`:
/// as the game's thread, among its other versions, or gone further.
fn still_kept(games: &MyGames, entry: &Entry) -> bool {
    let Some(now) = games.get(entry.id()) else { return false };
    std::iter::once(&entry.thread).chain(&entry.others).all(|t| now.others.contains(t) || goes_on_from(&now.thread, t))
}

/// Device `a` after a Bridgetown match of two whole games (both devices
/// alternating, each game played to its end) and then a whole Wari game,
/// with the last link of each: codes of whole games with match results.
fn two_whole_threads(rng: &mut Rng) -> (Friend, [String; 2]) {
    let mut pick = |legal: &[Pit]| legal[rng.below(legal.len())];
    let a = device("?view=friend&variant=bridgetown&side=south", 7);
    let (mut a, b) = play_to_the_end(a, None, &mut pick);
    a.apply(FriendAction::NextGame(4.0));
    let mut b = receive(&b, &code(&a));
    settle(&mut b);
    let (mut a, b) = play_to_the_end(a, Some(b), &mut pick);
    let bridgetown = code(&b);
    let new = NewGame { variant: Variant::Wari, first: Player::North, mine: Player::South };
    a.apply(FriendAction::Start(new, GameId::new(9), 5.0));
    let (a, b) = play_to_the_end(a, None, &mut pick);
    let wari = code(&b);
    for code in [&bridgetown, &wari] {
        let t = Thread::decode(code).unwrap();
        assert!(t.checked().unwrap().game.is_over() && t.moves.len() > 20, "a whole game: {code}");
    }
    assert_eq!(Thread::decode(&bridgetown).unwrap().results.len(), 1, "with the first game's result");
    assert_eq!(a.games.entries.len(), 2);
    (a, [bridgetown, wari])
}

#[test]
fn mangled_links_never_panic_never_lose_a_saved_game_and_are_always_named() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (a, codes) = two_whole_threads(&mut rng);
    let saved = a.games.clone();
    let alphabet: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_!é ".chars().collect();
    let mut unreadable = 0;
    for good in &codes {
        for _ in 0..1500 {
            let mut chars: Vec<char> = good.chars().collect();
            for _ in 0..=rng.below(3) {
                let at = rng.below(chars.len() + 1);
                match rng.below(3) {
                    0 if at < chars.len() => chars[at] = alphabet[rng.below(alphabet.len())],
                    1 if at < chars.len() => drop(chars.remove(at)),
                    _ => chars.insert(at, alphabet[rng.below(alphabet.len())]),
                }
            }
            let mangled: String = chars.into_iter().collect();
            let opened = receive(&a, &mangled);
            for entry in &saved.entries {
                assert!(still_kept(&opened.games, entry), "{mangled}: the saved game's moves are still kept");
            }
            if Thread::decode(&mangled).is_err() {
                // A link that does not read changes nothing kept here.
                unreadable += 1;
                assert_eq!((&opened.games, opened.saves), (&saved, 0), "{mangled}");
            }
            if opened.play.is_none() {
                assert!(matches!(opened.problems.as_slice(), [Problem::Link(_)]), "{mangled}: {:?}", opened.problems);
            }
        }
    }
    assert!(unreadable > 2900, "{unreadable} of 3000 mangled links did not read");
}

#[test]
fn links_that_read_but_part_from_or_lag_behind_a_saved_game_lose_nothing() {
    let mut rng = Rng(0x5EED_F00D);
    let (a, codes) = two_whole_threads(&mut rng);
    for code in &codes {
        let kept = Thread::decode(code).unwrap();
        let entry = a.games.get(kept.id).unwrap().clone();
        let game = kept.checked().unwrap().game;
        for ply in 0..kept.moves.len() {
            // Every earlier state of the game: nothing is taken back.
            let earlier = Thread { moves: kept.moves[..ply].to_vec(), ..kept.clone() };
            let opened = receive(&a, &earlier.encode());
            assert_eq!(opened.games.get(kept.id), Some(&entry), "ply {ply}: the saved game is untouched");
            // Another legal move at this ply: both versions are kept.
            let at = game.at(ply).unwrap();
            let Some(other) = at.legal_moves().into_iter().find(|&p| p.relative() as u8 != kept.moves[ply]) else {
                continue;
            };
            let mut moves = kept.moves[..ply].to_vec();
            moves.push(other.relative() as u8);
            let parting = Thread { moves, ..kept.clone() };
            let opened = receive(&a, &parting.encode());
            let now = opened.games.get(kept.id).unwrap();
            assert_eq!(now.thread, kept, "ply {ply}: the game kept here goes on");
            assert_eq!(now.others, [parting], "ply {ply}: the link's version is kept beside it");
        }
        // A match whose first game ended otherwise parts at that game.
        if let [result] = kept.results[..] {
            let parting = Thread { results: vec![result.map_or(Some(Player::South), |_| None)], moves: vec![], ..kept };
            let now = receive(&a, &parting.encode()).games.get(parting.id).unwrap().clone();
            assert_eq!((&now.thread, now.others.as_slice()), (&entry.thread, &[parting][..]));
        }
    }
}

#[test]
fn a_language_the_link_names_is_remembered_for_the_friends_links_which_name_none() {
    use warri_web::shell::i18n;
    use warri_web::shell::store::{Memory, Store};
    // B's browser speaks German; B's first visit names Dutch; the friend's
    // later links name no language.
    let browser = ["de-DE".to_string()];
    let store = Memory::default();
    let first = link("?view=friend&variant=wari&side=south&lang=nl");
    let lang = i18n::resolve(first.lang, i18n::remembered(&store, &[]).value(), &browser);
    let mut b = Friend::open(first, Loaded::Empty, lang, GameId::new(7), 1.0);
    // What the page's effect does with the language it shows.
    assert!(i18n::remember(&store, b.lang, &browser));
    let later = link(&format!("?friend={}", code(&b)));
    let lang = i18n::resolve(later.lang, i18n::remembered(&store, &[]).value(), &browser);
    assert_eq!(Friend::open(later, Loaded::Read(b.games.clone()), lang, GameId::new(8), 2.0).lang, Lang::Nl);
    // Changed with the page's switch: remembered the same way.
    let saves = b.saves;
    b.apply(FriendAction::Lang(Lang::Ru));
    assert!(i18n::remember(&store, b.lang, &browser));
    assert_eq!(i18n::resolve(None, i18n::remembered(&store, &[]).value(), &browser), Lang::Ru);
    assert_eq!(b.saves, saves, "the games are not saved again for a language");
    // A browser's own language is followed, not remembered.
    let fresh = Memory::default();
    assert!(!i18n::remember(&fresh, Lang::En, &browser));
    assert_eq!(fresh.get("warri.lang"), None);
}
