// Shared set-up of the browser tests, on the driver of driver/index.mjs
// (one API, three engines: WARRI_ENGINE=chromium|firefox|webkit).
//
// Environment:
//   WARRI_URL     base URL of the served dist/ (set by `cargo xtask test`)
//   WARRI_BIN     the `warri` command, the reference the page is checked against
//   WARRI_DIST    the dist/ folder, for tests that serve it themselves
//   WARRI_ENGINE  the browser engine (default chromium); see driver/index.mjs
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';
import { launch, baseUrl, Unsupported } from './driver/index.mjs';
import { seeded } from './seeded.mjs';

/** Base URL of the site, always ending in "/". */
export const BASE_URL = baseUrl();

export { launch, Unsupported, seeded };

/**
 * Opens `path` (relative to BASE_URL, e.g. "?variant=wahree") in a new page
 * (a fresh profile) and waits for the app to render the board. `options`
 * as the driver's `open`.
 */
export function open(browser, path = '', options = {}) {
  return browser.open(path, options);
}

/**
 * Skips the test `t` (saying why) when the engine cannot open a page with
 * `options`; returns true when skipped.
 */
export function skipUnless(t, browser, options) {
  const why = browser.unsupported(options);
  if (why) t.skip(why);
  return !!why;
}

/** Chooses the animation speed (`slow`, `normal`, `fast`, `instant`). */
export async function setSpeed(page, speed) {
  await page.select('[data-testid="speed"]', speed);
}

/** Waits until no move is being animated. */
export async function idle(page) {
  await page.waitFor('[data-testid="board"][data-busy="false"]', { timeout: 15_000 });
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

/**
 * The board (as `boardState`) and the move list, read in one go: when the
 * computer plays, it may move between two separate reads.
 */
export async function gameState(page) {
  return page.evaluate(`(() => {
    const readBoard = ${readBoard};
    return {
      shown: readBoard(document.querySelector('[data-testid="board"]')),
      moves: [...document.querySelectorAll('ol[data-testid="moves"] li')].map((li) => li.textContent.trim()),
    };
  })()`);
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


const TYPES = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/**
 * A static server of the release folder (WARRI_DIST) under `prefix`, on
 * its own port (so its own origin: no service worker or storage of other
 * tests), for tests that need to see or break the hosting. Every request
 * is logged as `{ url, status }`; a path matching `refuse` gets a 404 (a
 * broken or partial upload). Responses are `no-store`: what the browser
 * has without the server, a service worker gave it. Resolves to
 * `{ base, log, close() }`.
 */
export function serveDist({ prefix = '/', refuse = null } = {}) {
  const dist = process.env.WARRI_DIST;
  if (!dist) throw new Error('WARRI_DIST is not set: run the browser tests with `cargo xtask test`');
  const log = [];
  const server = http.createServer(async (req, res) => {
    const entry = { url: req.url, status: 404 };
    log.push(entry);
    const send = (status, headers = {}, body = undefined) => {
      entry.status = status;
      res.writeHead(status, { 'cache-control': 'no-store', ...headers }).end(body);
    };
    const url = new URL(req.url, 'http://x');
    if (!url.pathname.startsWith(prefix) || (refuse && refuse.test(url.pathname))) return send(404);
    let rel = normalize(decodeURIComponent(url.pathname.slice(prefix.length)));
    if (rel.startsWith('..')) return send(403);
    if (rel === '.' || rel === '' || rel.endsWith('/')) rel = join(rel, 'index.html');
    try {
      const body = await readFile(join(dist, rel));
      return send(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' }, body);
    } catch {
      return send(404);
    }
  });
  // A test that fails before closing it must not keep node running.
  server.unref();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    base: `http://127.0.0.1:${server.address().port}${prefix}`,
    log,
    close: () => new Promise((r) => {
      server.close(r);
      server.closeAllConnections?.();
    }),
  })));
}

/**
 * Serves `html` as a page of its own origin (another port than the site:
 * as a club's page embedding the board would be), at any path but those of
 * `files` (`{ '/sw.js': ['text/javascript', source] }`); resolves to
 * `{ url, close() }`.
 */
export function hostPage(html, files = {}) {
  const server = http.createServer((req, res) => {
    const [type, body] = files[new URL(req.url, 'http://x').pathname] ?? ['text/html; charset=utf-8', html];
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  });
  server.unref();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((r) => {
      server.close(r);
      server.closeAllConnections?.();
    }),
  })));
}
