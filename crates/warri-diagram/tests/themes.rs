//! The diagram's themes, read back as XML: classic draws exactly the
//! pictures warri drew before themes existed (fixtures written by `warri
//! diagram` before the change), tradition's nickars are grey, every text
//! stands out from what it is drawn on (WCAG AA in every theme, AAA in
//! contrast, the ratio worked out here from the colours), and contrast has
//! no gradient, two colours and one mark colour, with marks told apart
//! without colour.

use roxmltree::{Document, Node};
use warri_diagram::{svg, Diagram, LastMove, Theme};
use warri_i18n::{Lang, Tr};
use warri_rules::{Game, Pit, Position, Variant};

/// A position drawn for these tests: a variant, a start, moves played from
/// it, the last of them marked or not, the seat and the language.
struct Case {
    variant: Variant,
    start: &'static str,
    moves: &'static str,
    mark: bool,
    flipped: bool,
    lang: Lang,
}

const START: &str = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";

/// The positions of the fixtures, as the command lines that wrote them
/// (tests/fixtures/*.svg) give them.
const FIXTURES: [(&str, Case); 4] = [
    // warri diagram --variant abapa --position 0-0-0-0-0-2-1-1-0-0-0-3-21-20-S --moves F --mark-last
    (
        include_str!("fixtures/classic-capture-en.svg"),
        Case {
            variant: Variant::Abapa,
            start: "0-0-0-0-0-2-1-1-0-0-0-3-21-20-S",
            moves: "F",
            mark: true,
            flipped: false,
            lang: Lang::En,
        },
    ),
    // warri diagram --variant abapa --moves "C f A b" --mark-last --flip --lang fr
    (
        include_str!("fixtures/classic-flipped-fr.svg"),
        Case { variant: Variant::Abapa, start: START, moves: "CfAb", mark: true, flipped: true, lang: Lang::Fr },
    ),
    // warri diagram --variant abapa --position 14-1-0-0-0-0-0-0-0-0-0-3-20-10-N --lang ru
    (
        include_str!("fixtures/classic-heaps-ru.svg"),
        Case {
            variant: Variant::Abapa,
            start: "14-1-0-0-0-0-0-0-0-0-0-3-20-10-N",
            moves: "",
            mark: false,
            flipped: false,
            lang: Lang::Ru,
        },
    ),
    // warri diagram --variant wahree
    (
        include_str!("fixtures/classic-start-en.svg"),
        Case { variant: Variant::Wahree, start: START, moves: "", mark: false, flipped: false, lang: Lang::En },
    ),
];

/// South plays D (3 seeds) into E, F and a; a becomes 2 and is captured:
/// an origin, sown pits and a captured pit in one picture.
const ALL_MARKS: Case = Case {
    variant: Variant::Abapa,
    start: "0-0-0-3-0-0-1-3-3-3-3-3-14-15-S",
    moves: "D",
    mark: true,
    flipped: false,
    lang: Lang::En,
};

/// The case drawn in `theme`.
fn draw(case: &Case, theme: Theme) -> String {
    let start: Position = case.start.parse().unwrap();
    let mut game = Game::from_position(case.variant.rules(), start);
    for c in case.moves.chars() {
        game.play(Pit::from_letter(c).unwrap()).unwrap();
    }
    let last = if case.mark { LastMove::of_game(&game) } else { None };
    let d = Diagram { variant: case.variant, game: &game, last: last.as_ref(), flipped: case.flipped, theme };
    svg(&d, &Tr::new(case.lang))
}

/// Every case of these tests.
fn cases() -> impl Iterator<Item = &'static Case> {
    FIXTURES.iter().map(|(_, c)| c).chain([&ALL_MARKS])
}

/// `#rrggbb` as its three channels.
fn rgb(hex: &str) -> [u8; 3] {
    let h = hex.strip_prefix('#').filter(|h| h.len() == 6).unwrap_or_else(|| panic!("not #rrggbb: {hex}"));
    [0, 2, 4].map(|i| u8::from_str_radix(&h[i..i + 2], 16).unwrap())
}

