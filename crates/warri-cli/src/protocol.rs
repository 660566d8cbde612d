//! `warri engine`: a line protocol on stdin/stdout in the style of UCI, so
//! tournament managers and other programs can play the engine (README.md,
//! "The engine protocol").
//!
//! Commands: `variant KEY`, `position startpos [moves …]`,
//! `position POS [moves …]`, `go depth D` / `go movetime MS` / `go nodes N`
//! / `go level L` / `go infinite`, `ucinewgame`, `stop`, `isready`, `quit`.
//! Replies: `info depth … score … nodes … pv …` after each depth (and
//! `info depth … score … lowerbound …` when a stopped depth had found a
//! better move: the move `bestmove` then names), then `bestmove X`
//! (`bestmove none` once the game is over);
//! `readyok`; mistakes are answered with `info string error: …` and change
//! nothing. A command other than `stop`, `isready` or `quit` waits for a
//! bounded search to end, and stops an infinite one first. `go level L`
//! plays as the level does (endgame tables only for levels 5 and 6), and
//! reports its depths as the other searches do (levels 1–3 choose among
//! near-best moves: their `bestmove` may be another than the last `pv`).
//! `ucinewgame` starts a new game: the engine forgets what it learnt in the
//! last one (its transposition table and move statistics; its endgame
//! tables stay, they hold for every game of the variant) and the position
//! is the variant's start.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;

use warri_engine::{choose, Engine, Info, Level};
use warri_rules::{Game, Position, Variant};

use crate::think::{self, Clock};

/// A search running on its own thread.
struct Running {
    stop: Arc<AtomicBool>,
    /// `go infinite`: it ends only when stopped.
    infinite: bool,
    /// Hands back the session's engine (with its tables) when done.
    thread: JoinHandle<Option<Engine>>,
}

/// The protocol's state between commands.
struct Session {
    variant: Variant,
    game: Game,
    engine: Option<Engine>,
    running: Option<Running>,
    out: Arc<Mutex<std::io::Stdout>>,
}

fn say(out: &Mutex<std::io::Stdout>, line: &str) {
    let mut o = out.lock().unwrap();
    let _ = writeln!(o, "{line}");
    let _ = o.flush();
}

fn info_line(info: &Info) -> String {
    let pv: Vec<String> = info.pv.iter().map(|p| p.letter().to_string()).collect();
    let bound = if info.lower_bound { " lowerbound" } else { "" };
    format!("info depth {} score {}{bound} nodes {} pv {}", info.depth, info.score.0, info.nodes, pv.join(" "))
}

impl Session {
    fn error(&self, msg: impl AsRef<str>) {
        say(&self.out, &format!("info string error: {}", msg.as_ref()));
    }

    /// Waits for a running search to end (after `stop`, at once).
    fn finish(&mut self, stop: bool) {
        if let Some(r) = self.running.take() {
            if stop {
                r.stop.store(true, Ordering::Relaxed);
            }
            if let Ok(Some(engine)) = r.thread.join() {
                self.engine = Some(engine);
            }
        }
    }

