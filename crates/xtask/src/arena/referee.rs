//! The match's referee: `warri play`, the command-line contract (README,
//! "The warri command line"), asked after every move whether it was legal,
//! who is to move, and how the game ended. Neither engine is trusted with
//! the rules.

use std::path::Path;
use std::process::Command;

use serde_json::Value;

use crate::Result;

/// A game as `warri play` reports it.
pub struct State {
    /// The position in warri notation.
    pub position: String,
    /// The legal moves' letters.
    pub legal: Vec<String>,
    /// Seeds on the board (not in the stores).
    pub on_board: u32,
    /// The result, once the game is over.
    pub result: Option<Outcome>,
}

/// How a game ended.
pub struct Outcome {
    /// "south", "north", or `None` for a draw.
    pub winner: Option<String>,
    /// South's and North's final scores.
    pub score: [u64; 2],
    /// Why it ended, in words.
    pub text: String,
}

/// The game of `variant` after `moves` from the start, as `warri play`
/// judges it; an error names the move it refuses.
pub fn judge(warri: &Path, variant: &str, moves: &[String]) -> Result<State> {
    let out = Command::new(warri)
        .args(["play", "--variant", variant, "--moves", &moves.join(" ")])
        .output()
        .map_err(|e| format!("cannot run the referee {}: {e}", warri.display()))?;
    if !out.status.success() {
        return Err(format!("the referee refused: {}", String::from_utf8_lossy(&out.stderr).trim()));
    }
    let v: Value = serde_json::from_slice(&out.stdout).map_err(|e| format!("the referee's JSON: {e}"))?;
    Ok(State::read(&v))
}

impl State {
    /// The state `warri play`'s JSON object says (README, "The warri
    /// command line"): `result` null while the game goes on, its `winner`
    /// null for a draw.
    pub fn read(v: &Value) -> State {
        let strings = |v: &Value| -> Vec<String> {
            v.as_array().into_iter().flatten().filter_map(|s| s.as_str().map(String::from)).collect()
        };
        let on_board = v["pits"].as_array().into_iter().flatten().filter_map(Value::as_u64).sum::<u64>() as u32;
        let result = v["result"].is_object().then(|| {
            let r = &v["result"];
            Outcome {
                winner: r["winner"].as_str().map(String::from),
                score: [r["score"][0].as_u64().unwrap_or(0), r["score"][1].as_u64().unwrap_or(0)],
                text: r["text"].as_str().unwrap_or("").to_string(),
            }
        });
        State {
            position: v["position"].as_str().unwrap_or("").to_string(),
            legal: strings(&v["legal"]),
            on_board,
            result,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> State {
        State::read(&serde_json::from_str(json).unwrap())
    }

    /// Recorded from `warri play --position 0-0-0-0-0-0-0-0-0-0-0-0-24-24-S`:
    /// a draw has a result whose winner is null, and is over.
    #[test]
    fn a_draw_is_read_as_over_without_a_winner() {
        let s = read(
            r#"{"variant":"abapa","ply":0,"position":"0-0-0-0-0-0-0-0-0-0-0-0-24-24-S","pits":[0,0,0,0,0,0,0,0,0,0,0,0],"stores":[24,24],"to_move":null,"legal":[],"over":true,"result":{"winner":null,"score":[24,24],"reason":"no-legal-move","text":"Draw 24–24: South has no legal move."}}"#,
        );
        let r = s.result.expect("over");
        assert_eq!((r.winner, r.score, r.text.as_str()), (None, [24, 24], "Draw 24–24: South has no legal move."));
        assert!(s.legal.is_empty());
        assert_eq!(s.on_board, 0);
    }

    /// Recorded from `warri play --variant abapa --moves "A b"`: a game
    /// going on has no result, its legal letters, and 48 seeds on the board.
    #[test]
    fn a_game_going_on_has_its_legal_moves_and_no_result() {
        let s = read(
            r#"{"variant":"abapa","ply":2,"position":"0-5-5-5-5-4-4-0-5-5-5-5-0-0-S","pits":[0,5,5,5,5,4,4,0,5,5,5,5],"stores":[0,0],"to_move":"south","legal":["B","C","D","E","F"],"over":false,"result":null}"#,
        );
        assert!(s.result.is_none());
        assert_eq!(s.legal, ["B", "C", "D", "E", "F"]);
        assert_eq!((s.on_board, s.position.as_str()), (48, "0-5-5-5-5-4-4-0-5-5-5-5-0-0-S"));
        let won = read(
            r#"{"position":"0-0-0-0-0-0-0-0-0-0-0-0-23-25-N","pits":[0,0,0,0,0,0,0,0,0,0,0,0],"legal":[],"result":{"winner":"north","score":[23,25],"text":"North wins 23–25"}}"#,
        );
        assert_eq!(won.result.unwrap().winner.as_deref(), Some("north"));
    }
}
