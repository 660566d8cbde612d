//! Diagrams: a static picture of a position, for the places that take an
//! image and no live board — a wiki that allows no iframes, a printed
//! handout. One drawing, in Rust, serves the command line
//! (`warri diagram … > board.svg`) and the page's download (which renders
//! the same SVG to PNG in the browser).
//!
//! The picture is a standalone SVG 1.1 document with no external
//! reference (generic font families, no images, no style sheet), seen from
//! South's seat as the game's board is (North's row on top, `f` … `a`;
//! flipped, from North's): each pit a group `<g data-pit="A"
//! data-seeds="4">` holding its seeds as dots (up to [`DOTS`], beyond which
//! the count alone stays readable), its count as text and its letter; each
//! store `<g data-store="south" data-seeds="0">`. Its `<title>` says the
//! whole position in words, in the chosen language. The last move can be
//! marked: its origin, the pits it sowed and the pits it captured
//! (`data-mark` on the pit's group, drawn as rings and named in a caption
//! under the board, so that it reads in black and white too). It is drawn
//! in one of the [`Theme`]s, each theme's colours in one palette
//! (`palette.rs`); classic is the look warri's diagrams always had.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::fmt::Write;

mod palette;
mod theme;
use palette::Palette;
pub use theme::{Theme, UnknownTheme};

use warri_i18n::words::{letter, player, side, variant_name};
use warri_i18n::Tr;
use warri_rules::{Game, MoveSet, Pit, Player, Step, Variant};

/// Seeds drawn as dots in one pit; more are shown by their count alone.
pub const DOTS: u8 = 12;
/// Seeds drawn as dots in a store; more are shown by their count alone.
pub const STORE_DOTS: u8 = 18;

/// What a diagram shows.
#[derive(Clone, Copy, Debug)]
pub struct Diagram<'a> {
    /// The variant (named in the title).
    pub variant: Variant,
    /// The game at the position to draw: its position, who is to move, and
    /// whether it is over.
    pub game: &'a Game,
    /// The last move, to mark.
    pub last: Option<&'a LastMove>,
    /// Seen from North's seat.
    pub flipped: bool,
    /// The look it is drawn in.
    pub theme: Theme,
}

/// What a move did, as a diagram marks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// The pit it was played from.
    pub origin: Pit,
    /// The pits it sowed into.
    pub sown: MoveSet,
    /// The pits it captured, and how many seeds from each, in the trace's
    /// order.
    pub captured: Vec<(Pit, u8)>,
}

impl LastMove {
    /// What the move of `trace` (as [`Game::play`] returns it) did; `None`
    /// for a trace that lifts no seeds.
    pub fn from_trace(trace: &[Step]) -> Option<LastMove> {
        let origin = trace.iter().find_map(|s| match s {
            Step::Pickup { pit, .. } => Some(*pit),
            _ => None,
        })?;
        let mut last = LastMove { origin, sown: MoveSet::default(), captured: Vec::new() };
        for step in trace {
            match step {
                Step::Sow { pit, .. } => last.sown.insert(*pit),
                Step::Capture { pit, seeds, .. } => last.captured.push((*pit, *seeds)),
                _ => {}
            }
        }
        Some(last)
    }

    /// What the last move of `game` did (`None` before any move), from its
    /// trace ([`Game::last_trace`]).
    pub fn of_game(game: &Game) -> Option<LastMove> {
        LastMove::from_trace(&game.last_trace()?)
    }

    /// How the diagram marks `pit`: `origin`, `captured`, `sown`, or nothing.
    pub fn mark(&self, pit: Pit) -> Option<&'static str> {
        if self.captured.iter().any(|(p, _)| *p == pit) {
            Some("captured")
        } else if pit == self.origin {
            Some("origin")
        } else if self.sown.contains(pit) {
            Some("sown")
        } else {
            None
        }
    }
}

/// Where seed `i` sits in a pit, in percent of the pit's width and height: a
/// sunflower spiral (each seed a golden angle round from the one before), so
/// adding a seed never moves the others. The game's board places its seeds
/// the same way. The angle is turned step by step with its cosine and sine
/// written out, so no trigonometry is compiled into the page.
pub fn seed_spot(i: u8) -> (f32, f32) {
    // cos and sin of the golden angle, 2.399963 radians.
    const COS: f32 = -0.737_368_7;
    const SIN: f32 = 0.675_490_5;
    // The first dozen seeds fill the pit; later ones ride the outer ring.
    let r = (36.0 * ((f32::from(i) + 0.5) / 12.0).sqrt()).min(36.0);
    let (mut c, mut s) = (1.0_f32, 0.0_f32);
    for _ in 0..i {
        (c, s) = (c * COS - s * SIN, c * SIN + s * COS);
    }
    (50.0 + r * c, 50.0 + r * s)
}

