//! Each tradition's equipment, drawn: the picture in the About section of a
//! variant's rules page, so that a reader (a teacher showing the game) sees
//! what the sources describe, not only reads it. Barbados Warri: grey horse
//! nickars on a thick mahogany board with pits worn deep and an optional
//! store at either end; Wahree: grey nickernuts on a glossy mahogany board
//! with an optional store at one end; the Oware rules (Abapa, Wari, the
//! Caribbean option): a plain board of two rows of six, as generic as their
//! sources are. Drawn by the project in SVG (gradients, a grain filter and
//! seeds laid out by a fixed pseudo-random sequence; no outside image), with
//! an accessible name and a caption in the page's language.

use std::fmt::Write;

use warri_rules::Variant;
use yew::prelude::*;

use warri_web::shell::i18n::Tr;

/// What a tradition's picture shows.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Kit {
    /// `data-kit`: `barbados`, `wahree` or `oware`.
    key: &'static str,
    /// The stores drawn: at the left end, at the right end.
    stores: (bool, bool),
    /// Mahogany and horse nickars (else a plain board and seeds).
    nickars: bool,
    /// A varnished board's sheen.
    glossy: bool,
    /// How thick the board is drawn.
    thick: f32,
}

const BARBADOS: Kit = Kit { key: "barbados", stores: (true, true), nickars: true, glossy: false, thick: 40.0 };
const WAHREE: Kit = Kit { key: "wahree", stores: (false, true), nickars: true, glossy: true, thick: 32.0 };
const OWARE: Kit = Kit { key: "oware", stores: (false, false), nickars: false, glossy: false, thick: 26.0 };

/// The picture of a variant's equipment, with its caption.
pub fn equipment(tr: &Tr, variant: Variant) -> Html {
    let (kit, label, caption) = match variant {
        Variant::Speightstown | Variant::Bridgetown => {
            (BARBADOS, tr.t("equipment-barbados-picture"), tr.t("equipment-barbados-caption"))
        }
        Variant::Wahree => (WAHREE, tr.t("equipment-wahree-picture"), tr.t("equipment-wahree-caption")),
        Variant::Abapa | Variant::Wari | Variant::Caribbean => {
            (OWARE, tr.t("equipment-oware-picture"), tr.t("equipment-oware-caption"))
        }
    };
    html! {
        <figure class="equipment" data-testid="equipment" data-kit={kit.key}>
            { Html::from_html_unchecked(svg(kit, &label).into()) }
            <figcaption>{ caption }</figcaption>
        </figure>
    }
}

/// The drawing's width and height (its `viewBox`).
const W: f32 = 640.0;
const H: f32 = 250.0;
/// Distance between the centres of two pits of a row, and between the rows.
const PITCH: f32 = 78.0;
const ROW: f32 = 80.0;

/// The picture, an `<svg>` named `label`. Its ids start with `eq-` (one
/// picture a page).
fn svg(kit: Kit, label: &str) -> String {
    let board = Board::of(kit);
    let mut s = String::with_capacity(12_000);
    defs(&mut s, kit, &board, label);
    body(&mut s, kit, &board);
    stores(&mut s, kit, &board);
    pits(&mut s, kit, &board);
    s.push_str("</svg>");
    s
}

/// Where a kit's board lies in the drawing.
struct Board {
    /// The widths of its left and right ends (room for a store, or a rim).
    left: f32,
    right: f32,
    /// Its left edge and width.
    x0: f32,
    width: f32,
    /// Its top face's top and bottom edges, and the middle between them.
    top: f32,
    bottom: f32,
    mid: f32,
    /// The centre of the first pit of a row.
    first: f32,
}

impl Board {
    fn of(kit: Kit) -> Board {
        // The board's ends: room for a store, or a plain rim.
        let end = |store: bool| if store { 76.0 } else { 40.0 };
        let (left, right) = (end(kit.stores.0), end(kit.stores.1));
        let span = 5.0 * PITCH + 2.0 * 32.0;
        let width = span + left + right;
        let x0 = (W - width) / 2.0;
        let (top, bottom) = (18.0, 192.0);
        Board { left, right, x0, width, top, bottom, mid: (top + bottom) / 2.0, first: x0 + left + 32.0 }
    }
}

