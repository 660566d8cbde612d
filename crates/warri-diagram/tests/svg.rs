//! The diagram's contract, read back as XML the way a wiki or a browser
//! reads it: a standalone SVG document with `xmlns` and `viewBox`, a title
//! in words, one group per pit and per store with the right counts (as
//! attributes, as visible text and as dots), nothing external; for every
//! variant, every language, both seats, every theme and many positions of
//! real games.

use roxmltree::{Document, Node};
use warri_diagram::{svg, Diagram, LastMove, Theme, DOTS, STORE_DOTS};
use warri_i18n::{Lang, Tr};
use warri_rules::{Game, Pit, Player, Position, Variant};

const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// A small seeded generator (the same games on every run).
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

fn texts<'a>(n: Node<'a, 'a>) -> Vec<String> {
    n.descendants()
        .filter(|d| d.has_tag_name("text"))
        .map(|t| t.descendants().filter(|x| x.is_text()).filter_map(|x| x.text()).collect())
        .collect()
}

/// Checks that every `url(` of `doc_text` names an element of the document
/// itself (a gradient in its `<defs>`), never a file or an address.
fn check_references_stay_inside(doc_text: &str, root: Node) {
    for (at, _) in doc_text.match_indices("url(") {
        let rest = &doc_text[at + 4..];
        let id = rest.strip_prefix('#').and_then(|r| r.split_once(')')).map(|(id, _)| id);
        let near: String = rest.chars().take(30).collect();
        let id = id.unwrap_or_else(|| panic!("url( refers outside the document: {near}"));
        assert!(root.descendants().any(|n| n.attribute("id") == Some(id)), "url(#{id}) is defined in the document");
    }
}

/// Checks one drawing of `game` against the contract.
fn check(variant: Variant, game: &Game, last: Option<&LastMove>, flipped: bool, theme: Theme, tr: &Tr) {
    let doc_text = svg(&Diagram { variant, game, last, flipped, theme }, tr);
    let doc = Document::parse(&doc_text).unwrap_or_else(|e| panic!("not XML ({e}):\n{doc_text}"));
    let root = doc.root_element();
    assert!(root.has_tag_name((SVG_NS, "svg")), "the root is an svg element in the SVG namespace");
    assert_eq!(root.attribute("version"), Some("1.1"));
    let view_box: Vec<f32> = root.attribute("viewBox").unwrap().split(' ').map(|x| x.parse().unwrap()).collect();
    assert_eq!(view_box.len(), 4);
    assert!(view_box[2] >= 600.0, "legible at 600 px wide: drawn at least that wide");
    assert!(!doc_text.contains("href") && !doc_text.contains("<image"), "no external reference");
    check_references_stay_inside(&doc_text, root);

    let title = root.children().find(|c| c.has_tag_name("title")).expect("a <title>");
    let title = title.text().unwrap_or_default();
    let pos = game.position();
    for p in [Player::South, Player::North] {
        let counts: Vec<String> = (0..6).map(|r| pos.seeds(Pit::of(p, r)).to_string()).collect();
        assert!(title.contains(&counts.join(", ")), "the title gives {p:?}'s counts: {title}");
    }
    assert!(title.contains(&warri_i18n::words::variant_name(tr, variant)), "the title names the variant: {title}");

    let pits: Vec<Node> = root.descendants().filter(|n| n.attribute("data-pit").is_some()).collect();
    let letters: String = pits.iter().map(|n| n.attribute("data-pit").unwrap()).collect();
    // Drawn in reading order: the far row right to left, then the near row
    // left to right, as the game's board shows it.
    let (far_first, near) = if flipped { ("FEDCBA", "abcdef") } else { ("fedcba", "ABCDEF") };
    let mut expected = String::new();
    for (a, b) in far_first.chars().zip(near.chars()) {
        expected.push(a);
        expected.push(b);
    }
    assert_eq!(letters, expected);
    for g in &pits {
        let pit = Pit::from_letter(g.attribute("data-pit").unwrap().chars().next().unwrap()).unwrap();
        let n = pos.seeds(pit);
        assert_eq!(g.attribute("data-seeds"), Some(n.to_string().as_str()), "pit {}", pit.letter());
        let t = texts(*g);
        assert!(t.contains(&n.to_string()), "pit {} shows its count: {t:?}", pit.letter());
        assert!(t.contains(&pit.letter().to_string()), "pit {} shows its letter: {t:?}", pit.letter());
        // The hole, a badge, marks and dots are circles; dots are r=5.5.
        let dots = g.children().filter(|c| c.has_tag_name("circle") && c.attribute("r") == Some("5.5")).count();
        assert_eq!(dots, if n <= DOTS { usize::from(n) } else { 0 }, "pit {} with {n} seeds", pit.letter());
        assert_eq!(g.attribute("data-mark"), last.and_then(|l| l.mark(pit)));
    }
    for p in [Player::South, Player::North] {
        let g = root.descendants().find(|n| n.attribute("data-store") == Some(p.key())).expect("a store group");
        let n = pos.stores()[p];
        assert_eq!(g.attribute("data-seeds"), Some(n.to_string().as_str()));
        assert!(texts(g).contains(&n.to_string()));
        let dots = g.children().filter(|c| c.has_tag_name("circle")).count();
        assert_eq!(dots, if n <= STORE_DOTS { usize::from(n) } else { 0 });
    }
    let caption = root.descendants().find(|n| n.attribute("data-testid") == Some("caption"));
    assert_eq!(caption.is_some(), last.is_some(), "a caption exactly when a move is marked");
}

