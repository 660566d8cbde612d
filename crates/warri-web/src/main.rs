//! Entry point of the browser build: mounts [`warri_web::App`] on `<body>`,
//! in place of the loading outline `index.html` shows.
//!
//! Trunk builds this binary for `wasm32-unknown-unknown` (see `index.html`
//! and `Trunk.toml` at the workspace root). It also compiles natively so that
//! `cargo test --workspace` keeps the crate checked; run natively it only
//! explains itself.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        // Two tasks, so that neither holds the page for long: this one opens
        // the page (link, saved game, translations), the next draws it.
        let opening = std::rc::Rc::new(warri_web::app::Opening::from_browser());
        yew::platform::spawn_local(async move {
            yew::platform::time::sleep(std::time::Duration::ZERO).await;
            // The outline index.html shows while the wasm loads goes as the
            // game draws itself: Yew's first render runs before the next frame.
            if let Some(loading) =
                web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("loading"))
            {
                loading.remove();
            }
            yew::Renderer::<warri_web::App>::with_props(warri_web::app::AppProps { opening }).render();
        });
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("warri-web runs in the browser: try `cargo xtask serve`.");
}
