//! The pages only the site's module draws, each a room of its own over
//! `warri-web`'s shell, board, widgets and engine client: the lessons and
//! the rules pages ([`learn`]), the game review ([`review`]), the puzzles
//! ([`puzzles`]); the words the two study pages share
//! ([`study_words`]) and the small board pictures of the lessons' and the
//! puzzles' cards ([`thumb`]). Which link opens which page is `warri-web`'s one
//! route (`warri_web::shell::route::Route`); `start` opens it.
//!
//! Everything but the `app` files is plain Rust, tested natively with
//! `cargo test -p warri-site`.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod friend;
pub mod learn;
pub mod puzzles;
pub mod review;
pub mod study_words;
pub mod thumb;

/// Opens the page the address asks for: one of this crate's, or the game
/// (which shows its look itself; these pages show the saved one).
pub fn start() {
    use warri_web::shell::route::Route;
    use warri_web::shell::{browser, look, store, url};
    let pairs = url::parse_query(&browser::query());
    // The language older releases kept with the game and with My games,
    // read once into the language the player chose (the shell's).
    warri_web::shell::i18n::remembered(&store::Browser, &[warri_web::storage::GAME, friend::games::FRIENDS]);
    let route = Route::of(&pairs);
    if !matches!(route, Route::Game(_)) {
        look::show_saved(warri_web::params::link_theme(&pairs).ok().flatten());
    }
    match route {
        Route::Learn(_) => learn::app::start(),
        Route::Review => review::app::start(),
        Route::Puzzles { .. } => puzzles::app::start(),
        Route::Friend => friend::app::start(),
        Route::Game(_) => warri_web::rooms::game::app::start(),
    }
}
