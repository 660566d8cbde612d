// The single-file game (issue 10): dist-single/warri.html, written by
// `cargo xtask dist --single-file`, opened from `file://` as by a
// double-click on a USB stick, plays with no network at all: moves, the
// computer opponent (its worker and wasm are inside the file), link
// parameters in the query and in the fragment, the links the page writes,
// the rules pages and the lessons.
// It says nothing alarming (no notice, no error).
//
// "No network": in Chromium and Firefox every request that is not `file:`
// (or an in-memory `data:`/`blob:` URL) is refused, twice over: the
// browser's proxy is a port nobody listens on, and each request is
// intercepted and aborted; each one is recorded and the test fails on any.
// The driver (driver/index.mjs) cannot block requests, so those runs use
// the engines' own libraries (playwright-core; puppeteer-core through the
// driver's Firefox launcher). WebKit's WebDriver cannot block or see
// requests: there the file plays through the driver, and only the page's
// own record of what it loaded (Resource Timing) is checked.
//
// Environment: WARRI_ENGINE (default chromium); WARRI_SINGLE, the file
// (default dist-single/warri.html of this checkout).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENGINE, launch } from './driver/index.mjs';
import { freePort, listen } from './driver/common.mjs';

const FILE = process.env.WARRI_SINGLE
  ? resolve(process.env.WARRI_SINGLE)
  : fileURLToPath(new URL('../../dist-single/warri.html', import.meta.url));
const HREF = pathToFileURL(FILE).href;
/** Not network: the file itself and in-memory URLs (the icon, the worker). */
const LOCAL = /^(file|data|blob):/;
const MOVES = 'ol[data-testid="moves"] li';

before(async () => {
  const size = await stat(FILE).then((s) => s.size, () => null);
  assert.ok(size != null, `${FILE} is missing: run \`cargo xtask dist --single-file\``);
  assert.ok(size <= 1_500_000, `${FILE} is ${size} bytes, over 1.5 MB`);
});

// --- the page, whichever way it is driven ---------------------------------
// Each opener returns { goto(url), click(sel), evaluate(fn, arg),
// waitUntil(fn, arg, ms), problems(), requests, blocked, close() }.

/** The errors and warnings of a page's console, so far. */
const errorsAndWarnings = (messages) => messages.filter((m) => /^(error|warning):/.test(m));

/** Chromium through playwright-core, every non-file request refused. */
async function chromiumBlocked() {
  const { chromium } = await import('playwright-core');
  const { ARGS } = await import('./chromium.mjs');
  const dead = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.WARRI_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    proxy: { server: `http://127.0.0.1:${dead}`, bypass: '' },
  });
  const context = await browser.newContext();
  const requests = [];
  const blocked = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (LOCAL.test(url)) return route.continue();
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  context.on('request', (r) => requests.push(r.url()));
  const page = await context.newPage();
  const { messages } = listen(page, true);
  page.on('worker', (w) => requests.push(w.url()));
  return {
    requests,
    blocked,
    goto: (url) => page.goto(url),
    click: (sel) => page.locator(sel).first().click(),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    waitUntil: (fn, arg, ms) => page.waitForFunction(fn, arg, { timeout: ms, polling: 50 }),
    problems: () => errorsAndWarnings(messages),
    close: () => browser.close(),
  };
}

