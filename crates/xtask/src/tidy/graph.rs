//! Which module uses which, across the web crates, and the two rules read
//! from it: a room uses no sibling room (and what is not a room uses none,
//! but a program may start the game: [`PROGRAM_MAY_USE`]), and no module
//! depends on itself through others.
//!
//! A module uses another when its code outside tests names a path into it:
//! `crate::…`, `$crate::…`, `super::…`, `self::…`, another web crate's
//! (`warri_web::…`) or one of its own child modules (`link::decode`), with
//! `{…}` groups spread out, nested ones too (`use crate::{a::b, c::{d, e}}`
//! names `a::b`, `c::d` and `c::e`). The module used is the longest prefix
//! of the path that is a module (`crate::shell::i18n::Lang` →
//! `shell::i18n`). A module's use of its own ancestors is no edge (they
//! declare it). A program (`main.rs`, `bin/`) is a module of its own
//! (`warri_site::main`), which no module uses; a library's root (`lib.rs`)
//! is left out: it declares the modules, and the site's routes each page
//! to its room's start-up (`warri_site::start`, which a program's path to
//! it names, is no module of the graph).

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use super::source::Source;

/// The rooms the game's page may compose (they switch in place over it).
pub const IN_PLACE: [&str; 3] = ["warri_web::rooms::replay", "warri_web::rooms::editor", "warri_web::rooms::oracle"];

/// The game's room, the one that composes those of [`IN_PLACE`].
const GAME: &str = "warri_web::rooms::game";

/// The one module of a room a program may use: the game's start-up
/// (`app::start`), by which `warri-web`'s `main.rs` opens the game. The
/// site's `main.rs` opens every page, the game too, through
/// `warri_site::start`, the site's routes in its `lib.rs`, and names no
/// room itself; a program never reaches into a room past its start-up.
pub const PROGRAM_MAY_USE: &str = "warri_web::rooms::game::app";

/// The room of a web crate's file, if it is in one: a folder under
/// `warri-web`'s `rooms/`, or any folder of `warri-site`'s `src/`
/// (`friend/app.rs` → `warri_site::friend`).
pub fn room_of(krate: &str, file: &str) -> Option<String> {
    let parts: Vec<&str> = file.split('/').collect();
    match (krate, parts.as_slice()) {
        ("warri-web", ["rooms", room, _, ..]) => Some(format!("warri_web::rooms::{room}")),
        ("warri-site", [room, _, ..]) => Some(format!("warri_site::{room}")),
        _ => None,
    }
}

/// The modules of the web crates, each with the modules it uses, each of
/// those with the first line that names it.
pub struct Graph<'a> {
    pub uses: BTreeMap<String, BTreeMap<String, usize>>,
    /// Each module's file.
    pub source: BTreeMap<String, &'a Source>,
}