/// WCAG 2's relative luminance of `#rrggbb`.
fn luminance(hex: &str) -> f64 {
    let [r, g, b] = rgb(hex).map(|c| {
        let c = f64::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    });
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// WCAG 2's contrast ratio of two colours, from 1 to 21.
fn contrast(a: &str, b: &str) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[test]
fn the_contrast_ratio_is_wcags() {
    // Black on white is 21:1; #777777 on white is WCAG's well-known 4.48:1.
    assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 1e-9);
    assert!((contrast("#ffffff", "#777777") - 4.48).abs() < 0.01);
    assert!((contrast("#2b1a0e", "#2b1a0e") - 1.0).abs() < 1e-9);
}

/// The colours a `fill` paints: itself, or the stops of the gradient it
/// names.
fn paint_colours(doc: &Document, fill: &str) -> Vec<String> {
    match fill.strip_prefix("url(#").and_then(|f| f.strip_suffix(')')) {
        None => vec![fill.to_string()],
        Some(id) => {
            let gradient = doc.descendants().find(|n| n.attribute("id") == Some(id)).expect("the gradient");
            let stops: Vec<String> =
                gradient.children().filter_map(|s| s.attribute("stop-color")).map(String::from).collect();
            assert!(!stops.is_empty(), "gradient {id} has stops");
            stops
        }
    }
}

/// A number attribute of `n` (0 when absent, as SVG has it).
fn num(n: Node, name: &str) -> f64 {
    n.attribute(name).map_or(0.0, |v| v.parse().unwrap())
}

/// Whether the filled shape `n` (a rect or a circle) covers the point.
fn covers(n: Node, (x, y): (f64, f64)) -> bool {
    if n.attribute("fill").is_none_or(|f| f == "none") {
        return false;
    }
    match n.tag_name().name() {
        "rect" => {
            let (left, top) = (num(n, "x"), num(n, "y"));
            (left..=left + num(n, "width")).contains(&x) && (top..=top + num(n, "height")).contains(&y)
        }
        "circle" => (x - num(n, "cx")).hypot(y - num(n, "cy")) <= num(n, "r"),
        _ => false,
    }
}

/// Points inside the glyphs of a text: at its anchor (its start or its
/// middle), low and high in the line.
fn glyph_points(t: Node) -> [(f64, f64); 2] {
    let size = num(t, "font-size");
    let x = if t.attribute("text-anchor") == Some("middle") { num(t, "x") } else { num(t, "x") + 0.3 * size };
    let y = num(t, "y");
    [(x, y - 0.1 * size), (x, y - 0.6 * size)]
}

/// Each text of the document, its colours and the colours of what it is
/// drawn on (the topmost filled shape painted before it under its glyphs).
fn texts_on_grounds(doc: &Document) -> Vec<(String, Vec<String>, Vec<String>)> {
    let all: Vec<Node> = doc.descendants().collect();
    let mut found = Vec::new();
    for (at, t) in all.iter().enumerate().filter(|(_, n)| n.has_tag_name("text")) {
        let inks: Vec<String> = t.descendants().filter_map(|n| n.attribute("fill")).map(String::from).collect();
        let mut grounds = Vec::new();
        for point in glyph_points(*t) {
            let ground = all[..at].iter().rev().find(|n| covers(**n, point));
            let ground = ground.unwrap_or_else(|| panic!("text {:?} stands on nothing", t.text()));
            grounds.extend(paint_colours(doc, ground.attribute("fill").unwrap()));
        }
        let words: String = t.descendants().filter(|n| n.is_text()).filter_map(|n| n.text()).collect();
        found.push((words, inks, grounds));
    }
    found
}

#[test]
fn classic_draws_the_pictures_warri_drew_before_themes() {
    for (before, case) in &FIXTURES {
        assert_eq!(&draw(case, Theme::Classic), before, "{} {}", case.start, case.moves);
    }
}

#[test]
fn every_theme_draws_well_formed_self_contained_xml() {
    for theme in Theme::ALL {
        for case in cases() {
            let text = draw(case, theme);
            let doc = Document::parse(&text).unwrap_or_else(|e| panic!("{theme}: not XML ({e}):\n{text}"));
            assert_eq!(doc.root_element().tag_name().name(), "svg");
            assert!(!text.contains("href") && !text.contains("<image"), "{theme}: nothing external");
            let pits = doc.descendants().filter(|n| n.attribute("data-pit").is_some()).count();
            assert_eq!(pits, 12, "{theme}: twelve pits");
        }
    }
}

