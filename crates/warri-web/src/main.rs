//! Entry point of the game's page: mounts [`warri_web::App`] on `<body>`,
//! in place of the loading outline `index.html` shows. The lessons and the
//! rules pages are not in this module (they are in `warri-site`, which the
//! start script loads for their links instead), so the game's first board
//! never waits for them.
//!
//! Trunk builds this binary for `wasm32-unknown-unknown` (see `index.html`
//! and `Trunk.toml` at the workspace root). It also compiles natively so that
//! `cargo test --workspace` keeps the crate checked; run natively it only
//! explains itself.

fn main() {
    // Both branches compile everywhere, so that the native build lints them.
    if cfg!(target_arch = "wasm32") {
        warri_web::rooms::game::app::start(warri_web::shell::room::address());
    } else {
        eprintln!("warri-web runs in the browser: try `cargo xtask serve`.");
    }
}
