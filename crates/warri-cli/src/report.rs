//! The JSON object `warri play` prints for a game state (the contract in
//! README.md): variant, ply, position, pits, stores, to_move, legal, over,
//! result; and the JSON of `warri bestmove`.

use serde_json::{json, Value};
use warri_engine::{choose, Level};
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

/// The engine's move as JSON: `{"move", "score", "depth", "nodes", "pv"}`.
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
        let mut engine = think::engine_for(variant, level);
        engine.prepare(game);
        let mut clock = Clock::new(Some(u64::from(spec.movetime_ms)), Some(spec.nodes));
        let c = choose(&mut engine, game, level, seed, &mut clock).expect("the game is not over");
        return json!({
            "move": c.best.letter().to_string(), "score": c.score.0, "score_text": c.score.to_string(),
            "depth": c.depth, "nodes": c.nodes, "pv": [c.best.letter().to_string()], "level": level.number(),
        });
    }
    let mut engine = think::engine(variant, true);
    engine.prepare(game);
    let movetime = if depth.is_none() { movetime.or(Some(1000)) } else { movetime };
    let mut clock = Clock::new(movetime, None);
    let r = engine.search(game, depth.unwrap_or(64), &mut clock).expect("the game is not over");
    json!({
        "move": r.best.letter().to_string(), "score": r.score.0, "score_text": r.score.to_string(),
        "depth": r.depth, "nodes": r.nodes, "pv": letters(&r.pv),
    })
}
