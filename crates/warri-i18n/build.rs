//! The game module's words, compiled in without their comments: each
//! `web/i18n/<room>-<lang>.ftl` the game's module uses is copied into
//! `OUT_DIR` less its comment lines (`#` at the start of a line, as Fluent
//! writes comments), its blank lines and its deeper indentation, which
//! are there for translators and would only add to the `.wasm` the page
//! downloads. The messages are the files' own, unchanged.

use std::path::Path;
use std::{env, fs};

/// The rooms whose words the game's module compiles in (`Lang::sources`).
const ROOMS: [&str; 5] = ["game", "replay", "editor", "oracle", "choices"];
const LANGS: [&str; 4] = ["en", "nl", "fr", "ru"];

fn main() {
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let dir = Path::new("../../web/i18n");
    for room in ROOMS {
        for lang in LANGS {
            let name = format!("{room}-{lang}.ftl");
            let path = dir.join(&name);
            println!("cargo:rerun-if-changed={}", path.display());
            let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            fs::write(Path::new(&out).join(&name), without_comments(&text)).expect("OUT_DIR is writable");
        }
    }
}

/// The text less its comment lines, blank lines and indentation deeper
/// than Fluent needs (one space marks a line that goes on the message
/// above: a selector's variants, its closing brace, a pattern's next line;
/// how deep it is changes nothing the messages say).
fn without_comments(text: &str) -> String {
    let kept = text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    kept.map(|l| if l.starts_with(' ') { format!(" {}\n", l.trim_start()) } else { format!("{l}\n") }).collect()
}
