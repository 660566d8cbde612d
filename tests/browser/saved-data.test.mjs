// Nothing saved is ever lost: saved data a page cannot read — the game, the
// lessons' progress, the puzzles' record, the lessons already offered — is
// named in a notice, kept aside unchanged under `KEY.unreadable` before
// anything is saved again, and removed only by the player's "Discard".
// Above all, a game saved by a newer release survives a page of this one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, open, setSpeed, played, boardState } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const NOTICE = '[data-testid="notice"]';

/** A fresh profile whose storage holds `items` before the site's page at `query` opens. */
async function withSaved(items, query, wait) {
  const page = await open(browser, '?variant=abapa&embed=1', { wait: '[data-testid="board"]' });
  await page.evaluate((all) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, items);
  await page.goto(query, { wait, timeout: 15_000 });
  return page;
}

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

test('a game saved by a newer release survives this page: kept aside, named, discarded only at the player\'s word', async () => {
  // What a later release might write: this page cannot read it.
  const newer = JSON.stringify({ version: 9, variant: 'wahree', board: [1, 2, 3], clocks: { south: 300 } });
  const page = await withSaved({ 'warri.saved': newer }, '?lang=en', NOTICE);
  assert.match(await page.text(NOTICE), /version 9 is newer than this warri/);
  assert.match(await page.text(NOTICE), /kept aside, unchanged, in this browser's storage \(under "warri\.saved\.unreadable"\)/);
  assert.equal(await stored(page, 'warri.saved.unreadable'), newer, 'kept before anything was saved');
  // Play on: this page saves its own game, the newer one stays.
  await page.click('[data-testid="start"]');
  await setSpeed(page, 'instant');
  await page.click('button[data-pit="C"]');
  await played(page, 1);
  // Saved once drawn: wait for the save itself, then read it.
  await page.waitUntil(() => JSON.parse(localStorage.getItem('warri.saved') || '{}').moves === 'C', undefined, { what: 'the game saved with its move' });
  await page.goto('?lang=en', { wait: '[data-testid="board"]' });
  assert.equal(await stored(page, 'warri.saved.unreadable'), newer, 'still kept after a reload');
  assert.deepEqual((await boardState(page)).pits.slice(0, 3), [4, 4, 0], 'this page\'s game came back');
  await page.close();
});

test('the kept copy goes only when the player discards it', async () => {
  const page = await withSaved({ 'warri.saved': '{"version":2,"variant":"wari"' }, '?lang=nl', NOTICE);
  assert.match(await page.text(NOTICE), /apart bewaard in de opslag van deze browser \(onder "warri\.saved\.unreadable"\)/);
  await page.click('[data-testid="discard-kept"]');
  await page.waitFor('[data-testid="kept-discarded"]');
  assert.equal(await stored(page, 'warri.saved.unreadable'), null);
  await page.close();
});

test('unreadable lessons\' progress is kept aside and the lessons open', async () => {
  const page = await withSaved({ 'warri.learn': '{"solved":' }, '?view=learn&lang=fr', NOTICE);
  assert.match(await page.text(NOTICE), /progression dans les leçons n'a pas pu être lue/);
  assert.match(await page.text(NOTICE), /warri\.learn\.unreadable/);
  assert.equal(await stored(page, 'warri.learn.unreadable'), '{"solved":');
  assert.ok(await page.count('[data-testid="lesson-link"]') >= 8, 'the lessons are listed');
  await page.close();
});

test('an unreadable puzzle record is kept aside, and a first try is saved beside it', async () => {
  // The puzzles built into the site's module, as the repository has them.
  const file = new URL('../../web/puzzles.jsonl', import.meta.url);
  const first = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]);
  const id = `${first.variant}-0`;
  const damaged = '{"version":1,"first":[';
  const page = await withSaved({ 'warri.puzzles': damaged }, `?view=puzzles&puzzle=${id}&lang=en`, NOTICE);
  assert.match(await page.text(NOTICE), /puzzle record could not be read/);
  assert.equal(await stored(page, 'warri.puzzles.unreadable'), damaged);
  await page.click(`button[data-pit="${first.solution}"]`);
  await page.waitFor('[data-testid="puzzle-feedback"][data-result="solved"]');
  await page.waitFor('[data-testid="puzzle-streak"][data-streak="1"]');
  const saved = JSON.parse(await stored(page, 'warri.puzzles'));
  assert.equal(saved.first[id], true, 'the new record is saved');
  assert.equal(await stored(page, 'warri.puzzles.unreadable'), damaged, 'the old one is still kept');
  await page.close();
});

test('an unreadable list of lessons offered is named and kept aside', async () => {
  const page = await withSaved({ 'warri.offered': 'wari\nchess\n' }, '?variant=wari&moves=C&lang=en', NOTICE);
  assert.match(await page.text(NOTICE), /the line "chess" names no game/);
  assert.equal(await stored(page, 'warri.offered.unreadable'), 'wari\nchess\n');
  await page.close();
});
