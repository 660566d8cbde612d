// Shared set-up of the browser tests, on the driver of driver/index.mjs
// (one API, three engines: WARRI_ENGINE=chromium|firefox|webkit).
//
// Environment:
//   WARRI_URL     base URL of the served dist/ (set by `cargo xtask test`)
//   WARRI_BIN     the `warri` command, the reference the page is checked against
//   WARRI_DIST    the dist/ folder, for tests that serve it themselves
//   WARRI_ENGINE  the browser engine (default chromium); see driver/index.mjs
import { after, afterEach } from 'node:test';
import { launch as launchEngine, baseUrl, Unsupported, ENGINE, BOARD } from './driver/index.mjs';
import { seeded } from '../support/seeded.mjs';
import { serve } from '../support/server.mjs';
import assert from 'node:assert/strict';

/** Base URL of the site, always ending in "/". */
export const BASE_URL = baseUrl();

export { Unsupported, seeded, ENGINE };

/** The engine's browser, once started: shared by every suite of the process. */
let started = null;
/** The pages the running test opened and has not closed (`keep` takes one out). */
const left = new Set();

/**
 * The engine's browser (WARRI_ENGINE), one for every suite that runs in this
 * process: `cargo xtask test` runs all the suites of an engine in one
 * process (tests/browser/suites.mjs), so the browser starts once per
 * engine rather than once per file (Firefox takes seconds, and a CPU core,
 * to start). Every page it opens is still a fresh profile. A suite's
 * `browser.close()` leaves it to the next; it closes when the run ends.
 * A page a test leaves open (a test that failed halfway, or forgot) is
 * closed when the test ends, so that it cannot use the CPU of the tests
 * after it; `keep(page)` keeps one for later tests. A suite that needs a
 * browser of its own uses the driver's `launch`.
 */
export function launch() {
  started ??= launchEngine().then((browser) => Object.assign(Object.create(browser), {
    close: async () => {},
    unsupported: (options) => browser.unsupported(serviceWorkers(options)),
    open: async (path, options) => {
      const page = await browser.open(path, serviceWorkers(options));
      const close = page.close.bind(page);
      page.close = async () => {
        left.delete(page);
        await close();
      };
      left.add(page);
      return page;
    },
  }));
  return started;
}

/**
 * The driver's options for a suite's `options`: the site's service worker
 * is blocked unless the test asks for it with `serviceWorkers: 'allow'`
 * (offline play, hosting). Allowed, it installs on every fresh page and
 * fetches the whole site into its cache once the page has loaded, which
 * nothing else checks: a fresh game page cost 1.01 against 0.83 CPU-s in
 * Chromium, 0.94 against 0.71 in Firefox, 1.43 against 1.27 in WebKit
 * (BENCHMARKS.md, issue 37).
 */
function serviceWorkers({ serviceWorkers = 'block', ...options } = {}) {
  if (serviceWorkers === 'allow') return options;
  return { ...options, serviceWorkers };
}

/** Keeps `page` open after the test that opened it (a page a suite shares). */
export function keep(page) {
  left.delete(page);
  return page;
}

afterEach(async () => {
  await Promise.all([...left].map((page) => page.close().catch(() => {})));
  // A shared page (`sharedPage`) stays open for its suite's next test, but
  // not busy: what it last showed (an oracle still deepening, a review
  // valuing its game) would use the CPU of the tests after it.
  await sharing?.blank();
});

after(async () => {
  const browser = await started?.catch(() => null);
  if (browser) await Object.getPrototypeOf(browser).close.call(browser);
});

/**
 * Whether this run has the long form of the suites whose logic is the same
 * compiled Rust in every engine (lessons, puzzles, review, replay
 * captions): Chromium always, another engine with WARRI_FULL=1. Elsewhere
 * those suites run one representative test each; the rest are skipped with
 * `LONG_FORM`'s reason, which the runner's summary lists.
 */
export const FULL = ENGINE === 'chromium' || process.env.WARRI_FULL === '1';

/** The `skip` option of a test only the long form runs (false where it runs). */
export const LONG_FORM = FULL ? false : `${ENGINE}: same compiled Rust; covered in Chromium and natively`;

/**
 * Opens `path` (relative to BASE_URL, e.g. "?variant=wahree") in a new page
 * (a fresh profile) and waits for the app to render the board. `options`
 * as the driver's `open`.
 */
export function open(browser, path = '', options = {}) {
  return browser.open(path, options);
}