/// The `<svg>` tag and its definitions: the wood's and the pits'
/// gradients, the grain, the shadow's blur, the top face's outline, and
/// the kit's seed.
fn defs(s: &mut String, kit: Kit, board: &Board, label: &str) {
    let (face, side, grain) = if kit.nickars {
        (("#8a3519", "#5c1d0c"), ("#5a1b0b", "#2a0a03"), "1.9 0 0 0 -.75")
    } else {
        (("#c48a52", "#a06634"), ("#8d5c30", "#5a3718"), "1.2 0 0 0 -.55")
    };
    let pit_rim = if kit.nickars { "#b5603a" } else { "#dcae7c" };
    let Board { x0, width, top, bottom, .. } = *board;
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{label}" viewBox="0 0 {W} {H}" class="equipment-picture" data-kit="{key}"><defs><linearGradient id="eq-face" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{f0}"/><stop offset="1" stop-color="{f1}"/></linearGradient><linearGradient id="eq-side" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{s0}"/><stop offset="1" stop-color="{s1}"/></linearGradient><radialGradient id="eq-pit" cx="54%" cy="60%" r="62%" fx="58%" fy="70%"><stop offset="0" stop-color="{pd0}"/><stop offset=".55" stop-color="{pd1}"/><stop offset=".9" stop-color="{pd2}"/><stop offset="1" stop-color="{pd3}"/></radialGradient><linearGradient id="eq-lip" x1="0" y1="0" x2="0" y2="1"><stop offset=".1" stop-color="#000" stop-opacity=".45"/><stop offset=".5" stop-color="{pit_rim}" stop-opacity="0"/><stop offset=".85" stop-color="{pit_rim}"/></linearGradient><filter id="eq-grain" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency=".004 .11" numOctaves="3" seed="7"/><feColorMatrix values="0 0 0 0 .12 0 0 0 0 .03 0 0 0 0 .01 {grain}"/></filter><filter id="eq-blur" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="7"/></filter><clipPath id="eq-top"><rect x="{x0}" y="{top}" width="{width}" height="{h}" rx="24"/></clipPath>"##,
        label = escape(label),
        key = kit.key,
        f0 = face.0,
        f1 = face.1,
        s0 = side.0,
        s1 = side.1,
        h = bottom - top,
        pd0 = if kit.nickars { "#6e2a14" } else { "#8d5a2c" },
        pd1 = if kit.nickars { "#2c0c05" } else { "#5a3515" },
        pd2 = if kit.nickars { "#1a0602" } else { "#3f230c" },
        pd3 = if kit.nickars { "#4a170a" } else { "#7a4c24" },
    );
    s.push_str(if kit.nickars { NICKAR } else { PLAIN_SEED });
    s.push_str("</defs>");
}

/// A horse nickar: a glossy grey seed about 2 cm across (a quarter of a
/// pit), its sheen, and the faint rings around it.
const NICKAR: &str = concat!(
    r##"<radialGradient id="eq-seed" cx="46%" cy="42%" r="58%" fx="36%" fy="30%"><stop offset="0" stop-color="#e4e6e0"/><stop offset=".35" stop-color="#aeb2aa"/><stop offset=".8" stop-color="#6d726c"/><stop offset="1" stop-color="#4c4b46"/></radialGradient>"##,
    r##"<radialGradient id="eq-seed2" href="#eq-seed"><stop offset="0" stop-color="#d2d4cf"/><stop offset=".35" stop-color="#93978f"/><stop offset=".8" stop-color="#5a5f59"/><stop offset="1" stop-color="#3e3d39"/></radialGradient>"##,
    r##"<clipPath id="eq-round"><circle r="9.6"/></clipPath>"##,
    r##"<g id="eq-body"><ellipse cx="1.5" cy="3" rx="10" ry="8" fill="#0d0301" opacity=".6"/><ellipse rx="10" ry="9.6"/><path d="M3 9.2A10 9.6 0 0 0 9.6 2.5" stroke="#c9785a" stroke-width="1.2" fill="none" opacity=".5"/></g>"##,
    r##"<path id="eq-rings" d="M-10-6Q0-8.5 10-6M-10-3Q0-5 10-3M-10 0Q0-1.5 10 0M-10 3Q0 2 10 3.5M-10 6.5Q0 5 10 6" stroke="#3c4240" stroke-width=".4" fill="none" opacity=".22" clip-path="url(#eq-round)"/>"##,
    r##"<g id="eq-shine"><ellipse cx="-3.6" cy="-4.4" rx="3.6" ry="2.1" fill="#fff" opacity=".8" transform="rotate(-30 -3.6 -4.4)"/><circle cx="4.5" cy="4" r="1" fill="#fff" opacity=".35"/></g>"##,
);

