//! The sources the tidy reads, and their code as the checks see it: every
//! `.rs` file under a crate's `src/`, whole, with its comments and the
//! insides of its string and character literals blanked, and, for the rules
//! about code outside tests, its test items blanked too — a
//! `#[cfg(test)]` item anywhere in the file (a module at the end, a
//! function in the middle of an `impl`), and every file a
//! `#[cfg(test)] mod name;` declares. Blanked text turns into spaces, so
//! every line keeps its number.

use std::collections::BTreeSet;

/// One source file of the workspace.
#[derive(Debug, Clone)]
pub struct Source {
    /// The crate's folder under `crates/` (`warri-web`).
    pub krate: String,
    /// The file's path under the crate's `src/` (`rooms/game/page.rs`).
    pub file: String,
    /// The file as it is.
    pub text: String,
    /// Its code, tests included: comments and literals blanked.
    pub all: String,
    /// Its code outside tests (blank for a test-only file).
    pub main: String,
}

impl Source {
    /// Reads the code of every file of a workspace, given as (crate, path
    /// under `src/`, text).
    pub fn read_all(files: Vec<(String, String, String)>) -> Vec<Source> {
        let mut sources = Vec::new();
        let mut test_only = BTreeSet::new();
        for (krate, file, text) in files {
            let all = blank_comments_and_literals(&text);
            let (main, test_modules) = without_tests(&all);
            let me = module_of(&krate, &file);
            test_only.extend(test_modules.into_iter().map(|m| format!("{me}::{m}")));
            sources.push(Source { krate, file, text, all, main });
        }
        for s in &mut sources {
            if test_only.iter().any(|t| s.module() == *t || s.module().starts_with(&format!("{t}::"))) {
                s.main = blank(&s.main);
            }
        }
        sources
    }

    /// The path from the workspace root, for messages.
    pub fn path(&self) -> String {
        format!("crates/{}/src/{}", self.krate, self.file)
    }

    /// The module the file is (`warri_web::rooms::game::page`; the crate
    /// for its `lib.rs`, `warri_web`; a program by its file,
    /// `warri_site::main`, `warri_web::bin::warri_worker`).
    pub fn module(&self) -> String {
        module_of(&self.krate, &self.file)
    }

    /// Whether the file is a crate root: the library's (`lib.rs`), or a
    /// program ([`Source::is_program`]).
    pub fn is_root(&self) -> bool {
        self.file == "lib.rs" || self.is_program()
    }

    /// Whether the file is a program (`main.rs`, a `bin/` program).
    pub fn is_program(&self) -> bool {
        self.file == "main.rs" || self.file.starts_with("bin/")
    }
}

/// The module of a crate's file (`warri-web`, `rooms/game/mod.rs` →
/// `warri_web::rooms::game`; `lib.rs` → `warri_web`; a program by its
/// file, `main.rs` → `warri_web::main`, `bin/warri-worker.rs` →
/// `warri_web::bin::warri_worker`).
pub fn module_of(krate: &str, file: &str) -> String {
    let krate = krate.replace('-', "_");
    let inner = file.strip_suffix(".rs").unwrap_or(file);
    let inner = if inner == "mod" { "" } else { inner.strip_suffix("/mod").unwrap_or(inner) };
    match inner {
        "lib" | "" => krate,
        inner => format!("{krate}::{}", inner.replace('/', "::").replace('-', "_")),
    }
}

