//! Languages: English, Dutch, French and Russian. Every word the app shows
//! is a Project Fluent message in `web/i18n/<lang>.ftl` (compiled in, so
//! the game works offline), formatted with [`Tr`]. Plural forms and the
//! grammatical forms of "South"/"North" are the translations' business
//! (Fluent selectors); the code passes numbers and keys.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language of the app.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Dutch.
    Nl,
    /// French.
    Fr,
    /// Russian.
    Ru,
}

impl Lang {
    /// All languages, in the switcher's order.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Nl, Lang::Fr, Lang::Ru];

    /// The code used in `?lang=` and `<html lang>`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
            Lang::Fr => "fr",
            Lang::Ru => "ru",
        }
    }

    /// The language's own name, for the switcher.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Nl => "Nederlands",
            Lang::Fr => "Français",
            Lang::Ru => "Русский",
        }
    }

    /// The language of a tag such as `fr`, `nl-BE` or `ru_RU`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages that the app has.
    pub fn from_preferences<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        tags.into_iter().find_map(Lang::from_tag)
    }

    /// The Fluent source of the language.
    pub const fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../../web/i18n/en.ftl"),
            Lang::Nl => include_str!("../../../web/i18n/nl.ftl"),
            Lang::Fr => include_str!("../../../web/i18n/fr.ftl"),
            Lang::Ru => include_str!("../../../web/i18n/ru.ftl"),
        }
    }
}

/// A translator: formats the messages of one language.
pub struct Tr {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl PartialEq for Tr {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang
    }
}

impl std::fmt::Debug for Tr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tr({})", self.lang.code())
    }
}

/// A message argument: a number (for plurals) or a string (a key, a
/// letter, a composed sentence).
pub enum Arg<'a> {
    /// A number.
    N(i64),
    /// A string.
    S(&'a str),
}

impl From<u8> for Arg<'_> {
    fn from(n: u8) -> Self {
        Arg::N(i64::from(n))
    }
}
impl From<u16> for Arg<'_> {
    fn from(n: u16) -> Self {
        Arg::N(i64::from(n))
    }
}
impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::N(i64::from(n))
    }
}
impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::N(n as i64)
    }
}
impl From<i32> for Arg<'_> {
    fn from(n: i32) -> Self {
        Arg::N(i64::from(n))
    }
}
impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::S(s)
    }
}
impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::S(s)
    }
}

impl Tr {
    /// The translator of a language.
    pub fn new(lang: Lang) -> Tr {
        let id: LanguageIdentifier = lang.code().parse().expect("a valid language code");
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        let resource = match FluentResource::try_new(lang.source().to_string()) {
            Ok(r) => r,
            Err((r, _errors)) => r,
        };
        let _ = bundle.add_resource(resource);
        Tr { lang, bundle }
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the language has a message.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// A message without arguments.
    pub fn t(&self, id: &str) -> String {
        self.ta(id, &[])
    }

    /// A message with arguments. A missing message shows its id (and a test
    /// fails: every message exists in every language).
    pub fn ta(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut fargs = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::N(n) => fargs.set(*name, FluentValue::from(*n)),
                Arg::S(s) => fargs.set(*name, FluentValue::from(*s)),
            }
        }
        let mut errors = Vec::new();
        self.bundle.format_pattern(pattern, Some(&fargs), &mut errors).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_preferences_pick_a_language() {
        assert_eq!(Lang::from_tag("nl-BE"), Some(Lang::Nl));
        assert_eq!(Lang::from_tag("RU"), Some(Lang::Ru));
        assert_eq!(Lang::from_tag("de"), None);
        assert_eq!(Lang::from_preferences(["de-DE", "fr-CA", "en"]), Some(Lang::Fr));
        assert_eq!(Lang::from_preferences(["de"]), None);
    }

    #[test]
    fn plurals_follow_each_language() {
        let en = Tr::new(Lang::En);
        assert_eq!(en.ta("seeds", &[("count", 1u8.into())]), "1 seed");
        assert_eq!(en.ta("seeds", &[("count", 5u8.into())]), "5 seeds");
    }
}

/// The page's translator, from the context the app provides (English when
/// none is provided, e.g. in a component test).
#[yew::hook]
pub fn use_tr() -> std::rc::Rc<Tr> {
    yew::use_context::<std::rc::Rc<Tr>>().unwrap_or_else(|| std::rc::Rc::new(Tr::new(Lang::En)))
}
