// The Firefox (Gecko) engine of the driver (see index.mjs for the API):
// Debian's firefox-esr (WARRI_FIREFOX names another executable), headless,
// driven by puppeteer-core over WebDriver BiDi.
//
// Every page is a new BiDi user context (its own storage, caches and
// service workers). What Firefox only sets for a whole browser (its
// preferences) starts a browser of its own, kept for later pages with the
// same settings:
//   lang            intl.accept_languages (navigator.languages, Accept-Language)
//   touch           a coarse primary pointer and the touch-event API
//                   (ui.primaryPointerCapabilities, dom.w3c_touch_events.*),
//                   and a tap for any touch shorter than a minute;
//                   taps are BiDi touch pointer actions (touch events, then
//                   the compatibility mouse events and click)
//   serviceWorkers  'block': dom.serviceWorkers.enabled = false
// A browser is closed once it has had no page open for `IDLE_CLOSE` ms
// (see there), the one started first to check that Firefox starts too:
// the suites' pages mostly block service workers, which is a browser of
// its own.
// A blocked storage is a preload script that makes every use of
// localStorage throw a SecurityError, in every frame.
import puppeteer from 'puppeteer-core';
import { BLOCK_STORAGE, COLLECT_PROBLEMS, listen } from './common.mjs';

const EXECUTABLE = process.env.WARRI_FIREFOX || '/usr/bin/firefox-esr';

/**
 * How long a browser is kept with no page open (ms). Starting and closing
 * one costs 6.5 CPU-seconds (5.6 to a first page, 0.9 to close); one kept
 * idle, 0.03 a second. When it was closed with its last page, a browser
 * was started again for every test that switched language or touch and
 * back (the friend page's two devices, the four languages of the phone
 * sizes).
 */
const IDLE_CLOSE = 60_000;

export async function launch() {
  const browsers = new Map();
  const browserFor = (opts) => {
    const prefs = {};
    if (opts.lang !== 'en-US') prefs['intl.accept_languages'] = `${opts.lang}, ${opts.lang.split('-')[0]}`;
    if (opts.touch) {
      Object.assign(prefs, {
        'ui.primaryPointerCapabilities': 1, // coarse, no hover
        'ui.allPointerCapabilities': 1,
        'dom.w3c_touch_events.enabled': 1,
        'dom.w3c_touch_events.legacy_apis.enabled': true,
        // A tap is sent as two commands, touchStart then touchEnd (puppeteer's
        // `tap`). Firefox clicks only for a touch shorter than apz.max_tap_time:
        // a touch held 1.5 s gave touch events and no click. That is the
        // likeliest reason a tapping test on a loaded machine once waited
        // 45 s for a move its tap never made. Any touch shorter than a
        // minute is a tap here.
        'apz.max_tap_time': 60_000,
      });
    }
    if (opts.serviceWorkers === 'block') prefs['dom.serviceWorkers.enabled'] = false;
    const key = JSON.stringify(prefs);
    if (!browsers.has(key)) browsers.set(key, { key, browser: start(prefs), pages: 0, idle: null });
    const entry = browsers.get(key);
    clearTimeout(entry.idle);
    entry.idle = null;
    return entry;
  };
  // A browser with no page open goes after a while unused.
  const idleLater = (entry) => {
    if (entry.pages > 0) return;
    entry.idle = setTimeout(() => {
      browsers.delete(entry.key);
      entry.browser.then((x) => x.close()).catch(() => {});
    }, IDLE_CLOSE);
    entry.idle.unref();
  };
  const closed = (entry) => {
    entry.pages--;
    idleLater(entry);
  };
  // Fail here, clearly, if Firefox cannot start.
  const defaults = browserFor({ lang: 'en-US' });
  const first = await defaults.browser;
  idleLater(defaults);
  return {
    version: (await first.version()).replace(/^firefox\//, ''),
    unsupported: () => null,
    newPage: async (opts) => {
      const entry = browserFor(opts);
      entry.pages++;
      try {
        const page = await newPage(await entry.browser, opts);
        const close = page.close;
        let open = true;
        page.close = async () => {
          if (open) closed(entry);
          open = false;
          await close();
        };
        return page;
      } catch (e) {
        closed(entry);
        throw e;
      }
    },
    loadMessages: async (url, opts, wrap) => {
      const entry = browserFor(opts);
      entry.pages++;
      const page = await newPage(await entry.browser, opts, true);
      try {
        await wrap(page).goto(url, { wait: opts.wait, timeout: opts.timeout });
        return page.messages;
      } finally {
        closed(entry);
        await page.close();
      }
    },
    close: async () => {
      for (const b of browsers.values()) {
        clearTimeout(b.idle);
        await (await b.browser.catch(() => null))?.close().catch(() => {});
      }
    },
  };
}

/** The raw pieces, for measurements that need more than the API (tests/perf/engines.mjs). */
export const internals = { start: (prefs) => start(prefs) };

function start(prefs) {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: EXECUTABLE,
    headless: true,
    defaultViewport: null,
    protocolTimeout: 300_000,
    // Puppeteer's 30 s for Firefox to say where its endpoint is: a clean
    // run at load 5, WebKit's MiniBrowser starting beside it, once took
    // longer (issue 21's note).
    timeout: 90_000,
    extraPrefsFirefox: {
      // No update checks, telemetry or other traffic on a closed network.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      // Scrollbars over the page, taking no width (as in Chromium's headless
      // mode, WebKitGTK and phones), so a viewport's width is the page's.
      'ui.useOverlayScrollbars': 1,
      ...prefs,
    },
  });
}

