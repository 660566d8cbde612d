// The WebKit engine of the driver (see index.mjs for the API): WebKitGTK's
// MiniBrowser (Safari's engine) through Debian's WebKitWebDriver
// (WARRI_WEBKIT_DRIVER names another), plain W3C WebDriver over HTTP from
// Node — no client library.
//
// - The browsers draw into a private Xvfb display this module starts
//   (MiniBrowser has no headless mode); as root the web process sandbox is
//   off (WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS=1).
// - A WebKitWebDriver serves one session at a time, and a session is one
//   MiniBrowser with an ephemeral profile: every page is a session of its
//   own, on a driver taken from a pool (a driver is started when none is
//   free; a page is ready in about a second).
// - What WebKitGTK only takes from its process environment is the driver's
//   environment, so drivers are pooled by it:
//     lang      the C library's locale (LC_ALL), compiled with localedef
//               into a private LOCPATH (Debian's `locales` sources); WebKit
//               derives navigator.languages from it
//     viewport  MiniBrowser's window cannot be narrower than about 447 px;
//               for a narrower viewport GDK_DPI_SCALE=2 zooms the page 2×,
//               so the window is twice the viewport in device pixels (the
//               page sees the CSS width it asked for). Choose the narrowest
//               width a page will need when opening it: `setViewport` to a
//               width the window cannot reach throws `Unsupported`.
// - Per session (MiniBrowser's settings): storage 'blocked' turns WebKit's
//   local storage off (`localStorage` is null); serviceWorkers 'block'
//   turns the ServiceWorkers feature off.
// - What this engine cannot do, and why:
//     touch     WebKitGTK's WebDriver has no touch input (a touch pointer
//               action arrives as a mouse) and no touch-screen emulation.
//     problems  WebDriver classic has no log events and no way to run a
//               script before the page's own: errors are collected by a
//               script installed after each load (uncaught errors,
//               unhandled rejections, console.error, CSP violations), so
//               errors during the load itself are not seen. (Under
//               automation MiniBrowser writes no console to its output.)
//               `loadMessages` sees them: it runs a MiniBrowser of its own,
//               without WebDriver, with a new profile (a new HOME), with WebKit's setting
//               that writes every console message to its output, and reads
//               them until the load event (--exit-after-load).
import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { COLLECT_PROBLEMS, Unsupported, WEBDRIVER_KEYS, freePort, scaleOf } from './common.mjs';

const DRIVER = process.env.WARRI_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
/** MiniBrowser, in libwebkit2gtk-4.1-0 under the architecture's library directory. */
const MINIBROWSER = process.env.WARRI_MINIBROWSER || (() => {
  const dirs = (() => { try { return readdirSync('/usr/lib'); } catch { return []; } })();
  const found = dirs.map((d) => `/usr/lib/${d}/webkit2gtk-4.1/MiniBrowser`).find((p) => existsSync(p));
  return found ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
})();
/** MiniBrowser's narrowest window, in device pixels (its toolbar). */
const MIN_WINDOW_WIDTH = 460;
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** How long a click may take to reach the page before it is sent again (ms, scaled as every wait is). */
const CLICK_SEEN = 1500 * scaleOf('webkit');
/** How long a window resize may take to reach the page, and how long a new size must hold to count as settled (ms). */
const RESIZE_WAIT = 2000 * scaleOf('webkit');
const RESIZE_HELD = 250;
/** What MiniBrowser's window adds around the page at each zoom (device px), learnt from the last resize that reached its viewport, so that the next one is right the first time. */
const windowEdges = new Map();

const TOUCH = 'WebKit (WebKitGTK MiniBrowser): its WebDriver has no touch input — a touch pointer action arrives as a mouse — and no touch-screen emulation';

