//! Never losing a game: the game in progress (variant, start, moves,
//! players, match so far) and the settings (speed, language) are kept in the
//! browser's local storage after every change ([`crate::shell::store::GAME`], under
//! the one policy of [`crate::shell::store`]: text that cannot be read is kept
//! aside, never written over) and restored on the next visit. This file is
//! the saved game's format.
//!
//! The saved text is versioned JSON of plain text fields, each read with its
//! own parser (the rules' move lists and positions, [`Seat`]'s text), so that
//! what is wrong with corrupted data is told exactly ([`SavedProblem`]).
//! Data of version 1 (moves run together, `CfA`) is migrated, not dropped.

use serde::Serialize;
use serde_json::Value;
use warri_rules::{write_moves, Agreement, ByPlayer, Game, MoveError, Player, Position, PositionError, Variant};

use crate::playback::Speed;
use crate::seat::Seat;
use crate::shell::i18n::Lang;
use crate::table::{Settings, Table};

/// The saved format's version: 2 writes the moves as a list (`C f A`).
pub const VERSION: u64 = 2;
/// The oldest version still read (1: moves run together, `CfA`).
const OLDEST: u64 = 1;

/// What is saved, as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Saved {
    /// Format version.
    pub version: u64,
    /// Variant key.
    pub variant: String,
    /// The game's start position.
    pub start: String,
    /// Moves played, as a list (`C f A`).
    pub moves: String,
    /// Who started game 1 of the match ("south"/"north").
    pub first: String,
    /// Seats as [`Seat`] writes them, South then North.
    pub seats: [String; 2],
    /// Earlier games of the match: "south", "north" or "draw".
    pub results: Vec<String>,
    /// Animation speed key.
    pub speed: String,
    /// Language code, if chosen.
    pub lang: Option<String>,
    /// How the players ended the game, if they did (`resign-south`,
    /// `resign-north`, `draw`); absent for a game the board ends.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
}

/// Why saved data cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedProblem {
    /// Not JSON: where the syntax breaks.
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// No version number.
    NoVersion,
    /// Written by a version too old to convert.
    Old(u64),
    /// Written by a newer version of warri.
    Newer(u64),
    /// This field is missing or not of the right kind.
    Missing(&'static str),
    /// Not a variant key.
    Variant(String),
    /// The start position is not valid.
    Position(String, PositionError),
    /// A move cannot be read or played.
    Moves(Variant, MoveError),
    /// Not a seat.
    Seat(String),
    /// Not "south" or "north" (or "draw" in the results).
    Player(String),
    /// Not a speed key.
    Speed(String),
    /// Not a language code.
    Lang(String),
    /// Not `resign-south`, `resign-north` or `draw`.
    End(String),
}

impl crate::shell::store::Problem for SavedProblem {
    fn is_newer(&self) -> bool {
        matches!(self, SavedProblem::Newer(_))
    }
}

/// A game and the settings restored from saved data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Restored {
    /// The game, with its match so far.
    pub table: Table,
    /// The animation speed.
    pub speed: Speed,
    /// The language, if one was chosen.
    pub lang: Option<Lang>,
}

fn player_from(s: &str) -> Result<Player, SavedProblem> {
    Player::ALL.into_iter().find(|p| p.key() == s).ok_or_else(|| SavedProblem::Player(s.into()))
}

impl Saved {
    /// What to save of the table and settings.
    pub fn of(table: &Table, speed: Speed, lang: Option<Lang>) -> Saved {
        let s = &table.settings;
        Saved {
            version: VERSION,
            variant: s.variant.key().into(),
            start: table.game.start().to_string(),
            moves: write_moves(table.game.moves(), " "),
            first: s.first.key().into(),
            seats: [s.seats.south.to_string(), s.seats.north.to_string()],
            results: table.results.iter().map(|r| r.map_or("draw", |p| p.key()).to_string()).collect(),
            speed: speed.key().into(),
            lang: lang.map(|l| l.code().to_string()),
            end: table.game.outcome().and_then(|o| o.reason.agreement()).map(|a| a.key().to_string()),
        }
    }
}

