//! The game's link: `?variant=KEY&position=NOTATION&moves=C,f,A&flip=1`
//! and `&south=human&north=computer&level=4` open a given game straight
//! away ([`GameLink`]); [`link`] writes the current game back into such a
//! query, and `crate::rooms::game::embed` wraps one in an `<iframe>`. Bad
//! parameters never break the page: each one gives a notice naming what is
//! wrong, and the game falls back to a fresh one of a valid variant. Plain
//! Rust over (name, value) pairs, tested natively.
//!
//! Each part of a link is read by its owner: the page and its language by
//! the shell (`crate::shell::address`), the game here, a replay's
//! `autoplay=`, `loop=` and captions by the replay
//! (`crate::rooms::replay::link`), `analysis=` by the oracle, `theme=` by
//! the look (`crate::shell::look`); `ply=` (the first ply a replay or a
//! review shows, [`ply`]), the switches' reader ([`switched`]) and the check
//! for names no reader knows ([`unknown`]) are here for all of them. The game
//! page puts them together (`crate::rooms::game::link`).
//!
//! The parameters may also come in the fragment (`#variant=wahree&lang=fr`):
//! a link to a file on a USB stick or a shared folder (the single-file game,
//! `file://`) may lose its query on the way, never its fragment. Such a page
//! writes its links as fragments too ([`LinkStyle`]).

use warri_engine::Level;
use warri_rules::{write_moves, Agreement, ByPlayer, Game, Player, Position, Variant};

use crate::notice::Notice;
use crate::seat::Seat;
use crate::shell::i18n::Lang;
use crate::shell::url::{given, link_style, param, switch, LinkStyle, NotASwitch};
use crate::table::{Settings, Table};

/// The game's own parameters.
pub const NAMES: [&str; 11] =
    ["variant", "position", "moves", "flip", "south", "north", "level", "embed", "rules", "choose", "end"];

/// The parameters that name a game (a link with any of them opens it, with
/// no setup dialog in the way).
const NAMING: [&str; 6] = ["variant", "position", "moves", "south", "north", "level"];

/// `ply=`: the first ply a replay or a review shows.
pub const PLY: &str = "ply";

/// What a link says of the game, read.
#[derive(Clone, Debug)]
pub struct GameLink {
    /// The game to show (a fresh one of a valid variant where the link's
    /// cannot be read).
    pub table: Table,
    /// Whether the link names a game.
    pub named: bool,
    /// Whether to show the board from North's seat.
    pub flip: bool,
    /// Embed mode: the board, the status line and minimal controls only.
    pub embed: bool,
    /// Show the rules-change table below the board.
    pub rules: bool,
    /// `choose=K`: the setup dialog opens with this variant chosen, over
    /// the saved game (the rules pages' *Play* links: nothing is lost).
    pub choose: Option<Variant>,
}

impl GameLink {
    /// Reads the game's parameters (name, value pairs in URL order; the
    /// first of a name counts), with a notice in `notices` for each bad one.
    pub fn read(pairs: &[(String, String)], notices: &mut Vec<Notice>) -> GameLink {
        let variant = match given(pairs, "variant") {
            None => Variant::default(),
            Some(key) => key.parse().unwrap_or_else(|_| {
                notices.push(Notice::Variant(key.to_string()));
                Variant::default()
            }),
        };
        let choose = given(pairs, "choose")
            .and_then(|key| key.parse().map_err(|_| notices.push(Notice::Variant(key.to_string()))).ok());
        let position = match given(pairs, "position") {
            None => Position::start(),
            Some(text) => text.parse().unwrap_or_else(|e| {
                notices.push(Notice::Position(text.to_string(), e));
                Position::start()
            }),
        };
        let mut game = Game::from_position(variant.rules(), position);
        if let Some(moves) = given(pairs, "moves") {
            if let Err(e) = game.play_listed(moves) {
                notices.push(Notice::Moves(variant, e));
                game = Game::from_position(variant.rules(), position);
            }
        }
        // A resignation or an agreed draw (`end=`) after the moves.
        if let Some(text) = given(pairs, "end") {
            match text.parse::<Agreement>() {
                Ok(a) => {
                    let _ = game.end_by(a);
                }
                Err(_) => notices.push(Notice::End(text.to_string())),
            }
        }
        let flip = switched(pairs, "flip", notices);
        let embed = switched(pairs, "embed", notices);
        let rules = switched(pairs, "rules", notices);
        let seats = seats(pairs, notices);
        let named = NAMING.iter().any(|k| param(pairs, k).is_some());
        let settings = Settings { variant, first: position.to_move(), seats };
        GameLink { table: Table::with_game(settings, game), named, flip, embed, rules, choose }
    }
}

