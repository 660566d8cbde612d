//! A variant's complete rules page, drawn from `warri-learn`'s
//! [`warri_learn::rules_page`]: each section's paragraphs in
//! the page's language, its pictures (the rules crate's worked examples,
//! drawn as inline diagrams with the game's captions), the rules-change
//! table, and the links to play the variant and to learn it.

use warri_learn::rules_page::{self, Caption, Figure};
use warri_rules::Variant;
use yew::prelude::*;

use warri_web::captions;
use warri_web::shell::i18n::{Arg, Lang, Tr};
use warri_web::shell::route::LearnRoute;
use warri_web::widgets::choice;
use warri_web::widgets::diagram::inline_svg;
use warri_web::widgets::links::open_page;
use warri_web::widgets::rules_table::RulesTable;
use warri_web::words;

/// A variant's complete rules page.
pub fn rules_page(tr: &Tr, variant: Variant, lang: Lang, embed: bool) -> Html {
    let name = words::variant_name(tr, variant);
    let slam = words::slam_name(tr, variant);
    let count = variant.rules().match_wins;
    let args = [("name", name.as_str().into()), ("slam", slam.as_str().into()), ("count", count.into())];
    // The setup dialog with this variant chosen, over the saved game.
    let play = warri_web::shell::url::page_link(&[("choose", variant.key()), ("lang", lang.code())]);
    let learn_link = LearnRoute::List { variant: Some(variant) }.link(lang, embed);
    let figure = |f: &Figure| {
        let caption = match &f.caption {
            Caption::Start => tr.t("rules-fig-start"),
            Caption::Move(pit, trace) => captions::replay_caption(tr, variant, *pit, trace),
            Caption::Legal(moves) => {
                let player = f.game.to_move().unwrap_or(warri_rules::Player::South);
                let letters: Vec<String> = moves.into_iter().map(|p| p.letter().to_string()).collect();
                tr.ta(
                    "rules-fig-legal",
                    &[("player", warri_i18n::words::side(player)), ("moves", letters.join(", ").as_str().into())],
                )
            }
            Caption::Over(o) => words::result(tr, o, variant),
        };
        let trace = match &f.caption {
            Caption::Move(_, t) => Some(t.as_slice()),
            _ => None,
        };
        html! {
            <figure class="rules-figure">
                { inline_svg(tr, variant, &f.game, trace) }
                <figcaption>{ caption }</figcaption>
            </figure>
        }
    };
    html! {
        <article class="rules-page" data-testid="rules-page" data-variant={variant.key()}>
            <h2>{ tr.ta("rules-page-title", &args) }</h2>
            <p class="rules-page-links">
                <a href={play.clone()} onclick={open_page(play)} data-testid="rules-play">{ tr.ta("rules-page-play", &args) }</a>
                { " · " }
                <a href={learn_link.clone()} onclick={open_page(learn_link)} data-testid="rules-learn">{ tr.t("rules-page-learn") }</a>
                { " · " }
                <a href={LearnRoute::Glossary.link(lang, embed)} onclick={open_page(LearnRoute::Glossary.link(lang, embed))}
                   data-testid="glossary-link">{ tr.t("glossary-link") }</a>
            </p>
            <details class="rules-changes">
                <summary>{ changes_summary(tr, variant, &args) }</summary>
                <RulesTable variant={variant} glossary={false} />
            </details>
            { for rules_page::page(variant).iter().map(|s| {
                let heading = match s.topic {
                    rules_page::Topic::Board => tr.t("rules-heading-board"),
                    rules_page::Topic::Sowing => tr.t("rules-heading-sowing"),
                    rules_page::Topic::Capture => tr.t("rules-heading-capture"),
                    rules_page::Topic::Feeding => tr.t("rules-heading-feeding"),
                    rules_page::Topic::GrandSlam => tr.t("rules-heading-grand-slam"),
                    rules_page::Topic::End => tr.t("rules-heading-end"),
                    rules_page::Topic::Winner => tr.t("rules-heading-winner"),
                    rules_page::Topic::Match => tr.t("rules-heading-match"),
                    rules_page::Topic::Choices => tr.t("choices-heading"),
                    rules_page::Topic::About => tr.ta("rules-heading-about", &args),
                };
                let about = s.topic == rules_page::Topic::About;
                let about_headings = [
                    tr.t("about-heading-names"),
                    tr.t("about-heading-where"),
                    tr.t("about-heading-equipment"),
                    tr.t("about-heading-history"),
                    tr.t("about-heading-sources"),
                ];
                if s.topic == rules_page::Topic::Choices {
                    return choices(tr, s, &args);
                }
                html! {
                    <section data-topic={s.topic.key()}>
                        <h3>{ heading }</h3>
                        { for s.paragraphs.iter().enumerate().map(|(i, id)| html! {
                            <>
                                if about {
                                    <h4>{ about_headings.get(i).cloned().unwrap_or_default() }</h4>
                                }
                                { paragraph(tr, variant, id, &args) }
                                if about && id.ends_with("-equipment") {
                                    { super::equipment::equipment(tr, variant) }
                                }
                            </>
                        }) }
                        { for s.figures.iter().map(figure) }
                    </section>
                }
            }) }
        </article>
    }
}

