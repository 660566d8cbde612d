// Starts the computer-opponent web worker (crates/warri-web/src/engine/worker.rs):
// loads the gzip-unpacking fetch (wasm-unpack.js) and wasm-bindgen's
// no-modules glue, then the worker's wasm, shipped compressed by
// `cargo xtask dist` (the plain `.wasm` where that cannot be used). Relative
// URLs, so the site works from any sub-path.
//
// A worker whose code cannot be loaded (a file missing or refused, a
// network gone) says so at once rather than leaving the page to wait for
// its watchdog: it posts `{ warriWorkerFailed: { file, status, why } }` on
// the BroadcastChannel named `warri-worker` followed by this script's
// fragment (the page spawns `worker-loader.js#ID` and listens on
// `warri-worker#ID`, so no other tab hears it: engine/hook.rs), writes the reason to the
// worker's console, and closes. Not by `postMessage`: that channel is
// gloo-worker's, whose page side decodes every message as its own.
const report = (file, status, why) => {
  const failed = { file, status, why };
  console.error(`warri: the computer's worker cannot start: ${file}${status ? ` (HTTP ${status})` : ''}: ${why}`);
  try {
    const channel = new BroadcastChannel(`warri-worker${self.location.hash}`);
    channel.postMessage({ warriWorkerFailed: failed });
    channel.close();
  } catch {
    // No BroadcastChannel (an opaque origin): the page's watchdog answers.
  }
  self.close();
};

for (const script of ['./wasm-unpack.js', './warri-worker.js']) {
  try {
    importScripts(script);
  } catch (e) {
    report(script.slice(2), 0, String(e && e.message || e));
    throw e;
  }
}
const module = warriWasm('./warri-worker_bg.wasm-gz.bin', './warri-worker_bg.wasm').then(
  (r) => {
    if (!r.ok) {
      const file = new URL(r.url || './warri-worker_bg.wasm', self.location.href).pathname.split('/').pop();
      throw Object.assign(new Error(`${file}: HTTP ${r.status}`), { file, status: r.status });
    }
    return r;
  },
);
wasm_bindgen({ module_or_path: module }).catch((e) => {
  report(e.file ?? 'warri-worker_bg.wasm', e.status ?? 0, String(e && e.message || e));
});
