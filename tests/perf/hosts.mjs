// The two kinds of static host the release folder meets (issue 10), for the
// measurements (tests/perf/first_load.mjs, tests/perf/lighthouse/) and the
// hosting tests (tests/browser/hosting.test.mjs):
//
// - `pythonHost`: `python3 -m http.server` on the folder, which compresses
//   nothing (as nginx's defaults, a Raspberry Pi, a laptop in a classroom);
// - `gzipHost`: a server in this module that compresses as nginx's
//   `gzip on` with the usual `gzip_types` or a CDN does: text, script,
//   style, SVG, JSON, the manifest and `application/wasm`; neither PNG nor
//   `application/octet-stream` (the `.wasm-gz.bin` files, gzip already).
//   It sends validators (`Last-Modified`, answering `If-Modified-Since`
//   with 304) as nginx does.
//
// Each resolves to { base, log, stop() }: the base URL (ending in "/"), the
// requests answered so far ("GET /path 200", in order) and a way to stop.
// Node's standard library only.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.json': 'application/json',
};
const COMPRESSED_TYPES = /^(text\/|application\/(javascript|json|manifest\+json|wasm)|image\/svg\+xml)/;

/** `python3 -m http.server` serving `dir` on `address`. */
export async function pythonHost(dir, address = '127.0.0.1') {
  const child = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', address, '--directory', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
    let nl;
    while ((nl = err.indexOf('\n')) >= 0) {
      const m = /"(GET|HEAD) (\S+) HTTP\/[\d.]+" (\d+)/.exec(err.slice(0, nl));
      if (m) log.push(`${m[1]} ${m[2]} ${m[3]}`);
      err = err.slice(nl + 1);
    }
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`python3 -m http.server exited (${code})`)));
  });
  return { base: `http://${address}:${port}/`, log, stop: () => child.kill() };
}

/** A compressing host serving `dir` on 127.0.0.1. */
export async function gzipHost(dir) {
  const log = [];
  const server = http.createServer(async (req, res) => {
    let rel = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const answer = (status) => log.push(`${req.method} /${rel} ${status}`);
    if (rel.startsWith('..')) return answer(403), res.writeHead(403).end();
    try {
      const file = join(dir, rel);
      const modified = (await stat(file)).mtime.toUTCString();
      if (req.headers['if-modified-since'] === modified) return answer(304), res.writeHead(304).end();
      let body = await readFile(file);
      const type = TYPES[extname(rel)] ?? 'application/octet-stream';
      const headers = { 'content-type': type, 'last-modified': modified };
      if (COMPRESSED_TYPES.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
        body = gzipSync(body, { level: 9 });
        headers['content-encoding'] = 'gzip';
      }
      answer(200);
      res.writeHead(200, headers).end(body);
    } catch {
      answer(404);
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}/`, log, stop: () => server.close() };
}