/** Firefox through the driver's launcher (puppeteer-core, WebDriver BiDi), every non-file request refused. */
async function firefoxBlocked() {
  const { internals } = await import('./driver/firefox.mjs');
  const dead = await freePort();
  const browser = await internals.start({
    'network.proxy.type': 1,
    'network.proxy.http': '127.0.0.1',
    'network.proxy.http_port': dead,
    'network.proxy.ssl': '127.0.0.1',
    'network.proxy.ssl_port': dead,
    'network.proxy.share_proxy_settings': true,
    'network.proxy.no_proxies_on': '',
    'network.proxy.allow_hijacking_localhost': true,
    'network.dns.disabled': true,
  });
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const requests = [];
  const blocked = [];
  await page.setRequestInterception(true);
  page.on('request', (r) => {
    const url = r.url();
    requests.push(url);
    if (LOCAL.test(url)) return r.continue();
    blocked.push(url);
    return r.abort();
  });
  const { messages } = listen(page, true);
  return {
    requests,
    blocked,
    goto: (url) => page.goto(url),
    click: async (sel) => {
      await page.waitForSelector(sel, { visible: true, timeout: 30_000 });
      await page.click(sel);
    },
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    waitUntil: (fn, arg, ms) => page.waitForFunction(fn, { timeout: ms, polling: 50 }, arg),
    problems: () => errorsAndWarnings(messages),
    close: () => browser.close(),
  };
}

/** Any engine through the driver: nothing blocked, nothing intercepted. */
async function driven() {
  const browser = await launch();
  let page = null;
  return {
    requests: [],
    blocked: [],
    goto: async (url) => {
      if (!page) page = await browser.open(url, { wait: null, timeout: 60_000 });
      else await page.goto(url, { wait: null });
    },
    click: (sel) => page.click(sel),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    waitUntil: (fn, arg, ms) => page.waitUntil(fn, arg, { timeout: ms }),
    problems: () => page.problems(),
    close: () => browser.close(),
  };
}

// --- what is checked -------------------------------------------------------

const boardShown = () => document.querySelector('[data-testid="board"] button[data-pit]') !== null;
const moveCount = (sel) => document.querySelectorAll(sel).length;

/** Opens `url` (after a blank page, so a new fragment is a new load). */
async function open(p, url) {
  await p.goto('about:blank');
  await p.goto(url);
  await p.waitUntil(boardShown, undefined, 60_000);
}