/// A text field of the saved object.
fn text<'a>(value: &'a Value, field: &'static str) -> Result<&'a str, SavedProblem> {
    value.get(field).and_then(Value::as_str).ok_or(SavedProblem::Missing(field))
}

/// Rebuilds the table and settings from a saved object of `version`,
/// checking everything.
fn restore(value: &Value, version: u64) -> Result<Restored, SavedProblem> {
    let key = text(value, "variant")?;
    let variant: Variant = key.parse().map_err(|_| SavedProblem::Variant(key.into()))?;
    let start_text = text(value, "start")?;
    let start: Position = start_text.parse().map_err(|e| SavedProblem::Position(start_text.into(), e))?;
    let moves = text(value, "moves")?;
    // Version 1 wrote the letters run together: one move per letter.
    let moves = if version == 1 { moves.chars().map(String::from).collect::<Vec<_>>().join(" ") } else { moves.into() };
    let mut game = Game::from_position(variant.rules(), start);
    game.play_listed(&moves).map_err(|e| SavedProblem::Moves(variant, e))?;
    match value.get("end") {
        None | Some(Value::Null) => {}
        Some(Value::String(key)) => {
            let _ = game.end_by(key.parse::<Agreement>().map_err(|_| SavedProblem::End(key.clone()))?);
        }
        Some(_) => return Err(SavedProblem::Missing("end")),
    }
    let seat_texts = value.get("seats").and_then(Value::as_array).filter(|s| s.len() == 2);
    let seat_texts = seat_texts.ok_or(SavedProblem::Missing("seats"))?;
    let mut seats = [Seat::Human; 2];
    for (seat, v) in seats.iter_mut().zip(seat_texts) {
        let t = v.as_str().ok_or(SavedProblem::Missing("seats"))?;
        *seat = t.parse().map_err(|_| SavedProblem::Seat(t.into()))?;
    }
    let first = player_from(text(value, "first")?)?;
    let mut results = Vec::new();
    for r in value.get("results").and_then(Value::as_array).ok_or(SavedProblem::Missing("results"))? {
        let r = r.as_str().ok_or(SavedProblem::Missing("results"))?;
        results.push(if r == "draw" { None } else { Some(player_from(r)?) });
    }
    let speed_key = text(value, "speed")?;
    let speed = Speed::from_key(speed_key).ok_or_else(|| SavedProblem::Speed(speed_key.into()))?;
    let lang = match value.get("lang") {
        None | Some(Value::Null) => None,
        Some(Value::String(code)) => Some(Lang::from_tag(code).ok_or_else(|| SavedProblem::Lang(code.clone()))?),
        Some(_) => return Err(SavedProblem::Missing("lang")),
    };
    let settings = Settings { variant, seats: ByPlayer::new(seats[0], seats[1]), first };
    let mut table = Table::with_game(settings, game);
    table.results = results;
    Ok(Restored { table, speed, lang })
}

/// Reads saved text, checking everything.
pub fn parse(text: &str) -> Result<Restored, SavedProblem> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| SavedProblem::Json { line: e.line(), column: e.column() })?;
    match value.get("version").and_then(Value::as_u64) {
        Some(v) if v > VERSION => Err(SavedProblem::Newer(v)),
        Some(v) if v < OLDEST => Err(SavedProblem::Old(v)),
        Some(v) => restore(&value, v),
        None => Err(SavedProblem::NoVersion),
    }
}

