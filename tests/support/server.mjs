// The one static file server of the project: `cargo xtask serve` and
// `cargo xtask test` run it (as a command, below), the browser tests serve
// the release folder, pages of "another site" and broken hosts with it, and
// the performance scripts (tests/perf/) their hosts. One MIME table, one way
// to map a URL to a file, one log. Node's standard library only.
//
// As a module:
//   const s = await serve({ dir, prefix: '/club/', compress: true, … });
//   s.base    'http://127.0.0.1:PORT/club/' (the served folder's URL, ends in /)
//   s.log     every request answered, in order: { method, url, status }
//   s.unavailable = true   from now on every request gets 503 (a server that
//                          is there but down: what reaches it is still logged)
//   await s.close()
// Options:
//   dir         the folder served (optional with `files`/`fallback`)
//   prefix      sub-path the folder is served under (default '/'); other
//               paths get 404
//   host, port  where to listen (default 127.0.0.1, a free port)
//   cache       Cache-Control of every answer (default 'no-cache'; the tests
//               that need "only the service worker can have it" use 'no-store')
//   compress    gzip what nginx's `gzip on` with the usual gzip_types
//               compresses (text, script, style, SVG, JSON, the manifest,
//               application/wasm; not PNG or octet-stream)
//   validators  send Last-Modified and answer If-Modified-Since with 304
//   encoded     RegExp of paths labelled `Content-Encoding: gzip` as they are
//               (a host that maps `.gz`-like names to an encoding)
//   refuse      RegExp of paths answered 404 (a broken or partial upload)
//   hang        RegExp of paths never answered (a host that stalls)
//   files       { '/path': [type, body] }: answered before the folder
//   fallback    [type, body]: the answer for any other path (a page of its own)
//   unavailable start answering 503
//
// As a command (what xtask runs):
//   node tests/support/server.mjs DIR [--port N] [--log]
// prints `serving DIR at URL` once listening (the first line of its output),
// with --log a line `GET /path 200` per request, and exits with status 3 if
// the port is taken.
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The Content-Type of each file extension the site (and its tests) serve. */
export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.jsonl': 'application/jsonl',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ftl': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

/**
 * The type of a path by its extension; anything else (notably the gzip
 * twins of the wasm, `NAME_bg.wasm-gz.bin`) is bytes, as every host labels
 * `.bin`.
 */
