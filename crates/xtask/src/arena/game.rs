//! One game of a match, refereed: the engines are asked in turn, the
//! referee says after every move whether it was legal and how the game
//! stands, and the game's points are warri's. An illegal move loses the
//! game for the engine that played it (the match goes on); an engine that
//! hangs or ends stops the match, and the games finished before are kept.

use super::player::{Answer, Player};
use super::referee::State;
use crate::Result;

/// An engine as a game asks it: a [`Player`], or a scripted one in tests.
pub trait Engine {
    /// For the record: "warri", "aalina", or a binary's path.
    fn name(&self) -> &str;
    /// A new game begins.
    fn new_game(&mut self) -> Result;
    /// Its move after `moves` from the start, thinking `movetime` ms.
    fn go(&mut self, moves: &[String], movetime: u64) -> Result<Answer>;
}

impl Engine for Player {
    fn name(&self) -> &str {
        &self.name
    }

    fn new_game(&mut self) -> Result {
        Player::new_game(self)
    }

    fn go(&mut self, moves: &[String], movetime: u64) -> Result<Answer> {
        Player::go(self, moves, movetime)
    }
}

/// One engine's answers in a game (or, summed, a match).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Answers {
    /// Moves it played.
    pub moves: u32,
    /// Moves without a reported depth (book moves).
    pub book: u32,
    /// The finished depths reported, summed, and how many.
    pub depth_sum: u64,
    pub depth_n: u32,
    /// The same with more than 30 seeds on the board (the middlegame).
    pub mid_sum: u64,
    pub mid_n: u32,
    /// Milliseconds from `go` to `bestmove`, summed, and the longest.
    pub took_ms: u64,
    pub took_max_ms: u64,
}

impl Answers {
    /// Counts an answer given with `on_board` seeds on the board.
    pub fn add(&mut self, a: &Answer, on_board: u32) {
        let ms = a.took.as_millis() as u64;
        self.moves += 1;
        self.took_ms += ms;
        self.took_max_ms = self.took_max_ms.max(ms);
        match a.depth {
            None => self.book += 1,
            Some(d) => {
                self.depth_sum += u64::from(d);
                self.depth_n += 1;
                if on_board > 30 {
                    self.mid_sum += u64::from(d);
                    self.mid_n += 1;
                }
            }
        }
    }

    /// Both counted together.
    pub fn merge(&mut self, o: &Answers) {
        self.moves += o.moves;
        self.book += o.book;
        self.depth_sum += o.depth_sum;
        self.depth_n += o.depth_n;
        self.mid_sum += o.mid_sum;
        self.mid_n += o.mid_n;
        self.took_ms += o.took_ms;
        self.took_max_ms = self.took_max_ms.max(o.took_max_ms);
    }
}

/// A finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// Every move, the opening's included.
    pub moves: Vec<String>,
    /// South's and North's scores at the end.
    pub score: [u64; 2],
    /// warri's points: 1, ½ or 0.
    pub points: f64,
    /// How it ended, in words.
    pub result: String,
    /// warri's answers and its opponent's.
    pub warri: Answers,
    pub other: Answers,
}

/// warri's points when the game's `winner` is "south", "north" or none (a
/// draw) and warri plays South or not.
pub fn points(winner: Option<&str>, warri_south: bool) -> f64 {
    match winner {
        None => 0.5,
        Some(w) if (w == "south") == warri_south => 1.0,
        Some(_) => 0.0,
    }
}

/// The points in words, from warri's side.
pub fn said(points: f64) -> &'static str {
    match points {
        p if p >= 1.0 => "warri wins",
        p if p <= 0.0 => "warri loses",
        _ => "draw",
    }
}

/// South's and North's stores in a position in warri notation (twelve
/// pits, the two stores, the player to move).
fn stores(position: &str) -> [u64; 2] {
    let fields: Vec<&str> = position.split('-').collect();
    let store = |i: usize| fields.get(i).and_then(|s| s.parse().ok()).unwrap_or(0);
    [store(12), store(13)]
}

/// Plays one game from `opening`, warri South or North, each engine
/// thinking `movetime` ms a move; `judge` is the referee (the game after
/// the moves given).
pub fn play(
    judge: &dyn Fn(&[String]) -> Result<State>,
    opening: &[String],
    warri_south: bool,
    engines: [&mut dyn Engine; 2],
    movetime: u64,
) -> Result<Played> {
    let [ours, theirs] = engines;
    ours.new_game()?;
    theirs.new_game()?;
    let (mut moves, mut warri, mut other) = (opening.to_vec(), Answers::default(), Answers::default());
    loop {
        let state = judge(&moves)?;
        if let Some(end) = state.result {
            let points = points(end.winner.as_deref(), warri_south);
            return Ok(Played { moves, score: end.score, points, result: end.text, warri, other });
        }
        let warri_moves = state.position.ends_with('S') == warri_south;
        let (engine, answers) = if warri_moves { (&mut *ours, &mut warri) } else { (&mut *theirs, &mut other) };
        let answer = engine.go(&moves, movetime)?;
        answers.add(&answer, state.on_board);
        if !state.legal.contains(&answer.letter) {
            let result = format!(
                "{} played `{}` after {} (legal: {}): an illegal move, and the game lost",
                engine.name(),
                answer.letter,
                if moves.is_empty() { "the start".to_string() } else { moves.join(" ") },
                state.legal.join(" ")
            );
            let points = if warri_moves { 0.0 } else { 1.0 };
            return Ok(Played { moves, score: stores(&state.position), points, result, warri, other });
        }
        moves.push(answer.letter);
    }
}

