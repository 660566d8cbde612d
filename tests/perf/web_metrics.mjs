// Web performance figures of the warri site in headless Chromium, for
// `cargo xtask bench` (which serves the release dist/ and passes its URL):
//
// - time from navigation start to a clickable board: performance.now() when
//   a MutationObserver (installed before any page script) first sees
//   `[data-testid=board] button[data-pit]`, and in the first animation frame
//   after that; the median of N cold loads, each in a fresh browser context;
// - the same for a newcomer's first visit on a phone: the site's `/` with
//   nothing saved, on a 390×844 touch screen, until a pit South may play
//   (`button[data-pit].playable`, the game against the computer) is there;
//   once on this machine's CPU, once on one 4 times slower (Chromium's own
//   throttling, DevTools' "4× slowdown", for a phone-class CPU);
// - long tasks (PerformanceObserver 'longtask', buffered) during a game of M
//   seeded random legal moves at `normal` animation speed: count and longest;
// - frame times during those moves: requestAnimationFrame intervals while the
//   board is busy animating (median, 95th percentile, longest).
//
// Usage: node tests/perf/web_metrics.mjs URL [--loads N] [--moves M] [--seed S] [--theme K] [--cpu-slowdown R]
//   --theme K         the board's look (tradition, classic, contrast: the
//                     link's `theme=`); default: the page's default look
//   --cpu-slowdown R  the game's moves on a CPU R times slower (Chromium's
//                     own throttling, as DevTools' "4× slowdown" for a
//                     phone-class CPU); the cold loads are not slowed
//   --phone           the game on a phone's screen: 390×844, touch, at
//                     3× pixel density (default: a 1280×720 window)
// Progress goes to stderr; one JSON object goes to stdout.
// Environment: WARRI_CHROMIUM  browser executable (default /usr/bin/chromium)
//
// playwright-core comes from tests/browser/node_modules (installed by
// `cargo xtask setup`); Chromium starts as in the browser tests (chromium.mjs).
import { launch } from '../browser/chromium.mjs';
import { seeded } from '../support/seeded.mjs';

