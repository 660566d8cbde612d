//! Playing a friend by link, with no server: each player's device plays
//! only its own side, and after a move shows the link to send (in the chat
//! the two already use, or as a QR code for a friend in the same room).
//! The link is the whole game from its start ([`link`]), so the device that
//! opens it replays and checks every move; *My games* ([`games`]) keeps the
//! games in progress on this device, and of two versions of one game the
//! longer consistent one goes on, a disagreeing one is named and kept.
//!
//! This file is the page's state and reducer ([`Friend`], [`FriendAction`]),
//! plain Rust tested natively; [`app`] draws it, [`words`] words it, [`qr`]
//! draws the link as a QR code. A page of the site's module: the game's
//! first page never carries it.
//!
//! Links: `?view=friend` opens the choice of a new game and *My games*
//! (`&choose=K`: with that variant chosen);
//! `&variant=K&side=south|north` starts a new game at once (the other
//! choices at their defaults; a readable game's `&moves=C,d,…` are played
//! on it, checked as the game's page checks them); `?friend=CODE` is a
//! friend's link.
//!
//! Test hooks: `[data-testid=friend]` (the page); `friend-setup` (the
//! choice: `friend-variant`, `friend-side`, `friend-first`, `friend-start`);
//! `[data-testid=friend-game][data-game-id][data-variant][data-mine]`;
//! `[data-testid=friend-status][data-turn=mine|theirs|over]`; after a move
//! on this device `friend-link` (an `<a>` whose `href` and text are the
//! link), `friend-share`, `friend-qr` (an `<svg>`); `friend-next-game`,
//! `friend-review`, `friend-new`; `ul[data-testid=my-games]` with
//! `li[data-game-id][data-turn]` (`friend-open`, `friend-remove`,
//! `friend-other`, and `friend-entry-review` once over). The board keeps
//! the game's hooks.

pub mod app;
pub mod games;
pub mod link;
pub mod qr;
pub mod words;

use warri_rules::{ByPlayer, Pit, Player, Variant};
use warri_web::notice::Notice;
use warri_web::playback::Speed;
use warri_web::seat::Seat;
use warri_web::shell::address::Address;
use warri_web::shell::i18n::Lang;
use warri_web::shell::store::{Kept, Loaded, Unreadable};
use warri_web::shell::url::{given, page_link};
use warri_web::table::{Action, Settings, Table};

use games::{compare, keep_other, Comparison, Entry, GamesError, MyGames};
use link::{GameId, LinkError, Thread};

/// What the page's link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendLink {
    /// `lang=`, as the shell read it.
    pub lang: Option<Lang>,
    /// What to show.
    pub ask: Ask,
    /// What is wrong with the link's other parameters.
    pub problems: Vec<Problem>,
}

/// What the link asks the page to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The choice of a new game (the variant chosen, if the link names it)
    /// and *My games*.
    Choose(Option<Variant>),
    /// A new game at once: the variant, the side played here, and the
    /// moves already played (a readable game link, `moves=`).
    Start(Variant, Player, Vec<Pit>),
    /// A friend's link: its code.
    Open(String),
}

impl FriendLink {
    /// Reads the page's part of its address (what the shell found wrong
    /// with its language is said with the rest).
    pub fn of(address: &Address) -> FriendLink {
        let pairs = &address.pairs;
        let get = |name: &str| given(pairs, name);
        let lang = address.lang;
        let mut problems: Vec<Problem> =
            address.problems.iter().cloned().map(|p| Problem::Game(Notice::Address(p))).collect();
        if let Some(code) = get("friend") {
            return FriendLink { lang, ask: Ask::Open(code.to_string()), problems };
        }
        let variant = get("variant").and_then(|v| {
            let parsed = v.parse::<Variant>().ok();
            if parsed.is_none() {
                problems.push(Problem::Variant(v.to_string()));
            }
            parsed
        });
        let side = get("side").and_then(|s| {
            let parsed = games::player(&s.to_ascii_lowercase());
            if parsed.is_none() {
                problems.push(Problem::Side(s.to_string()));
            }
            parsed
        });
        let moves = get("moves").map(|_| readable_moves(pairs, &mut problems)).unwrap_or_default();
        let ask = match (variant, side) {
            (Some(v), Some(s)) => Ask::Start(v, s, moves),
            (Some(v), None) if get("side").is_none() => Ask::Start(v, Player::South, moves),
            (v, _) => Ask::Choose(v.or_else(|| get("choose").and_then(|c| c.parse().ok()))),
        };
        FriendLink { lang, ask, problems }
    }
}