// The drawing's measures (SVG user units; 760 wide).
const WIDTH: f32 = 760.0;
const HEADER: f32 = 44.0;
const BOARD_H: f32 = 250.0;
const CAPTION: f32 = 40.0;
const PIT_R: f32 = 37.0;
const FONT: &str = "font-family=\"sans-serif\"";
/// The page around the board, in every theme.
const PAGE: &str = "#ffffff";

/// A coordinate as SVG writes it, to a tenth (written with integers: the
/// page's wasm then carries no float formatting).
struct N(f32);

impl std::fmt::Display for N {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tenths = (self.0 * 10.0).round() as i32;
        let sign = if tenths < 0 { "-" } else { "" };
        let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
        if tenth == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{tenth}")
        }
    }
}

/// `text` made safe for XML text and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

/// The status in words: who is to move, or that the game is over and the
/// score.
fn status(tr: &Tr, game: &Game) -> String {
    match game.to_move() {
        Some(p) => tr.ta("status-to-move", &[("player", side(p))]),
        None => {
            let s = game.position().stores();
            format!(
                "{} ({})",
                tr.t("status-over"),
                tr.ta("status-score", &[("south", s.south.into()), ("north", s.north.into())])
            )
        }
    }
}

/// The position in words, for the `<title>`: the variant, the status, each
/// row's counts, the stores, and the marked move.
pub fn title(d: &Diagram, tr: &Tr) -> String {
    let pos = d.game.position();
    let row = |p: Player| {
        let counts: Vec<String> = (0..6).map(|r| pos.seeds(Pit::of(p, r)).to_string()).collect();
        tr.ta(
            "diagram-row",
            &[
                ("owner", side(p)),
                ("from", letter(Pit::of(p, 0)).as_str().into()),
                ("to", letter(Pit::of(p, 5)).as_str().into()),
                ("counts", counts.join(", ").as_str().into()),
            ],
        )
    };
    let stores = pos.stores();
    let mut parts = vec![
        format!("{}: {}", variant_name(tr, d.variant), status(tr, d.game)),
        row(Player::South),
        row(Player::North),
        tr.ta("diagram-stores", &[("south", stores.south.into()), ("north", stores.north.into())]),
    ];
    if let Some(last) = d.last {
        parts.push(caption(tr, last));
    }
    parts.join(". ") + "."
}

/// The caption of a marked move: "Last move C — sown: D, E, F, a —
/// captured: a (3), b (2)".
pub fn caption(tr: &Tr, last: &LastMove) -> String {
    let mut parts = vec![tr.ta("diagram-last", &[("pit", letter(last.origin).as_str().into())])];
    let sown: Vec<String> = (0..12).filter_map(Pit::new).filter(|p| last.sown.contains(*p)).map(letter).collect();
    if !sown.is_empty() {
        parts.push(tr.ta("diagram-sown", &[("pits", sown.join(", ").as_str().into())]));
    }
    if !last.captured.is_empty() {
        let taken: Vec<String> = last.captured.iter().map(|(p, n)| format!("{} ({n})", letter(*p))).collect();
        parts.push(tr.ta("diagram-captured", &[("pits", taken.join(", ").as_str().into())]));
    }
    parts.join(" — ")
}

/// The diagram as a standalone SVG 1.1 document.
pub fn svg(d: &Diagram, tr: &Tr) -> String {
    let pal = Palette::of(d.theme);
    let pos = d.game.position();
    let mut s = String::new();
    head(&mut s, d, tr, pal);
    let (near, far) = if d.flipped { (Player::North, Player::South) } else { (Player::South, Player::North) };
    store(&mut s, tr, pal, far, pos.stores()[far], 24.0);
    store(&mut s, tr, pal, near, pos.stores()[near], WIDTH - 24.0 - 84.0);
    let cell = (WIDTH - 2.0 * 118.0) / 6.0;
    for col in 0..6 {
        let cx = 118.0 + cell * (col as f32 + 0.5);
        // The far row runs right to left, the near row left to right.
        pit(&mut s, d, Pit::of(far, 5 - col), cx, HEADER + 70.0, true);
        pit(&mut s, d, Pit::of(near, col), cx, HEADER + BOARD_H - 70.0, false);
    }
    if let Some(last) = d.last {
        let _ = writeln!(
            s,
            "<text x=\"20\" y=\"{y}\" {FONT} font-size=\"17\" fill=\"{ink}\" data-testid=\"caption\">{text}</text>",
            y = N(HEADER + BOARD_H + 36.0),
            ink = pal.ink,
            text = escape(&caption(tr, last)),
        );
    }
    s.push_str("</svg>\n");
    s
}

