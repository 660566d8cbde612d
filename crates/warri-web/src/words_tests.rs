//! The tests of `words`: sentences the page shows, written out by hand.

use super::*;
use crate::playback::{frames, Banner};
use crate::shell::i18n::Lang;
use warri_engine::score::WIN;
use warri_rules::Position;

fn pit(c: char) -> Pit {
    Pit::from_letter(c).unwrap()
}

fn game(variant: Variant, position: &str) -> Game {
    Game::from_position(variant.rules(), position.parse::<Position>().unwrap())
}

#[test]
fn an_unknown_view_names_every_view_there_is() {
    let text = notice(&Tr::new(Lang::Ru), &Notice::Address(AddressProblem::View("movie".into())));
    assert_eq!(
        text,
        "Вид «movie» в ссылке — не один из game, replay, rules-card, edit, learn, rules, review, puzzles, glossary, friend; показана игра."
    );
}

#[test]
fn every_bad_switch_is_worded_as_before() {
    let en = Tr::new(Lang::En);
    let said = |name, value: &str| notice(&en, &Notice::Switch(name, value.into()));
    assert_eq!(
        said("flip", "maybe"),
        "The link's flip value \"maybe\" is not 1 or 0; the board is shown from South's seat."
    );
    assert_eq!(said("embed", "2"), "The link's embed value \"2\" is not 1 or 0.");
    assert_eq!(said("rules", "x"), "The link's rules value \"x\" is not 1 or 0.");
    assert_eq!(said("loop", "y"), "The link's loop value \"y\" is not 1 or 0; it is ignored.");
    let lang = notice(&en, &Notice::Address(AddressProblem::Lang("de".into())));
    assert_eq!(lang, "The link's language \"de\" is not one of en, nl, fr, ru; it is ignored.");
}

#[test]
fn the_wahree_sweep_reads_as_players_say_it() {
    let tr = Tr::new(Lang::En);
    let mut g = game(Variant::Wahree, "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S");
    g.play(pit('F')).unwrap();
    assert_eq!(
        result(&tr, g.outcome().unwrap(), Variant::Wahree),
        "Wahree sweep: South captures North's whole row and takes the 5 seeds left on the board — South wins 28–20."
    );
}

#[test]
fn in_every_language_a_row_is_marked_changed_exactly_when_its_words_change() {
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for v in Variant::ALL {
            for row in v.rules().changes() {
                let (mine, standard) = (rule_value(&tr, row.value), rule_value(&tr, row.standard));
                assert!(!mine.starts_with("rule-") && mine.len() > 10, "{lang:?} {v:?}: {mine}");
                assert_eq!(
                    row.differs(),
                    mine != standard,
                    "{lang:?} {v:?} {:?}: marked changed {}, but reads {mine:?} against standard {standard:?}",
                    row.topic,
                    row.differs()
                );
                assert!(!topic(&tr, row.topic).starts_with("topic-"));
            }
            assert_ne!(variant_name(&tr, v), "variant-name");
            assert_ne!(variant_summary(&tr, v), "variant-summary");
        }
    }
}

/// Everything said about one move: the banners its frames show, the
/// screen-reader announcement, and the result.
struct Said {
    banners: Vec<String>,
    announce: String,
    result: Option<String>,
    to_move: Option<Player>,
}

fn say(lang: Lang, variant: Variant, position: &str, m: char) -> Said {
    let tr = Tr::new(lang);
    let mut g = game(variant, position);
    let before = *g.position();
    let trace = g.play(pit(m)).unwrap();
    let last = frames(&before, &trace).pop().unwrap();
    let banners = last
        .banners
        .iter()
        .filter_map(|b| match b {
            Banner::GrandSlam(s) => Some(slam_banner(&tr, variant, s)),
            Banner::End(_) => None,
        })
        .collect();
    Said {
        banners,
        announce: crate::captions::announce(&tr, variant, pit(m), &trace),
        result: g.outcome().map(|o| result(&tr, o, variant)),
        to_move: g.to_move(),
    }
}

#[test]
fn a_sweep_that_reaches_25_takes_nothing_more_in_banner_announcement_and_result() {
    let said = say(Lang::En, Variant::Wahree, "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S", 'F');
    assert_eq!(said.banners, ["Sweep! South captures North's whole row and reaches 25: the game ends at once."]);
    let result = said.result.unwrap();
    assert_eq!(result, "South reaches 25 — South wins 26–22.");
    for text in [&said.banners[0], &said.announce, &result] {
        assert!(!text.contains("takes every seed"), "{text}");
    }
    // With seeds left on the board, they are not counted, and nobody
    // claims to take them.
    let said = say(Lang::En, Variant::Wahree, "0-0-2-0-0-2-1-1-0-0-0-0-22-20-S", 'F');
    let result = said.result.unwrap();
    assert!(result.starts_with("South reaches 25; the 2 seeds on the board are not counted"), "{result}");
    assert!(!said.announce.contains("takes every seed"), "{}", said.announce);
}

