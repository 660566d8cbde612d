//! The frame every page draws itself in, written once: its header
//! ([`PageHeader`]: the site's name and the page's, the variant played,
//! the same four links on every page — play, learn, puzzles, a friend
//! ([`Section`]), each an icon and its name — and the language switch; on
//! a phone one short row, the links' names for screen readers only, so
//! that the board comes first), the document's language and title
//! ([`use_document`], [`title`]) and the address bar that follows what is
//! shown ([`use_address`]). The notices under the header are
//! `crate::widgets::notices`.

use yew::prelude::*;

use crate::shell::browser;
use crate::shell::i18n::{Lang, Tr};
use crate::shell::route::{GameView, LearnRoute, Route};
use crate::widgets::icons::Icon;
use crate::widgets::lang_select::LangSelect;
use crate::widgets::links::open_page;

/// The site's sections: a link to each is in every page's header, the
/// page's own marked as the current one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    /// The game, and the views over it (a replay, the editor, the analysis).
    Play,
    /// The lessons, the rules pages and the glossary.
    Learn,
    /// The puzzles.
    Puzzles,
    /// Playing a friend by link.
    Friend,
}

impl Section {
    /// Every section, in the header's order.
    pub const ALL: [Section; 4] = [Section::Play, Section::Learn, Section::Puzzles, Section::Friend];

    /// The link to the section's first page, in `lang`.
    pub fn link(self, lang: Lang) -> String {
        let route = match self {
            Section::Play => Route::Game(GameView::Game),
            Section::Learn => Route::Learn(LearnRoute::List { variant: None }),
            Section::Puzzles => Route::Puzzles { puzzle: None },
            Section::Friend => Route::Friend,
        };
        route.link(lang, false)
    }

    /// The link's name.
    pub fn name(self, tr: &Tr) -> String {
        match self {
            Section::Play => tr.t("nav-play"),
            Section::Learn => tr.t("nav-learn"),
            Section::Puzzles => tr.t("nav-puzzles"),
            Section::Friend => tr.t("nav-friend"),
        }
    }

    /// The link's test hook.
    pub const fn testid(self) -> &'static str {
        match self {
            Section::Play => "nav-play",
            Section::Learn => "nav-learn",
            Section::Puzzles => "nav-puzzles",
            Section::Friend => "nav-friend",
        }
    }

    /// The link's icon.
    const fn icon(self) -> Icon {
        match self {
            Section::Play => Icon::Play,
            Section::Learn => Icon::Learn,
            Section::Puzzles => Icon::Puzzle,
            Section::Friend => Icon::Friend,
        }
    }
}

/// A page's header.
#[derive(Clone, Debug, PartialEq)]
pub struct PageHeader {
    /// The page's name ("Game review"), after the site's; none on the game
    /// itself, whose heading is the site's name.
    pub page: Option<String>,
    /// The variant played, if the page is about one
    /// (`data-testid="variant-name"`).
    pub variant: Option<String>,
    /// The section the page is in: its link is marked as the current page.
    pub section: Section,
}

impl PageHeader {
    /// The header of a page in `tr`'s language, whose language switch
    /// sends `on_lang`.
    pub fn view(&self, tr: &Tr, on_lang: Callback<Lang>) -> Html {
        let lang = tr.lang();
        let links = Section::ALL.into_iter().map(|s| {
            let href = s.link(lang);
            let current = (s == self.section).then_some("page");
            html! {
                <a data-testid={s.testid()} href={href.clone()} onclick={open_page(href)} aria-current={current}>
                    { s.icon().html() }<span class="label">{ s.name(tr) }</span>
                </a>
            }
        });
        html! {
            <header class="top">
                <div class={classes!("titles", self.variant.is_some().then_some("with-variant"))}>
                    <h1 class={classes!(self.page.is_some().then_some("named"))}>
                        <span class="site-name">{ tr.t("app-title") }</span>
                        if let Some(page) = &self.page {
                            <span class="sep" aria-hidden="true">{ " · " }</span>
                            <span class="page-name">{ page.clone() }</span>
                        }
                    </h1>
                    if let Some(v) = &self.variant {
                        <p class="variant-name" data-testid="variant-name">{ v.clone() }</p>
                    }
                </div>
                <nav class="header-links" aria-label={tr.t("nav-label")}>{ for links }</nav>
                <LangSelect {lang} on_change={on_lang} />
            </header>
        }
    }
}

/// The document's title of a page: its name and the site's ("Replay —
/// warri"), or the site's alone.
pub fn title(tr: &Tr, page: Option<&str>) -> String {
    match page {
        Some(page) => tr.ta("page-title", &[("page", page.into())]),
        None => tr.t("app-title"),
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
