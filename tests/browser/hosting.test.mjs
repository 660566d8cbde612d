// Any static host (issue 10): the release folder served by a host that
// compresses nothing (`python3 -m http.server`) sends the wasm compressed
// all the same: `cargo xtask dist` ships each module as a gzip twin,
// `NAME_bg.wasm-gz.bin`, which the page and the computer-opponent worker
// decompress themselves (web/wasm-unpack.js), and which the service worker
// caches instead of the plain `.wasm`. Where that cannot work the plain
// `.wasm` is used: a browser without `DecompressionStream`, a host without
// the compressed files (or refusing them). A host that labels them
// `Content-Encoding: gzip` has the browser decompress them first: the page
// recognises the module and uses it as it is.
//
// A school server on the local network over plain `http://` is no secure
// context: no service worker, no clipboard; the game plays all the same.
//
// Runs in every engine, through the driver. Environment: WARRI_DIST (the
// release folder; default dist/ of this checkout), WARRI_ENGINE.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, ENGINE } from './helpers.mjs';
import { pythonHost as python, serve } from '../support/server.mjs';

const DIST = process.env.WARRI_DIST || fileURLToPath(new URL('../../dist/', import.meta.url));
const PACKED = /_bg\.wasm-gz\.bin$/;
const PLAIN = /_bg\.wasm$/;

/** A copy of the release without the compressed files: a host that has or serves only the plain ones. */
async function withoutPacked() {
  const dir = await mkdtemp(join(tmpdir(), 'warri-plain-'));
  await cp(DIST, dir, { recursive: true });
  for (const f of await readdir(dir)) if (f.endsWith('.wasm-gz.bin')) await rm(join(dir, f));
  return dir;
}

/**
 * A host that labels the compressed files `Content-Encoding: gzip` (as
 * Apache does with `AddEncoding x-gzip .gz` for names with a `.gz`): the
 * browser hands the page the decompressed module.
 */
function labelling() {
  return serve({ dir: DIST, encoded: PACKED });
}

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Opens a game against the computer at `base`, plays a move and waits for the computer's. */
async function playComputer(base) {
  const page = await browser.open(`${base}?variant=wahree&north=computer&level=1`, { timeout: 60_000, serviceWorkers: 'allow' });
  await page.click('button.pit.playable');
  await page.waitUntil(() => document.querySelectorAll('ol[data-testid="moves"] li').length >= 2, undefined, { timeout: 60_000, what: "the computer's move" });
  return page;
}

/** The file names the page fetched (Resource Timing). */
const fetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname.split('/').pop()));
/** The file names of a server log's successful requests. */
const served = (log) => log.filter((r) => r.status === 200).map((r) => r.url.split('?')[0].split('/').pop());
/** A server log as lines, for messages. */
const lines = (log) => log.map((r) => `${r.method} ${r.url} ${r.status}`).join(', ');

