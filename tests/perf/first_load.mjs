// First-load bytes of the release build on both kinds of static host, in
// headless Chromium (BENCHMARKS.md, issue 10):
//
// - before the board is clickable: the bytes transferred (headers and body,
//   as sent: compressed or not) for the page and every resource whose
//   response ended before a MutationObserver (installed before any page
//   script) first saw `[data-testid=board] button[data-pit]`
//   (`PerformanceResourceTiming.transferSize`);
// - the whole first visit: also what the service worker fetched to cache
//   the release for offline use, counted until it is active.
//
// Hosts (tests/support/server.mjs): `python3 -m http.server` on the folder
// (compresses nothing), a server that compresses as nginx's `gzip on` with the usual
// `gzip_types` does (text, script, style, SVG, JSON, manifest and
// `application/wasm`; not PNG or `application/octet-stream`), and any
// `--url URL` given (e.g. nginx with Debian's defaults, `cargo xtask serve`).
//
// Usage: node tests/perf/first_load.mjs path/to/dist [--url NAME=URL]... [--page QUERY]
// Prints one JSON line per host. playwright-core comes from
// tests/browser/node_modules; WARRI_CHROMIUM names the browser
// (default /usr/bin/chromium).
import { createRequire } from 'node:module';
import { gzipHost, pythonHost } from '../support/server.mjs';

const require = createRequire(new URL('../browser/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const argv = process.argv.slice(2);
const urls = [];
let query = '?variant=abapa';
let dist = null;
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--url') {
    const [name, ...rest] = argv[++i].split('=');
    urls.push([name, rest.join('=')]);
  } else if (argv[i] === '--page') query = argv[++i];
  else dist = argv[i];
}
if (!dist) throw new Error('usage: node tests/perf/first_load.mjs path/to/dist [--url NAME=URL]... [--page QUERY]');

/** Runs in the page before its scripts: when the board becomes clickable. */
function instrument() {
  window.__board = null;
  const seen = () => document.querySelector('[data-testid="board"] button[data-pit]');
  const observer = new MutationObserver(() => {
    if (window.__board == null && seen()) {
      window.__board = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function measure(browser, name, base) {
  const context = await browser.newContext();
  // Every response of the visit, the service worker's included.
  const sizes = [];
  context.on('requestfinished', (r) => sizes.push(r.sizes().then((s) => ({
    url: r.url(), bytes: s.responseHeadersSize + s.responseBodySize, sw: Boolean(r.serviceWorker()),
  })).catch(() => null)));
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(new URL(query, base).href);
  await page.waitForFunction(() => window.__board != null, null, { timeout: 60_000 });
  const before = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const files = performance.getEntriesByType('resource').filter((r) => r.responseEnd <= window.__board);
    return {
      board_ms: Math.round(window.__board),
      bytes: nav.transferSize + files.reduce((s, r) => s + r.transferSize, 0),
      files: [['page', nav.transferSize], ...files.map((r) => [r.name.split('/').pop(), r.transferSize])],
    };
  });
  // The service worker caches the release; wait until it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const all = (await Promise.all(sizes)).filter(Boolean);
  await context.close();
  return {
    host: name,
    page: query,
    board_ms: before.board_ms,
    bytes_before_board: before.bytes,
    files_before_board: before.files.map(([f, b]) => `${f} ${b}`),
    bytes_whole_first_visit: all.reduce((s, r) => s + r.bytes, 0),
    service_worker_bytes: all.filter((r) => r.sw).reduce((s, r) => s + r.bytes, 0),
  };
}

const browser = await chromium.launch({
  executablePath: process.env.WARRI_CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
});
try {
  for (const [name, start] of [['python3 -m http.server', pythonHost], ['gzip host', gzipHost]]) {
    const { base, stop } = await start(dist);
    try {
      console.log(JSON.stringify(await measure(browser, name, base)));
    } finally {
      stop();
    }
  }
  for (const [name, url] of urls) console.log(JSON.stringify(await measure(browser, name, url)));
} finally {
  await browser.close();
}