    fn engine(&mut self) -> Engine {
        self.engine.take().unwrap_or_else(|| think::engine(self.variant, true))
    }

    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, args)) = words.split_first() else { return true };
        if !matches!(cmd, "stop" | "isready" | "quit") {
            // A bounded search ends by itself: wait for it. An infinite one
            // would never end while no more input is read: stop it.
            let infinite = self.running.as_ref().is_some_and(|r| r.infinite);
            self.finish(infinite);
        }
        match cmd {
            "quit" => {
                self.finish(true);
                return false;
            }
            "stop" => self.finish(true),
            "isready" => say(&self.out, "readyok"),
            "variant" => match args.first().map(|k| k.parse::<Variant>()) {
                Some(Ok(v)) => {
                    if v != self.variant {
                        self.engine = None;
                    }
                    self.variant = v;
                    self.game = Game::new(v.rules());
                }
                Some(Err(e)) => self.error(e.to_string()),
                None => self.error("variant needs a key"),
            },
            "ucinewgame" => {
                if let Some(engine) = &mut self.engine {
                    engine.clear();
                }
                self.game = Game::new(self.variant.rules());
            }
            "position" => match self.position(args) {
                Ok(game) => self.game = game,
                Err(e) => self.error(e),
            },
            "go" => self.go(args),
            other => self.error(format!("unknown command \"{other}\"")),
        }
        true
    }

    fn position(&self, args: &[&str]) -> Result<Game, String> {
        let (start, rest) = match args.split_first() {
            Some((&"startpos", rest)) => (Position::start(), rest),
            Some((pos, rest)) => (pos.parse::<Position>().map_err(|e| format!("position \"{pos}\": {e}"))?, rest),
            None => return Err("position needs startpos or a position".into()),
        };
        let mut game = Game::from_position(self.variant.rules(), start);
        let moves = match rest.split_first() {
            None => &[][..],
            Some((&"moves", moves)) => moves,
            Some((other, _)) => return Err(format!("expected \"moves\", found \"{other}\"")),
        };
        game.play_listed(&moves.join(" ")).map_err(|e| e.to_string())?;
        Ok(game)
    }

    fn go(&mut self, args: &[&str]) {
        let begun = Instant::now();
        let number = |i: usize| args.get(i).and_then(|n| n.parse::<u64>().ok());
        let (mut depth, mut movetime, mut nodes, mut level) = (64u32, None, None, None);
        match args.first().copied() {
            Some("depth") => match number(1) {
                Some(d) if d >= 1 => depth = d.min(100) as u32,
                _ => return self.error("go depth needs a number of plies ≥ 1"),
            },
            Some("movetime") => match number(1) {
                Some(ms) => movetime = Some(ms),
                None => return self.error("go movetime needs milliseconds"),
            },
            Some("nodes") => match number(1) {
                Some(n) => nodes = Some(n),
                None => return self.error("go nodes needs a number"),
            },
            Some("level") => match args.get(1).map(|t| t.parse::<Level>()) {
                Some(Ok(l)) => level = Some(l),
                Some(Err(e)) => return self.error(format!("go level: {e}")),
                None => return self.error("go level needs 1 to 6"),
            },
            Some("infinite") | None => {}
            Some(other) => return self.error(format!("unknown go option \"{other}\"")),
        }
        if self.game.is_over() {
            return say(&self.out, "bestmove none");
        }
        let infinite = matches!(args.first().copied(), Some("infinite") | None);
        // A level plays as its spec says, endgame tables or not; the other
        // searches use the session's engine, with tables.
        let (mut engine, shared) = match level {
            Some(l) if !l.spec().tables => (think::engine_for(self.variant, l), false),
            _ => (self.engine(), true),
        };
        let game = self.game.clone();
        let stop = Arc::new(AtomicBool::new(false));
        let out = self.out.clone();
        let flag = stop.clone();
        let seed = game.moves().len() as u64;
        // A search with a clock (or `go infinite`, which `stop` ends) never
        // waits for the tables; one to a depth or a node count does, where
        // the position needs them, so that its answer does not depend on
        // timing.
        let timed = level.is_some() || movetime.is_some() || infinite;
        let thread = std::thread::spawn(move || {
            let report = |info: &Info| say(&out, &info_line(info));
            think::ready(&mut engine, &game, timed);
            let best = match level {
                Some(l) => {
                    let spec = l.spec();
                    let mut clock = Clock::since(begun, Some(u64::from(spec.movetime_ms)), Some(spec.nodes))
                        .with_stop(flag)
                        .on_iteration(report);
                    choose(&mut engine, &game, l, seed, &mut clock).map(|c| c.best)
                }
                None => {
                    let mut clock = Clock::since(begun, movetime, nodes).with_stop(flag).on_iteration(report);
                    engine.search(&game, depth, &mut clock).map(|r| r.best)
                }
            };
            say(&out, &format!("bestmove {}", best.map_or("none".to_string(), |p| p.to_string())));
            shared.then_some(engine)
        });
        self.running = Some(Running { stop, infinite, thread });
    }
}

/// Runs the protocol until `quit` or the end of input.
pub fn run() {
    let mut session = Session {
        variant: Variant::default(),
        game: Game::new(Variant::default().rules()),
        engine: None,
        running: None,
        out: Arc::new(Mutex::new(std::io::stdout())),
    };
    say(&session.out, "id name warri");
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if !session.command(line.trim()) {
            return;
        }
    }
    session.finish(false);
}
