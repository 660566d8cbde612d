//! The computer opponent's side of the page: a web worker (gloo-worker)
//! that owns one engine per variant, with its endgame tables built on first
//! need, and answers requests for a move at a level, for a hint, or for the
//! value of every move (the oracle and the game review, which ask again
//! with more time to go deeper: the engine keeps what it learnt). The page
//! never freezes: all thinking happens here.
//!
//! The endgame tables come from a second worker (see [`super::tables`]):
//! a move or a hint never waits for their build; it searches without them
//! until they arrive. Only the oracle and the review, which should prove
//! what can be proven, build them here if they are needed and not there.
//!
//! Messages carry the rules' and the engine's own types (serialised with
//! their `serde` features): the variant, the start [`Setup`], the moves as
//! pits and a validated [`Level`]. The worker checks the setup into a
//! position and replays the moves, so it rebuilds exactly the game the page
//! shows, history included; anything it cannot do comes back as a typed
//! [`Failure`], which the page shows. Each request has an id; the page
//! ignores replies to requests it no longer wants (after undo, new game or a
//! change of variant).

use std::collections::HashMap;
use std::sync::Arc;

use gloo::worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};
use warri_engine::tables::Tables;
use warri_engine::{
    choose, Analysis, Engine, Handler, Level, GAME_TABLE_BITS, TABLES_BUILT_FROM, TABLES_NEEDED_AT, TABLE_SEEDS,
};
use warri_rules::{Game, IllegalMove, Pit, Position, Setup, Variant};

use super::tables::{Builder, Given};

/// What the page asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// A move for the player to move, at a level, with a seed for the lower
    /// levels' choice.
    Move {
        /// The level.
        level: Level,
        /// Seed for the choice among near-best moves.
        seed: u64,
    },
    /// Every legal move's score at full strength, for a hint.
    Hint {
        /// Thinking time.
        movetime_ms: u32,
    },
    /// Every legal move's value and best line, proven where the search or
    /// the tables prove it (the oracle, the review).
    Analyse {
        /// Thinking time.
        movetime_ms: u32,
    },
}

impl Task {
    /// How long the page waits for the answer before saying the computer
    /// did not answer (a worker that cannot load or has crashed): the
    /// thinking time plus a wide margin for loading the worker and building
    /// the endgame tables on a slow device.
    pub fn patience_ms(self) -> u32 {
        let thinking = match self {
            Task::Move { level, .. } => level.spec().movetime_ms,
            Task::Hint { movetime_ms } | Task::Analyse { movetime_ms } => movetime_ms,
        };
        thinking + 30_000
    }

    /// Whether its engine probes the endgame tables: the levels that use
    /// them, hints and analyses.
    pub fn uses_tables(self) -> bool {
        match self {
            Task::Move { level, .. } => level.spec().tables,
            Task::Hint { .. } | Task::Analyse { .. } => true,
        }
    }
}

/// A request: which game, and what to do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the reply.
    pub id: u32,
    /// The variant.
    pub variant: Variant,
    /// The game's start position.
    pub start: Setup,
    /// The moves played since.
    pub moves: Vec<Pit>,
    /// What to do.
    pub task: Task,
}

/// Why a request could not be answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Failure {
    /// The start position does not hold 48 seeds.
    Position {
        /// The seeds it holds.
        found: u32,
    },
    /// A move of the request cannot be played.
    Move {
        /// The variant.
        variant: Variant,
        /// Which move, from 1.
        number: usize,
        /// The move.
        pit: Pit,
        /// Why.
        problem: IllegalMove,
    },
    /// The game is already over.
    Over,
    /// The engine found no move.
    NoMove,
    /// No answer came in time (the worker could not load, or stopped); set
    /// by the page, never by the worker.
    NoAnswer,
    /// The worker's code could not be loaded (its loader said so), with
    /// the HTTP status if one came (0: none, e.g. no network). Set by the
    /// page, never by the worker.
    Load {
        /// The HTTP status, or 0.
        status: u16,
    },
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reply {
    /// The move chosen.
    Move {
        /// The request's id.
        id: u32,
        /// The move.
        pit: Pit,
        /// Its score (centi-seeds, see `warri_engine::Score`).
        score: i32,
        /// Depth searched.
        depth: u32,
    },
    /// Every legal move's score, best first.
    Hint {
        /// The request's id.
        id: u32,
        /// (move, score) pairs.
        scores: Vec<(Pit, i32)>,
    },
    /// Every legal move's value, best first.
    Analysis {
        /// The request's id.
        id: u32,
        /// The values.
        analysis: Analysis,
    },
    /// The request could not be answered.
    Failed {
        /// The request's id.
        id: u32,
        /// What was asked.
        task: Task,
        /// Why it failed.
        why: Failure,
    },
}

