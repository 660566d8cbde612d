//! The one Route: which page a link opens, read from its parameters in one
//! place ([`Route::of`], which the shell calls once for every page:
//! `super::address`) and written back by [`Route::link`]. The game's
//! module draws the game and the views that switch in place over it (a
//! replay, the board editor, the rules card: [`Route::Game`] with its
//! [`GameView`]); the site's module also draws the lessons, the rules pages
//! and the glossary, the review, the puzzles and playing a friend, each a
//! `Route` of its own. Which links need the site's module is [`Route::loads_site`],
//! from the one list in [`super::site_links`] that the start script is
//! written from. What a page does with the rest of its link (the game's
//! variant, position and moves: `crate::params`) is the page's own.

use warri_rules::Variant;

use super::i18n::Lang;
use super::site_links::SITE_VIEWS;
use super::url::{given, page_link, param, switch};

/// A view of the game's module: the game, or a view that switches in place
/// over it (`view=` names which; the site's pages are [`Route`]s of their
/// own).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GameView {
    /// The game (the default).
    #[default]
    Game,
    /// The link's game as a replay.
    Replay,
    /// The variant's rules-change table alone.
    RulesCard,
    /// The board editor, from the link's position.
    Edit,
}

impl GameView {
    /// Every view of the game's module.
    pub const ALL: [GameView; 4] = [GameView::Game, GameView::Replay, GameView::RulesCard, GameView::Edit];

    /// The value of `view=`.
    pub const fn key(self) -> &'static str {
        match self {
            GameView::Game => "game",
            GameView::Replay => "replay",
            GameView::RulesCard => "rules-card",
            GameView::Edit => "edit",
        }
    }

    /// The view `view=` names, if it names one of the game's module.
    pub fn from_key(key: &str) -> Option<GameView> {
        GameView::ALL.into_iter().find(|v| v.key() == key)
    }
}

/// Every value `view=` may take, as a bad one's notice lists them: the
/// game's views, then the site's pages.
pub fn view_keys() -> Vec<&'static str> {
    GameView::ALL.map(GameView::key).into_iter().chain(SITE_VIEWS).collect()
}

/// A page of the lessons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LearnRoute {
    /// The lessons; `variant`: the reader is new to this one.
    List {
        /// The variant the lessons are offered for, if the link names one.
        variant: Option<Variant>,
    },
    /// A lesson, at a task (`None`: the first not yet solved).
    Lesson {
        /// The lesson's id.
        id: String,
        /// `task=` as written, checked once the lesson is loaded.
        task: Option<String>,
    },
    /// A variant's rules page.
    Rules {
        /// The variant.
        variant: Variant,
    },
    /// The glossary: the games' words in the four languages, each with
    /// where the lessons first use it.
    Glossary,
}

impl LearnRoute {
    /// A link to this page of the lessons ([`Route::link`]).
    pub fn link(&self, lang: Lang, embed: bool) -> String {
        Route::Learn(self.clone()).link(lang, embed)
    }
}

/// Which page a link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The game's module: the game, or a view over it (`view=` names which;
    /// a `view=` naming no view opens the game, and the shell says so:
    /// `super::address`).
    Game(GameView),
    /// The lessons, a lesson, a rules page or the glossary.
    Learn(LearnRoute),
    /// The link's game reviewed move by move.
    Review,
    /// Playing a friend by link: the choice of a new game and the games
    /// in progress, or the game a friend's link carries (the page reads
    /// the rest of its link itself).
    Friend,
    /// The puzzles: the puzzle of the day, or the one named.
    Puzzles {
        /// `puzzle=`, if not empty.
        puzzle: Option<String>,
    },
}

