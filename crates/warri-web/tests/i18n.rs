//! The translations — one file per room and language in `web/i18n/`
//! (`<room>-<lang>.ftl`: the game's module's game, replay, editor and
//! oracle, compiled in; the site's review, puzzles and friend page) and `web/learn/` (the
//! lessons, rules pages and glossary: `LANG.ftl`, `about-LANG.ftl` and
//! `glossary-LANG.ftl`, fetched with those pages) — against the English messages: the same
//! message ids, no syntax errors, the same variables, selector keys that the
//! app can pass, and every message formatting cleanly (no Fluent error, no
//! leftover `{`) for sample arguments in every combination that matters.
//!
//! Also checks the code against the messages: every message id the code
//! uses exists in every language, and every message is used (the rules
//! pages' paragraphs by the ids `warri-learn`'s `rules_page` chooses, the
//! glossary's terms by its list of terms).
//!
//! Works on the `.ftl` files directly with `fluent-syntax` and
//! `fluent-bundle`, independently of the app's own `i18n` module.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use fluent_syntax::parser;
use unic_langid::LanguageIdentifier;

const TRANSLATIONS: [&str; 3] = ["nl", "fr", "ru"];

/// Variables holding a player key.
const PLAYER_VARS: [&str; 5] = ["player", "owner", "opp", "winner", "side"];
const PLAYERS: [&str; 2] = ["south", "north"];
const VARIANTS: [&str; 6] = ["abapa", "wari", "caribbean", "speightstown", "bridgetown", "wahree"];
const FORCED: [&str; 2] = ["yes", "no"];
/// Variables holding a number (plural selectors).
const NUMBER_VARS: [&str; 22] = [
    "count", "n", "south", "north", "total", "level", "target", "changed", "line", "column", "field", "seeds",
    "captured", "wanted", "best", "fed", "fewest", "solved", "ply", "game", "at", "version",
];
const NUMBERS: [i64; 8] = [0, 1, 2, 5, 11, 21, 22, 25];
/// `$seeds` (hint-ahead/behind) is passed by the app as a number with one
/// decimal.
const SEEDS_DECIMALS: [f64; 4] = [0.3, 1.0, 1.5, 21.5];

fn i18n_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/i18n")
}

/// The rooms of the game's module, whose files `warri-i18n` compiles in.
const GAME_ROOMS: [&str; 5] = ["game", "replay", "editor", "oracle", "choices"];

/// The game module's messages of a language: its rooms' files, one after
/// the other.
fn source(lang: &str) -> String {
    GAME_ROOMS.map(|room| source_of(("i18n", &format!("{room}-")), lang)).join("\n")
}

/// The message files: the game module's rooms', the review's, the
/// puzzles' and the friend page's (built into the site's module), and the three the learning
/// pages load.
const SETS: [(&str, &str); 11] = [
    ("i18n", "game-"),
    ("i18n", "replay-"),
    ("i18n", "editor-"),
    ("i18n", "oracle-"),
    ("i18n", "choices-"),
    ("i18n", "review-"),
    ("i18n", "puzzles-"),
    ("i18n", "friend-"),
    ("learn", ""),
    ("learn", "about-"),
    ("learn", "glossary-"),
];

/// A file of a set in a language.
fn source_of((dir, prefix): (&str, &str), lang: &str) -> String {
    let path = i18n_dir().join("..").join(dir).join(format!("{prefix}{lang}.ftl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// Every message of a language, from all its files.
fn all_messages(lang: &str) -> BTreeMap<String, Info> {
    let mut all = BTreeMap::new();
    for set in SETS {
        for (id, info) in parse(lang, &source_of(set, lang)) {
            assert!(all.insert(id.clone(), info).is_none(), "{lang}: {id} is defined in two files");
        }
    }
    all
}

/// What a message uses: its variables, and for each selector on a variable
/// the keys of its variants.
#[derive(Default, Debug)]
struct Info {
    has_value: bool,
    attributes: BTreeSet<String>,
    vars: BTreeSet<String>,
    selectors: Vec<(String, Vec<String>)>,
}

fn walk_pattern(p: &ast::Pattern<&str>, info: &mut Info) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            walk_expression(expression, info);
        }
    }
}

