//! The frame every page draws itself in, written once: its header (the
//! title, the variant played, the links to the site's other pages, the
//! language switch: [`PageHeader`]), the document's language and title
//! ([`use_document`]) and the address bar that follows what is shown
//! ([`use_address`]). The notices under the header are
//! `crate::widgets::notices`.

use yew::prelude::*;

use crate::shell::browser;
use crate::shell::i18n::Lang;
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
    /// Whether the links stand in a `<nav>` (the study pages) or alone
    /// (the game's one link to the lessons).
    pub nav: bool,
}

impl PageHeader {
    /// The header, with the language switch of a page in `lang`.
    pub fn view(&self, lang: Lang, on_lang: Callback<Lang>) -> Html {
        let links = self.links.iter().map(|l| {
            let class = (!self.nav).then_some("nav-learn");
            html! { <a class={class} data-testid={l.testid} href={l.href.clone()} onclick={open_page(l.href.clone())}>{ l.label.clone() }</a> }
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
                if self.nav {
                    <nav class="learn-nav">{ for links }</nav>
                } else {
                    { for links }
                }
                <LangSelect {lang} on_change={on_lang} />
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