#[test]
fn a_result_that_states_warris_choice_says_so() {
    let tr = Tr::new(Lang::Fr);
    // The seeds left at a 25-end: warri's choice in every variant.
    let said = say(Lang::En, Variant::Wahree, "0-0-2-0-0-2-1-1-0-0-0-0-22-20-S", 'F');
    assert_eq!(
        said.result.unwrap(),
        "South reaches 25; the 2 seeds on the board are not counted (✱ warri's choice) — South wins 26–20."
    );
    // A draw below 25 is Speightstown's choice alone (by hand, from
    // docs/rules.md section 4); the next starter is every match's.
    assert_eq!(noted(&tr, Variant::Speightstown, Choice::DrawBelowTwentyFive, "x".into()), "x (✱ choix de warri)");
    assert_eq!(noted(&tr, Variant::Bridgetown, Choice::DrawBelowTwentyFive, "x".into()), "x");
    assert_eq!(noted(&tr, Variant::Bridgetown, Choice::NextStarter, "x".into()), "x (✱ choix de warri)");
    assert_eq!(noted(&tr, Variant::Abapa, Choice::NextStarter, "x".into()), "x");
}

#[test]
fn warris_forced_slam_that_reaches_25_takes_nothing_more() {
    // F is South's only move, a grand slam that reaches 25.
    let said = say(Lang::En, Variant::Wari, "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S", 'F');
    assert_eq!(
        said.banners,
        ["Forced grand slam! South captures North's whole row and reaches 25: the game ends at once."]
    );
    assert!(said.result.unwrap().starts_with("South reaches 25"));
}

#[test]
fn a_caribbean_slam_that_ends_the_game_does_not_move_again() {
    let said = say(Lang::En, Variant::Caribbean, "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S", 'F');
    assert_eq!(said.to_move, None);
    assert_eq!(said.banners, ["Grand slam! South captures North's whole row but cannot feed North: the game ends."]);
    let result = said.result.unwrap();
    assert!(result.starts_with("South has no legal move"), "{result}");
    for text in [&said.banners[0], &said.announce, &result] {
        assert!(!text.contains("moves again"), "{text}");
    }
    // Reaching 25 ends it too.
    let said = say(Lang::En, Variant::Caribbean, "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S", 'F');
    assert!(!said.announce.contains("moves again"), "{}", said.announce);
    assert!(said.announce.contains("reaches 25"), "{}", said.announce);
}

#[test]
fn a_caribbean_slam_that_goes_on_says_moves_again_once() {
    for lang in Lang::ALL {
        let said = say(lang, Variant::Caribbean, "6-0-0-0-0-2-1-1-0-0-0-0-19-19-S", 'F');
        assert_eq!(said.to_move, Some(Player::South));
        assert_eq!(said.banners.len(), 1, "{lang:?}: {:?}", said.banners);
        let again = Tr::new(lang).ta("slam-again", &[("player", side(Player::South))]);
        // The announcement says the slam once, its extra move included.
        assert_eq!(said.announce.matches(&said.banners[0]).count(), 1, "{lang:?}: {}", said.announce);
        assert_eq!(said.banners[0], again, "{lang:?}");
    }
    let said = say(Lang::En, Variant::Caribbean, "6-0-0-0-0-2-1-1-0-0-0-0-19-19-S", 'F');
    assert_eq!(said.announce.matches("moves again").count(), 1, "{}", said.announce);
    assert_eq!(
        said.announce,
        "South plays F. Grand slam! South captures North's whole row and moves again, and must feed North. Captures 4 seeds from b, a."
    );
}

#[test]
fn the_1_seed_left_is_not_counted_in_the_singular() {
    let tr = Tr::new(Lang::En);
    let text = tr.ta("end-25-left", &[("player", side(Player::South)), ("count", 1u8.into())]);
    assert_eq!(text, "South reaches 25; the 1 seed on the board is not counted");
    let text = tr.ta("end-25-left", &[("player", side(Player::South)), ("count", 3u8.into())]);
    assert_eq!(text, "South reaches 25; the 3 seeds on the board are not counted");
    let one = tr.ta("award-split", &[("count", 1u8.into()), ("south", 1u8.into()), ("north", 0u8.into())]);
    assert!(one.starts_with("the 1 seed left is split"), "{one}");
}

/// The hint line of `m` in `g` with the engine's `score`.
fn hint_of(lang: Lang, g: &Game, m: char, score: i32) -> String {
    hint(&Tr::new(lang), g, pit(m), score)
}

