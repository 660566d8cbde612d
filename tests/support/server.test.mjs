// The project's one static server (server.mjs) does what `cargo xtask serve`,
// the browser tests and the performance scripts rely on: the right types
// (application/wasm, which WebAssembly.instantiateStreaming requires), a
// folder's index.html, no way out of the served folder, a sub-path, and the
// broken hosts the tests make of it (404s, 503s, stalls, gzip). Run by
// `cargo xtask test` before the browser tests (`node --test tests/support/`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve, mimeType } from './server.mjs';

let dir;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'warri-server-test-'));
  await mkdir(join(dir, 'sub'));
  await writeFile(join(dir, 'index.html'), '<p>hi</p>');
  await writeFile(join(dir, 'sub', 'app.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d]));
  await writeFile(join(dir, 'sub', 'app_bg.wasm-gz.bin'), Buffer.from([0x1f, 0x8b, 8, 0]));
  await writeFile(join(dir, 'style.css'), 'body { color: red }'.repeat(50));
});
after(async () => { await rm(dir, { recursive: true, force: true }); });

/** A raw GET of `path` exactly as written (no URL normalisation). */
function get(base, path, headers = {}) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http.get({ hostname, port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('types by extension; the gzip twins are bytes', () => {
  assert.equal(mimeType('a/b.wasm'), 'application/wasm');
  assert.equal(mimeType('index.HTML'), 'text/html; charset=utf-8');
  assert.equal(mimeType('x.js'), 'text/javascript; charset=utf-8');
  assert.equal(mimeType('site.webmanifest'), 'application/manifest+json');
  assert.equal(mimeType('warri-worker_bg.wasm-gz.bin'), 'application/octet-stream');
});

test('files, index.html, and nothing outside the folder', async () => {
  const s = await serve({ dir });
  try {
    const home = await get(s.base, '/?variant=wahree');
    assert.deepEqual([home.status, home.headers['content-type'], home.body.toString()], [200, 'text/html; charset=utf-8', '<p>hi</p>']);
    const wasm = await get(s.base, '/sub/%61pp.wasm');
    assert.deepEqual([wasm.status, wasm.headers['content-type'], [...wasm.body]], [200, 'application/wasm', [0, 0x61, 0x73, 0x6d]]);
    assert.equal((await get(s.base, '/sub/')).status, 404, 'a folder without index.html');
    for (const escape of ['/../etc/passwd', '/%2e%2e/etc/passwd', '/sub/..%2f..%2fetc/passwd']) {
      const r = await get(s.base, escape);
      assert.ok([403, 404].includes(r.status), `${escape}: ${r.status}`);
      assert.doesNotMatch(r.body.toString(), /root:/);
    }
    assert.equal((await get(s.base, '/missing')).status, 404);
    assert.deepEqual(s.log.map((e) => e.url), ['/?variant=wahree', '/sub/%61pp.wasm', '/sub/', '/../etc/passwd', '/%2e%2e/etc/passwd', '/sub/..%2f..%2fetc/passwd', '/missing'], 'every request logged');
  } finally {
    await s.close();
  }
});

test('a sub-path, refused and stalled files, and a server that is down', async () => {
  const s = await serve({ dir, prefix: '/club/warri/', refuse: /\.wasm$/, hang: /\.css$/ });
  try {
    assert.equal(s.base.endsWith('/club/warri/'), true);
    assert.equal((await get(s.base, '/club/warri/')).status, 200);
    assert.equal((await get(s.base, '/index.html')).status, 404, 'outside the sub-path');
    assert.equal((await get(s.base, '/club/warri/sub/app.wasm')).status, 404, 'refused');
    const stalled = await Promise.race([get(s.base, '/club/warri/style.css').then(() => 'answered'), new Promise((r) => setTimeout(() => r('stalled'), 300))]);
    assert.equal(stalled, 'stalled');
    s.unavailable = true;
    assert.equal((await get(s.base, '/club/warri/')).status, 503);
    assert.deepEqual(s.log.at(-1), { method: 'GET', url: '/club/warri/', status: 503 }, 'what reaches a server that is down is logged');
  } finally {
    await s.close();
  }
});

test('compressing as nginx does, validators, and a host that labels the gzip twins', async () => {
  const s = await serve({ dir, compress: true, validators: true, encoded: /-gz\.bin$/ });
  try {
    const css = await get(s.base, '/style.css', { 'accept-encoding': 'gzip, br' });
    assert.equal(css.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(css.body).toString(), /^body \{ color: red \}/);
    const plain = await get(s.base, '/style.css');
    assert.equal(plain.headers['content-encoding'], undefined, 'only to a browser that asks for it');
    const again = await get(s.base, '/style.css', { 'if-modified-since': plain.headers['last-modified'] });
    assert.equal(again.status, 304);
    const twin = await get(s.base, '/sub/app_bg.wasm-gz.bin', { 'accept-encoding': 'gzip' });
    assert.deepEqual([twin.headers['content-type'], twin.headers['content-encoding'], [...twin.body.subarray(0, 2)]], ['application/octet-stream', 'gzip', [0x1f, 0x8b]]);
  } finally {
    await s.close();
  }
});

test('as a command: prints its URL, serves, and says when the port is taken', async () => {
  const script = fileURLToPath(new URL('./server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, dir, '--log'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /^serving .* at (http:\S+)\n/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', (c) => reject(new Error(`exited ${c}`)));
    });
    assert.equal((await get(url, '/')).status, 200);
    const { port } = new URL(url);
    const second = spawn(process.execPath, [script, dir, '--port', port], { stdio: 'ignore' });
    const code = await new Promise((r) => second.on('exit', r));
    assert.equal(code, 3, 'exit status 3: the port is taken');
  } finally {
    child.kill();
  }
});
