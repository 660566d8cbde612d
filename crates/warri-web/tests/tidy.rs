//! The house rules of the web crates, checked: where code goes (the shell,
//! the board, the widgets and the engine client use no room; a room uses
//! no sibling room, except that the game's page composes the rooms that
//! switch in place over it), no dependency circle between modules, every
//! file saying why it exists (`//!`), and no function too long to read at
//! once (150 lines outside tests; the game page's `app` under 100) — these
//! two in every crate of the workspace.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The rooms the game's page may compose (they switch in place over it).
const IN_PLACE: [&str; 3] = ["rooms::replay", "rooms::editor", "rooms::oracle"];

fn src(krate: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(krate).join("src")
}

/// Every `.rs` file under `dir`, as (path relative to it, text).
fn files(dir: &Path) -> Vec<(String, String)> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
                out.push((rel, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    assert!(!out.is_empty(), "no .rs file under {}", dir.display());
    out
}

/// The module a file is (`rooms/game/page.rs` → `rooms::game::page`).
fn module_of(file: &str) -> String {
    file.trim_end_matches(".rs").trim_end_matches("/mod").replace('/', "::")
}

/// The code of a file without its tests and its comments.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap();
    text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

/// The modules of this crate a module's code names (`crate::a::b::…`, or
/// `super::…` from `module`; the longest prefix that is a module).
fn uses(module: &str, text: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let code = code(text);
    let parent = module.rsplit_once("::").map_or("", |(p, _)| p);
    let mut out = BTreeSet::new();
    for (prefix, base) in [("crate::", ""), ("super::", parent)] {
        for (at, _) in code.match_indices(prefix) {
            if code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let rest = &code[at + prefix.len()..];
            let path: String = rest.chars().take_while(|c| c.is_ascii_lowercase() || *c == '_' || *c == ':').collect();
            let mut parts: Vec<&str> = base.split("::").filter(|p| !p.is_empty()).collect();
            parts.extend(path.split("::").filter(|p| !p.is_empty()));
            if let Some(m) = (1..=parts.len()).rev().map(|k| parts[..k].join("::")).find(|m| modules.contains(m)) {
                out.insert(m);
            }
        }
    }
    out
}

/// The web crate's module graph: each module and the modules it uses.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let all = files(&src("warri-web"));
    assert!(all.len() > 10, "found {} files in warri-web", all.len());
    let sources: Vec<_> =
        all.iter().filter(|(f, _)| !f.starts_with("bin/") && f != "main.rs" && f != "lib.rs").collect();
    let modules: BTreeSet<String> = sources.iter().map(|(f, _)| module_of(f)).collect();
    sources
        .iter()
        .map(|(f, text)| {
            let me = module_of(f);
            let used = uses(&me, text, &modules)
                .into_iter()
                .filter(|m| *m != me && !me.starts_with(&format!("{m}::")))
                .collect();
            (me, used)
        })
        .collect()
}

/// The room a module belongs to (`rooms::game::page` → `rooms::game`).
fn room(module: &str) -> Option<String> {
    let mut parts = module.split("::");
    (parts.next() == Some("rooms")).then(|| parts.next().map(|r| format!("rooms::{r}"))).flatten()
}

