// Shared set-up of the browser tests: launch Debian's chromium through
// playwright-core and open pages of the site under test.
//
// Environment:
//   WARRI_URL       base URL of the served dist/ (set by `cargo xtask test`)
//   WARRI_CHROMIUM  browser executable (default /usr/bin/chromium)

/** Base URL of the site, always ending in "/". */
export const BASE_URL = (() => {
  const url = process.env.WARRI_URL;
  if (!url) {
    throw new Error('WARRI_URL is not set: run the browser tests with `cargo xtask test`');
  }
  return url.endsWith('/') ? url : `${url}/`;
})();

export { launch } from './chromium.mjs';

/**
 * Opens `path` (relative to BASE_URL, e.g. "?variant=wahree") in a new page
 * and waits for the app to render the board. Page errors and console errors
 * are collected in `page.problems`.
 */
export async function open(browser, path = '') {
  const page = await browser.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') page.problems.push(`console error: ${m.text()}`);
  });
  await page.goto(new URL(path, BASE_URL).href);
  await page.locator('[data-testid="board"]').waitFor({ timeout: 15_000 });
  return page;
}

/** Chooses the animation speed (`slow`, `normal`, `fast`, `instant`). */
export async function setSpeed(page, speed) {
  await page.locator('[data-testid="speed"]').selectOption(speed);
}

/** Waits until no move is being animated. */
export async function idle(page) {
  await page.locator('[data-testid="board"][data-busy="false"]').waitFor({ timeout: 15_000 });
}

/** Reads the board's test hooks (runs in the page). */
function readBoard(board) {
  return {
    pits: [...'ABCDEFabcdef'].map((l) => Number(board.querySelector(`[data-pit="${l}"]`).dataset.seeds)),
    stores: ['south', 'north'].map((s) => Number(board.querySelector(`[data-store="${s}"]`).dataset.seeds)),
    toMove: board.dataset.toMove,
    over: board.dataset.over === 'true',
    variant: board.dataset.variant,
  };
}

/** What the board shows, read from its test hooks. */
export async function boardState(page) {
  return page.locator('[data-testid="board"]').evaluate(readBoard);
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

/** A small seeded random generator (mulberry32): the same seed, the same games. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
