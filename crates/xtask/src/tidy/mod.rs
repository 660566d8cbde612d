//! `cargo xtask tidy`: the house rules, checked over the workspace's
//! sources (every `.rs` file under `crates/*/src/`, read whole), as
//! rust-analyzer keeps its own in `xtask/src/tidy.rs`. `cargo xtask test`
//! runs it as a step of its own, and `cargo test --workspace` through the
//! test below.
//!
//! In every crate:
//! - every file starts with `//!` docs saying why it exists;
//! - no function outside tests is over [`MAX_FN_LINES`] lines (test items
//!   are left out wherever they are: [`source`]);
//! - no code compiles for one target only ([`limits::target_only`]).
//!
//! In the web crates ([`WEB_CRATES`]):
//! - no source file is over [`MAX_WEB_FILE_LINES`] lines, tests included;
//! - where code goes ([`graph`]): a room (a folder of `warri-web`'s
//!   `rooms/`, or of `warri-site`'s `src/`) uses no sibling room — except
//!   that the game's page composes the rooms that switch in place over it —
//!   and the shell, the board, the widgets, the engine client, the shared
//!   libraries and the site's shared files use no room; a program
//!   (`main.rs`, `bin/`) uses none but the game's start-up,
//!   [`graph::PROGRAM_MAY_USE`] (the site's `main.rs` opens every page
//!   through `warri_site::start`, the routes in its `lib.rs`, which the
//!   graph leaves out as it declares the modules);
//! - no module depends on itself through others, across both crates;
//! - the README's map names every folder and top-level file ([`map`]).

mod graph;
mod limits;
mod map;
mod source;

use std::fs;
use std::path::Path;

use crate::cmd::{self, step};
use crate::{args, Result};
use source::Source;

/// The crates of the site, whose modules the room and circle rules read.
pub const WEB_CRATES: [&str; 2] = ["warri-web", "warri-site"];

/// The most lines a function outside tests may have.
pub const MAX_FN_LINES: usize = 100;

/// The most lines a web source file may have, tests included.
pub const MAX_WEB_FILE_LINES: usize = 800;

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    args::none("tidy", args)?;
    step("tidy: the house rules over crates/*/src (crates/xtask/src/tidy/)");
    let (sources, readme) = read(&cmd::root())?;
    let found = check(&sources, &readme);
    if found.is_empty() {
        println!("    {} files of {} crates keep the house rules", sources.len(), crates(&sources).len());
        return Ok(());
    }
    for f in &found {
        println!("    {f}");
    }
    Err(format!("{} breaches of the house rules (above; crates/xtask/src/tidy/mod.rs says each rule)", found.len()))
}

/// Every breach of the house rules in `sources`, with the README's text.
fn check(sources: &[Source], readme: &str) -> Vec<String> {
    let graph = graph::Graph::of(sources, &WEB_CRATES);
    let mut found = limits::undocumented(sources);
    found.extend(limits::long_functions(sources, MAX_FN_LINES));
    found.extend(limits::long_files(sources, &WEB_CRATES, MAX_WEB_FILE_LINES));
    found.extend(limits::target_only(sources));
    found.extend(graph.room_breaches());
    found.extend(graph.circles());
    found.extend(map::unmapped(sources, &WEB_CRATES, readme));
    found
}

/// The names of the crates `sources` come from.
fn crates(sources: &[Source]) -> Vec<&str> {
    let mut names: Vec<&str> = sources.iter().map(|s| s.krate.as_str()).collect();
    names.dedup();
    names
}

/// Every `.rs` file under `crates/*/src/` of the workspace at `root`, and
/// its README.
fn read(root: &Path) -> Result<(Vec<Source>, String)> {
    let dir = root.join("crates");
    let mut files = Vec::new();
    let mut krates: Vec<String> = fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| Some(e.ok()?.file_name().to_str()?.to_string()))
        .filter(|k| dir.join(k).join("src").is_dir())
        .collect();
    krates.sort();
    for krate in &krates {
        let src = dir.join(krate).join("src");
        let mut found = Vec::new();
        walk(&src, &src, &mut found)?;
        found.sort();
        files.extend(found.into_iter().map(|(file, text)| (krate.clone(), file, text)));
    }
    let readme = root.join("README.md");
    let readme = fs::read_to_string(&readme).map_err(|e| format!("{}: {e}", readme.display()))?;
    let sources = Source::read_all(files);
    let web = sources.iter().filter(|s| WEB_CRATES.contains(&s.krate.as_str())).count();
    if krates.len() < 9 || !krates.iter().any(|k| k == "warri-engine") || web < 50 {
        return Err(format!("tidy: the workspace is not where it should be: crates {krates:?}, {web} web files"));
    }
    Ok((sources, readme))
}

/// Every `.rs` file under `dir`, as (path relative to `root`, text).
fn walk(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) -> Result {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.is_dir() {
            walk(root, &path, out)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).expect("under its root").to_string_lossy().replace('\\', "/");
            let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            out.push((rel, text));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The real tidy over this workspace, so that `cargo test --workspace`
    /// checks the house rules too.
    #[test]
    fn the_workspace_keeps_the_house_rules() {
        let (sources, readme) = read(&cmd::root()).expect("the workspace's sources");
        let found = check(&sources, &readme);
        assert!(found.is_empty(), "{} breaches of the house rules:\n{}", found.len(), found.join("\n"));
    }

    #[test]
    fn every_check_is_run() {
        let long_fn = format!("//! l\nfn long() {{\n{}}}\n", "    a();\n".repeat(MAX_FN_LINES));
        let files = vec![
            ("warri-engine".to_string(), "a.rs".to_string(), "fn undocumented() {}\n".to_string()),
            ("warri-engine".to_string(), "b.rs".to_string(), long_fn),
            ("warri-web".to_string(), "words.rs".to_string(), format!("//! w\n{}", "\n".repeat(MAX_WEB_FILE_LINES))),
            (
                "warri-web".to_string(),
                "c.rs".to_string(),
                "//! c\n#[cfg(target_os = \"linux\")]\nuse crate::d;\n".into(),
            ),
            ("warri-web".to_string(), "d.rs".to_string(), "//! d\nuse crate::{c, rooms::game::X};\n".into()),
            ("warri-web".to_string(), "rooms/game/mod.rs".to_string(), "//! g\n".into()),
        ];
        let found = check(&Source::read_all(files), "### Where code goes in the web crates\n`rooms/` `game/`\n");
        let starts: Vec<&str> = found.iter().map(|f| f.split(':').next().unwrap_or(f)).collect();
        assert_eq!(
            starts,
            [
                "crates/warri-engine/src/a.rs",
                "crates/warri-engine/src/b.rs",
                "crates/warri-web/src/words.rs",
                "crates/warri-web/src/c.rs",
                "crates/warri-web/src/d.rs",
                "circle warri_web",
                "README.md, “Where code goes in the web crates”",
                "README.md, “Where code goes in the web crates”",
                "README.md, “Where code goes in the web crates”",
            ],
            "{found:#?}"
        );
    }
}
