//! The one Route: which page a link opens, read from its parameters in one
//! place ([`Route::of`]) and written back by [`Route::link`]. The game's
//! module draws the game and the views that switch in place over it (a
//! replay, the board editor, the rules card: [`Route::Game`]); the site's
//! module also draws the lessons, the rules pages and the glossary, the
//! review and the puzzles. Which links need the site's module is [`Route::loads_site`],
//! from the one list in [`super::site_links`] that the start script is
//! written from. What a page does with the rest of its link (the game's
//! variant, position and moves: `crate::params`) is the page's own.

use warri_rules::Variant;

use super::i18n::Lang;
use super::url::{page_link, switch};

/// Which page a link opens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ViewKind {
    /// The game (the default).
    #[default]
    Game,
    /// The link's game as a replay.
    Replay,
    /// The variant's rules-change table alone.
    RulesCard,
    /// The board editor, from the link's position.
    Edit,
    /// The lessons (`view=learn`; a `lesson=ID` opens one): a page of the
    /// site's module.
    Learn,
    /// A variant's complete rules page (`view=rules&variant=K`): a page of
    /// the site's module.
    Rules,
    /// The link's game reviewed move by move (`view=review`): a page of the
    /// site's module.
    Review,
    /// The puzzles (`view=puzzles`): a page of the site's module.
    Puzzles,
    /// The glossary of the games' words (`view=glossary`): a page of the
    /// site's module.
    Glossary,
    /// Playing a friend by link (`view=friend`, or a friend's link,
    /// `friend=CODE`): a page of the site's module.
    Friend,
}

impl ViewKind {
    /// Every view, as `view=` names them.
    pub const ALL: [ViewKind; 10] = [
        ViewKind::Game,
        ViewKind::Replay,
        ViewKind::RulesCard,
        ViewKind::Edit,
        ViewKind::Learn,
        ViewKind::Rules,
        ViewKind::Review,
        ViewKind::Puzzles,
        ViewKind::Glossary,
        ViewKind::Friend,
    ];

    /// The value of `view=`.
    pub const fn key(self) -> &'static str {
        match self {
            ViewKind::Game => "game",
            ViewKind::Replay => "replay",
            ViewKind::RulesCard => "rules-card",
            ViewKind::Edit => "edit",
            ViewKind::Learn => "learn",
            ViewKind::Rules => "rules",
            ViewKind::Review => "review",
            ViewKind::Puzzles => "puzzles",
            ViewKind::Glossary => "glossary",
            ViewKind::Friend => "friend",
        }
    }

    /// The view `view=` names, if any.
    pub fn from_key(key: &str) -> Option<ViewKind> {
        ViewKind::ALL.into_iter().find(|v| v.key() == key)
    }
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
    /// a `view=` naming no view opens the game, and the game says so).
    Game(ViewKind),
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
        let get = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.trim()).filter(|v| !v.is_empty());
        let variant = get("variant").and_then(|v| v.parse::<Variant>().ok());
        if let Some(id) = get("lesson") {
            let task = pairs.iter().find(|(k, _)| k == "task").map(|(_, v)| v.trim().to_string());
            return Route::Learn(LearnRoute::Lesson { id: id.to_string(), task });
        }
        if get("friend").is_some() {
            return Route::Friend;
        }
        match get("view").and_then(ViewKind::from_key).unwrap_or_default() {
            ViewKind::Learn => Route::Learn(LearnRoute::List { variant }),
            ViewKind::Rules => Route::Learn(LearnRoute::Rules { variant: variant.unwrap_or_default() }),
            ViewKind::Glossary => Route::Learn(LearnRoute::Glossary),
            ViewKind::Review => Route::Review,
            ViewKind::Friend => Route::Friend,
            ViewKind::Puzzles => Route::Puzzles { puzzle: get("puzzle").map(str::to_string) },
            kind => Route::Game(kind),
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
        let mut pairs: Vec<(&str, &str)> = match self {
            Route::Game(ViewKind::Game) => vec![],
            Route::Game(kind) => vec![("view", kind.key())],
            Route::Learn(LearnRoute::List { variant: None }) => vec![("view", "learn")],
            Route::Learn(LearnRoute::List { variant: Some(v) }) => vec![("view", "learn"), ("variant", v.key())],
            Route::Learn(LearnRoute::Lesson { id, task }) => {
                let mut p = vec![("lesson", id.as_str())];
                p.extend(task.as_deref().map(|t| ("task", t)));
                p
            }
            Route::Learn(LearnRoute::Rules { variant }) => vec![("view", "rules"), ("variant", variant.key())],
            Route::Learn(LearnRoute::Glossary) => vec![("view", "glossary")],
            Route::Review => vec![("view", "review")],
            Route::Friend => vec![("view", "friend")],
            Route::Puzzles { puzzle } => {
                let mut p = vec![("view", "puzzles")];
                p.extend(puzzle.as_deref().map(|id| ("puzzle", id)));
                p
            }
        };
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
    let embed = pairs.iter().find(|(k, _)| k == "embed").map(|(_, v)| v.trim());
    switch(embed).unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::site_links::{SITE_PARAMS, SITE_VIEWS};
    use crate::shell::url::parse_query;

    fn route(q: &str) -> Route {
        Route::of(&parse_query(q))
    }

    #[test]
    fn every_link_opens_its_page() {
        assert_eq!(route(""), Route::Game(ViewKind::Game));
        assert_eq!(route("?view=replay&moves=C"), Route::Game(ViewKind::Replay));
        assert_eq!(route("?view=movie"), Route::Game(ViewKind::Game));
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
        for kind in ViewKind::ALL {
            let r = route(&format!("?view={}", kind.key()));
            assert_eq!(r.loads_site(), SITE_VIEWS.contains(&kind.key()), "{kind:?}");
        }
        for name in SITE_PARAMS {
            assert!(route(&format!("?{name}=x")).loads_site(), "{name}");
            assert!(!route(&format!("?{name}=")).loads_site(), "{name} empty");
        }
    }

    #[test]
    fn a_link_reopens_its_route() {
        let routes = [
            Route::Game(ViewKind::Game),
            Route::Game(ViewKind::Edit),
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
        assert!(Route::Learn(LearnRoute::Glossary).loads_site());
    }
}
