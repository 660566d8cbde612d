//! Puzzles: every generated puzzle re-proves by `verify` (which searches
//! from the position alone), a tampered one does not, and every puzzle the
//! web app ships (`web/puzzles.jsonl`) verifies.

use warri_engine::puzzles::{generate, verify, Puzzle, PuzzleError};
use warri_engine::Score;
use warri_rules::{Game, Pit, Position, Variant};

/// The text of field `key` in one JSON line of the fixed puzzle format.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let tag = format!("\"{key}\":");
    let start = line.find(&tag).unwrap_or_else(|| panic!("{key} in {line}")) + tag.len();
    let rest = &line[start..];
    let end = if rest.starts_with('[') { rest.find(']').unwrap() + 1 } else { rest.find([',', '}']).unwrap() };
    &rest[..end]
}

fn unquote(s: &str) -> &str {
    s.trim_matches('"')
}

/// Reads one line of `web/puzzles.jsonl` (and checks it writes back the
/// same).
fn parse(line: &str) -> Puzzle {
    let variant: Variant = unquote(field(line, "variant")).parse().unwrap();
    let position: Position = unquote(field(line, "position")).parse().unwrap();
    let solution: Pit = unquote(field(line, "solution")).parse().unwrap();
    let value = Score(field(line, "value").parse().unwrap());
    let list = field(line, "line").trim_matches(['[', ']']);
    let moves: Vec<Pit> = list.split(',').filter(|s| !s.is_empty()).map(|s| unquote(s).parse().unwrap()).collect();
    let depth: u32 = field(line, "depth").parse().unwrap();
    let p = Puzzle { variant, position, solution, value, line: moves, depth };
    assert_eq!(p.to_string(), line, "the line is the puzzle's own format");
    p
}

/// A wrong solution: another legal move.
fn tampered(p: &Puzzle) -> Puzzle {
    let game = Game::from_position(p.variant.rules(), p.position);
    let other = game.legal_moves().find(|&m| m != p.solution).expect("a puzzle has two moves or more");
    Puzzle { solution: other, line: vec![other], ..p.clone() }
}

#[test]
fn generated_puzzles_verify_and_tampered_ones_do_not() {
    // Generation plays whole games: kept small for the debug profile.
    let count = 1;
    let variants: &[Variant] =
        if cfg!(debug_assertions) { &[Variant::Wari] } else { &[Variant::Wari, Variant::Bridgetown] };
    for &v in variants {
        let puzzles = generate(v, count, 7);
        assert_eq!(puzzles.len(), count, "{v:?}");
        assert_eq!(puzzles, generate(v, count, 7), "deterministic for a seed");
        for p in &puzzles {
            assert_eq!(verify(p), Ok(()), "{p}");
            assert_eq!(verify(&tampered(p)), Err(PuzzleError::NotProven), "{p}");
            assert!(Game::from_position(v.rules(), p.position).legal_moves().len() >= 2);
        }
    }
}

#[test]
fn every_shipped_puzzle_verifies() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/puzzles.jsonl")).unwrap();
    let puzzles: Vec<Puzzle> = text.lines().map(parse).collect();
    assert_eq!(puzzles.len(), 120);
    for v in Variant::ALL {
        let of = puzzles.iter().filter(|p| p.variant == v).count();
        assert_eq!(of, 20, "{v:?}");
    }
    let mut depths: Vec<u32> = puzzles.iter().map(|p| p.depth).collect();
    depths.sort();
    assert!(depths[10] <= 4 && depths[110] >= 8, "mixed difficulties: {depths:?}");
    for p in &puzzles {
        assert_eq!(verify(p), Ok(()), "{p}");
    }
    // A tampered puzzle fails.
    for p in puzzles.iter().step_by(10) {
        assert!(verify(&tampered(p)).is_err(), "{p}");
        let mut wrong_line = p.clone();
        wrong_line.line.insert(0, wrong_line.line[0]);
        assert!(matches!(verify(&wrong_line), Err(PuzzleError::BadLine(_))), "{p}");
    }
}
