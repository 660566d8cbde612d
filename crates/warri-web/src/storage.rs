//! Never losing a game: the game in progress (variant, start, moves,
//! players, match so far) and the settings (speed, language) are kept in the
//! browser's local storage after every change and restored on the next
//! visit. Where storage is blocked (sandboxed iframes, privacy modes) the
//! game simply plays without it; saved data from an older version, or
//! corrupted, gives a short notice and a fresh game.

use serde::{Deserialize, Serialize};
use warri_rules::{ByPlayer, Player};

use crate::i18n::Lang;
use crate::record;
use crate::playback::Speed;
use crate::table::{Seat, Settings, Table};
use crate::words::Notice;

/// The storage key (the version lives inside).
pub const KEY: &str = "warri.saved";
/// The saved format's version.
pub const VERSION: u32 = 1;

/// What is saved, as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    /// Format version.
    pub version: u32,
    /// Variant key.
    pub variant: String,
    /// The game's start position.
    pub start: String,
    /// Moves played, as letters.
    pub moves: String,
    /// Who started game 1 of the match ("south"/"north").
    pub first: String,
    /// Seats: "human" or a level "1"–"6", South then North.
    pub seats: [String; 2],
    /// Earlier games of the match: "south", "north" or "draw".
    pub results: Vec<String>,
    /// Animation speed key.
    pub speed: String,
    /// Language code, if chosen.
    pub lang: Option<String>,
}

fn seat_key(s: Seat) -> String {
    match s {
        Seat::Human => "human".into(),
        Seat::Computer(l) => l.to_string(),
    }
}

fn seat_from(s: &str) -> Result<Seat, String> {
    match s {
        "human" => Ok(Seat::Human),
        _ => match s.parse::<u8>() {
            Ok(l @ 1..=6) => Ok(Seat::Computer(l)),
            _ => Err(format!("seat \"{s}\"")),
        },
    }
}

fn player_from(s: &str) -> Result<Player, String> {
    match s {
        "south" => Ok(Player::South),
        "north" => Ok(Player::North),
        _ => Err(format!("player \"{s}\"")),
    }
}

impl Saved {
    /// What to save of the table and settings.
    pub fn of(table: &Table, speed: Speed, lang: Option<Lang>) -> Saved {
        let s = &table.settings;
        Saved {
            version: VERSION,
            variant: s.variant.key().into(),
            start: table.game.start().to_string(),
            moves: table.game.moves().iter().map(|p| p.letter()).collect(),
            first: s.first.key().into(),
            seats: [seat_key(s.seats.south), seat_key(s.seats.north)],
            results: table.results.iter().map(|r| r.map_or("draw", |p| p.key()).to_string()).collect(),
            speed: speed.key().into(),
            lang: lang.map(|l| l.code().to_string()),
        }
    }

    /// Rebuilds the table and settings, checking everything.
    pub fn restore(&self) -> Result<(Table, Speed, Option<Lang>), String> {
        let (variant, game) = record::game_from_text(&self.variant, &self.start, &self.moves)?;
        let seats = ByPlayer::new(seat_from(&self.seats[0])?, seat_from(&self.seats[1])?);
        let first = player_from(&self.first)?;
        let mut results = Vec::new();
        for r in &self.results {
            results.push(if r == "draw" { None } else { Some(player_from(r)?) });
        }
        let speed = Speed::from_key(&self.speed).ok_or_else(|| format!("speed \"{}\"", self.speed))?;
        let lang = match &self.lang {
            None => None,
            Some(code) => Some(Lang::from_tag(code).ok_or_else(|| format!("language \"{code}\""))?),
        };
        let mut table = Table::with_game(Settings { variant, seats, first }, game);
        table.results = results;
        Ok((table, speed, lang))
    }
}

/// Reads saved text: `Ok(None)` when there is nothing saved, `Err` with a
/// notice when it cannot be used.
pub fn parse(text: Option<&str>) -> Result<Option<(Table, Speed, Option<Lang>)>, Notice> {
    let Some(text) = text else { return Ok(None) };
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| Notice::SavedCorrupt(format!("not JSON: {e}")))?;
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v == u64::from(VERSION) => {}
        Some(v) if v < u64::from(VERSION) => return Err(Notice::SavedOld),
        Some(v) => return Err(Notice::SavedCorrupt(format!("version {v} is newer than this warri"))),
        None => return Err(Notice::SavedCorrupt("no version".into())),
    }
    let saved: Saved = serde_json::from_value(value).map_err(|e| Notice::SavedCorrupt(e.to_string()))?;
    saved.restore().map(Some).map_err(Notice::SavedCorrupt)
}

/// The browser's local storage, if the page may use it.
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved text, if any (and if storage can be read at all).
pub fn read() -> Option<String> {
    storage()?.get_item(KEY).ok().flatten()
}

/// Saves quietly; a refusal (blocked or full storage) is not an error for
/// the player.
pub fn write(saved: &Saved) {
    if let (Some(s), Ok(text)) = (storage(), serde_json::to_string(saved)) {
        let _ = s.set_item(KEY, &text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Action;
    use warri_rules::{Pit, Variant};

    #[test]
    fn a_saved_game_comes_back_whole() {
        let settings = Settings { variant: Variant::Bridgetown, seats: ByPlayer::new(Seat::Human, Seat::Computer(2)), first: Player::North };
        let mut t = Table::new(settings);
        t.results = vec![Some(Player::South), None];
        t.apply(Action::EngineMove { generation: t.generation, pit: Pit::from_letter('c').unwrap() });
        let saved = Saved::of(&t, Speed::Fast, Some(Lang::Nl));
        let text = serde_json::to_string(&saved).unwrap();
        let (back, speed, lang) = parse(Some(&text)).unwrap().unwrap();
        assert_eq!((back.game.clone(), back.settings, back.results.clone()), (t.game.clone(), t.settings, t.results.clone()));
        assert_eq!((speed, lang), (Speed::Fast, Some(Lang::Nl)));
    }

    #[test]
    fn old_or_corrupted_data_gives_a_notice() {
        assert_eq!(parse(None), Ok(None));
        assert!(matches!(parse(Some("{not json")), Err(Notice::SavedCorrupt(_))));
        assert_eq!(parse(Some(r#"{"version":0,"whatever":1}"#)), Err(Notice::SavedOld));
        assert!(matches!(parse(Some(r#"{"version":1}"#)), Err(Notice::SavedCorrupt(_))));
        let mut saved = Saved::of(&Table::new(Settings::default()), Speed::Normal, None);
        saved.moves = "CCC".into();
        let text = serde_json::to_string(&saved).unwrap();
        assert!(matches!(parse(Some(&text)), Err(Notice::SavedCorrupt(p)) if p.contains("move \"C\"")));
    }
}
