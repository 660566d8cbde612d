//! How each engine's browser suites are cut into the parts that the lanes
//! of `cargo xtask test` take one at a time (`test.rs`).
//!
//! With each engine whole, the lane that took the last engine ran on alone
//! for a minute or more while the other lane's core waited (a clean run of
//! `a5edaf5`: natives then Firefox 957 s, WebKit then Chromium 1,028 s;
//! BENCHMARKS.md, issue 19). Each engine therefore comes in two parts
//! (WebKit too since issue 37: run whole, it was the last to end), each a
//! `node --test` process of its own with one browser, and the lanes take
//! the parts as they come free, so that they end together.
//!
//! A part is given whole suites (files): a suite's tests share its browser
//! and its pages. The first part of an engine runs the suites
//! [`FIRST_PARTS`] names for it, chosen by their times in a clean run (below); the second runs
//! every other suite, so that a new suite can never be left out.

use std::fs;
use std::path::{Path, PathBuf};

use crate::cmd;
use crate::Result;

/// The suites of each engine that runs in two parts that make its first
/// part, about half of its time (seconds in the second clean run of `30cec13`):
/// Chromium 302 of 630 (game 122, computer 68, learn 59, analysis 54),
/// Firefox 243 of 522 (touch 90, game 66, analysis 33, a11y 30, editor 10,
/// puzzles 6, diagram 4, skeleton 4); WebKit, in a clean run of issue 37's
/// fifth part, 431 of 876 (game 176, friend 99, newcomer 91, a11y 65). Run
/// whole, WebKit's 883 s outlasted everything else on the other lane by
/// about 100 s. An engine not named runs whole.
const FIRST_PARTS: &[(&str, &[&str])] = &[
    ("chromium", &["game", "computer", "learn", "analysis"]),
    ("firefox", &["touch", "game", "analysis", "a11y", "editor", "puzzles", "diagram", "skeleton"]),
    ("webkit", &["game", "friend", "newcomer", "a11y"]),
];

/// A share of one engine's browser suites, run by one `node --test`.
#[derive(Debug, Clone, PartialEq)]
pub struct Part {
    pub engine: String,
    /// Which part, from 1.
    pub index: usize,
    /// How many parts the engine's suites come in.
    pub of: usize,
}

impl Part {
    /// The parts of `engine`'s suites, in order.
    pub fn all(engine: &str) -> Vec<Part> {
        let of = if FIRST_PARTS.iter().any(|(e, _)| *e == engine) { 2 } else { 1 };
        (1..=of).map(|index| Part { engine: engine.to_string(), index, of }).collect()
    }

    /// How the part is named in the runner's report: `chromium 1/2`, or
    /// the engine's name where it runs whole.
    pub fn label(&self) -> String {
        if self.of == 1 {
            self.engine.clone()
        } else {
            format!("{} {}/{}", self.engine, self.index, self.of)
        }
    }

    /// The stem of the part's files in `target/browser-tests/`:
    /// `chromium-1`, or the engine's name where it runs whole.
    pub fn stem(&self) -> String {
        if self.of == 1 {
            self.engine.clone()
        } else {
            format!("{}-{}", self.engine, self.index)
        }
    }

    /// What `node --test` is given to run the part, relative to the root:
    /// WebKit a process per suite (`--test-concurrency=1` and the suites'
    /// files), the others one process for every suite of the part, through
    /// an entry importing them, written to `dir`.
    pub fn targets(&self, dir: &Path) -> Result<Vec<String>> {
        let suites = self.suites()?;
        if self.engine == "webkit" {
            let files = suites.into_iter().map(|f| format!("tests/browser/{f}"));
            return Ok(std::iter::once("--test-concurrency=1".to_string()).chain(files).collect());
        }
        Ok(vec![self.write_entry(dir, &suites)?.display().to_string()])
    }

    /// The files of the part's suites (`game.test.mjs`, …), sorted: every
    /// suite where the engine runs whole.
    fn suites(&self) -> Result<Vec<String>> {
        let all = suite_files(&cmd::root().join("tests/browser"))?;
        match FIRST_PARTS.iter().find(|(e, _)| *e == self.engine) {
            Some((_, first)) => split(&all, first, self.index),
            None => Ok(all),
        }
    }