fn walk_expression(e: &ast::Expression<&str>, info: &mut Info) {
    match e {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, info);
            if let ast::InlineExpression::VariableReference { id } = selector {
                let keys = variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => name.to_string(),
                        ast::VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .collect();
                info.selectors.push((id.name.to_string(), keys));
            }
            for v in variants {
                walk_pattern(&v.value, info);
            }
        }
        ast::Expression::Inline(inline) => walk_inline(inline, info),
    }
}

fn walk_inline(e: &ast::InlineExpression<&str>, info: &mut Info) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            info.vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, info),
        ast::InlineExpression::FunctionReference { arguments, .. } => walk_arguments(arguments, info),
        ast::InlineExpression::TermReference { arguments: Some(arguments), .. } => walk_arguments(arguments, info),
        _ => {}
    }
}

fn walk_arguments(a: &ast::CallArguments<&str>, info: &mut Info) {
    for p in &a.positional {
        walk_inline(p, info);
    }
    for n in &a.named {
        walk_inline(&n.value, info);
    }
}

/// Parses a language's file strictly: any syntax error or duplicate id fails.
fn parse(lang: &str, src: &str) -> BTreeMap<String, Info> {
    let resource = match parser::parse(src) {
        Ok(r) => r,
        Err((_, errors)) => {
            let shown: Vec<String> = errors
                .iter()
                .map(|e| {
                    let line = src[..e.pos.start.min(src.len())].matches('\n').count() + 1;
                    format!("line {line}: {:?}", e.kind)
                })
                .collect();
            panic!("{lang}.ftl has syntax errors:\n{}", shown.join("\n"));
        }
    };
    let mut messages = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut info = Info { has_value: m.value.is_some(), ..Info::default() };
                if let Some(v) = &m.value {
                    walk_pattern(v, &mut info);
                }
                for a in &m.attributes {
                    info.attributes.insert(a.id.name.to_string());
                    walk_pattern(&a.value, &mut info);
                }
                let id = m.id.name.to_string();
                assert!(messages.insert(id.clone(), info).is_none(), "{lang}.ftl: message {id} is defined twice");
            }
            ast::Entry::Junk { content } => panic!("{lang}.ftl: unparsable text: {content}"),
            _ => {}
        }
    }
    messages
}

fn bundle(lang: &str, src: String) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().expect("a language code");
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(src).unwrap_or_else(|(_, e)| panic!("{lang}.ftl: {e:?}"));
    bundle.add_resource(resource).unwrap_or_else(|e| panic!("{lang}.ftl: {e:?}"));
    bundle
}

/// The plural categories a numeric selector may use in a language.
fn plural_keys(lang: &str) -> &'static [&'static str] {
    match lang {
        "ru" => &["one", "few", "many", "other"],
        "fr" => &["one", "many", "other"],
        _ => &["one", "other"],
    }
}

/// The sample values of a variable.
fn samples(var: &str) -> Vec<FluentValue<'static>> {
    if PLAYER_VARS.contains(&var) {
        PLAYERS.iter().map(|&s| FluentValue::from(s)).collect()
    } else if var == "variant" {
        VARIANTS.iter().map(|&s| FluentValue::from(s)).collect()
    } else if var == "forced" {
        FORCED.iter().map(|&s| FluentValue::from(s)).collect()
    } else if NUMBER_VARS.contains(&var) {
        let mut v: Vec<FluentValue<'static>> = NUMBERS.iter().map(|&n| FluentValue::from(n)).collect();
        if var == "seeds" {
            v.extend(SEEDS_DECIMALS.iter().map(|&x| FluentValue::from(warri_i18n::one_decimal(x))));
        }
        v
    } else {
        // A letter, a name or a sentence composed from other messages.
        vec![FluentValue::from(format!("<{var}>"))]
    }
}

