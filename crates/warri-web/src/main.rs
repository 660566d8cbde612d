//! Entry point of the browser build: mounts [`warri_web::App`] on `<body>`.
//!
//! Trunk builds this binary for `wasm32-unknown-unknown` (see `index.html`
//! and `Trunk.toml` at the workspace root). It also compiles natively so that
//! `cargo test --workspace` keeps the crate checked; run natively it only
//! explains itself.

fn main() {
    #[cfg(target_arch = "wasm32")]
    yew::Renderer::<warri_web::App>::new().render();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("warri-web runs in the browser: try `cargo xtask serve`.");
}
