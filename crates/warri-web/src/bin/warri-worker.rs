//! Entry point of the web worker that runs the computer opponent
//! ([`warri_web::engine::worker::Thinker`]); Trunk builds it as a worker
//! (`data-type="worker"` in `index.html`). Natively it only explains itself.

fn main() {
    use gloo::worker::Registrable;
    // Both branches compile everywhere, so that the native build lints them.
    if cfg!(target_arch = "wasm32") {
        warri_web::engine::worker::Thinker::registrar().register();
    } else {
        eprintln!("warri-worker runs in the browser as a web worker.");
    }
}