#[test]
fn tradition_seeds_are_grey_nickars_on_a_dark_board() {
    for case in cases() {
        let text = draw(case, Theme::Tradition);
        let doc = Document::parse(&text).unwrap();
        let seeds: Vec<Node> =
            doc.descendants().filter(|n| n.has_tag_name("circle") && n.attribute("r") == Some("5.5")).collect();
        assert!(!seeds.is_empty(), "{}: seeds are drawn", case.start);
        for seed in seeds {
            let colours = paint_colours(&doc, seed.attribute("fill").unwrap());
            for c in &colours {
                let [r, g, b] = rgb(c);
                assert!(r.max(g).max(b) - r.min(g).min(b) < 16, "{c} is grey: its channels differ by less than 16");
                assert!((0.1..0.75).contains(&luminance(c)), "{c} is a mid grey, neither black nor white");
            }
            let edge = seed.attribute("stroke").expect("a nickar has a faint outline");
            let [r, g, b] = rgb(edge);
            assert!(r.max(g).max(b) - r.min(g).min(b) < 16, "the outline {edge} is grey");
            assert!(colours.iter().all(|c| luminance(edge) < luminance(c)), "the outline {edge} is darker");
        }
        let board = doc.descendants().find(|n| n.has_tag_name("rect") && n.attribute("rx") == Some("40")).unwrap();
        assert!(luminance(board.attribute("fill").unwrap()) < 0.1, "the mahogany board is dark");
    }
}

#[test]
fn every_text_stands_out_from_what_it_is_drawn_on() {
    for (theme, least) in [(Theme::Classic, 4.5), (Theme::Tradition, 4.5), (Theme::Contrast, 7.0)] {
        for case in cases() {
            let doc_text = draw(case, theme);
            let doc = Document::parse(&doc_text).unwrap();
            let texts = texts_on_grounds(&doc);
            assert!(texts.len() >= 29, "{theme}: 12 counts, 12 letters, 2 stores' counts and owners, the header");
            for (words, inks, grounds) in texts {
                assert!(!inks.is_empty(), "{theme}: {words:?} has a colour");
                for ink in &inks {
                    for ground in &grounds {
                        let ratio = contrast(ink, ground);
                        assert!(ratio >= least, "{theme}: {words:?} in {ink} on {ground}: {ratio:.2} < {least}");
                    }
                }
            }
        }
    }
}

#[test]
fn contrast_has_no_gradient_two_colours_and_one_mark_colour() {
    for case in cases() {
        let text = draw(case, Theme::Contrast);
        for texture in ["<defs", "Gradient", "url(", "<pattern", "opacity", "filter"] {
            assert!(!text.contains(texture), "{}: no {texture}", case.start);
        }
        let mut colours: Vec<String> = text
            .match_indices("=\"#")
            .map(|(at, _)| text[at + 2..].chars().take_while(|c| *c != '"').collect())
            .filter(|c: &String| c != "#000000" && c != "#ffffff")
            .collect();
        colours.sort();
        colours.dedup();
        assert!(colours.len() <= 1, "black, white and one mark colour: {colours:?}");
    }
}

/// The rings of the marked pits of `text`: (mark, stroke width, dashes).
fn rings(text: &str) -> Vec<(String, String, Option<String>)> {
    let doc = Document::parse(text).unwrap();
    let marked = doc.descendants().filter(|n| n.attribute("data-mark").is_some());
    marked
        .map(|g| {
            let ring = g.children().find(|c| c.attribute("fill") == Some("none")).expect("a marked pit has a ring");
            let width = ring.attribute("stroke-width").unwrap().to_string();
            (g.attribute("data-mark").unwrap().to_string(), width, ring.attribute("stroke-dasharray").map(String::from))
        })
        .collect()
}

#[test]
fn contrast_marks_differ_without_colour() {
    let found = rings(&draw(&ALL_MARKS, Theme::Contrast));
    let of = |mark: &str| found.iter().find(|r| r.0 == mark).map(|r| (r.1.clone(), r.2.clone()));
    let (origin, sown, captured) = (of("origin"), of("sown"), of("captured"));
    assert!(origin.is_some() && sown.is_some() && captured.is_some(), "D origin, E F sown, a captured: {found:?}");
    assert!(origin != sown && sown != captured && origin != captured, "each mark has its own stroke: {found:?}");
    assert!(origin.unwrap().1.is_some(), "the origin's ring is dashed");
}
