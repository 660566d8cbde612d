//! Entry point of the web worker that runs the computer opponent
//! ([`warri_web::engine::worker::Thinker`]), or, started by that worker
//! under the name `warri-tables VARIANT`, builds its endgame tables
//! ([`warri_web::engine::tables`]). Trunk builds it as a
//! worker (`data-type="worker"` in `index.html`). Natively it only explains
//! itself.

fn main() {
    use gloo::worker::Registrable;
    // Both branches compile everywhere, so that the native build lints them.
    if cfg!(target_arch = "wasm32") {
        if let Some(variant) = warri_web::engine::tables::started_as_builder() {
            warri_web::engine::tables::serve_as_builder(variant);
        } else {
            warri_web::engine::worker::Thinker::registrar().register();
        }
    } else {
        eprintln!("warri-worker runs in the browser as a web worker.");
    }
}
