//! Languages: English, Dutch, French and Russian. Every word warri shows,
//! in the page and in the command line's diagrams, is a Project Fluent
//! message in `web/i18n/<room>-<lang>.ftl` (compiled in, so the game works
//! offline), formatted with [`Tr`]; [`words`] has the wordings that both
//! use. Plural forms and the grammatical forms of "South"/"North" are the
//! translations' business (Fluent selectors); the code passes numbers and
//! keys. Numbers are written in each language's own format (1.5 in English,
//! 1,5 in Dutch, French and Russian).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub mod words;

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

    /// The mark between the whole and the fractional part of a number.
    pub const fn decimal_separator(self) -> char {
        match self {
            Lang::En => '.',
            Lang::Nl | Lang::Fr | Lang::Ru => ',',
        }
    }

    /// The Fluent sources of the language for the game's module: one file
    /// per room and language (`web/i18n/<room>-<lang>.ftl`: the game's
    /// shared words, the replay's, the editor's, the oracle's, and warri's
    /// choices and the rules' sources, which the game's rules table and the
    /// rules pages both show), less their comments (`build.rs`).
    pub const fn sources(self) -> [&'static str; 5] {
        macro_rules! rooms {
            ($lang:literal) => {
                [
                    include_str!(concat!(env!("OUT_DIR"), "/game-", $lang, ".ftl")),
                    include_str!(concat!(env!("OUT_DIR"), "/replay-", $lang, ".ftl")),
                    include_str!(concat!(env!("OUT_DIR"), "/editor-", $lang, ".ftl")),
                    include_str!(concat!(env!("OUT_DIR"), "/oracle-", $lang, ".ftl")),
                    include_str!(concat!(env!("OUT_DIR"), "/choices-", $lang, ".ftl")),
                ]
            };
        }
        match self {
            Lang::En => rooms!("en"),
            Lang::Nl => rooms!("nl"),
            Lang::Fr => rooms!("fr"),
            Lang::Ru => rooms!("ru"),
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

impl Eq for Tr {}

impl std::fmt::Debug for Tr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tr({})", self.lang.code())
    }
}

/// A message argument: a number (for plurals) or a string (a key, a
/// letter, a composed sentence).
pub enum Arg<'a> {
    /// A whole number.
    N(i64),
    /// A number shown with one decimal, e.g. 1.5 (1,5 in Dutch); plural
    /// selectors see its fraction.
    D(f64),
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
        if lang.decimal_separator() == ',' {
            bundle.set_formatter(Some(decimal_comma));
        }
        for source in lang.sources() {
            let resource = match FluentResource::try_new(source.to_string()) {
                Ok(r) => r,
                Err((r, _errors)) => r,
            };
            let _ = bundle.add_resource(resource);
        }
        Tr { lang, bundle }
    }

    /// The translator of a language with more messages: Fluent sources
    /// loaded later (the lessons' and rules pages', `web/learn/`). A source
    /// with syntax errors adds what can be read; an id already defined
    /// keeps its first message.
    pub fn with_more(lang: Lang, more: &[&str]) -> Tr {
        let mut tr = Tr::new(lang);
        for source in more {
            let resource = match FluentResource::try_new(source.to_string()) {
                Ok(r) => r,
                Err((r, _errors)) => r,
            };
            let _ = tr.bundle.add_resource(resource);
        }
        tr
    }

    /// A message whose id comes from data, not from the code (a rules
    /// page's paragraphs, chosen by the rules: `warri-learn`'s
    /// `rules_page`); the tests check those ids from the data.
    pub fn paragraph(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.ta(id, args)
    }

    /// The language it words messages in.
    pub fn lang(&self) -> Lang {
        self.lang
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
                Arg::D(x) => fargs.set(*name, FluentValue::from(one_decimal(*x))),
                Arg::S(s) => fargs.set(*name, FluentValue::from(*s)),
            }
        }
        let mut errors = Vec::new();
        self.bundle.format_pattern(pattern, Some(&fargs), &mut errors).into_owned()
    }
}

/// `x` rounded to one decimal, written with that decimal even when it is 0
/// (`2.0`), which plural selectors take into account (CLDR's `v` operand).
pub fn one_decimal(x: f64) -> FluentNumber {
    let options = FluentNumberOptions {
        minimum_fraction_digits: Some(1),
        maximum_fraction_digits: Some(1),
        ..FluentNumberOptions::default()
    };
    FluentNumber::new((x * 10.0).round() / 10.0, options)
}

/// Fluent's formatter for the languages that write a decimal comma: numbers
/// with a fraction get a comma (whole numbers are left to Fluent).
fn decimal_comma<M>(value: &FluentValue, _intls: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) if n.options.minimum_fraction_digits.is_some() || n.value.fract() != 0.0 => {
            Some(n.as_string().replace('.', ","))
        }
        _ => None,
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
        let store = |n: u8| en.ta("store-label", &[("owner", "south".into()), ("count", n.into())]);
        assert_eq!(store(1), "South's store, 1 seed");
        assert_eq!(store(5), "South's store, 5 seeds");
    }

    #[test]
    fn decimals_are_written_in_each_languages_format() {
        let seeds = |lang, x| Tr::new(lang).ta("hint-ahead", &[("seeds", Arg::D(x))]);
        assert_eq!(seeds(Lang::En, 1.46), "about 1.5 seeds ahead");
        assert_eq!(seeds(Lang::En, 2.0), "about 2.0 seeds ahead");
        assert!(seeds(Lang::Nl, 1.46).contains("1,5 zaden"), "{}", seeds(Lang::Nl, 1.46));
        assert!(seeds(Lang::Fr, 0.3).contains("0,3 graine"), "{}", seeds(Lang::Fr, 0.3));
        // A fraction takes the genitive singular in Russian: 1,5 семени.
        assert!(seeds(Lang::Ru, 1.5).contains("1,5 семени"), "{}", seeds(Lang::Ru, 1.5));
        assert!(seeds(Lang::Ru, 21.5).contains("21,5 семени"), "{}", seeds(Lang::Ru, 21.5));
        // Whole numbers are untouched.
        let store = Tr::new(Lang::Fr).ta("store-label", &[("owner", "north".into()), ("count", 25u8.into())]);
        assert_eq!(store, "Magasin de Nord, 25 graines");
    }
}