/// A seed of no particular kind.
const PLAIN_SEED: &str = concat!(
    r##"<radialGradient id="eq-seed" cx="50%" cy="45%" r="60%" fx="38%" fy="32%"><stop offset="0" stop-color="#d9c7a4"/><stop offset=".5" stop-color="#9c8460"/><stop offset="1" stop-color="#5c4a33"/></radialGradient>"##,
    r##"<radialGradient id="eq-seed2" href="#eq-seed"><stop offset="0" stop-color="#c9ae86"/><stop offset=".5" stop-color="#86673f"/><stop offset="1" stop-color="#4a3420"/></radialGradient>"##,
    r##"<g id="eq-body"><ellipse cx="1.3" cy="2.4" rx="9" ry="6.6" fill="#2a1606" opacity=".5"/><ellipse rx="9" ry="6.6"/></g>"##,
    r##"<path id="eq-rings" d="M-6.5-1Q0-3 6.5-1" stroke="#4a3a26" stroke-width=".6" fill="none" opacity=".35"/>"##,
    r##"<ellipse id="eq-shine" cx="-3" cy="-2.6" rx="2.6" ry="1.3" fill="#fff" opacity=".55"/>"##,
);

/// The board: its shadow, its thick side, its top face with the grain
/// (and a varnished board's sheen).
fn body(s: &mut String, kit: Kit, board: &Board) {
    let Board { x0, width, top, bottom, .. } = *board;
    let edge = if kit.nickars { "#b0593a" } else { "#e0b07a" };
    let _ = write!(
        s,
        r##"<ellipse cx="{cx}" cy="{sy}" rx="{rx}" ry="12" fill="#000" opacity=".35" filter="url(#eq-blur)"/><rect x="{x0}" y="{y1}" width="{width}" height="{h1}" rx="24" fill="url(#eq-side)"/><rect x="{x0}" y="{top}" width="{width}" height="{h}" rx="24" fill="url(#eq-face)"/><g clip-path="url(#eq-top)"><rect x="{x0}" y="{top}" width="{width}" height="{h}" filter="url(#eq-grain)"/></g><rect x="{xi}" y="{yi}" width="{wi}" height="{hi}" rx="23" fill="none" stroke="{edge}" stroke-width="1.5" opacity=".7"/>"##,
        cx = W / 2.0,
        sy = bottom + kit.thick - 4.0,
        rx = width / 2.0,
        y1 = top + 20.0,
        h1 = bottom - top - 20.0 + kit.thick,
        h = bottom - top,
        xi = x0 + 0.75,
        yi = top + 0.75,
        wi = width - 1.5,
        hi = bottom - top - 1.5,
    );
    if kit.glossy {
        let _ = write!(
            s,
            r##"<linearGradient id="eq-gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient><rect x="{x}" y="{y}" width="{w}" height="46" rx="18" fill="url(#eq-gloss)"/>"##,
            x = x0 + 30.0,
            y = top + 3.0,
            w = width - 60.0,
        );
    }
}

/// A hollow: its dark depth, its lit lower lip.
fn hollow(s: &mut String, x: f32, y: f32, rx: f32, ry: f32) {
    let _ = write!(
        s,
        r##"<ellipse cx="{x}" cy="{y}" rx="{rx}" ry="{ry}" fill="url(#eq-pit)" stroke="url(#eq-lip)" stroke-width="2"/>"##
    );
}

