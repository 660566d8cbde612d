//! The game page's link, read. The shell has read which view it opens and
//! its language (`crate::shell::address`); here each owner reads its part
//! in turn — the game's ([`GameLink`]), a replay's ([`ReplayLink`], only
//! with `view=replay`), the oracle's (`analysis=`), the look's (`theme=`)
//! — and the names none of them reads are named. The page opens from it,
//! and a pasted link is imported through it (`super::import`).

use crate::notice::Notice;
use crate::params::{self, GameLink};
use crate::rooms::oracle::link as oracle_link;
use crate::rooms::replay::link::{self as replay_link, ReplayLink};
use crate::shell::address::{self, Address};
use crate::shell::i18n::Lang;
use crate::shell::look::{self, Theme};
use crate::shell::route::{GameView, Route};

/// What the game page's link asks for.
#[derive(Clone, Debug)]
pub struct PageLink {
    /// Which view of the game's module to show.
    pub view: GameView,
    /// The game, and how it is shown.
    pub game: GameLink,
    /// A replay's parameters (their defaults in any other view).
    pub replay: ReplayLink,
    /// `analysis=1`: the oracle shows every move's value.
    pub analysis: bool,
    /// `theme=K`: the board's look for this visit (not saved).
    pub theme: Option<Theme>,
    /// The language the link names.
    pub lang: Option<Lang>,
    /// One notice per bad parameter, and per parameter no reader knows.
    pub notices: Vec<Notice>,
}

impl PageLink {
    /// Reads the game page's parts of `address` (a page of the site's
    /// module reads as the game).
    pub fn read(address: &Address) -> PageLink {
        let pairs = &address.pairs;
        let view = match address.route {
            Route::Game(view) => view,
            _ => GameView::Game,
        };
        let mut notices = Vec::new();
        params::unknown(pairs, knows, &mut notices);
        let game = GameLink::read(pairs, &mut notices);
        notices.extend(address.problems.iter().cloned().map(Notice::Address));
        // The replay's own parameters mean nothing elsewhere (and say nothing).
        let replay = match view {
            GameView::Replay => ReplayLink::read(pairs, game.table.game.moves().len(), &mut notices),
            _ => ReplayLink::default(),
        };
        let analysis = oracle_link::asked(pairs, &mut notices);
        let theme = look::link_theme(pairs).unwrap_or_else(|key| {
            notices.push(Notice::Theme(key));
            None
        });
        PageLink { view, game, replay, analysis, theme, lang: address.lang, notices }
    }

    /// Whether the link opens a game of its own, with no setup dialog in
    /// the way: a view over the game, or a game it names.
    pub fn from_link(&self) -> bool {
        self.view != GameView::Game || self.game.named
    }
}

/// Whether one of the game page's readers knows the parameter `name`.
fn knows(name: &str) -> bool {
    params::NAMES.contains(&name)
        || address::NAMES.contains(&name)
        || replay_link::knows(name)
        || name == oracle_link::NAME
        || name == look::THEME
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::address::AddressProblem;

    fn open(q: &[(&str, &str)]) -> PageLink {
        let pairs: Vec<(String, String)> = q.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        PageLink::read(&Address::of(pairs))
    }

    #[test]
    fn a_name_no_reader_knows_is_named_and_opens_no_game() {
        let o = open(&[("varaint", "wari")]);
        assert_eq!(o.notices, [Notice::UnknownParam("varaint".into())]);
        assert!(!o.from_link());
        let o = open(&[("view", "puzzles"), ("puzzle", "wari-3")]);
        assert_eq!(o.notices, [Notice::UnknownParam("puzzle".into())], "the puzzles' id means nothing to the game");
        let o = open(&[("theme", "contrast"), ("analysis", "1"), ("lang", "fr"), ("c2", "x"), ("ply", "0")]);
        assert!(o.notices.is_empty(), "{:?}", o.notices);
        assert_eq!((o.theme, o.analysis, o.lang), (Some(Theme::Contrast), true, Some(Lang::Fr)));
    }

    #[test]
    fn language_embed_and_rules_are_read() {
        let o = open(&[("lang", "ru"), ("embed", "1"), ("rules", "1")]);
        assert_eq!((o.lang, o.game.embed, o.game.rules), (Some(Lang::Ru), true, true));
        assert!(o.notices.is_empty());
        let o = open(&[("lang", "de"), ("embed", "maybe")]);
        assert_eq!(o.lang, None, "the browser's language then");
        assert_eq!(
            o.notices,
            [Notice::Switch("embed", "maybe".into()), Notice::Address(AddressProblem::Lang("de".into()))]
        );
    }

    #[test]
    fn a_replay_link_carries_its_ply_switches_and_captions() {
        let o = open(&[
            ("view", "replay"),
            ("moves", "C f A"),
            ("ply", "2"),
            ("autoplay", "1"),
            ("loop", "yes"),
            ("c0", "The start"),
            ("c3", " After A "),
            ("c2", ""),
        ]);
        assert!(o.notices.is_empty(), "{:?}", o.notices);
        let r = &o.replay;
        assert_eq!((o.view, r.ply, r.autoplay, r.looping), (GameView::Replay, Some(2), true, true));
        assert_eq!(
            r.captions.clone().into_iter().collect::<Vec<_>>(),
            [(0, "The start".into()), (3, "After A".into())]
        );
        assert!(o.from_link(), "a replay never opens the setup dialog");
        assert_eq!(open(&[("view", "rules-card")]).view, GameView::RulesCard);
        assert!(open(&[("view", "rules-card")]).from_link());
    }

    #[test]
    fn bad_replay_parameters_name_themselves_and_change_nothing_else() {
        let o = open(&[
            ("view", "replay"),
            ("moves", "C f"),
            ("ply", "3"),
            ("autoplay", "maybe"),
            ("c5", "too far"),
            ("c1", "kept"),
            ("cx", "not a caption"),
        ]);
        assert_eq!(
            o.notices,
            [
                Notice::UnknownParam("cx".into()),
                Notice::Switch("autoplay", "maybe".into()),
                Notice::Ply("3".into(), 2),
                Notice::Caption("c5".into(), 2),
            ]
        );
        assert_eq!((o.view, o.replay.ply, o.replay.autoplay), (GameView::Replay, None, false));
        assert_eq!(o.replay.captions.get(&1).map(String::as_str), Some("kept"));
        assert_eq!(o.game.table.game.moves().len(), 2, "the game is kept");
        assert_eq!(open(&[("view", "replay"), ("ply", "-1")]).notices, [Notice::Ply("-1".into(), 0)]);
        let o = open(&[("view", "movie"), ("moves", "C f"), ("ply", "9"), ("loop", "maybe"), ("c7", "x")]);
        assert_eq!(
            o.notices,
            [Notice::Address(AddressProblem::View("movie".into()))],
            "a game link leaves a replay's parameters alone"
        );
        assert!(o.replay.captions.is_empty());
    }

    #[test]
    fn a_bad_oracle_switch_or_theme_is_named() {
        let o = open(&[("analysis", "maybe"), ("theme", "velvet")]);
        assert!(!o.analysis && o.theme.is_none());
        assert_eq!(o.notices, [Notice::Switch("analysis", "maybe".into()), Notice::Theme("velvet".into())]);
    }
}