impl<'a> Graph<'a> {
    /// The graph of the modules of `sources` in `crates`.
    pub fn of(sources: &'a [Source], crates: &[&str]) -> Graph<'a> {
        let ours: Vec<&Source> =
            sources.iter().filter(|s| crates.contains(&s.krate.as_str()) && (!s.is_root() || s.is_program())).collect();
        let source: BTreeMap<String, &Source> = ours.iter().map(|s| (s.module(), *s)).collect();
        let modules: BTreeSet<String> = source.keys().cloned().collect();
        let crate_names: Vec<String> = crates.iter().map(|c| c.replace('-', "_")).collect();
        let mut uses = BTreeMap::new();
        for s in ours {
            let me = s.module();
            let mut used = BTreeMap::new();
            for (path, line) in paths(&s.main) {
                let Some(m) = resolve(&path, &me, &modules, &crate_names) else { continue };
                if m != me && !me.starts_with(&format!("{m}::")) {
                    used.entry(m).or_insert(line);
                }
            }
            uses.insert(me, used);
        }
        Graph { uses, source }
    }

    /// `path:line` of the line where `from` names `to`.
    fn place(&self, from: &str, to: &str) -> String {
        let line = self.uses.get(from).and_then(|u| u.get(to)).copied().unwrap_or(0);
        let path = self.source.get(from).map_or_else(|| from.to_string(), |s| s.path());
        format!("{path}:{line}")
    }

    /// Each use of a room from outside it that the rules do not allow: a
    /// room uses only itself (and the game's room those of [`IN_PLACE`]);
    /// what is not a room uses none, but a program [`PROGRAM_MAY_USE`].
    pub fn room_breaches(&self) -> Vec<String> {
        let room = |m: &str| self.source.get(m).and_then(|s| room_of(&s.krate, &s.file));
        let program = |m: &str| self.source.get(m).is_some_and(|s| s.is_program());
        let mut wrong = Vec::new();
        for (module, used) in &self.uses {
            let mine = room(module);
            for u in used.keys() {
                let Some(theirs) = room(u) else { continue };
                let allowed = match &mine {
                    Some(mine) => *mine == theirs || (mine == GAME && IN_PLACE.contains(&theirs.as_str())),
                    None => program(module) && u == PROGRAM_MAY_USE,
                };
                if !allowed {
                    let whose = match (&mine, program(module)) {
                        (Some(_), _) => "a sibling room",
                        (None, true) => "a room, from a program (which may only start the game)",
                        (None, false) => "a room, from outside the rooms",
                    };
                    wrong.push(format!("{}: {module} uses {u}: {whose}", self.place(module, u)));
                }
            }
        }
        wrong
    }

    /// Each circle of modules: for each group of modules that reach each
    /// other, one shortest circle through its first module, with the line
    /// of each step.
    pub fn circles(&self) -> Vec<String> {
        let mut out = Vec::new();
        for group in self.groups() {
            let start = group.iter().next().expect("a group has a module").clone();
            let circle = self.shortest_circle(&start, &group);
            let steps: Vec<String> =
                circle.windows(2).map(|w| format!("{} uses {}", self.place(&w[0], &w[1]), w[1])).collect();
            let more = if group.len() > circle.len() - 1 {
                format!(
                    " ({} modules reach each other: {})",
                    group.len(),
                    group.iter().cloned().collect::<Vec<_>>().join(", ")
                )
            } else {
                String::new()
            };
            out.push(format!("circle {}{more}: {}", circle.join(" → "), steps.join("; ")));
        }
        out
    }

    /// The groups of two or more modules that each reach the others
    /// (strongly connected components, by Kosaraju's two passes).
    fn groups(&self) -> Vec<BTreeSet<String>> {
        fn finish<'g>(
            g: &'g BTreeMap<String, BTreeMap<String, usize>>,
            m: &'g str,
            seen: &mut BTreeSet<&'g str>,
            order: &mut Vec<&'g str>,
        ) {
            if !seen.insert(m) {
                return;
            }
            for u in g.get(m).into_iter().flat_map(|u| u.keys()) {
                finish(g, u, seen, order);
            }
            order.push(m);
        }
        let (mut seen, mut order) = (BTreeSet::new(), Vec::new());
        for m in self.uses.keys() {
            finish(&self.uses, m, &mut seen, &mut order);
        }
        let mut users: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for (m, used) in &self.uses {
            for u in used.keys() {
                users.entry(u.as_str()).or_default().push(m.as_str());
            }
        }
        let mut placed: BTreeSet<&str> = BTreeSet::new();
        let mut groups = Vec::new();
        for m in order.into_iter().rev() {
            if placed.contains(m) {
                continue;
            }
            let (mut group, mut todo) = (BTreeSet::new(), vec![m]);
            while let Some(n) = todo.pop() {
                if placed.insert(n) {
                    group.insert(n.to_string());
                    todo.extend(users.get(n).into_iter().flatten().filter(|u| !placed.contains(*u)));
                }
            }
            if group.len() > 1 {
                groups.push(group);
            }
        }
        groups.sort();
        groups
    }

    /// The shortest path from `start` back to it within `group`, both ends
    /// included.
    fn shortest_circle(&self, start: &str, group: &BTreeSet<String>) -> Vec<String> {
        let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
        let mut queue = VecDeque::from([start]);
        while let Some(m) = queue.pop_front() {
            for u in self.uses.get(m).into_iter().flat_map(|u| u.keys()).filter(|u| group.contains(*u)) {
                if u == start {
                    let mut circle = vec![start.to_string(), m.to_string()];
                    let mut at = m;
                    while at != start {
                        at = came_from[at];
                        circle.push(at.to_string());
                    }
                    circle.reverse();
                    return circle;
                }
                if !came_from.contains_key(u.as_str()) {
                    came_from.insert(u, m);
                    queue.push_back(u);
                }
            }
        }
        vec![start.to_string(), start.to_string()]
    }
}

