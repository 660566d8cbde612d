//! The computer opponent's side of the page: a web worker (gloo-worker)
//! that owns one engine per variant, with its endgame tables built on first
//! need, and answers requests for a move at a level or for a hint. The page
//! never freezes: all thinking happens here.
//!
//! Messages carry the game as text (position notation and move letters), so
//! the worker rebuilds exactly the game the page shows, history included.
//! Each request has an id; the page ignores replies to requests it no longer
//! wants (after undo, new game or a change of variant).

use std::collections::HashMap;

use gloo::worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};
use warri_engine::{choose, Engine, Handler, Level, TABLE_SEEDS};
use warri_rules::{Game, Variant};

/// What the page asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// A move for the player to move, at a level (1–6), with a seed for the
    /// lower levels' choice.
    Move {
        /// Level 1–6.
        level: u8,
        /// Seed for the choice among near-best moves.
        seed: u64,
    },
    /// Every legal move's score at full strength, for a hint.
    Hint {
        /// Thinking time.
        movetime_ms: u32,
    },
}

/// A request: which game, and what to do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the reply.
    pub id: u32,
    /// Variant key.
    pub variant: String,
    /// The game's start position, in notation.
    pub start: String,
    /// The moves played since, as letters.
    pub moves: String,
    /// What to do.
    pub task: Task,
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reply {
    /// The move chosen.
    Move {
        /// The request's id.
        id: u32,
        /// Move letter.
        pit: char,
        /// Its score (centi-seeds, see `warri_engine::Score`).
        score: i32,
        /// Depth searched.
        depth: u32,
    },
    /// Every legal move's score, best first.
    Hint {
        /// The request's id.
        id: u32,
        /// (move letter, score) pairs.
        scores: Vec<(char, i32)>,
        /// Depth reached.
        depth: u32,
    },
    /// The request could not be understood (a bug, never a user's input).
    Failed {
        /// The request's id.
        id: u32,
        /// What went wrong.
        why: String,
    },
}

impl Request {
    /// The game the request is about.
    pub fn game(&self) -> Result<(Variant, Game), String> {
        crate::record::game_from_text(&self.variant, &self.start, &self.moves)
    }

    /// A request about `game`.
    pub fn about(id: u32, variant: Variant, game: &Game, task: Task) -> Request {
        Request {
            id,
            variant: variant.key().to_string(),
            start: game.start().to_string(),
            moves: game.moves().iter().map(|p| p.letter()).collect(),
            task,
        }
    }
}

/// Stops at a wall-clock deadline or a node cap (the engine never reads a
/// clock; this handler does, with the browser's `Date.now()`).
struct Deadline {
    until_ms: f64,
    nodes: u64,
}

impl Handler for Deadline {
    fn should_stop(&mut self, nodes: u64) -> bool {
        nodes >= self.nodes || js_sys::Date::now() >= self.until_ms
    }
}

/// One engine per variant and level kind (with or without tables). The
/// engine with tables builds them itself, in this worker, the first time it
/// thinks about a position near the end (`Engine::set_tables_on_need`).
#[derive(Default)]
struct Engines {
    engines: HashMap<(Variant, bool), Engine>,
}

impl Engines {
    fn get(&mut self, variant: Variant, with_tables: bool) -> &mut Engine {
        self.engines.entry((variant, with_tables)).or_insert_with(|| {
            let mut e = Engine::with_table_bits(variant.rules(), 17);
            if with_tables {
                e.set_tables_on_need(TABLE_SEEDS);
            }
            e
        })
    }
}

/// Answers one request.
fn answer(engines: &mut Engines, req: &Request) -> Reply {
    let (variant, game) = match req.game() {
        Ok(g) => g,
        Err(why) => return Reply::Failed { id: req.id, why },
    };
    if game.is_over() {
        return Reply::Failed { id: req.id, why: "the game is over".into() };
    }
    match req.task {
        Task::Move { level, seed } => {
            let level = Level::new(level).unwrap_or(Level::MAX);
            let spec = level.spec();
            let engine = engines.get(variant, spec.tables);
            engine.prepare(&game);
            let mut limit = Deadline { until_ms: js_sys::Date::now() + f64::from(spec.movetime_ms), nodes: spec.nodes };
            match choose(engine, &game, level, seed, &mut limit) {
                Some(c) => Reply::Move { id: req.id, pit: c.best.letter(), score: c.score.0, depth: c.depth },
                None => Reply::Failed { id: req.id, why: "no move".into() },
            }
        }
        Task::Hint { movetime_ms } => {
            let engine = engines.get(variant, true);
            engine.prepare(&game);
            let mut limit = Deadline { until_ms: js_sys::Date::now() + f64::from(movetime_ms), nodes: u64::MAX };
            let scores = engine.analyse(&game, 64, &mut limit);
            Reply::Hint { id: req.id, scores: scores.iter().map(|(p, s)| (p.letter(), s.0)).collect(), depth: 0 }
        }
    }
}

/// The worker.
pub struct Thinker {
    engines: Engines,
}

impl Worker for Thinker {
    type Message = ();
    type Input = Request;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        Thinker { engines: Engines::default() }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, req: Request, who: HandlerId) {
        let reply = answer(&mut self.engines, &req);
        scope.respond(who, reply);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_rules::Pit;

    #[test]
    fn a_request_carries_the_whole_game() {
        let mut game = Game::new(Variant::Caribbean.rules());
        game.play(Pit::from_letter('C').unwrap()).unwrap();
        let req = Request::about(7, Variant::Caribbean, &game, Task::Move { level: 3, seed: 1 });
        assert_eq!(req.moves, "C");
        let (v, again) = req.game().unwrap();
        assert_eq!(v, Variant::Caribbean);
        assert_eq!(again, game);
    }
}
