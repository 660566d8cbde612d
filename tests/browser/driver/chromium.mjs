// The Chromium engine of the driver (see index.mjs for the API): Debian's
// chromium started as tests/browser/chromium.mjs starts it (WARRI_CHROMIUM
// names another executable), driven by playwright-core over CDP.
//
// Every page is a new browser context (its own profile): viewport, touch
// (hasTouch and isMobile: a phone), locale and service workers are the
// context's options; a blocked storage is an init script that makes every
// use of localStorage throw a SecurityError, in every frame, and blocked
// service workers also take `navigator.serviceWorker` away.
import { launch as launchChromium } from '../chromium.mjs';
import { BLOCK_STORAGE, COLLECT_PROBLEMS, NO_SERVICE_WORKERS, listen } from './common.mjs';

export async function launch() {
  const browser = await launchChromium();
  return {
    version: browser.version(),
    unsupported: () => null,
    newPage: (opts) => newPage(browser, opts),
    loadMessages: async (url, opts, wrap) => {
      const page = await newPage(browser, opts, true);
      try {
        const p = wrap(page);
        await p.goto(url, { wait: opts.wait, timeout: opts.timeout });
        return page.messages;
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}

async function newPage(browser, opts, allMessages = false) {
  const context = await browser.newContext({
    viewport: opts.viewport,
    hasTouch: opts.touch,
    isMobile: opts.touch,
    locale: opts.lang,
    serviceWorkers: opts.serviceWorkers === 'block' ? 'block' : 'allow',
  });
  if (opts.storage === 'blocked') await context.addInitScript(BLOCK_STORAGE);
  // Playwright's 'block' keeps service workers from controlling pages, but
  // a registration still succeeds: take the API away too.
  if (opts.serviceWorkers === 'block') await context.addInitScript(NO_SERVICE_WORKERS);
  // CSP violations, as in the other engines (Chromium also logs them).
  await context.addInitScript(COLLECT_PROBLEMS, true);
  const page = await context.newPage();
  const { problems, messages } = listen(page, allMessages);
  return {
    ...scope(page.mainFrame(), page, opts),
    goto: async (url, timeout) => { await page.goto(url, { timeout }); },
    reload: async (timeout) => { await page.reload({ timeout }); },
    press: (key) => page.keyboard.press(key),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    // Printing: Chromium's print to PDF, and the print media for reading.
    pdf: (options) => page.pdf(options),
    emulateMedia: (media) => page.emulateMedia({ media }),
    messages,
    problems: async () => [...problems, ...((await page.evaluate(() => window.__warriProblems ?? []).catch(() => [])))],
    close: () => context.close(),
  };
}

/** A frame's primitives. */
function scope(frame, page, opts) {
  return {
    run: (source) => frame.evaluate(source),
    click: (sel) => frame.locator(sel).first().click(),
    tap: (sel) => {
      if (!opts.touch) throw new Error('tap: open the page with { touch: true }');
      return frame.locator(sel).first().tap();
    },
    frame: async (sel, nth) => {
      const handle = await frame.locator(sel).nth(nth).elementHandle();
      const child = await handle.contentFrame();
      if (!child) throw new Error(`${sel} #${nth} is not a frame`);
      return scope(child, page, opts);
    },
  };
}
