//! The pages only the site's module draws, each a room of its own over
//! `warri-web`'s shell, board, widgets and engine client: the lessons and
//! the rules pages ([`learn`]), the game review ([`review`]), the puzzles
//! ([`puzzles`]), playing a friend by link ([`friend`]); the words the two
//! study pages share ([`study_words`]) and the small board pictures of the
//! lessons' and the puzzles' cards ([`thumb`]). Which link opens which page
//! is `warri-web`'s one route, read once by the shell
//! (`warri_web::shell::address`); `start` opens it, and each room starts
//! and runs as the shell's rooms do (`warri_web::shell::room`).
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

/// Opens the page the address asks for (read once, by the shell): one of
/// this crate's rooms, or the game.
pub fn start() {
    use warri_web::shell::route::Route;
    // The language older releases kept with the game and with My games,
    // read once into the language the player chose (the shell's).
    let store = warri_web::shell::store::Browser;
    warri_web::shell::i18n::remembered(&store, &[warri_web::storage::GAME, friend::games::FRIENDS]);
    let address = warri_web::shell::room::address();
    match &address.route {
        Route::Learn(_) => learn::app::start(address),
        Route::Review => review::app::start(address),
        Route::Puzzles { .. } => puzzles::app::start(address),
        Route::Friend => friend::app::start(address),
        Route::Game(_) => warri_web::rooms::game::app::start(address),
    }
}
