//! The page's look and sound, one choice for every page of the site: the
//! board's theme ([`Theme`]: the tradition's mahogany board with grey
//! nickars, the classic board, high contrast) and the sounds (on or off,
//! and their volume).
//!
//! What the player chose is saved in a slot of its own ([`LOOK`], under the
//! one policy of `crate::shell::store`: text that cannot be read is kept
//! aside), each choice over the others the slot holds (another tab's are
//! kept); whatever they did not choose follows the system:
//! `prefers-contrast: more` picks the contrast theme, and
//! `prefers-reduced-motion` keeps the sounds off. Embeds are silent. A
//! link's `theme=` shows a theme without saving it (an embed's, a wiki's).
//! The root element carries what is in use: `data-theme` and `data-sound`.

use serde::Serialize;
use serde_json::Value;
pub use warri_diagram::Theme;

use crate::shell::store::{self, Browser, Loaded, ReadError, Slot, Store};

/// The player's choices of look and sound.
pub const LOOK: Slot = Slot { key: "warri.look" };

/// The saved format's version.
pub const VERSION: u64 = 1;

/// The volume when none was chosen, in percent.
pub const VOLUME: u8 = 70;

/// What the player chose (what is saved); `None` follows the system.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chosen {
    /// The board's theme.
    pub theme: Option<Theme>,
    /// Sounds on or off.
    pub sound: Option<bool>,
    /// The volume, 0 to 100.
    pub volume: Option<u8>,
}

/// What the system and the page say of the user.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct System {
    /// The system asks for more contrast.
    pub more_contrast: bool,
    /// The system asks for reduced motion.
    pub reduced_motion: bool,
    /// The page is embedded (a board on another site: silent).
    pub embed: bool,
}

/// The look and sound in use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// The board's theme.
    pub theme: Theme,
    /// Whether sounds play.
    pub sound: bool,
    /// Their volume, 0 to 100.
    pub volume: u8,
}

impl Look {
    /// The look in use: the link's theme, else the player's, else the
    /// system's; the player's sound unless embedded, else on unless the
    /// system asks for reduced motion.
    pub fn resolve(chosen: &Chosen, link: Option<Theme>, system: System) -> Look {
        let by_system = if system.more_contrast { Theme::Contrast } else { Theme::default() };
        Look {
            theme: link.or(chosen.theme).unwrap_or(by_system),
            sound: !system.embed && chosen.sound.unwrap_or(!system.reduced_motion),
            volume: chosen.volume.unwrap_or(VOLUME),
        }
    }

    /// The volume as a gain, 0 to 1.
    pub fn gain(&self) -> f32 {
        f32::from(self.volume) / 100.0
    }
}

/// A change of look the player made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LookChoice {
    /// This theme.
    Theme(Theme),
    /// Sounds on or off.
    Sound(bool),
    /// This volume, 0 to 100.
    Volume(u8),
}

impl Chosen {
    /// The choices with one more, and the look in use after it.
    pub fn with(mut self, look: &mut Look, choice: LookChoice) -> Chosen {
        match choice {
            LookChoice::Theme(t) => (self.theme, look.theme) = (Some(t), t),
            LookChoice::Sound(on) => (self.sound, look.sound) = (Some(on), on),
            LookChoice::Volume(v) => {
                let v = v.min(100);
                (self.volume, look.volume) = (Some(v), v);
            }
        }
        self
    }
}

/// Why saved choices cannot be read (inside their envelope).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookProblem {
    /// This field is not of the right kind.
    Field(&'static str),
    /// Not a theme's key.
    Theme(String),
    /// A whole number, but not from 0 to 100.
    Volume(i64),
}

/// The saved text's fields.
#[derive(Serialize)]
struct Written {
    version: u64,
    theme: Option<&'static str>,
    sound: Option<bool>,
    volume: Option<u8>,
}

impl Chosen {
    /// Reads saved text, checking every field.
    pub fn parse(text: &str) -> Result<Chosen, ReadError<LookProblem>> {
        let opened = store::versioned(text, 1..=VERSION)?;
        Chosen::fields(&opened.value).map_err(ReadError::Content)
    }

    /// The choices of a saved object.
    fn fields(value: &Value) -> Result<Chosen, LookProblem> {
        let field = |name| value.get(name).filter(|v| !v.is_null());
        let theme = match field("theme") {
            None => None,
            Some(Value::String(key)) => Some(key.parse().map_err(|_| LookProblem::Theme(key.clone()))?),
            Some(_) => return Err(LookProblem::Field("theme")),
        };
        let sound = match field("sound") {
            None => None,
            Some(v) => Some(v.as_bool().ok_or(LookProblem::Field("sound"))?),
        };
        let volume = match field("volume") {
            None => None,
            Some(v) => {
                // (No text of other JSON values: their writer would weigh on the page's module.)
                let n = v.as_i64().ok_or(LookProblem::Field("volume"))?;
                Some(u8::try_from(n).ok().filter(|n| *n <= 100).ok_or(LookProblem::Volume(n))?)
            }
        };
        Ok(Chosen { theme, sound, volume })
    }