async function newPage(browser, opts, allMessages = false) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(opts.viewport);
  if (opts.storage === 'blocked') await page.evaluateOnNewDocument(BLOCK_STORAGE);
  // CSP violations are not console messages in Firefox: collect them.
  await page.evaluateOnNewDocument(COLLECT_PROBLEMS, true);
  const { problems, messages } = listen(page, allMessages);
  return {
    ...scope(page, page.mainFrame(), opts),
    messages,
    goto: async (url, timeout) => { await page.goto(url, { timeout }); },
    reload: async (timeout) => { await page.reload({ timeout }); },
    press: (key) => page.keyboard.press(key === ' ' ? 'Space' : key),
    clickAt: (x, y) => page.mouse.click(x, y),
    setViewport: (width, height) => page.setViewport({ width, height }),
    problems: async () => [...problems, ...((await page.evaluate(() => window.__warriProblems ?? []).catch(() => [])))],
    close: () => context.close(),
  };
}

/**
 * How long a script may still run after its frame loaded a new document
 * before it is given up (ms). Firefox's WebDriver BiDi may never answer a
 * script whose document went away: a poll of `waitUntil` sent just before
 * a click's navigation then waited its whole grace, 30 s under load, seen
 * in the friend page's test. Given up, the poll errs and the wait asks the
 * new document at once.
 */
const AFTER_NAVIGATION = 1000;

/** `frame.evaluate(source)`, given up once the frame has shown a new document for `AFTER_NAVIGATION` ms. */
function evaluateInDocument(page, frame, source) {
  return new Promise((resolve, reject) => {
    let timer = null;
    const navigated = (f) => {
      if (f !== frame || timer) return;
      timer = setTimeout(() => {
        done();
        reject(new Error('the frame loaded a new document while a script ran in the old one'));
      }, AFTER_NAVIGATION);
    };
    const done = () => {
      page.off('framenavigated', navigated);
      clearTimeout(timer);
    };
    page.on('framenavigated', navigated);
    frame.evaluate(source).then((v) => { done(); resolve(v); }, (e) => { done(); reject(e); });
  });
}

/** A frame's primitives. */
function scope(page, frame, opts) {
  const element = async (sel) => {
    const h = await frame.$(sel);
    if (!h) throw new Error(`no element matches ${sel}`);
    return h;
  };
  return {
    run: (source) => evaluateInDocument(page, frame, source),
    click: async (sel) => {
      const h = await element(sel);
      try { await h.click(); } finally { await h.dispose(); }
    },
    tap: async (sel) => {
      if (!opts.touch) throw new Error('tap: open the page with { touch: true }');
      const h = await element(sel);
      try { await h.tap(); } finally { await h.dispose(); }
    },
    frame: async (sel, nth) => {
      const handles = await frame.$$(sel);
      const child = await handles[nth]?.contentFrame();
      await Promise.all(handles.map((h) => h.dispose()));
      if (!child) throw new Error(`${sel} #${nth} is not a frame`);
      return scope(page, child, opts);
    },
  };
}
