//! The rules-change table: what a variant changes against standard Oware
//! (Abapa), row by row, generated from the rules crate's data
//! ([`warri_rules::Rules::changes`]). Changed rows are marked in words as
//! well as colour.

use warri_rules::Variant;
use yew::prelude::*;

/// Properties of [`RulesTable`].
#[derive(Properties, PartialEq)]
pub struct RulesTableProps {
    /// The variant to describe.
    pub variant: Variant,
}

/// The table, with the variant's one-line summary above it.
#[function_component(RulesTable)]
pub fn rules_table(props: &RulesTableProps) -> Html {
    let v = props.variant;
    let rows = v.rules().changes();
    let standard = v == Variant::Abapa;
    let changed = rows.iter().filter(|r| r.differs()).count();
    html! {
        <section class="rules" aria-label={format!("Rules of {}", v.name())}>
            <p class="summary">{ v.summary() }</p>
            <p class="changed-count">{
                if standard {
                    "These are the standard rules; the other variants are compared with them.".to_string()
                } else {
                    format!("{changed} of {} rules differ from standard Oware (Abapa).", rows.len())
                }
            }</p>
            <table data-testid="rules-table" class="rules-table">
                <thead>
                    <tr>
                        <th scope="col">{ "Rule" }</th>
                        <th scope="col">{ v.name() }</th>
                        if !standard { <th scope="col">{ "Standard Oware (Abapa)" }</th> }
                    </tr>
                </thead>
                <tbody>
                    { for rows.iter().map(|r| html! {
                        <tr class={classes!(r.differs().then_some("differs"))} data-differs={r.differs().to_string()}>
                            <th scope="row">
                                { r.topic.title() }
                                if r.differs() { <span class="tag">{ "changed" }</span> }
                            </th>
                            <td>{ r.value.to_string() }</td>
                            if !standard { <td>{ r.standard.to_string() }</td> }
                        </tr>
                    }) }
                </tbody>
            </table>
        </section>
    }
}