/// The moves of a readable game link (`variant=K&moves=C,d,…`), read as
/// the game's page reads them (one parser for that notation); what it says
/// of them becomes the page's problems.
fn readable_moves(pairs: &[(String, String)], problems: &mut Vec<Problem>) -> Vec<Pit> {
    let game_pairs: Vec<(String, String)> =
        pairs.iter().filter(|(k, _)| k == "variant" || k == "moves").cloned().collect();
    let mut notices = Vec::new();
    let link = warri_web::params::GameLink::read(&game_pairs, &mut notices);
    problems.extend(notices.into_iter().filter(|n| !matches!(n, Notice::Variant(_))).map(Problem::Game));
    link.table.game.moves().to_vec()
}

/// What the page says about bad input and about the games' versions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The friend's link cannot be used.
    Link(LinkError),
    /// `variant=` names no variant.
    Variant(String),
    /// `side=` is neither `south` nor `north`.
    Side(String),
    /// What the game's page says of a readable link's moves, and what the
    /// shell says of its language.
    Game(Notice),
    /// The link is an older state of the game kept here, which goes on:
    /// the plies (of the current game) and games each has.
    Older {
        /// Games finished and plies of the current game kept here.
        kept: (usize, usize),
        /// The same in the link.
        link: (usize, usize),
    },
    /// The link and the game kept here part at this game and ply: both are
    /// kept, the one kept here goes on.
    Differ {
        /// The game of the match (1-based).
        game: usize,
        /// Its ply (1-based).
        ply: usize,
    },
    /// *My games* as saved cannot be read.
    Saved(Unreadable<GamesError>),
}

impl Problem {
    /// Where the saved games it is about are kept, if they could not be read.
    pub fn kept(&self) -> Option<&Kept> {
        match self {
            Problem::Saved(u) => Some(&u.kept),
            _ => None,
        }
    }
}

/// Whose turn it is, as this device sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The side played here is to move.
    Mine,
    /// The friend is to move.
    Theirs,
    /// The game is over.
    Over,
}

impl Turn {
    /// The value of `data-turn`.
    pub const fn key(self) -> &'static str {
        match self {
            Turn::Mine => "mine",
            Turn::Theirs => "theirs",
            Turn::Over => "over",
        }
    }

    /// Whose turn it is in `game` for the player of `mine`.
    pub fn of(game: &warri_rules::Game, mine: Player) -> Turn {
        match game.to_move() {
            None => Turn::Over,
            Some(p) if p == mine => Turn::Mine,
            Some(_) => Turn::Theirs,
        }
    }
}

/// The game shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// Its id.
    pub id: GameId,
    /// The side played here.
    pub mine: Player,
    /// The side of the player who started it.
    pub host: Player,
    /// The game, the match so far and the move being shown.
    pub table: Table,
}

impl Play {
    /// The game as its link carries it.
    pub fn thread(&self) -> Thread {
        let s = &self.table.settings;
        Thread::of_game(s.variant, self.id, self.host, s.first, self.table.results.clone(), &self.table.game)
    }

    /// Whose turn it is here.
    pub fn turn(&self) -> Turn {
        Turn::of(&self.table.game, self.mine)
    }

    /// The game a checked link carries, its last move about to be shown
    /// (`animate`) or shown at once.
    fn of(thread: &link::Checked, mine: Player, animate: bool) -> Play {
        let t = &thread.thread;
        let settings = Settings { variant: t.variant, seats: ByPlayer::new(Seat::Human, Seat::Human), first: t.first };
        let mut game = thread.game.clone();
        let last = if animate { game.moves().last().copied() } else { None };
        if last.is_some() {
            game = game.at(game.moves().len() - 1).unwrap_or_else(|_| thread.game.clone());
        }
        let mut table = Table::with_game(settings, game);
        table.results = t.results.clone();
        if let Some(pit) = last {
            table.apply(Action::Click(pit));
        }
        Play { id: t.id, mine, host: t.host, table }
    }
}

