//! The move-list notation (docs/rules.md section 0): move letters separated
//! by spaces or commas, optionally numbered as in a game record
//! (`1. C f 2. A e`). One parser for every place a list of moves is written:
//! the command line, link parameters, game records, saved games and the
//! engine protocol. [`MoveError`] says which move is wrong and why, typed,
//! so that each front end words it in its own language.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use crate::{Game, IllegalMove, Pit, Step};

/// One move of a written list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedMove {
    /// The move.
    pub pit: Pit,
    /// Where its letter stands in the text (byte offsets).
    pub span: Range<usize>,
}

/// Why a move of a list cannot be read or played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveProblem {
    /// The token is not one move letter (`A`–`F`, `a`–`f`).
    NotALetter,
    /// The move is illegal where it comes.
    Illegal(IllegalMove),
}

/// A move of a list that cannot be read or played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError {
    /// Which move, counting from 1 (move numbers such as `1.` not counted).
    pub number: usize,
    /// The move as written.
    pub text: String,
    /// Where it stands in the text (byte offsets).
    pub span: Range<usize>,
    /// What is wrong.
    pub problem: MoveProblem,
}

impl fmt::Display for MoveError {
    /// English, e.g. `move 2 "x": a move is one letter, A–F for South's pits
    /// or a–f for North's`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} \"{}\": ", self.number, self.text)?;
        match self.problem {
            MoveProblem::NotALetter => fmt::Display::fmt(&crate::ParseMoveError, f),
            MoveProblem::Illegal(e) => fmt::Display::fmt(&e, f),
        }
    }
}

impl core::error::Error for MoveError {}

/// Whether a token is a move number as records write them (`12.`).
fn is_move_number(token: &str) -> bool {
    token.len() > 1 && token.ends_with('.') && token[..token.len() - 1].bytes().all(|b| b.is_ascii_digit())
}

/// The tokens of a list and their spans: split on whitespace and commas.
fn tokens(text: &str) -> impl Iterator<Item = (&str, Range<usize>)> + '_ {
    let is_sep = |c: char| c.is_whitespace() || c == ',';
    let mut rest = text.char_indices().peekable();
    core::iter::from_fn(move || {
        while rest.next_if(|&(_, c)| is_sep(c)).is_some() {}
        let &(start, _) = rest.peek()?;
        let mut end = text.len();
        while let Some(&(i, c)) = rest.peek() {
            if is_sep(c) {
                end = i;
                break;
            }
            rest.next();
        }
        Some((&text[start..end], start..end))
    })
}

/// Reads a move list: letters separated by spaces or commas (`C f A`,
/// `C,f,A`), move numbers (`1.`) skipped. An empty text is an empty list.
///
/// ```
/// use warri_rules::{parse_moves, Pit};
/// let moves = parse_moves("1. C f, 2. A").unwrap();
/// let letters: String = moves.iter().map(|m| m.pit.letter()).collect();
/// assert_eq!(letters, "CfA");
/// let e = parse_moves("C x").unwrap_err();
/// assert_eq!((e.number, e.text.as_str(), e.span.clone()), (2, "x", 2..3));
/// ```
pub fn parse_moves(text: &str) -> Result<Vec<ListedMove>, MoveError> {
    let mut out = Vec::new();
    for (token, span) in tokens(text) {
        if is_move_number(token) {
            continue;
        }
        match token.parse::<Pit>() {
            Ok(pit) => out.push(ListedMove { pit, span }),
            Err(_) => {
                let problem = MoveProblem::NotALetter;
                return Err(MoveError { number: out.len() + 1, text: String::from(token), span, problem });
            }
        }
    }
    Ok(out)
}

/// Writes moves as a list that [`parse_moves`] reads back, letters
/// separated by `sep` (`" "` on the command line, `","` in links).
pub fn write_moves(moves: &[Pit], sep: &str) -> String {
    let mut s = String::with_capacity(moves.len() * (1 + sep.len()));
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            s.push_str(sep);
        }
        s.push(m.letter());
    }
    s
}

impl ListedMove {
    /// Plays this move, move number `number` (from 1) of the list `text`,
    /// in `game`; an illegal one is a [`MoveError`] naming it.
    pub fn play_in(&self, game: &mut Game, text: &str, number: usize) -> Result<Vec<Step>, MoveError> {
        game.play(self.pit).map_err(|e| MoveError {
            number,
            text: String::from(&text[self.span.clone()]),
            span: self.span.clone(),
            problem: MoveProblem::Illegal(e),
        })
    }
}

impl Game {
    /// Plays the moves of a written list ([`parse_moves`]) one by one. On a
    /// move that cannot be read or played, stops there, with the moves
    /// before it played, and says which and why.
    pub fn play_listed(&mut self, text: &str) -> Result<(), MoveError> {
        for (n, m) in parse_moves(text)?.into_iter().enumerate() {
            m.play_in(self, text, n + 1)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Player, Variant};

    #[test]
    fn spaces_commas_and_numbers_separate_moves() {
        for text in ["C f A", "C,f,A", " C ,f\tA\n", "1. C f 2. A", "C, f,, A"] {
            let m: Vec<char> = parse_moves(text).unwrap().iter().map(|m| m.pit.letter()).collect();
            assert_eq!(m, ['C', 'f', 'A'], "{text:?}");
        }
        assert!(parse_moves("").unwrap().is_empty());
        assert!(parse_moves(" , ").unwrap().is_empty());
    }

    #[test]
    fn a_bad_token_is_named_with_its_place() {
        let e = parse_moves("C f CA").unwrap_err();
        assert_eq!((e.number, e.text.as_str(), e.span), (3, "CA", 4..6));
        assert_eq!(e.problem, MoveProblem::NotALetter);
        // Non-ASCII separators and tokens keep their byte spans right.
        let text = "C\u{a0}é, f";
        let e = parse_moves(text).unwrap_err();
        assert_eq!(&text[e.span.clone()], "é");
        let e = parse_moves("1. C 2.x").unwrap_err();
        assert_eq!((e.number, e.text.as_str()), (2, "2.x"));
    }

    #[test]
    fn play_listed_stops_at_an_illegal_move_and_says_why() {
        let mut g = Game::new(Variant::Abapa.rules());
        let e = g.play_listed("C f a A").unwrap_err();
        assert_eq!(g.moves().len(), 2, "the moves before it stay played");
        assert_eq!((e.number, e.text.as_str(), e.span.clone()), (3, "a", 4..5));
        assert!(matches!(e.problem, MoveProblem::Illegal(IllegalMove::NotYourPit { player: Player::South, .. })));
        assert_eq!(e.to_string(), "move 3 \"a\": pit a is North's; it is South's turn");
    }

    #[test]
    fn written_moves_read_back() {
        let pits: Vec<Pit> = "CfAe".chars().map(|c| Pit::from_letter(c).unwrap()).collect();
        for sep in [" ", ","] {
            let back: Vec<Pit> = parse_moves(&write_moves(&pits, sep)).unwrap().into_iter().map(|m| m.pit).collect();
            assert_eq!(back, pits);
        }
    }
}