/** Plays the file: every check of this test, on one page. */
async function plays(p) {
  // A link parameter in the query; the computer (North) answers from its
  // worker, built from the file.
  await open(p, `${HREF}?variant=wahree&north=computer&level=1`);
  assert.equal(await p.evaluate(() => document.querySelector('[data-testid="board"]').dataset.variant), 'wahree');
  for (let round = 1; round <= 3; round++) {
    await p.waitUntil(() => {
      const b = document.querySelector('[data-testid="board"]');
      return (b.dataset.toMove === 'south' && b.dataset.busy === 'false' && document.querySelector('button.pit.playable')) || b.dataset.over === 'true';
    }, undefined, 60_000);
    if (await p.evaluate(() => document.querySelector('[data-testid="board"]').dataset.over === 'true')) break;
    await p.click('button.pit.playable');
    // South's move and the computer's answer.
    await p.waitUntil((n) => document.querySelectorAll('ol[data-testid="moves"] li').length >= n, 2 * round, 60_000);
  }
  assert.ok((await p.evaluate(moveCount, MOVES)) >= 2, 'the computer played');

  // Link parameters in the fragment.
  await open(p, `${HREF}#variant=caribbean&lang=fr&moves=C,f`);
  // The page sets its language in an effect, which may run a task after the
  // board it draws (helpers.mjs, `documentLang`).
  await p.waitUntil(() => document.documentElement.lang === 'fr', undefined, 10_000).catch(() => {});
  const shown = await p.evaluate(() => ({
    variant: document.querySelector('[data-testid="board"]').dataset.variant,
    moves: [...document.querySelectorAll('ol[data-testid="moves"] li')].map((li) => li.textContent.trim()),
    lang: document.documentElement.lang,
  }));
  assert.deepEqual(shown, { variant: 'caribbean', moves: ['C', 'f'], lang: 'fr' });

  // The link the page writes is one to this file, in the fragment, and it
  // opens the same game (Copy link is in the game's menu).
  await p.click('[data-testid="menu-button"]');
  await p.click('[data-testid="copy-link"]');
  await p.waitUntil(() => document.querySelector('[data-testid="link"]')?.value, undefined, 10_000);
  const link = await p.evaluate(() => document.querySelector('[data-testid="link"]').value);
  assert.ok(link.startsWith(`${HREF}#variant=caribbean`), link);
  assert.match(link, /[#&]moves=C,f(&|$)/);
  assert.equal(await p.evaluate(() => location.href), link, 'the address shows the link');
  await open(p, link.replace('caribbean', 'wari'));
  assert.equal(await p.evaluate(() => document.querySelector('[data-testid="board"]').dataset.variant), 'wari');
  assert.deepEqual(await p.evaluate(() => [...document.querySelectorAll('ol[data-testid="moves"] li')].map((li) => li.textContent.trim())), ['C', 'f']);

  // The embed snippet points at the file too, in embed mode.
  await p.click('[data-testid="menu-button"]');
  await p.click('[data-testid="embed-button"]');
  await p.waitUntil(() => document.querySelector('[data-testid="embed-snippet"]')?.value, undefined, 10_000);
  const snippet = await p.evaluate(() => document.querySelector('[data-testid="embed-snippet"]').value);
  assert.ok(snippet.includes(`src="${HREF}#variant=wari&amp;`), snippet);
  assert.match(snippet, /&amp;embed=1/);

  // The rules pages and the lessons come from the file too (their words
  // and lessons are in it), and a lesson's progress is kept.
  await p.goto('about:blank');
  await p.goto(`${HREF}#view=rules&variant=wahree&lang=nl`);
  await p.waitUntil(() => document.querySelector('[data-testid="rules-page"] section[data-topic="about"] p')
    && document.querySelectorAll('[data-testid="rules-page"] svg g[data-pit]').length >= 12, undefined, 60_000);
  await p.goto('about:blank');
  await p.goto(`${HREF}#lesson=capture&task=0`);
  await p.waitUntil(() => document.querySelector('[data-testid="lesson"][data-lesson="capture"] [data-pit="E"]'), undefined, 60_000);
  await p.click('[data-pit="E"]');
  await p.waitUntil(() => document.querySelector('[data-testid="task-done"]'), undefined, 10_000);

  // Nothing alarming: no notice, no error, no service worker.
  assert.equal(await p.evaluate(moveCount, '[data-testid="notice"]'), 0, 'no notice');
  assert.equal(await p.evaluate(() => document.querySelector('link[rel="manifest"], script[src]')), null, 'no manifest, no script files');
  // Everything the page loaded is the file or in memory.
  const loaded = await p.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
  assert.deepEqual(loaded.filter((u) => !/^(file|data|blob):/.test(u)), [], 'only the file was loaded');
  assert.deepEqual(await p.problems(), []);
}

// --- the runs ----------------------------------------------------------------

let p;
after(async () => { await p?.close(); });

const BLOCKING = { chromium: chromiumBlocked, firefox: firefoxBlocked };

test(`${ENGINE}: the single file plays from file:// with every non-file request refused`, async (t) => {
  if (!BLOCKING[ENGINE]) {
    t.skip(`${ENGINE}: its WebDriver cannot refuse or see requests; the next test plays the file without blocking`);
    return;
  }
  p = await BLOCKING[ENGINE]();
  await plays(p);
  assert.deepEqual(p.blocked, [], 'no request had to be refused');
  assert.deepEqual(p.requests.filter((u) => !LOCAL.test(u)), [], 'nothing but the file was asked for');
  // The blocking works: a page of the network is refused and recorded.
  const canary = 'http://192.0.2.1/warri-canary';
  await assert.rejects(p.goto(canary), 'the network is out of reach');
  assert.deepEqual(p.blocked, [canary], 'the refusal was recorded');
  await p.close();
  p = null;
});

// Where requests cannot be refused (WebKit), the file still plays, through
// the driver, and the page's own record of what it loaded is checked.
if (!BLOCKING[ENGINE]) {
  test(`${ENGINE}: the single file plays from file:// (through the driver)`, async () => {
    p = await driven();
    await plays(p);
    await p.close();
    p = null;
  });
}
