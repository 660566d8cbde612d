//! Entry point of the whole site in one module: the learning pages (the
//! lessons and the rules pages, [`warri_web::components::learn`]), the game
//! review ([`warri_web::components::review`]), the puzzles
//! ([`warri_web::components::puzzles`]) and the game. The served site's
//! start script loads it only for those pages' links (`?view=learn`,
//! `?lesson=…`, `?view=rules`, `?view=review`, `?view=puzzles`), the game's own module
//! (`warri-web`) for everything else; the single-file game carries only
//! this one. Trunk builds it with the no-modules glue (`data-type="worker"`
//! in `index.html`), which the start script loads as a classic script.

fn main() {
    #[cfg(target_arch = "wasm32")]
    if !warri_web::components::learn::start()
        && !warri_web::components::review::start()
        && !warri_web::components::puzzles::start()
    {
        warri_web::app::start();
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("warri-site runs in the browser: try `cargo xtask serve`.");
}