/**
 * One page for the tests of a file that need no fresh profile (their links
 * name everything they show): `visit(path, options)` opens it the first
 * time and navigates it afterwards. A fresh page costs 1.9 CPU-seconds in
 * Chromium, 1.3 in Firefox and 2.4 in WebKit (a browser session each); a
 * visit 0.5, 0.6 and 0.85 (BENCHMARKS.md, issue 19). `close()` in the
 * file's `after`. A test that fails halfway leaves the page to the next,
 * which navigates it anew. Between tests its storage is emptied (the
 * next test starts as on a first visit, but for the service worker, which
 * stays) and it shows `about:blank`, so that no page of it works meanwhile.
 */
export function sharedPage(browser, options = {}) {
  let page = null;
  const shared = {
    async visit(path = '', { wait } = {}) {
      // What this visit waits for: its own, else the shared page's, else
      // the driver's default (the board), never the first visit's.
      const fallback = 'wait' in options ? options.wait : BOARD;
      const w = { wait: wait === undefined ? fallback : wait };
      if (!page) {
        // One suite's shared page at a time: the last suite's goes now,
        // not at the end of the run (every suite's `after` runs then).
        if (sharing !== shared) await sharing?.close();
        sharing = shared;
        page = keep(await open(browser, path, { ...options, ...w }));
      } else {
        await page.goto(path, w);
      }
      return page;
    },
    /**
     * Empties the page's storage (what the test saved: its speed, its game)
     * and stops what it runs (its workers, its timers) until the next visit.
     */
    async blank() {
      if (!page) return;
      try {
        await page.evaluate(() => { try { localStorage.clear(); sessionStorage.clear(); } catch { /* none here */ } });
        await page.goto('about:blank', { wait: null });
      } catch {
        // A page that cannot even do that (it crashed) goes; the next visit opens another.
        await page.close().catch(() => {});
        page = null;
      }
    },
    async close() {
      await page?.close();
      page = null;
    },
  };
  return shared;
}

/** The shared page (`sharedPage`) open now, if any. */
let sharing = null;

/**
 * Skips the test `t` (saying why) when the engine cannot open a page with
 * `options`; returns true when skipped.
 */
export function skipUnless(t, browser, options) {
  const why = browser.unsupported(options);
  if (why) t.skip(why);
  return !!why;
}

/**
 * Empties the site's storage and puts `items` (`{ key: text }`) in it,
 * from an embedded board, which never saves, loaded in `page`. A game
 * page saves after every change of its own: one made after the write (a
 * render late, under load) would save over it, the unreadable text kept
 * aside as it must be, and the next page would have no notice to show.
 * Most likely that is why a clean run's Firefox, at load 8, once waited
 * for the corrupted data's notice in vain when the write was made from a
 * game page (BENCHMARKS.md, issue 37's eighth part).
 */
export async function storeFromEmbed(page, items) {
  await page.goto('?variant=abapa&embed=1', { wait: BOARD, timeout: 15_000 });
  await page.evaluate((all) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, items);
}

/** Chooses the animation speed (`slow`, `normal`, `fast`, `instant`). */
export async function setSpeed(page, speed) {
  await page.select('[data-testid="speed"]', speed);
}

/**
 * Waits until no move is being animated. Only for after a wait that saw
 * the change itself (`played`, a selector of the new state): right after a
 * click the page may not have begun the move, and an idle board then is
 * the old one.
 */
export async function idle(page) {
  await page.waitFor('[data-testid="board"][data-busy="false"]', { timeout: 15_000 });
}

/**
 * Waits until the game's move list holds `n` moves and no move is being
 * animated, and returns the board then (as `boardState`, plus `playable`:
 * the pits offered to the player to move, and `moves`: the move list): the
 * state after ply `n`, never the one before it. One wait per ply.
 */
export async function played(page, n, { timeout = 15_000 } = {}) {
  return page.waitUntil(`((n) => {
    const readBoard = ${readBoard};
    const board = document.querySelector('[data-testid="board"]');
    const moves = [...document.querySelectorAll('ol[data-testid="moves"] li')].map((li) => li.textContent.trim());
    if (!board || board.dataset.busy !== 'false' || moves.length !== n) return false;
    return { ...readBoard(board), playable: [...board.querySelectorAll('button.pit.playable')].map((b) => b.dataset.pit), moves };
  })(${JSON.stringify(n)})`, undefined, { timeout, what: `move ${n} played and shown` }).catch(whatItShowed(page));
}

