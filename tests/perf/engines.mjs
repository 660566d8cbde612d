// Per-engine figures of BENCHMARKS.md, in Chromium, Firefox and WebKit (the
// engines of the browser tests, started as tests/browser/driver/ starts them):
//
// - time to a clickable board: performance.now() (ms since navigation start)
//   when a MutationObserver first sees `[data-testid=board] button[data-pit]`;
//   the median of N cold loads, each in a fresh profile (as
//   tests/perf/web_metrics.mjs defines it for Chromium). Chromium and Firefox
//   install the observer before any page script (an init script); WebKit's
//   WebDriver has none, so there the page is opened with the page-load
//   strategy "none" and the observer is installed as soon as the new document
//   answers a script; a load where the board was already there by then does
//   not count (it is retried, and the count of such loads reported);
// - the engine's speed in a web worker: examples/search_wasm.rs (build it with
//   `cargo build --release --example search_wasm -p warri-engine --target
//   wasm32-unknown-unknown`) searches the start position of each variant for
//   MOVETIME ms in a dedicated worker of a plain page; nodes per second and
//   depth, the median of R runs per variant (as tests/perf/engine_wasm.mjs
//   measures it in Chromium).
//
// Usage: node tests/perf/engines.mjs URL SEARCH_WASM [--engines chromium,firefox,webkit]
//          [--loads 5] [--runs 3] [--movetime 1000]
// URL is the served release dist/ (e.g. `cargo xtask serve`). Progress goes to
// stderr; one JSON object per engine to stdout.
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { launch as launchChromium } from '../browser/chromium.mjs';
import { serve } from '../support/server.mjs';

const VARIANTS = ['abapa', 'wari', 'caribbean', 'speightstown', 'bridgetown', 'wahree'];

