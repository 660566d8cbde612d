//! Game records as text: an OGN-style record (PGN-like tags for the
//! variant, players, date, start position and result, then the moves in
//! `A`–`F` / `a`–`f`), written by *Export* and read back by *Import*. An
//! import may also be a warri link. A bad record names the line and the
//! problem; the current game is kept.

use warri_rules::{Game, Outcome, Pit, Player, Position, Variant};

use crate::table::{Seat, Settings, Table};

/// Rebuilds a game from its text parts: a variant key, the start position
/// in notation and the moves as letters (as saved games and worker requests
/// carry them). The error says which part is wrong.
pub fn game_from_text(variant: &str, start: &str, moves: &str) -> Result<(Variant, Game), String> {
    let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
    let start: Position = start.parse().map_err(|e| format!("start position: {e}"))?;
    let mut game = Game::from_position(variant.rules(), start);
    for c in moves.chars() {
        let pit = Pit::from_letter(c).ok_or_else(|| format!("move \"{c}\""))?;
        game.play(pit).map_err(|e| format!("move \"{c}\": {e}"))?;
    }
    Ok((variant, game))
}

/// A record that could not be read: the 1-based line (0: the record as a
/// whole) and what is wrong, in English words for the notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line, or 0 for the whole record.
    pub line: usize,
    /// What is wrong.
    pub problem: String,
}

fn seat_name(seat: Seat) -> String {
    match seat {
        Seat::Human => "Person".into(),
        Seat::Computer(l) => format!("Computer level {l}"),
    }
}

fn seat_from(name: &str) -> Option<Seat> {
    let n = name.trim();
    if n.eq_ignore_ascii_case("person") || n.eq_ignore_ascii_case("human") || n.is_empty() || n == "?" {
        return Some(Seat::Human);
    }
    let level = n.strip_prefix("Computer level ").or_else(|| n.strip_prefix("computer level "))?;
    match level.trim().parse::<u8>() {
        Ok(l @ 1..=6) => Some(Seat::Computer(l)),
        _ => None,
    }
}

fn result_tag(o: Option<&Outcome>) -> String {
    match o {
        Some(o) => format!("{}-{}", o.score.south, o.score.north),
        None => "*".into(),
    }
}

/// Writes the table's game as a record; `date` like `2026.11.29`.
pub fn export(table: &Table, date: &str) -> String {
    let g = &table.game;
    let mut out = String::new();
    out += "[Event \"warri\"]\n";
    out += &format!("[Date \"{date}\"]\n");
    out += &format!("[Variant \"{}\"]\n", table.settings.variant.key());
    out += &format!("[South \"{}\"]\n", seat_name(table.settings.seats.south));
    out += &format!("[North \"{}\"]\n", seat_name(table.settings.seats.north));
    if *g.start() != Position::start() {
        out += &format!("[Position \"{}\"]\n", g.start());
    }
    out += &format!("[Result \"{}\"]\n\n", result_tag(g.outcome()));
    let mut line = String::new();
    for (i, m) in g.moves().iter().enumerate() {
        if i % 2 == 0 {
            line += &format!("{}. ", i / 2 + 1);
        }
        line += &format!("{m} ");
    }
    line += &result_tag(g.outcome());
    out += line.trim();
    out += "\n";
    out
}

