//! The subcommands' arguments, read with `lexopt` (the one argument parser
//! of xtask and of the engine's examples): every flag of the README's
//! `cargo xtask` table in one place, so that `--flag V` and `--flag=V` mean
//! the same everywhere and every bad argument is refused the same way, with
//! a message naming it.
//!
//! `ladder`, `tables`, `tune` and `endgames` are not here: their arguments go
//! as they are to the examples, which read them with lexopt too.

use lexopt::prelude::*;
use lexopt::Parser;
use std::path::PathBuf;

use crate::tools;
use crate::Result;

/// The parts of `cargo xtask bench`, in the order they run.
pub const BENCH_PARTS: [&str; 3] = ["native", "wasm", "web"];

/// `cargo xtask test [--no-browser] [--engines a,b]`.
#[derive(Debug, PartialEq, Eq)]
pub struct Test {
    /// Whether the browser tests run (not with `--no-browser`).
    pub browser: bool,
    /// The engines they run in (default: all of [`tools::ENGINES`]).
    pub engines: Vec<String>,
}

/// Reads the arguments of `cargo xtask test`.
pub fn test(args: &[String]) -> Result<Test> {
    let fail = |e| message("test", e);
    let mut p = parser(args);
    let mut test = Test { browser: true, engines: tools::ENGINES.iter().map(|e| e.to_string()).collect() };
    while let Some(arg) = p.next().map_err(fail)? {
        match arg {
            Long("no-browser") => test.browser = false,
            Long("engines") => test.engines = engines(&value(&mut p, "--engines needs a list, e.g. chromium,webkit")?)?,
            _ => return Err(fail(arg.unexpected())),
        }
    }
    Ok(test)
}

/// The engines of `--engines a,b`, each one of [`tools::ENGINES`].
fn engines(list: &str) -> Result<Vec<String>> {
    let engines: Vec<String> = list.split(',').map(str::trim).filter(|e| !e.is_empty()).map(String::from).collect();
    if let Some(bad) = engines.iter().find(|e| !tools::ENGINES.contains(&e.as_str())) {
        return Err(format!("--engines: `{bad}` is not one of {}", tools::ENGINES.join(", ")));
    }
    if engines.is_empty() {
        return Err("--engines: no engine named".into());
    }
    Ok(engines)
}

/// Reads the arguments of `cargo xtask serve [--port N]`: the port, if given.
pub fn serve(args: &[String]) -> Result<Option<u16>> {
    let fail = |e| message("serve", e);
    let mut p = parser(args);
    let mut port = None;
    while let Some(arg) = p.next().map_err(fail)? {
        match arg {
            Long("port") => {
                let v = value(&mut p, "--port needs a number")?;
                port = Some(v.parse::<u16>().map_err(|_| format!("--port: not a port number: `{v}`"))?);
            }
            _ => return Err(fail(arg.unexpected())),
        }
    }
    Ok(port)
}

/// Reads the arguments of `cargo xtask fuzz [--seconds N]`: the seconds,
/// if given (a whole number above 0).
pub fn fuzz(args: &[String]) -> Result<Option<u64>> {
    let fail = |e| message("fuzz", e);
    let mut p = parser(args);
    let mut seconds = None;
    while let Some(arg) = p.next().map_err(fail)? {
        match arg {
            Long("seconds") => {
                let v = value(&mut p, "--seconds needs a number")?;
                let n = v.parse::<u64>().ok().filter(|&s| s > 0);
                seconds = Some(n.ok_or_else(|| format!("--seconds: not a positive whole number: `{v}`"))?);
            }
            _ => return Err(fail(arg.unexpected())),
        }
    }
    Ok(seconds)
}

/// Reads the arguments of `cargo xtask dist [--single-file]`: whether the
/// single file is wanted.
pub fn dist(args: &[String]) -> Result<bool> {
    let fail = |e| message("dist", e);
    let mut p = parser(args);
    let mut single = false;
    while let Some(arg) = p.next().map_err(fail)? {
        match arg {
            Long("single-file") => single = true,
            _ => return Err(fail(arg.unexpected())),
        }
    }
    Ok(single)
}

