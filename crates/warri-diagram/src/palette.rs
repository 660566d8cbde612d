//! The colours a diagram is drawn in: one palette per [`Theme`], in this
//! one place, so that the drawing in `lib.rs` names a role (the wood, a
//! hole, the ink on a hole) and never a colour.
//!
//! Every text is drawn on one of four grounds (the page, the wood, a hole
//! or store, a count's badge) and each ground has its own ink, chosen for
//! its contrast: classic keeps warri's first colours exactly; tradition's
//! inks reach at least 4.5:1 (WCAG AA) on what they stand on, contrast's
//! 7:1 (AAA) and more.

use crate::Theme;

/// A radial gradient, written once in the document's `<defs>` and painted
/// with `url(#id)`: a hole's depth, a seed's gloss.
#[derive(Debug)]
pub(crate) struct Shade {
    /// The gradient's id.
    pub id: &'static str,
    /// Its focal point (`fx`, `fy`), as fractions of the shape's box.
    pub focus: (&'static str, &'static str),
    /// Its stops, centre to rim: (offset, colour).
    pub stops: [(&'static str, &'static str); 3],
}

/// The colours of one theme's diagram.
#[derive(Debug)]
pub(crate) struct Palette {
    /// Text on the page: the header and the caption.
    pub ink: &'static str,
    /// The board.
    pub wood: &'static str,
    /// The board's, the holes' and the badges' outlines.
    pub edge: &'static str,
    /// The holes and stores (a colour, or `url(#id)` of a [`Shade`]).
    pub hole: &'static str,
    /// Text in a hole or store: a heap's count, a store's count and owner.
    pub hole_ink: &'static str,
    /// Text on the wood: the pits' letters.
    pub wood_ink: &'static str,
    /// A count's badge at a pit's rim.
    pub badge: &'static str,
    /// The count on a badge.
    pub badge_ink: &'static str,
    /// A seed (a colour, or `url(#id)` of a [`Shade`]).
    pub seed: &'static str,
    /// A seed's outline, if it has one.
    pub seed_edge: Option<&'static str>,
    /// The marks of the move's origin (dashed) and of the pits it sowed.
    pub sown: &'static str,
    /// The mark of a captured pit.
    pub taken: &'static str,
    /// The gradients the colours above refer to.
    pub shades: &'static [Shade],
}

/// The warm brown board with cream holes warri was first drawn with.
const CLASSIC: Palette = Palette {
    ink: "#2b1a0e",
    wood: "#d9b27c",
    edge: "#6b4423",
    hole: "#f7ecd9",
    hole_ink: "#2b1a0e",
    wood_ink: "#2b1a0e",
    badge: "#ffffff",
    badge_ink: "#2b1a0e",
    seed: "#4a3020",
    seed_edge: None,
    sown: "#1d5fa6",
    taken: "#b3261e",
    shades: &[],
};

/// The Barbados and St Croix board: dark mahogany, holes deep and worn
/// (darkest at the bottom, the rim rubbed lighter), grey glossy nickars
/// (Caesalpinia bonduc); light letters on the wood, marks light enough to
/// show on it.
const TRADITION: Palette = Palette {
    ink: "#2e130a",
    wood: "#5a2a17",
    edge: "#2e130a",
    hole: "url(#warri-hole)",
    hole_ink: "#f3e3c8",
    wood_ink: "#f3e3c8",
    badge: "#f3e3c8",
    badge_ink: "#2e130a",
    seed: "url(#warri-nickar)",
    seed_edge: Some("#5b6164"),
    sown: "#8fd0ff",
    taken: "#ff8a65",
    shades: &[
        Shade {
            id: "warri-hole",
            focus: ("0.5", "0.6"),
            stops: [("0", "#1c0b05"), ("0.7", "#2a1209"), ("1", "#40200f")],
        },
        Shade {
            id: "warri-nickar",
            focus: ("0.35", "0.3"),
            stops: [("0", "#d3d7d9"), ("0.45", "#9aa0a3"), ("1", "#737a7d")],
        },
    ],
};

/// Black on white, no texture and no gradient; the one colour is the
/// strong blue of the origin's and the sown pits' marks (a captured pit's
/// is black and thicker).
const CONTRAST: Palette = Palette {
    ink: "#000000",
    wood: "#ffffff",
    edge: "#000000",
    hole: "#ffffff",
    hole_ink: "#000000",
    wood_ink: "#000000",
    badge: "#ffffff",
    badge_ink: "#000000",
    seed: "#000000",
    seed_edge: None,
    sown: "#0033cc",
    taken: "#000000",
    shades: &[],
};

impl Palette {
    /// The palette `theme` is drawn in.
    pub(crate) const fn of(theme: Theme) -> &'static Palette {
        match theme {
            Theme::Tradition => &TRADITION,
            Theme::Classic => &CLASSIC,
            Theme::Contrast => &CONTRAST,
        }
    }
}