/// Reads a record into a table (settings from its tags, the game replayed).
pub fn import(text: &str) -> Result<Table, RecordError> {
    let mut variant = Variant::default();
    let mut start = Position::start();
    let mut seats = Settings::default().seats;
    let mut moves: Vec<(usize, String)> = Vec::new();
    let mut saw_anything = false;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with(';') || line.starts_with('%') {
            continue;
        }
        saw_anything = true;
        let err = |problem: String| RecordError { line: line_no, problem };
        if let Some(tag) = line.strip_prefix('[') {
            let tag = tag.strip_suffix(']').ok_or_else(|| err("a tag must end with ]".into()))?;
            let (name, value) = tag.split_once(' ').ok_or_else(|| err("a tag is [Name \"value\"]".into()))?;
            let value = value.trim();
            let value = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or_else(|| err(format!("the value of {name} must be in double quotes")))?;
            match name {
                "Variant" => variant = value.parse().map_err(|e| err(format!("{e}")))?,
                "Position" => start = value.parse().map_err(|e| err(format!("position \"{value}\": {e}")))?,
                "South" | "North" => {
                    let p = if name == "South" { Player::South } else { Player::North };
                    seats[p] = seat_from(value).ok_or_else(|| {
                        err(format!("{name} \"{value}\" is not Person or Computer level 1–6"))
                    })?;
                }
                _ => {} // Event, Date, Result and other tags are kept for readers only.
            }
            continue;
        }
        for token in line.split_whitespace() {
            let t = token.trim_end_matches(',');
            let is_number = t.ends_with('.') && t[..t.len() - 1].chars().all(|c| c.is_ascii_digit());
            let is_result = t == "*" || t.split_once('-').is_some_and(|(a, b)| a.parse::<u8>().is_ok() && b.parse::<u8>().is_ok());
            if is_number || is_result || t.is_empty() {
                continue;
            }
            moves.push((line_no, t.to_string()));
        }
    }
    if !saw_anything {
        return Err(RecordError { line: 0, problem: "the record is empty".into() });
    }
    let mut game = Game::from_position(variant.rules(), start);
    for (n, (line, token)) in moves.iter().enumerate() {
        let err = |problem: String| RecordError { line: *line, problem: format!("move {} \"{token}\": {problem}", n + 1) };
        let pit: Pit = token.parse().map_err(|e| err(format!("{e}")))?;
        game.play(pit).map_err(|e| err(format!("{e}")))?;
    }
    let settings = Settings { variant, seats, first: start.to_move() };
    Ok(Table::with_game(settings, game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Action;
    use warri_rules::ByPlayer;

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    #[test]
    fn export_then_import_gives_the_same_game() {
        let settings = Settings { variant: Variant::Caribbean, seats: ByPlayer::new(Seat::Human, Seat::Computer(4)), first: Player::South };
        let mut t = Table::new(settings);
        for m in ['C', 'f', 'A', 'e', 'B'] {
            if t.computer_to_move().is_some() {
                t.apply(Action::EngineMove { generation: t.generation, pit: pit(m) });
            } else {
                t.apply(Action::Click(pit(m)));
            }
            if let Some(a) = t.animation.clone() {
                t.apply(Action::AnimationDone(a.id));
            }
        }
        assert_eq!(t.game.moves().len(), 5);
        let text = export(&t, "2026.11.29");
        assert!(text.contains("[Variant \"caribbean\"]"), "{text}");
        assert!(text.contains("[North \"Computer level 4\"]"), "{text}");
        assert!(text.contains("1. C f 2. A e 3. B *"), "{text}");
        let back = import(&text).unwrap();
        assert_eq!(back.game, t.game);
        assert_eq!(back.settings, t.settings);
    }

    #[test]
    fn a_record_from_a_position_keeps_it_and_the_result() {
        let pos: Position = "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S".parse().unwrap();
        let mut game = Game::from_position(Variant::Wahree.rules(), pos);
        game.play(pit('F')).unwrap();
        let t = Table::with_game(Settings { variant: Variant::Wahree, ..Settings::default() }, game);
        let text = export(&t, "2026.11.29");
        assert!(text.contains("[Position \"2-0-3-0-0-2-1-1-0-0-0-0-19-20-S\"]"));
        assert!(text.contains("[Result \"28-20\"]") && text.trim_end().ends_with("1. F 28-20"), "{text}");
        assert_eq!(import(&text).unwrap().game, t.game);
    }

    #[test]
    fn a_bad_record_names_the_line_and_the_problem() {
        let e = import("[Variant \"wari\"]\n[Date \"x\"]\n\n1. C f 2. a").unwrap_err();
        assert_eq!(e.line, 4);
        assert!(e.problem.contains("move 3 \"a\"") && e.problem.contains("South's turn"), "{}", e.problem);
        let e = import("[Variant \"owari\"]\n1. C").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.problem.contains("unknown variant"), "{}", e.problem);
        let e = import("[Position \"4-4\"]").unwrap_err();
        assert!(e.problem.contains("found 2"));
        let e = import("[Variant wari]").unwrap_err();
        assert!(e.problem.contains("double quotes"));
        let e = import("1. C x").unwrap_err();
        assert!(e.problem.contains("move 2 \"x\""));
        assert_eq!(import("  \n").unwrap_err().line, 0);
    }
}
