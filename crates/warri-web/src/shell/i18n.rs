//! The page's languages: the translator of `warri-i18n` (English, Dutch,
//! French and Russian, the Fluent messages of `web/i18n/`), and the hook
//! through which components get the page's, and the one rule that chooses
//! a page's language.

pub use warri_i18n::{Arg, Lang, Tr};

/// The page's translator, from the context the app provides (English when
/// none is provided, e.g. in a component test).
#[yew::hook]
pub fn use_tr() -> std::rc::Rc<Tr> {
    yew::use_context::<std::rc::Rc<Tr>>().unwrap_or_else(|| std::rc::Rc::new(Tr::new(Lang::En)))
}

/// A page's language: the link's (`lang=`), else the one chosen in the
/// saved game, else the first of the browser's preferences the app
/// speaks, else English.
pub fn resolve(link: Option<Lang>, saved: Option<Lang>, browser: &[String]) -> Lang {
    link.or(saved).or_else(|| Lang::from_preferences(browser.iter().map(String::as_str))).unwrap_or_default()
}

/// [`resolve`] with what this browser says: its saved game and its
/// preferences.
pub fn of_browser(link: Option<Lang>) -> Lang {
    use crate::shell::store::Store;
    let saved = crate::storage::saved_lang(crate::shell::store::Browser.get(crate::shell::store::GAME.key).as_deref());
    resolve(link, saved, &crate::shell::browser::languages())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_comes_first_then_the_saved_choice_then_the_browser() {
        let browser = ["de-DE".to_string(), "fr-CA".to_string()];
        assert_eq!(resolve(Some(Lang::Ru), Some(Lang::Nl), &browser), Lang::Ru);
        assert_eq!(resolve(None, Some(Lang::Nl), &browser), Lang::Nl);
        assert_eq!(resolve(None, None, &browser), Lang::Fr);
        assert_eq!(resolve(None, None, &["de".to_string()]), Lang::En);
    }
}