/// Who plays each side (`south=`, `north=`: `human` or `computer`), the
/// computer at `level=`.
fn seats(pairs: &[(String, String)], notices: &mut Vec<Notice>) -> ByPlayer<Seat> {
    let level = match given(pairs, "level") {
        None => Level::DEFAULT,
        Some(text) => text.parse::<Level>().unwrap_or_else(|e| {
            notices.push(Notice::Level(e));
            Level::DEFAULT
        }),
    };
    let mut seats = ByPlayer::new(Seat::Human, Seat::Human);
    for p in Player::ALL {
        match param(pairs, p.key()).map(|v| v.to_ascii_lowercase()) {
            None => {}
            Some(v) if v.is_empty() || v == "human" => {}
            Some(v) if v == "computer" => seats[p] = Seat::Computer(level),
            Some(v) => notices.push(Notice::Seat(p, v)),
        }
    }
    seats
}

/// A switch of the link (`name=1`, `0`, or absent), with a notice for a
/// value that is neither, which then counts as off.
pub fn switched(pairs: &[(String, String)], name: &'static str, notices: &mut Vec<Notice>) -> bool {
    switch(param(pairs, name)).unwrap_or_else(|NotASwitch(v)| {
        notices.push(Notice::Switch(name, v));
        false
    })
}

/// `ply=` for a game of `length` moves (a replay's or a review's first ply
/// shown; `None`: the start), with a notice for one beyond the game.
pub fn ply(pairs: &[(String, String)], length: usize, notices: &mut Vec<Notice>) -> Option<usize> {
    let text = given(pairs, PLY)?;
    match text.parse::<usize>() {
        Ok(n) if n <= length => Some(n),
        _ => {
            notices.push(Notice::Ply(text.to_string(), length));
            None
        }
    }
}

/// A notice for each parameter that none of the page's readers knows
/// (`known`): this version does nothing with it.
pub fn unknown(pairs: &[(String, String)], known: impl Fn(&str) -> bool, notices: &mut Vec<Notice>) {
    let unknown = pairs.iter().filter(|(k, _)| !known(k));
    notices.extend(unknown.map(|(k, _)| Notice::UnknownParam(k.clone())));
}

/// The query string that opens the table's current game with these page
/// settings (language, flip, embed mode, rules table); a fragment if the
/// page writes its links so ([`link_style`]).
pub fn link_with(table: &Table, lang: Lang, flip: bool, embed: bool, rules: bool) -> String {
    let mut q = link(table);
    q += &format!("&lang={}", lang.code());
    for (on, name) in [(flip, "flip"), (embed, "embed"), (rules, "rules")] {
        if on {
            q += &format!("&{name}=1");
        }
    }
    q
}

/// The link that reviews the table's game move by move (`view=review`):
/// the moves played, in the page's language.
pub fn review_link(table: &Table, lang: Lang) -> String {
    format!("{}&view=review&lang={}", link(table), lang.code())
}

/// The query string (with its `?`) that opens the table's current game, or
/// the same after a `#` if the page writes its links so ([`link_style`]).
pub fn link(table: &Table) -> String {
    link_as(table, link_style())
}

