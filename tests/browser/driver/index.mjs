// One way to drive a browser, in three engines: the browser tests are
// written once against this small API and run in Chromium, Firefox (Gecko)
// and WebKit (Safari's engine). `cargo xtask test` runs every suite once
// per engine; by hand:
//
//   WARRI_ENGINE=webkit WARRI_URL=http://127.0.0.1:8080/ node --test tests/browser/
//
// Engines (one module each, behind the same API):
//   chromium  Debian's /usr/bin/chromium (or WARRI_CHROMIUM) through
//             playwright-core over CDP (driver/chromium.mjs)
//   firefox   Debian's /usr/bin/firefox-esr (or WARRI_FIREFOX), headless,
//             through puppeteer-core over WebDriver BiDi (driver/firefox.mjs)
//   webkit    WebKitGTK's MiniBrowser through Debian's /usr/bin/WebKitWebDriver
//             (or WARRI_WEBKIT_DRIVER), plain W3C WebDriver over HTTP, in a
//             private Xvfb display (driver/webkit.mjs)
// WARRI_ENGINE picks one (default chromium).
//
// The API
// -------
//   const browser = await launch();       // the engine WARRI_ENGINE names
//   browser.engine                        // 'chromium' | 'firefox' | 'webkit'
//   browser.version                       // e.g. 'chromium 156.0…'
//   browser.unsupported(options)          // why `open(…, options)` cannot be
//                                         // done in this engine, or null
//   const page = await browser.open(path, options)
//       path: relative to WARRI_URL ('?variant=wahree'), or a full URL.
//       Every page is a fresh profile: its own storage, cookies, caches and
//       service workers. By default it waits for the board to render.
//       options:
//         wait            CSS selector to wait for after loading (visible);
//                         default '[data-testid="board"]'; null: none
//         viewport        { width, height } in CSS px (default 1280×720)
//         touch           true: a touch screen (touch events, coarse pointer;
//                         Chromium also emulates a mobile device); needed by tap
//         lang            the browser's language, e.g. 'nl-NL' (navigator.languages,
//                         Accept-Language); default 'en-US'
//         storage         'blocked': the page cannot use localStorage (Chromium
//                         and Firefox: any use throws a SecurityError, as with
//                         cookies blocked; WebKit: localStorage is null, as with
//                         WebKit's local-storage setting off) — in every frame
//         serviceWorkers  'block': no service worker registers
//         timeout         ms for loading and the first wait (default 30 s)
//
//   Pages (and frames, see `frame`) offer, all async:
//     page.goto(path, { wait }), page.reload({ wait })   navigate this page
//     page.click(sel)            waits until visible, then a real mouse click
//                                (a control in the game's closed menu: its
//                                button first, as a person opens it; so do
//                                tap, select and check)
//     page.tap(sel)              a touch tap (the page must be opened with touch)
//     page.press(key)            a key press to the focused element: 'a', 'F',
//                                'Enter', 'ArrowRight', 'Tab', 'Escape', ' ' …
//     page.select(sel, value)    chooses an <option> by value (input + change events)
//     page.fill(sel, text)       sets an input's or textarea's text (input event)
//     page.check(sel, on = true) ticks (or unticks) a checkbox by clicking it
//     page.focus(sel)            focuses an element
//     page.scrollIntoView(sel, nth = 0)
//     page.text(sel)             textContent of the first match (waits for it)
//     page.innerText(sel)        innerText of the first match (waits for it)
//     page.texts(sel)            textContent of every match (no wait)
//     page.attr(sel, name)       an attribute of the first match (waits; null if absent)
//     page.value(sel)            the value of an input, select or textarea (waits)
//     page.count(sel)            how many elements match (no wait)
//     page.visible(sel)          whether the first match is visible (no wait)
//     page.evaluate(fn, arg)     runs fn(arg) in the page (fn may be async; arg
//                                and the result travel as JSON); or a string:
//                                an expression
//     page.waitFor(sel, { state: 'visible' | 'attached' | 'detached', timeout })
//     page.waitUntil(fn, arg, { timeout })   until fn(arg) is truthy in the
//                                page; returns that value
//     page.frame(sel, nth = 0)   the document of an <iframe>: the same API for
//                                reading, waiting, clicking and tapping
//     page.setViewport(width, height)
//     page.pdf({ format })       the page printed (print media) to PDF, its
//                                bytes (a Buffer); format 'A4' by default
//                                (Chromium only: others throw Unsupported)
//     page.emulateMedia(media)   'print': the page shown as printed, for
//                                reading what a print holds; null: the
//                                screen again (Chromium only, as pdf)
//     page.problems()            page errors, console errors and CSP violations
//                                so far (WebKit: only those after each load,
//                                see driver/webkit.mjs)
//     page.url()                 the page's address
//     page.close()
//   await browser.loadMessages(path, options)
//                                every console message (and uncaught error) of a
//                                fresh load of `path`, from before its first
//                                script until `options.wait` shows (WebKit: until
//                                the load event, in a MiniBrowser of its own,
//                                as WebDriver shows no console), as
//                                'error: …', 'warning: …', 'info: …'
//   await browser.close()
//
//   Selectors are CSS. "Visible" is Playwright's: a non-empty box and not
//   visibility:hidden. Timeouts are in ms and multiplied by the engine's
//   TIMEOUT_SCALE (WARRI_TIMEOUT_SCALE overrides it): WebKit and Firefox are
//   slower to drive, and the machine may be busy — twice as long again when
//   WARRI_ENGINES_AT_ONCE says several engines share the CPU (`cargo xtask
//   test` runs them side by side).
//
// A test that needs what an engine cannot do asks first and skips, saying
// why (helpers.mjs has `skipUnless`):
//   const why = browser.unsupported({ touch: true });
//   if (why) return t.skip(why);
// Anything else an engine cannot do throws `Unsupported` (with the reason).