/// A new game's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// The variant.
    pub variant: Variant,
    /// Who starts the first game.
    pub first: Player,
    /// The side played on this device.
    pub mine: Player,
}

/// The friend page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Friend {
    /// The page's language.
    pub lang: Lang,
    /// Moves are shown at once (the reader prefers reduced motion).
    pub instant: bool,
    /// The speed moves are shown at, as chosen on the page.
    pub speed: Speed,
    /// The games kept on this device.
    pub games: MyGames,
    /// The game shown, if any (else the choice of a new one).
    pub play: Option<Play>,
    /// The variant the choice opens with.
    pub variant: Variant,
    /// What the page says.
    pub problems: Vec<Problem>,
    /// Counts the changes to the games kept: each is saved.
    pub saves: u32,
    /// Whether the link was just copied (or shared).
    pub copied: bool,
    /// Counts the moves played on this device (the page then brings the
    /// link to send into view).
    pub moved: u32,
}

/// Everything that changes the page.
#[derive(Clone, Debug, PartialEq)]
pub enum FriendAction {
    /// A pit was clicked (at this time, milliseconds since 1970).
    Click(Pit, f64),
    /// The animation with this id has finished.
    AnimationDone(u32),
    /// The next game of the match (at this time).
    NextGame(f64),
    /// A new game: its choices, a fresh id, the time.
    Start(NewGame, GameId, f64),
    /// Show a kept game.
    Open(GameId),
    /// Forget a kept game.
    Remove(GameId),
    /// Go on from a kept game's other version (its index), keeping the
    /// one shown until now among the others.
    UseOther(GameId, usize),
    /// Back to the choice of a new game.
    Choose,
    /// The language.
    Lang(Lang),
    /// The speed moves are shown at.
    Speed(Speed),
    /// The link was copied (or shared).
    Copied,
    /// Forget what the page says.
    Dismiss,
}

impl Friend {
    /// The page a link opens in `lang`, with the games saved on this
    /// device; `new_id` and `now` for a game the link starts.
    pub fn open(link: FriendLink, saved: Loaded<MyGames, GamesError>, lang: Lang, new_id: GameId, now: f64) -> Friend {
        let mut problems = link.problems;
        if let Some(u) = saved.unreadable() {
            problems.push(Problem::Saved(u.clone()));
        }
        let games = saved.value().unwrap_or_default();
        let mut page = Friend {
            lang,
            instant: false,
            speed: games.speed.unwrap_or_default(),
            games,
            play: None,
            variant: Variant::default(),
            problems,
            saves: 0,
            copied: false,
            moved: 0,
        };
        match link.ask {
            Ask::Choose(v) => page.variant = v.unwrap_or_default(),
            Ask::Start(variant, mine, moves) => {
                page.start(NewGame { variant, first: Player::South, mine }, new_id, now);
                page.play_on(&moves, now);
            }
            Ask::Open(code) => page.receive(&code, now),
        }
        page
    }

    /// The link the address bar shows: the game's, or the page's.
    pub fn address(&self) -> String {
        match &self.play {
            Some(p) => page_link(&[("friend", p.thread().encode().as_str()), ("lang", self.lang.code())]),
            None => page_link(&[("view", "friend"), ("lang", self.lang.code())]),
        }
    }

    fn changed(&mut self) {
        self.saves += 1;
    }

    fn start(&mut self, new: NewGame, id: GameId, now: f64) {
        let thread = Thread {
            variant: new.variant,
            id,
            host: new.mine,
            first: new.first,
            results: Vec::new(),
            moves: Vec::new(),
        };
        self.variant = new.variant;
        self.show_entry(Entry { thread, mine: new.mine, updated: now, others: Vec::new() }, false);
        self.changed();
    }

    /// Plays `moves` (already checked) on the game just started.
    fn play_on(&mut self, moves: &[Pit], now: f64) {
        let Some(play) = self.play.as_mut() else { return };
        for &pit in moves {
            play.table.apply(Action::Click(pit));
            play.table.animation = None;
        }
        self.keep_play(now);
    }

