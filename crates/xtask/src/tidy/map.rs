//! The README's map of the web crates says where everything is: every
//! folder of their sources (the shell, the board, `sound/`, each room:
//! `rooms/game/`, the site's `friend/`, …) is named in its section "Where
//! code goes in the web crates" as `` `name/` ``, and every file beside
//! them at the top of a crate's `src/` (the shared libraries: `table.rs`,
//! `thumb.rs`, …) as `` `name.rs` ``; and every such name the section
//! gives is a folder or file of the web crates, so the map names nothing
//! that has gone.

use std::collections::BTreeSet;

use super::source::Source;

/// The heading of the README's section that maps the web crates.
pub const SECTION: &str = "### Where code goes in the web crates";

/// The text of the README's map section, without its heading.
fn section(readme: &str) -> Option<String> {
    let mut lines = readme.lines().skip_while(|l| l.trim_end() != SECTION);
    lines.next()?;
    Some(lines.take_while(|l| !l.starts_with('#')).collect::<Vec<_>>().join("\n"))
}

/// The names in backticks of `text` that name one file or folder:
/// `name.rs` or `name/`.
fn names(text: &str) -> BTreeSet<String> {
    let simple = |n: &str| {
        let stem = n.strip_suffix(".rs").or_else(|| n.strip_suffix('/'));
        stem.is_some_and(|s| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-'))
    };
    text.split('`').skip(1).step_by(2).filter(|n| simple(n)).map(String::from).collect()
}

/// What the map section of `readme` leaves out, or names that is not
/// there, of the sources of `crates`.
pub fn unmapped(sources: &[Source], crates: &[&str], readme: &str) -> Vec<String> {
    let Some(text) = section(readme) else {
        return vec![format!("README.md: no section `{SECTION}`, the map of the web crates")];
    };
    let named = names(&text);
    // What must be named, with where it is; and every name there is.
    let (mut needed, mut there) = (Vec::new(), BTreeSet::new());
    for s in sources.iter().filter(|s| crates.contains(&s.krate.as_str())) {
        let parts: Vec<&str> = s.file.split('/').collect();
        for (k, folder) in parts[..parts.len() - 1].iter().enumerate() {
            there.insert(format!("{folder}/"));
            if *folder != "bin" {
                needed.push((format!("{folder}/"), format!("crates/{}/src/{}", s.krate, parts[..=k].join("/"))));
            }
        }
        let file = parts[parts.len() - 1];
        there.insert(file.to_string());
        if parts.len() == 1 && !s.is_root() {
            needed.push((file.to_string(), s.path()));
        }
    }
    needed.sort();
    needed.dedup();
    let mut out: Vec<String> = needed
        .into_iter()
        .filter(|(name, _)| !named.contains(name))
        .map(|(name, path)| format!("README.md, “{}”: `{name}` ({path}) is not on the map", &SECTION[4..]))
        .collect();
    out.extend(
        named.iter().filter(|n| !there.contains(*n)).map(|n| {
            format!("README.md, “{}”: names `{n}`, which is no file or folder of the web crates", &SECTION[4..])
        }),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sources(files: &[(&str, &str)]) -> Vec<Source> {
        Source::read_all(files.iter().map(|(k, f)| (k.to_string(), f.to_string(), "//! x\n".to_string())).collect())
    }

    const README: &str = "# warri\n\n### Where code goes in the web crates\n\n| `shell/` | `look.rs` |\n| `rooms/` | `game/`, `replay/` |\n\n`crates/warri-site/src` has `learn/` and `thumb.rs`; see `tests/markup.rs`.\n\n## `cargo xtask`\n\n`sound/` `gone.rs`\n";

    #[test]
    fn a_room_or_folder_the_map_does_not_name_is_found() {
        let s = sources(&[
            ("warri-web", "lib.rs"),
            ("warri-web", "bin/warri-worker.rs"),
            ("warri-web", "shell/look.rs"),
            ("warri-web", "rooms/mod.rs"),
            ("warri-web", "rooms/game/page.rs"),
            ("warri-web", "rooms/replay/mod.rs"),
            ("warri-web", "sound/mod.rs"),
            ("warri-site", "learn/mod.rs"),
            ("warri-site", "friend/mod.rs"),
            ("warri-site", "thumb.rs"),
            ("warri-site", "study_words.rs"),
            ("warri-engine", "search.rs"),
        ]);
        assert_eq!(
            unmapped(&s, &["warri-web", "warri-site"], README),
            [
                "README.md, “Where code goes in the web crates”: `friend/` (crates/warri-site/src/friend) is not on the map",
                "README.md, “Where code goes in the web crates”: `sound/` (crates/warri-web/src/sound) is not on the map",
                "README.md, “Where code goes in the web crates”: `study_words.rs` (crates/warri-site/src/study_words.rs) is not on the map",
            ]
        );
    }

    #[test]
    fn a_name_on_the_map_that_is_not_there_is_found() {
        let readme = README.replace("`thumb.rs`", "`thumbs.rs`");
        let s = sources(&[
            ("warri-web", "shell/look.rs"),
            ("warri-web", "rooms/game/page.rs"),
            ("warri-web", "rooms/replay/mod.rs"),
            ("warri-site", "learn/mod.rs"),
        ]);
        assert_eq!(
            unmapped(&s, &["warri-web", "warri-site"], &readme),
            ["README.md, “Where code goes in the web crates”: names `thumbs.rs`, which is no file or folder of the web crates"]
        );
        assert_eq!(unmapped(&s, &["warri-web"], "# warri\n").len(), 1);
    }
}