impl Route {
    /// The page the link's parameters (name, value pairs in URL order; the
    /// first of a name counts) open.
    pub fn of(pairs: &[(String, String)]) -> Route {
        let get = |name: &str| given(pairs, name);
        let variant = get("variant").and_then(|v| v.parse::<Variant>().ok());
        if let Some(id) = get("lesson") {
            let task = param(pairs, "task").map(str::to_string);
            return Route::Learn(LearnRoute::Lesson { id: id.to_string(), task });
        }
        if get("friend").is_some() {
            return Route::Friend;
        }
        match get("view").unwrap_or_default() {
            "learn" => Route::Learn(LearnRoute::List { variant }),
            "rules" => Route::Learn(LearnRoute::Rules { variant: variant.unwrap_or_default() }),
            "glossary" => Route::Learn(LearnRoute::Glossary),
            "review" => Route::Review,
            "friend" => Route::Friend,
            "puzzles" => Route::Puzzles { puzzle: get("puzzle").map(str::to_string) },
            key => Route::Game(GameView::from_key(key).unwrap_or_default()),
        }
    }

    /// The value of `view=` that opens the page (`None`: the game, which
    /// needs none; a lesson, named by `lesson=`).
    pub fn view_key(&self) -> Option<&'static str> {
        match self {
            Route::Game(GameView::Game) | Route::Learn(LearnRoute::Lesson { .. }) => None,
            Route::Game(view) => Some(view.key()),
            Route::Learn(LearnRoute::List { .. }) => Some("learn"),
            Route::Learn(LearnRoute::Rules { .. }) => Some("rules"),
            Route::Learn(LearnRoute::Glossary) => Some("glossary"),
            Route::Review => Some("review"),
            Route::Friend => Some("friend"),
            Route::Puzzles { .. } => Some("puzzles"),
        }
    }

    /// Whether the page is in the site's module only.
    pub fn loads_site(&self) -> bool {
        !matches!(self, Route::Game(_))
    }

    /// A link to the page, in `lang` (and embed mode), for the pages whose
    /// link is their route alone; a game's or a review's link carries the
    /// game as well (`crate::params`), so here it names the view only.
    pub fn link(&self, lang: Lang, embed: bool) -> String {
        let mut pairs: Vec<(&str, &str)> = self.view_key().map(|v| ("view", v)).into_iter().collect();
        match self {
            Route::Learn(LearnRoute::List { variant: Some(v) } | LearnRoute::Rules { variant: v }) => {
                pairs.push(("variant", v.key()))
            }
            Route::Learn(LearnRoute::Lesson { id, task }) => {
                pairs.push(("lesson", id.as_str()));
                pairs.extend(task.as_deref().map(|t| ("task", t)));
            }
            Route::Puzzles { puzzle: Some(id) } => pairs.push(("puzzle", id.as_str())),
            _ => {}
        }
        pairs.push(("lang", lang.code()));
        if embed {
            pairs.push(("embed", "1"));
        }
        page_link(&pairs)
    }
}

