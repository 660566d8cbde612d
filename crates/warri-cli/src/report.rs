//! The JSON object `warri play` prints for a game state (the contract in
//! README.md): variant, ply, position, pits, stores, to_move, legal, over,
//! result; the JSON of `warri bestmove` and of `warri analyse`.

use serde_json::{json, Value};
use warri_engine::{choose, Analysis, Level, MoveValue, Verdict};
use warri_rules::{Game, Variant};

use crate::think::{self, Clock};

/// The game as one JSON object.
pub fn json(variant: Variant, game: &Game) -> Value {
    let pos = game.position();
    let result = game.outcome().map(|o| {
        json!({
            "winner": o.winner.map(|p| p.key()),
            "score": [o.score.south, o.score.north],
            "reason": o.reason.key(),
            "text": o.to_string(),
        })
    });
    json!({
        "variant": variant.key(),
        "ply": game.moves().len(),
        "position": pos.to_string(),
        "pits": pos.pits(),
        "stores": [pos.stores().south, pos.stores().north],
        "to_move": game.to_move().map(|p| p.key()),
        "legal": game.legal_moves().map(|p| p.letter().to_string()).collect::<Vec<_>>(),
        "over": game.is_over(),
        "result": result,
    })
}

/// The engine's move as JSON: `{"move", "score", "score_text", "depth",
/// "lower_bound", "nodes", "pv"}`.
/// Without a limit, searches for one second.
pub fn bestmove(
    variant: Variant,
    game: &Game,
    depth: Option<u32>,
    movetime: Option<u64>,
    level: Option<Level>,
    seed: u64,
) -> Value {
    let letters = |pv: &[warri_rules::Pit]| pv.iter().map(|p| p.letter().to_string()).collect::<Vec<_>>();
    if let Some(level) = level {
        let spec = level.spec();
        let mut clock = Clock::new(Some(u64::from(spec.movetime_ms)), Some(spec.nodes));
        let mut engine = think::engine_for(variant, level);
        think::ready(&mut engine, game, true);
        let c = choose(&mut engine, game, level, seed, &mut clock).expect("the game is not over");
        return json!({
            "move": c.best.letter().to_string(), "score": c.score.0, "score_text": c.score.to_string(),
            "depth": c.depth, "lower_bound": c.lower_bound, "nodes": c.nodes, "pv": [c.best.letter().to_string()], "level": level.number(),
        });
    }
    let movetime = if depth.is_none() { movetime.or(Some(1000)) } else { movetime };
    let mut clock = Clock::new(movetime, None);
    let mut engine = think::engine(variant, true);
    think::ready(&mut engine, game, movetime.is_some());
    let r = engine.search(game, depth.unwrap_or(64), &mut clock).expect("the game is not over");
    json!({
        "move": r.best.letter().to_string(), "score": r.score.0, "score_text": r.score.to_string(),
        "depth": r.depth, "lower_bound": r.lower_bound, "nodes": r.nodes, "pv": letters(&r.pv),
    })
}

/// Every legal move's value as JSON (`warri analyse`):
/// `{"depth", "nodes", "moves": [{"move", "score", "exact", "verdict",
/// "text", "depth", "pv"}, …]}`, best first. Without a limit, thinks for
/// one second.
pub fn analyse(variant: Variant, game: &Game, depth: Option<u32>, movetime: Option<u64>) -> Value {
    let movetime = if depth.is_none() { movetime.or(Some(1000)) } else { movetime };
    let mut clock = Clock::new(movetime, None);
    let mut engine = think::engine(variant, true);
    think::ready(&mut engine, game, movetime.is_some());
    let analysis = engine.analyse_all(game, depth.unwrap_or(64), &mut clock);
    analysis_json(&analysis)
}

/// The JSON of an analysis.
pub fn analysis_json(analysis: &Analysis) -> Value {
    let moves: Vec<Value> = analysis
        .moves
        .iter()
        .map(|m| {
            let (verdict, margin) = match m.verdict {
                Verdict::Win { min, max } => ("win", json!([min, max])),
                Verdict::Draw => ("draw", json!([0, 0])),
                Verdict::Loss { min, max } => ("loss", json!([min, max])),
                Verdict::Estimate => ("estimate", Value::Null),
            };
            json!({
                "move": m.pit.letter().to_string(),
                "score": m.score.0,
                "exact": m.exact,
                "verdict": verdict,
                "margin": margin,
                "text": text(m),
                "depth": m.depth,
                "pv": m.pv.iter().map(|p| p.letter().to_string()).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({ "depth": analysis.depth, "nodes": analysis.nodes, "moves": moves })
}

/// A move's value in words: "wins by 4", "wins by 2 to 6", "draw",
/// "loses by 2", or the estimate in seeds with its depth, "+1.35 (depth 14)"
/// ("likely win +4 (depth 9)" when the estimate looks proven but the bound
/// searches did not confirm it).
pub fn text(m: &MoveValue) -> String {
    let range = |min: i32, max: i32| if min == max { format!("{min}") } else { format!("{min} to {max}") };
    match m.verdict {
        Verdict::Win { min, max } => format!("wins by {}", range(min, max)),
        Verdict::Draw => "draw".to_string(),
        Verdict::Loss { min, max } => format!("loses by {}", range(min, max)),
        Verdict::Estimate if m.score.is_win() || m.score.is_loss() => {
            format!("likely {} (depth {})", m.score, m.depth)
        }
        Verdict::Estimate => format!("{} (depth {})", m.score, m.depth),
    }
}
