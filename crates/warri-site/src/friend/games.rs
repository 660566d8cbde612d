//! *My games*: the games in progress with friends, kept in the browser's
//! local storage under [`FRIENDS`], several at once, finished ones too until
//! the player removes them. Each game is kept as its latest link
//! ([`Thread`], the one notation of a game between friends), the side
//! played on this device, when it last changed, and the versions of it that
//! disagreed with it (two links of one game with different moves: both are
//! kept, never one dropped).
//!
//! Which of two versions of a game goes on is [`compare`]'s: the longer of
//! two consistent ones (an older link never takes back a move played here),
//! and a disagreement is named with the ply where they part.
//!
//! Saved as versioned JSON ([`warri_web::shell::store::versioned`]); text
//! that cannot be read is kept aside by the store's policy before anything
//! is written, and another tab's games are merged in at each save
//! ([`Keepable`]). Releases before this one also kept the page's language
//! here (`lang`): the shell reads it once into the language the player
//! chose (`warri_web::shell::i18n::remembered`); nothing writes it any more.

use serde::{Deserialize, Serialize};
use warri_rules::Player;
use warri_web::playback::Speed;
use warri_web::shell::store::{self, Keepable, ReadError, Slot};

use super::link::{GameId, LinkError, Thread};

/// Where *My games* is kept.
pub const FRIENDS: Slot = Slot { key: "warri.friends" };

/// The saved format's version.
pub const VERSION: u64 = 1;

/// A game with a friend, as kept on this device.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The game, as its latest link carries it.
    pub thread: Thread,
    /// The side played on this device.
    pub mine: Player,
    /// When it last changed (milliseconds since 1970, the browser's clock).
    pub updated: f64,
    /// Versions of this game that disagree with it, kept as they came.
    pub others: Vec<Thread>,
}

impl Entry {
    /// The game's id.
    pub fn id(&self) -> GameId {
        self.thread.id
    }
}

/// The games with friends kept on this device, the latest changed first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MyGames {
    /// The games.
    pub entries: Vec<Entry>,
    /// The speed moves are shown at, as last chosen on the page.
    pub speed: Option<Speed>,
    /// The games removed on this page (not saved): another tab's copy
    /// does not bring them back ([`Keepable::merge`]).
    pub removed: Vec<GameId>,
}

/// Why saved text is not *My games* (inside its envelope).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesError {
    /// JSON, but its fields are not a list of games.
    Fields,
    /// A game's link cannot be read.
    Link(LinkError),
}

/// How two versions of one game compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// The same game, as far.
    Same,
    /// The new version goes further: it goes on.
    Longer,
    /// The new version is an older state of the kept one: the kept one
    /// goes on.
    Older,
    /// They part: the first game of the match (1-based) and the ply of
    /// it (1-based) where they differ.
    Differ {
        /// The game of the match.
        game: usize,
        /// The ply of that game.
        ply: usize,
    },
}

/// How `new` compares with `kept`, two versions of one game: each is its
/// earlier games' results and its current game's moves.
pub fn compare(kept: &Thread, new: &Thread) -> Comparison {
    if (kept.variant, kept.host, kept.first) != (new.variant, new.host, new.first) {
        return Comparison::Differ { game: 1, ply: 1 };
    }
    let common = kept.results.len().min(new.results.len());
    if let Some(g) = (0..common).find(|&g| kept.results[g] != new.results[g]) {
        return Comparison::Differ { game: g + 1, ply: 1 };
    }
    match kept.results.len().cmp(&new.results.len()) {
        std::cmp::Ordering::Less => Comparison::Longer,
        std::cmp::Ordering::Greater => Comparison::Older,
        std::cmp::Ordering::Equal => compare_moves(kept, new),
    }
}

fn compare_moves(kept: &Thread, new: &Thread) -> Comparison {
    let game = kept.results.len() + 1;
    if let Some(i) = kept.moves.iter().zip(&new.moves).position(|(a, b)| a != b) {
        return Comparison::Differ { game, ply: i + 1 };
    }
    match kept.moves.len().cmp(&new.moves.len()) {
        std::cmp::Ordering::Less => Comparison::Longer,
        std::cmp::Ordering::Greater => Comparison::Older,
        std::cmp::Ordering::Equal => Comparison::Same,
    }
}

#[derive(Serialize, Deserialize)]
struct SavedEntry {
    link: String,
    mine: String,
    updated: f64,
    #[serde(default)]
    others: Vec<String>,
}

#[derive(Serialize, Deserialize)]
struct Saved {
    version: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    speed: Option<String>,
    games: Vec<SavedEntry>,
}

impl MyGames {
    /// The games of a saved object.
    fn of(value: serde_json::Value) -> Result<MyGames, GamesError> {
        let saved: Saved = serde_json::from_value(value).map_err(|_| GamesError::Fields)?;
        let entries = saved.games.into_iter().map(entry).collect::<Result<Vec<_>, _>>()?;
        Ok(MyGames { entries, speed: saved.speed.as_deref().and_then(Speed::from_key), removed: Vec::new() })
    }

