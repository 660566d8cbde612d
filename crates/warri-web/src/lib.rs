//! The warri web front end (walking skeleton).
//!
//! [`App`] reads the variant from the page's query string (`?variant=KEY`,
//! default `abapa`), builds a [`warri_rules::Game`] for it and draws the
//! start position with [`board::Board`]. An unknown key never leaves the page
//! blank: a message names the bad value and the valid keys, and the board
//! falls back to Oware Abapa.
//!
//! Test hooks (used by `tests/browser`): the board root carries
//! `data-testid="board"` and `data-variant="KEY"`; every pit is a `<button>`
//! with `data-pit` (its move letter `A`–`F`, `a`–`f`) and `data-seeds`; the
//! stores carry `data-store="south"|"north"` and `data-seeds`; the variant
//! message carries `data-testid="variant-error"`.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod url;

use warri_rules::{Game, Variant};
use yew::prelude::*;

/// The whole page: title, variant picker, variant message and board.
#[function_component(App)]
pub fn app() -> Html {
    let choice = use_memo((), |_| url::variant_from_location());
    let (variant, error) = match &*choice {
        Ok(v) => (*v, None),
        Err(e) => (Variant::default(), Some(e.to_string())),
    };
    let game = use_memo(variant, |v| Game::new(v.rules()));

    html! {
        <main class="app">
            <header>
                <h1>{ "warri" }</h1>
                <nav class="variants" aria-label="Variants">
                    { for Variant::ALL.iter().map(|v| html! {
                        <a href={format!("?variant={}", v.key())}
                           class={classes!((*v == variant).then_some("current"))}
                           aria-current={(*v == variant).then_some("page")}>
                            { v.name() }
                        </a>
                    }) }
                </nav>
            </header>
            if let Some(msg) = error {
                <p class="notice" role="alert" data-testid="variant-error">
                    { format!("{msg}. Showing {} instead.", variant.name()) }
                </p>
            }
            <section class="variant">
                <h2 data-testid="variant-name">{ variant.name() }</h2>
                <p data-testid="variant-summary">{ variant.summary() }</p>
            </section>
            <board::Board variant={variant} position={*game.position()} />
        </main>
    }
}
