// Nothing saved is ever lost: saved data a page cannot read — the game, the
// lessons' progress, the puzzles' record, the lessons already offered, the
// games with friends — is
// named in a notice, kept aside unchanged under `KEY.unreadable` before
// anything is saved again, and removed only by the player's "Discard".
// Above all, a game saved by a newer release survives a page of this one:
// it stays where it is, and nothing is saved over it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, open, setSpeed, played, boardState, storeFromEmbed } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const NOTICE = '[data-testid="notice"]';

/** A fresh profile whose storage holds `items` before the site's page at `query` opens. */
async function withSaved(items, query, wait) {
  const page = await open(browser, 'about:blank', { wait: null });
  await storeFromEmbed(page, items);
  await page.goto(query, { wait, timeout: 15_000 });
  return page;
}

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

test('a game saved by a newer release survives this page: left where it is, named, nothing saved over it until the player discards it', async () => {
  // What a later release might write: this page cannot read it.
  const newer = JSON.stringify({ version: 9, variant: 'wahree', board: [1, 2, 3], clocks: { south: 300 } });
  // The setup dialog (choose=), for a game of two people at this device.
  const page = await withSaved({ 'warri.saved': newer }, '?lang=en&choose=abapa', NOTICE);
  assert.match(await page.text(NOTICE), /version 9 is newer than this warri/);
  assert.match(await page.text(NOTICE), /written by a newer warri and stays as it is/);
  // Play on: this page saves nothing over it.
  await page.click('[data-testid="start"]');
  await setSpeed(page, 'instant');
  await page.click('button[data-pit="C"]');
  await played(page, 1);
  await page.click('button[data-pit="f"]');
  await played(page, 2);
  assert.equal(await stored(page, 'warri.saved'), newer, 'the newer game, untouched');
  assert.equal(await stored(page, 'warri.saved.unreadable'), null, 'left in place, not copied');
  // Discarded at the player's word: then this page's game is saved. The
  // button names what goes: the newer release's data, not a copy.
  assert.equal(await page.text('[data-testid="discard-kept"]'), 'Discard the newer warri\'s data');
  await page.click('[data-testid="discard-kept"]');
  await page.waitFor('[data-testid="kept-discarded"]');
  assert.equal(await page.text('[data-testid="kept-discarded"]'), 'The newer warri\'s data was discarded.');
  await page.click('button[data-pit="A"]');
  await played(page, 3);
  await page.waitUntil(() => JSON.parse(localStorage.getItem('warri.saved') || '{}').moves === 'C f A', undefined, { what: 'this page\'s game saved' });
  await page.close();
});

test('a damaged save is kept aside before anything is saved, and goes only when the player discards it', async () => {
  const damaged = '{"version":2,"variant":"wari"';
  const page = await withSaved({ 'warri.saved': damaged }, '?lang=nl', NOTICE);
  assert.match(await page.text(NOTICE), /apart bewaard in de opslag van deze browser \(onder “warri\.saved\.unreadable”\)/);
  assert.equal(await stored(page, 'warri.saved.unreadable'), damaged, 'kept before anything was saved');
  assert.equal(await page.text('[data-testid="discard-kept"]'), 'Bewaarde kopie weggooien');
  await page.click('[data-testid="discard-kept"]');
  await page.waitFor('[data-testid="kept-discarded"]');
  assert.equal(await stored(page, 'warri.saved.unreadable'), null);
  await page.goto('?lang=nl', { wait: '[data-testid="board"]' });
  assert.equal(await page.count(NOTICE), 0, 'discarded: not named again after a reload');
  await page.close();
});

test('discarding unreadable lessons\' progress before anything is saved leaves nothing to copy again', async () => {
  const page = await withSaved({ 'warri.learn': '{"solved":' }, '?view=learn&lang=en', NOTICE);
  await page.click('[data-testid="discard-kept"]');
  await page.waitFor('[data-testid="kept-discarded"]');
  assert.deepEqual([await stored(page, 'warri.learn'), await stored(page, 'warri.learn.unreadable')], [null, null]);
  await page.goto('?view=learn&lang=en', { wait: '[data-testid="lesson-link"]' });
  assert.equal(await page.count(NOTICE), 0, 'not named again after a reload');
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

test('unreadable games with friends are kept aside, and a new game is saved beside them', async () => {
  // A game whose link was cut short: the list cannot be read as it is.
  const damaged = '{"version":1,"games":[{"link":"BggFd4","mine":"south","updated":1}]}';
  const page = await withSaved({ 'warri.friends': damaged }, '?view=friend&variant=wari&side=south&lang=ru', NOTICE);
  assert.match(await page.text(NOTICE), /«Мои партии»/);
  assert.match(await page.text(NOTICE), /warri\.friends\.unreadable/);
  assert.equal(await stored(page, 'warri.friends.unreadable'), damaged, 'kept before anything was saved');
  await page.click('button[data-pit="C"]');
  await page.waitFor('[data-testid="friend-status"][data-turn="theirs"]');
  await page.waitUntil(() => (JSON.parse(localStorage.getItem('warri.friends') || '{}').games || []).length === 1, undefined, { what: 'the new game saved' });
  assert.equal(await stored(page, 'warri.friends.unreadable'), damaged, 'the old list is still kept');
  // A list written by a newer warri stays where it is: nothing is saved over it.
  const newer = JSON.stringify({ version: 7, games: [], clocks: true });
  const next = await withSaved({ 'warri.friends': newer }, '?view=friend&variant=wahree&side=north&lang=en', NOTICE);
  assert.match(await next.text(NOTICE), /version 7 is newer than this warri/);
  await next.waitFor('[data-testid="friend-status"][data-turn="theirs"]');
  assert.equal(await stored(next, 'warri.friends'), newer, 'the newer list, untouched');
  await page.close();
  await next.close();
});
