// Shared set-up of the browser tests: launch Debian's chromium through
// playwright-core and open pages of the site under test.
//
// Environment:
//   WARRI_URL       base URL of the served dist/ (set by `cargo xtask test`)
//   WARRI_CHROMIUM  browser executable (default /usr/bin/chromium)
import { chromium } from 'playwright-core';

/** Base URL of the site, always ending in "/". */
export const BASE_URL = (() => {
  const url = process.env.WARRI_URL;
  if (!url) {
    throw new Error('WARRI_URL is not set: run the browser tests with `cargo xtask test`');
  }
  return url.endsWith('/') ? url : `${url}/`;
})();

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Launches the browser; close it with `await browser.close()`. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.WARRI_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
}

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
