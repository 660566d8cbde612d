// The walking skeleton: the page loads, reads ?variant= and draws the start
// position; an unknown variant shows a message and still a board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test('?variant=wahree draws the Wahree start position', async () => {
  const page = await open(browser, '?variant=wahree');
  const board = page.locator('[data-testid="board"]');
  assert.equal(await board.getAttribute('data-variant'), 'wahree');

  const pits = page.locator('button[data-pit]');
  assert.equal(await pits.count(), 12);
  const letters = await pits.evaluateAll((els) => els.map((e) => e.dataset.pit).join(''));
  assert.equal(letters, 'fedcbaABCDEF', 'North right to left on top, South left to right below');
  const seeds = await pits.evaluateAll((els) => els.map((e) => e.dataset.seeds));
  assert.deepEqual(seeds, Array(12).fill('4'));

  for (const side of ['south', 'north']) {
    assert.equal(await page.locator(`[data-store="${side}"]`).getAttribute('data-seeds'), '0');
  }
  assert.equal(await page.locator('[data-testid="variant-name"]').textContent(), 'Wahree');
  assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('an unknown variant shows a message and falls back to abapa', async () => {
  const page = await open(browser, '?variant=nonsense');
  const message = page.locator('[data-testid="notice"]');
  assert.ok(await message.isVisible(), 'the message is visible');
  const text = await message.textContent();
  assert.match(text, /nonsense/);
  assert.match(text, /abapa/);
  assert.match(text, /wahree/);

  const board = page.locator('[data-testid="board"]');
  assert.ok(await board.isVisible(), 'the board is visible');
  assert.equal(await board.getAttribute('data-variant'), 'abapa');
  assert.equal(await page.locator('button[data-pit]').count(), 12);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('no ?variant= means Oware Abapa', async () => {
  const page = await open(browser, '');
  assert.equal(await page.locator('[data-testid="board"]').getAttribute('data-variant'), 'abapa');
  assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
  await page.close();
});
