// Build time of the endgame tables where players meet them: the engine
// compiled to wasm (crates/warri-engine/examples/search_wasm.rs, export
// `warri_tables_seeds`) and run in a web worker of headless Chromium, and
// under Node for comparison. Each variant with tables is built `runs` times
// in a row in one worker (one instance: its memory is reused, as a worker
// that rebuilds would); prints one JSON line per variant and place with
// every run and the median, in milliseconds.
// Usage: node tables_wasm.mjs path/to/search_wasm.wasm [seeds] [runs]
// (WARRI_WHERE=node or chromium for one place only, WARRI_VARIANTS=abapa,…
// for some variants only; playwright-core comes
// from tests/browser/node_modules, through ../browser/chromium.mjs).
import { readFile } from 'node:fs/promises';
import { launch } from '../browser/chromium.mjs';

const [, , wasmPath, seedsArg = '12', runsArg = '5'] = process.argv;
const bytes = await readFile(wasmPath);
const seeds = Number(seedsArg);
const runs = Number(runsArg);
const VARIANTS = ['abapa', 'wari', 'caribbean', 'speightstown', 'bridgetown', 'wahree'];
// WARRI_VARIANTS=abapa,wari measures those only.
const ONLY = process.env.WARRI_VARIANTS ? process.env.WARRI_VARIANTS.split(',') : null;

// The measurement, as a function that runs in a worker or in Node.
async function measure(bytes, seeds, runs, variants, only) {
  const { instance } = await WebAssembly.instantiate(bytes, { env: { now_ms: () => performance.now() } });
  const x = instance.exports;
  const out = [];
  variants.forEach((variant, i) => {
    if (only && !only.includes(variant)) return;
    const ms = [];
    let size = 0;
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      size = Number(x.warri_tables_seeds(i, seeds));
      ms.push(Math.round(performance.now() - t0));
      if (size === 0) break; // no tables for this variant
    }
    if (size === 0) return;
    const sorted = [...ms].sort((a, b) => a - b);
    const memory = x.memory.buffer.byteLength;
    out.push({ variant, seeds, table_bytes: size, runs_ms: ms, median_ms: sorted[Math.floor(sorted.length / 2)], wasm_memory_bytes: memory });
  });
  return out;
}

const where = process.env.WARRI_WHERE || 'both';
if (where !== 'chromium') {
  for (const r of await measure(bytes, seeds, runs, VARIANTS, ONLY)) console.log(JSON.stringify({ where: 'node', ...r }));
}
if (where !== 'node') {
  const browser = await launch();
  const page = await browser.newPage();
  const results = await page.evaluate(async ({ b64, seeds, runs, variants, only, src }) => {
    const code = `const measure = ${src}; onmessage = async (e) => postMessage(await measure(e.data.bytes, e.data.seeds, e.data.runs, e.data.variants, e.data.only));`;
    const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    return new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage({ bytes, seeds, runs, variants, only }); });
  }, { b64: bytes.toString('base64'), seeds, runs, variants: VARIANTS, only: ONLY, src: measure.toString() });
  for (const r of results) console.log(JSON.stringify({ where: 'chromium-worker', ...r }));
  await browser.close();
}
