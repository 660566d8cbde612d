//! The page's languages: the translator of `warri-i18n` (English, Dutch,
//! French and Russian, the Fluent messages of `web/i18n/`), the hook
//! through which components get the page's, the one rule that chooses a
//! page's language ([`resolve`]), and the language the player chose,
//! remembered for every page.
//!
//! The choice is a preference of the shell's, in a slot of its own
//! ([`LANG`], beside the look's, under the one policy of
//! `crate::shell::store`: text that cannot be read is kept aside, never
//! written over). It is remembered when the page shows a language other
//! than the one it would show by itself — the player chose it, with a
//! page's language switch or by a link that names it ([`remember`]); never
//! in embeds. Older releases kept the language beside a room's data (the
//! saved game, My games): while the slot holds nothing, the first of those
//! found is read into it, once ([`remembered`]).

use serde_json::Value;
pub use warri_i18n::{Arg, Lang, Tr};

use crate::shell::store::{self, Browser, Loaded, ReadError, Slot, Store};

/// The page's translator, from the context the app provides (English when
/// none is provided, e.g. in a component test).
#[yew::hook]
pub fn use_tr() -> std::rc::Rc<Tr> {
    yew::use_context::<std::rc::Rc<Tr>>().unwrap_or_else(|| std::rc::Rc::new(Tr::new(Lang::En)))
}

/// A page's language: the link's (`lang=`), else the one the player
/// chose (remembered), else the first of the browser's preferences the app
/// speaks, else English.
pub fn resolve(link: Option<Lang>, remembered: Option<Lang>, browser: &[String]) -> Lang {
    link.or(remembered).or_else(|| Lang::from_preferences(browser.iter().map(String::as_str))).unwrap_or_default()
}

/// [`resolve`] with what this browser says: the language remembered and
/// its preferences.
pub fn of_browser(link: Option<Lang>) -> Lang {
    resolve(link, LANG.load(&Browser, parse).value(), &crate::shell::browser::languages())
}

/// Where the language the player chose is kept.
pub const LANG: Slot = Slot { key: "warri.lang" };

/// The saved format's version.
pub const VERSION: u64 = 1;

/// Why a remembered language cannot be read (inside its envelope).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LangProblem {
    /// The field `lang` is missing or not text.
    Missing,
    /// Not a language of the app.
    Unknown(String),
}

/// Reads saved text: `{"version":1,"lang":"nl"}`.
pub fn parse(text: &str) -> Result<Lang, ReadError<LangProblem>> {
    let opened = store::versioned(text, 1..=VERSION)?;
    match opened.value.get("lang") {
        Some(Value::String(code)) => {
            Lang::from_tag(code).ok_or_else(|| ReadError::Content(LangProblem::Unknown(code.clone())))
        }
        _ => Err(ReadError::Content(LangProblem::Missing)),
    }
}

/// The saved text's fields.
#[derive(serde::Serialize)]
struct Written {
    version: u64,
    lang: &'static str,
}

/// The text saved.
pub fn text(lang: Lang) -> String {
    serde_json::to_string(&Written { version: VERSION, lang: lang.code() }).unwrap_or_default()
}

/// The remembered language, as its slot holds it. While the slot holds
/// nothing, the language an older release kept beside its data in one of
/// the `earlier` slots (the `lang` field of a JSON object: nothing else of
/// it is read) is remembered, the first found: read once.
pub fn remembered(store: &dyn Store, earlier: &[Slot]) -> Loaded<Lang, LangProblem> {
    let loaded = LANG.load(store, parse);
    if !matches!(loaded, Loaded::Empty) {
        return loaded;
    }
    match earlier.iter().find_map(|slot| lang_field(store.get(slot.key).as_deref())) {
        Some(lang) => {
            LANG.save(store, parse, &text(lang));
            Loaded::Read(lang)
        }
        None => Loaded::Empty,
    }
}

/// The `lang` field of saved JSON, if it names a language of the app
/// (read even from data that cannot be read otherwise).
fn lang_field(text: Option<&str>) -> Option<Lang> {
    let value: Value = serde_json::from_str(text?).ok()?;
    Lang::from_tag(value.get("lang")?.as_str()?)
}

/// Remembers `lang`, the language a page shows, unless it is the one a
/// page would show by itself (the remembered one, else the browser's
/// `browser` preference): then the player chose it. Never over text that
/// must stay. Whether it was written.
pub fn remember(store: &dyn Store, lang: Lang, browser: &[String]) -> bool {
    let now = LANG.load(store, parse).value();
    resolve(None, now, browser) != lang && LANG.save(store, parse, &text(lang))
}

