// The walking skeleton: the page loads, reads ?variant= and draws the start
// position; an unknown variant shows a message and still a board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, sharedPage, BASE_URL, layoutShifts } from './helpers.mjs';

let browser;
// The tests whose link names everything they show share one page.
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

test('?variant=wahree draws the Wahree start position', async () => {
  const page = await shared.visit('?variant=wahree');
  assert.equal(await page.attr('[data-testid="board"]', 'data-variant'), 'wahree');

  assert.equal(await page.count('button[data-pit]'), 12);
  const letters = await page.evaluate(() => [...document.querySelectorAll('button[data-pit]')].map((e) => e.dataset.pit).join(''));
  assert.equal(letters, 'fedcbaABCDEF', 'North right to left on top, South left to right below');
  const seeds = await page.evaluate(() => [...document.querySelectorAll('button[data-pit]')].map((e) => e.dataset.seeds));
  assert.deepEqual(seeds, Array(12).fill('4'));

  for (const side of ['south', 'north']) {
    assert.equal(await page.attr(`[data-store="${side}"]`, 'data-seeds'), '0');
  }
  assert.equal(await page.text('[data-testid="variant-name"]'), 'Wahree');
  assert.equal(await page.count('[data-testid="notice"]'), 0);
  assert.deepEqual(await page.problems(), []);
});

test('an unknown variant shows a message and falls back to abapa', async () => {
  const page = await shared.visit('?variant=nonsense');
  const message = '[data-testid="notice"]';
  // Waited for, not read once: the notice may come a render after the board.
  await page.waitFor(message);
  const text = await page.text(message);
  assert.match(text, /nonsense/);
  assert.match(text, /abapa/);
  assert.match(text, /wahree/);

  assert.ok(await page.visible('[data-testid="board"]'), 'the board is visible');
  assert.equal(await page.attr('[data-testid="board"]', 'data-variant'), 'abapa');
  assert.equal(await page.count('button[data-pit]'), 12);
  assert.deepEqual(await page.problems(), []);
});

test('no ?variant= means Oware Abapa', async () => {
  const page = await shared.visit('');
  assert.equal(await page.attr('[data-testid="board"]', 'data-variant'), 'abapa');
  assert.equal(await page.count('[data-testid="notice"]'), 0);
});

test('the outline shown while the game loads gives way to the game, and nothing shifts', async (t) => {
  // As served, before any script: the page's title and the board's outline.
  const res = await fetch(new URL('?variant=abapa', BASE_URL));
  const html = await res.text();
  assert.match(html, /<div class="app loading" id="loading" aria-hidden="true">/);
  assert.match(html, /<picture>[\s\S]*<img src="data:image\/svg\+xml,/);

  const page = await open(browser, '?variant=abapa');
  assert.equal(await page.count('#loading'), 0, 'the outline is gone once the board is drawn');
  assert.equal(await page.count('main.app'), 1);
  // No layout shift, since the outline goes in the frame the game first
  // draws — where the engine reports layout shifts.
  const shifts = await layoutShifts(page);
  await page.close();
  if (shifts === null) {
    t.skip(`${browser.engine} reports no layout shifts (no layout-shift performance entries)`);
    return;
  }
  assert.deepEqual(shifts, [], 'no layout shift');
});
