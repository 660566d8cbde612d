// What the browser's console says while the site loads: nothing that is an
// error or a warning, in any engine — a policy the engine does not
// understand, a preload the page never uses (a second download of the
// wasm), a deprecated API. The suites' `problems()` cannot see all of it in
// every engine (WebKit's WebDriver shows no console), so each page is loaded
// once more with the driver's `loadMessages`, which reads the engine's
// console from before the first script.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PAGES = [
  ['the game, with the computer', '?variant=abapa&north=computer&level=1'],
  ['setup', ''],
  ['an embedded board', '?embed=1&variant=wari&lang=fr&rules=1'],
];

for (const [name, path] of PAGES) {
  test(`loading ${name} logs no error and no warning`, async () => {
    const messages = await browser.loadMessages(path);
    const bad = messages.filter((m) => /^(error|warning):/.test(m));
    assert.deepEqual(bad, [], `${browser.version}: ${messages.join('\n')}`);
  });
}