export async function launch() {
  for (const [what, path] of [['WebKitWebDriver (Debian package webkit2gtk-driver)', DRIVER], ['MiniBrowser (Debian package libwebkit2gtk-4.1-0)', MINIBROWSER]]) {
    if (!existsSync(path)) throw new Error(`WebKit cannot start: ${what} is not at ${path}`);
  }
  const processes = new Set();
  const killAll = () => {
    for (const p of processes) {
      try { process.kill(-p.pid, 'SIGKILL'); } catch { /* gone */ }
    }
  };
  process.on('exit', killAll);
  let display = await startXvfb(processes);
  const pool = new Map(); // environment key -> idle drivers
  const take = async (env) => {
    if (!display.alive()) {
      // The display went away: a new one, and new drivers for it.
      for (const idle of pool.values()) idle.splice(0).forEach((d) => d.kill());
      display = await startXvfb(processes);
    }
    const key = JSON.stringify(env);
    const idle = pool.get(key) ?? [];
    pool.set(key, idle);
    const driver = idle.pop() ?? (await startDriver({ ...env, DISPLAY: display.name }, processes));
    driver.release = () => idle.push(driver);
    return driver;
  };
  // Fail here, clearly, if WebKit cannot start: one session, its version.
  const probe = await take(await environment({ lang: 'en-US', viewport: { width: 1280 } }));
  const session = await newSession(probe, []);
  const version = session.capabilities.browserVersion;
  await probe.request('DELETE', `/session/${session.sessionId}`);
  probe.release();
  return {
    version: `${version} (WebKitGTK MiniBrowser)`,
    unsupported: (opts) => (opts.touch ? TOUCH : null),
    newPage: async (opts) => {
      // A browser that does not come up (it could not reach the display,
      // say) is given up after 30 s (one comes up in about a second, a few under
      // load; one that hung took the whole minute once) and tried once more, afresh.
      let first;
      for (let attempt = 0; attempt < 2; attempt++) {
        const driver = await take(await environment(opts));
        try {
          return await newPage(driver, opts);
        } catch (e) {
          driver.kill();
          if (first || e instanceof Unsupported) throw first ? new Error(`${first.message}\nand again: ${e.message}`) : e;
          first = e;
        }
      }
      throw first;
    },
    loadMessages: async (url, opts) => {
      if (!display.alive()) display = await startXvfb(processes);
      return loadMessages(url, opts, display.name, processes);
    },
    close: async () => {
      killAll();
      processes.clear();
      process.off('exit', killAll);
    },
  };
}

/** Starts Xvfb on a free display number; resolves to `{ name, alive() }` (name: the DISPLAY value). */
function startXvfb(processes) {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '2880x2880x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    });
    processes.add(xvfb);
    let err = '';
    let out = '';
    xvfb.stderr.on('data', (d) => { err += d; });
    xvfb.on('error', (e) => reject(new Error(`WebKit cannot start: Xvfb (Debian package xvfb) did not run: ${e.message}`)));
    let alive = true;
    xvfb.on('exit', (code) => {
      alive = false;
      processes.delete(xvfb);
      reject(new Error(`WebKit cannot start: Xvfb exited (${code}): ${err.slice(-500)}`));
    });
    xvfb.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ name: `:${out.trim()}`, alive: () => alive });
    });
  });
}

/** The driver environment a page's options need. */
async function environment(opts) {
  // This machine kind has no GPU: WebKitGTK's accelerated compositing then
  // draws through Mesa's software GL (llvmpipe threads), which cost the
  // lessons page about 5.6 CPU-s in its first 6 s against 1.5 without it,
  // and a game page's load 15-25 % more (BENCHMARKS.md, issue 37).
  // Chromium is run with --disable-gpu for the same reason; what is tested
  // is the page, not the GL.
  const env = { WEBKIT_DISABLE_COMPOSITING_MODE: '1', ...(await localeEnv(opts.lang)) };
  if (opts.viewport.width < MIN_WINDOW_WIDTH) env.GDK_DPI_SCALE = '2';
  return env;
}

const LOCALES = join(tmpdir(), `warri-webkit-locales-${process.getuid?.() ?? 0}`);

/** The region of a language tag without one, for its C locale. */
const REGIONS = { en: 'US', nl: 'NL', fr: 'FR', ru: 'RU', de: 'DE', es: 'ES', pt: 'PT', it: 'IT' };

/** LC_ALL (and LOCPATH) for a language tag such as 'nl-NL' or 'fr', compiling the locale once. */
async function localeEnv(lang) {
  const [language, region] = lang.split('-');
  const name = `${language.toLowerCase()}_${(region ?? REGIONS[language.toLowerCase()] ?? language).toUpperCase()}`;
  const dir = join(LOCALES, `${name}.UTF-8`);
  if (!existsSync(dir)) {
    mkdirSync(LOCALES, { recursive: true });
    const temp = `${dir}.${process.pid}`;
    try {
      await promisify(execFile)('localedef', ['-i', name, '-f', 'UTF-8', temp]);
      renameSync(temp, dir);
    } catch (e) {
      rmSync(temp, { recursive: true, force: true });
      if (!existsSync(dir)) throw new Error(`WebKit takes its language from the C library's locale, and ${name}.UTF-8 cannot be made with localedef (Debian package locales): ${e.message}`);
    }
  }
  return { LOCPATH: LOCALES, LC_ALL: `${name}.UTF-8`, LANG: `${name}.UTF-8`, LANGUAGE: '' };
}

