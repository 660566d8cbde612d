//! The rules about each file on its own: it says why it exists (`//!`), no
//! function outside tests is too long to read at once, no web source file
//! is too long, and no code compiles for one target only.

use super::source::Source;

/// Each file that does not start with `//!` docs saying why it exists.
pub fn undocumented(sources: &[Source]) -> Vec<String> {
    sources
        .iter()
        .filter(|s| !s.text.trim_start().starts_with("//!"))
        .map(|s| format!("{}: no `//!` docs saying why the file exists", s.path()))
        .collect()
}

/// Each function outside tests over `max` lines, anywhere.
pub fn long_functions(sources: &[Source], max: usize) -> Vec<String> {
    let mut out = Vec::new();
    for s in sources {
        for (line, name, n) in functions_over(&s.main, max) {
            out.push(format!("{}:{line}: fn {name} has {n} lines (at most {max} outside tests)", s.path()));
        }
    }
    out
}

/// Each file of `crates` over `max` lines, tests and all.
pub fn long_files(sources: &[Source], crates: &[&str], max: usize) -> Vec<String> {
    sources
        .iter()
        .filter(|s| crates.contains(&s.krate.as_str()))
        .map(|s| (s, s.text.lines().count()))
        .filter(|(_, n)| *n > max)
        .map(|(s, n)| format!("{}: {n} lines (a web source file has at most {max}, tests included)", s.path()))
        .collect()
}

/// The test command lints every crate natively as it builds the native
/// tests, and builds the web crates for wasm32 only for release, unlinted
/// (`crate::test`): so no code may be compiled for one target alone, where
/// no lint would read it (`#[cfg(target_arch …)]`, `#[cfg(not(target_family
/// …))]`, …, tests included). `if cfg!(target_arch = "wasm32")` compiles
/// both branches everywhere.
pub fn target_only(sources: &[Source]) -> Vec<String> {
    let mut out = Vec::new();
    for s in sources {
        for line in target_only_lines(&s.all) {
            out.push(format!("{}:{line}: code for one target only (use `if cfg!(…)`)", s.path()));
        }
    }
    out
}

/// The lines of `code` that compile code for some targets only.
fn target_only_lines(code: &str) -> Vec<usize> {
    let gated = |l: &str| {
        let l = l.trim_start();
        l.starts_with("#[cfg") && ["target_arch", "target_family", "target_os"].iter().any(|k| l.contains(k))
    };
    code.lines().enumerate().filter(|(_, l)| gated(l)).map(|(i, _)| i + 1).collect()
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

/// Each function of `code` over `max` lines: the line it starts on, its
/// name and its length. A function ends where its braces close.
fn functions_over(code: &str, max: usize) -> Vec<(usize, String, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = fn_name_after(line.trim_start()) else { continue };
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let mut depth = 0i32;
        let mut opened = false;
        for (j, l) in lines[i..].iter().enumerate() {
            depth += l.matches('{').count() as i32 - l.matches('}').count() as i32;
            opened |= l.contains('{');
            if (opened && depth <= 0) || (!opened && l.trim_end().ends_with(';')) {
                if j + 1 > max {
                    out.push((i + 1, name.clone(), j + 1));
                }
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sources(files: &[(&str, &str, &str)]) -> Vec<Source> {
        Source::read_all(files.iter().map(|(k, f, t)| (k.to_string(), f.to_string(), t.to_string())).collect())
    }

    #[test]
    fn finds_code_for_one_target_but_not_in_comments_or_cfg_macros() {
        let gated = "fn a() {}\n#[cfg(target_arch = \"wasm32\")]\nfn b() {}\n    #[cfg(not(target_family = \"wasm\"))]\n#[cfg(test)]\n// #[cfg(target_os = \"linux\")]\nif cfg!(target_arch = \"wasm32\") {}\n";
        let s = sources(&[("warri-web", "a.rs", gated)]);
        assert_eq!(
            target_only(&s),
            [
                "crates/warri-web/src/a.rs:2: code for one target only (use `if cfg!(…)`)",
                "crates/warri-web/src/a.rs:4: code for one target only (use `if cfg!(…)`)"
            ]
        );
    }

    #[test]
    fn finds_long_functions_with_any_qualifiers_but_not_tests() {
        let text = "//! x\nfn short() {\n    1\n}\n\nfn long() {\n    a();\n    b();\n    c();\n}\n#[cfg(test)]\nfn in_tests() {\n\n\n\n}\n";
        assert_eq!(functions_over(text, 3), [(6, "long".to_string(), 5), (12, "in_tests".to_string(), 5)]);
        let s = sources(&[("warri-engine", "a.rs", text)]);
        assert_eq!(
            long_functions(&s, 3),
            ["crates/warri-engine/src/a.rs:6: fn long has 5 lines (at most 3 outside tests)"]
        );
        assert_eq!(functions_over("pub(super) const fn f() {\n    a();\n    b();\n}\n", 2), [(1, "f".to_string(), 4)]);
        // A brace in a string or a comment opens nothing.
        assert_eq!(
            long_functions(&sources(&[("x", "a.rs", "fn f() { let s = \"}\"; // }\n    a();\n}\n")]), 2).len(),
            1
        );
    }

    #[test]
    fn checks_the_code_after_a_test_item_in_the_middle_of_a_file() {
        let body = "        step();\n".repeat(5);
        let text = format!(
            "//! p\nimpl Page {{\n    #[cfg(test)]\n    pub fn offered_text(&self) -> u8 {{\n        1\n    }}\n\n    fn apply_one(&mut self) {{\n{body}    }}\n}}\n#[cfg(test)]\nmod tests {{}}\n"
        );
        let s = sources(&[("warri-web", "rooms/game/page.rs", &text)]);
        assert_eq!(
            long_functions(&s, 5),
            ["crates/warri-web/src/rooms/game/page.rs:8: fn apply_one has 7 lines (at most 5 outside tests)"]
        );
    }

    #[test]
    fn counts_whole_web_files_and_asks_every_file_for_its_docs() {
        let long = format!("//! l\n{}", "fn a() {}\n".repeat(4));
        let s = sources(&[
            ("warri-web", "words.rs", &long),
            ("warri-site", "thumb.rs", "//! t\n"),
            ("warri-engine", "search.rs", &long),
            ("warri-rules", "lib.rs", "\n/// not the file's docs\nfn a() {}\n"),
        ]);
        assert_eq!(
            long_files(&s, &["warri-web", "warri-site"], 4),
            ["crates/warri-web/src/words.rs: 5 lines (a web source file has at most 4, tests included)"]
        );
        assert_eq!(undocumented(&s), ["crates/warri-rules/src/lib.rs: no `//!` docs saying why the file exists"]);
    }
}