/// Reads the arguments of `cargo xtask bench [native] [wasm] [web]`: the
/// parts named (none: all of them).
pub fn bench(args: &[String]) -> Result<Vec<String>> {
    let parts = BENCH_PARTS.join(", ");
    let fail = |e| format!("{} (parts: {parts})", message("bench", e));
    let mut p = parser(args);
    let mut wanted = Vec::new();
    while let Some(arg) = p.next().map_err(fail)? {
        match arg {
            Value(part) if BENCH_PARTS.iter().any(|&known| part == known) => {
                wanted.push(part.to_string_lossy().into_owned());
            }
            _ => return Err(fail(arg.unexpected())),
        }
    }
    Ok(wanted)
}

/// Who plays warri in `cargo xtask match`.
#[derive(Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Aalina, from its kit.
    Aalina,
    /// Another `warri` binary (e.g. a build of an earlier commit).
    Warri(PathBuf),
}

/// `cargo xtask match [--opponent aalina|PATH] [--variant K] [--openings N]
/// [--movetime MS] [--seed S] [--kit DIR] [--warri PATH] [--cores A,B]
/// [--part K/N]`.
#[derive(Debug, PartialEq, Eq)]
pub struct Match {
    /// The other engine.
    pub opponent: Opponent,
    /// The variant's key.
    pub variant: String,
    /// Openings, each played twice with the colours swapped.
    pub openings: usize,
    /// Thinking time per move, for both engines.
    pub movetime: u64,
    /// Seed of the openings.
    pub seed: u64,
    /// Where the Aalina kit is (else the `AALINA_KIT` environment
    /// variable).
    pub kit: Option<PathBuf>,
    /// The `warri` binary under test (default: this tree's release build).
    pub warri: Option<PathBuf>,
    /// The cores warri and its opponent are pinned to (default 0 and 1;
    /// the same core twice runs both on it, in turn, so that two matches
    /// can share the machine fairly).
    pub cores: [usize; 2],
    /// The part of the match this run plays (`--part K/N`; default the
    /// whole).
    pub part: crate::arena::Part,
}

/// Reads the arguments of `cargo xtask match`.
pub fn matches(args: &[String]) -> Result<Match> {
    let fail = |e| message("match", e);
    let mut p = parser(args);
    let mut m = Match {
        opponent: Opponent::Aalina,
        variant: "abapa".into(),
        openings: 50,
        movetime: 300,
        seed: 1,
        kit: None,
        warri: None,
        cores: [0, 1],
        part: crate::arena::Part::WHOLE,
    };
    let number = |p: &mut Parser, flag: &str| -> Result<u64> {
        let v = value(p, &format!("{flag} needs a number"))?;
        v.parse::<u64>().ok().filter(|&n| n > 0).ok_or_else(|| format!("{flag}: not a positive whole number: `{v}`"))
    };
    while let Some(arg) = p.next().map_err(fail)? {
        match arg {
            Long("opponent") => {
                let v = value(&mut p, "--opponent needs `aalina` or the path of a warri binary")?;
                m.opponent = if v == "aalina" { Opponent::Aalina } else { Opponent::Warri(v.into()) };
            }
            Long("variant") => m.variant = value(&mut p, "--variant needs a variant key")?,
            Long("openings") => m.openings = number(&mut p, "--openings")? as usize,
            Long("movetime") => m.movetime = number(&mut p, "--movetime")?,
            Long("seed") => m.seed = number(&mut p, "--seed")?,
            Long("kit") => m.kit = Some(value(&mut p, "--kit needs a folder")?.into()),
            Long("warri") => m.warri = Some(value(&mut p, "--warri needs the path of a warri binary")?.into()),
            Long("cores") => {
                let v = value(&mut p, "--cores needs two core numbers, e.g. 0,1")?;
                let cores: Vec<usize> = v.split(',').filter_map(|c| c.trim().parse().ok()).collect();
                m.cores = match cores[..] {
                    [a, b] if v.split(',').count() == 2 => [a, b],
                    _ => return Err(format!("--cores: not two core numbers: `{v}`")),
                };
            }
            Long("part") => {
                let v = value(&mut p, "--part needs K/N, e.g. 2/4")?;
                m.part = part(&v).ok_or_else(|| format!("--part: not K/N with 1 ≤ K ≤ N: `{v}`"))?;
            }
            _ => return Err(fail(arg.unexpected())),
        }
    }
    if m.opponent == Opponent::Aalina && m.variant != "abapa" {
        return Err(format!("--variant {}: Aalina plays only abapa", m.variant));
    }
    Ok(m)
}