/// The document's start: the XML declaration, the `<svg>` element, the
/// title, the theme's gradients, the page, the header and the board.
fn head(s: &mut String, d: &Diagram, tr: &Tr, pal: &Palette) {
    let height = HEADER + BOARD_H + 12.0 + if d.last.is_some() { CAPTION } else { 0.0 };
    let (w, h) = (N(WIDTH), N(height));
    let _ = write!(
        s,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" viewBox=\"0 0 {w} {h}\" \
         width=\"{w}\" height=\"{h}\" role=\"img\" xml:lang=\"{lang}\" data-variant=\"{variant}\">\n\
         <title>{title}</title>\n",
        lang = tr.lang().code(),
        variant = d.variant.key(),
        title = escape(&title(d, tr)),
    );
    defs(s, pal);
    let _ = write!(
        s,
        "<rect width=\"{w}\" height=\"{h}\" fill=\"{PAGE}\"/>\n\
         <text x=\"20\" y=\"30\" {FONT} font-size=\"20\" fill=\"{ink}\"><tspan font-weight=\"bold\">{name}</tspan> · {status}</text>\n\
         <rect x=\"10\" y=\"{top}\" width=\"{bw}\" height=\"{bh}\" rx=\"40\" fill=\"{wood}\" stroke=\"{edge}\" stroke-width=\"3\"/>\n",
        ink = pal.ink,
        name = escape(&variant_name(tr, d.variant)),
        status = escape(&status(tr, d.game)),
        top = N(HEADER),
        bw = N(WIDTH - 20.0),
        bh = N(BOARD_H),
        wood = pal.wood,
        edge = pal.edge,
    );
}

/// The palette's gradients, once each, in `<defs>` (nothing for a theme
/// without any).
fn defs(s: &mut String, pal: &Palette) {
    if pal.shades.is_empty() {
        return;
    }
    s.push_str("<defs>\n");
    for shade in pal.shades {
        let (fx, fy) = shade.focus;
        let _ = writeln!(s, "<radialGradient id=\"{}\" fx=\"{fx}\" fy=\"{fy}\">", shade.id);
        for (offset, colour) in shade.stops {
            let _ = writeln!(s, "<stop offset=\"{offset}\" stop-color=\"{colour}\"/>");
        }
        s.push_str("</radialGradient>\n");
    }
    s.push_str("</defs>\n");
}

/// A circle.
fn circle(s: &mut String, cx: f32, cy: f32, r: f32, paint: &str) {
    let _ = writeln!(s, "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {paint}/>", N(cx), N(cy), N(r));
}

/// A line of text centred on `x`, in `ink`.
fn text(s: &mut String, x: f32, y: f32, size: u8, bold: bool, ink: &str, words: &str) {
    let weight = if bold { " font-weight=\"bold\"" } else { "" };
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" {FONT} font-size=\"{size}\"{weight} text-anchor=\"middle\" fill=\"{ink}\">{}</text>",
        N(x),
        N(y),
        escape(words)
    );
}

/// A seed's paint: its fill, and its outline if the palette has one.
fn seed_paint(pal: &Palette) -> String {
    match pal.seed_edge {
        Some(edge) => format!("fill=\"{}\" stroke=\"{edge}\" stroke-width=\"0.8\"", pal.seed),
        None => format!("fill=\"{}\"", pal.seed),
    }
}

