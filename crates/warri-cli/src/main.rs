//! `warri`, the command line: a stable contract that tests and tools rely on
//! (see README.md, "The warri command line").
//!
//! - `warri variants` — the six keys, one per line;
//! - `warri play` — plays moves and prints the game as JSON;
//! - `warri perft` — counts move sequences;
//! - `warri bestmove` — the engine's move as JSON;
//! - `warri analyse` — every legal move's value (proven or estimated) as
//!   JSON;
//! - `warri puzzles` — puzzles generated from self-play, as JSON lines;
//! - `warri engine` — the engine's line protocol on stdin/stdout;
//! - `warri diagram` — a picture of a position, as an SVG document, in a
//!   theme's look (`--theme tradition|classic|contrast`).
//!
//! Bad input (an unknown variant, a malformed position, an illegal move) exits
//! with status 2 and one line on stderr naming the input and what is wrong.

mod game_args;
mod protocol;
mod report;
mod think;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use game_args::GameArgs;
use warri_diagram::{Diagram, LastMove, Theme};
use warri_engine::Level;
use warri_i18n::{Lang, Tr};

#[derive(Parser)]
#[command(name = "warri", version, about = "Play and inspect the Oware family of mancala games")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the six variant keys, one per line.
    Variants,
    /// Play moves from a position and print the game as JSON.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// Moves to play: letters A–F (South) and a–f (North), separated by
        /// spaces or commas, e.g. "C f A".
        #[arg(long, default_value = "")]
        moves: String,
        /// Print one JSON line per ply, the first for the position before any
        /// move.
        #[arg(long)]
        each_ply: bool,
    },
    /// Ask the engine for a move; prints JSON {"move", "score", "depth", "nodes", "pv"}.
    Bestmove {
        #[command(flatten)]
        game: GameArgs,
        /// Moves to play first (as for `play`).
        #[arg(long, default_value = "")]
        moves: String,
        /// Search this many plies.
        #[arg(long, conflicts_with_all = ["movetime", "level"])]
        depth: Option<u32>,
        /// Search for this many milliseconds.
        #[arg(long, conflicts_with = "level")]
        movetime: Option<u64>,
        /// Play at this level, 1 (beginner) to 6 (full strength).
        #[arg(long)]
        level: Option<Level>,
        /// Seed for the levels' choice among near-best moves.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Value every legal move, best first; prints JSON {"depth", "nodes",
    /// "moves": [{"move", "score", "exact", "verdict", "margin", "text",
    /// "depth", "pv"}, …]}.
    Analyse {
        #[command(flatten)]
        game: GameArgs,
        /// Moves to play first (as for `play`).
        #[arg(long, default_value = "")]
        moves: String,
        /// Search this many plies.
        #[arg(long, conflicts_with = "movetime")]
        depth: Option<u32>,
        /// Search for this many milliseconds (one second if neither is
        /// given).
        #[arg(long)]
        movetime: Option<u64>,
    },
    /// Generate puzzles from self-play: one JSON line each, {"variant",
    /// "position", "solution", "value", "line", "depth"}.
    Puzzles {
        /// Variant key: abapa, wari, caribbean, speightstown, bridgetown,
        /// wahree.
        #[arg(long, default_value = "abapa")]
        variant: String,
        /// How many puzzles.
        #[arg(long, default_value_t = 10)]
        count: usize,
        /// Seed of the self-play games (the same seed, the same puzzles).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Instead of generating: read the puzzles of this file (one JSON
        /// line each) and write each again with its line proven best play
        /// at every ply; its position, solution, value and depth unchanged.
        #[arg(long, conflicts_with_all = ["count", "seed"])]
        relines: Option<std::path::PathBuf>,
    },
    /// Run the engine's line protocol on stdin/stdout (see README.md).
    Engine,
    /// Draw a position as a picture: a standalone SVG 1.1 document on stdout
    /// (for wikis that take images, and for print).
    Diagram {
        #[command(flatten)]
        game: GameArgs,
        /// Moves to play first (as for `play`); the picture shows the
        /// position after them.
        #[arg(long, default_value = "")]
        moves: String,
        /// Mark the last of the moves: where it was played from, the pits it
        /// sowed and the pits it captured.
        #[arg(long)]
        mark_last: bool,
        /// Draw the board from North's seat.
        #[arg(long)]
        flip: bool,
        /// The language of the picture's words: en, nl, fr or ru.
        #[arg(long, default_value = "en")]
        lang: String,
        /// The look of the board: tradition (mahogany, grey nickars),
        /// classic (warm brown) or contrast (black on white).
        #[arg(long, default_value = "classic")]
        theme: String,
    },
    /// Count the legal move sequences of exactly DEPTH plies.
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// Plies to look ahead.
        #[arg(long)]
        depth: u32,
    },
}