/** The base URL of the site under test (WARRI_URL), always ending in "/". */
export function baseUrl() {
  const url = process.env.WARRI_URL;
  if (!url) throw new Error('WARRI_URL is not set: run the browser tests with `cargo xtask test`');
  return url.endsWith('/') ? url : `${url}/`;
}

import { Unsupported, scaleOf } from './common.mjs';

export { Unsupported };

/** The engines, in the order `cargo xtask test` runs them. */
export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engine this process drives. */
export const ENGINE = (() => {
  const e = process.env.WARRI_ENGINE || 'chromium';
  if (!ENGINES.includes(e)) throw new Error(`WARRI_ENGINE=${e}: not one of ${ENGINES.join(', ')}`);
  return e;
})();


/** The default viewport of every engine. */
const VIEWPORT = { width: 1280, height: 720 };
/** The default wait after loading: the board. */
export const BOARD = '[data-testid="board"]';
/** The default timeout of waits (before scaling). */
const DEFAULT_TIMEOUT = 30_000;

/** Launches the engine WARRI_ENGINE names (default chromium). */
export async function launch(engine = ENGINE) {
  const mod = await import(`./${engine}.mjs`);
  const impl = await mod.launch();
  return new Browser(engine, impl);
}

/** The absolute URL of `path` (relative to WARRI_URL unless absolute). */
export function urlOf(path = '') {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : new URL(path, baseUrl()).href;
}

class Browser {
  constructor(engine, impl) {
    this.engine = engine;
    this.impl = impl;
    this.scale = scaleOf(engine);
    this.version = `${engine} ${impl.version}`;
  }

  unsupported(options = {}) {
    return this.impl.unsupported(normalise(options));
  }

  async open(path = '', options = {}) {
    const opts = normalise(options);
    const why = this.impl.unsupported(opts);
    if (why) throw new Unsupported(why);
    const page = new Page(await this.impl.newPage(opts), opts, this.scale);
    try {
      await page.goto(path, { wait: opts.wait, timeout: opts.timeout });
    } catch (e) {
      await page.close().catch(() => {});
      throw e;
    }
    return page;
  }

  async loadMessages(path = '', options = {}) {
    const opts = normalise(options);
    const why = this.impl.unsupported(opts);
    if (why) throw new Unsupported(why);
    return this.impl.loadMessages(urlOf(path), opts, (page) => new Page(page, opts, this.scale));
  }