/// `text` with every character but newlines turned into a space.
fn blank(text: &str) -> String {
    text.chars().map(|c| if c == '\n' { '\n' } else { ' ' }).collect()
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `text` with its comments (`//…`, nested `/* … */`) and the insides of
/// its string literals (`"…"`, `r#"…"#`, `b"…"`) and character literals
/// (`'x'`, `'\n'`, but not lifetimes, `'a`) blanked.
pub fn blank_comments_and_literals(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < c.len() {
        let end = literal_or_comment_end(&c, i);
        if end > i {
            let inner: String = c[i..end].iter().collect();
            if c[i] == '/' {
                out.push_str(&blank(&inner));
            } else {
                // A literal keeps its first character, so that it stays a
                // word apart from its neighbours.
                out.push(c[i]);
                out.push_str(&blank(&inner[c[i].len_utf8()..]));
            }
            i = end;
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// Where the comment or literal that starts at `i` ends (just after it),
/// or `i` if none starts there.
fn literal_or_comment_end(c: &[char], i: usize) -> usize {
    let at = |k: usize| c.get(k).copied().unwrap_or('\0');
    let after_ident = i > 0 && is_ident(c[i - 1]);
    match (at(i), at(i + 1)) {
        ('/', '/') => (i..c.len()).find(|&k| c[k] == '\n').unwrap_or(c.len()),
        ('/', '*') => {
            let (mut depth, mut k) = (0, i);
            while k < c.len() {
                if at(k) == '/' && at(k + 1) == '*' {
                    depth += 1;
                    k += 2;
                } else if at(k) == '*' && at(k + 1) == '/' {
                    depth -= 1;
                    k += 2;
                    if depth == 0 {
                        return k;
                    }
                } else {
                    k += 1;
                }
            }
            c.len()
        }
        ('"', _) => {
            let mut k = i + 1;
            while k < c.len() && c[k] != '"' {
                k += if c[k] == '\\' { 2 } else { 1 };
            }
            (k + 1).min(c.len())
        }
        ('r', '"' | '#') if !after_ident => raw_string_end(c, i + 1).unwrap_or(i),
        ('b', 'r') if !after_ident => raw_string_end(c, i + 2).unwrap_or(i),
        ('\'', '\\') => (i + 3..c.len()).find(|&k| c[k] == '\'').map_or(c.len(), |k| k + 1),
        ('\'', ch) if ch != '\'' && at(i + 2) == '\'' => i + 3,
        _ => i,
    }
}

/// The end of a raw string whose `#`s (or quote) start at `k`, if one does.
fn raw_string_end(c: &[char], k: usize) -> Option<usize> {
    let hashes = c[k..].iter().take_while(|&&ch| ch == '#').count();
    if c.get(k + hashes) != Some(&'"') {
        return None;
    }
    let close: Vec<char> = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
    let from = k + hashes + 1;
    Some((from..c.len()).find(|&e| c[e..].starts_with(&close)).map_or(c.len(), |e| e + close.len()))
}

/// Code (comments and literals blanked) without its test items, and the
/// names of the modules it declares test-only in files of their own
/// (`#[cfg(test)] mod tests;`). A test item is one under `#[cfg(test)]` or
/// `#[cfg(all(test, …))]`, with the attributes beside it; a file with
/// `#![cfg(test)]` is all test.
pub fn without_tests(code: &str) -> (String, Vec<String>) {
    let squeezed: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if squeezed.contains("#![cfg(test)]") || squeezed.contains("#![cfg(all(test,") {
        return (blank(code), Vec::new());
    }
    let c: Vec<char> = code.chars().collect();
    let mut out: Vec<char> = c.clone();
    let mut modules = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let Some(attr_end) = attribute_end(&c, i) else {
            i += 1;
            continue;
        };
        let attr: String = c[i..attr_end].iter().filter(|c| !c.is_whitespace()).collect();
        if attr != "#[cfg(test)]" && !attr.starts_with("#[cfg(all(test,") {
            i = attr_end;
            continue;
        }
        let mut start = attr_end;
        loop {
            while c.get(start).is_some_and(|c| c.is_whitespace()) {
                start += 1;
            }
            match attribute_end(&c, start) {
                Some(e) => start = e,
                None => break,
            }
        }
        let end = item_end(&c, start);
        let item: String = c[start..end].iter().collect();
        modules.extend(declared_module(&item));
        for ch in &mut out[i..end] {
            if *ch != '\n' {
                *ch = ' ';
            }
        }
        i = end;
    }
    (out.into_iter().collect(), modules)
}

/// The end (just after `]`) of the outer attribute `#[…]` at `i`, if one
/// starts there.
fn attribute_end(c: &[char], i: usize) -> Option<usize> {
    if c.get(i) != Some(&'#') || c.get(i + 1) != Some(&'[') {
        return None;
    }
    let mut depth = 0;
    for (k, ch) in c.iter().enumerate().skip(i + 1) {
        match ch {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(k + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// The end of the item (or statement) at `i`: after its `;`, or after the
/// `}` that closes its body, or before the bracket that closes what holds
/// it (a field's or an argument's: the attribute then reaches to the end of
/// the list, which keeps the brackets balanced).
fn item_end(c: &[char], i: usize) -> usize {
    let mut depth = 0i32;
    for (k, ch) in c.iter().enumerate().skip(i) {
        match ch {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth < 0 {
                    return k;
                }
                if depth == 0 && *ch == '}' {
                    return k + 1;
                }
            }
            ';' if depth == 0 => return k + 1,
            _ => {}
        }
    }
    c.len()
}

/// `tests` for `mod tests;` (`pub mod tests;`, `pub(crate) mod tests;`).
fn declared_module(item: &str) -> Option<String> {
    let item = item.trim();
    let item = match item.strip_prefix("pub") {
        Some(rest) if rest.trim_start().starts_with('(') => rest.split_once(')')?.1,
        Some(rest) => rest,
        None => item,
    };
    let name = item.trim_start().strip_prefix("mod ")?.strip_suffix(';')?.trim();
    name.chars().all(is_ident).then(|| name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blanks_comments_and_the_insides_of_literals_keeping_lines() {
        let text = "let a = \"crate::x // no\"; // crate::y\n/* a /* b */ crate::z */ let c = '{';\nlet r = r#\"a\"b{\"#; fn f<'a>(x: &'a str) {}\nlet e = '\\'';";
        let code = blank_comments_and_literals(text);
        assert_eq!(code.lines().count(), text.lines().count());
        assert!(!code.contains("crate::"), "{code}");
        assert!(code.contains("fn f<'a>(x: &'a str) {}"), "{code}");
        assert_eq!(code.matches('{').count(), 1, "{code}");
        assert!(code.contains("let c = '  ;"), "{code}");
        assert!(code.contains("let e = '   ;"), "{code}");
    }

    #[test]
    fn blanks_test_items_anywhere_and_names_test_files() {
        let code = "impl P {\n    #[cfg(test)]\n    pub fn seen(&self) -> u8 {\n        1\n    }\n\n    fn after(&self) {}\n}\n#[cfg(test)]\n#[allow(x)]\npub(crate) mod tests;\n#[cfg(all(test, feature = \"x\"))]\nuse a::b;\nfn last() {}\n";
        let (main, modules) = without_tests(code);
        assert_eq!(main.lines().count(), code.lines().count());
        assert!(!main.contains("seen") && !main.contains("allow") && !main.contains("a::b"), "{main}");
        assert!(main.contains("fn after") && main.contains("fn last") && main.contains("impl P {"), "{main}");
        assert_eq!(modules, ["tests"]);
        assert_eq!(without_tests("#![cfg(test)]\nfn a() {}\n").0.trim(), "");
        // Generics hold commas; a test-only field ends where its struct does.
        let code = "#[cfg(test)]\nfn t() -> Map<A, B> {\n}\nstruct S {\n    a: u8,\n    #[cfg(test)]\n    b: u8,\n}\nfn kept() {}\n";
        let (main, _) = without_tests(code);
        assert_eq!(main.matches('{').count(), main.matches('}').count(), "{main}");
        assert!(
            !main.contains("Map") && !main.contains("b: u8") && main.contains("a: u8") && main.contains("fn kept"),
            "{main}"
        );
    }

    #[test]
    fn a_file_declared_test_only_has_no_code_outside_tests() {
        let files = vec![
            ("warri-site".into(), "friend/mod.rs".into(), "//! f\n#[cfg(test)]\nmod tests;\nfn kept() {}\n".into()),
            ("warri-site".into(), "friend/tests.rs".into(), "//! t\nfn helper() {}\n".into()),
        ];
        let sources = Source::read_all(files);
        assert!(sources[0].main.contains("fn kept"));
        assert_eq!(sources[1].main.trim(), "");
        assert!(sources[1].all.contains("fn helper"));
    }

    #[test]
    fn names_modules_by_crate_and_path() {
        assert_eq!(module_of("warri-web", "rooms/game/mod.rs"), "warri_web::rooms::game");
        assert_eq!(module_of("warri-web", "shell/i18n.rs"), "warri_web::shell::i18n");
        assert_eq!(module_of("warri-site", "lib.rs"), "warri_site");
        assert_eq!(module_of("warri-site", "main.rs"), "warri_site::main");
        assert_eq!(module_of("warri-web", "bin/warri-worker.rs"), "warri_web::bin::warri_worker");
        assert_eq!(module_of("warri-site", "thumb.rs"), "warri_site::thumb");
    }
}