/// Formats every combination of sample arguments of a message; returns the
/// problems found.
fn format_all(lang: &str, bundle: &FluentBundle<FluentResource>, id: &str, info: &Info) -> Vec<String> {
    let msg = bundle.get_message(id).expect("the message is in the bundle");
    let mut targets = Vec::new();
    if let Some(v) = msg.value() {
        targets.push((id.to_string(), v));
    }
    for a in msg.attributes() {
        targets.push((format!("{id}.{}", a.id()), a.value()));
    }
    let vars: Vec<&String> = info.vars.iter().collect();
    let values: Vec<Vec<FluentValue<'static>>> = vars.iter().map(|v| samples(v)).collect();
    let mut problems = Vec::new();
    let mut index = vec![0usize; vars.len()];
    loop {
        let mut args = FluentArgs::new();
        for (i, var) in vars.iter().enumerate() {
            args.set(var.as_str(), values[i][index[i]].clone());
        }
        for (name, pattern) in &targets {
            let mut errors = Vec::new();
            let out = bundle.format_pattern(pattern, Some(&args), &mut errors);
            let shown_args: Vec<String> =
                vars.iter().enumerate().map(|(i, v)| format!("{v}={:?}", values[i][index[i]])).collect();
            if !errors.is_empty() {
                problems.push(format!("{lang} {name} [{}]: {errors:?}", shown_args.join(", ")));
            }
            if out.contains('{') || out.contains('}') {
                problems.push(format!("{lang} {name} [{}]: leftover brace in {out:?}", shown_args.join(", ")));
            }
            if out.trim().is_empty() {
                problems.push(format!("{lang} {name} [{}]: empty text", shown_args.join(", ")));
            }
        }
        // The next combination.
        let mut i = 0;
        loop {
            if i == vars.len() {
                return problems;
            }
            index[i] += 1;
            if index[i] < values[i].len() {
                break;
            }
            index[i] = 0;
            i += 1;
        }
    }
}

/// Selector keys that the app can actually pass (a typo such as `[nort]`
/// would silently fall back to the default variant).
fn check_selector_keys(lang: &str, id: &str, info: &Info) -> Vec<String> {
    let mut problems = Vec::new();
    for (var, keys) in &info.selectors {
        let allowed: Vec<&str> = if PLAYER_VARS.contains(&var.as_str()) {
            PLAYERS.to_vec()
        } else if var == "variant" {
            VARIANTS.iter().copied().chain(["other"]).collect()
        } else if var == "forced" {
            FORCED.to_vec()
        } else if NUMBER_VARS.contains(&var.as_str()) {
            plural_keys(lang).to_vec()
        } else {
            continue;
        };
        for k in keys {
            let numeric = k.parse::<f64>().is_ok() && NUMBER_VARS.contains(&var.as_str());
            if !numeric && !allowed.contains(&k.as_str()) {
                problems.push(format!("{lang} {id}: selector on ${var} has key [{k}], expected one of {allowed:?}"));
            }
        }
        if lang == "ru" && NUMBER_VARS.contains(&var.as_str()) && keys.iter().any(|k| k == "one") {
            for needed in ["one", "few", "many"] {
                if !keys.iter().any(|k| k == needed) {
                    problems.push(format!("ru {id}: plural selector on ${var} lacks [{needed}]"));
                }
            }
        }
    }
    problems
}

#[test]
fn every_message_file_is_checked() {
    for dir in ["i18n", "learn"] {
        for entry in std::fs::read_dir(i18n_dir().join("..").join(dir)).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().into_owned();
            let Some(stem) = name.strip_suffix(".ftl") else { continue };
            let known = SETS.iter().any(|(d, prefix)| {
                *d == dir && ["en", "nl", "fr", "ru"].iter().any(|l| stem == format!("{prefix}{l}"))
            });
            assert!(known, "web/{dir}/{name} is in no checked set");
        }
    }
}

#[test]
fn translations_match_english() {
    assert!(parse("en", &source("en")).len() > 100);
    for set in SETS {
        translations_of_set_match_english(set);
    }
}