/// The stores, optional where drawn: a dashed line marks them so.
fn stores(s: &mut String, kit: Kit, board: &Board) {
    let Board { left, right, x0, width, mid, .. } = *board;
    for (drawn, x) in [(kit.stores.0, x0 + left / 2.0 + 2.0), (kit.stores.1, x0 + width - right / 2.0 - 2.0)] {
        if drawn {
            hollow(s, x, mid, 24.0, 70.0);
            let _ = write!(
                s,
                r##"<ellipse cx="{x}" cy="{mid}" rx="29" ry="75" fill="none" stroke="#f3d9b5" stroke-width="1.3" stroke-dasharray="5 4" opacity=".75"/>"##
            );
        }
    }
}

/// The twelve pits, four seeds in each, each seed placed and turned by a
/// fixed pseudo-random sequence (the same picture every time).
fn pits(s: &mut String, kit: Kit, board: &Board) {
    let mut random = Lcg(0x5eed_2025);
    for row in 0..2 {
        let y = board.mid + (row as f32 - 0.5) * ROW;
        for col in 0..6 {
            let x = board.first + col as f32 * PITCH;
            hollow(s, x, y, 32.0, 29.0);
            let mut seeds = [(-10.0, -6.0), (9.5, -7.0), (-9.0, 8.0), (10.0, 7.5)];
            for (dx, dy) in &mut seeds {
                *dx += random.jitter(2.2);
                *dy += random.jitter(2.0);
            }
            seeds.sort_by(|a, b| a.1.total_cmp(&b.1));
            for (dx, dy) in seeds {
                let turn = random.jitter(180.0);
                // Two shades, as no two seeds are alike.
                let tone = if random.jitter(1.0) > 0.2 { "" } else { "2" };
                let (sx, sy) = (x + dx, y + 2.0 + dy);
                let _ = write!(
                    s,
                    r##"<g transform="translate({sx:.1} {sy:.1})"><use href="#eq-body" fill="url(#eq-seed{tone})"{t}/><use href="#eq-rings" transform="rotate({turn:.0})"/><use href="#eq-shine"/></g>"##,
                    // Plain seeds are ovals lying every way.
                    t = if kit.nickars { String::new() } else { format!(r#" transform="rotate({turn:.0})""#) },
                );
            }
        }
    }
}

/// A fixed pseudo-random sequence (a linear congruential generator).
struct Lcg(u32);

impl Lcg {
    /// A number between `-amount` and `amount`.
    fn jitter(&mut self, amount: f32) -> f32 {
        self.0 = self.0.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        ((self.0 >> 8) as f32 / (1u32 << 24) as f32 * 2.0 - 1.0) * amount
    }
}

/// `text` for an XML attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(s: &str, what: &str) -> usize {
        s.matches(what).count()
    }

    #[test]
    fn each_picture_draws_its_tradition_s_board_and_stays_small() {
        for (kit, stores) in [(BARBADOS, 2), (WAHREE, 1), (OWARE, 0)] {
            let s = svg(kit, "A <board> & \"seeds\"");
            assert!(s.starts_with("<svg ") && s.ends_with("</svg>"), "{}", kit.key);
            assert!(s.contains(r#"aria-label="A &lt;board&gt; &amp; &quot;seeds&quot;""#), "{}", kit.key);
            assert_eq!(count(&s, r##"href="#eq-body""##), 48, "{}: four seeds in each of twelve pits", kit.key);
            assert_eq!(count(&s, "url(#eq-pit)"), 12 + stores, "{}: the pits and the stores", kit.key);
            assert_eq!(count(&s, "stroke-dasharray"), stores, "{}: the stores are optional", kit.key);
            assert!(s.len() < 20_000, "{}: {} bytes", kit.key, s.len());
            assert_eq!(count(&s, "<g"), count(&s, "</g>"), "{}", kit.key);
            assert!(s.contains("#eq-rings") && s.contains("#eq-shine"), "{}", kit.key);
        }
        assert_eq!(svg(BARBADOS, "x"), svg(BARBADOS, "x"), "the same picture every time");
    }
}
