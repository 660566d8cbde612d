//! The markup of components, drawn natively with Yew's server-side
//! renderer: the test hooks other tools depend on (`data-testid`,
//! `data-pit`, `data-seeds`, …) and what they carry, checked against the
//! rules crate's own game, without a browser.

use std::rc::Rc;
use warri_rules::{Game, Pit, Position, Variant};
use warri_web::board::component::Board;

use warri_web::board::view::{board, BoardView, Interaction};
use warri_web::shell::i18n::{Lang, Tr};
use warri_web::shell::store::Kept;
use warri_web::table::{Settings, Table};
use warri_web::widgets::notices::{Notices, NoticesProps, Said};
use warri_web::widgets::rules_table::{RulesTable, RulesTableProps};
use yew::{Callback, LocalServerRenderer};

/// The component's markup.
fn render<C: yew::BaseComponent>(props: C::Properties) -> String {
    futures::executor::block_on(LocalServerRenderer::<C>::with_props(props).render())
}

/// A board drawn in a component's render, as the pages draw it.
#[derive(yew::Properties, PartialEq)]
struct DrawnProps {
    view: Rc<BoardView>,
}

#[yew::function_component(Drawn)]
fn drawn(props: &DrawnProps) -> yew::Html {
    Board::new((*props.view).clone(), Callback::noop()).html(&Tr::new(Lang::En))
}

/// The value of every `name="…"` attribute, in document order.
fn attrs(html: &str, name: &str) -> Vec<String> {
    let key = format!(" {name}=\"");
    html.match_indices(&key).map(|(at, _)| html[at + key.len()..].split('"').next().unwrap().to_string()).collect()
}

/// The tags that have a `name` attribute, each as its attributes' text.
fn tags_with<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    html.split('<')
        .filter(|t| t.split('>').next().unwrap().contains(&format!(" {name}=\"")))
        .map(|t| t.split('>').next().unwrap())
        .collect()
}

#[test]
fn the_board_carries_the_position_the_rules_reach() {
    // A few moves from the start.
    let mut game = Game::new(Variant::Wari.rules());
    for m in ["C", "f", "A", "e"] {
        game.play(m.parse::<Pit>().unwrap()).unwrap();
    }
    let position: Position = *game.position();
    let table = Table::with_game(Settings { variant: Variant::Wari, ..Settings::default() }, game);
    let view = board(&table, None, false, &Tr::new(Lang::En), Interaction::Play);
    let html = render::<Drawn>(DrawnProps { view: Rc::new(view) });
    assert!(html.contains(r#"data-testid="board""#) && html.contains(r#"data-variant="wari""#), "{html}");
    let pits = tags_with(&html, "data-pit");
    let mut letters: Vec<String> = pits.iter().flat_map(|t| attrs(&format!(" {t}"), "data-pit")).collect();
    letters.sort_unstable();
    assert_eq!(letters, ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"], "twelve pits, each once");
    for tag in &pits {
        let tag = format!(" {tag}");
        let pit: Pit = attrs(&tag, "data-pit")[0].parse().unwrap();
        assert_eq!(attrs(&tag, "data-seeds"), [position.pits()[pit.index()].to_string()], "pit {pit:?}");
    }
    // The two stores, each with its seeds: every seed is somewhere.
    let stores = tags_with(&html, "data-store");
    assert_eq!(stores.len(), 2, "{html}");
    let seeds = attrs(&html, "data-seeds");
    let total: u32 = seeds.iter().map(|s| s.parse::<u32>().unwrap()).sum();
    assert_eq!(total, 48, "every seed is on the board or in a store");
}

#[test]
fn the_rules_table_marks_what_a_variant_changes() {
    // Standard Oware changes nothing: no comparison column.
    let abapa = render::<RulesTable>(RulesTableProps { variant: Variant::Abapa, glossary: true });
    assert!(abapa.contains(r#"data-testid="rules-table""#), "{abapa}");
    assert!(
        !abapa.contains(r#"data-differs="true""#) && !attrs(&abapa, "class").iter().any(|c| c.contains("compare")),
        "{abapa}"
    );
    // Wari forbids the grand slam: at least that row differs, and the
    // table compares.
    let wari = render::<RulesTable>(RulesTableProps { variant: Variant::Wari, glossary: true });
    let changed = attrs(&wari, "data-differs").iter().filter(|d| *d == "true").count();
    assert!(changed >= 1 && attrs(&wari, "class").iter().any(|c| c == "rules-table compare"), "{wari}");
    assert!(wari.to_lowercase().contains("grand slam"), "{wari}");
    // It links to the glossary, except where the page around it does.
    assert_eq!(wari.matches(r#"data-testid="glossary-link""#).count(), 1, "{wari}");
    let inside = render::<RulesTable>(RulesTableProps { variant: Variant::Wari, glossary: false });
    assert_eq!(inside.matches(r#"data-testid="glossary-link""#).count(), 0, "{inside}");
}

#[test]
fn a_rule_a_variant_keeps_is_said_once_on_a_phone() {
    // On a phone each row is a card whose values say their column
    // (`data-label`); where Wari keeps the standard's rule, its cell says
    // so ("Same in both") and the standard's repeats nothing (the
    // stylesheet hides it there).
    let wari = render::<RulesTable>(RulesTableProps { variant: Variant::Wari, glossary: true });
    let rows: Vec<&str> = wari.split("<tr").skip(2).collect();
    assert!(rows.len() > 3, "{wari}");
    for row in rows {
        let differs = row.contains(r#"data-differs="true""#);
        let labels = attrs(row, "data-label");
        let want =
            if differs { ["Wari", "Standard Oware (Abapa)"] } else { ["Same in both", "Standard Oware (Abapa)"] };
        assert_eq!(labels, want, "{row}");
    }
}

#[test]
fn a_notice_about_unreadable_saved_data_offers_to_discard_the_kept_copy() {
    let said = vec![
        Said::text("A bad link.".into()),
        Said {
            text: "The saved game could not be read.".into(),
            kept: Some(Kept::Aside("warri.saved.unreadable".into())),
        },
    ];
    let html = render::<Notices>(NoticesProps { said, on_dismiss: Callback::noop() });
    assert!(html.contains(r#"data-testid="notice""#) && html.contains(r#"role="alert""#), "{html}");
    assert!(html.contains("A bad link.") && html.contains("The saved game could not be read."), "{html}");
    assert_eq!(html.matches(r#"data-testid="discard-kept""#).count(), 1, "one kept copy, one button: {html}");
    let none = render::<Notices>(NoticesProps { said: vec![], on_dismiss: Callback::noop() });
    assert!(!none.contains("data-testid"), "nothing to say, nothing drawn: {none}");
}
