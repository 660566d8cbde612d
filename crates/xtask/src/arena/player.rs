//! One engine of a match: a child process spoken to over its line protocol
//! in one of two dialects — `warri engine` (README, "The engine protocol")
//! or Aalina's adapted UCI (moves written together, positions as
//! `position fen …`). It is asked for a move and answers with the move, the
//! last depth it finished and the time it took.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crate::Result;

/// How long past its time an engine may be silent before the match gives
/// up on it (a hang, not a slow move: slow moves are reported).
const HANG: Duration = Duration::from_secs(30);

/// The start position in the notation both engines read (Aalina ignores a
/// position without it).
const START: &str = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";

/// The protocol an engine speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// `warri engine`.
    Warri,
    /// Aalina's UCI service.
    Aalina,
}

/// A move an engine chose.
pub struct Answer {
    /// The move's letter (A–F South, a–f North).
    pub letter: String,
    /// The last depth the engine finished before it (none for a book move).
    pub depth: Option<u32>,
    /// From `go` to `bestmove`.
    pub took: Duration,
}

/// A running engine.
pub struct Player {
    /// For messages: "warri", "aalina", or the binary's path.
    pub name: String,
    dialect: Dialect,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Player {
    /// Starts `command` and waits until it is ready for a game of `variant`.
    pub fn start(name: &str, dialect: Dialect, mut command: Command, variant: &str) -> Result<Player> {
        let described = crate::cmd::describe(&command);
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {name} (`{described}`): {e}"))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(std::io::Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut player = Player { name: name.to_string(), dialect, child, stdin, lines };
        match dialect {
            Dialect::Warri => player.send(&format!("variant {variant}"))?,
            Dialect::Aalina => {
                player.send("uci")?;
                player.wait_for(|l| l == "uciok", Duration::from_secs(60))?;
            }
        }
        player.send("isready")?;
        player.wait_for(|l| l == "readyok", Duration::from_secs(60))?;
        Ok(player)
    }

    /// Tells the engine a new game begins.
    pub fn new_game(&mut self) -> Result {
        self.send("ucinewgame")?;
        self.send("isready")?;
        self.wait_for(|l| l == "readyok", HANG).map(drop)
    }

    /// The engine's move after `moves` from the start, thinking `movetime`
    /// milliseconds.
    pub fn go(&mut self, moves: &[String], movetime: u64) -> Result<Answer> {
        self.send(&position(self.dialect, moves))?;
        let begun = Instant::now();
        self.send(&format!("go movetime {movetime}"))?;
        let mut depth = None;
        let limit = Duration::from_millis(movetime) + HANG;
        loop {
            let line = self.next_line(limit.saturating_sub(begun.elapsed()))?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => depth = finished_depth(&line).or(depth),
                Some("bestmove") => {
                    let letter = words.next().unwrap_or("").to_string();
                    return Ok(Answer { letter, depth, took: begun.elapsed() });
                }
                _ => {}
            }
        }
    }

    fn send(&mut self, line: &str) -> Result {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("{} stopped listening ({e}) at `{line}`", self.name))
    }

    fn next_line(&self, within: Duration) -> Result<String> {
        match self.lines.recv_timeout(within) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(format!("{} said nothing for {within:?}", self.name)),
            Err(RecvTimeoutError::Disconnected) => Err(format!("{} ended", self.name)),
        }
    }

    fn wait_for(&self, wanted: impl Fn(&str) -> bool, within: Duration) -> Result<String> {
        let begun = Instant::now();
        loop {
            let line = self.next_line(within.saturating_sub(begun.elapsed()))?;
            if wanted(line.trim()) {
                return Ok(line);
            }
        }
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let begun = Instant::now();
        while begun.elapsed() < Duration::from_secs(2) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The game after `moves` from the start, as `dialect` is told it: warri
/// reads the letters apart, Aalina written together after its start
/// position.
fn position(dialect: Dialect, moves: &[String]) -> String {
    match (dialect, moves.is_empty()) {
        (Dialect::Warri, true) => "position startpos".to_string(),
        (Dialect::Warri, false) => format!("position startpos moves {}", moves.join(" ")),
        (Dialect::Aalina, true) => format!("position fen {START}"),
        (Dialect::Aalina, false) => format!("position fen {START} moves {}", moves.concat()),
    }
}

/// The word after `key` in an `info` line.
fn after<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let mut words = line.split_whitespace();
    words.by_ref().find(|&w| w == key)?;
    words.next()
}

/// The depth of an `info` line that reports a finished depth: not one that
/// gives only a bound (`lowerbound`/`upperbound`: a depth stopped or failed
/// part way).
fn finished_depth(line: &str) -> Option<u32> {
    if line.split_whitespace().any(|w| w == "lowerbound" || w == "upperbound") {
        return None;
    }
    after(line, "depth")?.parse().ok()
}

/// The command that runs `program` on one core when `core` is given and
/// `taskset` exists (so that two engines get a core each).
pub fn on_core(program: &Path, core: Option<usize>) -> Command {
    match core.filter(|_| crate::cmd::on_path("taskset")) {
        Some(c) => {
            let mut cmd = Command::new("taskset");
            cmd.arg("-c").arg(c.to_string()).arg(program);
            cmd
        }
        None => Command::new(program),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_engine_is_told_the_game_in_its_own_words() {
        let moves: Vec<String> = ["C", "f", "A", "b"].map(String::from).to_vec();
        assert_eq!(position(Dialect::Aalina, &moves), "position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S moves CfAb");
        assert_eq!(position(Dialect::Aalina, &[]), "position fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
        assert_eq!(position(Dialect::Warri, &moves), "position startpos moves C f A b");
        assert_eq!(position(Dialect::Warri, &[]), "position startpos");
    }

    #[test]
    fn info_words_are_read_in_either_dialect() {
        assert_eq!(after("info depth 14 score -277 nodes 246889 pv C f", "depth"), Some("14"));
        assert_eq!(after("info depth 18 score cp -45 pv F", "depth"), Some("18"));
        assert_eq!(after("info score cp -45 pv F", "depth"), None);
        assert_eq!(finished_depth("info depth 14 score -277 nodes 246889 pv C f"), Some(14));
        assert_eq!(finished_depth("info depth 15 score -12 lowerbound nodes 300001 pv D"), None);
        assert_eq!(finished_depth("info string error: no"), None);
    }
}
