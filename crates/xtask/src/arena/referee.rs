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
    Ok(State {
        position: v["position"].as_str().unwrap_or("").to_string(),
        legal: strings(&v["legal"]),
        on_board,
        result,
    })
}