/// Remembers the page's language at each change ([`remember`]), outside
/// embeds.
#[yew::hook]
pub fn use_remembered(lang: Lang, embed: bool) {
    yew::use_effect_with((lang, embed), |&(lang, embed)| {
        if !embed {
            remember(&Browser, lang, &crate::shell::browser::languages());
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::store::{Envelope, Kept, Memory, Unreadable};

    const GAME: Slot = Slot { key: "game" };
    const FRIENDS: Slot = Slot { key: "friends" };

    fn browser(tags: &[&str]) -> Vec<String> {
        tags.iter().map(|t| t.to_string()).collect()
    }

    #[test]
    fn the_link_comes_first_then_the_remembered_choice_then_the_browser() {
        let browser = browser(&["de-DE", "fr-CA"]);
        assert_eq!(resolve(Some(Lang::Ru), Some(Lang::Nl), &browser), Lang::Ru);
        assert_eq!(resolve(None, Some(Lang::Nl), &browser), Lang::Nl);
        assert_eq!(resolve(None, None, &browser), Lang::Fr);
        assert_eq!(resolve(None, None, &["de".to_string()]), Lang::En);
    }

    #[test]
    fn the_choice_is_saved_as_written_and_what_is_wrong_is_named() {
        assert_eq!(text(Lang::Nl), r#"{"version":1,"lang":"nl"}"#);
        assert_eq!(parse(r#"{"version":1,"lang":"ru"}"#), Ok(Lang::Ru));
        assert_eq!(parse(r#"{"version":1,"lang":"ru","later":"kept"}"#), Ok(Lang::Ru));
        let content = |p| Err(ReadError::Content(p));
        assert_eq!(parse(r#"{"version":1,"lang":"de"}"#), content(LangProblem::Unknown("de".into())));
        assert_eq!(parse(r#"{"version":1,"lang":7}"#), content(LangProblem::Missing));
        assert_eq!(parse(r#"{"version":1}"#), content(LangProblem::Missing));
        assert_eq!(parse(r#"{"lang":"nl"}"#), Err(ReadError::Envelope(Envelope::NoVersion)));
        assert_eq!(parse(r#"{"version":2,"lang":"nl"}"#), Err(ReadError::Envelope(Envelope::Newer(2))));
        assert_eq!(parse("nl"), Err(ReadError::Envelope(Envelope::Json { line: 1, column: 2 })), "n… is not null");
    }

    #[test]
    fn the_language_an_old_saved_game_kept_is_read_once_into_the_preference() {
        // As a release before this one saved a Dutch player's game.
        let old = r#"{"version":2,"variant":"wari","start":"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S","moves":"C","first":"south","seats":["human","human"],"results":[],"speed":"fast","lang":"nl"}"#;
        let store = Memory::with(&[("game", old), ("friends", r#"{"version":1,"lang":"fr","games":[]}"#)]);
        assert_eq!(remembered(&store, &[GAME, FRIENDS]), Loaded::Read(Lang::Nl), "the game's first");
        assert_eq!(store.get("warri.lang").as_deref(), Some(r#"{"version":1,"lang":"nl"}"#));
        assert_eq!(store.get("game").as_deref(), Some(old), "the game itself is untouched");
        // Once remembered, the old data is not read again.
        store.set("game", &old.replace(r#""nl""#, r#""ru""#));
        assert_eq!(remembered(&store, &[GAME]), Loaded::Read(Lang::Nl));
        // Read even from a game that cannot be read otherwise (a newer
        // release's); My games' where the game kept none; nothing where
        // none is kept.
        let store = Memory::with(&[("game", r#"{"version":9,"lang":"ru"}"#)]);
        assert_eq!(remembered(&store, &[GAME, FRIENDS]), Loaded::Read(Lang::Ru));
        let store =
            Memory::with(&[("game", r#"{"version":2}"#), ("friends", r#"{"version":1,"lang":"fr","games":[]}"#)]);
        assert_eq!(remembered(&store, &[GAME, FRIENDS]), Loaded::Read(Lang::Fr));
        let store = Memory::with(&[("game", r#"{"version":2,"lang":"xx"}"#), ("friends", "{")]);
        assert_eq!(remembered(&store, &[GAME, FRIENDS]), Loaded::Empty);
        assert_eq!(store.get("warri.lang"), None, "nothing remembered");
    }

    #[test]
    fn a_chosen_language_is_remembered_and_the_browsers_is_followed() {
        let store = Memory::default();
        let dutch = browser(&["nl-BE"]);
        assert!(!remember(&store, Lang::Nl, &dutch), "the browser's: followed, not remembered");
        assert_eq!(store.get("warri.lang"), None);
        assert!(remember(&store, Lang::Fr, &dutch), "chosen (a switch, a link)");
        assert_eq!(remembered(&store, &[]), Loaded::Read(Lang::Fr));
        assert!(!remember(&store, Lang::Fr, &dutch), "the same again: nothing to write");
        assert!(remember(&store, Lang::Nl, &dutch), "back to the browser's language: chosen too");
        assert_eq!(remembered(&store, &[]), Loaded::Read(Lang::Nl));
    }

    #[test]
    fn unreadable_text_is_kept_aside_and_a_newer_releases_is_never_written_over() {
        let store = Memory::with(&[("warri.lang", r#"{"version":1,"lang":"klingon"}"#)]);
        let kept = Kept::Aside("warri.lang.unreadable".into());
        let problem = ReadError::Content(LangProblem::Unknown("klingon".into()));
        assert_eq!(remembered(&store, &[]), Loaded::Unreadable(Unreadable { problem, kept }));
        assert_eq!(store.get("warri.lang.unreadable").as_deref(), Some(r#"{"version":1,"lang":"klingon"}"#));
        assert!(remember(&store, Lang::Ru, &[]), "written once the copy is aside");
        assert_eq!(remembered(&store, &[]), Loaded::Read(Lang::Ru));
        let newer = r#"{"version":4,"lang":"ru","script":"cyrillic"}"#;
        let store = Memory::with(&[("warri.lang", newer), ("game", r#"{"lang":"nl"}"#)]);
        assert!(
            matches!(remembered(&store, &[GAME]), Loaded::Unreadable(u) if u.kept == Kept::Newer("warri.lang".into()))
        );
        assert!(!remember(&store, Lang::Fr, &[]));
        assert_eq!(store.get("warri.lang").as_deref(), Some(newer));
    }
}