    /// A friend's link: checked, compared with the version kept here.
    fn receive(&mut self, code: &str, now: f64) {
        let checked = match Thread::decode(code).and_then(|t| t.checked()) {
            Ok(c) => c,
            Err(e) => return self.problems.push(Problem::Link(e)),
        };
        let thread = checked.thread.clone();
        let Some(mut entry) = self.games.get(thread.id).cloned() else {
            let entry = Entry { thread, mine: checked.thread.host.opponent(), updated: now, others: Vec::new() };
            self.play = Some(Play::of(&checked, entry.mine, true));
            self.games.put(entry);
            return self.changed();
        };
        match compare(&entry.thread, &thread) {
            Comparison::Same => self.play = Some(Play::of(&checked, entry.mine, true)),
            Comparison::Longer => {
                entry.thread = thread;
                entry.updated = now;
                self.play = Some(Play::of(&checked, entry.mine, true));
                self.games.put(entry);
                self.changed();
            }
            Comparison::Older => {
                let size = |t: &Thread| (t.results.len(), t.moves.len());
                self.problems.push(Problem::Older { kept: size(&entry.thread), link: size(&thread) });
                self.show_entry(entry, false);
            }
            Comparison::Differ { game, ply } => {
                self.problems.push(Problem::Differ { game, ply });
                keep_other(&mut entry, &thread);
                self.games.put(entry.clone());
                self.changed();
                self.show_entry(entry, false);
            }
        }
    }

    /// Shows a kept game (put first among the games).
    fn show_entry(&mut self, entry: Entry, animate: bool) {
        match entry.thread.checked() {
            Ok(c) => self.play = Some(Play::of(&c, entry.mine, animate)),
            Err(e) => self.problems.push(Problem::Link(e)),
        }
        self.variant = entry.thread.variant;
        self.games.put(entry);
    }

    /// Keeps the game shown as it is now.
    fn keep_play(&mut self, now: f64) {
        let Some(play) = &self.play else { return };
        let Some(mut entry) = self.games.get(play.id).cloned() else { return };
        entry.thread = play.thread();
        entry.updated = now;
        self.games.put(entry);
        self.changed();
    }

    /// Applies an action.
    pub fn apply(&mut self, action: FriendAction) {
        match action {
            FriendAction::Click(pit, now) => {
                let Some(play) = self.play.as_mut().filter(|p| p.turn() == Turn::Mine) else { return };
                let before = play.table.ply();
                play.table.apply(Action::Click(pit));
                if play.table.ply() > before {
                    self.copied = false;
                    self.moved += 1;
                    self.keep_play(now);
                }
            }
            FriendAction::AnimationDone(id) => {
                if let Some(p) = self.play.as_mut() {
                    p.table.apply(Action::AnimationDone(id));
                }
            }
            FriendAction::NextGame(now) => {
                let Some(play) = self.play.as_mut().filter(|p| p.table.can_next_game()) else { return };
                play.table.apply(Action::NextGame);
                self.copied = false;
                self.keep_play(now);
            }
            FriendAction::Start(new, id, now) => {
                self.problems.clear();
                self.start(new, id, now);
            }
            FriendAction::Open(id) => {
                if let Some(entry) = self.games.get(id).cloned() {
                    self.problems.clear();
                    self.copied = false;
                    self.show_entry(entry, false);
                }
            }
            FriendAction::Remove(id) => {
                self.games.remove(id);
                if self.play.as_ref().is_some_and(|p| p.id == id) {
                    self.play = None;
                }
                self.changed();
            }
            FriendAction::UseOther(id, i) => self.use_other(id, i),
            FriendAction::Choose => self.play = None,
            FriendAction::Lang(l) => self.lang = l,
            FriendAction::Speed(speed) => {
                self.speed = speed;
                self.games.speed = Some(speed);
                self.changed();
            }
            FriendAction::Copied => self.copied = true,
            FriendAction::Dismiss => self.problems.clear(),
        }
    }

    fn use_other(&mut self, id: GameId, i: usize) {
        let Some(mut entry) = self.games.get(id).cloned() else { return };
        if i >= entry.others.len() {
            return;
        }
        let other = entry.others.remove(i);
        let shown = std::mem::replace(&mut entry.thread, other);
        entry.others.push(shown);
        self.problems.clear();
        self.show_entry(entry, false);
        self.changed();
    }
}

warri_web::reducer!(Friend, FriendAction);

#[cfg(test)]
mod tests;