/// The language chosen in the saved game, if it can be read (for the
/// pages that open without the game: nothing is checked, nothing written).
pub fn saved_lang(text: Option<&str>) -> Option<Lang> {
    let value: Value = serde_json::from_str(text?).ok()?;
    Lang::from_tag(value.get("lang")?.as_str()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Action;
    use warri_engine::Level;
    use warri_rules::{MoveProblem, Pit};

    fn saved_text(t: &Table) -> String {
        serde_json::to_string(&Saved::of(t, Speed::Normal, None)).unwrap()
    }

    fn problem(text: &str) -> SavedProblem {
        parse(text).unwrap_err()
    }

    #[test]
    fn a_saved_game_comes_back_whole() {
        let seats = ByPlayer::new(Seat::Human, Seat::Computer(Level::new(2).unwrap()));
        let settings = Settings { variant: Variant::Bridgetown, seats, first: Player::North };
        let mut t = Table::new(settings);
        t.results = vec![Some(Player::South), None];
        t.apply(Action::EngineMove { generation: t.generation, pit: Pit::from_letter('c').unwrap() });
        let saved = Saved::of(&t, Speed::Fast, Some(Lang::Nl));
        assert_eq!(saved.seats, ["human", "computer level 2"]);
        let text = serde_json::to_string(&saved).unwrap();
        let back = parse(&text).unwrap();
        assert_eq!((&back.table.game, back.table.settings, &back.table.results), (&t.game, t.settings, &t.results));
        assert_eq!((back.speed, back.lang), (Speed::Fast, Some(Lang::Nl)));
    }

    #[test]
    fn version_1_data_is_migrated_not_dropped() {
        // As version 1 wrote it: moves run together, a seat as a bare level.
        let v1 = r#"{"version":1,"variant":"caribbean","start":"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S","moves":"CfA","first":"south","seats":["human","4"],"results":[],"speed":"fast","lang":"ru"}"#;
        let back = parse(v1).unwrap();
        let letters: String = back.table.game.moves().iter().map(|p| p.letter()).collect();
        assert_eq!(letters, "CfA");
        assert_eq!(back.table.settings.seats.north, Seat::Computer(Level::new(4).unwrap()));
        assert_eq!((back.speed, back.lang), (Speed::Fast, Some(Lang::Ru)));
        // Saved again, it is version 2.
        let again = Saved::of(&back.table, back.speed, back.lang);
        assert_eq!((again.version, again.moves.as_str()), (2, "C f A"));
    }

    #[test]
    fn old_or_corrupted_data_says_what_is_wrong() {
        assert_eq!(problem("{not json"), SavedProblem::Json { line: 1, column: 2 });
        assert_eq!(problem(r#"{"version":0,"whatever":1}"#), SavedProblem::Old(0));
        assert_eq!(problem(r#"{"version":3}"#), SavedProblem::Newer(3));
        assert_eq!(problem(r#"{"variant":"wari"}"#), SavedProblem::NoVersion);
        assert_eq!(problem(r#"{"version":2}"#), SavedProblem::Missing("variant"));
        let good = saved_text(&Table::new(Settings::default()));
        let with = |from: &str, to: &str| {
            assert!(good.contains(from), "{good}");
            problem(&good.replace(from, to))
        };
        assert_eq!(with(r#""abapa""#, r#""owari""#), SavedProblem::Variant("owari".into()));
        assert!(matches!(with("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "4-4"), SavedProblem::Position(t, _) if t == "4-4"));
        let moves = with(r#""moves":"""#, r#""moves":"C C C""#);
        assert!(
            matches!(&moves, SavedProblem::Moves(Variant::Abapa, e) if e.number == 2 && matches!(e.problem, MoveProblem::Illegal(_))),
            "{moves:?}"
        );
        assert_eq!(with(r#"["human","human"]"#, r#"["human","robot"]"#), SavedProblem::Seat("robot".into()));
        assert_eq!(with(r#"["human","human"]"#, r#"["human"]"#), SavedProblem::Missing("seats"));
        assert_eq!(with(r#""first":"south""#, r#""first":"east""#), SavedProblem::Player("east".into()));
        assert_eq!(with(r#""speed":"normal""#, r#""speed":"warp""#), SavedProblem::Speed("warp".into()));
        assert_eq!(with(r#""lang":null"#, r#""lang":"de""#), SavedProblem::Lang("de".into()));
        assert_eq!(with(r#""results":[]"#, r#""results":["nobody"]"#), SavedProblem::Player("nobody".into()));
    }

    #[test]
    fn the_saved_language_is_read_even_from_a_game_that_cannot_be() {
        assert_eq!(saved_lang(Some(r#"{"version":9,"lang":"ru"}"#)), Some(Lang::Ru));
        assert_eq!(saved_lang(Some(r#"{"lang":"xx"}"#)), None);
        assert_eq!(saved_lang(Some("{")), None);
        assert_eq!(saved_lang(None), None);
    }
}
