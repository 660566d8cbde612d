//! Link parameters: `?variant=KEY&position=NOTATION&moves=C,f,A&flip=1`
//! and `&south=human&north=computer&level=4` open a given game straight away, and [`link`] writes the current game back into
//! such a query. Bad parameters never break the page: each one gives a notice
//! naming what is wrong, and the game falls back to a fresh one of a valid
//! variant. Plain Rust over (name, value) pairs, tested natively.

use warri_rules::{ByPlayer, Game, Pit, Player, Position, Variant};

use crate::i18n::Lang;
use crate::table::{Seat, Settings, Table};
use crate::words::{MoveProblem, Notice};

/// Parameters this version understands.
const KNOWN: [&str; 10] = ["variant", "position", "moves", "flip", "south", "north", "level", "lang", "embed", "rules"];

/// The computer's level when a link names none.
pub const DEFAULT_LEVEL: u8 = 3;

/// What the link asks for, already resolved into a table.
pub struct Opening {
    /// The game to show, with a notice per bad parameter.
    pub table: Table,
    /// Whether the link named a game (then no setup dialog is in the way).
    pub from_link: bool,
    /// Whether to show the board from North's seat.
    pub flip: bool,
    /// The language the link asks for.
    pub lang: Option<Lang>,
    /// Embed mode: the board, the status line and minimal controls only.
    pub embed: bool,
    /// Show the rules-change table below the board.
    pub rules: bool,
}

/// Reads a `1`/`0` switch; `Err` for anything else.
fn switch(value: Option<&str>) -> Result<bool, String> {
    match value {
        None | Some("" | "0" | "false" | "no") => Ok(false),
        Some("1" | "true" | "yes") => Ok(true),
        Some(other) => Err(other.to_string()),
    }
}

/// Reads the parameters (name, value pairs in URL order).
pub fn opening(pairs: &[(String, String)]) -> Opening {
    let get = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.trim());
    let mut notices = Vec::new();
    for (k, _) in pairs {
        if !KNOWN.contains(&k.as_str()) {
            notices.push(Notice::UnknownParam(k.clone()));
        }
    }
    let variant = match get("variant").filter(|v| !v.is_empty()) {
        None => Variant::default(),
        Some(key) => key.parse().unwrap_or_else(|_| {
            notices.push(Notice::Variant(key.to_string()));
            Variant::default()
        }),
    };
    let position = match get("position").filter(|p| !p.is_empty()) {
        None => Position::start(),
        Some(text) => text.parse().unwrap_or_else(|e| {
            notices.push(Notice::Position(text.to_string(), e));
            Position::start()
        }),
    };
    let mut game = Game::from_position(variant.rules(), position);
    if let Some(moves) = get("moves").filter(|m| !m.is_empty()) {
        if let Err(notice) = play_all(&mut game, moves) {
            notices.push(notice);
            game = Game::from_position(variant.rules(), position);
        }
    }
    let flip = switch(get("flip")).unwrap_or_else(|v| {
        notices.push(Notice::Flip(v));
        false
    });
    let embed = switch(get("embed")).unwrap_or_else(|v| {
        notices.push(Notice::Embed(v));
        false
    });
    let rules = switch(get("rules")).unwrap_or_else(|v| {
        notices.push(Notice::Rules(v));
        false
    });
    let lang = match get("lang").filter(|l| !l.is_empty()) {
        None => None,
        Some(tag) => Lang::from_tag(tag).or_else(|| {
            notices.push(Notice::Lang(tag.to_string()));
            None
        }),
    };
    let level = match get("level") {
        None | Some("") => DEFAULT_LEVEL,
        Some(text) => match text.parse::<u8>() {
            Ok(n @ 1..=6) => n,
            _ => {
                notices.push(Notice::Level(text.to_string(), DEFAULT_LEVEL));
                DEFAULT_LEVEL
            }
        },
    };
    let mut seats = ByPlayer::new(Seat::Human, Seat::Human);
    for p in Player::ALL {
        match get(p.key()).map(|v| v.to_ascii_lowercase()) {
            None => {}
            Some(v) if v.is_empty() || v == "human" => {}
            Some(v) if v == "computer" => seats[p] = Seat::Computer(level),
            Some(v) => notices.push(Notice::Seat(p, v)),
        }
    }
    let from_link = ["variant", "position", "moves", "south", "north", "level"].iter().any(|k| get(k).is_some());
    let settings = Settings { variant, first: position.to_move(), seats };
    let mut table = Table::with_game(settings, game);
    table.notices = notices;
    Opening { table, from_link, flip, lang, embed, rules }
}

/// Plays a space- or comma-separated list of move letters.
pub fn play_all(game: &mut Game, moves: &str) -> Result<(), Notice> {
    let tokens = moves.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty());
    for (i, token) in tokens.enumerate() {
        let fail = |problem| Notice::Moves { n: i + 1, text: token.to_string(), problem };
        let pit: Pit = token.parse().map_err(|_| fail(MoveProblem::NotALetter))?;
        game.play(pit).map_err(|e| fail(MoveProblem::Illegal(e)))?;
    }
    Ok(())
}

/// The query string that opens the table's current game with these page
/// settings (language, flip, embed mode, rules table).
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

