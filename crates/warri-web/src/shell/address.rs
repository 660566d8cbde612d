//! What every page reads of its address, once, in the shell: the page it
//! opens ([`Route`]), the language it names (`lang=`) and what is wrong
//! with those two (a `lang=` or a `view=` that names nothing), typed until
//! the page words it in its language — the same notice on every page. The
//! rest of the link's parameters are the page's own to read
//! ([`Address::pairs`]): the game's (`crate::params`), a lesson's task, a
//! puzzle's id.

use super::i18n::Lang;
use super::route::{GameView, Route};
use super::url::{given, parse_query};

/// The parameters the shell reads for every page.
pub const NAMES: [&str; 2] = ["lang", "view"];

/// What is wrong with the part of a link every page reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressProblem {
    /// `lang=` names no language of the site (the page is in the saved or
    /// the browser's language).
    Lang(String),
    /// `view=` names no page (the game is shown).
    View(String),
}

/// A page's address, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    /// Its parameters, (name, value) in URL order (the first of a name
    /// counts): the page reads its own from them.
    pub pairs: Vec<(String, String)>,
    /// The page it opens.
    pub route: Route,
    /// The language it names, if it names one of the site's.
    pub lang: Option<Lang>,
    /// What is wrong with `lang=` and `view=`.
    pub problems: Vec<AddressProblem>,
}

impl Address {
    /// Reads the parameters (name, value pairs in URL order).
    pub fn of(pairs: Vec<(String, String)>) -> Address {
        let route = Route::of(&pairs);
        let mut problems = Vec::new();
        let lang = given(&pairs, "lang").and_then(|tag| {
            let lang = Lang::from_tag(tag);
            if lang.is_none() {
                problems.push(AddressProblem::Lang(tag.to_string()));
            }
            lang
        });
        // A view that names nothing opens the game, which is then not what
        // the link asked for: said. (A lesson or a friend's link wins over
        // any view, and says nothing of it.)
        let view = given(&pairs, "view").filter(|_| route == Route::Game(GameView::Game));
        if let Some(key) = view.filter(|k| GameView::from_key(k).is_none()) {
            problems.push(AddressProblem::View(key.to_string()));
        }
        Address { pairs, route, lang, problems }
    }

    /// Reads a query string (`?a=1&b=2`, or the same after a `#`).
    pub fn of_query(query: &str) -> Address {
        Address::of(parse_query(query))
    }
}

/// The address with no parameters: the game (a page opened without one,
/// as in a test).
pub static NO_ADDRESS: Address =
    Address { pairs: Vec::new(), route: Route::Game(GameView::Game), lang: None, problems: Vec::new() };

impl Default for Address {
    fn default() -> Address {
        NO_ADDRESS.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::route::LearnRoute;

    #[test]
    fn the_route_and_the_language_are_read_once_and_what_names_nothing_is_said() {
        let a = Address::of_query("?view=rules&variant=wahree&lang=ru");
        assert_eq!((a.route.view_key(), a.lang, a.problems.len()), (Some("rules"), Some(Lang::Ru), 0));
        let a = Address::of_query("?lang=de&view=movie&moves=C");
        assert_eq!(a.route, Route::Game(GameView::Game));
        assert_eq!(a.lang, None, "the saved or the browser's language then");
        assert_eq!(a.problems, [AddressProblem::Lang("de".into()), AddressProblem::View("movie".into())]);
        // A bad language is said on the site's pages too.
        let a = Address::of_query("?view=puzzles&lang=xx");
        assert_eq!((a.route, a.problems), (Route::Puzzles { puzzle: None }, vec![AddressProblem::Lang("xx".into())]));
        // A lesson wins over the view, which then says nothing.
        let a = Address::of_query("?view=movie&lesson=chain");
        assert_eq!(a.route, Route::Learn(LearnRoute::Lesson { id: "chain".into(), task: None }));
        assert!(a.problems.is_empty());
        let a = Address::of_query("?view=&lang=");
        assert_eq!((a.route, a.lang, a.problems), (Route::Game(GameView::Game), None, vec![]));
        assert_eq!(Address::of_query("?lang=nl-BE").lang, Some(Lang::Nl));
        assert_eq!(Address::of_query(""), NO_ADDRESS);
    }
}
