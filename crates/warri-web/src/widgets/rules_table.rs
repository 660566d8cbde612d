//! The rules-change table: what a variant changes against standard Oware
//! (Abapa), row by row, generated from the rules crate's data
//! ([`warri_rules::Rules::changes`]). Changed rows are marked in words as
//! well as colour. Each row also says where its value comes from: the
//! source that records it (`data-source`) and warri's choices in it,
//! marked (`data-choice="warri"`, [`crate::widgets::choice`]), both from
//! the rules data ([`warri_rules::Variant::basis`]).

use warri_rules::{Source, Variant};
use yew::prelude::*;

use crate::shell::i18n::{use_tr, Tr};
use crate::shell::route::LearnRoute;
use crate::widgets::choice;
use crate::widgets::links::open_page;
use crate::words;

/// Properties of [`RulesTable`].
#[derive(Properties, PartialEq)]
pub struct RulesTableProps {
    /// The variant to describe.
    pub variant: Variant,
    /// Whether it links to the glossary (not where the page around it
    /// already does: a rules page).
    #[prop_or(true)]
    pub glossary: bool,
}

/// The table, with the variant's one-line summary above it.
#[function_component(RulesTable)]
pub fn rules_table(props: &RulesTableProps) -> Html {
    let tr = use_tr();
    let v = props.variant;
    let name = words::variant_name(&tr, v);
    let rows = v.rules().changes();
    let changed = rows.iter().filter(|r| r.differs()).count();
    // Standard Oware itself: nothing to compare with.
    let standard = changed == 0;
    let glossary = LearnRoute::Glossary.link(tr.lang(), false);
    html! {
        <section class="rules" aria-label={tr.ta("rules-of", &[("name", name.as_str().into())])}>
            <p class="summary">{ words::variant_summary(&tr, v) }</p>
            <p class="changed-count">{
                if standard {
                    tr.t("rules-standard-note")
                } else {
                    tr.ta("rules-changed-count", &[("changed", changed.into()), ("total", rows.len().into())])
                }
            }</p>
            // On a narrow screen a comparison's rows become cards (the
            // stylesheet, `.rules-table.compare`): each value then says its
            // column from data-label, and the explicit roles keep the table
            // a table for screen readers whatever its display.
            <table data-testid="rules-table" class={classes!("rules-table", (!standard).then_some("compare"))} role="table">
                <thead role="rowgroup">
                    <tr role="row">
                        <th scope="col" role="columnheader">{ tr.t("rules-rule") }</th>
                        <th scope="col" role="columnheader">{ name.clone() }</th>
                        if !standard { <th scope="col" role="columnheader">{ tr.t("rules-standard") }</th> }
                    </tr>
                </thead>
                <tbody role="rowgroup">
                    { for rows.iter().map(|r| {
                        let basis = v.basis(r.topic);
                        let source = basis.and_then(|b| b.source).map(|s| s.key());
                        let choices = basis.map_or(&[][..], |b| b.choices);
                        html! {
                            <tr class={classes!(r.differs().then_some("differs"))} data-differs={r.differs().to_string()}
                                data-source={source} data-choice={(!choices.is_empty()).then_some("warri")} role="row">
                                <th scope="row" role="rowheader">
                                    { words::topic(&tr, r.topic) }
                                    if r.differs() { <span class="tag">{ tr.t("rules-changed") }</span> }
                                </th>
                                // A rule the variant keeps says so once on a
                                // phone, where the standard's cell is hidden.
                                <td role="cell" data-label={if r.differs() { name.clone() } else { tr.t("rules-same") }}>
                                    { words::rule_value(&tr, r.value) }{ choice::marks(&tr, v, choices) }
                                </td>
                                if !standard { <td role="cell" data-label={tr.t("rules-standard")}>{ words::rule_value(&tr, r.standard) }</td> }
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            <p class="rules-sources">
                { sources(&tr, v) }{ " " }
                if props.glossary {
                    <a href={glossary.clone()} onclick={open_page(glossary)} data-testid="glossary-link">{ tr.t("rules-glossary") }</a>
                }
            </p>
        </section>
    }
}

/// The sources the variant's rules come from, in the order of its rows,
/// and what the mark of a choice means.
fn sources(tr: &Tr, v: Variant) -> String {
    let mut names: Vec<String> = Vec::new();
    for t in warri_rules::Topic::ALL {
        if let Some(name) = v.basis(t).and_then(|b| b.source).map(|s| source_name(tr, s)) {
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    tr.ta("rules-sources", &[("sources", names.join("; ").as_str().into())])
}

/// The name of a source the rules come from, in the reader's language.
fn source_name(tr: &Tr, source: Source) -> String {
    match source {
        Source::OwareSociety => tr.t("source-oware-society"),
        Source::WhatIsWari => tr.t("source-what-is-wari"),
        Source::BarbadosArticle => tr.t("source-barbados-article"),
        Source::WahreeArticle => tr.t("source-wahree-article"),
    }
}
