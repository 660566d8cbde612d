//! Entry point of the web worker that runs the computer opponent
//! ([`warri_web::engine::worker::Thinker`]); Trunk builds it as a worker
//! (`data-type="worker"` in `index.html`). Natively it only explains itself.

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        use gloo::worker::Registrable;
        warri_web::engine::worker::Thinker::registrar().register();
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("warri-worker runs in the browser as a web worker.");
}
