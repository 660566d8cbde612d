// Never losing a game: a reload keeps the game, the players and the
// settings; corrupted or old saved data gives a notice and a fresh game; a
// game record exports and imports, and a bad record names its line.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, setSpeed, idle, boardState, BASE_URL } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** A page in its own context (its own storage). */
async function fresh() {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(e.message));
  return page;
}

async function goto(page, query = '') {
  await page.goto(new URL(query, BASE_URL).href);
  await page.locator('[data-testid="board"]').waitFor({ timeout: 15_000 });
}

test('a reload mid-game keeps the position, the move list and the settings', async () => {
  const page = await fresh();
  await goto(page, '?variant=caribbean&lang=fr');
  await setSpeed(page, 'instant');
  for (const m of ['C', 'f', 'A']) {
    await page.locator(`button[data-pit="${m}"]`).click();
    await idle(page);
  }
  const before = await boardState(page);
  // The address without the link's game: the saved game comes back.
  await goto(page, '');
  const after = await boardState(page);
  assert.deepEqual(after, before);
  assert.deepEqual(await page.locator('ol[data-testid="moves"] li').allTextContents(), ['C', 'f', 'A']);
  assert.equal(await page.locator('[data-testid="setup"]').count(), 0, 'no setup dialog in the way');
  assert.equal(await page.locator('[data-testid="speed"]').inputValue(), 'instant');
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('corrupted or old saved data gives a short notice and a fresh game', async () => {
  for (const [data, words] of [
    ['{"version":1,"variant":"wari"', /could not be read/],
    ['{"version":0}', /older version/],
    ['{"version":1,"variant":"wari","start":"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S","moves":"CCC","first":"south","seats":["human","human"],"results":[],"speed":"normal","lang":null}', /could not be read \(move "C"/],
  ]) {
    const page = await fresh();
    await goto(page, '?variant=abapa');
    await page.evaluate((d) => localStorage.setItem('warri.saved', d), data);
    await goto(page, '');
    const notice = page.locator('[data-testid="notice"]');
    assert.ok(await notice.isVisible(), data);
    assert.match(await notice.textContent(), words);
    assert.deepEqual((await boardState(page)).pits, Array(12).fill(4), 'a fresh game');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('a game record exports, imports, and a bad one names its line', async () => {
  const page = await fresh();
  await goto(page, '?variant=wahree&moves=C,f,A');
  await page.locator('[data-testid="record-button"]').click();
  const record = await page.locator('[data-testid="record"]').inputValue();
  assert.match(record, /\[Variant "wahree"\]/);
  assert.match(record, /1\. C f 2\. A \*/);
  // A bad record: the game stays, the notice names line 3.
  await page.locator('[data-testid="import-text"]').fill('[Variant "wari"]\n[South "Person"]\n1. C f 2. a');
  await page.locator('[data-testid="import-apply"]').click();
  const notice = page.locator('[data-testid="notice"]');
  assert.match(await notice.textContent(), /Line 3: move 3 "a"/);
  assert.equal(await page.locator('[data-testid="board"]').getAttribute('data-variant'), 'wahree');
  assert.equal(await page.locator('ol[data-testid="moves"] li').count(), 3);
  // The good one loads.
  await page.locator('[data-testid="import-text"]').fill(record.replace('wahree', 'abapa'));
  await page.locator('[data-testid="import-apply"]').click();
  await page.locator('[data-testid="board"][data-variant="abapa"]').waitFor();
  assert.equal(await page.locator('ol[data-testid="moves"] li').count(), 3);
  await page.context().close();
});