/**
 * Waits until the game's move list holds at least `n` moves and no move is
 * being animated, and returns the board (as `played`) with the moves, read
 * in one go: for games where the computer moves by itself, so more than
 * `n` may have been played by then.
 */
export async function settled(page, n, { timeout = 20_000 } = {}) {
  return page.waitUntil(`((n) => {
    const readBoard = ${readBoard};
    const board = document.querySelector('[data-testid="board"]');
    const moves = [...document.querySelectorAll('ol[data-testid="moves"] li')].map((li) => li.textContent.trim());
    if (!board || board.dataset.busy !== 'false' || moves.length < n) return false;
    return { ...readBoard(board), playable: [...board.querySelectorAll('button.pit.playable')].map((b) => b.dataset.pit), moves };
  })(${JSON.stringify(n)})`, undefined, { timeout, what: `at least ${n} moves played and shown` }).catch(whatItShowed(page));
}

/**
 * For a wait on the game that failed: rethrows its error with what the
 * page showed then (the board's state, the moves, the status, thinking and
 * notice lines), so that a move that never came says where it stopped.
 */
function whatItShowed(page) {
  return async (e) => {
    const shown = await page.evaluate(() => {
      const text = (sel) => [...document.querySelectorAll(sel)].map((el) => el.textContent.trim()).join(' | ') || null;
      const board = document.querySelector('[data-testid="board"]');
      return {
        busy: board?.dataset.busy ?? null,
        moves: [...document.querySelectorAll('ol[data-testid="moves"] li')].map((li) => li.textContent.trim()).join(' '),
        playable: board ? [...board.querySelectorAll('button.pit.playable')].map((b) => b.dataset.pit).join('') : null,
        status: text('.status'),
        thinking: text('.thinking'),
        notice: text('[data-testid="notice"]'),
      };
    }).catch((why) => `(the page could not be read: ${why.message})`);
    e.message += `\nthe page showed then: ${JSON.stringify(shown)}`;
    throw e;
  };
}

/**
 * The layout shifts of the page so far (their values), once the frame after
 * the present one has been drawn (a shift is recorded when a frame is
 * drawn); null where the engine reports none (Firefox, WebKit: no
 * `layout-shift` entries), so a test can skip rather than pass silently.
 */
export async function layoutShifts(page) {
  return page.evaluate(async () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) return null;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const o = new PerformanceObserver(() => {});
    // The buffered entries are the observer's at once: no waiting for its callback.
    o.observe({ type: 'layout-shift', buffered: true });
    const values = o.takeRecords().map((e) => e.value);
    o.disconnect();
    return values;
  });
}

/**
 * Waits until the board (in a page or a frame) is at rest showing `want`'s
 * pits and stores, and fails, showing the difference, if it does not within
 * the time: for views whose board moves to a new position without a move
 * list to count (a replay's step, a puzzle's line).
 */
export async function boardBecomes(page, want, where, { timeout = 15_000 } = {}) {
  const target = { pits: want.pits, stores: want.stores };
  try {
    await page.waitUntil(`((want) => {
      const readBoard = ${readBoard};
      const board = document.querySelector('[data-testid="board"]');
      if (!board || board.dataset.busy !== 'false') return false;
      const b = readBoard(board);
      return JSON.stringify({ pits: b.pits, stores: b.stores }) === JSON.stringify(want);
    })(${JSON.stringify(target)})`, undefined, { timeout, what: where });
  } catch (e) {
    const b = await boardState(page);
    assert.deepEqual({ pits: b.pits, stores: b.stores }, target, `${where} (${e.message})`);
    throw e;
  }
}

/**
 * Waits until the document's language (`<html lang>`) is `want`, and fails
 * naming the one it has if it does not come. The page sets it in an effect
 * after its first render, and Yew may run effects a task later than the
 * render a test waited for: a read at once can see the page's static `en`.
 */
export async function documentLang(page, want, where = 'the document\'s language') {
  try {
    await page.waitUntil((want) => document.documentElement.lang === want, want, { timeout: 10_000, what: `<html lang="${want}">` });
  } catch (e) {
    assert.equal(await page.attr('html', 'lang'), want, `${where} (${e.message})`);
    throw e;
  }
}

/**
 * Waits until the first match of `sel` has a text matching `re` and returns
 * it; fails showing the text there is if it does not come (a message that
 * replaces another is never read before it is there).
 */
