//! Entry point of the whole site in one module (`warri-site`): the pages of
//! this crate and the game. The served site's start script loads it only
//! for their links, the game's own module (`warri-web`) for everything
//! else; the single-file game carries only this one. Trunk builds it with
//! the no-modules glue (`data-type="worker"` in `index.html`), which the
//! start script loads as a classic script. Natively it only explains itself.
//! It names no room: every page, the game's too, opens through
//! [`warri_site::start`] (the tidy's rule for programs, `cargo xtask tidy`).

fn main() {
    // Both branches compile everywhere, so that the native build lints them.
    if cfg!(target_arch = "wasm32") {
        warri_site::start();
    } else {
        eprintln!("warri-site runs in the browser: try `cargo xtask serve`.");
    }
}