/** Starts a WebKitWebDriver on a free port and waits until it answers. */
async function startDriver(env, processes) {
  const port = await freePort();
  const fullEnv = { ...process.env, ...env };
  if (process.getuid?.() === 0) fullEnv.WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS = '1';
  const proc = spawn(DRIVER, [`--port=${port}`], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  processes.add(proc);
  let log = '';
  const keep = (d) => { log = (log + d).slice(-4000); };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  let exited = null;
  proc.on('exit', (code, signal) => { exited = `exited (${code ?? signal})`; processes.delete(proc); });
  proc.on('error', (e) => { exited = e.message; });
  const base = `http://127.0.0.1:${port}`;
  const driver = {
    kill: () => {
      try { process.kill(-proc.pid, 'SIGKILL'); } catch { /* gone */ }
      processes.delete(proc);
    },
    /** One WebDriver command; returns `value`, throws on an error (or after `timeout` ms). */
    request: async (method, path, body, timeout) => {
      let res;
      try {
        res = await fetch(base + path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: timeout ? AbortSignal.timeout(timeout) : undefined,
        });
      } catch (e) {
        throw new Error(`WebKitWebDriver ${exited ?? 'did not answer'} (${method} ${path}: ${e.cause?.message ?? e.message})${log ? `:\n${log.slice(-1500)}` : ''}`);
      }
      const json = await res.json().catch(() => ({}));
      const v = json.value;
      if (!res.ok || (v && typeof v === 'object' && 'error' in v && v.error)) {
        const e = new Error(`WebDriver ${method} ${path}: ${v?.error}: ${v?.message}`);
        e.webdriver = v?.error;
        throw e;
      }
      return v;
    },
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const status = await driver.request('GET', '/status');
      if (status?.ready !== false) break;
    } catch (e) {
      if (exited || Date.now() > deadline) {
        driver.kill();
        throw new Error(`WebKit cannot start: WebKitWebDriver ${exited ?? 'did not answer in 20 s'}: ${log.slice(-1500)}`);
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return driver;
}

async function newSession(driver, args, capabilities = {}) {
  return driver.request('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...args] },
        timeouts: { script: 600_000, pageLoad: 300_000, implicit: 0 },
        ...capabilities,
      },
    },
  }, 30_000);
}

/**
 * The raw pieces, for measurements that need more than the API (see
 * tests/perf/engines.mjs): start the display and a driver (with
 * `environment(options)`), open sessions with extra capabilities.
 */
export const internals = { startXvfb, startDriver, newSession, environment };