function options(argv) {
  const out = { url: null, loads: 5, moves: 40, seed: 2024, theme: null, slowdown: 1, phone: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--loads') out.loads = Number(argv[++i]);
    else if (a === '--moves') out.moves = Number(argv[++i]);
    else if (a === '--seed') out.seed = Number(argv[++i]);
    else if (a === '--theme') out.theme = argv[++i];
    else if (a === '--cpu-slowdown') out.slowdown = Number(argv[++i]);
    else if (a === '--phone') out.phone = true;
    else if (!out.url) out.url = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  if (!out.url) throw new Error('usage: node tests/perf/web_metrics.mjs URL [--loads N] [--moves M] [--seed S]');
  if (!out.url.endsWith('/')) out.url += '/';
  return out;
}

const log = (...a) => console.error('web_metrics:', ...a);


function quantile(values, q) {
  if (!values.length) return null;
  const s = [...values].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}
const median = (v) => quantile(v, 0.5);
const round = (x) => (x == null ? null : Math.round(x * 100) / 100);

/** Runs in the page before its scripts: watches for `clickable` (a pit of the board), records long tasks. */
function instrument(clickable) {
  window.__warri = { boardDom: null, boardFrame: null, longTasks: [], frames: [], recording: false };
  const w = window.__warri;
  const mark = () => {
    if (w.boardDom != null || !document.querySelector(clickable)) return false;
    w.boardDom = performance.now();
    requestAnimationFrame(() => { w.boardFrame = performance.now(); });
    return true;
  };
  const observer = new MutationObserver(() => { if (mark()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    w.longTaskError = String(e);
  }
  // Frame timestamps while recording, each with whether the board was busy
  // (animating a move) in that frame.
  const frame = (t) => {
    if (w.recording) {
      const board = document.querySelector('[data-testid="board"]');
      w.frames.push([t, board?.dataset.busy === 'true']);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** What a board's pit is, clickable; and one South may play now. */
const PIT = '[data-testid="board"] button[data-pit]';
const PLAYABLE = '[data-testid="board"] button[data-pit].playable';

async function coldLoad(browser, url, screen = {}, clickable = PIT, slowdown = 1) {
  const context = await browser.newContext(screen);
  try {
    const page = await context.newPage();
    await page.addInitScript(instrument, clickable);
    if (slowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    await page.goto(url);
    await page.waitForFunction(() => window.__warri?.boardFrame != null, null, { timeout: 30_000 });
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const resources = performance.getEntriesByType('resource');
      // The main wasm: shipped gzip-compressed (`.wasm-gz.bin`), or plain.
      const wasm = resources.find((r) => /\.wasm(-gz\.bin)?$/.test(r.name));
      const boardAt = window.__warri.boardDom;
      return {
        // Scripts and wasm modules fetched before the board appeared.
        fetched: resources
          .filter((r) => /\.(wasm|js|wasm-gz\.bin)$/.test(r.name) && r.responseEnd <= boardAt)
          .map((r) => `${r.name.split('/').pop()} @${Math.round(r.responseEnd)}ms`),
        dom: window.__warri.boardDom,
        frame: window.__warri.boardFrame,
        domContentLoaded: nav?.domContentLoadedEventEnd ?? null,
        wasmResponseEnd: wasm?.responseEnd ?? null,
        longTasks: window.__warri.longTasks,
      };
    });
  } finally {
    await context.close();
  }
}

/** A phone-class CPU: this many times slower than the machine's. */
const PHONE_CPU = 4;

/** The game's window: a phone's, or playwright's default 1280×720. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

async function game(browser, url, moves, seed, slowdown, phone) {
  const context = await browser.newContext(phone ? PHONE : {});
  try {
    const page = await context.newPage();
    if (slowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    const problems = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.addInitScript(instrument, PIT);
    await page.goto(url);
    await page.locator('[data-testid="board"][data-busy="false"]').waitFor({ timeout: 30_000 });
    // The speed is in the game's menu: opened, chosen, closed again.
    await page.click('[data-testid="menu-button"]');
    await page.locator('[data-testid="speed"]').selectOption('normal');
    await page.click('[data-testid="menu-button"]');
    const random = seeded(seed);
    const start = await page.evaluate(() => { window.__warri.recording = true; return performance.now(); });
    const t0 = Date.now();
    let played = 0;
    for (; played < moves; played++) {
      const pits = await page.$$eval('[data-testid="board"] button[data-pit].playable', (els) => els.map((e) => e.dataset.pit));
      if (!pits.length) break; // the game is over
      const before = await page.locator('ol[data-testid="moves"] li').count();
      const pit = pits[Math.floor(random() * pits.length)];
      await page.locator(`button[data-pit="${pit}"]`).click();
      await page.waitForFunction(
        (n) => document.querySelector('[data-testid="board"]')?.dataset.busy === 'false'
          && document.querySelectorAll('ol[data-testid="moves"] li').length > n,
        before,
        { timeout: 60_000, polling: 50 },
      );
    }
    const seconds = (Date.now() - t0) / 1000;
    const w = await page.evaluate(() => { window.__warri.recording = false; return window.__warri; });
    if (problems.length) throw new Error(problems.join('\n'));
    const intervals = [];
    for (let i = 1; i < w.frames.length; i++) {
      if (w.frames[i - 1][1]) intervals.push(w.frames[i][0] - w.frames[i - 1][0]);
    }
    return {
      played,
      seconds,
      longTasks: w.longTasks.filter((t) => t.start >= start),
      longTasksLoading: w.longTasks.filter((t) => t.start < start),
      longTaskError: w.longTaskError ?? null,
      intervals,
      allFrames: w.frames.length,
    };
  } finally {
    await context.close();
  }
}

const opts = options(process.argv.slice(2));
// A link naming the variant opens the game straight away (no setup dialog).
const url = new URL(`?variant=abapa${opts.theme ? `&theme=${opts.theme}` : ''}`, opts.url).href;
const browser = await launch();
try {
  log(`${browser.version()}, ${url}`);
  const loads = [];
  for (let i = 0; i < opts.loads; i++) {
    const l = await coldLoad(browser, url);
    log(`cold load ${i + 1}/${opts.loads}: board in the DOM at ${l.dom.toFixed(1)} ms, first frame with it at ${l.frame.toFixed(1)} ms`);
    loads.push(l);
  }
  const firsts = { 1: [], [PHONE_CPU]: [] };
  for (const cpu of [1, PHONE_CPU]) {
    for (let i = 0; i < opts.loads; i++) {
      const l = await coldLoad(browser, opts.url, PHONE, PLAYABLE, cpu);
      log(`first visit on a phone, CPU slowed ${cpu}×, ${i + 1}/${opts.loads}: a playable pit in the DOM at ${l.dom.toFixed(1)} ms, first frame with it at ${l.frame.toFixed(1)} ms (its wasm fetched at ${l.wasmResponseEnd?.toFixed(0)} ms; long tasks ${l.longTasks.map((t) => `${round(t.start)}+${round(t.duration)}`).join(' ') || 'none'} ms)`);
      firsts[cpu].push(l);
    }
  }
  log(`a game of up to ${opts.moves} random moves at normal speed (seed ${opts.seed}, CPU slowed ${opts.slowdown}×)`);
  const g = await game(browser, url, opts.moves, opts.seed, opts.slowdown, opts.phone);
  log(`${g.played} moves in ${g.seconds.toFixed(1)} s, ${g.intervals.length} frame intervals while animating, ${g.longTasks.length} long tasks`);
  const longest = g.longTasks.reduce((m, t) => Math.max(m, t.duration), 0);
  const result = {
    url,
    theme: opts.theme ?? 'default',
    cpu_slowdown: opts.slowdown,
    screen: opts.phone ? 'phone 390×844 at 3×' : '1280×720',
    browser: browser.version(),
    loads: loads.length,
    board_dom_ms_median: round(median(loads.map((l) => l.dom))),
    board_frame_ms_median: round(median(loads.map((l) => l.frame))),
    board_dom_ms_runs: loads.map((l) => round(l.dom)),
    board_frame_ms_runs: loads.map((l) => round(l.frame)),
    first_visit_phone_url: opts.url,
    first_visit_phone_dom_ms_median: round(median(firsts[1].map((l) => l.dom))),
    first_visit_phone_frame_ms_median: round(median(firsts[1].map((l) => l.frame))),
    first_visit_phone_frame_ms_runs: firsts[1].map((l) => round(l.frame)),
    first_visit_phone_cpu4_frame_ms_median: round(median(firsts[PHONE_CPU].map((l) => l.frame))),
    first_visit_phone_cpu4_frame_ms_runs: firsts[PHONE_CPU].map((l) => round(l.frame)),
    dom_content_loaded_ms_median: round(median(loads.map((l) => l.domContentLoaded).filter((x) => x != null))),
    wasm_response_end_ms_median: round(median(loads.map((l) => l.wasmResponseEnd).filter((x) => x != null))),
    load_long_task_ms_runs: loads.map((l) => l.longTasks.map((t) => round(t.duration))),
    fetched_before_board: loads[0]?.fetched ?? [],
    moves: g.played,
    game_seconds: round(g.seconds),
    long_task_count: g.longTasks.length,
    long_task_max_ms: round(longest),
    long_task_ms_list: g.longTasks.map((t) => round(t.duration)),
    long_task_observer_error: g.longTaskError,
    frames: g.intervals.length,
    frame_ms_median: round(median(g.intervals)),
    frame_ms_p95: round(quantile(g.intervals, 0.95)),
    frame_ms_max: round(g.intervals.reduce((m, x) => Math.max(m, x), 0)),
  };
  console.log(JSON.stringify(result));
} finally {
  await browser.close();
}
