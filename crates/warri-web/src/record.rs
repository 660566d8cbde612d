//! Game records as text: an OGN-style record (PGN-like tags for the
//! variant, players, date, start position and result, then the moves in
//! `A`–`F` / `a`–`f`), written by *Export* and read back by *Import*
//! (`crate::rooms::game::import` takes a record or a link). A record's comments (`{…}`) are the captions of a replay
//! ([`read_captioned`]). A bad record names the line and the problem, typed
//! ([`RecordProblem`]) until the page words it; the current game is kept.

use std::ops::Range;

use warri_rules::{write_moves, Agreement, Game, MoveError, Outcome, Player, Position, PositionError, Variant};

use crate::seat::Seat;
use crate::table::{Settings, Table};

/// The author's captions of a replay, by ply (0 = the start position):
/// a record's comments, or a replay link's `cN=` parameters.
pub type Captions = std::collections::BTreeMap<usize, String>;

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordProblem {
    /// There is nothing in it.
    Empty,
    /// A tag does not end with `]`.
    TagEnd,
    /// A tag is not `[Name "value"]`.
    TagForm,
    /// The value of this tag is not in double quotes.
    TagQuotes(String),
    /// The `Variant` tag names no variant.
    Variant(String),
    /// The `Position` tag is not a valid position.
    Position(String, PositionError),
    /// The `South` or `North` tag names neither a person nor the computer at
    /// a level 1–6.
    Seat(Player, String),
    /// A move cannot be read or played in the record's variant.
    Moves(Variant, MoveError),
    /// A comment `{…}` is not closed.
    CommentEnd,
    /// The `End` tag is not `resign-south`, `resign-north` or `draw`.
    End(String),
}

/// A record that could not be read: where and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line, or 0 for the record as a whole.
    pub line: usize,
    /// What is wrong.
    pub problem: RecordProblem,
}

fn result_tag(o: Option<&Outcome>) -> String {
    match o {
        Some(o) => format!("{}-{}", o.score.south, o.score.north),
        None => "*".into(),
    }
}

/// Whether a token is a record's result (`*`, `28-20`).
fn is_result(token: &str) -> bool {
    token == "*" || token.split_once('-').is_some_and(|(a, b)| a.parse::<u8>().is_ok() && b.parse::<u8>().is_ok())
}

/// Writes the table's game as a record; `date` like `2026.11.29`.
pub fn export(table: &Table, date: &str) -> String {
    let g = &table.game;
    let mut out = String::new();
    out += "[Event \"warri\"]\n";
    out += &format!("[Date \"{date}\"]\n");
    out += &format!("[Variant \"{}\"]\n", table.settings.variant.key());
    out += &format!("[South \"{}\"]\n", table.settings.seats.south);
    out += &format!("[North \"{}\"]\n", table.settings.seats.north);
    if *g.start() != Position::start() {
        out += &format!("[Position \"{}\"]\n", g.start());
    }
    if let Some(a) = g.outcome().and_then(|o| o.reason.agreement()) {
        out += &format!("[End \"{}\"]\n", a.key());
    }
    out += &format!("[Result \"{}\"]\n\n", result_tag(g.outcome()));
    let mut line = String::new();
    for (i, pair) in g.moves().chunks(2).enumerate() {
        line += &format!("{}. {} ", i + 1, write_moves(pair, " "));
    }
    line += &result_tag(g.outcome());
    out += line.trim();
    out += "\n";
    out
}

/// Reads a record into a table (settings from its tags, the game replayed
/// through the rules' own move-list parser).
pub fn read(text: &str) -> Result<Table, RecordError> {
    read_captioned(text).map(|(table, _)| table)
}

