//! Link parameters: `?variant=KEY&position=NOTATION&moves=C,f,A&flip=1`
//! and `&south=human&north=computer&level=4` open a given game straight away, and [`link`] writes the current game back into
//! such a query. Bad parameters never break the page: each one gives a notice
//! naming what is wrong, and the game falls back to a fresh one of a valid
//! variant. Plain Rust over (name, value) pairs, tested natively.

use warri_rules::{ByPlayer, Game, Pit, Player, Position, Variant};

use crate::table::{Seat, Settings, Table};

/// Parameters this version understands.
const KNOWN: [&str; 7] = ["variant", "position", "moves", "flip", "south", "north", "level"];

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
}

/// Reads the parameters (name, value pairs in URL order).
pub fn opening(pairs: &[(String, String)]) -> Opening {
    let get = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.trim());
    let mut notices = Vec::new();
    for (k, _) in pairs {
        if !KNOWN.contains(&k.as_str()) {
            notices.push(format!("The link parameter \"{k}\" is not one this game knows; it was ignored."));
        }
    }
    let variant = match get("variant").filter(|v| !v.is_empty()) {
        None => Variant::default(),
        Some(key) => key.parse().unwrap_or_else(|e| {
            notices.push(format!("The link's variant is not valid: {e}. Playing {} instead.", Variant::default().name()));
            Variant::default()
        }),
    };
    let position = match get("position").filter(|p| !p.is_empty()) {
        None => Position::start(),
        Some(text) => text.parse().unwrap_or_else(|e| {
            notices.push(format!("The link's position \"{text}\" is not valid: {e}. Starting from the usual start instead."));
            Position::start()
        }),
    };
    let mut game = Game::from_position(variant.rules(), position);
    if let Some(moves) = get("moves").filter(|m| !m.is_empty()) {
        if let Err(problem) = play_all(&mut game, moves) {
            notices.push(format!("The link's moves cannot be played: {problem}. Showing the game before any move instead."));
            game = Game::from_position(variant.rules(), position);
        }
    }
    let flip = match get("flip") {
        None | Some("" | "0" | "false" | "no") => false,
        Some("1" | "true" | "yes") => true,
        Some(other) => {
            notices.push(format!("The link's flip value \"{other}\" is not 1 or 0; the board is shown from South's seat."));
            false
        }
    };
    let level = match get("level") {
        None | Some("") => DEFAULT_LEVEL,
        Some(text) => match text.parse::<u8>() {
            Ok(n @ 1..=6) => n,
            _ => {
                notices.push(format!("The link's level \"{text}\" is not 1 to 6; the computer plays at level {DEFAULT_LEVEL}."));
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
            Some(v) => notices.push(format!(
                "The link's {} player \"{v}\" is not human or computer; a person plays {}.",
                p.key(),
                p.name()
            )),
        }
    }
    let from_link = ["variant", "position", "moves", "south", "north", "level"].iter().any(|k| get(k).is_some());
    let settings = Settings { variant, first: position.to_move(), seats };
    let mut table = Table::with_game(settings, game);
    table.notices = notices;
    Opening { table, from_link, flip }
}

/// Plays a space- or comma-separated list of move letters.
fn play_all(game: &mut Game, moves: &str) -> Result<(), String> {
    let tokens = moves.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty());
    for (i, token) in tokens.enumerate() {
        let n = i + 1;
        let pit: Pit = token.parse().map_err(|e| format!("move {n} \"{token}\": {e}"))?;
        game.play(pit).map_err(|e| format!("move {n} \"{token}\": {e}"))?;
    }
    Ok(())
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
        assert!(o.table.notices[0].contains("unknown variant \"oware\""), "{:?}", o.table.notices);

        let o = open(&[("variant", "wari"), ("position", "4-4-4")]);
        assert_eq!(o.table.settings.variant, Variant::Wari);
        assert_eq!(*o.table.game.position(), Position::start());
        assert!(o.table.notices[0].contains("found 3"), "{:?}", o.table.notices);

        let o = open(&[("moves", "C A")]);
        assert_eq!(o.table.game.moves().len(), 0);
        assert!(o.table.notices[0].contains("move 2 \"A\""), "{:?}", o.table.notices);

        let o = open(&[("varaint", "wari")]);
        assert!(o.table.notices[0].contains("\"varaint\""));
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
        assert!(o.table.notices.iter().any(|n| n.contains("\"robot\"")));
        assert!(o.table.notices.iter().any(|n| n.contains("\"9\"")));
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