function options(argv) {
  const o = { url: null, wasm: null, engines: ['chromium', 'firefox', 'webkit'], loads: 5, runs: 3, movetime: 1000 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--engines') o.engines = argv[++i].split(',');
    else if (a === '--loads') o.loads = Number(argv[++i]);
    else if (a === '--runs') o.runs = Number(argv[++i]);
    else if (a === '--movetime') o.movetime = Number(argv[++i]);
    else if (!o.url) o.url = a;
    else if (!o.wasm) o.wasm = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  if (!o.url || !o.wasm) throw new Error('usage: node tests/perf/engines.mjs URL SEARCH_WASM [--engines …] [--loads N] [--runs R] [--movetime MS]');
  if (!o.url.endsWith('/')) o.url += '/';
  return o;
}

const log = (...a) => console.error('engines:', ...a);
const median = (v) => {
  const s = [...v].sort((x, y) => x - y);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};
const round = (x) => (x == null ? null : Math.round(x * 10) / 10);

/** Run in the page before its scripts (or as early as possible): watches for the board. */
function instrument() {
  if (window.__warri) return 'installed';
  const w = { boardBefore: !!document.querySelector('[data-testid="board"] button[data-pit]'), board: null, installed: performance.now() };
  window.__warri = w;
  const mark = () => {
    if (w.board != null || !document.querySelector('[data-testid="board"] button[data-pit]')) return false;
    w.board = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => { if (mark()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
  return 'new';
}

/** The worker: instantiates search_wasm and searches each variant. */
const WORKER = `onmessage = async (e) => {
  const { movetime, variants } = e.data;
  const { instance } = await WebAssembly.instantiate(await (await fetch('search_wasm.wasm')).arrayBuffer(), { env: { now_ms: () => performance.now() } });
  const x = instance.exports;
  const out = [];
  for (const [i, variant] of variants.entries()) {
    const t0 = performance.now();
    const depth = x.warri_search(i, movetime);
    const secs = (performance.now() - t0) / 1000;
    const nodes = Number(x.warri_nodes());
    out.push({ variant, depth, nodes, seconds: secs, nodes_per_second: Math.round(nodes / secs) });
  }
  postMessage(out);
};`;

/** A plain page (no CSP), the worker and the wasm, on a port of their own. */
async function workerSite(wasmPath) {
  const wasm = await readFile(wasmPath);
  const site = await serve({
    files: { '/search_wasm.wasm': ['application/wasm', wasm], '/measure.js': ['text/javascript', WORKER] },
    fallback: ['text/html', '<!doctype html><title>engine speed</title>'],
  });
  return { url: site.base, close: site.close };
}

/** In the page: runs the worker once over every variant. */
function inWorker({ movetime, variants }) {
  return new Promise((resolve, reject) => {
    const w = new Worker('measure.js');
    w.onmessage = (e) => { resolve(e.data); w.terminate(); };
    w.onerror = (e) => reject(new Error(e.message));
    w.postMessage({ movetime, variants });
  });
}

// Cold loads, per engine.
const COLD = {
  async chromium(url) {
    const browser = await launchChromium();
    return {
      version: browser.version(),
      load: async () => {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.addInitScript(instrument);
          await page.goto(url);
          await page.waitForFunction(() => window.__warri?.board != null, null, { timeout: 60_000 });
          return await page.evaluate(() => window.__warri);
        } finally {
          await context.close();
        }
      },
      close: () => browser.close(),
    };
  },
  async firefox(url) {
    const { internals } = await import('../browser/driver/firefox.mjs');
    const browser = await internals.start({});
    return {
      version: (await browser.version()).replace(/^firefox\//, ''),
      load: async () => {
        const context = await browser.createBrowserContext();
        try {
          const page = await context.newPage();
          await page.setViewport({ width: 1280, height: 720 });
          await page.evaluateOnNewDocument(instrument);
          await page.goto(url);
          await page.waitForFunction(() => window.__warri?.board != null, { timeout: 60_000 });
          return await page.evaluate(() => window.__warri);
        } finally {
          await context.close();
        }
      },
      close: () => browser.close(),
    };
  },
  async webkit(url) {
    const { internals } = await import('../browser/driver/webkit.mjs');
    const processes = new Set();
    const display = await internals.startXvfb(processes);
    const env = await internals.environment({ lang: 'en-US', viewport: { width: 1280 } });
    const driver = await internals.startDriver({ ...env, DISPLAY: display.name }, processes);
    let version = null;
    const load = async () => {
      const { sessionId, capabilities } = await internals.newSession(driver, [], { pageLoadStrategy: 'none' });
      version = capabilities.browserVersion;
      const S = (method, path, body) => driver.request(method, `/session/${sessionId}${path}`, body);
      try {
        await S('POST', '/window/rect', { width: 1280, height: 760 });
        await S('POST', '/url', { url });
        // As soon as the new document answers, watch it.
        const script = `if (location.href === 'about:blank') return null; return (${instrument})();`;
        const deadline = Date.now() + 60_000;
        while (!(await S('POST', '/execute/sync', { script, args: [] }))) {
          if (Date.now() > deadline) throw new Error('the page never started');
        }
        for (;;) {
          const w = await S('POST', '/execute/sync', { script: 'return window.__warri', args: [] });
          if (w?.boardBefore || w?.board != null) return w;
          if (Date.now() > deadline) throw new Error('no board');
          await new Promise((r) => setTimeout(r, 20));
        }
      } finally {
        await S('DELETE', '');
      }
    };
    await load(); // the version, and a first load that does not count (the driver's own warm-up)
    return {
      version: `${version} (WebKitGTK MiniBrowser)`,
      load,
      close: async () => {
        for (const p of processes) {
          try { process.kill(-p.pid, 'SIGKILL'); } catch { /* gone */ }
        }
      },
    };
  },
};

const opts = options(process.argv.slice(2));
const appUrl = new URL('?variant=abapa', opts.url).href;
const site = await workerSite(opts.wasm);
try {
  for (const engine of opts.engines) {
    const load = [loadavg()[0]];
    const cold = await COLD[engine](appUrl);
    const runs = [];
    let early = 0;
    try {
      while (runs.length < opts.loads) {
        const w = await cold.load();
        if (w.boardBefore) {
          early++;
          if (early > 10) throw new Error('the board was always there before the observer');
          continue;
        }
        runs.push(w.board);
        log(`${engine}: cold load ${runs.length}/${opts.loads}: board at ${w.board.toFixed(1)} ms (observer from ${w.installed.toFixed(1)} ms)`);
      }
    } finally {
      await cold.close();
    }
    load.push(loadavg()[0]);

    // The engine in a worker, through the tests' driver.
    const { launch } = await import('../browser/driver/index.mjs');
    const browser = await launch(engine);
    const speed = {};
    try {
      const page = await browser.open(site.url, { wait: null });
      for (let r = 0; r < opts.runs; r++) {
        const results = await page.evaluate(inWorker, { movetime: opts.movetime, variants: VARIANTS });
        for (const x of results) (speed[x.variant] ??= []).push(x);
        log(`${engine}: worker run ${r + 1}/${opts.runs}: ${results.map((x) => `${x.variant} d${x.depth} ${(x.nodes_per_second / 1e6).toFixed(2)} M/s`).join(', ')}`);
      }
      await page.close();
    } finally {
      await browser.close();
    }
    load.push(loadavg()[0]);
    console.log(JSON.stringify({
      engine,
      version: cold.version,
      board_ms_median: round(median(runs)),
      board_ms_runs: runs.map(round),
      loads_with_board_before_observer: early,
      worker: Object.fromEntries(Object.entries(speed).map(([v, xs]) => [v, {
        nodes_per_second_median: median(xs.map((x) => x.nodes_per_second)),
        depth_median: median(xs.map((x) => x.depth)),
        nodes_per_second_runs: xs.map((x) => x.nodes_per_second),
      }])),
      load_average: load.map((l) => Math.round(l * 100) / 100),
    }));
  }
} finally {
  await site.close();
}