export async function textMatching(page, sel, re, { timeout = 15_000 } = {}) {
  try {
    return await page.waitUntil(([sel, source, flags]) => {
      const t = document.querySelector(sel)?.textContent;
      return t != null && new RegExp(source, flags).test(t) && t;
    }, [sel, re.source, re.flags], { timeout, what: `${sel} saying ${re}` });
  } catch (e) {
    const t = await page.evaluate((sel) => document.querySelector(sel)?.textContent ?? null, sel);
    assert.match(t ?? '(no such element)', re, `${sel} (${e.message})`);
    throw e;
  }
}

/** Waits until the input, select or textarea `sel` holds `want`; fails showing what it holds. */
export async function valueBecomes(page, sel, want, { timeout = 15_000 } = {}) {
  try {
    await page.waitUntil(([sel, want]) => document.querySelector(sel)?.value === want, [sel, want], { timeout, what: `${sel} = "${want}"` });
  } catch (e) {
    assert.equal(await page.evaluate((sel) => document.querySelector(sel)?.value ?? null, sel), want, `${sel} (${e.message})`);
    throw e;
  }
}

/** Reads the board's test hooks (runs in the page). */
function readBoard(board) {
  return {
    pits: [...'ABCDEFabcdef'].map((l) => Number(board.querySelector(`[data-pit="${l}"]`).dataset.seeds)),
    stores: ['south', 'north'].map((s) => Number(board.querySelector(`[data-store="${s}"]`).dataset.seeds)),
    toMove: board.dataset.toMove,
    over: board.dataset.over === 'true',
    variant: board.dataset.variant,
    busy: board.dataset.busy === 'true',
  };
}

/** What the board shows (in a page or a frame), read from its test hooks. */
export async function boardState(page) {
  return page.evaluate(`(${readBoard})(document.querySelector('[data-testid="board"]'))`);
}

/** The moves of the move list. */
export async function movesShown(page) {
  return (await page.texts('ol[data-testid="moves"] li')).map((m) => m.trim());
}

/**
 * Runs the `warri` command (path in WARRI_BIN) and returns its JSON.
 * `play({variant, position, moves})` → the game state after the moves.
 */
export async function warriPlay({ variant, position, moves = [] }) {
  const { execFileSync } = await import('node:child_process');
  const bin = process.env.WARRI_BIN;
  if (!bin) throw new Error('WARRI_BIN is not set: run the browser tests with `cargo xtask test`');
  const args = ['play', '--variant', variant, '--moves', moves.join(' ')];
  if (position) args.push('--position', position);
  return JSON.parse(execFileSync(bin, args, { encoding: 'utf8' }));
}

/**
 * `warri play --each-ply`: the game state at every ply of `moves`, the
 * first before any move.
 */
export async function warriEachPly({ variant, position, moves = [] }) {
  const { execFileSync } = await import('node:child_process');
  const bin = process.env.WARRI_BIN;
  if (!bin) throw new Error('WARRI_BIN is not set: run the browser tests with `cargo xtask test`');
  const args = ['play', '--each-ply', '--variant', variant, '--moves', moves.join(' ')];
  if (position) args.push('--position', position);
  return execFileSync(bin, args, { encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l));
}


/**
 * The release folder (WARRI_DIST) served by the project's one static
 * server (tests/support/server.mjs) under `prefix`, on its own port (so its
 * own origin: no service worker or storage of other tests), for tests that
 * need to see or break the hosting. Every request is logged as
 * `{ method, url, status }`; a path matching `refuse` gets a 404 (a broken
 * or partial upload), one matching `hang` no answer at all; `dir` serves
 * another folder (a damaged copy). Responses are `no-store`: what the
 * browser has without the server, a service worker gave it. Setting
 * `unavailable` makes it answer 503 to everything, still logging. Resolves
 * to `{ base, origin, log, unavailable, close() }`.
 */
export function serveDist({ prefix = '/', refuse = null, hang = null, dir = process.env.WARRI_DIST } = {}) {
  if (!dir) throw new Error('WARRI_DIST is not set: run the browser tests with `cargo xtask test`');
  return serve({ dir, prefix, refuse, hang, cache: 'no-store' });
}

/**
 * Serves `html` as a page of its own origin (another port than the site:
 * as a club's page embedding the board would be), at any path but those of
 * `files` (`{ '/sw.js': ['text/javascript', source] }`); resolves to
 * `{ url, close() }`.
 */
export async function hostPage(html, files = {}) {
  const s = await serve({ files, fallback: ['text/html; charset=utf-8', html], cache: 'no-store' });
  return { url: s.base, close: s.close };
}
