// Speed of the engine where players meet it: compiled to wasm
// (crates/warri-engine/examples/search_wasm.rs) and run in a web worker of
// headless Chromium, and under Node for comparison. Prints JSON lines:
// nodes per second and depth reached in 1 s from the start position, and
// the endgame tables' build time and size, per variant.
// Usage: node engine_wasm.mjs path/to/search_wasm.wasm [movetime_ms]
import { readFile } from 'node:fs/promises';
import { launch } from '../browser/chromium.mjs';

const [, , wasmPath, ms = '1000'] = process.argv;
const bytes = await readFile(wasmPath);
const movetime = Number(ms);
const VARIANTS = ['abapa', 'wari', 'caribbean', 'speightstown', 'bridgetown', 'wahree'];

// The same measurement, as a function that runs in a worker or in Node.
async function measure(bytes, movetime, variants, tables = true) {
  const { instance } = await WebAssembly.instantiate(bytes, { env: { now_ms: () => performance.now() } });
  const x = instance.exports;
  const out = [];
  variants.forEach((variant, i) => {
    const t0 = performance.now();
    const depth = x.warri_search(i, movetime);
    const secs = (performance.now() - t0) / 1000;
    const nodes = Number(x.warri_nodes());
    const t1 = performance.now();
    const tableBytes = tables ? Number(x.warri_tables(i)) : 0;
    const tableMs = performance.now() - t1;
    out.push({ variant, depth, nodes, seconds: secs, nodes_per_second: Math.round(nodes / secs), table_bytes: tableBytes, table_build_ms: Math.round(tableMs) });
  });
  return out;
}

// WARRI_NO_TABLES=1 measures the search alone.
const TABLES = !process.env.WARRI_NO_TABLES;
for (const r of await measure(bytes, movetime, VARIANTS, TABLES)) console.log(JSON.stringify({ where: 'node', ...r }));

const browser = await launch();
const page = await browser.newPage();
const results = await page.evaluate(async ({ b64, movetime, variants, src, tables }) => {
  const code = `const measure = ${src}; onmessage = async (e) => postMessage(await measure(e.data.bytes, e.data.movetime, e.data.variants, e.data.tables));`;
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage({ bytes, movetime, variants, tables }); });
}, { b64: bytes.toString('base64'), movetime, variants: VARIANTS, src: measure.toString(), tables: TABLES });
for (const r of results) console.log(JSON.stringify({ where: 'chromium-worker', ...r }));
await browser.close();