    /// The game with this id, if kept.
    pub fn get(&self, id: GameId) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id() == id)
    }

    /// Keeps `entry` in place of the game with its id (or as a new one),
    /// first in the list.
    pub fn put(&mut self, entry: Entry) {
        self.entries.retain(|e| e.id() != entry.id());
        self.entries.insert(0, entry);
    }

    /// Forgets a game (also in what another tab saved: [`Keepable::merge`]).
    pub fn remove(&mut self, id: GameId) {
        self.entries.retain(|e| e.id() != id);
        self.removed.push(id);
    }
}

impl Keepable for MyGames {
    type Error = GamesError;
    const SLOT: Slot = FRIENDS;

    /// Reads saved text.
    fn parse(text: &str) -> Result<MyGames, ReadError<GamesError>> {
        let opened = store::versioned(text, 1..=VERSION)?;
        MyGames::of(opened.value).map_err(ReadError::Content)
    }

    /// Takes in what another tab saved meanwhile: its games this list does
    /// not have (but those removed here), and of a game both have, the
    /// longer version (a version that disagrees is kept among the game's
    /// others).
    fn merge(&mut self, other: &MyGames) {
        for theirs in other.entries.iter().filter(|e| !self.removed.contains(&e.id())) {
            let Some(ours) = self.entries.iter_mut().find(|e| e.id() == theirs.id()) else {
                self.entries.push(theirs.clone());
                continue;
            };
            match compare(&ours.thread, &theirs.thread) {
                Comparison::Same | Comparison::Older => {}
                Comparison::Longer => {
                    ours.thread = theirs.thread.clone();
                    ours.updated = ours.updated.max(theirs.updated);
                }
                Comparison::Differ { .. } => keep_other(ours, &theirs.thread),
            }
            for t in &theirs.others {
                keep_other(ours, t);
            }
        }
        self.entries.sort_by(|a, b| b.updated.total_cmp(&a.updated));
        self.speed = self.speed.or(other.speed);
    }

    /// The games as saved.
    fn text(&self) -> String {
        let games = self
            .entries
            .iter()
            .map(|e| SavedEntry {
                link: e.thread.encode(),
                mine: e.mine.key().to_string(),
                updated: e.updated,
                others: e.others.iter().map(Thread::encode).collect(),
            })
            .collect();
        let speed = self.speed.map(|s| s.key().to_string());
        serde_json::to_string(&Saved { version: VERSION, speed, games }).unwrap_or_default()
    }
}

/// Keeps `thread` among `entry`'s other versions, once.
pub fn keep_other(entry: &mut Entry, thread: &Thread) {
    if entry.thread != *thread && !entry.others.contains(thread) {
        entry.others.push(thread.clone());
    }
}

/// The player a key names (`south`, `north`).
pub fn player(key: &str) -> Option<Player> {
    Player::ALL.into_iter().find(|p| p.key() == key)
}