impl Reply {
    /// Whether this is the answer to request `id` of `task`'s kind (a move
    /// and a hint may be asked about the same game).
    pub fn answers(&self, id: u32, task: Task) -> bool {
        match *self {
            Reply::Move { id: i, .. } => i == id && matches!(task, Task::Move { .. }),
            Reply::Hint { id: i, .. } => i == id && matches!(task, Task::Hint { .. }),
            Reply::Analysis { id: i, .. } => i == id && matches!(task, Task::Analyse { .. }),
            Reply::Failed { id: i, task: t, .. } => i == id && t == task,
        }
    }
}

impl Request {
    /// A request about `game`.
    pub fn about(id: u32, variant: Variant, game: &Game, task: Task) -> Request {
        Request { id, variant, start: game.start().setup(), moves: game.moves().to_vec(), task }
    }

    /// The game the request is about, checked: the setup must be a valid
    /// position and every move legal.
    pub fn game(&self) -> Result<Game, Failure> {
        // A setup's only check is its total.
        let start = Position::from_setup(self.start).map_err(|_| Failure::Position { found: self.start.total() })?;
        let mut game = Game::from_position(self.variant.rules(), start);
        for (i, &pit) in self.moves.iter().enumerate() {
            game.play(pit).map_err(|problem| Failure::Move { variant: self.variant, number: i + 1, pit, problem })?;
        }
        Ok(game)
    }
}

/// Milliseconds of the wall clock: the browser's `Date.now()` in the worker,
/// the system clock natively (for the tests). Both are compiled everywhere,
/// so that the native build lints both (`cfg!`, not `#[cfg]`).
fn now_ms() -> f64 {
    if cfg!(target_arch = "wasm32") {
        js_sys::Date::now()
    } else {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    }
}

/// Stops at a wall-clock deadline or a node cap (the engine never reads a
/// clock; this handler does).
struct Deadline {
    until_ms: f64,
    nodes: u64,
}

impl Handler for Deadline {
    fn should_stop(&mut self, nodes: u64) -> bool {
        nodes >= self.nodes || now_ms() >= self.until_ms
    }
}

/// One engine per variant and level kind (with or without tables). The
/// engines with tables either build them themselves on first need
/// ([`Engines::default`]: natively, and where a worker cannot start
/// another) or are given them ([`Engines::given_tables`]).
#[derive(Default)]
pub struct Engines {
    engines: HashMap<(Variant, bool), Engine>,
    /// Where each variant's tables came from, if they are given
    /// ([`Engines::give`]); `None`: every variant builds on need.
    given: Option<HashMap<Variant, Given>>,
}

impl Engines {
    /// Engines whose tables are given ([`Engines::give`]), never built on
    /// need — except for an analysis that needs them ([`Engines::for_task`]).
    pub fn given_tables() -> Engines {
        Engines { engines: HashMap::new(), given: Some(HashMap::new()) }
    }

    fn get(&mut self, variant: Variant, with_tables: bool) -> &mut Engine {
        let given = self.given.as_ref().map(|g| g.get(&variant).cloned());
        self.engines.entry((variant, with_tables)).or_insert_with(|| {
            let mut e = Engine::with_table_bits(variant.rules(), GAME_TABLE_BITS);
            match given {
                _ if !with_tables => {}
                None | Some(Some(Given::NotComing)) => e.set_tables_on_need(TABLE_SEEDS),
                Some(Some(Given::Tables(t))) => e.set_tables(Some(t)),
                Some(None) => {}
            }
            e
        })
    }

    /// Whether `variant`'s engines are waiting for tables to be given.
    pub fn want_tables(&self, variant: Variant) -> bool {
        self.given.as_ref().is_some_and(|g| !g.contains_key(&variant)) && Tables::exist_for(&variant.rules())
    }

    /// What became of `variant`'s tables: for its engines from their next
    /// search (unless they were given already).
    pub fn give(&mut self, variant: Variant, given: Given) {
        let Some(all) = self.given.as_mut() else { return };
        if all.contains_key(&variant) {
            return;
        }
        all.insert(variant, given.clone());
        if let Some(e) = self.engines.get_mut(&(variant, true)) {
            match given {
                Given::Tables(t) => e.set_tables(Some(t)),
                Given::NotComing => e.set_tables_on_need(TABLE_SEEDS),
            }
        }
    }

