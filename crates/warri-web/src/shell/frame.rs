//! The frame every page draws itself in, written once: its header (the
//! title, the variant played, the links to the site's other pages, each
//! with its icon, the language switch: [`PageHeader`]; on a phone one
//! short row, the links' names for screen readers only, so that the board
//! comes first), the document's language and title
//! ([`use_document`]) and the address bar that follows what is shown
//! ([`use_address`]). The notices under the header are
//! `crate::widgets::notices`.

use yew::prelude::*;

use crate::shell::browser;
use crate::shell::i18n::Lang;
use crate::shell::url::page_link;
use crate::widgets::icons::Icon;
use crate::widgets::lang_select::LangSelect;
use crate::widgets::links::open_page;

/// A link of a page's header to another page of the site.
#[derive(Clone, Debug, PartialEq)]
pub struct HeaderLink {
    /// Where it goes.
    pub href: String,
    /// What it says.
    pub label: String,
    /// Its test hook, if any.
    pub testid: Option<&'static str>,
    /// Its icon.
    pub icon: Icon,
}

impl HeaderLink {
    /// The link from a page of the site to the game (a fresh game, in
    /// `lang`), saying `label`.
    pub fn to_game(label: String, lang: Lang) -> HeaderLink {
        HeaderLink { href: page_link(&[("lang", lang.code())]), label, testid: None, icon: Icon::Play }
    }
}

/// A page's header.
#[derive(Clone, Debug, PartialEq)]
pub struct PageHeader {
    /// The page's heading.
    pub heading: String,
    /// The variant played, if the page is about one
    /// (`data-testid="variant-name"`).
    pub variant: Option<String>,
    /// The links to the site's other pages.
    pub links: Vec<HeaderLink>,
}

impl PageHeader {
    /// The header, with the language switch of a page in `lang`.
    pub fn view(&self, lang: Lang, on_lang: Callback<Lang>) -> Html {
        self.draw(html! { <LangSelect {lang} on_change={on_lang} /> })
    }

    /// The header of a page whose language switch is elsewhere (the game's,
    /// in its menu).
    pub fn view_without_language(&self) -> Html {
        self.draw(Html::default())
    }

    /// The header, with `switch` at its end.
    fn draw(&self, switch: Html) -> Html {
        let links = self.links.iter().map(|l| {
            html! {
                <a data-testid={l.testid} href={l.href.clone()} onclick={open_page(l.href.clone())}>
                    { l.icon.html() }<span class="label">{ l.label.clone() }</span>
                </a>
            }
        });
        // A space between two links, as the words of a sentence.
        let space = |i: usize| {
            if i > 0 {
                html! { " " }
            } else {
                Html::default()
            }
        };
        let links: Vec<Html> = links.enumerate().flat_map(|(i, a)| [space(i), a]).collect();
        html! {
            <header class="top">
                <h1>{ self.heading.clone() }</h1>
                if let Some(v) = &self.variant {
                    <p class="variant-name" data-testid="variant-name">{ v.clone() }</p>
                }
                <nav class="header-links">{ for links }</nav>
                { switch }
            </header>
        }
    }
}

/// Keeps the document's language and title those of the page.
#[hook]
pub fn use_document(lang: Lang, title: String) {
    use_effect_with((lang, title), |(l, title)| browser::set_document_language(l.code(), title));
}

/// Keeps the address bar on `link` (what is shown), so that a reload
/// comes back to it.
#[hook]
pub fn use_address(link: String) {
    use_effect_with(link, |link| {
        browser::replace_query(link);
    });
}