/// The rules-change table's summary: what the variant changes against
/// the standard, or for the standard itself (Oware Abapa, which changes
/// nothing) that it is the standard the others are compared with.
fn changes_summary(tr: &Tr, variant: Variant, args: &[(&str, Arg)]) -> String {
    if variant.rules().changes().iter().any(|r| r.differs()) {
        tr.ta("rules-page-changes", args)
    } else {
        tr.ta("rules-page-standard", args)
    }
}

/// A paragraph of the rules; one that states warri's choices is marked
/// (`data-choice="warri"`), each choice linking to its explanation.
fn paragraph(tr: &Tr, variant: Variant, id: &str, args: &[(&str, Arg)]) -> Html {
    let stated = rules_page::states(variant, id);
    html! {
        <p data-choice={(!stated.is_empty()).then_some("warri")}>
            { tr.paragraph(id, args) }{ choice::marks(tr, variant, &stated) }
        </p>
    }
}

/// warri's choices in this variant's rules (the section's paragraphs,
/// `choice-KEY`), each explained where the marks link.
fn choices(tr: &Tr, section: &rules_page::Section, args: &[(&str, Arg)]) -> Html {
    html! {
        <section data-topic="choices" id="choices">
            <h3>{ tr.t("choices-heading") }</h3>
            <p>{ tr.ta("choices-intro", args) }</p>
            { for section.paragraphs.iter().map(|id| html! {
                <p id={id.clone()} data-choice="warri" data-choice-key={id.trim_start_matches("choice-").to_string()}>
                    <span class="choice-sign" aria-hidden="true">{ "✱ " }</span>{ tr.paragraph(id, args) }
                </p>
            }) }
        </section>
    }
}

/// Opens the rules-change table for printing and closes it again after:
/// the printed rules page is the rules sheet, and the stylesheet alone
/// opens a `<details>` only where the engine has `::details-content`.
#[hook]
pub fn use_table_open_in_print() {
    use_effect_with((), |_| {
        let window = web_sys::window();
        let toggle = |open: bool| {
            move |_: &web_sys::Event| {
                let doc = web_sys::window().and_then(|w| w.document());
                let table = doc.and_then(|d| d.query_selector("details.rules-changes").ok().flatten());
                let Some(table) = table else { return };
                if open && !table.has_attribute("open") {
                    let _ = table.set_attribute("open", "");
                    let _ = table.set_attribute("data-opened-for-print", "");
                } else if !open && table.has_attribute("data-opened-for-print") {
                    let _ = table.remove_attribute("open");
                    let _ = table.remove_attribute("data-opened-for-print");
                }
            }
        };
        let listeners = window.map(|w| {
            [
                gloo::events::EventListener::new(&w, "beforeprint", toggle(true)),
                gloo::events::EventListener::new(&w, "afterprint", toggle(false)),
            ]
        });
        move || drop(listeners)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English words of the rules pages, over the game's.
    fn english() -> Tr {
        Tr::with_more(Lang::En, &[include_str!("../../../../web/learn/en.ftl")])
    }

    #[test]
    fn the_standard_is_not_compared_with_itself() {
        let tr = english();
        let summary = |v: Variant| {
            let name = words::variant_name(&tr, v);
            changes_summary(&tr, v, &[("name", name.as_str().into())])
        };
        assert_eq!(
            summary(Variant::Abapa),
            "Oware Abapa at a glance: the standard rules, which the other variants are compared with"
        );
        assert_eq!(summary(Variant::Wari), "What Wari changes against Oware Abapa");
        assert_eq!(summary(Variant::Wahree), "What Wahree changes against Oware Abapa");
    }
}
