//! `cargo xtask match`: warri's engine (`warri engine`, the protocol every
//! search of the game goes through) plays a match against another engine —
//! Aalina, the strongest published Oware Abapa engine, from its kit, or
//! another `warri` binary (a build of an earlier commit) in any variant —
//! with `warri play` as the referee. Balanced openings are each played
//! twice with the colours swapped; each engine runs on a core of its own
//! (`taskset`) and thinks the same time per move. It prints every game,
//! then wins, draws and losses from warri's side, the score with its 95 %
//! interval, both engines' depths and their slowest answers. Each game is
//! appended as it ends to the match's results file
//! (`target/match/VARIANT-MSms-OPPONENT-sSEED-OPENINGSx2.jsonl`, [`record`]):
//! a long match may be played in parts (`--part K/N`), in any order and
//! across sessions, each run playing only its part's games not yet
//! recorded, and the summary is always of every game recorded. Figures go
//! in BENCHMARKS.md: run it alone, never beside a build or the browser
//! tests; two matches may share the machine with `--cores 0,0` and
//! `--cores 1,1`, each with both its engines on one core, thinking in turn.

mod game;
mod player;
mod record;
mod referee;
mod tally;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::args::{self, Match, Opponent};
use crate::cmd::{self, step};
use crate::Result;
use game::Played;
use player::{on_core, Dialect, Player};
use record::{Record, Results};
use tally::Tally;

pub use record::Part;

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
    let rival = opponent(&m)?;
    step(format!("{} balanced openings of {} ({OPENING_PLIES} plies, seed {})", m.openings, m.variant, m.seed));
    let openings: Vec<String> = openings(&warri, &m.variant, m.openings, m.seed)?.iter().map(|o| o.join(" ")).collect();
    let path = results_path(&m, &rival.name);
    fs::create_dir_all(path.parent().expect("has a parent")).map_err(|e| e.to_string())?;
    let mut results = Results::open(&path)?;
    let builds = [record::digest(&warri)?, rival.build.clone()];
    results.check(&builds, &openings)?;
    for line in &results.unreadable {
        println!("{}:{line}: not a whole game (a write cut off?): left as it is, not counted", path.display());
    }
    let todo: Vec<usize> =
        m.part.openings(openings.len()).flat_map(|i| [2 * i, 2 * i + 1]).filter(|&g| !results.has(g)).collect();
    step(format!(
        "part {}/{}: {} games to play, {} ms a move: warri against {}; results in {}",
        m.part.k,
        m.part.n,
        todo.len(),
        m.movetime,
        rival.name,
        path.display()
    ));
    if !todo.is_empty() {
        let mut ours = Player::start("warri", Dialect::Warri, engine_command(&warri, m.cores[0]), &m.variant)?;
        let mut theirs = (rival.start)(&m.variant)?;
        for game in todo {
            let (opening, warri_south) = (&openings[game / 2], game.is_multiple_of(2));
            let judge = |moves: &[String]| referee::judge(&warri, &m.variant, moves);
            let load = cmd::load_average()[0];
            let moves: Vec<String> = opening.split_whitespace().map(String::from).collect();
            let played = game::play(&judge, &moves, warri_south, [&mut ours, &mut theirs], m.movetime)?;
            print_game(game, opening, warri_south, &played);
            results.append(Record { game, opening: opening.clone(), played, builds: builds.clone(), load })?;
        }
    }
    Tally::of(&results.records).print(&rival.name, m.movetime, 2 * openings.len());
    println!("games in {}", path.display());
    Ok(())
}

/// The match's results file: its settings in its name, so that every part
/// of one match finds it.
fn results_path(m: &Match, opponent: &str) -> PathBuf {
    let tag: String =
        opponent.rsplit('/').next().unwrap_or("").chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    cmd::root().join(format!("target/match/{}-{}ms-{tag}-s{}-{}x2.jsonl", m.variant, m.movetime, m.seed, m.openings))
}

/// One line of the match's progress.
fn print_game(game: usize, opening: &str, warri_south: bool, p: &Played) {
    let seat = if warri_south { "South" } else { "North" };
    println!(
        "{:>4}  {opening}  warri {seat:<5}  {:>2}-{:<2}  {:<11}  {} plies{}",
        game + 1,
        p.score[0],
        p.score[1],
        game::said(p.points),
        p.moves.len(),
        if p.result.contains("illegal") { format!("  ({})", p.result) } else { String::new() }
    )
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

/// Starts an engine for a variant.
type Start = Box<dyn Fn(&str) -> Result<Player>>;

/// The opponent: its name, its build's digest, and how to start it.
struct Rival {
    name: String,
    build: String,
    start: Start,
}

/// How to start the opponent, checked before any game is played.
fn opponent(m: &Match) -> Result<Rival> {
    match &m.opponent {
        Opponent::Warri(path) => {
            if !path.is_file() {
                return Err(format!("--opponent {}: no such warri binary", path.display()));
            }
            let (name, build) = (path.display().to_string(), record::digest(path)?);
            let (path, core, shown) = (path.clone(), m.cores[1], name.clone());
            let start = Box::new(move |variant: &str| {
                Player::start(&shown, Dialect::Warri, engine_command(&path, core), variant)
            });
            Ok(Rival { name, build, start })
        }
        Opponent::Aalina => {
            let (dir, core) = (aalina_kit(m.kit.as_deref())?, m.cores[1]);
            let build = record::digest(&dir.join("aalina.jar"))?;
            let start = Box::new(move |variant: &str| {
                let mut c = on_core(Path::new("java"), Some(core));
                c.current_dir(&dir).args(["-jar", "aalina.jar", "service"]);
                Player::start("aalina", Dialect::Aalina, c, variant)
            });
            Ok(Rival { name: "aalina".into(), build, start })
        }
    }
}

/// The Aalina kit copied to a writable folder (the engine wants its files
/// beside the jar), or why it cannot be used.
fn aalina_kit(kit: Option<&Path>) -> Result<PathBuf> {
    let from_env = std::env::var_os("AALINA_KIT").map(PathBuf::from);
    let Some(kit) = kit.map(Path::to_path_buf).or(from_env) else {
        return Err("the match needs Aalina's kit (its jar and tables): give --kit DIR or set AALINA_KIT, \
                    or play an earlier warri with --opponent PATH"
            .into());
    };
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

/// splitmix64, for the openings.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
