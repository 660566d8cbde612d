// How every browser test and measurement starts Chromium: Debian's build
// through playwright-core, with the flags this machine needs (no sandbox as
// root, no background networking on a closed network). Needs no environment
// beyond the optional WARRI_CHROMIUM (default /usr/bin/chromium).
import { chromium } from 'playwright-core';

/** The launch flags. */
export const ARGS = [
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