/// [`link`] in the given style.
pub fn link_as(table: &Table, style: LinkStyle) -> String {
    let mark = match style {
        LinkStyle::Query => '?',
        LinkStyle::Fragment => '#',
    };
    let mut q = format!("{mark}variant={}", table.settings.variant.key());
    let start = table.game.start();
    if *start != Position::start() {
        q += &format!("&position={start}");
    }
    if !table.game.moves().is_empty() {
        q += &format!("&moves={}", write_moves(table.game.moves(), ","));
    }
    if let Some(a) = table.game.outcome().and_then(|o| o.reason.agreement()) {
        q += &format!("&end={}", a.key());
    }
    let mut level = None;
    for p in Player::ALL {
        if let Seat::Computer(l) = table.settings.seats[p] {
            q += &format!("&{}=computer", p.key());
            level = level.max(Some(l));
        }
    }
    if let Some(l) = level {
        q += &format!("&level={l}");
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::url::{parse_query, query_of_url};
    use warri_rules::MoveProblem;

    fn read(pairs: &[(String, String)]) -> (GameLink, Vec<Notice>) {
        let mut notices = Vec::new();
        let link = GameLink::read(pairs, &mut notices);
        (link, notices)
    }

    fn open(q: &[(&str, &str)]) -> (GameLink, Vec<Notice>) {
        let pairs: Vec<(String, String)> = q.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        read(&pairs)
    }

    #[test]
    fn a_link_opens_variant_position_and_moves() {
        let (o, notices) =
            open(&[("variant", "wahree"), ("position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S"), ("moves", "F")]);
        assert!(o.named);
        assert!(notices.is_empty());
        assert_eq!(o.table.settings.variant, Variant::Wahree);
        assert_eq!(o.table.game.outcome().unwrap().score.south, 28);
        let (o, _) = open(&[("variant", "caribbean"), ("moves", "C f, A")]);
        assert_eq!(o.table.game.moves().len(), 3);
        // Record-style move numbers are read too: one parser for every list.
        let (o, notices) = open(&[("variant", "caribbean"), ("moves", "1. C f 2. A")]);
        assert_eq!(o.table.game.moves().len(), 3);
        assert!(notices.is_empty());
    }

    #[test]
    fn bad_parameters_give_a_notice_and_a_fresh_valid_game() {
        let (o, notices) = open(&[("variant", "oware")]);
        assert_eq!(o.table.settings.variant, Variant::Abapa);
        assert_eq!(notices, [Notice::Variant("oware".into())]);

        let (o, notices) = open(&[("variant", "wari"), ("position", "4-4-4")]);
        assert_eq!(o.table.settings.variant, Variant::Wari);
        assert_eq!(*o.table.game.position(), Position::start());
        assert!(
            matches!(&notices[0], Notice::Position(t, warri_rules::PositionError::FieldCount { found: 3 }) if t == "4-4-4")
        );

        let (o, notices) = open(&[("moves", "C A")]);
        assert_eq!(o.table.game.moves().len(), 0);
        assert!(matches!(&notices[0], Notice::Moves(Variant::Abapa, e)
            if e.number == 2 && e.text == "A" && matches!(e.problem, MoveProblem::Illegal(_))));
        let (_, notices) = open(&[("moves", "C x")]);
        assert!(matches!(&notices[0], Notice::Moves(_, e) if e.number == 2 && e.problem == MoveProblem::NotALetter));

        let (o, notices) = open(&[("varaint", "wari")]);
        assert!(notices.is_empty(), "a name the game does not read is not the game's to name");
        assert!(!o.named);
        let mut notices = Vec::new();
        let pairs = parse_query("?varaint=wari&variant=wari&puzzle=wari-3");
        unknown(&pairs, |k| NAMES.contains(&k), &mut notices);
        assert_eq!(
            notices,
            [Notice::UnknownParam("varaint".into()), Notice::UnknownParam("puzzle".into())],
            "the puzzles' id is no parameter of the game"
        );
    }

    #[test]
    fn the_link_reopens_the_same_game() {
        let (o, _) =
            open(&[("variant", "bridgetown"), ("position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-N"), ("moves", "a")]);
        let q = link(&o.table);
        assert_eq!(q, "?variant=bridgetown&position=2-0-3-0-0-2-1-1-0-0-0-0-19-20-N&moves=a");
        let pairs: Vec<(String, String)> = q[1..]
            .split('&')
            .map(|kv| {
                let (k, v) = kv.split_once('=').unwrap();
                (k.to_string(), v.to_string())
            })
            .collect();
        let (again, _) = read(&pairs);
        assert_eq!(again.table.game, o.table.game);
    }

    #[test]
    fn players_and_level_are_read_and_written() {
        let level = |n| Seat::Computer(Level::new(n).unwrap());
        let (o, _) = open(&[("north", "computer"), ("level", "5")]);
        assert!(o.named);
        assert_eq!(o.table.settings.seats, ByPlayer::new(Seat::Human, level(5)));
        assert_eq!(link(&o.table), "?variant=abapa&north=computer&level=5");
        let (o, notices) = open(&[("south", "computer"), ("north", "robot"), ("level", "9")]);
        assert_eq!(o.table.settings.seats, ByPlayer::new(Seat::Computer(Level::DEFAULT), Seat::Human));
        assert_eq!(Level::DEFAULT, Level::new(3).unwrap());
        assert_eq!(notices.len(), 2, "{notices:?}");
        assert!(notices.contains(&Notice::Seat(Player::North, "robot".into())));
        assert!(notices.contains(&Notice::Level(warri_engine::LevelError("9".into()))));
        for bad in ["0", "7", "-1", "3.5", "high"] {
            let (o, notices) = open(&[("north", "computer"), ("level", bad)]);
            assert_eq!(o.table.settings.seats.north, Seat::Computer(Level::DEFAULT), "level={bad}");
            assert!(matches!(&notices[..], [Notice::Level(e)] if e.0 == bad), "level={bad}: {notices:?}");
        }
    }

    #[test]
    fn embed_and_rules_are_read_and_every_bad_switch_is_one_notice() {
        let (o, notices) = open(&[("embed", "1"), ("rules", "1")]);
        assert_eq!((o.embed, o.rules), (true, true));
        assert!(notices.is_empty());
        let (o, notices) = open(&[("embed", "maybe"), ("rules", "2"), ("flip", "x")]);
        assert_eq!((o.embed, o.rules, o.flip), (false, false, false));
        let said = [("flip", "x"), ("embed", "maybe"), ("rules", "2")].map(|(n, v)| Notice::Switch(n, v.into()));
        assert_eq!(notices, said);
    }

    #[test]
    fn a_ply_beyond_the_game_is_named() {
        let mut notices = Vec::new();
        assert_eq!(ply(&parse_query("?ply=2"), 3, &mut notices), Some(2));
        assert_eq!(ply(&parse_query("?ply="), 3, &mut notices), None);
        assert!(notices.is_empty());
        assert_eq!(ply(&parse_query("?ply=4"), 3, &mut notices), None);
        assert_eq!(ply(&parse_query("?ply=-1"), 0, &mut notices), None);
        assert_eq!(notices, [Notice::Ply("4".into(), 3), Notice::Ply("-1".into(), 0)]);
    }

    #[test]
    fn flip_is_read() {
        assert!(open(&[("flip", "1")]).0.flip);
        let (o, notices) = open(&[("flip", "maybe")]);
        assert!(!o.flip);
        assert_eq!(notices.len(), 1);
    }

    #[test]
    fn the_fragment_wins_over_the_query() {
        let q = crate::shell::url::merge_query("?variant=wari&flip=1", "#variant=wahree");
        assert_eq!(read(&parse_query(&q)).0.table.settings.variant, Variant::Wahree);
    }

    #[test]
    fn links_are_written_as_a_query_or_a_fragment() {
        let (o, _) = read(&parse_query("?variant=bridgetown&moves=C&north=computer&level=4"));
        let q = link_as(&o.table, LinkStyle::Query);
        assert_eq!(q, "?variant=bridgetown&moves=C&north=computer&level=4");
        let f = link_as(&o.table, LinkStyle::Fragment);
        assert_eq!(f, "#variant=bridgetown&moves=C&north=computer&level=4");
        assert_eq!(read(&parse_query(&f)).0.table.game, o.table.game);
        let from_file = format!("file:///media/usb/warri.html{f}");
        assert_eq!(read(&parse_query(&query_of_url(&from_file).unwrap())).0.table.game, o.table.game);
        // The page's style is a query unless set otherwise.
        assert_eq!(link_style(), LinkStyle::Query);
    }
}