/// The query string (with its `?`) that opens the table's current game.
pub fn link(table: &Table) -> String {
    let mut q = format!("?variant={}", table.settings.variant.key());
    let start = table.game.start();
    if *start != Position::start() {
        q += &format!("&position={start}");
    }
    let moves: Vec<String> = table.game.moves().iter().map(|p| p.letter().to_string()).collect();
    if !moves.is_empty() {
        q += &format!("&moves={}", moves.join(","));
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

    fn open(q: &[(&str, &str)]) -> Opening {
        let pairs: Vec<(String, String)> = q.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        opening(&pairs)
    }

    #[test]
    fn a_link_opens_variant_position_and_moves() {
        let o = open(&[("variant", "wahree"), ("position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S"), ("moves", "F")]);
        assert!(o.from_link);
        assert!(o.table.notices.is_empty());
        assert_eq!(o.table.settings.variant, Variant::Wahree);
        assert_eq!(o.table.game.outcome().unwrap().score.south, 28);
        let o = open(&[("variant", "caribbean"), ("moves", "C f, A")]);
        assert_eq!(o.table.game.moves().len(), 3);
    }

    #[test]
    fn bad_parameters_give_a_notice_and_a_fresh_valid_game() {
        let o = open(&[("variant", "oware")]);
        assert_eq!(o.table.settings.variant, Variant::Abapa);
        assert_eq!(o.table.notices, [Notice::Variant("oware".into())]);

        let o = open(&[("variant", "wari"), ("position", "4-4-4")]);
        assert_eq!(o.table.settings.variant, Variant::Wari);
        assert_eq!(*o.table.game.position(), Position::start());
        assert!(matches!(&o.table.notices[0], Notice::Position(t, warri_rules::PositionError::FieldCount { found: 3 }) if t == "4-4-4"));

        let o = open(&[("moves", "C A")]);
        assert_eq!(o.table.game.moves().len(), 0);
        assert!(matches!(&o.table.notices[0], Notice::Moves { n: 2, text, problem: MoveProblem::Illegal(_) } if text == "A"));

        let o = open(&[("varaint", "wari")]);
        assert_eq!(o.table.notices, [Notice::UnknownParam("varaint".into())]);
        assert!(!o.from_link);
    }

    #[test]
    fn the_link_reopens_the_same_game() {
        let o = open(&[("variant", "bridgetown"), ("position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-N"), ("moves", "a")]);
        let q = link(&o.table);
        assert_eq!(q, "?variant=bridgetown&position=2-0-3-0-0-2-1-1-0-0-0-0-19-20-N&moves=a");
        let pairs: Vec<(String, String)> = q[1..]
            .split('&')
            .map(|kv| {
                let (k, v) = kv.split_once('=').unwrap();
                (k.to_string(), v.to_string())
            })
            .collect();
        let again = opening(&pairs);
        assert_eq!(again.table.game, o.table.game);
    }

    #[test]
    fn players_and_level_are_read_and_written() {
        let o = open(&[("north", "computer"), ("level", "5")]);
        assert!(o.from_link);
        assert_eq!(o.table.settings.seats, ByPlayer::new(Seat::Human, Seat::Computer(5)));
        assert_eq!(link(&o.table), "?variant=abapa&north=computer&level=5");
        let o = open(&[("south", "computer"), ("north", "robot"), ("level", "9")]);
        assert_eq!(o.table.settings.seats, ByPlayer::new(Seat::Computer(DEFAULT_LEVEL), Seat::Human));
        assert_eq!(o.table.notices.len(), 2, "{:?}", o.table.notices);
        assert!(o.table.notices.contains(&Notice::Seat(Player::North, "robot".into())));
        assert!(o.table.notices.contains(&Notice::Level("9".into(), DEFAULT_LEVEL)));
    }

    #[test]
    fn language_embed_and_rules_are_read() {
        let o = open(&[("lang", "ru"), ("embed", "1"), ("rules", "1")]);
        assert_eq!((o.lang, o.embed, o.rules), (Some(Lang::Ru), true, true));
        assert!(o.table.notices.is_empty());
        let o = open(&[("lang", "de"), ("embed", "maybe")]);
        assert_eq!(o.lang, None, "the browser's language then");
        assert_eq!(o.table.notices, [Notice::Embed("maybe".into()), Notice::Lang("de".into())]);
    }

    #[test]
    fn flip_is_read() {
        assert!(open(&[("flip", "1")]).flip);
        let o = open(&[("flip", "maybe")]);
        assert!(!o.flip);
        assert_eq!(o.table.notices.len(), 1);
    }
}

/// Splits a query string (`?a=1&b=x+y`) into decoded (name, value) pairs.
pub fn parse_query(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|kv| !kv.is_empty())
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            (decode(k), decode(v))
        })
        .collect()
}

/// Percent-decoding, with `+` as a space; a malformed escape stays as it is.
fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => {
                let hex = |c: u8| (c as char).to_digit(16);
                match (hex(b[i + 1]), hex(b[i + 2])) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod query_tests {
    use super::parse_query;

    #[test]
    fn queries_are_split_and_decoded() {
        let q = parse_query("?variant=wari&moves=C+f%2CA&position=4-4&flag&bad=%zz%");
        assert_eq!(q[0], ("variant".into(), "wari".into()));
        assert_eq!(q[1], ("moves".into(), "C f,A".into()));
        assert_eq!(q[3], ("flag".into(), "".into()));
        assert_eq!(q[4], ("bad".into(), "%zz%".into()));
        assert!(parse_query("").is_empty());
    }
}