    /// Whether `task` on `game` builds `variant`'s tables here, now: an
    /// analysis of a position that needs them, before they were given.
    fn build_now(&self, variant: Variant, task: Task, game: &Game) -> bool {
        matches!(task, Task::Analyse { .. })
            && game.position().on_board() <= TABLES_NEEDED_AT
            && self.want_tables(variant)
    }

    /// The engine for a task: for an analysis of a position that needs the
    /// tables, with the tables, built here now if they were not given yet.
    fn for_task(&mut self, variant: Variant, task: Task, game: &Game) -> &mut Engine {
        let with_tables = task.uses_tables();
        if self.build_now(variant, task, game) {
            if let Some(t) = Tables::build(&variant.rules(), TABLE_SEEDS) {
                self.give(variant, Given::Tables(Arc::new(t)));
            }
        }
        let engine = self.get(variant, with_tables);
        engine.prepare(game);
        engine
    }
}

/// Answers one request.
pub fn answer(engines: &mut Engines, req: &Request) -> Reply {
    let failed = |why| Reply::Failed { id: req.id, task: req.task, why };
    let game = match req.game() {
        Ok(g) => g,
        Err(why) => return failed(why),
    };
    if game.is_over() {
        return failed(Failure::Over);
    }
    let engine = engines.for_task(req.variant, req.task, &game);
    match req.task {
        Task::Move { level, seed } => {
            let spec = level.spec();
            let mut limit = Deadline { until_ms: now_ms() + f64::from(spec.movetime_ms), nodes: spec.nodes };
            match choose(engine, &game, level, seed, &mut limit) {
                Some(c) => Reply::Move { id: req.id, pit: c.best, score: c.score.0, depth: c.depth },
                None => failed(Failure::NoMove),
            }
        }
        Task::Hint { movetime_ms } => {
            let mut limit = Deadline { until_ms: now_ms() + f64::from(movetime_ms), nodes: u64::MAX };
            let scores = engine.analyse(&game, 64, &mut limit);
            if scores.is_empty() {
                return failed(Failure::NoMove);
            }
            Reply::Hint { id: req.id, scores: scores.iter().map(|&(p, s)| (p, s.0)).collect() }
        }
        Task::Analyse { movetime_ms } => {
            let mut limit = Deadline { until_ms: now_ms() + f64::from(movetime_ms), nodes: u64::MAX };
            let analysis = engine.analyse_all(&game, 64, &mut limit);
            if analysis.moves.is_empty() {
                return failed(Failure::NoMove);
            }
            Reply::Analysis { id: req.id, analysis }
        }
    }
}

/// The worker.
pub struct Thinker {
    engines: Engines,
    /// The worker that builds tables for this one.
    builder: Builder,
}

impl Worker for Thinker {
    /// What became of tables another worker was to build.
    type Message = (Variant, Given);
    type Input = Request;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        // Where no builder can start, the tables are "not coming" and the
        // engines build them on first need (`Thinker::ask_for_tables`).
        Thinker { engines: Engines::given_tables(), builder: Builder::default() }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, (variant, given): (Variant, Given)) {
        self.engines.give(variant, given);
        self.builder.done(variant);
    }

    fn received(&mut self, scope: &WorkerScope<Self>, req: Request, who: HandlerId) {
        self.ask_for_tables(scope, &req);
        scope.respond(who, answer(&mut self.engines, &req));
    }
}

