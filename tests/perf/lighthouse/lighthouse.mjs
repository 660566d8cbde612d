// Lighthouse (npm lighthouse 12.2.3) on the release build, with Debian's
// chromium: Performance, Accessibility, Best Practices and SEO scores for
// the page as a visitor opens it and as a wiki embeds it. Prints one JSON
// line per page.
//
// Usage: node lighthouse.mjs [--host gzip|plain] [--runs N] [--pages game,embed,rules,lesson] [--theme K] path/to/dist
//        node lighthouse.mjs [--runs N] [--theme K] --url http://127.0.0.1:8080/
//
// --theme tradition|classic|contrast opens every page in that look (its
// link's `theme=`); without it, the default look (the tradition's).
//
// With --runs N (default 5) each page is audited N times and the run with
// the median Performance score is printed, with every run's score (as
// Lighthouse's own advice on variability has it: on a shared 2-core machine
// Total Blocking Time varies by ±100 ms from run to run).
//
// Hosts (tests/support/server.mjs):
//   gzip   (default) a server that compresses as nginx's
//          `gzip on` with the usual `gzip_types` or any CDN does: text, script,
//          style, SVG, JSON, the manifest and `application/wasm`; neither
//          PNG nor `application/octet-stream` (the `.wasm-gz.bin` files,
//          which are gzip already);
//   plain  `python3 -m http.server` on the folder: compresses nothing;
//   --url  whatever already serves the site there (e.g. `cargo xtask serve`).
//
// WARRI_LIGHTHOUSE_JSON=dir also writes each full report there.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipHost, pythonHost } from '../../support/server.mjs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const host = option('--host') ?? 'gzip';
const given = option('--url');
const runs = Number(option('--runs') ?? 5);
const pagesOption = option('--pages');
const theme = option('--theme');
if (!(runs >= 1)) throw new Error('--runs needs a positive number');
const dist = args[0];
if (!given && !dist) throw new Error('usage: node lighthouse.mjs [--host gzip|plain] path/to/dist | --url URL');

const { base, stop } = given
  ? { base: given.endsWith('/') ? given : `${given}/`, stop: () => {} }
  : await (host === 'plain' ? pythonHost(dist) : gzipHost(dist));
// --pages game,embed (the default) or any of these: the learning pages load
// a module of their own (warri-site) and fetch their words and lessons.
const ALL_PAGES = {
  game: '?variant=abapa',
  embed: '?embed=1&variant=wahree&lang=fr',
  rules: '?view=rules&variant=wahree&lang=en',
  lesson: '?lesson=chain&task=0&lang=en',
};
const pages = (pagesOption ?? 'game,embed').split(',').map((name) => {
  if (!ALL_PAGES[name]) throw new Error(`--pages: no page ${name}; the pages are ${Object.keys(ALL_PAGES).join(', ')}`);
  return [name, ALL_PAGES[name]];
});
/** One Lighthouse run of `url`: its scores and figures. */
async function audit(url, name) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  // WARRI_LIGHTHOUSE_JSON=dir keeps each full report (dir/<host>-<page>.json).
  if (process.env.WARRI_LIGHTHOUSE_JSON) {
    await writeFile(join(process.env.WARRI_LIGHTHOUSE_JSON, `${given ? 'url' : host}-${name}.json`), result.report);
  }
  const c = result.lhr.categories;
  const a = result.lhr.audits;
  const failed = Object.values(a)
    .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode === 'binary')
    .map((x) => x.id);
  // What the page fetched (as sent: compressed or not), by file.
  const requests = a['network-requests']?.details?.items ?? [];
  const transferred = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    page: name,
    host: given ? 'url' : host,
    url,
    performance: Math.round(c.performance.score * 100),
    accessibility: Math.round(c.accessibility.score * 100),
    best_practices: Math.round(c['best-practices'].score * 100),
    seo: Math.round(c.seo.score * 100),
    fcp_ms: Math.round(a['first-contentful-paint'].numericValue),
    lcp_ms: Math.round(a['largest-contentful-paint'].numericValue),
    tbt_ms: Math.round(a['total-blocking-time'].numericValue),
    si_ms: Math.round(a['speed-index'].numericValue),
    cls: a['cumulative-layout-shift'].numericValue,
    transferred_bytes: transferred,
    wasm: requests.filter((r) => /wasm/.test(r.url)).map((r) => `${r.url.split('/').pop()} ${r.transferSize}`),
    failed_audits: failed,
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.WARRI_CHROMIUM || '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  for (const [name, query] of pages) {
    const url = new URL(theme ? `${query}&theme=${theme}` : query, base).href;
    const audited = [];
    for (let run = 0; run < runs; run++) audited.push(await audit(url, name));
    audited.sort((x, y) => x.performance - y.performance);
    const median = audited[Math.floor((audited.length - 1) / 2)];
    console.log(JSON.stringify({ ...median, theme: theme ?? 'default', runs: audited.length, performance_runs: audited.map((r) => r.performance) }));
  }
} finally {
  await chrome.kill();
  stop();
}