  async close() {
    await this.impl.close();
  }
}

function normalise(options) {
  const o = { ...options };
  if (!('wait' in o)) o.wait = BOARD;
  o.viewport = { ...VIEWPORT, ...(o.viewport ?? {}) };
  o.touch = !!o.touch;
  o.lang = o.lang ?? 'en-US';
  o.timeout = o.timeout ?? DEFAULT_TIMEOUT;
  for (const [k, allowed] of [['storage', ['blocked']], ['serviceWorkers', ['block']]]) {
    if (o[k] != null && !allowed.includes(o[k])) throw new Error(`open: ${k} must be ${allowed.join(' or ')}`);
  }
  const known = ['wait', 'viewport', 'touch', 'lang', 'storage', 'serviceWorkers', 'timeout'];
  for (const k of Object.keys(o)) if (!known.includes(k)) throw new Error(`open: unknown option ${k}`);
  return o;
}

/** The JavaScript expression that calls `fn` with `arg` (JSON), or `fn` itself if a string. */
function callSource(fn, arg) {
  if (typeof fn === 'string') return fn;
  if (typeof fn !== 'function') throw new Error('evaluate: pass a function or an expression');
  return `(${fn})(${arg === undefined ? '' : JSON.stringify(arg)})`;
}

/**
 * An expression that polls `source` in the page every 10 ms for up to `ms`
 * and resolves to `{ value }` (truthy, or the last falsy value) or `{ error }`.
 */
function pollSource(source, ms) {
  return `new Promise((resolve) => {
    const end = Date.now() + ${ms};
    const tick = () => {
      let v;
      try { v = (${source}); } catch (e) { resolve({ error: String(e && e.message || e) }); return; }
      Promise.resolve(v).then(
        (v) => { if (v || Date.now() >= end) resolve({ value: v === undefined ? null : v }); else setTimeout(tick, 10); },
        (e) => resolve({ error: String(e && e.message || e) }),
      );
    };
    tick();
  })`;
}

// Functions run in the page (by source: they must not close over anything).
const IN_PAGE = {
  visible: (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  },
  /** The centre of the first match of `sel`, scrolled into view, if it is shown and nothing covers it there. */
  centre: (sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0) || getComputedStyle(el).visibility === 'hidden') return null;
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const hit = document.elementFromPoint(x, y);
    return hit && el.contains(hit) ? { x, y } : null;
  },
};

/**
 * How long past its own span a poll of `waitUntil` may take to answer (ms,
 * scaled): a poll can go unanswered (Firefox's WebDriver BiDi kept one
 * for its whole 300 s protocol timeout once, in a test that had just
 * followed a link to a lesson); it is then given up and the next poll
 * asks again, so a wait keeps its own deadline.
 */
const POLL_GRACE = 10_000;

/**
 * The errors of a page that is gone: WebKitWebDriver's for a deleted
 * session (its web process crashed: "session deleted because of page crash
 * or hang", then "invalid session id"), Playwright's and Puppeteer's for a
 * closed page or browser.
 */
const GONE = /invalid session id|session deleted because of page crash|has been closed|Target closed|Session closed/;

/** The errors of a poll given up: unanswered (`answered`), or its document gone (driver/firefox.mjs). */
const GIVEN_UP = /went unanswered|loaded a new document/;

/** `promise`'s value, or an error thrown once `ms` have passed without one. */
async function answered(promise, ms) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`a poll of the page went unanswered for ${ms} ms`)), ms);
  });
  promise.catch(() => {});
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a page or a frame offers: built on the engine's `run` and input primitives. */
class Scope {
  constructor(impl, scale) {
    this.impl = impl;
    this.scale = scale;
  }

  /** A timeout in ms, scaled for the engine. */
  scaled(ms) {
    return Math.round(ms * this.scale);
  }

  /** Runs an expression (awaiting a promise) and returns its JSON value. */
  async run(source) {
    return this.impl.run(source);
  }

  async evaluate(fn, arg) {
    return this.run(callSource(fn, arg));
  }