export function mimeType(path) {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** What nginx's `gzip on` with the usual gzip_types compresses. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|wasm)|image\/svg\+xml)/;

/**
 * The file a URL path names inside `root` (an absolute folder), or null if
 * it climbs out or cannot be decoded. A folder means its index.html.
 */
export async function fileOf(root, path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  const s = await stat(file).catch(() => null);
  if (s?.isDirectory()) return resolve(file, 'index.html');
  return file;
}

/** Serves as the options above say; resolves once listening. */
export async function serve(options = {}) {
  const {
    dir = null, prefix = '/', host = '127.0.0.1', port = 0, cache = 'no-cache', compress = false,
    validators = false, encoded = null, refuse = null, hang = null, files = {}, fallback = null, onLog = null,
  } = options;
  if (!prefix.startsWith('/') || !prefix.endsWith('/')) throw new Error(`serve: prefix "${prefix}" must start and end with /`);
  const root = dir && resolve(dir);
  const log = [];
  const stalled = new Set();
  const state = { unavailable: !!options.unavailable };
  const server = http.createServer(async (req, res) => {
    const entry = { method: req.method, url: req.url, status: 0 };
    log.push(entry);
    const send = (status, headers = {}, body = undefined) => {
      entry.status = status;
      onLog?.(entry);
      const h = { 'x-content-type-options': 'nosniff', ...headers };
      if (cache) h['cache-control'] = cache;
      if (body === undefined) body = status === 200 || status === 304 ? undefined : `${http.STATUS_CODES[status]}\n`;
      if (body !== undefined && !h['content-type']) h['content-type'] = 'text/plain; charset=utf-8';
      res.writeHead(status, h).end(req.method === 'HEAD' ? undefined : body);
    };
    if (state.unavailable) return send(503);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405);
    const url = new URL(req.url, 'http://x');
    const path = url.pathname;
    if (hang?.test(path)) {
      // Never answered; closed with the server.
      entry.status = 'hung';
      stalled.add(res);
      return;
    }
    if (refuse?.test(path)) return send(404);
    if (files[path]) {
      const [type, body] = files[path];
      return send(200, { 'content-type': type }, body);
    }
    const file = root && path.startsWith(prefix) ? await fileOf(root, path.slice(prefix.length - 1)) : null;
    const found = file && (await stat(file).catch(() => null));
    if (!found?.isFile()) {
      if (fallback) return send(200, { 'content-type': fallback[0] }, fallback[1]);
      return send(file === null && root && path.startsWith(prefix) ? 403 : 404);
    }
    const type = mimeType(file);
    const headers = { 'content-type': type };
    if (validators) {
      const modified = found.mtime.toUTCString();
      headers['last-modified'] = modified;
      if (req.headers['if-modified-since'] === modified) return send(304, headers);
    }
    let body = await readFile(file);
    if (encoded?.test(path)) headers['content-encoding'] = 'gzip';
    else if (compress && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body, { level: 9 });
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    return send(200, headers, body);
  });
  // A test that fails before closing it must not keep node running.
  server.unref();
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const origin = `http://${host}:${server.address().port}`;
  const close = () => new Promise((r) => {
    for (const res of stalled) res.destroy();
    server.close(() => r());
    server.closeAllConnections?.();
  });
  return {
    base: `${origin}${prefix}`,
    origin,
    log,
    get unavailable() { return state.unavailable; },
    set unavailable(v) { state.unavailable = !!v; },
    close,
    stop: close,
  };
}

/**
 * A host that compresses as nginx's `gzip on` with the usual `gzip_types`
 * or a CDN does, with validators (Last-Modified, 304) as nginx sends them
 * and no Cache-Control: the performance scripts' "gzip host".
 */
export function gzipHost(dir) {
  return serve({ dir, compress: true, validators: true, cache: null });
}

/**
 * `python3 -m http.server` serving `dir` on `address`: a host that is not
 * this project's, as a classroom laptop or a Raspberry Pi has it (it
 * compresses nothing). Resolves to the same shape as `serve` (its log read
 * from python's own request lines).
 */
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
      if (m) log.push({ method: m[1], url: m[2], status: Number(m[3]) });
      err = err.slice(nl + 1);
    }
  });
  const port = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /port (\d+)/.exec(out);
      if (m) ok(Number(m[1]));
    });
    child.on('exit', (code) => fail(new Error(`python3 -m http.server exited (${code})`)));
  });
  const close = async () => { child.kill(); };
  return { base: `http://${address}:${port}/`, origin: `http://${address}:${port}`, log, close, stop: close };
}

// As a command.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let dir = null;
  let port = 0;
  let verbose = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--port') port = Number(args[++i]);
    else if (args[i] === '--log') verbose = true;
    else if (!dir) dir = args[i];
    else {
      console.error(`server.mjs: unexpected argument ${args[i]}`);
      process.exit(2);
    }
  }
  if (!dir || !Number.isInteger(port) || port < 0 || port > 65535) {
    console.error('usage: node tests/support/server.mjs DIR [--port N] [--log]');
    process.exit(2);
  }
  try {
    const s = await serve({
      dir,
      port,
      onLog: verbose ? (e) => console.log(`${e.method} ${e.url} ${e.status}`) : null,
    });
    console.log(`serving ${resolve(dir)} at ${s.base}`);
    // Served until killed; the server must hold the process up.
    setInterval(() => {}, 1 << 30);
  } catch (e) {
    console.error(`server.mjs: cannot listen on port ${port}: ${e.message}`);
    process.exit(e.code === 'EADDRINUSE' ? 3 : 1);
  }
}
