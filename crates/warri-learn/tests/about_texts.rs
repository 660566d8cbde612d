//! The Speightstown rules page agrees with itself: its About section
//! (`about-speightstown-history`, in `web/learn/about-LANG.ftl`) and its End
//! section (`rules-stuck-empty-row`, in `web/learn/LANG.ftl`) give the seeds
//! left on the board to the same player, the one whose row is empty
//! (docs/rules.md 2.4; the tradition defines the player "without moves" as
//! the one with no seeds on his side). An About text that says "the player
//! without moves" would contradict the End section whenever the mover cannot
//! feed an empty row: there the player without a move is the one who still
//! has seeds.

use std::path::PathBuf;

/// For each language: the phrase both sections use for the claimant, and
/// the old wording, which named him by his lack of moves.
const LANGS: [(&str, &str, &str); 4] = [
    ("en", "whose row is empty", "without moves"),
    ("nl", "wiens rij leeg is", "zonder zetten"),
    ("fr", "dont la rangée est vide", "privé de coups"),
    ("ru", "чей ряд пуст", "без ходов"),
];

fn learn_file(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/learn").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The text of message `id` in a Fluent file: its first line's value and
/// any indented continuation lines, joined by spaces.
fn message(src: &str, id: &str) -> Option<String> {
    let mut lines = src.lines();
    let first = lines.by_ref().find_map(|l| {
        let (key, value) = l.split_once('=')?;
        (key.trim_end() == id && !l.starts_with(char::is_whitespace)).then(|| value.trim().to_string())
    })?;
    let rest = lines.take_while(|l| l.starts_with(char::is_whitespace) && !l.trim().is_empty()).map(str::trim);
    Some(std::iter::once(first.as_str()).chain(rest).collect::<Vec<_>>().join(" "))
}

/// What is wrong with a language's pair of files, if anything.
fn check(lang: &str, phrase: &str, old: &str, learn: &str, about: &str) -> Result<(), String> {
    let end = message(learn, "rules-stuck-empty-row").ok_or(format!("{lang}: no rules-stuck-empty-row"))?;
    let history =
        message(about, "about-speightstown-history").ok_or(format!("{lang}: no about-speightstown-history"))?;
    if !end.contains(phrase) {
        return Err(format!("{lang}: the End section no longer says {phrase:?}; update this test's phrase: {end}"));
    }
    if !history.contains(phrase) {
        return Err(format!("{lang}: the About text does not give the seeds to the player {phrase:?}: {history}"));
    }
    if history.contains(old) {
        return Err(format!("{lang}: the About text still says {old:?}: {history}"));
    }
    Ok(())
}

#[test]
fn speightstown_about_and_end_give_the_seeds_to_the_same_player() {
    for (lang, phrase, old) in LANGS {
        let learn = learn_file(&format!("{lang}.ftl"));
        let about = learn_file(&format!("about-{lang}.ftl"));
        if let Err(e) = check(lang, phrase, old, &learn, &about) {
            panic!("{e}");
        }
    }
}

/// The check rejects the About texts as they were before they were
/// corrected: "a player left without moves claims every seed on the board".
#[test]
fn the_old_about_texts_fail_the_check() {
    const OLD: [(&str, &str); 4] = [
        (
            "en",
            "about-speightstown-history = He recorded two local traditions: in Speightstown's, only reaching 25 wins, a player left without moves claims every seed on the board, and seeds that circle endlessly count for nobody.",
        ),
        (
            "nl",
            "about-speightstown-history = Hij legde twee lokale tradities vast; in die van Speightstown wint alleen wie 25 zaden haalt, eist een speler zonder zetten alle zaden op het bord op, en tellen zaden die eindeloos rondgaan voor niemand.",
        ),
        (
            "fr",
            "about-speightstown-history = Celui-ci a consigné deux traditions locales\u{a0}: dans celle de Speightstown, seul celui qui atteint 25 gagne, un joueur privé de coups réclame toutes les graines du plateau, et les graines qui tournent sans fin ne comptent pour personne.",
        ),
        (
            "ru",
            "about-speightstown-history = Он записал две местные традиции: в спейтстаунской побеждает лишь тот, кто наберёт 25, игрок без ходов забирает все семена с доски, а бесконечно кружащие семена не достаются никому.",
        ),
    ];
    for ((lang, phrase, old), (old_lang, old_about)) in LANGS.into_iter().zip(OLD) {
        assert_eq!(lang, old_lang);
        let learn = learn_file(&format!("{lang}.ftl"));
        assert!(check(lang, phrase, old, &learn, old_about).is_err(), "{lang}: the old About text passes");
    }
}

#[test]
fn message_reads_continuation_lines() {
    let src = "a = one\nab = two\n    three\n\nb = four\n";
    assert_eq!(message(src, "ab").as_deref(), Some("two three"));
    assert_eq!(message(src, "a").as_deref(), Some("one"));
    assert_eq!(message(src, "b").as_deref(), Some("four"));
    assert_eq!(message(src, "c"), None);
}