impl Thinker {
    /// Has another worker build `req`'s variant's tables if the engines
    /// want them, the request's task uses them, its game is near their
    /// reach, no other build is under way (a later request asks again) and
    /// this request does not build them here now; where no worker can be
    /// started, the engines build them.
    fn ask_for_tables(&mut self, scope: &WorkerScope<Self>, req: &Request) {
        let (variant, task) = (req.variant, req.task);
        let Ok(game) = req.game() else { return };
        let near = game.position().on_board() <= TABLES_BUILT_FROM;
        if !near || !task.uses_tables() || !self.engines.want_tables(variant) || !self.builder.may_ask(variant) {
            return;
        }
        // Built here now, they are not built twice.
        if self.engines.build_now(variant, task, &game) {
            return;
        }
        let scope = scope.clone();
        if !self.builder.start(variant, move |given| scope.send_message((variant, given))) {
            self.engines.give(variant, Given::NotComing);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_rules::Player;

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    /// Through serde, as the worker bridge sends it.
    fn sent<T: Serialize + for<'de> Deserialize<'de>>(t: &T) -> T {
        serde_json::from_str(&serde_json::to_string(t).unwrap()).unwrap()
    }

    #[test]
    fn a_request_carries_the_whole_game() {
        let mut game = Game::new(Variant::Caribbean.rules());
        game.play(pit('C')).unwrap();
        let task = Task::Move { level: Level::new(3).unwrap(), seed: 1 };
        let req = sent(&Request::about(7, Variant::Caribbean, &game, task));
        assert_eq!(req.moves, [pit('C')]);
        assert_eq!(req.game(), Ok(game));
    }

    #[test]
    fn a_level_outside_1_to_6_cannot_even_be_received() {
        let req = Request::about(1, Variant::Abapa, &Game::new(Variant::Abapa.rules()), Task::Hint { movetime_ms: 5 });
        let text = serde_json::to_string(&Task::Move { level: Level::MAX, seed: 0 }).unwrap();
        assert!(text.contains("\"level\":6"), "{text}");
        assert!(serde_json::from_str::<Task>(&text.replace("\"level\":6", "\"level\":9")).is_err());
        assert!(sent(&req).game().is_ok());
    }

    #[test]
    fn a_bad_request_fails_with_its_reason() {
        let mut req =
            Request::about(3, Variant::Wari, &Game::new(Variant::Wari.rules()), Task::Hint { movetime_ms: 5 });
        req.moves = vec![pit('C'), pit('C')];
        let reply = answer(&mut Engines::default(), &req);
        assert!(
            matches!(
                reply,
                Reply::Failed {
                    id: 3,
                    task: Task::Hint { .. },
                    why: Failure::Move {
                        number: 2,
                        problem: IllegalMove::NotYourPit { player: Player::North, .. },
                        ..
                    }
                }
            ),
            "{reply:?}"
        );
        req.moves.clear();
        req.start.stores.south = 5;
        assert_eq!(
            answer(&mut Engines::default(), &req),
            Reply::Failed { id: 3, task: req.task, why: Failure::Position { found: 53 } }
        );
        let mut over = Game::from_position(Variant::Wahree.rules(), "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S".parse().unwrap());
        over.play(pit('F')).unwrap();
        let req = Request::about(4, Variant::Wahree, &over, Task::Hint { movetime_ms: 5 });
        assert_eq!(answer(&mut Engines::default(), &req), Reply::Failed { id: 4, task: req.task, why: Failure::Over });
    }

    #[test]
    fn a_move_or_a_hint_never_builds_the_tables_it_waits_to_be_given() {
        // 20 seeds on the board: the engines with tables would build them.
        let game = Game::from_position(Variant::Wari.rules(), "2-2-2-2-2-0-2-2-2-2-1-1-14-14-S".parse().unwrap());
        let mut engines = Engines::given_tables();
        let ask = |task| Request::about(1, Variant::Wari, &game, task);
        let level = Level::MAX;
        assert!(matches!(answer(&mut engines, &ask(Task::Move { level, seed: 1 })), Reply::Move { .. }));
        assert!(matches!(answer(&mut engines, &ask(Task::Hint { movetime_ms: 50 })), Reply::Hint { .. }));
        assert!(engines.get(Variant::Wari, true).tables().is_none(), "neither built them");
        assert!(engines.want_tables(Variant::Wari));
        assert!(!engines.want_tables(Variant::Speightstown), "Speightstown has none to want");
        // Given, they are probed (and a second copy is not taken).
        let given = Arc::new(Tables::build(&Variant::Wari.rules(), 4).unwrap());
        engines.give(Variant::Wari, Given::Tables(given.clone()));
        engines.give(Variant::Wari, Given::Tables(Arc::new(Tables::build(&Variant::Wari.rules(), 3).unwrap())));
        assert!(!engines.want_tables(Variant::Wari));
        assert!(engines.get(Variant::Wari, true).tables().is_some_and(|t| Arc::ptr_eq(t, &given)));
        // The engine of a level without tables never gets them.
        assert!(engines.get(Variant::Wari, false).tables().is_none());
        // Tables that will not come are built here, on first need.
        engines.give(Variant::Abapa, Given::NotComing);
        assert!(!engines.want_tables(Variant::Abapa));
    }

    #[test]
    fn the_requested_level_is_the_level_that_plays() {
        // Levels 1–3 choose among near-best moves after a search of exactly
        // their depth; the reply tells the depth searched.
        let game = Game::new(Variant::Abapa.rules());
        let mut engines = Engines::default();
        for n in 1..=3u8 {
            let level = Level::new(n).unwrap();
            let req = sent(&Request::about(n.into(), Variant::Abapa, &game, Task::Move { level, seed: 9 }));
            match answer(&mut engines, &req) {
                Reply::Move { id, pit, depth, .. } => {
                    assert_eq!(id, u32::from(n));
                    assert!(game.legal_moves().contains(pit));
                    assert_eq!(depth, level.spec().depth, "level {n}");
                }
                other => panic!("{other:?}"),
            }
        }
    }
}