#[test]
fn every_variant_language_seat_and_theme_draws_real_games_to_the_contract() {
    let mut rng = Lcg(2026);
    let trs: Vec<Tr> = Lang::ALL.into_iter().map(Tr::new).collect();
    let mut drawn = 0;
    for variant in Variant::ALL {
        for game_no in 0..4 {
            let mut game = Game::new(variant.rules());
            let mut last = None;
            for ply in 0.. {
                let tr = &trs[(ply + game_no) % trs.len()];
                let theme = Theme::ALL[(ply + game_no) % Theme::ALL.len()];
                check(variant, &game, last.as_ref(), ply % 2 == 1, theme, tr);
                drawn += 1;
                let legal: Vec<Pit> = game.legal_moves().into_iter().collect();
                if legal.is_empty() || ply > 200 {
                    break;
                }
                let trace = game.play(legal[rng.below(legal.len())]).unwrap();
                last = LastMove::from_trace(&trace);
                assert!(last.is_some(), "every move lifts seeds");
            }
        }
    }
    assert!(drawn > 1000, "{drawn} diagrams");
}

#[test]
fn a_capture_is_marked_and_named() {
    // South plays F (2 seeds) into a and b, which become 2 and 2: both are
    // captured (b first, then a).
    let pos: Position = "0-0-0-0-0-2-1-1-0-0-0-3-21-20-S".parse().unwrap();
    let mut game = Game::from_position(Variant::Abapa.rules(), pos);
    let trace = game.play(Pit::from_letter('F').unwrap()).unwrap();
    let last = LastMove::from_trace(&trace).unwrap();
    assert_eq!(last.origin, Pit::from_letter('F').unwrap());
    let a = Pit::from_letter('a').unwrap();
    let b = Pit::from_letter('b').unwrap();
    assert_eq!(last.captured, vec![(b, 2), (a, 2)]);
    assert_eq!(last.mark(a), Some("captured"));
    assert_eq!(last.mark(Pit::from_letter('F').unwrap()), Some("origin"));
    assert_eq!(last.mark(Pit::from_letter('c').unwrap()), None);
    assert_eq!(LastMove::of_game(&game).as_ref(), Some(&last), "the game's last move, found again");
    assert_eq!(LastMove::of_game(&Game::from_position(Variant::Abapa.rules(), pos)), None, "no move yet");
    for theme in Theme::ALL {
        check(Variant::Abapa, &game, Some(&last), false, theme, &Tr::new(Lang::En));
    }

    let d = Diagram { variant: Variant::Abapa, game: &game, last: Some(&last), flipped: false, theme: Theme::Classic };
    let en = svg(&d, &Tr::new(Lang::En));
    assert!(en.contains("Last move F — sown: a, b — captured: b (2), a (2)"), "{en}");
    assert!(en.contains("South&apos;s pits A–F: 0, 0, 0, 0, 0, 0"), "{en}");
    assert!(en.contains("Stores: South 25, North 20"), "{en}");
    let ru = svg(&d, &Tr::new(Lang::Ru));
    assert!(ru.contains("Последний ход: F — посеяны: a, b — захвачены: b (2), a (2)"), "{ru}");
    assert!(ru.contains("xml:lang=\"ru\""));
}

#[test]
fn a_sowing_of_twelve_or_more_marks_its_origin_not_sown() {
    // A lap of 12 or more passes over its own pit.
    let pos: Position = "13-0-0-0-0-0-4-4-4-4-4-4-6-5-S".parse().unwrap();
    let mut game = Game::from_position(Variant::Abapa.rules(), pos);
    let trace = game.play(Pit::from_letter('A').unwrap()).unwrap();
    let last = LastMove::from_trace(&trace).unwrap();
    let origin = Pit::from_letter('A').unwrap();
    assert!(!last.sown.contains(origin), "the origin is skipped");
    assert_eq!(last.mark(origin), Some("origin"));
    check(Variant::Abapa, &game, Some(&last), true, Theme::Tradition, &Tr::new(Lang::Nl));
}

#[test]
fn a_finished_game_says_so_with_its_score() {
    // A Wahree game played at random to its end.
    let mut game = Game::new(Variant::Wahree.rules());
    let mut rng = Lcg(7);
    while !game.is_over() {
        let legal: Vec<Pit> = game.legal_moves().into_iter().collect();
        game.play(legal[rng.below(legal.len())]).unwrap();
    }
    let d = Diagram { variant: Variant::Wahree, game: &game, last: None, flipped: false, theme: Theme::Contrast };
    let doc = svg(&d, &Tr::new(Lang::Fr));
    let s = game.position().stores();
    assert!(doc.contains(&format!("Partie terminée (Sud {} – Nord {})", s.south, s.north)), "{doc}");
    check(Variant::Wahree, &game, None, false, Theme::Contrast, &Tr::new(Lang::Fr));
}
