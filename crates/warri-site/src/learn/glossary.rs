//! The glossary page (`?view=glossary`), for teachers: every term of
//! [`warri_learn::glossary::TERMS`] as a definition list, each with its
//! word in the page's language, the words of the three other languages
//! beside it (a teacher compares them), its meaning in one line, and a link
//! to where the lessons first use it, found in the lessons themselves
//! ([`warri_learn::glossary::first_appearance`]).
//!
//! The page's own words come with its translator (`learn/glossary-LANG.ftl`
//! is one of the learning pages' files); the other languages' words are
//! [`TermWords`], all four glossary files, fetched before the page is drawn.
//!
//! Test hooks: `[data-testid=glossary]` with one `[data-term=ID]` per term,
//! its words in `[data-lang=L]`, and `a[data-testid=glossary-first]`
//! (`data-lesson`, `data-task`) where the lessons use it.

use warri_learn::glossary::{self, first_appearance, Part, TERMS};
use warri_learn::lesson::Lesson;
use yew::prelude::*;

use warri_web::shell::browser;
use warri_web::shell::i18n::{Lang, Tr};
use warri_web::shell::route::LearnRoute;
use warri_web::widgets::links::open_page;

/// The glossary's messages in every language (`learn/glossary-LANG.ftl`),
/// for the words shown beside the page's own.
#[derive(Debug, Default)]
pub struct TermWords(Vec<Tr>);

impl TermWords {
    /// Fetches the four glossary files; a language whose file cannot be
    /// loaded has no words beside the others (the page's own language says
    /// so through the learning pages' words).
    pub async fn load() -> TermWords {
        let mut all = Vec::new();
        for lang in Lang::ALL {
            if let Ok(text) = browser::fetch_text(&format!("learn/glossary-{}.ftl", lang.code())).await {
                all.push(Tr::with_more(lang, &[&text]));
            }
        }
        TermWords(all)
    }

    /// A term's word(s) in `lang`, if its file has them.
    fn word(&self, lang: Lang, id: &str) -> Option<String> {
        let tr = self.0.iter().find(|t| t.lang() == lang)?;
        let message = glossary::term_message(id);
        let word = tr.paragraph(&message, &[]);
        (word != message).then_some(word)
    }
}

/// The glossary page: a term per entry, in the glossary's order.
pub fn glossary_page(tr: &Tr, lang: Lang, embed: bool, lessons: &[Lesson], others: &TermWords) -> Html {
    html! {
        <article class="glossary" data-testid="glossary">
            <h2>{ tr.t("glossary-title") }</h2>
            <p>{ tr.t("glossary-intro") }</p>
            <dl class="glossary-terms">
                { for TERMS.iter().map(|id| term(tr, lang, embed, lessons, others, id)) }
            </dl>
        </article>
    }
}

/// One term: its word, the other languages' words, its meaning, where the
/// lessons first use it.
fn term(tr: &Tr, lang: Lang, embed: bool, lessons: &[Lesson], others: &TermWords, id: &str) -> Html {
    let forms = glossary::forms(&tr.paragraph(&glossary::forms_message(id), &[]));
    let first = match first_appearance(lessons, lang, &forms) {
        Some(place) => {
            let title = place.lesson.title.get(lang);
            let said = match place.part {
                Part::Intro => tr.ta("glossary-place-intro", &[("lesson", title.into())]),
                Part::Task(n) => tr.ta("glossary-place-task", &[("lesson", title.into()), ("n", (n + 1).into())]),
            };
            let task = place.part.task().to_string();
            let href = LearnRoute::Lesson { id: place.lesson.id.clone(), task: Some(task.clone()) }.link(lang, embed);
            html! {
                <>
                    { tr.t("glossary-first") }{ " " }
                    <a class="button" data-testid="glossary-first" data-lesson={place.lesson.id.clone()} data-task={task}
                       href={href.clone()} onclick={open_page(href)}>{ said }</a>
                </>
            }
        }
        None => html! { <>{ tr.t("glossary-never") }</> },
    };
    let beside: Vec<(Lang, String)> =
        Lang::ALL.into_iter().filter(|&l| l != lang).filter_map(|l| Some((l, others.word(l, id)?))).collect();
    html! {
        <div class="glossary-term" data-term={id.to_string()}>
            <dt data-lang={lang.code()}><dfn><strong>{ tr.paragraph(&glossary::term_message(id), &[]) }</strong></dfn></dt>
            <dd class="glossary-meaning">{ tr.paragraph(&glossary::meaning_message(id), &[]) }</dd>
            if !beside.is_empty() {
                <dd class="glossary-langs">
                    { for beside.into_iter().enumerate().map(|(i, (l, word))| html! {
                        <>
                            { if i > 0 { " · " } else { "" } }
                            { l.native_name() }{ ": " }
                            <span lang={l.code()} data-lang={l.code()}>{ word }</span>
                        </>
                    }) }
                </dd>
            }
            <dd class="glossary-first">{ first }</dd>
        </div>
    }
}
