// Starts the computer-opponent web worker (crates/warri-web/src/worker.rs):
// loads wasm-bindgen's no-modules glue, then the worker's wasm. Relative
// URLs, so the site works from any sub-path.
importScripts('./warri-worker.js');
wasm_bindgen({ module_or_path: './warri-worker_bg.wasm' });