#[test]
fn hints_word_every_kind_of_verdict() {
    let start = Game::new(Variant::Abapa.rules());
    let win4 = WIN + 4000 - 7;
    let loss2 = -WIN - 2000 + 9;
    assert_eq!(hint_of(Lang::En, &start, 'C', win4), "C: wins by 4 seeds");
    assert_eq!(hint_of(Lang::En, &start, 'C', WIN + 1000 - 3), "C: wins by 1 seed");
    assert_eq!(hint_of(Lang::En, &start, 'C', loss2), "C: loses by 2 seeds");
    assert_eq!(hint_of(Lang::En, &start, 'C', 12), "C: about even");
    assert_eq!(hint_of(Lang::En, &start, 'C', -24), "C: about even");
    assert_eq!(hint_of(Lang::En, &start, 'C', 146), "C: about 1.5 seeds ahead");
    assert_eq!(hint_of(Lang::En, &start, 'C', -230), "C: about 2.3 seeds behind");
    // E6: F reaches 25 at once; B does not end the game.
    let e6 = game(Variant::Abapa, "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S");
    assert_eq!(hint_of(Lang::En, &e6, 'F', 0), "F: ends the game: you win, 25–9");
    assert!(hint_of(Lang::En, &e6, 'B', -50).starts_with("B: about 0.5 seeds behind"));
    // A move that repeats the position ends the game by repetition.
    let mut cycle = game(Variant::Speightstown, "1-0-0-0-0-0-1-0-0-0-0-0-24-22-S");
    for m in "A a B b C c D d E e F".chars() {
        if m != ' ' {
            cycle.play(pit(m)).unwrap();
        }
    }
    assert_eq!(hint_of(Lang::En, &cycle, 'f', 0), "f: repeats the position: a draw, 24–22");
}

#[test]
fn hints_in_dutch_and_russian_use_their_words_and_decimal_comma() {
    let start = Game::new(Variant::Abapa.rules());
    assert_eq!(hint_of(Lang::Nl, &start, 'C', 146), "C: ongeveer 1,5 zaden voor");
    assert_eq!(hint_of(Lang::Nl, &start, 'C', -230), "C: ongeveer 2,3 zaden achter");
    assert_eq!(hint_of(Lang::Nl, &start, 'C', WIN + 4000), "C: wint met 4 zaden verschil");
    assert_eq!(hint_of(Lang::Nl, &start, 'C', 3), "C: ongeveer gelijk");
    assert_eq!(hint_of(Lang::Ru, &start, 'C', 146), "C: перевес около 1,5 семени");
    assert_eq!(hint_of(Lang::Ru, &start, 'C', -WIN - 5000), "C: проигрыш с разницей в 5 семян");
    assert_eq!(hint_of(Lang::Fr, &start, 'C', 146), "C\u{a0}: environ 1,5 graine d'avance");
    let e6 = game(Variant::Abapa, "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S");
    assert_eq!(hint_of(Lang::Nl, &e6, 'F', 0), "F: beëindigt de partij: je wint, 25–9");
}

#[test]
fn seats_and_speeds_have_words() {
    let tr = Tr::new(Lang::En);
    assert_eq!(seat(&tr, Seat::Human), "Person");
    assert_eq!(seat(&tr, Seat::Computer(Level::new(4).unwrap())), "Computer, level 4");
    assert_eq!(seat(&tr, Seat::Computer(Level::MAX)), "Computer, level 6 (full strength)");
    assert_eq!(speed(&tr, Speed::Instant), "instant");
}

#[test]
fn unreadable_saved_data_is_named_in_the_pages_language() {
    use crate::shell::store::Unreadable;
    let aside = |key: &str| Kept::Aside(format!("{key}.unreadable"));
    let old = Unreadable { problem: ReadError::Envelope(Envelope::Old(0)), kept: aside("warri.saved") };
    assert_eq!(
        notice(&Tr::new(Lang::En), &Notice::Saved(old)),
        "The saved game could not be read (it was written by version 0 of warri, too old to convert). It is kept aside, unchanged, in this browser's storage (under \"warri.saved.unreadable\"): nothing is written over it."
    );
    let unknown = ReadError::Content(LangProblem::Unknown("tlh".into()));
    let lang = Unreadable { problem: unknown, kept: aside("warri.lang") };
    assert_eq!(
        notice(&Tr::new(Lang::En), &Notice::Language(lang.clone())),
        "The language you chose, as saved in this browser, could not be read (the language \"tlh\" is unknown). It is kept aside, unchanged, in this browser's storage (under \"warri.lang.unreadable\"): nothing is written over it."
    );
    let said = notice(&Tr::new(Lang::Nl), &Notice::Language(lang));
    assert!(said.starts_with("De taal die je koos, zoals ze in deze browser bewaard is, kon niet worden gelezen (de taal “tlh” is onbekend)."), "{said}");
    let missing = Unreadable { problem: ReadError::Content(LangProblem::Missing), kept: Kept::InPlace };
    let said = notice(&Tr::new(Lang::Fr), &Notice::Language(missing));
    assert!(said.contains("(le champ «\u{a0}lang\u{a0}» manque ou n'est pas valide)"), "{said}");
    let json = Unreadable { problem: ReadError::Envelope(Envelope::NoVersion), kept: aside("warri.look") };
    let said = notice(&Tr::new(Lang::Ru), &Notice::Look(json));
    assert!(said.contains("(в данных нет номера версии)"), "{said}");
    let chess =
        Unreadable { problem: ReadError::Content(UnknownVariant("chess".into())), kept: aside("warri.offered") };
    let said = notice(&Tr::new(Lang::En), &Notice::Offered(chess));
    assert!(
        said.starts_with("The list of lessons already offered could not be read (the line \"chess\" names no game)."),
        "{said}"
    );
}
