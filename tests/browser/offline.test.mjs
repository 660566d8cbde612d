// Offline static hosting: the release folder served from a sub-path works,
// asks no other host for anything, keeps working when the server is down
// (service worker; the server keeps its port and answers 503, so that
// anything that still reaches it is seen) — the game, and playing a friend
// by link — and runs under its Content-Security-Policy with no violation.
// Every engine: service workers and their caches are the engine's own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, serveDist } from './helpers.mjs';

const PREFIX = '/club/games/warri/';
const skip = !process.env.WARRI_DIST && 'WARRI_DIST not set';
/** The site as its users load it: with its service worker (the suites block it by default). */
const ALLOW = { serviceWorkers: 'allow' };

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/**
 * What the page fetched (Resource Timing), whether a service worker
 * controls it, and whether its stylesheet arrived.
 */
function fetched() {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  return {
    controlled: !!navigator.serviceWorker?.controller,
    styled: [...document.styleSheets].some((s) => s.href && s.cssRules.length > 0),
    entries: entries.map((e) => ({ url: e.name, type: e.entryType })),
  };
}

const moves = (n) => document.querySelectorAll('ol[data-testid="moves"] li').length >= n;

test('from a sub-path, only the local server is asked, and the game plays offline after one visit', { skip }, async () => {
  const server = await serveDist({ prefix: PREFIX });
  const origin = new URL(server.base).origin;
  const page = await open(browser, `${server.base}?variant=wahree&north=computer&level=1`, ALLOW);
  // The service worker has cached the release.
  assert.ok(await page.evaluate(() => navigator.serviceWorker.ready.then(() => true)), 'a service worker is ready');
  await page.click('button.pit.playable');
  await page.waitUntil(moves, 2, { timeout: 20_000 });
  const online = await page.evaluate(fetched);
  const elsewhere = online.entries.filter((e) => new URL(e.url).origin !== origin).map((e) => e.url);
  assert.deepEqual(elsewhere, [], 'no host other than the local server');
  // A wasm module is `NAME_bg.wasm`, or shipped compressed as `NAME_bg.wasm-gz.bin`.
  assert.ok(server.log.some((r) => /warri-web-[^/]*_bg\.wasm(-gz\.bin)?$/.test(r.url)), 'the wasm came from the local server');
  assert.ok(server.log.some((r) => /warri-worker_bg\.wasm(-gz\.bin)?$/.test(r.url)), "the computer's wasm came from the local server");
  const failed = server.log.filter((r) => r.status !== 200).map((r) => `${r.url} (HTTP ${r.status})`);
  assert.deepEqual(failed, [], 'everything loaded while online');
  // Each file once: a preload that the page's own fetch does not use is a
  // second download of the file (the wasm, the largest).
  const times = {};
  for (const e of online.entries) times[e.url] = (times[e.url] ?? 0) + 1;
  const twice = Object.entries(times).filter(([, n]) => n > 1).map(([url, n]) => `${url} ×${n}`);
  assert.deepEqual(twice, [], 'the page fetched a file more than once');

  // The network is gone, but the port stays open, answering 503 to anything
  // and logging it: every file the page and the worker need from now on
  // must come from the service worker's cache (the server answered
  // `no-store`, so no HTTP cache may keep one), and any request that gets
  // past the cache shows up in the log — in every engine.
  // (Resource Timing's workerStart would say so too, but Firefox and
  // WebKit leave it 0 for what a service worker answered from its cache.)
  server.unavailable = true;
  const asked = server.log.length;
  await page.reload();
  const before = await page.count('ol[data-testid="moves"] li');
  await page.waitFor('[data-testid="board"][data-to-move="south"]');
  await page.click('button.pit.playable');
  // The computer answers from the cached worker, offline.
  await page.waitUntil(moves, before + 2, { timeout: 20_000 });
  assert.deepEqual(await page.problems(), [], 'no errors, no CSP violations, nothing failed to load');
  // Nothing reached the server that is down, but the browser's own check
  // for a newer service worker (Firefox makes it when the page registers
  // it again; failing, it keeps the installed one).
  const reached = server.log.slice(asked).filter((r) => !(r.url === `${PREFIX}sw.js` && r.status === 503));
  assert.deepEqual(reached.map((r) => `${r.method} ${r.url} (HTTP ${r.status})`), [], 'nothing reached the server that is down');
  const offline = await page.evaluate(fetched);
  assert.ok(offline.controlled, 'the page is controlled by the service worker');
  assert.ok(offline.entries.some((e) => e.type === 'navigation'), 'the page came from the cache');
  for (const file of [/warri-web-[^/]*_bg\.wasm(-gz\.bin)?$/, /\.css$/, /start-[^/]*\.js$/]) {
    assert.ok(offline.entries.some((e) => file.test(new URL(e.url).pathname)), `${file} came from the cache`);
  }
  assert.ok(offline.styled, 'the stylesheet came from the cache');

  // Playing a friend, offline too: the friend page (the site's module, its
  // words built in) starts a game, and the link it gives to send opens.
  const friendAsked = server.log.length;
  await page.goto(`${server.base}?view=friend&variant=wari&side=south&lang=fr`, { wait: '[data-testid="friend-status"][data-turn="mine"]' });
  await page.click('button[data-pit="C"]');
  await page.waitFor('a[data-testid="friend-link"]');
  const link = await page.evaluate(() => document.querySelector('a[data-testid="friend-link"]').href);
  assert.ok(link.startsWith(`${server.base}?friend=`), link);
  await page.goto(link, { wait: '[data-testid="friend-status"][data-turn="theirs"]' });
  assert.deepEqual(await page.problems(), [], 'the friend page offline: no errors');
  const friendReached = server.log.slice(friendAsked).filter((r) => !(r.url === `${PREFIX}sw.js` && r.status === 503));
  assert.deepEqual(friendReached.map((r) => `${r.method} ${r.url} (HTTP ${r.status})`), [], 'the friend page asked nothing of the server that is down');
  await page.close();
  await server.close();
});

test('the page runs under its Content-Security-Policy without violations', { skip }, async () => {
  const server = await serveDist({ prefix: PREFIX });
  const page = await open(browser, `${server.base}?variant=abapa&north=computer&level=2&rules=1`, ALLOW);
  const csp = await page.attr('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /default-src 'self'/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.equal(await page.count('script:not([src])'), 0, 'no inline script');
  await page.click('button.pit.playable');
  await page.waitUntil(moves, 2, { timeout: 20_000 });
  // The driver collects CSP violations (securitypolicyviolation events)
  // with the page's errors.
  assert.deepEqual(await page.problems(), []);
  // The manifest makes it installable.
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
  assert.equal(manifest.start_url, './');
  assert.ok(manifest.icons.some((i) => i.sizes === '512x512'));
  await page.close();
  await server.close();
});
