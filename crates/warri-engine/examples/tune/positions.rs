//! The positions the weights are fitted on: self-play games of one variant
//! from seeded random openings, every position searched to the label
//! depth with the endgame tables; the quiet ones (no capture to make)
//! kept with the search's value as their label.

use std::sync::Arc;

use warri_engine::eval::{features, Weights, FEATURES};
use warri_engine::{mix, Engine, NodeLimit, Tables, TABLE_SEEDS};
use warri_rules::{Game, Pit, Variant};

/// Labels beyond this many centi-seeds are cut to it: a won endgame's
/// margin says little of the board's features.
const CLIP: i32 = 1500;

/// One labelled position.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// Its features for the player to move.
    pub features: [i32; FEATURES],
    /// Captured seeds of the player to move less the opponent's.
    pub stores: i32,
    /// The search's value for the player to move, in centi-seeds (a proven
    /// result as its final margin), within ±[`CLIP`].
    pub label: i32,
}

/// How the positions are made.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// Games per variant.
    pub games: u64,
    /// Depth of the searches that label them (and choose the moves).
    pub depth: u32,
    /// Seed of the openings and of the random moves.
    pub seed: u64,
}

/// The labelled positions of `plan.games` games of `variant`, game by game
/// in order whatever the number of threads (two).
pub fn samples(variant: Variant, plan: Plan) -> Vec<Vec<Sample>> {
    let tables = Tables::build(&variant.rules(), TABLE_SEEDS).map(Arc::new);
    let ids: Vec<u64> = (0..plan.games).collect();
    crate::on_two_threads(&ids, |&g| game(variant, plan, g, tables.clone()))
}

/// Game `id`: two to nine random plies, then the label search's moves (one
/// in ten random), every quiet position kept with its label.
fn game(variant: Variant, plan: Plan, id: u64, tables: Option<Arc<Tables>>) -> Vec<Sample> {
    let mut engine = Engine::with_table_bits(variant.rules(), 20);
    // Labelled by the one set every variant had before: the fit does not
    // depend on the sets it makes.
    engine.set_weights(Weights::UNIFORM);
    engine.set_tables(tables);
    let mut rng = mix(plan.seed ^ mix(id ^ ((variant as u64) << 40)));
    let mut random = |n: usize| {
        rng = mix(rng);
        (rng % n as u64) as usize
    };
    let mut g = Game::new(variant.rules());
    let opening = 2 + random(8);
    let mut out = Vec::new();
    for ply in 0..400 {
        let legal: Vec<Pit> = g.legal_moves().collect();
        if g.is_over() || legal.is_empty() {
            break;
        }
        let pick = random(10);
        let mv = if ply < opening {
            legal[random(legal.len())]
        } else {
            let r = engine.search(&g, plan.depth, &mut NodeLimit(u64::MAX)).expect("the game goes on");
            if is_quiet(&g, &legal) {
                out.push(sample(&g, r.score));
            }
            if pick == 0 {
                legal[random(legal.len())]
            } else {
                r.best
            }
        };
        g.play(mv).expect("a legal move");
    }
    out
}

/// Whether no move of the player to move captures.
fn is_quiet(g: &Game, legal: &[Pit]) -> bool {
    let me = g.to_move().expect("the game goes on");
    let before = g.position().stores()[me];
    legal.iter().all(|&m| {
        let mut after = g.clone();
        after.play(m).expect("a legal move");
        after.position().stores()[me] == before
    })
}

/// The position `g` is at, labelled with its search's `score`.
fn sample(g: &Game, score: warri_engine::Score) -> Sample {
    let pos = g.position();
    let me = pos.to_move();
    let label = match score.margin() {
        Some(m) => m * 100,
        None => score.0,
    };
    Sample {
        features: features(pos),
        stores: i32::from(pos.stores()[me]) - i32::from(pos.stores()[me.opponent()]),
        label: label.clamp(-CLIP, CLIP),
    }
}
