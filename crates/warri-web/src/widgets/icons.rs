//! The controls' icons, drawn by the project: one stroked SVG path each on
//! a 24-unit grid, in the text's colour. Purely decorative (`aria-hidden`):
//! every control that shows one also has its name.

use yew::prelude::*;

/// An icon of the game's bar.
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