/// A failure to report: one line on stderr, exit status 2.
pub struct Failure(pub String);

fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Command::Variants => {
            for v in warri_rules::Variant::ALL {
                println!("{}", v.key());
            }
        }
        Command::Play { game, moves, each_ply } => {
            let (variant, mut g) = game.start()?;
            let listed = game_args::parse_moves(&moves)?;
            if each_ply {
                println!("{}", report::json(variant, &g));
            }
            for (i, m) in listed.iter().enumerate() {
                game_args::play(&mut g, &moves, i + 1, m)?;
                if each_ply {
                    println!("{}", report::json(variant, &g));
                }
            }
            if !each_ply {
                println!("{}", report::json(variant, &g));
            }
        }
        Command::Bestmove { game, moves, depth, movetime, level, seed } => {
            let (variant, mut g) = game.start()?;
            for (i, m) in game_args::parse_moves(&moves)?.iter().enumerate() {
                game_args::play(&mut g, &moves, i + 1, m)?;
            }
            if g.is_over() {
                return Err(Failure(format!("the game is over ({})", g.outcome().unwrap())));
            }
            println!("{}", report::bestmove(variant, &g, depth, movetime, level, seed));
        }
        Command::Analyse { game, moves, depth, movetime } => {
            let (variant, mut g) = game.start()?;
            for (i, m) in game_args::parse_moves(&moves)?.iter().enumerate() {
                game_args::play(&mut g, &moves, i + 1, m)?;
            }
            if g.is_over() {
                return Err(Failure(format!("the game is over ({})", g.outcome().unwrap())));
            }
            if depth == Some(0) {
                return Err(Failure("--depth 0: the depth must be at least 1".into()));
            }
            println!("{}", report::analyse(variant, &g, depth, movetime));
        }
        Command::Puzzles { relines: Some(file), .. } => relines(&file)?,
        Command::Puzzles { variant, count, seed, relines: None } => {
            let variant: warri_rules::Variant = variant.parse().map_err(|e| Failure(format!("--variant: {e}")))?;
            for p in warri_engine::puzzles::generate(variant, count, seed) {
                println!("{p}");
            }
        }
        Command::Engine => protocol::run(),
        Command::Diagram { game, moves, mark_last, flip, lang, theme } => {
            let theme: Theme = theme.parse().map_err(|e| Failure(format!("--theme: {e}")))?;
            let lang = Lang::from_tag(&lang).ok_or_else(|| {
                let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                Failure(format!("--lang \"{lang}\": unknown language; choose one of {}", codes.join(", ")))
            })?;
            let (variant, mut g) = game.start()?;
            for (i, m) in game_args::parse_moves(&moves)?.iter().enumerate() {
                game_args::play(&mut g, &moves, i + 1, m)?;
            }
            let last = match (mark_last, LastMove::of_game(&g)) {
                (false, _) => None,
                (true, Some(last)) => Some(last),
                (true, None) => return Err(Failure("--mark-last: no move to mark (give --moves)".into())),
            };
            let diagram = Diagram { variant, game: &g, last: last.as_ref(), flipped: flip, theme };
            print!("{}", warri_diagram::svg(&diagram, &Tr::new(lang)));
        }
        Command::Perft { game, depth } => {
            let (_, g) = game.start()?;
            println!("{}", warri_rules::perft(&g, depth));
        }
    }
    Ok(())
}

/// `warri puzzles --relines FILE`: each puzzle of the file written again
/// with a line proven best play at every ply (`puzzles::best_line`). A
/// line that cannot be read, or a puzzle whose line cannot be proven, is
/// named and stops it: nothing half-made is written.
fn relines(file: &std::path::Path) -> Result<(), Failure> {
    let text = std::fs::read_to_string(file).map_err(|e| Failure(format!("{}: {e}", file.display())))?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let at = |why: String| Failure(format!("{} line {}: {why}", file.display(), n + 1));
        let mut p: warri_engine::puzzles::Puzzle = serde_json::from_str(line).map_err(|e| at(e.to_string()))?;
        p.line = warri_engine::puzzles::best_line(&p).ok_or_else(|| at("no line proven best at every ply".into()))?;
        out.push(p.to_string());
    }
    println!("{}", out.join("\n"));
    Ok(())
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(msg)) => {
            eprintln!("warri: {msg}");
            ExitCode::from(2)
        }
    }
}
