// Lighthouse (npm lighthouse 12.2.3) on the release build, with Debian's
// chromium: Performance, Accessibility, Best Practices and SEO scores for
// the page as a visitor opens it and as a wiki embeds it. The folder is
// served the way static hosts serve it (gzip for text and wasm, as nginx's
// `gzip on` or any CDN does). Prints one JSON line per page.
// Usage: node lighthouse.mjs path/to/dist
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const dist = process.argv[2];
if (!dist) throw new Error('usage: node lighthouse.mjs path/to/dist');
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
};
const server = http.createServer(async (req, res) => {
  let rel = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  if (rel.startsWith('..')) return res.writeHead(403).end();
  try {
    let body = await readFile(join(dist, rel));
    const headers = { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    if (!rel.endsWith('.png') && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body, { level: 9 });
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;
const pages = [
  ['game', '?variant=abapa'],
  ['embed', '?embed=1&variant=wahree&lang=fr'],
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.WARRI_CHROMIUM || '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  for (const [name, query] of pages) {
    const url = new URL(query, base).href;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const c = result.lhr.categories;
    const a = result.lhr.audits;
    const failed = Object.values(a)
      .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode === 'binary')
      .map((x) => x.id);
    console.log(JSON.stringify({
      page: name,
      url,
      performance: Math.round(c.performance.score * 100),
      accessibility: Math.round(c.accessibility.score * 100),
      best_practices: Math.round(c['best-practices'].score * 100),
      seo: Math.round(c.seo.score * 100),
      fcp_ms: Math.round(a['first-contentful-paint'].numericValue),
      lcp_ms: Math.round(a['largest-contentful-paint'].numericValue),
      tbt_ms: Math.round(a['total-blocking-time'].numericValue),
      failed_audits: failed,
    }));
  }
} finally {
  await chrome.kill();
  server.close();
}