/// `embed=` as every page reads it (`1`, `true`, `yes`; a bad value is
/// the game's to name).
pub fn embedded(pairs: &[(String, String)]) -> bool {
    switch(param(pairs, "embed")).unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::site_links::SITE_PARAMS;
    use crate::shell::url::parse_query;

    fn route(q: &str) -> Route {
        Route::of(&parse_query(q))
    }

    #[test]
    fn every_link_opens_its_page() {
        assert_eq!(route(""), Route::Game(GameView::Game));
        assert_eq!(route("?view=replay&moves=C"), Route::Game(GameView::Replay));
        assert_eq!(route("?view=rules-card&variant=wari"), Route::Game(GameView::RulesCard));
        assert_eq!(route("?view=edit"), Route::Game(GameView::Edit));
        assert_eq!(route("?view=movie"), Route::Game(GameView::Game));
        assert_eq!(
            route("?view=learn&variant=wahree"),
            Route::Learn(LearnRoute::List { variant: Some(Variant::Wahree) })
        );
        assert_eq!(route("?view=rules&variant=owari"), Route::Learn(LearnRoute::Rules { variant: Variant::Abapa }));
        let lesson = Route::Learn(LearnRoute::Lesson { id: "chain".into(), task: Some("2".into()) });
        assert_eq!(route("?view=review&lesson=chain&task=2"), lesson, "a lesson wins");
        assert_eq!(route("?view=review&moves=C"), Route::Review);
        assert_eq!(route("?view=puzzles&puzzle=wari-3"), Route::Puzzles { puzzle: Some("wari-3".into()) });
        assert_eq!(route("?view=puzzles&puzzle="), Route::Puzzles { puzzle: None });
        assert_eq!(route("?view=glossary&lang=nl"), Route::Learn(LearnRoute::Glossary));
        assert_eq!(route("?view=friend&variant=wari&side=north"), Route::Friend);
        assert_eq!(route("?friend=BAAA"), Route::Friend, "a friend's link, whatever the view");
        assert_eq!(route("?view=replay&friend=BAAA"), Route::Friend);
        assert_eq!(route("?view=glossary&variant=wahree"), Route::Learn(LearnRoute::Glossary), "for every variant");
        let lesson = Route::Learn(LearnRoute::Lesson { id: "chain".into(), task: None });
        assert_eq!(route("?view=glossary&lesson=chain"), lesson, "a lesson wins");
    }

    #[test]
    fn the_site_list_and_the_routes_agree() {
        let keys =
            ["game", "replay", "rules-card", "edit", "learn", "rules", "review", "puzzles", "glossary", "friend"];
        assert_eq!(view_keys(), keys, "every view=, as a bad one's notice lists them");
        for key in keys {
            let r = route(&format!("?view={key}"));
            assert_eq!(r.loads_site(), SITE_VIEWS.contains(&key), "{key}");
            assert_eq!(r.view_key().unwrap_or("game"), key, "{key} opens its own page");
        }
        for name in SITE_PARAMS {
            assert!(route(&format!("?{name}=x")).loads_site(), "{name}");
            assert!(!route(&format!("?{name}=")).loads_site(), "{name} empty");
        }
    }

    #[test]
    fn a_link_reopens_its_route() {
        let routes = [
            Route::Game(GameView::Game),
            Route::Game(GameView::Replay),
            Route::Game(GameView::RulesCard),
            Route::Game(GameView::Edit),
            Route::Learn(LearnRoute::List { variant: None }),
            Route::Learn(LearnRoute::List { variant: Some(Variant::Bridgetown) }),
            Route::Learn(LearnRoute::Lesson { id: "feed".into(), task: None }),
            Route::Learn(LearnRoute::Lesson { id: "feed".into(), task: Some("1".into()) }),
            Route::Learn(LearnRoute::Rules { variant: Variant::Wahree }),
            Route::Learn(LearnRoute::Glossary),
            Route::Review,
            Route::Friend,
            Route::Puzzles { puzzle: None },
            Route::Puzzles { puzzle: Some("abapa-2".into()) },
        ];
        for r in routes {
            let link = r.link(Lang::Nl, true);
            assert!(link.ends_with("lang=nl&embed=1"), "{link}");
            assert_eq!(route(&link), r, "{link}");
        }
        assert_eq!(
            Route::Learn(LearnRoute::Rules { variant: Variant::Wari }).link(Lang::Fr, false),
            "?view=rules&variant=wari&lang=fr"
        );
        assert_eq!(LearnRoute::Glossary.link(Lang::Ru, false), "?view=glossary&lang=ru");
        // The links already shared, written as before.
        let written = [
            (Route::Game(GameView::Game), "?lang=en"),
            (Route::Game(GameView::RulesCard), "?view=rules-card&lang=en"),
            (Route::Friend, "?view=friend&lang=en"),
            (Route::Learn(LearnRoute::List { variant: Some(Variant::Wahree) }), "?view=learn&variant=wahree&lang=en"),
            (
                Route::Learn(LearnRoute::Lesson { id: "sow".into(), task: Some("2".into()) }),
                "?lesson=sow&task=2&lang=en",
            ),
            (Route::Puzzles { puzzle: Some("wari-3".into()) }, "?view=puzzles&puzzle=wari-3&lang=en"),
            (Route::Review, "?view=review&lang=en"),
        ];
        for (r, link) in written {
            assert_eq!(r.link(Lang::En, false), link);
        }
        assert!(Route::Learn(LearnRoute::Glossary).loads_site());
    }
}