fn translations_of_set_match_english(set: (&str, &str)) {
    let source = |lang: &str| source_of(set, lang);
    let en_src = source("en");
    let en = parse("en", &en_src);
    assert!(en.len() >= 5, "{set:?}: {} messages", en.len());
    let mut problems = Vec::new();
    let en_bundle = bundle("en", en_src);
    for (id, info) in &en {
        problems.extend(check_selector_keys("en", id, info));
        problems.extend(format_all("en", &en_bundle, id, info));
    }
    for lang in TRANSLATIONS {
        let src = source(lang);
        let tr = parse(lang, &src);
        let en_ids: BTreeSet<&String> = en.keys().collect();
        let tr_ids: BTreeSet<&String> = tr.keys().collect();
        for missing in en_ids.difference(&tr_ids) {
            problems.push(format!("{lang}: message {missing} is missing"));
        }
        for extra in tr_ids.difference(&en_ids) {
            problems.push(format!("{lang}: message {extra} is not in en.ftl"));
        }
        let b = bundle(lang, src);
        for (id, info) in &tr {
            let Some(en_info) = en.get(id) else { continue };
            if info.has_value != en_info.has_value {
                problems
                    .push(format!("{lang} {id}: has a value: {}, in English: {}", info.has_value, en_info.has_value));
            }
            if info.attributes != en_info.attributes {
                problems.push(format!(
                    "{lang} {id}: attributes {:?}, in English {:?}",
                    info.attributes, en_info.attributes
                ));
            }
            for v in en_info.vars.difference(&info.vars) {
                problems.push(format!("{lang} {id}: does not use ${v}"));
            }
            for v in info.vars.difference(&en_info.vars) {
                problems.push(format!(
                    "{lang} {id}: uses ${v}, which the English message does not (the app does not pass it)"
                ));
            }
            problems.extend(check_selector_keys(lang, id, info));
            problems.extend(format_all(lang, &b, id, info));
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

fn format(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, FluentValue<'static>)]) -> String {
    let pattern = bundle.get_message(id).and_then(|m| m.value()).unwrap_or_else(|| panic!("no message {id}"));
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        fargs.set(*k, v.clone());
    }
    let mut errors = Vec::new();
    let out = bundle.format_pattern(pattern, Some(&fargs), &mut errors).into_owned();
    assert!(errors.is_empty(), "{id}: {errors:?}");
    out
}

/// "N seeds" as a store's label words it.
fn seeds(lang: &str, n: i64) -> String {
    let b = bundle(lang, source(lang));
    let label = format(&b, "store-label", &[("owner", FluentValue::from("south")), ("count", FluentValue::from(n))]);
    label.rsplit(", ").next().unwrap().to_string()
}

#[test]
fn russian_seed_plurals() {
    let cases = [
        (0, "0 семян"),
        (1, "1 семя"),
        (2, "2 семени"),
        (5, "5 семян"),
        (11, "11 семян"),
        (21, "21 семя"),
        (22, "22 семени"),
        (25, "25 семян"),
    ];
    for (n, want) in cases {
        assert_eq!(seeds("ru", n), want);
    }
}

#[test]
fn dutch_and_french_seed_plurals() {
    assert_eq!(seeds("nl", 0), "0 zaden");
    assert_eq!(seeds("nl", 1), "1 zaad");
    assert_eq!(seeds("nl", 2), "2 zaden");
    // In French 0 and 1 are singular.
    assert_eq!(seeds("fr", 0), "0 graine");
    assert_eq!(seeds("fr", 1), "1 graine");
    assert_eq!(seeds("fr", 2), "2 graines");
}

#[test]
fn russian_players_take_their_cases() {
    let b = bundle("ru", source("ru"));
    let p = |s: &'static str| FluentValue::from(s);
    assert_eq!(format(&b, "status-to-move", &[("player", p("north"))]), "Ход Севера");
    assert_eq!(
        format(&b, "illegal-not-yours", &[("pit", p("a")), ("owner", p("north")), ("player", p("south"))]),
        "Лунка a принадлежит Северу, а сейчас ход Юга."
    );
}

/// The source files of the crates that word messages: the web crates (the
/// game's and the site's), the
/// translator (`warri-i18n`) and the diagrams (`warri-diagram`); each
/// named from `crates/`.
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(PathBuf, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                out.push((path, text));
            }
        }
    }
    let crates = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    for krate in ["warri-web", "warri-site", "warri-i18n", "warri-diagram"] {
        let before = out.len();
        walk(&crates.join(krate).join("src"), &mut out);
        assert!(out.len() > before, "found no source file of {krate}");
    }
    assert!(out.len() > 10, "found {} source files", out.len());
    out.into_iter()
        .map(|(path, text)| (path.strip_prefix(&crates).unwrap().to_string_lossy().replace('\\', "/"), text))
        .collect()
}

/// Message ids used in the code, each with the places it is used.
type Used = BTreeMap<String, Vec<String>>;

