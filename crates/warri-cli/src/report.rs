//! The JSON object `warri play` prints for a game state (the contract in
//! README.md): variant, ply, position, pits, stores, to_move, legal, over,
//! result.

use serde_json::{json, Value};
use warri_rules::{Game, Variant};

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
