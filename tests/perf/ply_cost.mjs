// What one move costs the machine in headless Chromium at the instant speed
// (no sowing animation): the machine's CPU time per ply (every process,
// from /proc/stat: run it on an otherwise quiet machine), the wall time
// per ply (a click and one wait for the move shown), and the costliest
// trace events per ply by thread (the page's main thread, the raster
// workers). It measured what a fading border cost every pit (BENCHMARKS.md,
// issue 19); `--css` adds a style sheet to try another look against it.
//
// Usage: node tests/perf/ply_cost.mjs URL [--plies N] [--variant V] [--css TEXT]
// One JSON object goes to stdout.
// Environment: WARRI_CHROMIUM  browser executable (default /usr/bin/chromium)
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from '../browser/chromium.mjs';

function options(argv) {
  const out = { url: null, plies: 30, variant: 'abapa', css: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--plies') out.plies = Number(argv[++i]);
    else if (a === '--variant') out.variant = argv[++i];
    else if (a === '--css') out.css = argv[++i];
    else if (!out.url) out.url = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  if (!out.url) throw new Error('usage: node tests/perf/ply_cost.mjs URL [--plies N] [--variant V] [--css TEXT]');
  return out;
}

/** The machine's busy CPU time so far, in ms (user + nice + system of /proc/stat). */
function busyMs() {
  const [, user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/ +/);
  return (Number(user) + Number(nice) + Number(system)) * 10;
}

/** Sums the complete trace events by thread and name, in ms per ply, costliest first. */
function costliest(tracePath, plies, n = 8) {
  const events = JSON.parse(readFileSync(tracePath, 'utf8')).traceEvents;
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const sums = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const key = `${threads.get(`${e.pid}:${e.tid}`) ?? e.tid} ${e.name}`;
    sums.set(key, (sums.get(key) ?? 0) + e.dur);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => [k, +(us / 1000 / plies).toFixed(1)]);
}

const o = options(process.argv.slice(2));
const browser = await launch();
const page = await browser.newPage({ bypassCSP: !!o.css });
await page.goto(new URL(`?variant=${o.variant}`, o.url).href);
await page.waitForSelector('[data-testid="board"] button[data-pit]');
// The speed is in the game's menu: opened, chosen, closed again.
await page.click('[data-testid="menu-button"]');
await page.selectOption('[data-testid="speed"]', 'instant');
await page.click('[data-testid="menu-button"]');
if (o.css) await page.addStyleTag({ content: o.css });
await page.waitForTimeout(500);
const dir = mkdtempSync(join(tmpdir(), 'warri-ply-'));
const trace = join(dir, 'trace.json');
await browser.startTracing(page, { path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc', 'blink'] });
const [cpu0, wall0] = [busyMs(), Date.now()];
let plies = 0;
for (; plies < o.plies; plies++) {
  const offered = await page.$$eval('button.pit.playable', (bs) => bs.map((b) => b.dataset.pit));
  if (!offered.length) break;
  await page.click(`button[data-pit="${offered[plies % offered.length]}"]`);
  await page.waitForFunction((n) => document.querySelector('[data-testid="board"]').dataset.busy === 'false'
    && document.querySelectorAll('ol[data-testid="moves"] li').length === n, plies + 1);
}
const [cpu1, wall1] = [busyMs(), Date.now()];
await browser.stopTracing();
await browser.close();
console.log(JSON.stringify({
  plies,
  machine_cpu_ms_per_ply: Math.round((cpu1 - cpu0) / plies),
  wall_ms_per_ply: Math.round((wall1 - wall0) / plies),
  costliest_ms_per_ply: costliest(trace, plies),
}, null, 1));
rmSync(dir, { recursive: true, force: true });
