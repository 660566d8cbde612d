// Offline static hosting: the release folder served from a sub-path works,
// asks no other host for anything, keeps working when the server is gone
// (service worker), and runs under its Content-Security-Policy with no
// violation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';
import { launch } from './helpers.mjs';

const DIST = process.env.WARRI_DIST;
const PREFIX = '/club/games/warri/';
const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};

/** A static server of dist/ under PREFIX, logging every request. */
function serve() {
  const log = [];
  const server = http.createServer(async (req, res) => {
    log.push(req.url);
    const url = new URL(req.url, 'http://x');
    if (!url.pathname.startsWith(PREFIX)) { res.writeHead(404).end(); return; }
    let rel = normalize(decodeURIComponent(url.pathname.slice(PREFIX.length)));
    if (rel.startsWith('..')) { res.writeHead(403).end(); return; }
    if (rel === '.' || rel === '' || rel.endsWith('/')) rel = join(rel, 'index.html');
    try {
      const body = await readFile(join(DIST, rel));
      res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, log, base: `http://127.0.0.1:${server.address().port}${PREFIX}` })));
}

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('from a sub-path, only the local server is asked, and the game plays offline after one visit', { skip: !DIST && 'WARRI_DIST not set' }, async () => {
  const { server, log, base } = await serve();
  const context = await browser.newContext();
  const page = await context.newPage();
  const hosts = new Set();
  const problems = [];
  // Every resource that failed to load, and every response once offline.
  const failed = [];
  let offline = false;
  const offlineResponses = [];
  page.on('request', (r) => hosts.add(new URL(r.url()).host));
  page.on('requestfailed', (r) => failed.push(`${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.url()} (HTTP ${r.status()})`);
    if (offline) offlineResponses.push(r);
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (/Failed to load resource/.test(m.text())) failed.push(`${m.location().url} (${m.text()})`);
    else problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${base}?variant=wahree&north=computer&level=1`);
  await page.locator('[data-testid="board"]').waitFor({ timeout: 15_000 });
  // The service worker has cached the release.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.locator('button.pit.playable').first().click();
  await page.waitForFunction(() => document.querySelectorAll('ol[data-testid="moves"] li').length >= 2, null, { timeout: 20_000 });
  assert.deepEqual([...hosts], [new URL(base).host], 'no host other than the local server');
  assert.ok(log.some((u) => u.endsWith('.wasm')), 'the wasm came from the local server');

  assert.deepEqual(failed, [], 'everything loaded while online');

  // The server is gone.
  await new Promise((r) => server.close(r));
  server.closeAllConnections?.();
  offline = true;
  await page.reload();
  await page.locator('[data-testid="board"]').waitFor({ timeout: 15_000 });
  const before = await page.locator('ol[data-testid="moves"] li').count();
  await page.locator('[data-testid="board"][data-to-move="south"]').waitFor();
  await page.locator('button.pit.playable').first().click();
  // The computer answers from the cached worker, offline.
  await page.waitForFunction((n) => document.querySelectorAll('ol[data-testid="moves"] li').length >= n + 2, before, { timeout: 20_000 });
  assert.deepEqual(problems, [], 'no errors, no CSP violations');
  // Nothing failed to load: every file the page and the worker needed came
  // from the service worker's cache.
  assert.deepEqual(failed, [], 'a file was not cached');
  assert.ok(offlineResponses.length >= 4, `the reload and the worker loaded files (${offlineResponses.length})`);
  const notFromCache = offlineResponses.filter((r) => !r.fromServiceWorker()).map((r) => r.url());
  assert.deepEqual(notFromCache, [], 'served by the service worker');
  assert.ok(offlineResponses.some((r) => r.request().isNavigationRequest()), 'the page came from the cache');
  for (const file of [/warri-web-[^/]*_bg\.wasm$/, /warri-worker_bg\.wasm$/, /worker-loader\.js$/, /\.css$/]) {
    assert.ok(offlineResponses.some((r) => file.test(new URL(r.url()).pathname)), `${file} came from the cache`);
  }
  await context.close();
});

test('the page runs under its Content-Security-Policy without violations', { skip: !DIST && 'WARRI_DIST not set' }, async () => {
  const { server, base } = await serve();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${base}?variant=abapa&north=computer&level=2&rules=1`);
  await page.locator('[data-testid="board"]').waitFor({ timeout: 15_000 });
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(csp, /default-src 'self'/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.equal(await page.locator('script:not([src])').count(), 0, 'no inline script');
  await page.locator('button.pit.playable').first().click();
  await page.waitForFunction(() => document.querySelectorAll('ol[data-testid="moves"] li').length >= 2, null, { timeout: 20_000 });
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  // The manifest makes it installable.
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
  assert.equal(manifest.start_url, './');
  assert.ok(manifest.icons.some((i) => i.sizes === '512x512'));
  await context.close();
  await new Promise((r) => server.close(r));
});
