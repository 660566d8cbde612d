// Starts the computer-opponent web worker (crates/warri-web/src/worker.rs):
// loads the gzip-unpacking fetch (wasm-unpack.js) and wasm-bindgen's
// no-modules glue, then the worker's wasm, shipped compressed by
// `cargo xtask dist` (the plain `.wasm` where that cannot be used). Relative
// URLs, so the site works from any sub-path.
importScripts('./wasm-unpack.js', './warri-worker.js');
wasm_bindgen({ module_or_path: warriWasm('./warri-worker_bg.wasm-gz.bin', './warri-worker_bg.wasm') });