test(`${ENGINE}: python3 -m http.server sends the compressed wasm, as it is, and the game plays from it`, async () => {
  const host = await python(DIST);
  try {
    // What the host sends: gzip bytes as application/octet-stream, with
    // no Content-Encoding (so no browser decompresses them itself).
    const names = (await readdir(DIST)).filter((f) => PACKED.test(f));
    assert.equal(names.length, 3, `the game's, the learning pages' (warri-site) and the worker's compressed wasm: ${names}`);
    for (const name of names) {
      const r = await fetch(new URL(name, host.base), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(r.status, 200);
      assert.equal(r.headers.get('content-type'), 'application/octet-stream', name);
      assert.equal(r.headers.get('content-encoding'), null, name);
      const head = new Uint8Array(await r.arrayBuffer()).subarray(0, 2);
      assert.deepEqual([...head], [0x1f, 0x8b], `${name} is gzip`);
    }

    const page = await playComputer(host.base);
    const files = await fetched(page);
    assert.ok(files.some((f) => PACKED.test(f) && f.startsWith('warri-web-')), `the page fetched its compressed wasm: ${files}`);
    assert.deepEqual(files.filter((f) => PLAIN.test(f)), [], 'and no plain wasm');
    // Once: no preload that the page's fetch cannot use (WebKit never
    // hands a `<link rel="preload" as="fetch">` to `fetch()`).
    assert.equal(files.filter((f) => PACKED.test(f)).length, 1, `the compressed wasm once: ${files}`);

    // The service worker caches the release: the compressed files, which
    // are what the page and the worker fetch, not the plain ones.
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const names = [];
      for (const key of await caches.keys()) {
        for (const req of await (await caches.open(key)).keys()) names.push(new URL(req.url).pathname.split('/').pop());
      }
      return names;
    });
    assert.deepEqual(cached.filter((f) => PACKED.test(f)).sort(), names.sort(), `the cache: ${cached}`);
    assert.deepEqual(cached.filter((f) => PLAIN.test(f)), [], 'no plain wasm cached');
    assert.ok(cached.includes('wasm-unpack.js') && cached.includes('worker-loader.js'), 'the worker\'s scripts cached');

    // Nobody (page, worker, service worker) asked for a plain wasm; the
    // worker fetched its compressed one.
    const asked = served(host.log);
    assert.ok(asked.includes('warri-worker_bg.wasm-gz.bin'), `the worker fetched its compressed wasm: ${asked}`);
    assert.deepEqual(asked.filter((f) => PLAIN.test(f)), [], `no plain wasm was asked for: ${lines(host.log)}`);
    assert.deepEqual(await page.problems(), []);

    // Without DecompressionStream (older browsers) the unpacking fetch asks
    // for the plain file; with it, it unpacks the compressed one.
    const [packed, plain] = await page.evaluate(() => {
      const url = performance.getEntriesByType('resource').map((r) => r.name).find((u) => /warri-web-[^/]*_bg\.wasm-gz\.bin$/.test(u));
      const name = `./${new URL(url).pathname.split('/').pop()}`;
      return [name, name.replace(/-gz\.bin$/, '')];
    });
    const unpacked = await page.evaluate(async ([packed, plain]) => {
      const r = await self.warriWasm(packed, plain);
      return { url: r.url, valid: WebAssembly.validate(await r.arrayBuffer()) };
    }, [packed, plain]);
    assert.deepEqual(unpacked, { url: '', valid: true }, 'unpacked from the compressed file');
    const fallback = await page.evaluate(async ([packed, plain]) => {
      const saved = self.DecompressionStream;
      delete self.DecompressionStream;
      try {
        const r = await self.warriWasm(packed, plain);
        return { url: new URL(r.url).pathname.split('/').pop(), valid: WebAssembly.validate(await r.arrayBuffer()) };
      } finally {
        self.DecompressionStream = saved;
      }
    }, [packed, plain]);
    assert.deepEqual(fallback, { url: plain.replace('./', ''), valid: true }, 'the plain file without DecompressionStream');
    await page.close();
  } finally {
    host.stop();
  }
});

test(`${ENGINE}: a host without the compressed files: the page and the worker fetch the plain wasm`, async () => {
  const dir = await withoutPacked();
  const host = await python(dir);
  try {
    const page = await playComputer(host.base);
    const asked = served(host.log);
    assert.ok(asked.some((f) => PLAIN.test(f) && f.startsWith('warri-web-')), `the page's plain wasm: ${lines(host.log)}`);
    assert.ok(asked.includes('warri-worker_bg.wasm'), `the worker's plain wasm: ${lines(host.log)}`);
    // The only 404s are the compressed files the host does not have (asked
    // for by the page, the worker and the service worker) …
    const missing = host.log.filter((r) => r.status === 404).map((r) => r.url.split('/').pop());
    assert.ok(missing.length > 0 && missing.every((f) => PACKED.test(f)), `only the compressed files are missing: ${lines(host.log)}`);
    // … and the only problems the page reports are those files' failed loads.
    const problems = (await page.problems()).filter((p) => !(/404|Not Found|Failed to load/i.test(p) && /_bg\.wasm-gz\.bin\b/.test(p)));
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    host.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

test(`${ENGINE}: a host that labels the compressed files Content-Encoding: gzip: the decompressed module is used`, async () => {
  const host = await labelling();
  try {
    const page = await playComputer(host.base);
    const asked = served(host.log);
    assert.ok(asked.includes('warri-worker_bg.wasm-gz.bin'), lines(host.log));
    assert.deepEqual(asked.filter((f) => PLAIN.test(f)), [], 'no fallback was needed');
    assert.deepEqual(await page.problems(), []);
    await page.close();
  } finally {
    host.stop();
  }
});

test(`${ENGINE}: over plain http from a local-network address (no secure context), the game plays and copies its link`, async (t) => {
  const address = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  if (!address) {
    t.skip('this machine has no local-network IPv4 address to serve from');
    return;
  }
  const host = await python(DIST, address);
  try {
    const page = await browser.open(`${host.base}?variant=wari`, { timeout: 60_000, serviceWorkers: 'allow' });
    assert.equal(await page.evaluate(() => window.isSecureContext), false, `${host.base} is no secure context`);
    // No clipboard here: the link is shown to copy by hand, and nothing breaks.
    await page.click('[data-testid="copy-link"]');
    await page.waitUntil(() => document.querySelector('[data-testid="link"]')?.value, undefined, { what: 'the link' });
    assert.equal(await page.value('[data-testid="link"]'), `${host.base}?variant=wari`);
    await page.click('button.pit.playable');
    await page.waitUntil(() => document.querySelectorAll('ol[data-testid="moves"] li').length === 1, undefined, { what: 'the move' });
    assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null, 'no service worker');
    assert.deepEqual(await page.problems(), []);
    await page.close();
  } finally {
    host.stop();
  }
});
