// The board editor (?view=edit, and Edit position in the game): seeds
// added and taken away by click, tap and right click, counts typed into the
// fields, live validation named in the page's language, and a game started
// at exactly the edited position (against the computer too).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, sharedPage, boardState, warriPlay, skipUnless, textMatching, valueBecomes } from './helpers.mjs';

let browser;
// The tests whose link names everything they show share one page.
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

const BOARD = '[data-testid="board"]';
const field = (l) => `input[data-edit-pit="${l}"]`;

test('the editor refuses a 47-seed position with a message, then starts a game at the exact valid position', async () => {
  const page = await shared.visit('?view=edit&variant=wari&lang=fr');
  assert.equal(await page.count('[data-testid="edit-error"]'), 0, 'the start position is valid');
  assert.equal(await page.attr('[data-testid="edit-play"]', 'disabled'), null);
  // Take a seed away from C by typing: 47 seeds.
  await page.fill(field('C'), '3');
  await textMatching(page, '[data-testid="edit-error"]', /47 graines\s;\sune position en a exactement 48/);
  assert.notEqual(await page.attr('[data-testid="edit-play"]', 'disabled'), null, 'cannot play an invalid position');
  // A count out of range is named.
  await page.fill('input[data-edit-store="north"]', '60');
  await textMatching(page, '[data-testid="edit-error"]', /Magasin de Nord\s:\s«\s60\s»/);
  await page.fill('input[data-edit-store="north"]', '0');
  // Click D to add a seed: 48 again, and the board and fields agree.
  await page.click('button.pit[data-pit="D"]');
  await page.waitUntil(() => !document.querySelector('[data-testid="edit-error"]'), undefined, { what: 'valid again' });
  await valueBecomes(page, field('D'), '5');
  assert.equal(await page.attr('button.pit[data-pit="D"]', 'data-seeds'), '5');
  // Take seeds away: the mode, and a right click.
  await page.check('input[name="edit-mode"][value="remove"]');
  await page.click('button.pit[data-pit="a"]');
  await valueBecomes(page, field('a'), '3');
  await page.check('input[name="edit-mode"][value="add"]');
  await page.click('button.pit[data-pit="f"]');
  await valueBecomes(page, field('f'), '5');
  // A right click always takes a seed away, and opens no browser menu.
  const kept = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
    document.querySelector('button.pit[data-pit="e"]').dispatchEvent(event);
    return event.defaultPrevented;
  });
  assert.equal(kept, true, 'the menu is kept away');
  await page.waitUntil(() => document.querySelector('input[data-edit-pit="e"]').value === '3', undefined, { what: 'e down to 3' });
  await page.fill(field('e'), '4');
  await page.waitUntil(() => !document.querySelector('[data-testid="edit-error"]'), undefined, { what: '48 seeds again' });
  // An empty field and a word are named.
  await page.fill(field('b'), '');
  await textMatching(page, '[data-testid="edit-error"]', /Case b de Nord est vide/);
  await page.fill(field('b'), 'quatre');
  await textMatching(page, '[data-testid="edit-error"]', /Case b de Nord\s:\s«\squatre\s»/);
  assert.equal(await page.value(field('b')), 'quatre', 'what was typed stays to be mended');
  await page.fill(field('b'), '4');
  await page.waitUntil(() => !document.querySelector('[data-testid="edit-error"]'), undefined, { what: 'valid once mended' });
  // North to move, and the computer plays South.
  await page.check('input[name="to-move"][value="north"]');
  await page.select('[data-testid="seat-south"]', 'computer level 2');
  await page.click('[data-testid="edit-play"]');
  await page.waitFor('[data-testid="new-game"]');
  const position = '4-4-3-5-4-4-3-4-4-4-4-5-0-0-N';
  const expected = await warriPlay({ variant: 'wari', position });
  const shown = await boardState(page);
  assert.deepEqual({ pits: shown.pits, stores: shown.stores, toMove: shown.toMove, variant: shown.variant },
    { pits: expected.pits, stores: expected.stores, toMove: 'north', variant: 'wari' });
  assert.equal(await page.count('button.pit.playable'), expected.legal.length, 'North plays from there');
  await page.click('[data-testid="copy-link"]');
  assert.match(await page.value('[data-testid="link"]'), new RegExp(`position=${position}`));
  assert.deepEqual(await page.problems(), []);
});

test('Edit position starts from the game, says when the game would be over at once, and closes back to it', async () => {
  const page = await shared.visit('?variant=abapa&moves=C,f&lang=nl');
  await page.click('[data-testid="edit-button"]');
  await page.waitFor('[data-testid="editor"]');
  const game = await warriPlay({ variant: 'abapa', moves: ['C', 'f'] });
  for (const [i, l] of [...'ABCDEFabcdef'].entries()) {
    assert.equal(Number(await page.value(field(l))), game.pits[i], `pit ${l}`);
  }
  // Empty South's row, seeds in North's stores: South to move has no move.
  for (const l of 'ABCDEF') await page.fill(field(l), '0');
  const south = game.pits.slice(0, 6).reduce((a, b) => a + b, 0);
  await page.fill('input[data-edit-store="north"]', String(south));
  await page.waitFor('[data-testid="edit-over"]');
  assert.match(await page.text('[data-testid="edit-over"]'), /meteen afgelopen/);
  assert.equal(await page.attr('[data-testid="edit-play"]', 'disabled'), null, 'still a position to show');
  await page.click('[data-testid="edit-close"]');
  await page.waitFor('[data-testid="new-game"]');
  assert.deepEqual((await boardState(page)).pits, game.pits, 'the game as it was');
});

test('on a touch screen, a tap adds a seed and the mode takes one away', async (t) => {
  if (skipUnless(t, browser, { touch: true })) return;
  const page = await open(browser, '?view=edit', { touch: true, viewport: { width: 360, height: 740 } });
  await page.tap('button.pit[data-pit="B"]');
  await valueBecomes(page, field('B'), '5');
  await page.tap('input[name="edit-mode"][value="remove"]');
  await page.waitUntil(() => document.querySelector('input[name="edit-mode"][value="remove"]').checked, undefined, { what: 'the remove mode' });
  await page.tap('button.pit[data-pit="B"]');
  await valueBecomes(page, field('B'), '4');
  await page.tap('button.pit[data-pit="B"]');
  await valueBecomes(page, field('B'), '3');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `no horizontal scrolling (${overflow} px)`);
  await page.close();
});