    /// These choices, and where one was not made, `saved`'s.
    pub fn over(self, saved: Chosen) -> Chosen {
        Chosen {
            theme: self.theme.or(saved.theme),
            sound: self.sound.or(saved.sound),
            volume: self.volume.or(saved.volume),
        }
    }

    /// The text saved.
    pub fn text(&self) -> String {
        let w = Written { version: VERSION, theme: self.theme.map(Theme::key), sound: self.sound, volume: self.volume };
        serde_json::to_string(&w).unwrap_or_default()
    }
}

/// What the system asks for, from the browser's media queries.
pub fn system(embed: bool) -> System {
    let asks =
        |query: &str| web_sys::window().and_then(|w| w.match_media(query).ok().flatten()).is_some_and(|m| m.matches());
    System {
        more_contrast: asks("(prefers-contrast: more)"),
        reduced_motion: crate::shell::hooks::prefers_reduced_motion(),
        embed,
    }
}

/// The link's parameter for a theme shown without saving it.
pub const THEME: &str = "theme";

/// The theme a link asks for (`theme=K`), or the key it gives that names
/// no theme.
pub fn link_theme(pairs: &[(String, String)]) -> Result<Option<Theme>, String> {
    let key = crate::shell::url::given(pairs, THEME);
    key.map(|k| k.parse().map_err(|_| k.to_string())).transpose()
}

/// The player's saved choices, as their slot holds them.
pub fn load() -> Loaded<Chosen, LookProblem> {
    LOOK.load(&Browser, Chosen::parse)
}

/// Saves the choices the player made on this page over those the slot
/// holds now (another tab's stay), never over text that must stay.
pub fn save(here: &Chosen) {
    save_in(&Browser, here);
}

/// [`save`] into `store`; whether it was written.
fn save_in(store: &dyn Store, here: &Chosen) -> bool {
    LOOK.update(store, Chosen::parse, |saved| here.over(saved.unwrap_or_default()).text())
}

/// Puts the look in use on the root element (`data-theme`, `data-sound`).
pub fn show(look: &Look) {
    let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) else {
        return;
    };
    let _ = root.set_attribute("data-theme", look.theme.key());
    let _ = root.set_attribute("data-sound", if look.sound { "on" } else { "off" });
}