/// The module a path names, if any: the longest prefix of it that is one
/// of `modules`, read from `me`.
fn resolve(path: &[String], me: &str, modules: &BTreeSet<String>, crates: &[String]) -> Option<String> {
    let mut base: Vec<&str> = me.split("::").collect();
    let mut rest = path;
    match path.first().map(String::as_str)? {
        "crate" | "$crate" => {
            base.truncate(1);
            rest = &path[1..];
        }
        "self" => rest = &path[1..],
        "super" => {
            while rest.first().is_some_and(|p| p == "super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        first if crates.iter().any(|c| c == first) => base.clear(),
        first if modules.contains(&format!("{me}::{first}")) => {}
        _ => return None,
    }
    let mut parts: Vec<&str> = base;
    parts.extend(rest.iter().map(String::as_str));
    (1..=parts.len()).rev().map(|k| parts[..k].join("::")).find(|m| modules.contains(m))
}

/// The words of code that paths are made of, each with its line.
#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Word(String),
    Colons,
    Open,
    Close,
    Comma,
    Star,
    Other,
}

fn tokens(code: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = code.chars().collect();
    let (mut out, mut line, mut i) = (Vec::new(), 1, 0);
    while i < c.len() {
        let ch = c[i];
        let word = |k: usize| c.get(k).is_some_and(|c| c.is_alphanumeric() || *c == '_');
        if word(i) || (ch == '$' && word(i + 1)) {
            let end = (i + 1..c.len()).find(|&k| !word(k)).unwrap_or(c.len());
            out.push((Tok::Word(c[i..end].iter().collect()), line));
            i = end;
            continue;
        }
        let tok = match ch {
            '\n' => {
                line += 1;
                None
            }
            ':' if c.get(i + 1) == Some(&':') => {
                i += 1;
                Some(Tok::Colons)
            }
            '{' => Some(Tok::Open),
            '}' => Some(Tok::Close),
            ',' => Some(Tok::Comma),
            '*' => Some(Tok::Star),
            c if c.is_whitespace() => None,
            _ => Some(Tok::Other),
        };
        out.extend(tok.map(|t| (t, line)));
        i += 1;
    }
    out
}

/// Every path of `code` (comments and literals blanked) that starts with a
/// word, each with the line of its last word: `{…}` groups spread out
/// (`a::{b, c::{d}}` gives `a::b` and `a::c::d`; `a::{self}` gives `a`).
pub fn paths(code: &str) -> Vec<(Vec<String>, usize)> {
    let t = tokens(code);
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        let starts = matches!(t[i].0, Tok::Word(_))
            && t.get(i + 1).is_some_and(|n| n.0 == Tok::Colons)
            && (i == 0 || t[i - 1].0 != Tok::Colons);
        if starts {
            i = tree(&t, i, Vec::new(), &mut out).max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// Reads the use tree at `i` below `base` into `out`; returns where it
/// ends.
fn tree(t: &[(Tok, usize)], mut i: usize, base: Vec<String>, out: &mut Vec<(Vec<String>, usize)>) -> usize {
    let mut path = base;
    let mut line = t.get(i).map_or(0, |t| t.1);
    loop {
        match t.get(i).map(|t| &t.0) {
            Some(Tok::Word(w)) => {
                // `self` in a group is the group's own path.
                if w != "self" || path.is_empty() {
                    path.push(w.clone());
                }
                line = t[i].1;
                i += 1;
            }
            Some(Tok::Open) => return group(t, i + 1, &path, out),
            Some(Tok::Star) => {
                i += 1;
                break;
            }
            _ => break,
        }
        if t.get(i).is_some_and(|t| t.0 == Tok::Colons) {
            i += 1;
        } else {
            break;
        }
    }
    if !path.is_empty() {
        out.push((path, line));
    }
    i
}

/// Reads the trees of a `{…}` group whose first one is at `i`; returns
/// where the group ends.
fn group(t: &[(Tok, usize)], mut i: usize, base: &[String], out: &mut Vec<(Vec<String>, usize)>) -> usize {
    loop {
        i = tree(t, i, base.to_vec(), out);
        if t.get(i).is_some_and(|t| t.0 == Tok::Word("as".into())) {
            i += 2;
        }
        match t.get(i).map(|t| &t.0) {
            Some(Tok::Comma) => i += 1,
            Some(Tok::Close) => return i + 1,
            _ => return i,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(krate: &str, file: &str, text: &str) -> (String, String, String) {
        (krate.into(), file.into(), text.into())
    }

    const WEB: [&str; 2] = ["warri-web", "warri-site"];

    #[test]
    fn spreads_groups_nested_ones_too_and_reads_digits() {
        let code = "use crate::{a::b, c::{d, e as f, self}, g::*};\nuse super::{x,\n    y::z};\nlet v = crate::shell::i18n::Lang::En;";
        let found: Vec<(String, usize)> = paths(code).into_iter().map(|(p, l)| (p.join("::"), l)).collect();
        let expected = [
            ("crate::a::b", 1),
            ("crate::c::d", 1),
            ("crate::c::e", 1),
            ("crate::c", 1),
            ("crate::g", 1),
            ("super::x", 2),
            ("super::y::z", 3),
            ("crate::shell::i18n::Lang::En", 4),
        ];
        assert_eq!(found, expected.map(|(p, l)| (p.to_string(), l)));
    }

    #[test]
    fn resolves_paths_to_the_longest_module_from_where_they_are_read() {
        let modules: BTreeSet<String> =
            ["warri_web::shell", "warri_web::shell::i18n", "warri_web::storage", "warri_site::friend::link"]
                .map(String::from)
                .into();
        let crates = ["warri_web".to_string(), "warri_site".to_string()];
        let r = |path: &str, me: &str| {
            let path: Vec<String> = path.split("::").map(String::from).collect();
            resolve(&path, me, &modules, &crates)
        };
        assert_eq!(r("crate::shell::i18n::Lang", "warri_web::storage").as_deref(), Some("warri_web::shell::i18n"));
        assert_eq!(r("super::i18n::Lang", "warri_web::shell::url").as_deref(), Some("warri_web::shell::i18n"));
        assert_eq!(r("super::super::storage::x", "warri_web::shell::a").as_deref(), Some("warri_web::storage"));
        assert_eq!(r("warri_web::shell::i18n::of", "warri_site::friend").as_deref(), Some("warri_web::shell::i18n"));
        assert_eq!(r("link::decode", "warri_site::friend").as_deref(), Some("warri_site::friend::link"));
        assert_eq!(r("Route::of", "warri_site::friend"), None);
        assert_eq!(r("std::fmt", "warri_web::storage"), None);
    }

    #[test]
    fn finds_a_circle_between_two_modules() {
        let sources = Source::read_all(vec![
            source("warri-web", "shell/i18n.rs", "//! i\nfn of() { crate::storage::saved_lang(); }\n"),
            source("warri-web", "shell/mod.rs", "//! s\npub mod i18n;\n"),
            // What follows a test item in the middle of a file is read.
            source("warri-web", "storage.rs", "//! s\n#[cfg(test)]\nfn t() {}\nuse crate::shell::i18n::Lang;\n"),
            source("warri-web", "table.rs", "//! t\nuse crate::storage;\n"),
        ]);
        let circles = Graph::of(&sources, &WEB).circles();
        assert_eq!(
            circles,
            ["circle warri_web::shell::i18n → warri_web::storage → warri_web::shell::i18n: \
              crates/warri-web/src/shell/i18n.rs:2 uses warri_web::storage; \
              crates/warri-web/src/storage.rs:4 uses warri_web::shell::i18n"]
        );
    }

    #[test]
    fn finds_a_circle_across_the_crates_and_through_three_modules() {
        let sources = Source::read_all(vec![
            source("warri-web", "a.rs", "//! a\nuse crate::b::X;\n"),
            source("warri-web", "b.rs", "//! b\nuse crate::{c::{Y, Z}};\n"),
            source("warri-web", "c.rs", "//! c\nuse crate::a;\n"),
            source("warri-site", "thumb.rs", "//! t\nuse warri_web::a;\n"),
        ]);
        let circles = Graph::of(&sources, &WEB).circles();
        assert_eq!(circles.len(), 1, "{circles:?}");
        assert!(
            circles[0].starts_with("circle warri_web::a → warri_web::b → warri_web::c → warri_web::a:"),
            "{circles:?}"
        );
        // No circle where a module only uses its parent, or tests do.
        let sources = Source::read_all(vec![
            source("warri-site", "friend/mod.rs", "//! f\npub mod link;\nuse link::Code;\n"),
            source("warri-site", "friend/link.rs", "//! l\nuse super::Friend;\n"),
            source("warri-web", "x.rs", "//! x\n#[cfg(test)]\nmod tests { use crate::y; }\n"),
            source("warri-web", "y.rs", "//! y\nuse crate::x;\n"),
        ]);
        assert_eq!(Graph::of(&sources, &WEB).circles(), Vec::<String>::new());
    }

    #[test]
    fn a_program_may_start_the_game_and_use_no_other_room() {
        let sources = Source::read_all(vec![
            source("warri-web", "main.rs", "//! m\nfn main() { warri_web::rooms::game::app::start(); }\n"),
            source("warri-web", "bin/warri-worker.rs", "//! w\nfn main() { warri_web::engine::worker::run(); }\n"),
            source("warri-web", "engine/worker.rs", "//! w\n"),
            source("warri-web", "rooms/game/app.rs", "//! a\n"),
            source("warri-web", "rooms/game/page.rs", "//! p\n"),
            source("warri-web", "rooms/replay/mod.rs", "//! r\n"),
            source("warri-site", "lib.rs", "//! l\npub fn start() { learn::app::start(); }\n"),
            source(
                "warri-site",
                "main.rs",
                "//! m\nuse warri_web::rooms::{game::page, replay};\nfn main() {\n    warri_site::start();\n    \
                 warri_web::rooms::game::app::start();\n    warri_site::learn::app::start();\n}\n",
            ),
            source("warri-site", "learn/app.rs", "//! a\n"),
        ]);
        let graph = Graph::of(&sources, &WEB);
        assert_eq!(
            graph.room_breaches(),
            [
                "crates/warri-site/src/main.rs:6: warri_site::main uses warri_site::learn::app: \
                 a room, from a program (which may only start the game)",
                "crates/warri-site/src/main.rs:2: warri_site::main uses warri_web::rooms::game::page: \
                 a room, from a program (which may only start the game)",
                "crates/warri-site/src/main.rs:2: warri_site::main uses warri_web::rooms::replay: \
                 a room, from a program (which may only start the game)",
            ]
        );
        // The programs are in the graph; the library's root is not.
        assert!(graph.uses.contains_key("warri_web::bin::warri_worker"), "{:?}", graph.uses.keys());
        assert!(!graph.uses.contains_key("warri_site"), "{:?}", graph.uses.keys());
    }

    #[test]
    fn finds_a_room_that_uses_a_sibling_through_a_group() {
        let sources = Source::read_all(vec![
            source("warri-web", "rooms/oracle/mod.rs", "//! o\nuse crate::{shell::url, rooms::replay::Replay};\n"),
            source("warri-web", "rooms/replay/mod.rs", "//! r\npub struct Replay;\n"),
            source("warri-web", "rooms/game/page.rs", "//! p\nuse crate::rooms::{replay, oracle::Oracle};\n"),
            source("warri-web", "shell/url.rs", "//! u\n"),
            source("warri-web", "widgets/steps.rs", "//! s\nuse crate::rooms::game::page;\n"),
            source("warri-site", "friend/app.rs", "//! a\nuse crate::{thumb, learn::{lessons, words}};\n"),
            source("warri-site", "friend/mod.rs", "//! f\nuse warri_web::rooms::game::page;\n"),
            source("warri-site", "learn/lessons.rs", "//! l\nuse super::words;\n"),
            source("warri-site", "learn/words.rs", "//! w\n"),
            source("warri-site", "thumb.rs", "//! t\n"),
        ]);
        let wrong = Graph::of(&sources, &WEB).room_breaches();
        assert_eq!(
            wrong,
            [
                "crates/warri-site/src/friend/mod.rs:2: warri_site::friend uses warri_web::rooms::game::page: a sibling room",
                "crates/warri-site/src/friend/app.rs:2: warri_site::friend::app uses warri_site::learn::lessons: a sibling room",
                "crates/warri-site/src/friend/app.rs:2: warri_site::friend::app uses warri_site::learn::words: a sibling room",
                "crates/warri-web/src/rooms/oracle/mod.rs:2: warri_web::rooms::oracle uses warri_web::rooms::replay: a sibling room",
                "crates/warri-web/src/widgets/steps.rs:2: warri_web::widgets::steps uses warri_web::rooms::game::page: a room, from outside the rooms",
            ]
        );
    }
}
