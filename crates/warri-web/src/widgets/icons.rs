//! The icons, drawn by the project, in the text's colour: the game bar's,
//! the header links' and the language switch's ([`Icon`]: one stroked SVG
//! path each on a 24-unit grid) and the media glyphs of a bar of steps
//! ([`Glyph`]: filled, in a 16-unit box, as media controls are drawn; a
//! font may lack their characters). Purely decorative (`aria-hidden`):
//! every control or link that shows one also has its name (shown, or for
//! screen readers only where a phone has no room for it).

use yew::prelude::*;

/// An icon of the game's bar, of a header's link or of the language switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    /// A bent arrow back.
    Undo,
    /// A bent arrow forward.
    Redo,
    /// A light bulb.
    Hint,
    /// A plus.
    New,
    /// A step to the end.
    Next,
    /// Three lines.
    Menu,
    /// An open book: the lessons and the rules.
    Learn,
    /// Two people: playing a friend.
    Friend,
    /// A triangle in a circle: playing a game.
    Play,
    /// A piece of a jigsaw: the puzzles.
    Puzzle,
    /// A globe: the language.
    Language,
}

impl Icon {
    /// The icon's path.
    fn path(self) -> &'static str {
        match self {
            Icon::Undo => "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
            Icon::Redo => "m15 14 5-5-5-5m5 5H9.5a5.5 5.5 0 0 0 0 11H13",
            Icon::Hint => "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z",
            Icon::New => "M12 5v14M5 12h14",
            Icon::Next => "m6 4 10 8-10 8zM19 5v14",
            Icon::Menu => "M4 6h16M4 12h16M4 18h16",
            Icon::Learn => "M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5zm0 0v13",
            Icon::Friend => "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18.5 14a6.5 6.5 0 0 1 3 6",
            Icon::Play => "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM10 8.5v7l5.5-3.5z",
            Icon::Puzzle => "M3 7h4.5a2.5 2.5 0 0 1 5 0H17v4.5a2.5 2.5 0 0 1 0 5V21H3z",
            Icon::Language => "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM3.5 9h17M3.5 15h17M12 3c-2.7 2.6-4 5.6-4 9s1.3 6.4 4 9c2.7-2.6 4-5.6 4-9s-1.3-6.4-4-9z",
        }
    }

    /// The icon, drawn.
    pub fn html(self) -> Html {
        html! {
            <svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d={self.path()} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
            </svg>
        }
    }
}

/// A media glyph of a bar of steps (a replay's, a review's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glyph {
    /// A bar and a triangle back: to the start.
    First,
    /// A chevron back: one move back.
    Prev,
    /// A triangle on: play.
    Play,
    /// Two bars: pause.
    Pause,
    /// A chevron on: one move on (not the play triangle beside it).
    Next,
    /// A triangle and a bar: to the end.
    Last,
}

impl Glyph {
    /// The glyph's outline, in a 16×16 box.
    fn outline(self) -> &'static str {
        match self {
            Glyph::First => "M3 3h2v10H3zM13 3v10L6 8z",
            Glyph::Prev => "M10 2.6 11.4 4l-4 4 4 4-1.4 1.4L4.6 8z",
            Glyph::Play => "M5 3v10l8-5z",
            Glyph::Pause => "M4 3h3v10H4zM9 3h3v10H9z",
            Glyph::Next => "M6 2.6 4.6 4l4 4-4 4L6 13.4 11.4 8z",
            Glyph::Last => "M11 3h2v10h-2zM3 3v10l7-5z",
        }
    }

    /// The glyph, drawn.
    pub fn html(self) -> Html {
        html! {
            <svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d={self.outline()} fill="currentColor" />
            </svg>
        }
    }
}