/// The look of a page that shows no choice of it (the lessons, the rules
/// pages, the review, the puzzles, a friend's game), shown at once: the
/// saved choices, the link's theme, the system's (silent in an embed).
pub fn show_saved(link_theme: Option<Theme>, embed: bool) -> Look {
    let chosen = load().value().unwrap_or_default();
    let look = Look::resolve(&chosen, link_theme, system(embed));
    show(&look);
    look
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::store::{Envelope, Kept, Memory, Unreadable};

    const QUIET: System = System { more_contrast: false, reduced_motion: false, embed: false };

    #[test]
    fn what_was_not_chosen_follows_the_system_and_embeds_are_silent() {
        let none = Chosen::default();
        let plain = Look::resolve(&none, None, QUIET);
        assert_eq!((plain.theme, plain.sound, plain.volume), (Theme::Tradition, true, 70));
        let contrast = Look::resolve(&none, None, System { more_contrast: true, ..QUIET });
        assert_eq!(contrast.theme, Theme::Contrast);
        assert!(!Look::resolve(&none, None, System { reduced_motion: true, ..QUIET }).sound);
        let chosen = Chosen { theme: Some(Theme::Classic), sound: Some(true), volume: Some(20) };
        let reduced = Look::resolve(&chosen, None, System { more_contrast: true, reduced_motion: true, embed: false });
        assert_eq!((reduced.theme, reduced.sound, reduced.volume), (Theme::Classic, true, 20));
        assert!(!Look::resolve(&chosen, None, System { embed: true, ..QUIET }).sound);
        assert_eq!(Look::resolve(&chosen, Some(Theme::Contrast), QUIET).theme, Theme::Contrast);
    }

    #[test]
    fn a_links_theme_is_read_and_a_bad_one_given_back() {
        let pairs = |q| crate::shell::url::parse_query(q);
        assert_eq!(link_theme(&pairs("?theme=contrast")), Ok(Some(Theme::Contrast)));
        assert_eq!(link_theme(&pairs("?theme=&variant=wari")), Ok(None));
        assert_eq!(link_theme(&pairs("?theme=velvet")), Err("velvet".to_string()));
    }

    #[test]
    fn choices_are_saved_as_written_and_read_back() {
        let mut look = Look::resolve(&Chosen::default(), None, QUIET);
        let chosen = Chosen::default().with(&mut look, LookChoice::Theme(Theme::Contrast));
        let chosen = chosen.with(&mut look, LookChoice::Volume(140));
        assert_eq!((look.theme, look.volume), (Theme::Contrast, 100));
        assert_eq!(chosen.text(), r#"{"version":1,"theme":"contrast","sound":null,"volume":100}"#);
        assert_eq!(Chosen::parse(&chosen.text()), Ok(chosen));
        let old_page = r#"{"version":1,"theme":"classic","sound":false,"volume":35,"later":"kept"}"#;
        let read = Chosen::parse(old_page).unwrap();
        assert_eq!(read, Chosen { theme: Some(Theme::Classic), sound: Some(false), volume: Some(35) });
    }

    #[test]
    fn a_choice_made_here_keeps_what_another_tab_chose_since() {
        // This page opened before another tab chose the classic board and
        // no sound; here the player then sets the volume only.
        let store = Memory::with(&[("warri.look", r#"{"version":1,"theme":"classic","sound":false,"volume":null}"#)]);
        let mut look = Look::resolve(&Chosen::default(), None, QUIET);
        let here = Chosen::default().with(&mut look, LookChoice::Volume(20));
        assert!(save_in(&store, &here));
        let saved = Chosen::parse(&store.get("warri.look").unwrap()).unwrap();
        assert_eq!(saved, Chosen { theme: Some(Theme::Classic), sound: Some(false), volume: Some(20) });
        // What the player chose here wins over the other tab's same choice.
        let here = here.with(&mut look, LookChoice::Theme(Theme::Contrast));
        assert!(save_in(&store, &here));
        let saved = Chosen::parse(&store.get("warri.look").unwrap()).unwrap();
        assert_eq!(saved, Chosen { theme: Some(Theme::Contrast), sound: Some(false), volume: Some(20) });
        // Unreadable text is kept aside before the choice is written alone.
        let store = Memory::with(&[("warri.look", "{not json")]);
        assert!(save_in(&store, &here));
        assert_eq!(store.get("warri.look.unreadable").as_deref(), Some("{not json"));
        assert_eq!(Chosen::parse(&store.get("warri.look").unwrap()), Ok(here));
    }

    #[test]
    fn what_is_wrong_is_named() {
        let envelope = [
            ("{theme", Envelope::Json { line: 1, column: 2 }),
            (r#"{"theme":"classic"}"#, Envelope::NoVersion),
            (r#"{"version":2}"#, Envelope::Newer(2)),
        ];
        for (text, want) in envelope {
            assert_eq!(Chosen::parse(text), Err(ReadError::Envelope(want)), "{text}");
        }
        let cases = [
            (r#"{"version":1,"theme":"dark"}"#, LookProblem::Theme("dark".into())),
            (r#"{"version":1,"theme":3}"#, LookProblem::Field("theme")),
            (r#"{"version":1,"sound":"yes"}"#, LookProblem::Field("sound")),
            (r#"{"version":1,"volume":101}"#, LookProblem::Volume(101)),
            (r#"{"version":1,"volume":-1}"#, LookProblem::Volume(-1)),
            (r#"{"version":1,"volume":50.5}"#, LookProblem::Field("volume")),
        ];
        for (text, want) in cases {
            assert_eq!(Chosen::parse(text), Err(ReadError::Content(want)), "{text}");
        }
    }

    #[test]
    fn unreadable_choices_are_kept_aside_and_a_newer_releases_are_left_alone() {
        let store = Memory::with(&[("warri.look", r#"{"version":1,"theme":"dark"}"#)]);
        let loaded = LOOK.load(&store, Chosen::parse);
        let kept = Kept::Aside("warri.look.unreadable".into());
        let problem = ReadError::Content(LookProblem::Theme("dark".into()));
        assert_eq!(loaded, Loaded::Unreadable(Unreadable { problem, kept }));
        assert_eq!(store.get("warri.look.unreadable").as_deref(), Some(r#"{"version":1,"theme":"dark"}"#));
        let newer = r#"{"version":7,"theme":"velvet"}"#;
        let store = Memory::with(&[("warri.look", newer)]);
        assert!(!LOOK.save(&store, Chosen::parse, &Chosen::default().text()));
        assert!(!save_in(&store, &Chosen { volume: Some(10), ..Chosen::default() }));
        assert_eq!(store.get("warri.look").as_deref(), Some(newer));
    }
}