#[test]
fn rooms_use_the_shell_and_never_a_sibling_and_the_shell_uses_no_room() {
    let mut wrong = Vec::new();
    for (module, used) in graph() {
        for u in used.iter().filter_map(|u| room(u)) {
            let allowed = match room(&module) {
                Some(mine) => mine == u || (mine == "rooms::game" && IN_PLACE.contains(&u.as_str())),
                // The shell, the board, the widgets, the engine client and
                // the shared libraries beside them use no room.
                None => false,
            };
            if !allowed {
                wrong.push(format!("{module} uses {u}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_sites_rooms_use_the_game_crates_shared_parts_and_never_each_other() {
    let rooms = ["learn", "review", "puzzles"];
    let mut wrong = Vec::new();
    for (file, text) in files(&src("warri-site")) {
        let code = code(&text);
        let mine = file.split('/').next().unwrap().trim_end_matches(".rs");
        // Only the entry point opens the game's own page.
        if file != "lib.rs" && code.contains("warri_web::rooms") {
            wrong.push(format!("warri-site/src/{file} uses warri_web::rooms"));
        }
        for other in rooms.iter().filter(|r| **r != mine && file != "lib.rs") {
            if code.contains(&format!("crate::{other}")) {
                wrong.push(format!("warri-site/src/{file} uses crate::{other}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn no_module_depends_on_itself_through_others() {
    let g = graph();
    fn reaches(g: &BTreeMap<String, BTreeSet<String>>, from: &str, to: &str, seen: &mut BTreeSet<String>) -> bool {
        g.get(from).into_iter().flatten().any(|n| n == to || (seen.insert(n.clone()) && reaches(g, n, to, seen)))
    }
    let circles: Vec<String> = g
        .iter()
        .flat_map(|(m, used)| {
            used.iter().filter(|u| reaches(&g, u, m, &mut BTreeSet::new())).map(move |u| format!("{m} ⇄ {u}"))
        })
        .collect();
    assert!(circles.is_empty(), "{}", circles.join("\n"));
}

/// What follows `fn ` on a line that declares a function, with any
/// visibility and qualifiers before it (`pub(super) const unsafe fn …`).
fn fn_name_after(line: &str) -> Option<&str> {
    let at = line.find("fn ")?;
    let before = line[..at].trim_end();
    let words_ok = before
        .split_whitespace()
        .all(|w| w == "pub" || w.starts_with("pub(") || ["const", "async", "unsafe", "extern", "\"C\""].contains(&w));
    words_ok.then(|| &line[at + 3..])
}

/// Each function of a file whose body is over `max` lines: its name and
/// length. A function ends where its braces close.
fn long_functions(text: &str, max: usize) -> Vec<(String, usize)> {
    let code = code(text);
    let lines: Vec<&str> = code.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let t = line.trim_start();
        let Some(rest) = fn_name_after(t) else { continue };
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let mut depth = 0i32;
        let mut opened = false;
        for (j, l) in lines[i..].iter().enumerate() {
            depth += l.matches('{').count() as i32 - l.matches('}').count() as i32;
            opened |= l.contains('{');
            if (opened && depth <= 0) || (!opened && l.trim_end().ends_with(';')) {
                if j + 1 > max {
                    out.push((name.clone(), j + 1));
                }
                break;
            }
        }
    }
    out
}

#[test]
fn every_file_says_why_it_exists_and_no_function_is_too_long_to_read() {
    let mut wrong = Vec::new();
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").read_dir().expect("the crates folder");
    let mut crates: Vec<String> = crates.filter_map(|e| Some(e.ok()?.file_name().to_str()?.to_string())).collect();
    crates.sort();
    assert!(crates.len() >= 9 && crates.contains(&"warri-engine".to_string()), "{crates:?}");
    for krate in crates.iter().map(String::as_str) {
        for (file, text) in files(&src(krate)) {
            if !text.trim_start().starts_with("//!") {
                wrong.push(format!("{krate}/src/{file}: no `//!` docs"));
            }
            for (name, n) in long_functions(&text, 150) {
                wrong.push(format!("{krate}/src/{file}: fn {name} has {n} lines"));
            }
        }
    }
    let app = std::fs::read_to_string(src("warri-web").join("rooms/game/app.rs")).unwrap();
    let app_lines = long_functions(&app, 0).into_iter().find(|(n, _)| n == "app").expect("the game page's app()").1;
    assert!(app_lines < 100, "app() has {app_lines} lines");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The lines of `text` that compile code for some targets only
/// (`#[cfg(target_arch …)]`, `#[cfg(not(target_family …))]`, …).
fn target_only(text: &str) -> Vec<usize> {
    let gated = |l: &str| {
        let l = l.trim_start();
        l.starts_with("#[cfg") && ["target_arch", "target_family", "target_os"].iter().any(|k| l.contains(k))
    };
    text.lines().enumerate().filter(|(_, l)| gated(l)).map(|(i, _)| i + 1).collect()
}

/// The test command lints every crate natively as it builds the native
/// tests, and builds the web crates for wasm32 only for release, unlinted
/// (crates/xtask/src/test.rs): so no code may be compiled for one target
/// alone, where no lint would read it. `if cfg!(target_arch = "wasm32")`
/// compiles both branches everywhere.
#[test]
fn every_line_compiles_natively_so_that_the_lints_read_it() {
    let mut wrong = Vec::new();
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").read_dir().expect("the crates folder");
    for krate in crates.filter_map(|e| Some(e.ok()?.file_name().to_str()?.to_string())) {
        for (file, text) in files(&src(&krate)) {
            wrong.extend(target_only(&text).into_iter().map(|n| format!("{krate}/src/{file}:{n}")));
        }
    }
    assert!(wrong.is_empty(), "code for one target only (use `if cfg!(…)`): {}", wrong.join(", "));
}

#[test]
fn the_checks_find_what_they_look_for() {
    let gated = "fn a() {}\n#[cfg(target_arch = \"wasm32\")]\nfn b() {}\n    #[cfg(not(target_family = \"wasm\"))]\n#[cfg(test)]\n";
    assert_eq!(target_only(gated), [2, 4]);
    let text = "//! x\nfn short() {\n    1\n}\n\nfn long() {\n    a();\n    b();\n    c();\n}\n#[cfg(test)]\nfn in_tests() {\n\n\n\n}\n";
    assert_eq!(long_functions(text, 3), [("long".to_string(), 5)]);
    let modules: BTreeSet<String> = ["shell".into(), "shell::route".into(), "rooms::game".into()].into();
    let used = uses(
        "rooms::game::page",
        "use crate::shell::route::Route;\n// crate::rooms::game\nuse crate::shell::i18n::Lang;",
        &modules,
    );
    assert_eq!(used, ["shell".to_string(), "shell::route".to_string()].into());
    let used = uses("shell::url", "use super::route::Route;", &modules);
    assert_eq!(used, ["shell::route".to_string()].into());
    assert_eq!(long_functions("pub(super) const fn f() {\n    a();\n    b();\n}\n", 2), [("f".to_string(), 4)]);
    assert_eq!(room("rooms::game::page").as_deref(), Some("rooms::game"));
    assert_eq!(room("shell::route"), None);
}