    /// Writes the module that imports the part's suites (statically, as
    /// `tests/browser/suites.mjs` does: every suite registers its tests and
    /// hooks before the first one runs) and returns its path.
    fn write_entry(&self, dir: &Path, suites: &[String]) -> Result<PathBuf> {
        let browser = cmd::root().join("tests/browser");
        let mut text = format!(
            "// Written by `cargo xtask test` (crates/xtask/src/parts.rs): part {} of {} of the browser suites in {}.\n",
            self.index, self.of, self.engine
        );
        for file in suites {
            text.push_str(&format!("import '{}';\n", url_path(&browser.join(file))));
        }
        let path = dir.join(format!("{}.mjs", self.stem()));
        fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(path)
    }
}

/// The suites in `dir`: its `*.test.mjs` files, sorted.
fn suite_files(dir: &Path) -> Result<Vec<String>> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut files: Vec<String> = entries
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".test.mjs"))
        .collect();
    files.sort();
    Ok(files)
}

/// Part `index` (1 or 2) of `all`: the suites `first` names, or all the
/// others. A suite `first` names that `all` lacks is an error, not a part
/// that quietly runs less.
fn split(all: &[String], first: &[&str], index: usize) -> Result<Vec<String>> {
    let name = |file: &str| file.trim_end_matches(".test.mjs").to_string();
    if let Some(missing) = first.iter().find(|s| !all.iter().any(|f| name(f) == **s)) {
        return Err(format!("crates/xtask/src/parts.rs names the suite {missing}, which tests/browser/ lacks"));
    }
    let in_first = |f: &&String| first.contains(&name(f).as_str());
    Ok(match index {
        1 => all.iter().filter(in_first).cloned().collect(),
        _ => all.iter().filter(|f| !in_first(f)).cloned().collect(),
    })
}

/// `path` as the path of a `file:` URL, for an import: the characters a
/// URL gives a meaning to percent-encoded.
fn url_path(path: &Path) -> String {
    let text = path.display().to_string();
    text.chars().fold(String::new(), |mut out, ch| {
        match ch {
            '%' | '#' | '?' | ' ' | '\'' | '\\' => out.push_str(&format!("%{:02X}", ch as u32)),
            _ => out.push(ch),
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| format!("{n}.test.mjs")).collect()
    }

    #[test]
    fn the_two_parts_hold_every_suite_once() {
        let all = files(&["a11y", "computer", "game", "replay", "touch"]);
        let first = split(&all, &["game", "touch"], 1).unwrap();
        let second = split(&all, &["game", "touch"], 2).unwrap();
        assert_eq!(first, files(&["game", "touch"]));
        assert_eq!(second, files(&["a11y", "computer", "replay"]));
    }

    #[test]
    fn a_first_part_naming_a_missing_suite_is_refused() {
        let all = files(&["game"]);
        let e = split(&all, &["game", "gone"], 2).unwrap_err();
        assert!(e.contains("gone"), "{e}");
    }

    #[test]
    fn every_suite_the_first_parts_name_exists() {
        let all = suite_files(&cmd::root().join("tests/browser")).unwrap();
        for (engine, first) in FIRST_PARTS {
            assert!(split(&all, first, 1).is_ok(), "{engine}");
        }
    }

    #[test]
    fn an_engine_run_whole_runs_every_suite_and_two_parts_run_them_all_once() {
        let all = suite_files(&cmd::root().join("tests/browser")).unwrap();
        assert_eq!(Part::all("servo")[0].suites().unwrap(), all);
        for engine in ["chromium", "firefox", "webkit"] {
            let mut both: Vec<String> = Part::all(engine).iter().flat_map(|p| p.suites().unwrap()).collect();
            both.sort();
            assert_eq!(both, all, "{engine}");
        }
    }

    #[test]
    fn parts_are_named_by_engine_and_number() {
        let parts = Part::all("chromium");
        let names: Vec<(String, String)> = parts.iter().map(|p| (p.label(), p.stem())).collect();
        assert_eq!(names, [("chromium 1/2".into(), "chromium-1".into()), ("chromium 2/2".into(), "chromium-2".into())]);
        assert_eq!(
            Part::all("servo").iter().map(|p| (p.label(), p.stem())).collect::<Vec<_>>(),
            [("servo".into(), "servo".into())]
        );
    }

    #[test]
    fn a_path_with_url_characters_is_encoded() {
        assert_eq!(url_path(Path::new("/w/a b#1%/x.mjs")), "/w/a%20b%231%25/x.mjs");
    }
}
