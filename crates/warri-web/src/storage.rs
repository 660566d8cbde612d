//! Never losing a game: the game in progress (variant, start, moves,
//! players, match so far) and its speed are kept in the browser's local
//! storage after every change ([`GAME`], under the one policy of
//! [`crate::shell::store`]: text that cannot be read is kept aside, never
//! written over) and restored on the next visit. This file is the saved
//! game's slot and format.
//!
//! The saved text is versioned JSON ([`crate::shell::store::versioned`]) of
//! plain text fields, each read with its own parser (the rules' move lists
//! and positions, [`Seat`]'s text), so that what is wrong with corrupted
//! data is told exactly ([`SavedProblem`]). Data of version 1 (moves run
//! together, `CfA`) is migrated, not dropped. Releases before this one also
//! kept the page's language here (`lang`): it is still checked, and read
//! once into the language the player chose, a preference of the shell's
//! (`crate::shell::i18n::remembered`); nothing writes it any more.

use serde::Serialize;
use serde_json::Value;
use warri_rules::{write_moves, Agreement, ByPlayer, Game, MoveError, Player, Position, PositionError, Variant};

use crate::playback::Speed;
use crate::seat::Seat;
use crate::shell::i18n::Lang;
use crate::shell::store::{self, ReadError, Slot};
use crate::table::{Settings, Table};

/// Where the game in progress is kept.
pub const GAME: Slot = Slot { key: "warri.saved" };

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
    /// How the players ended the game, if they did (`resign-south`,
    /// `resign-north`, `draw`); absent for a game the board ends.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
}

/// Why a saved game cannot be used (inside its envelope).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedProblem {
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
    /// Not a language code (as releases before this one kept it).
    Lang(String),
    /// Not `resign-south`, `resign-north` or `draw`.
    End(String),
}

/// A game and its speed restored from saved data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Restored {
    /// The game, with its match so far.
    pub table: Table,
    /// The animation speed.
    pub speed: Speed,
}

fn player_from(s: &str) -> Result<Player, SavedProblem> {
    Player::ALL.into_iter().find(|p| p.key() == s).ok_or_else(|| SavedProblem::Player(s.into()))
}

impl Saved {
    /// What to save of the table and its speed.
    pub fn of(table: &Table, speed: Speed) -> Saved {
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
    // An older release's language: checked as every field is (the
    // language preference reads it, `crate::shell::i18n::remembered`).
    match value.get("lang") {
        None | Some(Value::Null) => {}
        Some(Value::String(code)) if Lang::from_tag(code).is_none() => return Err(SavedProblem::Lang(code.clone())),
        Some(Value::String(_)) => {}
        Some(_) => return Err(SavedProblem::Missing("lang")),
    }
    let settings = Settings { variant, seats: ByPlayer::new(seats[0], seats[1]), first };
    let mut table = Table::with_game(settings, game);
    table.results = results;
    Ok(Restored { table, speed })
}

/// Reads saved text, checking everything.
pub fn parse(text: &str) -> Result<Restored, ReadError<SavedProblem>> {
    let opened = store::versioned(text, OLDEST..=VERSION)?;
    restore(&opened.value, opened.version).map_err(ReadError::Content)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::store::Envelope;
    use crate::table::Action;
    use warri_engine::Level;
    use warri_rules::{MoveProblem, Pit};

    fn saved_text(t: &Table) -> String {
        serde_json::to_string(&Saved::of(t, Speed::Normal)).unwrap()
    }

    fn problem(text: &str) -> SavedProblem {
        match parse(text) {
            Err(ReadError::Content(p)) => p,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn envelope(text: &str) -> Envelope {
        match parse(text) {
            Err(ReadError::Envelope(e)) => e,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn a_saved_game_comes_back_whole() {
        let seats = ByPlayer::new(Seat::Human, Seat::Computer(Level::new(2).unwrap()));
        let settings = Settings { variant: Variant::Bridgetown, seats, first: Player::North };
        let mut t = Table::new(settings);
        t.results = vec![Some(Player::South), None];
        t.apply(Action::EngineMove { generation: t.generation, pit: Pit::from_letter('c').unwrap() });
        let saved = Saved::of(&t, Speed::Fast);
        assert_eq!(saved.seats, ["human", "computer level 2"]);
        let text = serde_json::to_string(&saved).unwrap();
        assert!(!text.contains("lang"), "the language is the shell's preference: {text}");
        let back = parse(&text).unwrap();
        assert_eq!((&back.table.game, back.table.settings, &back.table.results), (&t.game, t.settings, &t.results));
        assert_eq!(back.speed, Speed::Fast);
    }

    #[test]
    fn version_1_data_is_migrated_not_dropped() {
        // As version 1 wrote it: moves run together, a seat as a bare level.
        let v1 = r#"{"version":1,"variant":"caribbean","start":"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S","moves":"CfA","first":"south","seats":["human","4"],"results":[],"speed":"fast","lang":"ru"}"#;
        let back = parse(v1).unwrap();
        let letters: String = back.table.game.moves().iter().map(|p| p.letter()).collect();
        assert_eq!(letters, "CfA");
        assert_eq!(back.table.settings.seats.north, Seat::Computer(Level::new(4).unwrap()));
        assert_eq!(back.speed, Speed::Fast);
        // Saved again, it is version 2.
        let again = Saved::of(&back.table, back.speed);
        assert_eq!((again.version, again.moves.as_str()), (2, "C f A"));
    }

    #[test]
    fn old_or_corrupted_data_says_what_is_wrong() {
        assert_eq!(envelope("{not json"), Envelope::Json { line: 1, column: 2 });
        assert_eq!(envelope(r#"{"version":0,"whatever":1}"#), Envelope::Old(0));
        assert_eq!(envelope(r#"{"version":3}"#), Envelope::Newer(3));
        assert_eq!(envelope(r#"{"variant":"wari"}"#), Envelope::NoVersion);
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
        // As releases before this one kept the language: still checked.
        assert_eq!(with(r#""speed":"normal""#, r#""speed":"normal","lang":"de""#), SavedProblem::Lang("de".into()));
        assert_eq!(with(r#""speed":"normal""#, r#""speed":"normal","lang":3"#), SavedProblem::Missing("lang"));
        assert!(parse(&good.replace(r#""speed":"normal""#, r#""speed":"normal","lang":"nl""#)).is_ok());
        assert_eq!(with(r#""results":[]"#, r#""results":["nobody"]"#), SavedProblem::Player("nobody".into()));
    }
}