/// Reads a record into a table and its comments (`{…}`, as in PGN): each
/// comment is the caption of the ply it follows (one before any move is the
/// start position's), for a replay.
pub fn read_captioned(text: &str) -> Result<(Table, Captions), RecordError> {
    let mut variant = Variant::default();
    let mut start = Position::start();
    let mut seats = Settings::default().seats;
    let mut agreed: Option<Agreement> = None;
    // The move text of every line, and where each line starts in it.
    let mut movetext = String::new();
    let mut lines: Vec<(Range<usize>, usize)> = Vec::new();
    let mut saw_anything = false;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with(';') || line.starts_with('%') {
            continue;
        }
        saw_anything = true;
        let err = |problem| RecordError { line: line_no, problem };
        let Some(tag) = line.strip_prefix('[') else {
            let from = movetext.len();
            movetext += line;
            lines.push((from..movetext.len(), line_no));
            movetext.push('\n');
            continue;
        };
        let tag = tag.strip_suffix(']').ok_or_else(|| err(RecordProblem::TagEnd))?;
        let (name, value) = tag.split_once(' ').ok_or_else(|| err(RecordProblem::TagForm))?;
        let value = value
            .trim()
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .ok_or_else(|| err(RecordProblem::TagQuotes(name.to_string())))?;
        // The seats' tags are the players' names: `[South "human"]`.
        let seat_of = Player::ALL.into_iter().find(|p| p.name() == name);
        match (name, seat_of) {
            ("Variant", _) => variant = value.parse().map_err(|_| err(RecordProblem::Variant(value.to_string())))?,
            ("End", _) => agreed = Some(value.parse().map_err(|_| err(RecordProblem::End(value.to_string())))?),
            ("Position", _) => {
                start = value.parse().map_err(|e| err(RecordProblem::Position(value.to_string(), e)))?;
            }
            (_, Some(p)) => {
                seats[p] = value.parse::<Seat>().map_err(|_| err(RecordProblem::Seat(p, value.to_string())))?;
            }
            _ => {} // Event, Date, Result and other tags are kept for readers only.
        }
    }
    if !saw_anything {
        return Err(RecordError { line: 0, problem: RecordProblem::Empty });
    }
    // The result closes the move text.
    let end = movetext.trim_end().len();
    let last = movetext[..end].rfind(|c: char| c.is_whitespace() || c == ',').map_or(0, |i| i + 1);
    if is_result(&movetext[last..end]) {
        movetext.truncate(last);
    }
    // Comments are taken out (blanked, so that every move keeps its place
    // in the text and an error its line).
    let mut comments = Vec::new();
    let mut from = 0;
    while let Some(open) = movetext[from..].find('{').map(|i| from + i) {
        let close = movetext[open..].find('}').map(|i| open + i).ok_or_else(|| {
            let line = lines.iter().find(|(r, _)| r.contains(&open)).map_or(0, |&(_, n)| n);
            RecordError { line, problem: RecordProblem::CommentEnd }
        })?;
        let words: Vec<&str> = movetext[open + 1..close].split_whitespace().collect();
        comments.push((open, words.join(" ")));
        movetext.replace_range(open..=close, &" ".repeat(close + 1 - open));
        from = close + 1;
    }
    let mut game = Game::from_position(variant.rules(), start);
    game.play_listed(&movetext).map_err(|e| {
        let line = lines.iter().find(|(r, _)| r.contains(&e.span.start)).map_or(0, |&(_, n)| n);
        RecordError { line, problem: RecordProblem::Moves(variant, e) }
    })?;
    // A resignation or an agreed draw ends the game its moves leave going
    // (one the board ended stays as it ended).
    if let Some(a) = agreed {
        let _ = game.end_by(a);
    }
    let listed = warri_rules::parse_moves(&movetext).unwrap_or_default();
    let mut captions = Captions::new();
    for (at, words) in comments.into_iter().filter(|(_, w)| !w.is_empty()) {
        let ply = listed.iter().filter(|m| m.span.start < at).count();
        let caption = captions.entry(ply).or_default();
        if !caption.is_empty() {
            caption.push(' ');
        }
        caption.push_str(&words);
    }
    let settings = Settings { variant, seats, first: start.to_move() };
    Ok((Table::with_game(settings, game), captions))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Action;
    use warri_engine::Level;
    use warri_rules::{ByPlayer, IllegalMove, MoveProblem, Pit};

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    fn computer(n: u8) -> Seat {
        Seat::Computer(Level::new(n).unwrap())
    }

    #[test]
    fn comments_become_the_captions_of_their_plies() {
        let text = "[Variant \"wari\"]\n{The start: four seeds in every pit}\n1. C {South opens} f\n2. A {A sows five,\nas far as F} *";
        let (t, captions) = read_captioned(text).unwrap();
        assert_eq!(t.game.moves().len(), 3);
        assert_eq!(
            captions.into_iter().collect::<Vec<_>>(),
            [
                (0, "The start: four seeds in every pit".into()),
                (1, "South opens".into()),
                (3, "A sows five, as far as F".into())
            ]
        );
        assert_eq!(read(text).unwrap().game, t.game, "one reader");
        // An unclosed comment names its line; a bad move after a comment too.
        let e = read("[Variant \"wari\"]\n1. C {no end\nf").unwrap_err();
        assert_eq!((e.line, e.problem), (2, RecordProblem::CommentEnd));
        let e = read("[Variant \"wari\"]\n1. C {fine}\nZ").unwrap_err();
        assert_eq!(e.line, 3);
    }

    #[test]
    fn export_then_import_gives_the_same_game() {
        let settings = Settings {
            variant: Variant::Caribbean,
            seats: ByPlayer::new(Seat::Human, computer(4)),
            first: Player::South,
        };
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
        assert!(text.contains("[South \"human\"]\n[North \"computer level 4\"]"), "{text}");
        assert!(text.contains("1. C f 2. A e 3. B *"), "{text}");
        let back = read(&text).unwrap();
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
        assert_eq!(read(&text).unwrap().game, t.game);
    }

    #[test]
    fn records_of_earlier_versions_still_load() {
        let text =
            "[Variant \"wari\"]\n[South \"Person\"]\n[North \"Computer level 2\"]\n[Result \"*\"]\n\n1. C f 2. A *\n";
        let t = read(text).unwrap();
        assert_eq!(t.settings.seats, ByPlayer::new(Seat::Human, computer(2)));
        assert_eq!(t.game.moves(), [pit('C'), pit('f'), pit('A')]);
    }

    #[test]
    fn a_bad_record_names_the_line_and_the_problem() {
        let e = read("[Variant \"wari\"]\n[Date \"x\"]\n\n1. C f 2. a").unwrap_err();
        assert_eq!(e.line, 4);
        let RecordProblem::Moves(Variant::Wari, m) = &e.problem else { panic!("{e:?}") };
        assert_eq!((m.number, m.text.as_str()), (3, "a"));
        assert!(matches!(m.problem, MoveProblem::Illegal(IllegalMove::NotYourPit { player: Player::South, .. })));
        // The line of a move in a record over several lines.
        let e = read("[Variant \"abapa\"]\n1. C f\n2. A e\n; a comment\n3. x *").unwrap_err();
        assert_eq!(e.line, 5);
        assert!(
            matches!(&e.problem, RecordProblem::Moves(_, m) if m.number == 5 && m.problem == MoveProblem::NotALetter)
        );
        let e = read("[Variant \"owari\"]\n1. C").unwrap_err();
        assert_eq!(e, RecordError { line: 1, problem: RecordProblem::Variant("owari".into()) });
        let e = read("[Position \"4-4\"]").unwrap_err();
        assert_eq!(e.problem, RecordProblem::Position("4-4".into(), PositionError::FieldCount { found: 2 }));
        assert_eq!(read("[Variant wari]").unwrap_err().problem, RecordProblem::TagQuotes("Variant".into()));
        assert_eq!(read("[Variant \"wari\"").unwrap_err().problem, RecordProblem::TagEnd);
        assert_eq!(read("[Variant]").unwrap_err().problem, RecordProblem::TagForm);
        let e = read("[North \"robot\"]").unwrap_err();
        assert_eq!(e.problem, RecordProblem::Seat(Player::North, "robot".into()));
        let e = read("1. C x").unwrap_err();
        assert!(matches!(&e.problem, RecordProblem::Moves(_, m) if m.number == 2 && m.text == "x"));
        assert_eq!(read("  \n").unwrap_err(), RecordError { line: 0, problem: RecordProblem::Empty });
    }

    #[test]
    fn a_result_closes_the_moves_only_at_the_end() {
        let t = read("1. C f 0-0").unwrap();
        assert_eq!(t.game.moves().len(), 2);
        let e = read("1. C * f").unwrap_err();
        assert!(matches!(&e.problem, RecordProblem::Moves(_, m) if m.text == "*"), "{e:?}");
    }
}