/// `K/N` with 1 ≤ K ≤ N.
fn part(v: &str) -> Option<crate::arena::Part> {
    let (k, n) = v.split_once('/')?;
    let (k, n) = (k.trim().parse().ok()?, n.trim().parse().ok()?);
    (1 <= k && k <= n).then_some(crate::arena::Part { k, n })
}

/// Refuses any argument: for a subcommand that takes none (`setup`).
pub fn none(command: &str, args: &[String]) -> Result {
    match parser(args).next() {
        Ok(None) => Ok(()),
        Ok(Some(arg)) => Err(message(command, arg.unexpected())),
        Err(e) => Err(message(command, e)),
    }
}

fn parser(args: &[String]) -> Parser {
    Parser::from_args(args.iter().map(String::as_str))
}

/// The value of the flag just read (`--flag V` or `--flag=V`); `missing`
/// is the error when there is none.
fn value(p: &mut Parser, missing: &str) -> Result<String> {
    match p.value() {
        Ok(v) => v.into_string().map_err(|v| format!("{missing}, not `{}`", v.to_string_lossy())),
        Err(_) => Err(missing.to_string()),
    }
}

/// What is wrong with the arguments of `cargo xtask {command}`, naming the
/// argument as it was typed.
fn message(command: &str, e: lexopt::Error) -> String {
    let arg = match e {
        lexopt::Error::UnexpectedOption(option) => option,
        lexopt::Error::UnexpectedArgument(a) => a.to_string_lossy().into_owned(),
        lexopt::Error::UnexpectedValue { option, value } => format!("{option}={}", value.to_string_lossy()),
        other => return format!("`cargo xtask {command}`: {other}"),
    };
    format!("`cargo xtask {command}`: unexpected argument `{arg}`")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn engines_are_read_with_or_without_an_equals_sign() {
        let want = Test { browser: true, engines: vec!["firefox".into(), "webkit".into()] };
        assert_eq!(test(&words("--engines firefox,webkit")).unwrap(), want);
        assert_eq!(test(&words("--engines=firefox,webkit")).unwrap(), want);
        assert_eq!(test(&words("--engines=firefox,,webkit,")).unwrap(), want);
    }

    #[test]
    fn the_tests_default_to_every_engine_with_browsers() {
        let all = vec!["chromium".to_string(), "firefox".into(), "webkit".into()];
        assert_eq!(test(&[]).unwrap(), Test { browser: true, engines: all.clone() });
        assert_eq!(test(&words("--no-browser")).unwrap(), Test { browser: false, engines: all });
        let both = test(&words("--no-browser --engines chromium")).unwrap();
        assert_eq!(both, Test { browser: false, engines: vec!["chromium".into()] });
    }

    #[test]
    fn bad_test_arguments_are_named() {
        assert_eq!(test(&words("--fast")).unwrap_err(), "`cargo xtask test`: unexpected argument `--fast`");
        assert_eq!(test(&words("chromium")).unwrap_err(), "`cargo xtask test`: unexpected argument `chromium`");
        assert_eq!(test(&words("-x")).unwrap_err(), "`cargo xtask test`: unexpected argument `-x`");
        assert_eq!(
            test(&words("--no-browser=yes")).unwrap_err(),
            "`cargo xtask test`: unexpected argument `--no-browser=yes`"
        );
        assert_eq!(test(&words("--engines")).unwrap_err(), "--engines needs a list, e.g. chromium,webkit");
        assert_eq!(
            test(&words("--engines chrome")).unwrap_err(),
            "--engines: `chrome` is not one of chromium, firefox, webkit"
        );
        assert_eq!(test(&words("--engines=,")).unwrap_err(), "--engines: no engine named");
    }

    #[test]
    fn ports_and_seconds_are_numbers() {
        assert_eq!(serve(&[]).unwrap(), None);
        assert_eq!(serve(&words("--port 9000")).unwrap(), Some(9000));
        assert_eq!(serve(&words("--port=9001")).unwrap(), Some(9001));
        assert_eq!(serve(&words("--port 70000")).unwrap_err(), "--port: not a port number: `70000`");
        assert_eq!(serve(&words("--port")).unwrap_err(), "--port needs a number");
        assert_eq!(serve(&words("9000")).unwrap_err(), "`cargo xtask serve`: unexpected argument `9000`");
        assert_eq!(fuzz(&[]).unwrap(), None);
        assert_eq!(fuzz(&words("--seconds 5")).unwrap(), Some(5));
        assert_eq!(fuzz(&words("--seconds=7")).unwrap(), Some(7));
        assert_eq!(fuzz(&words("--seconds 0")).unwrap_err(), "--seconds: not a positive whole number: `0`");
        assert_eq!(fuzz(&words("--seconds")).unwrap_err(), "--seconds needs a number");
        assert_eq!(fuzz(&words("--minutes 1")).unwrap_err(), "`cargo xtask fuzz`: unexpected argument `--minutes`");
    }

    #[test]
    fn a_match_defaults_to_aalina_and_names_bad_arguments() {
        let m = matches(&[]).unwrap();
        assert_eq!((m.opponent, m.variant.as_str(), m.openings, m.movetime), (Opponent::Aalina, "abapa", 50, 300));
        let m = matches(&words("--opponent /tmp/old/warri --variant wahree --movetime=100")).unwrap();
        assert_eq!(
            (m.opponent, m.variant.as_str(), m.movetime),
            (Opponent::Warri("/tmp/old/warri".into()), "wahree", 100)
        );
        assert_eq!(matches(&words("--variant wari")).unwrap_err(), "--variant wari: Aalina plays only abapa");
        assert_eq!(matches(&words("--cores 1,1")).unwrap().cores, [1, 1]);
        assert_eq!(matches(&[]).unwrap().cores, [0, 1]);
        assert_eq!(matches(&words("--cores 1")).unwrap_err(), "--cores: not two core numbers: `1`");
        assert_eq!(matches(&[]).unwrap().part, crate::arena::Part::WHOLE);
        assert_eq!(matches(&words("--part 2/4")).unwrap().part, crate::arena::Part { k: 2, n: 4 });
        for bad in ["0/4", "5/4", "2", "a/b"] {
            let e = matches(&words(&format!("--part {bad}"))).unwrap_err();
            assert_eq!(e, format!("--part: not K/N with 1 ≤ K ≤ N: `{bad}`"));
        }
        assert_eq!(matches(&words("--openings 0")).unwrap_err(), "--openings: not a positive whole number: `0`");
        assert_eq!(matches(&words("--games 3")).unwrap_err(), "`cargo xtask match`: unexpected argument `--games`");
    }

    #[test]
    fn dist_bench_and_setup_take_only_their_words() {
        assert!(!dist(&[]).unwrap());
        assert!(dist(&words("--single-file")).unwrap());
        assert_eq!(dist(&words("--single")).unwrap_err(), "`cargo xtask dist`: unexpected argument `--single`");
        assert_eq!(bench(&[]).unwrap(), Vec::<String>::new());
        assert_eq!(bench(&words("web native")).unwrap(), words("web native"));
        assert_eq!(
            bench(&words("native gpu")).unwrap_err(),
            "`cargo xtask bench`: unexpected argument `gpu` (parts: native, wasm, web)"
        );
        assert_eq!(none("setup", &[]), Ok(()));
        assert_eq!(none("setup", &words("--force")).unwrap_err(), "`cargo xtask setup`: unexpected argument `--force`");
    }
}
