//! *Embed this board*: the `<iframe>` snippet that shows the game (a
//! fresh game of its settings, the current one, or a replay of it) on
//! another site, in embed mode. Plain Rust, tested natively.

use warri_rules::Player;

use crate::params::link_with;
use crate::shell::i18n::Lang;
use crate::shell::look::Theme;
use crate::table::{Settings, Table};

/// What the embed snippet should show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EmbedChoice {
    /// The rules-change table below the board.
    pub rules: bool,
    /// The current position and moves (otherwise a fresh game).
    pub current: bool,
    /// A replay of the current game, playing by itself and looping.
    pub replay: bool,
    /// The board's look (`theme=K`); `None`: the reader's own (their
    /// choice, else their system's contrast setting).
    pub theme: Option<Theme>,
}

/// An embedded board: its address and the `<iframe>` snippet that shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Embed {
    /// The frame's address.
    pub src: String,
    /// The snippet to paste into a page.
    pub snippet: String,
    /// The frame's height in CSS pixels.
    pub height: u32,
}

/// The `<iframe>` snippet that embeds the table's game (or a fresh game of
/// its settings, or a replay of its game) from the site at `base_url`;
/// `title` names the frame for screen readers.
pub fn embed_snippet(table: &Table, base_url: &str, lang: Lang, flipped: bool, c: EmbedChoice, title: &str) -> Embed {
    let fresh;
    let shown = if c.current || c.replay {
        table
    } else {
        fresh = Table::new(Settings { first: Player::South, ..table.settings });
        &fresh
    };
    let mut src = format!("{base_url}{}", link_with(shown, lang, flipped, true, c.rules));
    if c.replay {
        src += "&view=replay&autoplay=1&loop=1";
    }
    if let Some(t) = c.theme {
        src = format!("{src}&theme={}", t.key());
    }
    let height: u32 = match (c.rules, c.replay) {
        (true, _) => 900,
        (false, true) => 600,
        (false, false) => 520,
    };
    // At most 34rem wide, the embed's whole width range has the phone's
    // layout (the stores above and below the rows), whose height barely
    // changes with the width: 440 to 520 px for the board, its name, the
    // status and the controls from 320 px to 34rem, in every language (a
    // replay's caption and bar, 60 more), so the fixed height fits with
    // little to spare. A wider frame would switch to the wide layout,
    // 330 px tall, leaving a third of it empty; a frame under 30rem
    // tall and wider than tall is a phone held sideways, with the board
    // beside the controls. No `sandbox`: the frame's page is warri's own
    // site, kept apart from the host by the same-origin policy, and it
    // needs scripts and its own origin (an opaque one could neither load
    // its modules nor start the computer's worker), the pair a sandbox
    // would have to allow and browsers warn about.
    let snippet = format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"{height}\" style=\"border:0;max-width:34rem\" loading=\"lazy\"></iframe>",
        src.replace('&', "&amp;"),
        title.replace('&', "&amp;").replace('"', "&quot;")
    );
    Embed { src, snippet, height }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rooms::game::link::PageLink;
    use crate::shell::address::Address;
    use crate::shell::route::GameView;

    fn open(q: &[(&str, &str)]) -> crate::params::GameLink {
        let pairs: Vec<(String, String)> = q.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        crate::params::GameLink::read(&pairs, &mut Vec::new())
    }

    fn opening(query: &str) -> PageLink {
        PageLink::read(&Address::of_query(query))
    }

    #[test]
    fn the_embed_snippet_opens_the_chosen_game_in_embed_mode() {
        let o = open(&[("variant", "wari"), ("moves", "C,f"), ("north", "computer"), ("level", "2")]);
        let title = "Wari: a \"playable\" board";
        let fresh = embed_snippet(&o.table, "https://x.org/w/", Lang::Nl, false, EmbedChoice::default(), title).snippet;
        assert!(
            fresh.starts_with(
                "<iframe src=\"https://x.org/w/?variant=wari&amp;north=computer&amp;level=2&amp;lang=nl&amp;embed=1\""
            ),
            "{fresh}"
        );
        assert!(
            fresh.contains("title=\"Wari: a &quot;playable&quot; board\"") && fresh.contains("height=\"520\""),
            "{fresh}"
        );
        // Browsers warn about a sandbox that allows scripts and the frame's
        // own origin, the two the embed needs: it has none.
        assert!(!fresh.contains("sandbox"), "{fresh}");
        let choice = EmbedChoice { rules: true, current: true, ..EmbedChoice::default() };
        let current = embed_snippet(&o.table, "", Lang::En, true, choice, title).snippet;
        assert!(current.contains("?variant=wari&amp;moves=C,f&amp;north=computer&amp;level=2&amp;lang=en&amp;flip=1&amp;embed=1&amp;rules=1\""), "{current}");
        assert!(current.contains("height=\"900\""));
        // A replay of the game, playing by itself: a link that opens as one.
        let choice = EmbedChoice { replay: true, ..EmbedChoice::default() };
        let replay = embed_snippet(&o.table, "https://x.org/w/", Lang::Fr, false, choice, title);
        assert!(replay.snippet.contains("height=\"600\""));
        let reopened = opening(replay.src.strip_prefix("https://x.org/w/").unwrap());
        assert!(reopened.notices.is_empty(), "{:?}", reopened.notices);
        assert_eq!(
            (reopened.view, reopened.replay.autoplay, reopened.replay.looping, reopened.game.embed),
            (GameView::Replay, true, true, true)
        );
        assert_eq!(reopened.game.table.game.moves(), o.table.game.moves());
        // A look chosen for the readers: the frame opens in it.
        for theme in Theme::ALL {
            let choice = EmbedChoice { theme: Some(theme), ..EmbedChoice::default() };
            let e = embed_snippet(&o.table, "https://x.org/w/", Lang::En, false, choice, title);
            let reopened = opening(e.src.strip_prefix("https://x.org/w/").unwrap());
            assert_eq!((reopened.theme, reopened.game.embed), (Some(theme), true), "{}", e.src);
            assert!(e.snippet.contains(&format!("&amp;theme={}\"", theme.key())), "{}", e.snippet);
        }
    }
}