async function newPage(driver, opts) {
  const { sessionId } = await newSession(driver, settings(opts));
  const S = (method, path, body) => driver.request(method, `/session/${sessionId}${path}`, body);
  const scale = opts.viewport.width < MIN_WINDOW_WIDTH ? 2 : 1;
  // The browsing context the last command ran in: [] is the top document,
  // else the chain of [selector, nth] of the iframes leading to it.
  let current = [];
  const enter = async (path) => {
    if (JSON.stringify(path) === JSON.stringify(current)) return;
    current = null;
    await S('POST', '/frame', { id: null });
    for (const [sel, nth] of path) {
      const els = await S('POST', '/elements', { using: 'css selector', value: sel });
      if (!els[nth]) throw new Error(`no frame ${sel} #${nth}`);
      await S('POST', '/frame', { id: els[nth] });
    }
    current = path;
  };
  const inContext = async (path, f) => {
    try {
      await enter(path);
      return await f();
    } catch (e) {
      // The frame was replaced (a navigation): find it again, once.
      if (!['no such frame', 'stale element reference', 'no such window'].includes(e.webdriver)) throw e;
      current = null;
      await enter(path);
      return f();
    }
  };
  // The script's value travels back as a JSON string that Node parses:
  // WebKitWebDriver then never has to read back a structured result, and a
  // script runs exactly once — there is no retry. The driver still, now and
  // then under load, answers "Could not parse script result" for a string:
  // the script has run by then and left its answer in the page
  // (`window.__warriLast`, the latest script's number and JSON), so that
  // answer is read back by a script with no effect of its own.
  let scripts = 0;
  // An "unknown error" with no message is how the driver answers a script
  // whose web process went away under it: the session then answers that
  // it was deleted "because of page crash or hang", and that error is
  // thrown instead (the runner runs such a test again once:
  // crates/xtask/src/test.rs, CRASHED). A session still there throws `e`.
  const crashed = async (e) => {
    try {
      await S('GET', '/title');
    } catch (gone) {
      if (gone.webdriver === 'invalid session id') throw gone;
    }
    throw e;
  };
  const run = (path, source) => inContext(path, async () => {
    const n = ++scripts;
    let text;
    try {
      text = await S('POST', '/execute/async', {
        script: `const done = arguments[arguments.length - 1];
          const answer = (json) => { window.__warriLast = { n: ${n}, json }; done(json); };
          Promise.resolve().then(() => (${source})).then(
            (v) => { try { answer(JSON.stringify({ ok: v === undefined ? null : v })); } catch (e) { answer(JSON.stringify({ error: 'the result cannot be sent as JSON: ' + e.message })); } },
            (e) => answer(JSON.stringify({ error: String(e && e.message || e) })));`,
        args: [],
      });
    } catch (e) {
      if (e.webdriver === 'unknown error' && /unknown error: $/.test(e.message)) await crashed(e);
      if (!/Could not parse script result/.test(e.message)) throw e;
      text = await S('POST', '/execute/sync', {
        script: `const last = window.__warriLast; return last && last.n === ${n} ? last.json : null;`,
        args: [],
      });
      if (typeof text !== 'string') throw e;
    }
    if (typeof text !== 'string') throw new Error(`WebKit: a script answered ${JSON.stringify(text)?.slice(0, 200)}, not its JSON`);
    const r = JSON.parse(text);
    if ('error' in r) throw new Error(`in the page: ${r.error}`);
    return r.ok;
  });
  // A mouse click at the centre of the first match of `sel`, by position.
  // WebKitWebDriver places pointer actions (and element clicks) without the
  // page's zoom: under GDK_DPI_SCALE=2 they land at half the coordinates.
  // So where the page is zoomed, the centre (in the top document's CSS px,
  // through the iframes of `path`) is multiplied by the zoom.
  const clickByPosition = async (path, sel) => {
    const centre = await run(path, `((sel) => {
      const el = document.querySelector(sel);
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { x, y, covered: hit && !el.contains(hit) ? hit.outerHTML.slice(0, 120) : null };
    })(${JSON.stringify(sel)})`);
    if (centre.covered) throw new Error(`click: ${sel} is covered by ${centre.covered}`);
    let { x, y } = centre;
    for (let i = path.length; i > 0; i--) {
      const [fsel, nth] = path[i - 1];
      const r = await run(path.slice(0, i - 1), `((sel, nth) => {
        const f = document.querySelectorAll(sel)[nth], r = f.getBoundingClientRect();
        return { x: r.left + f.clientLeft, y: r.top + f.clientTop };
      })(${JSON.stringify(fsel)}, ${nth})`);
      x += r.x;
      y += r.y;
    }
    await enter([]);
    await S('POST', '/actions', {
      actions: [{
        type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', duration: 0, x: Math.round(x * scale), y: Math.round(y * scale) },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      }],
    });
  };
  const elementClick = (path, sel) => inContext(path, async () => {
    const el = await S('POST', '/element', { using: 'css selector', value: sel });
    await S('POST', `/element/${el[ELEMENT]}/click`, {});
  });
  // A click that reached the page. Under load WebKitWebDriver answers a
  // click (element click or pointer actions) and now and then the page
  // never gets it: no event at all, the page idle. So each document clicked
  // counts the clicks it gets (a listener in the capture phase, before the
  // page's own handlers, installed at its first click); a click the count
  // does not show within CLICK_SEEN is sent again, at most twice more, which
  // cannot act twice: a page that got no click did nothing. So is a click
  // that landed beside `sel`, where no control is (the page moved under
  // it: it happened once in a game against the computer). A document that
  // went away (the click followed a link) took the click; a disabled
  // control (which gets no click event) is clicked once, unchecked.
  const counted = new Map(); // JSON of the frame path -> { token, n } of its document
  // The count, and whether the last click missed `sel` and landed where a
  // click does nothing (no control around it): such a click is sent again.
  const COUNT = (token, sel) => `(() => {
    const c = window.__warriClicks;
    if (c?.token !== ${token}) return 'gone';
    const t = c.last;
    const missed = !!t && !t.closest(${JSON.stringify(sel)}) && !t.closest('button, a, input, select, textarea, label, summary, [onclick], [role="button"]');
    return { n: c.n, missed, where: missed ? t.outerHTML.slice(0, 80) : null };
  })()`;
  const clickCounted = async (path, sel) => {
    const key = JSON.stringify(path);
    let known = counted.get(key);
    if (!known) {
      const token = Date.now() + Math.random();
      const disabled = await run(path, `((sel) => {
        const c = window.__warriClicks = { token: ${token}, n: 0 };
        addEventListener('click', (e) => { c.n++; c.last = e.target instanceof Element ? e.target : null; }, { capture: true });
        return document.querySelector(sel)?.matches(':disabled') ?? false;
      })(${JSON.stringify(sel)})`);
      if (disabled) return clickOnce(path, sel);
      known = { token, n: 0 };
      counted.set(key, known);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await clickOnce(path, sel);
      const deadline = Date.now() + CLICK_SEEN;
      for (;;) {
        const got = await run(path, COUNT(known.token, sel)).catch(() => 'gone');
        if (got === 'gone') { counted.delete(key); return; }
        if (got.n > known.n && got.missed) {
          known.n = got.n;
          process.stderr.write(`WebKit: the click on ${sel} landed on ${got.where}, where it does nothing (attempt ${attempt + 1}); sent again\n`);
          break;
        }
        if (got.n > known.n) { known.n = got.n; return; }
        if (Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      if (await run(path, `document.querySelector(${JSON.stringify(sel)})?.matches(':disabled') ?? false`)) return;
      if (Date.now() > deadline) process.stderr.write(`WebKit: the page never got the click on ${sel} (attempt ${attempt + 1}); sent again\n`);
    }
    throw new Error(`WebKit: the page never got a click on ${sel}, sent three times`);
  };
  const clickOnce = (path, sel) => (scale !== 1 ? clickByPosition(path, sel) : elementClick(path, sel));
  const scope = (path) => ({
    run: (source) => run(path, source),
    click: (sel) => clickCounted(path, sel),
    tap: () => { throw new Error('tap: open the page with { touch: true }'); },
    frame: async (sel, nth) => scope([...path, [sel, nth]]),
  });

  // Problems of the documents this page has left, and of the current one.
  const earlier = [];
  const collect = async () => {
    try {
      earlier.push(...(await run([], 'window.__warriProblems ?? []')));
    } catch { /* the document is gone already */ }
  };
  const loaded = async () => {
    current = [];
    await run([], `(${COLLECT_PROBLEMS})(false)`);
  };

  // The page's size once a window resize has reached it. WebDriver answers
  // the resize when the window has its new size; the web process learns it
  // later, so a size read at once may still be the old one (and a correction
  // worked out from it overshoots). Waits until the size is `target`, or has
  // moved from `before` and held for RESIZE_HELD ms, or RESIZE_WAIT passed.
  const settledSize = async (before, target) => {
    const same = (a, b) => a[0] === b[0] && a[1] === b[1];
    const deadline = Date.now() + RESIZE_WAIT;
    let last = await run([], '[innerWidth, innerHeight]');
    let since = Date.now();
    while (!same(last, target) && Date.now() < deadline) {
      if (!same(last, before) && Date.now() - since >= RESIZE_HELD) break;
      await new Promise((r) => setTimeout(r, 50));
      const now = await run([], '[innerWidth, innerHeight]');
      if (!same(now, last)) [last, since] = [now, Date.now()];
    }
    return last;
  };

  const setViewport = async (width, height) => {
    const edge = windowEdges.get(scale) ?? { width: 0, height: 80 };
    let rect = { width: Math.round(width * scale) + edge.width, height: Math.round(height * scale) + edge.height };
    const tried = [];
    for (let i = 0; i < 6; i++) {
      await enter([]);
      const before = await run([], '[innerWidth, innerHeight]');
      await S('POST', '/window/rect', rect);
      const [w, h] = await settledSize(before, [width, height]);
      tried.push(`window ${rect.width}×${rect.height} gave ${w}×${h}`);
      if (w === width && h === height) {
        windowEdges.set(scale, { width: rect.width - Math.round(width * scale), height: rect.height - Math.round(height * scale) });
        return;
      }
      const got = await S('GET', '/window/rect');
      if (w > width && got.width > rect.width) {
        throw new Unsupported(`WebKit: MiniBrowser's window cannot be narrower than ${got.width} device px, a viewport of ${Math.ceil(got.width / scale)} CSS px at this page's zoom (${scale}×); open the page with its narrowest viewport`);
      }
      rect = { width: got.width + Math.round((width - w) * scale), height: got.height + Math.round((height - h) * scale) };
    }
    throw new Error(`WebKit: the viewport is not ${width}×${height} after six window sizes (${tried.join('; ')})`);
  };

  await setViewport(opts.viewport.width, opts.viewport.height);
  return {
    ...scope([]),
    goto: async (url, timeout) => {
      await collect();
      counted.clear();
      await enter([]);
      await withTimeout(S('POST', '/url', { url }), timeout, `loading ${url}`);
      await loaded();
    },
    reload: async (timeout) => {
      await collect();
      counted.clear();
      await enter([]);
      await withTimeout(S('POST', '/refresh', {}), timeout, 'reloading');
      await loaded();
    },
    press: async (key) => {
      const value = WEBDRIVER_KEYS[key] ?? key;
      if ([...value].length !== 1) throw new Error(`press: unknown key ${key}`);
      await S('POST', '/actions', {
        actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }],
      });
    },
    setViewport,
    problems: async () => {
      let now = [];
      try { now = await run([], 'window.__warriProblems ?? []'); } catch { /* navigating */ }
      return [...earlier, ...now];
    },
    close: async () => {
      try {
        await S('DELETE', '');
        driver.release();
      } catch {
        driver.kill();
      }
    },
  };
}

/** The page settings of `opts` as MiniBrowser arguments. */
function settings(opts) {
  const args = [];
  if (opts.storage === 'blocked') args.push('--enable-html5-local-storage=false');
  if (opts.serviceWorkers === 'block') args.push('--features=-ServiceWorkers');
  return args;
}

/** Console messages of a load of `url`, read from MiniBrowser's output. */
async function loadMessages(url, opts, display, processes) {
  // A profile of its own, in a new directory.
  const home = mkdtempSync(join(tmpdir(), 'warri-minibrowser-'));
  const env = { ...process.env, ...(await environment(opts)), DISPLAY: display, HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_CACHE_HOME: join(home, 'cache'), XDG_CONFIG_HOME: join(home, 'config') };
  if (process.getuid?.() === 0) env.WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS = '1';
  const args = ['--enable-write-console-messages-to-stdout=true', '--exit-after-load', ...settings(opts), url];
  const proc = spawn(MINIBROWSER, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  processes.add(proc);
  let out = '';
  // WebKit writes the console to standard error.
  proc.stdout.on('data', (d) => { out += d; });
  proc.stderr.on('data', (d) => { out += d; });
  const ms = opts.timeout * 2;
  const code = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      try { process.kill(-proc.pid, 'SIGKILL'); } catch { /* gone */ }
      reject(new Error(`MiniBrowser did not finish loading ${url} in ${ms} ms`));
    }, ms);
    proc.on('exit', (c) => { clearTimeout(timer); processes.delete(proc); resolve(c); });
    proc.on('error', (e) => { clearTimeout(timer); reject(e); });
  }).finally(() => {
    // Its helper processes may still be writing to the profile (the
    // service workers' storage) for a moment after it exits: stop them, and
    // retry the removal while the directory settles.
    try { process.kill(-proc.pid, 'SIGKILL'); } catch { /* all gone */ }
    rmSync(home, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  });
  if (code !== 0) throw new Error(`MiniBrowser exited with ${code} loading ${url}`);
  // "[URL:LINE:COLUMN: ]CONSOLE [SOURCE] LEVEL text"
  return out.split('\n').flatMap((line) => {
    const m = line.match(/^(?:(.*?): )?CONSOLE (?:\w+ )?(ERROR|WARN|LOG|INFO|DEBUG) (.*)$/);
    if (!m) return [];
    const level = { ERROR: 'error', WARN: 'warning', LOG: 'log', INFO: 'info', DEBUG: 'debug' }[m[2]];
    return [`${level}: ${m[3]}${m[1] ? ` (${m[1]})` : ''}`];
  });
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms ${what}`)), ms); }),
  ]).finally(() => clearTimeout(timer));
}
