//! The looks a board can be drawn in: the tradition's mahogany board with
//! grey nickars, the warm brown board warri first had, and a high-contrast
//! board with no texture. One vocabulary for the page (`data-theme`, the
//! `theme=` link parameter, the saved choice) and the diagrams
//! (`warri diagram --theme`).

use std::fmt;
use std::str::FromStr;

/// A board's look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// A mahogany board with deep, worn holes and grey nickars
    /// (Caesalpinia bonduc seeds), as played in Barbados and St Croix.
    #[default]
    Tradition,
    /// The warm brown board with cream seeds.
    Classic,
    /// High contrast (WCAG AAA for counts and marks), no texture.
    Contrast,
}

impl Theme {
    /// Every theme, in the order the menu offers them.
    pub const ALL: [Theme; 3] = [Theme::Tradition, Theme::Classic, Theme::Contrast];

    /// The theme's key, as links, `data-theme` and saved data carry it.
    pub fn key(self) -> &'static str {
        match self {
            Theme::Tradition => "tradition",
            Theme::Classic => "classic",
            Theme::Contrast => "contrast",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A theme's key that names no theme.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTheme(pub String);

impl fmt::Display for UnknownTheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown theme `{}` (tradition, classic or contrast)", self.0)
    }
}

impl std::error::Error for UnknownTheme {}

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Theme::ALL.into_iter().find(|t| t.key() == s).ok_or_else(|| UnknownTheme(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::Theme;

    #[test]
    fn every_key_reads_back_and_nothing_else_does() {
        for t in Theme::ALL {
            assert_eq!(t.key().parse::<Theme>(), Ok(t));
        }
        for bad in ["", "Tradition", "dark", "classic "] {
            assert!(bad.parse::<Theme>().is_err(), "{bad:?}");
        }
    }
}