/// Finds the message ids of one source file: the first argument of every
/// `.t(` and `.ta(` call. The code writes each id out as a string literal
/// there (never built with `format!` or passed through a variable), so this
/// finds them all; a call whose first argument is not a literal is reported
/// in `unchecked`, as its ids could not be checked (only
/// `warri-i18n/src/lib.rs`, which defines `t` and `ta`, may do that).
fn ids_in(file: &str, text: &str, used: &mut Used, unchecked: &mut Vec<String>) {
    // Each file keeps its tests at its end: ids used there must exist too,
    // but do not make a message used.
    let tests_from = text.find("#[cfg(test)]").unwrap_or(text.len());
    for call in [".t(", ".ta("] {
        for (at, _) in text.match_indices(call) {
            let rest = text[at + call.len()..].trim_start();
            let line = text[..at].matches('\n').count() + 1;
            let place = format!("{file}:{line}");
            let place = if at > tests_from { format!("{place} (test)") } else { place };
            match rest.strip_prefix('"').and_then(|r| r.split_once('"')) {
                Some((id, _)) => used.entry(id.to_string()).or_default().push(place),
                None if file == "warri-i18n/src/lib.rs" => {}
                None => unchecked.push(format!("{place}: {}", rest.lines().next().unwrap_or(""))),
            }
        }
    }
}

fn ids_in_code() -> (Used, Vec<String>) {
    let (mut used, mut unchecked) = (Used::new(), Vec::new());
    for (file, text) in sources() {
        ids_in(&file, &text, &mut used, &mut unchecked);
    }
    (used, unchecked)
}

#[test]
fn every_message_the_code_uses_exists_in_every_language_and_every_message_is_used() {
    let (used, unchecked) = ids_in_code();
    assert!(
        unchecked.is_empty(),
        "message ids that are not string literals cannot be checked:\n{}",
        unchecked.join("\n")
    );
    assert!(used.len() > 100, "found only {} ids in the code", used.len());
    let mut problems = Vec::new();
    // The rules pages' paragraphs: ids chosen by the rules, for every variant.
    let mut used = used;
    for v in warri_rules::Variant::ALL {
        for section in warri_learn::rules_page::page(v) {
            for id in section.paragraphs {
                used.entry(id).or_default().push(format!("warri-learn rules_page ({v})"));
            }
        }
    }
    // The glossary's terms: ids named by `warri-learn`'s list of terms.
    for id in warri_learn::glossary::messages() {
        used.entry(id).or_default().push("warri-learn glossary".to_string());
    }
    for lang in ["en", "nl", "fr", "ru"] {
        let messages = all_messages(lang);
        for (id, places) in &used {
            if !messages.contains_key(id) {
                problems.push(format!("{lang}.ftl lacks {id}, used at {}", places.join(", ")));
            }
        }
        if lang == "en" {
            let in_app = |id: &String| used.get(id).is_some_and(|places| places.iter().any(|p| !p.ends_with("(test)")));
            for id in messages.keys().filter(|id| !in_app(id)) {
                problems.push(format!("en.ftl: {id} is used nowhere in the app (tests aside)"));
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn the_id_finder_finds_literal_ids_and_reports_built_ones() {
    let (mut used, mut unchecked) = (Used::new(), Vec::new());
    let code = "let a = tr.t(\"undo\");\nlet b = tr.ta(\n    \"seeds\", &[]);\nlet c = tr.t(&format!(\"speed-{}\", k));\nlet d = tr.ta(id, &[]);\n#[cfg(test)]\nlet e = tr.t(\"redo\");";
    ids_in("sample.rs", code, &mut used, &mut unchecked);
    assert_eq!(used.keys().collect::<Vec<_>>(), ["redo", "seeds", "undo"]);
    assert_eq!(used["seeds"], ["sample.rs:2"]);
    assert_eq!(used["redo"], ["sample.rs:7 (test)"]);
    assert_eq!(unchecked.len(), 2, "{unchecked:?}");
    assert!(unchecked[0].starts_with("sample.rs:4") && unchecked[1].starts_with("sample.rs:5"), "{unchecked:?}");
    // And in the real code, ids of every kind are found.
    let (used, _) = ids_in_code();
    for id in ["speed-instant", "computer-level-6", "rule-match", "slam-reaches-25", "hint-ahead", "end-slam-left"] {
        assert!(used.contains_key(id), "{id} not found in the code");
    }
}