fn entry(saved: SavedEntry) -> Result<Entry, GamesError> {
    let thread = Thread::decode(&saved.link).map_err(GamesError::Link)?;
    let mine = player(&saved.mine).ok_or(GamesError::Fields)?;
    let others = saved.others.iter().map(|t| Thread::decode(t)).collect::<Result<_, _>>().map_err(GamesError::Link)?;
    Ok(Entry { thread, mine, updated: saved.updated, others })
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_rules::Variant;
    use warri_web::shell::store::{Envelope, Kept, Loaded, Memory, Store};

    fn thread(results: &[Option<Player>], moves: &[u8]) -> Thread {
        Thread {
            variant: Variant::Bridgetown,
            id: GameId::new(77),
            host: Player::South,
            first: Player::South,
            results: results.to_vec(),
            moves: moves.to_vec(),
        }
    }

    #[test]
    fn the_longer_of_two_consistent_versions_goes_on_and_a_difference_is_placed() {
        let kept = thread(&[], &[2, 3, 1]);
        assert_eq!(compare(&kept, &thread(&[], &[2, 3, 1])), Comparison::Same);
        assert_eq!(compare(&kept, &thread(&[], &[2, 3, 1, 0])), Comparison::Longer);
        assert_eq!(compare(&kept, &thread(&[], &[2])), Comparison::Older, "an older link takes nothing back");
        assert_eq!(compare(&kept, &thread(&[], &[2, 4])), Comparison::Differ { game: 1, ply: 2 });
        assert_eq!(compare(&kept, &thread(&[Some(Player::North)], &[])), Comparison::Longer, "the next game");
        let later = thread(&[Some(Player::North), None], &[1]);
        assert_eq!(compare(&later, &thread(&[Some(Player::North)], &[0, 5])), Comparison::Older);
        assert_eq!(compare(&later, &thread(&[Some(Player::South)], &[])), Comparison::Differ { game: 1, ply: 1 });
        let mut other_host = kept.clone();
        other_host.host = Player::North;
        assert!(matches!(compare(&kept, &other_host), Comparison::Differ { .. }));
    }

    #[test]
    fn saved_games_read_back_and_bad_text_is_named() {
        let mut games = MyGames::default();
        games.put(Entry { thread: thread(&[], &[2, 3]), mine: Player::North, updated: 5.0, others: vec![] });
        let mut second = thread(&[None], &[0]);
        second.id = GameId::new(78);
        games.put(Entry { thread: second.clone(), mine: Player::South, updated: 9.0, others: vec![thread(&[], &[1])] });
        games.speed = Some(Speed::Fast);
        let back = MyGames::parse(&games.text()).unwrap();
        assert_eq!(back, games);
        assert_eq!(back.entries[0].thread, second, "the latest first");
        let envelope = |e| Err(ReadError::Envelope(e));
        assert!(matches!(MyGames::parse("{"), Err(ReadError::Envelope(Envelope::Json { line: 1, .. }))));
        assert_eq!(MyGames::parse(r#"{"version":2,"games":[]}"#), envelope(Envelope::Newer(2)));
        assert!(MyGames::parse(r#"{"version":2,"games":[]}"#).unwrap_err().is_newer());
        assert_eq!(MyGames::parse(r#"{"games":[]}"#), envelope(Envelope::NoVersion));
        let content = |e| Err(ReadError::Content(e));
        assert_eq!(MyGames::parse(r#"{"version":1,"games":{}}"#), content(GamesError::Fields));
        let bad = r#"{"version":1,"games":[{"link":"B!","mine":"south","updated":1}]}"#;
        assert!(matches!(MyGames::parse(bad), Err(ReadError::Content(GamesError::Link(_)))));
        let bad = games.text().replace("\"north\"", "\"east\"");
        assert_eq!(MyGames::parse(&bad), content(GamesError::Fields));
        // As a release before this one saved them, with the page's
        // language: read (the language is the shell's to read), never
        // written again.
        let old = games.text().replace(r#""version":1,"#, r#""version":1,"lang":"ru","#);
        assert!(old.contains(r#""lang":"ru""#), "{old}");
        assert_eq!(MyGames::parse(&old), Ok(games.clone()));
        assert!(!games.text().contains("lang"));
    }

    #[test]
    fn another_tabs_games_are_merged_and_nothing_is_lost() {
        let mut ours = MyGames::default();
        ours.put(Entry { thread: thread(&[], &[2, 3]), mine: Player::South, updated: 5.0, others: vec![] });
        let mut theirs = ours.clone();
        theirs.entries[0].thread = thread(&[], &[2, 3, 4]);
        theirs.entries[0].updated = 6.0;
        let mut new = thread(&[], &[]);
        new.id = GameId::new(9);
        theirs.put(Entry { thread: new, mine: Player::North, updated: 7.0, others: vec![] });
        ours.merge(&theirs);
        assert_eq!(ours.entries.len(), 2);
        assert_eq!(ours.get(GameId::new(77)).unwrap().thread.moves, [2, 3, 4], "the longer version");
        let mut differing = ours.clone();
        differing.entries.iter_mut().for_each(|e| e.thread.moves = vec![5]);
        ours.merge(&differing);
        let kept = ours.get(GameId::new(77)).unwrap();
        assert_eq!(kept.thread.moves, [2, 3, 4]);
        assert_eq!(kept.others, [thread(&[], &[5])], "the other version is kept beside it");
    }

    #[test]
    fn a_save_takes_in_another_tabs_games_but_not_those_removed_here() {
        let entry = |id: u32, moves: &[u8]| {
            let mut t = thread(&[], moves);
            t.id = GameId::new(id);
            Entry { thread: t, mine: Player::South, updated: f64::from(id), others: vec![] }
        };
        // This page opened with games 1 and 2; another tab then saved games
        // 1 (further on), 2 and 3.
        let mut here = MyGames::default();
        here.put(entry(1, &[2]));
        here.put(entry(2, &[]));
        let mut other = here.clone();
        other.put(entry(1, &[2, 3]));
        other.put(entry(3, &[]));
        let store = Memory::with(&[("warri.friends", &other.text())]);
        here.remove(GameId::new(2));
        assert!(store::keep(&store, &here));
        let saved = MyGames::parse(&store.get("warri.friends").unwrap()).unwrap();
        let ids: Vec<u32> = saved.entries.iter().map(|e| e.id().get()).collect();
        assert_eq!(ids, [3, 1], "the other tab's new game kept, the one removed here gone");
        assert_eq!(saved.get(GameId::new(1)).unwrap().thread.moves, [2, 3], "the longer version");
        // Unreadable games are kept aside before the page's are written.
        let damaged = r#"{"version":1,"games":[{"link":"BggFd4","mine":"south","updated":1}]}"#;
        let store = Memory::with(&[("warri.friends", damaged)]);
        assert!(
            matches!(store::load::<MyGames>(&store), Loaded::Unreadable(u) if u.kept == Kept::Aside("warri.friends.unreadable".into()))
        );
        assert!(store::keep(&store, &here));
        assert_eq!(store.get("warri.friends.unreadable").as_deref(), Some(damaged));
        assert_eq!(MyGames::parse(&store.get("warri.friends").unwrap()).unwrap().entries.len(), 1);
    }
}
