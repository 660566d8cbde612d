//! `cargo xtask match`: warri's engine (`warri engine`, the protocol every
//! search of the game goes through) plays a match against another engine —
//! Aalina, the strongest published Oware Abapa engine, from its kit, or
//! another `warri` binary (a build of an earlier commit) in any variant —
//! with `warri play` as the referee. Balanced openings are each played
//! twice with the colours swapped; each engine runs on a core of its own
//! (`taskset`) and thinks the same time per move. It prints every game,
//! then wins, draws and losses from warri's side, the score with its 95 %
//! interval, both engines' depths and their slowest answers, and writes the
//! games to `target/match/VARIANT-MSms-OPPONENT.jsonl` (figures in
//! BENCHMARKS.md: run it alone, never beside a build or the browser tests;
//! two matches may share the machine with `--cores 0,0` and `--cores 1,1`,
//! each with both its engines on one core, thinking in turn).

mod player;
mod referee;
mod tally;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::json;

use crate::args::{self, Match, Opponent};
use crate::cmd::{self, step};
use crate::Result;
use player::{on_core, Dialect, Player};
use tally::{Side, Tally};

/// The files of the Aalina kit (README there), copied together.
const KIT: [&str; 4] = ["aalina.jar", "oware-leaves.bin", "oware-roots.bin", "oware.properties"];

/// An opening is balanced when warri's search to this depth scores it
/// within [`BALANCED`] centi-seeds.
const BALANCE_DEPTH: &str = "12";
const BALANCED: i64 = 150;
/// Plies of an opening.
const OPENING_PLIES: usize = 4;

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let m = args::matches(args)?;
    let warri = match &m.warri {
        Some(path) => path.clone(),
        None => build_warri()?,
    };
    let theirs = opponent(&m)?;
    step(format!("{} balanced openings of {} ({OPENING_PLIES} plies, seed {})", m.openings, m.variant, m.seed));
    let openings = openings(&warri, &m.variant, m.openings, m.seed)?;
    let load_before = cmd::load_average();
    let mut ours = Player::start("warri", Dialect::Warri, engine_command(&warri, m.cores[0]), &m.variant)?;
    let mut theirs = theirs(&m.variant)?;
    step(format!("{} games, {} ms a move: warri against {}", 2 * openings.len(), m.movetime, theirs.name));
    let tag: String = theirs
        .name
        .rsplit('/')
        .next()
        .unwrap_or("")
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    let log_path = cmd::root().join(format!("target/match/{}-{}ms-{tag}.jsonl", m.variant, m.movetime));
    fs::create_dir_all(log_path.parent().expect("has a parent")).map_err(|e| e.to_string())?;
    let mut log = fs::File::create(&log_path).map_err(|e| format!("cannot write {}: {e}", log_path.display()))?;
    let mut tally = Tally::default();
    for opening in &openings {
        for warri_south in [true, false] {
            let game = play(&warri, &m, opening, warri_south, &mut ours, &mut theirs, &mut tally)?;
            writeln!(log, "{game}").map_err(|e| e.to_string())?;
        }
    }
    tally.print(&theirs.name, m.movetime, load_before, cmd::load_average());
    println!("games written to {}", log_path.display());
    Ok(())
}

/// This tree's `warri`, built for release.
fn build_warri() -> Result<PathBuf> {
    step("the warri command (release build)");
    cmd::run(Command::new(env!("CARGO")).current_dir(cmd::root()).args(["build", "--release", "-p", "warri-cli"]))?;
    Ok(cmd::root().join("target/release/warri"))
}

/// `warri engine` on a core of its own.
fn engine_command(warri: &Path, core: usize) -> Command {
    let mut c = on_core(warri, Some(core));
    c.arg("engine");
    c
}

/// How to start the opponent, checked before any game is played.
#[allow(clippy::type_complexity)]
fn opponent(m: &Match) -> Result<Box<dyn Fn(&str) -> Result<Player>>> {
    match &m.opponent {
        Opponent::Warri(path) => {
            if !path.is_file() {
                return Err(format!("--opponent {}: no such warri binary", path.display()));
            }
            let (path, core) = (path.clone(), m.cores[1]);
            Ok(Box::new(move |variant| {
                Player::start(&path.display().to_string(), Dialect::Warri, engine_command(&path, core), variant)
            }))
        }
        Opponent::Aalina => {
            let (dir, core) = (aalina_kit(m.kit.as_deref())?, m.cores[1]);
            Ok(Box::new(move |variant| {
                let mut c = on_core(Path::new("java"), Some(core));
                c.current_dir(&dir).args(["-jar", "aalina.jar", "service"]);
                Player::start("aalina", Dialect::Aalina, c, variant)
            }))
        }
    }
}