/// An answer that took `ms` milliseconds.
#[cfg(test)]
pub fn answer(letter: &str, depth: Option<u32>, ms: u64) -> Answer {
    Answer { letter: letter.into(), depth, took: std::time::Duration::from_millis(ms) }
}

#[cfg(test)]
mod tests {
    use super::super::referee::Outcome;
    use super::*;
    use std::collections::VecDeque;

    /// An engine that plays the moves it is given, in order.
    struct Scripted {
        name: &'static str,
        moves: VecDeque<Answer>,
        games: u32,
    }

    impl Scripted {
        fn new(name: &'static str, moves: &[(&str, Option<u32>)]) -> Scripted {
            let moves = moves.iter().map(|&(m, d)| answer(m, d, 10)).collect();
            Scripted { name, moves, games: 0 }
        }
    }

    impl Engine for Scripted {
        fn name(&self) -> &str {
            self.name
        }
        fn new_game(&mut self) -> Result {
            self.games += 1;
            Ok(())
        }
        fn go(&mut self, _: &[String], _: u64) -> Result<Answer> {
            self.moves.pop_front().ok_or_else(|| format!("{} has no move left", self.name))
        }
    }

    /// A referee of a made-up game: South moves first, the players
    /// alternate, the legal moves are A B (South) and a b (North), and the
    /// game ends after `length` moves with `winner` at 26–22 (or 24–24).
    fn referee(length: usize, winner: Option<&'static str>) -> impl Fn(&[String]) -> Result<State> {
        move |moves: &[String]| {
            let south = moves.len().is_multiple_of(2);
            let over = moves.len() >= length;
            let score = match winner {
                Some("south") => [26, 22],
                Some(_) => [22, 26],
                None => [24, 24],
            };
            Ok(State {
                position: format!("0-0-0-0-0-0-0-0-0-0-0-0-{}-{}-{}", 20, 18, if south { "S" } else { "N" }),
                legal: if south { vec!["A".into(), "B".into()] } else { vec!["a".into(), "b".into()] },
                on_board: 10,
                result: over.then(|| Outcome { winner: winner.map(String::from), score, text: "over".into() }),
            })
        }
    }

    /// Who gets the points, worked out by hand: warri as North gets 1 when
    /// North wins, 0 when South does, ½ for a draw; as South the other way.
    #[test]
    fn the_winner_s_side_gets_the_point() {
        assert_eq!(points(Some("north"), false), 1.0);
        assert_eq!(points(Some("south"), false), 0.0);
        assert_eq!(points(Some("south"), true), 1.0);
        assert_eq!(points(Some("north"), true), 0.0);
        assert_eq!(points(None, true), 0.5);
        assert_eq!(points(None, false), 0.5);
        assert_eq!([said(1.0), said(0.5), said(0.0)], ["warri wins", "draw", "warri loses"]);
    }

    /// warri plays North from an opening of one move (South's `A`): North
    /// answers first, and North's win is warri's point; each engine's
    /// answers are counted on its own side.
    #[test]
    fn a_game_is_played_in_turn_and_scored_from_warri_s_side() {
        let mut warri = Scripted::new("warri", &[("a", Some(12)), ("b", Some(14))]);
        let mut other = Scripted::new("other", &[("B", None)]);
        let judge = referee(4, Some("north"));
        let g = play(&judge, &["A".to_string()], false, [&mut warri, &mut other], 100).unwrap();
        assert_eq!(g.moves, ["A", "a", "B", "b"]);
        assert_eq!((g.points, g.score, g.result.as_str()), (1.0, [22, 26], "over"));
        assert_eq!((g.warri.moves, g.warri.depth_sum, g.warri.depth_n, g.warri.book), (2, 26, 2, 0));
        assert_eq!((g.other.moves, g.other.book, g.other.depth_n), (1, 1, 0));
        assert_eq!((warri.games, other.games), (1, 1));
        let draw = play(
            &referee(2, None),
            &[],
            true,
            [&mut Scripted::new("w", &[("A", Some(3))]), &mut Scripted::new("o", &[("a", Some(3))])],
            100,
        )
        .unwrap();
        assert_eq!(draw.points, 0.5);
    }

    /// An illegal move loses the game for whoever played it, with the
    /// stores as they stood, and says so.
    #[test]
    fn an_illegal_move_loses_the_game_for_the_engine_that_played_it() {
        let judge = referee(10, Some("south"));
        let mut warri = Scripted::new("warri", &[("A", Some(5))]);
        let mut other = Scripted::new("aalina", &[("c", Some(5))]);
        let g = play(&judge, &[], true, [&mut warri, &mut other], 100).unwrap();
        assert_eq!(g.points, 1.0, "{}", g.result);
        assert_eq!(g.moves, ["A"], "the illegal move is not played");
        assert_eq!(g.score, [20, 18]);
        assert_eq!(g.result, "aalina played `c` after A (legal: a b): an illegal move, and the game lost");
        let mut warri = Scripted::new("warri", &[("x", Some(5))]);
        let g = play(&judge, &[], true, [&mut warri, &mut Scripted::new("o", &[])], 100).unwrap();
        assert_eq!(g.points, 0.0);
        assert!(g.result.starts_with("warri played `x` after the start"), "{}", g.result);
    }

    /// An engine that stops answering stops the match (an error, not a
    /// result).
    #[test]
    fn an_engine_that_stops_answering_is_an_error_not_a_result() {
        let judge = referee(10, Some("south"));
        let r =
            play(&judge, &[], true, [&mut Scripted::new("warri", &[("A", None)]), &mut Scripted::new("o", &[])], 100);
        assert_eq!(r.unwrap_err(), "o has no move left");
    }
}