/// The ring marking a pit: dashed round the origin, thin round a sown pit,
/// thick round a captured one.
fn mark_ring(s: &mut String, pal: &Palette, mark: &str, cx: f32, cy: f32) {
    let (r, paint) = match mark {
        "origin" => {
            (PIT_R + 5.0, format!("fill=\"none\" stroke=\"{}\" stroke-width=\"4\" stroke-dasharray=\"7 5\"", pal.sown))
        }
        "sown" => (PIT_R + 4.0, format!("fill=\"none\" stroke=\"{}\" stroke-width=\"3\"", pal.sown)),
        _ => (PIT_R + 5.0, format!("fill=\"none\" stroke=\"{}\" stroke-width=\"5\"", pal.taken)),
    };
    circle(s, cx, cy, r, &paint);
}

/// One pit: its hole, its marks, its seeds (or its count alone), its count
/// and its letter (above the far row, below the near one).
fn pit(s: &mut String, d: &Diagram, p: Pit, cx: f32, cy: f32, far: bool) {
    let pal = Palette::of(d.theme);
    let n = d.game.position().seeds(p);
    let mark = d.last.and_then(|l| l.mark(p));
    let _ = write!(s, "<g data-pit=\"{}\" data-seeds=\"{n}\"", p.letter());
    if let Some(m) = mark {
        let _ = write!(s, " data-mark=\"{m}\"");
    }
    s.push_str(">\n");
    circle(s, cx, cy, PIT_R, &format!("fill=\"{}\" stroke=\"{}\" stroke-width=\"2\"", pal.hole, pal.edge));
    if let Some(m) = mark {
        mark_ring(s, pal, m, cx, cy);
    }
    if n <= DOTS {
        let paint = seed_paint(pal);
        for i in 0..n {
            let (x, y) = seed_spot(i);
            let (x, y) = (cx + (x - 50.0) / 100.0 * 2.0 * PIT_R, cy + (y - 50.0) / 100.0 * 2.0 * PIT_R);
            circle(s, x, y, 5.5, &paint);
        }
        // The count on a badge at the rim, clear of the seeds.
        let (bx, by) = (cx + 28.0, if far { cy + 28.0 } else { cy - 28.0 });
        circle(s, bx, by, 13.0, &format!("fill=\"{}\" stroke=\"{}\" stroke-width=\"1.5\"", pal.badge, pal.edge));
        text(s, bx, by + 5.5, 16, true, pal.badge_ink, &n.to_string());
    } else {
        text(s, cx, cy + 10.0, 28, true, pal.hole_ink, &n.to_string());
    }
    let ly = if far { cy - PIT_R - 9.0 } else { cy + PIT_R + 22.0 };
    text(s, cx, ly, 16, false, pal.wood_ink, &p.letter().to_string());
    s.push_str("</g>\n");
}

/// One store at `x`: its count, its seeds as dots while they fit, and its
/// owner's name.
fn store(s: &mut String, tr: &Tr, pal: &Palette, owner: Player, n: u8, x: f32) {
    let (y, w, h) = (HEADER + 20.0, 84.0, BOARD_H - 40.0);
    let _ = writeln!(
        s,
        "<g data-store=\"{key}\" data-seeds=\"{n}\">\n\
         <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"36\" fill=\"{hole}\" stroke=\"{edge}\" stroke-width=\"2\"/>",
        N(x),
        N(y),
        N(w),
        N(h),
        key = owner.key(),
        hole = pal.hole,
        edge = pal.edge,
    );
    text(s, x + w / 2.0, y + 40.0, 26, true, pal.hole_ink, &n.to_string());
    if n <= STORE_DOTS {
        let paint = seed_paint(pal);
        for i in 0..n {
            let (col, row) = (f32::from(i % 3), f32::from(i / 3));
            circle(s, x + w / 2.0 + (col - 1.0) * 17.0, y + 62.0 + row * 17.0, 5.5, &paint);
        }
    }
    text(s, x + w / 2.0, y + h - 16.0, 15, false, pal.hole_ink, &player(tr, owner));
    s.push_str("</g>\n");
}

#[cfg(test)]
mod tests {
    use super::seed_spot;

    #[test]
    fn the_spiral_turns_by_the_golden_angle() {
        for i in 0..24u8 {
            let a = f64::from(i) * 2.399_963;
            let r = (36.0 * ((f64::from(i) + 0.5) / 12.0).sqrt()).min(36.0);
            let (x, y) = seed_spot(i);
            assert!((f64::from(x) - (50.0 + r * a.cos())).abs() < 1e-3, "seed {i}: x {x}");
            assert!((f64::from(y) - (50.0 + r * a.sin())).abs() < 1e-3, "seed {i}: y {y}");
        }
    }
}
