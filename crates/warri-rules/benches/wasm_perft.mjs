// Times warri_rules::perft compiled to wasm (examples/perft_wasm.rs) under
// Node, and prints leaves per second per variant as JSON lines.
// Usage: node wasm_perft.mjs path/to/perft_wasm.wasm [depth]
import { readFile } from 'node:fs/promises';

const [, , wasmPath, depthArg] = process.argv;
const depth = Number(depthArg ?? 10);
const { instance } = await WebAssembly.instantiate(await readFile(wasmPath));
const perft = instance.exports.warri_perft;
const variants = ['abapa', 'wari', 'caribbean', 'speightstown', 'bridgetown', 'wahree'];
variants.forEach((key, i) => {
  perft(i, depth - 2); // warm up
  let best = Infinity;
  let leaves = 0n;
  for (let run = 0; run < 3; run++) {
    const t0 = process.hrtime.bigint();
    leaves = perft(i, depth);
    const secs = Number(process.hrtime.bigint() - t0) / 1e9;
    best = Math.min(best, secs);
  }
  console.log(JSON.stringify({ variant: key, depth, leaves: Number(leaves), seconds: best, leaves_per_second: Number(leaves) / best }));
});