/// The Aalina kit copied to a writable folder (the engine wants its files
/// beside the jar), or why it cannot be used.
fn aalina_kit(kit: Option<&Path>) -> Result<PathBuf> {
    let kit = kit.map(Path::to_path_buf).unwrap_or_else(|| cmd::root().join("../shared/aalina"));
    let missing: Vec<&str> = KIT.iter().copied().filter(|f| !kit.join(f).is_file()).collect();
    if !missing.is_empty() {
        return Err(format!(
            "no Aalina kit at {} (missing {}): the match needs Aalina's jar and its tables; give --kit DIR, \
             or play an earlier warri with --opponent PATH",
            kit.display(),
            missing.join(", ")
        ));
    }
    if !cmd::on_path("java") {
        return Err("Aalina needs Java (17 or later) on PATH: `apt-get install openjdk-17-jre-headless`".into());
    }
    let dir = cmd::root().join("target/aalina");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for f in KIT {
        let (from, to) = (kit.join(f), dir.join(f));
        let same = fs::metadata(&to).ok().map(|t| t.len()) == fs::metadata(&from).ok().map(|f| f.len());
        if !same {
            fs::copy(&from, &to).map_err(|e| format!("cannot copy {}: {e}", from.display()))?;
        }
    }
    step(format!("Aalina kit from {} in {}", kit.display(), dir.display()));
    Ok(dir)
}

/// `count` different openings of [`OPENING_PLIES`] random plies (seeded)
/// that warri's search scores as balanced.
fn openings(warri: &Path, variant: &str, count: usize, seed: u64) -> Result<Vec<Vec<String>>> {
    let mut found: Vec<Vec<String>> = Vec::new();
    let mut s = seed;
    let mut tried = 0;
    while found.len() < count {
        tried += 1;
        if tried > 50 * count {
            return Err(format!("only {} balanced openings in {tried} tries", found.len()));
        }
        let mut moves = Vec::new();
        for _ in 0..OPENING_PLIES {
            let state = referee::judge(warri, variant, &moves)?;
            s = mix(s);
            moves.push(state.legal[(s % state.legal.len() as u64) as usize].clone());
        }
        if found.contains(&moves) || referee::judge(warri, variant, &moves)?.result.is_some() {
            continue;
        }
        let out = cmd::output(
            warri,
            &["bestmove", "--variant", variant, "--depth", BALANCE_DEPTH, "--moves", &moves.join(" ")],
        )
        .ok_or("warri bestmove failed on an opening")?;
        let score = serde_json::from_str::<serde_json::Value>(&out).ok().and_then(|v| v["score"].as_i64());
        if score.is_some_and(|s| s.abs() <= BALANCED) {
            found.push(moves);
        }
    }
    Ok(found)
}

/// Plays one game from `opening` and returns its record.
fn play(
    warri: &Path,
    m: &Match,
    opening: &[String],
    warri_south: bool,
    ours: &mut Player,
    theirs: &mut Player,
    tally: &mut Tally,
) -> Result<serde_json::Value> {
    ours.new_game()?;
    theirs.new_game()?;
    let mut moves = opening.to_vec();
    let outcome = loop {
        let state = referee::judge(warri, &m.variant, &moves)?;
        if let Some(outcome) = state.result {
            break outcome;
        }
        let south_to_move = state.position.ends_with('S');
        let (player, side) =
            if south_to_move == warri_south { (&mut *ours, Side::Warri) } else { (&mut *theirs, Side::Other) };
        let answer = player.go(&moves, m.movetime)?;
        if !state.legal.contains(&answer.letter) {
            return Err(format!(
                "{} played `{}` after {} (legal: {}): an illegal move",
                player.name,
                answer.letter,
                moves.join(" "),
                state.legal.join(" ")
            ));
        }
        tally.answer(side, &answer, state.on_board);
        moves.push(answer.letter);
    };
    let ours_key = if warri_south { "south" } else { "north" };
    let points = match outcome.winner.as_deref() {
        None => 0.5,
        Some(w) if w == ours_key => 1.0,
        Some(_) => 0.0,
    };
    tally.game(points);
    let n = tally.games();
    let seat = if warri_south { "South" } else { "North" };
    let said = ["warri loses", "draw", "warri wins"][(points * 2.0) as usize];
    println!(
        "{n:>4}  {}  warri {seat:<5}  {:>2}-{:<2}  {said:<11}  {} plies",
        opening.join(" "),
        outcome.score[0],
        outcome.score[1],
        moves.len()
    );
    Ok(json!({
        "opening": opening.join(" "), "warri": ours_key, "moves": moves.join(" "),
        "score": outcome.score, "points": points, "result": outcome.text,
    }))
}

/// splitmix64, for the openings.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