  async waitUntil(fn, arg, { timeout = DEFAULT_TIMEOUT, what } = {}) {
    const source = callSource(fn, arg);
    const began = Date.now();
    const deadline = began + this.scaled(timeout);
    let last;
    for (;;) {
      const span = Math.max(0, Math.min(2000, deadline - Date.now()));
      try {
        const r = await answered(this.run(pollSource(source, span)), span + this.scaled(POLL_GRACE));
        if (r?.error) last = r.error;
        else if (r?.value) return r.value;
      } catch (e) {
        // A poll given up (unanswered, or left in a document that went
        // away) cost its wait: said in the report, so that one that
        // recurs is seen.
        if (GIVEN_UP.test(e.message)) {
          console.error(`${e.message}, ${((Date.now() - began) / 1000).toFixed(1)} s into waiting for ${what ?? source.slice(0, 80)}: asking again`);
        }
        // A page that is gone (its session deleted, its web process
        // crashed, the page closed) never answers again: its error now.
        if (GONE.test(e.message)) throw e;
        // A navigation in progress, a frame not there yet: try again.
        last = e.message;
      }
      if (Date.now() >= deadline) {
        throw new Error(`timed out after ${this.scaled(timeout)} ms waiting for ${what ?? source.slice(0, 200)}${last ? ` (last: ${last})` : ''}`);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  async waitFor(sel, { state = 'visible', timeout = DEFAULT_TIMEOUT } = {}) {
    const check = `((sel, state) => {
      const visible = ${IN_PAGE.visible};
      const el = document.querySelector(sel);
      if (state === 'detached') return !el;
      if (state === 'attached') return !!el;
      return visible(el);
    })(${JSON.stringify(sel)}, ${JSON.stringify(state)})`;
    await this.waitUntil(check, undefined, { timeout, what: `${sel} (${state})` });
  }

  /** Waits for the first match and returns `read(el)` (run in the page). */
  async read(sel, read, timeout = DEFAULT_TIMEOUT) {
    const source = `((sel) => { const el = document.querySelector(sel); return el ? { v: (${read})(el) } : null; })(${JSON.stringify(sel)})`;
    const r = await this.waitUntil(source, undefined, { timeout, what: sel });
    return r.v;
  }

  text(sel) { return this.read(sel, (el) => el.textContent); }
  innerText(sel) { return this.read(sel, (el) => el.innerText); }
  attr(sel, name) { return this.read(sel, new Function('el', `return el.getAttribute(${JSON.stringify(name)})`)); }
  value(sel) { return this.read(sel, (el) => el.value); }

  texts(sel) {
    return this.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent), sel);
  }

  count(sel) {
    return this.evaluate((sel) => document.querySelectorAll(sel).length, sel);
  }

  visible(sel) {
    return this.run(`(${IN_PAGE.visible})(document.querySelector(${JSON.stringify(sel)}))`);
  }

  /**
   * A control the game keeps in its closed menu is reached as a person
   * reaches it: its button opens the menu first (the menu's controls stay
   * in the page while it is closed, hidden; crates/warri-web/src/rooms/game/menu.rs).
   * How: 'click' or 'tap', as the control is then used.
   */
  async reveal(sel, how = 'click', { timeout = DEFAULT_TIMEOUT } = {}) {
    // Waits until the control is shown, or is in the closed menu (then
    // opens it, and waits again: a page still loading may draw a new
    // menu, closed). After the timeout the caller's own wait says why.
    const check = `((sel) => {
      const visible = ${IN_PAGE.visible};
      const el = document.querySelector(sel);
      if (visible(el)) return 'shown';
      return el?.closest('[data-testid="menu"]')?.hidden ? 'closed' : false;
    })(${JSON.stringify(sel)})`;
    const deadline = Date.now() + this.scaled(timeout);
    while (Date.now() < deadline) {
      const state = await this.waitUntil(check, undefined, { timeout: Math.max(1, (deadline - Date.now()) / this.scale) }).catch(() => null);
      if (state !== 'closed') return;
      await this[how]('[data-testid="menu-button"]');
    }
  }

  async click(sel, { timeout = DEFAULT_TIMEOUT } = {}) {
    await this.reveal(sel);
    if (!this.impl.clickAt) {
      await this.waitFor(sel, { timeout });
      await this.impl.click(sel);
      return;
    }
    // Where the engine clicks a point of the page (the top document in
    // Firefox), one poll finds it: the element scrolled into view, shown,
    // and its centre not covered by another element. Puppeteer's element
    // click checks the same in several round trips: a ply clicked so took
    // 126 ms of CPU, by its centre 63 (BENCHMARKS.md, issue 19). Chromium
    // keeps Playwright's click, which waits for the element to be stable:
    // clicked by its centre (63 ms a ply against 100), a whole game lost a
    // click twice in a clean run, the page idle and the pit offered.
    const centre = await this.waitUntil(`(${IN_PAGE.centre})(${JSON.stringify(sel)})`, undefined, { timeout, what: `${sel} shown and not covered` })
      .catch((e) => { throw new Error(`click: ${e.message}`); });
    await this.impl.clickAt(centre.x, centre.y);
  }

  async tap(sel, { timeout = DEFAULT_TIMEOUT } = {}) {
    await this.reveal(sel, 'tap');
    await this.waitFor(sel, { timeout });
    await this.impl.tap(sel);
  }

  async select(sel, value) {
    await this.reveal(sel);
    await this.waitFor(sel);
    const ok = await this.evaluate(([sel, value]) => {
      const el = document.querySelector(sel);
      if (![...el.options].some((o) => o.value === value)) return false;
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    }, [sel, value]);
    if (!ok) throw new Error(`select: ${sel} has no option "${value}"`);
  }

  async fill(sel, text) {
    await this.waitFor(sel);
    await this.evaluate(([sel, text]) => {
      const el = document.querySelector(sel);
      el.focus();
      el.value = text;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }, [sel, text]);
  }

  async check(sel, on = true) {
    await this.reveal(sel);
    await this.waitFor(sel);
    if ((await this.read(sel, (el) => el.checked)) !== on) await this.impl.click(sel);
    await this.waitUntil(([sel, on]) => document.querySelector(sel)?.checked === on, [sel, on], { what: `${sel} checked=${on}` });
  }

  async focus(sel) {
    await this.waitFor(sel, { state: 'attached' });
    await this.evaluate((sel) => document.querySelector(sel).focus(), sel);
  }

  async scrollIntoView(sel, nth = 0) {
    await this.waitFor(sel, { state: 'attached' });
    await this.evaluate(([sel, nth]) => document.querySelectorAll(sel)[nth].scrollIntoView({ block: 'center' }), [sel, nth]);
  }

  /** The document in the `nth` match of `sel` (an iframe). */
  async frame(sel, nth = 0) {
    await this.waitUntil(([sel, nth]) => document.querySelectorAll(sel).length > nth, [sel, nth], { what: `${sel} #${nth}` });
    return new Scope(await this.impl.frame(sel, nth), this.scale);
  }
}

class Page extends Scope {
  constructor(impl, options, scale) {
    super(impl, scale);
    this.options = options;
  }

  async goto(path = '', { wait = this.options.wait, timeout = this.options.timeout } = {}) {
    await this.impl.goto(urlOf(path), this.scaled(timeout));
    if (wait) await this.waitFor(wait, { timeout });
  }

  async reload({ wait = this.options.wait, timeout = this.options.timeout } = {}) {
    await this.impl.reload(this.scaled(timeout));
    if (wait) await this.waitFor(wait, { timeout });
  }

  url() {
    return this.run('location.href');
  }

  async press(key) {
    await this.impl.press(key);
  }

  async setViewport(width, height) {
    await this.impl.setViewport(width, height);
    this.options.viewport = { width, height };
  }

  async problems() {
    return this.impl.problems();
  }

  async pdf({ format = 'A4' } = {}) {
    if (!this.impl.pdf) throw new Unsupported('printing to PDF is driven only in Chromium (Playwright\'s page.pdf)');
    return this.impl.pdf({ format });
  }

  async emulateMedia(media) {
    if (!this.impl.emulateMedia) throw new Unsupported('emulating the print media is driven only in Chromium');
    await this.impl.emulateMedia(media);
  }

  async close() {
    await this.impl.close();
  }
}
