// A newcomer's first game, on a phone (390×844, touch where the engine's
// driver has a touch screen; WebKit's has none, and is driven by clicks in
// a window of that size): `/` with nothing saved opens on the board
// against the computer, one line says how to move, a tap plays, and the
// computer answers with a legal move (checked against `warri play`, the
// rules played natively); every board of the site names its pits on a
// phone, each letter inside its pit and clear of its count; the first
// lesson's first task is solved by reading the board's letters as its text
// names them; and the pages that animate moves (a lesson, a puzzle, a
// friend's game) make their sound after a tap, as the game does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, warriPlay, movesShown, ENGINE } from './helpers.mjs';

const PHONE = { width: 390, height: 844 };

let browser;
let touch;
before(async () => { browser = await launch(); touch = !browser.unsupported({ touch: true }); });
after(async () => { await browser?.close(); });

/** A tap where the driver has a touch screen, else a click. */
async function press(page, sel) {
  if (touch) await page.tap(sel);
  else await page.click(sel);
}

/**
 * Runs in the page: each pit's letter as the board shows it (the letter
 * drawn by the style sheet), whether it is seen (a box of its own, inside
 * its pit) and whether it covers the pit's count.
 */
function letters() {
  return [...document.querySelectorAll('[data-testid="board"] button[data-pit]')].map((pit) => {
    const letter = pit.querySelector('.letter');
    const count = pit.querySelector('.count');
    const box = (el) => el?.getBoundingClientRect();
    const [p, l, c] = [box(pit), box(letter), box(count)];
    const seen = !!l && l.width > 0 && l.height > 0 && getComputedStyle(letter).display !== 'none'
      && getComputedStyle(letter).visibility !== 'hidden' && Number(getComputedStyle(letter).opacity) > 0.5;
    const inside = !!l && l.left >= p.left - 2 && l.right <= p.right + 2 && l.top >= p.top - 4 && l.bottom <= p.bottom + 2;
    const covers = !!l && !!c && l.right > c.left && l.left < c.right && l.bottom > c.top && l.top < c.bottom;
    // The style sheet draws the letter from data-n (Firefox reports the
    // rule, `attr(data-n)`, where the others report the letter drawn).
    const content = letter ? getComputedStyle(letter, '::before').content.replace(/^"|"$/g, '') : '';
    const shown = content === 'attr(data-n)' ? letter.dataset.n : content;
    return { pit: pit.dataset.pit, shown, seen, inside, covers };
  });
}

async function assertLettersShown(page, where) {
  const all = await page.evaluate(letters);
  assert.equal(all.length, 12, `${where}: twelve pits`);
  for (const l of all) {
    assert.equal(l.shown, l.pit, `${where}: pit ${l.pit} shows its letter`);
    assert.ok(l.seen, `${where}: pit ${l.pit}'s letter is seen on a phone`);
    assert.ok(l.inside, `${where}: pit ${l.pit}'s letter is inside its pit`);
    assert.ok(!l.covers, `${where}: pit ${l.pit}'s letter leaves its count clear`);
  }
}

test(`${ENGINE}: a first visit on a phone opens on the board, a tap plays and the computer answers`, async () => {
  const page = await open(browser, '', { viewport: PHONE, touch });
  assert.equal(await page.count('[data-testid="setup"]'), 0, 'no setup dialog in the way');
  assert.ok(await page.visible('[data-testid="welcome"]'), 'one line on how to move');
  assert.match(await page.text('[data-testid="welcome"]'), /You play South/);
  assert.equal(await page.text('[data-testid="variant-name"]'), 'Oware Abapa');
  // The board is on the first screen, its pits in reach.
  const board = await page.evaluate(() => document.querySelector('[data-testid="board"]').getBoundingClientRect().bottom);
  assert.ok(board <= PHONE.height, `the board ends at ${board} px, within the screen`);
  assert.equal(await page.attr('[data-testid="board"]', 'data-to-move'), 'south');
  await press(page, 'button[data-pit="C"]');
  // The computer's answer: a move of North's, the board at rest, South to move.
  await page.waitUntil(() => document.querySelectorAll('[data-testid="moves"] li').length === 2
    && document.querySelector('[data-testid="board"]')?.dataset.busy === 'false'
    && document.querySelector('[data-testid="board"]')?.dataset.toMove === 'south', undefined, { timeout: 45_000, what: 'the computer\'s answer' });
  const moves = await movesShown(page);
  assert.equal(moves[0], 'C');
  assert.match(moves[1], /^[a-f]$/, 'North answered');
  const expected = await warriPlay({ variant: 'abapa', moves });
  const pits = await page.evaluate(() => [...'ABCDEFabcdef'].map((l) => Number(document.querySelector(`button[data-pit="${l}"]`).dataset.seeds)));
  assert.deepEqual(pits, expected.pits, 'the board is the one the rules give');
  assert.equal(await page.count('[data-testid="welcome"]'), 0, 'the line goes once the game is under way');
  assert.equal(await page.attr(`button[data-pit="${moves[1]}"]`, 'data-last'), 'true', 'the last move is marked');
  await page.close();
});

const BOARDS = [
  ['the game', '?variant=wahree&moves=C,f&lang=ru', '[data-testid="board"]'],
  ['a replay', '?view=replay&variant=wari&moves=C,f,A&lang=nl', '[data-testid="board"]'],
  ['the board editor', '?view=edit&variant=wari&lang=fr', '[data-testid="editor"] [data-testid="board"]'],
  ['a lesson', '?lesson=sowing&task=0&lang=en', '[data-testid="lesson"] [data-testid="board"]'],
  ['the puzzles', '?view=puzzles&lang=en', '[data-testid="puzzle"] [data-testid="board"]'],
  ['a game review', '?view=review&variant=wari&moves=C,f,A,b&lang=en', '[data-testid="board"]'],
  ['a game with a friend', '?view=friend&variant=wahree&side=south&lang=ru', '[data-testid="board"]'],
  ['the game in high contrast', '?variant=abapa&theme=contrast&moves=C', '[data-testid="board"]'],
];

for (const [name, path, wait] of BOARDS) {
  test(`${ENGINE}: on a phone, ${name} names its pits`, async () => {
    const page = await open(browser, path, { viewport: PHONE, wait });
    await assertLettersShown(page, name);
    await page.close();
  });
}

test(`${ENGINE}: the first lesson's first task is solved by tapping the pit its text leads to`, async () => {
  const page = await open(browser, '?lesson=sowing&task=0&lang=en', { viewport: PHONE, touch, wait: '[data-testid="lesson"] [data-testid="board"]' });
  const text = await page.text('[data-testid="task-text"]');
  // The text names the pit the last seed must reach by its letter.
  const named = text.match(/pit, ([a-f])\./)?.[1];
  assert.equal(named, 'a', text);
  // Find it on the board by the letter it shows, as a reader does, then
  // count back as many pits as South's pits hold (4 each at the start):
  // sowing runs A→F, then a→f.
  const shown = await page.evaluate(letters);
  const target = shown.find((l) => l.shown === named && l.seen);
  assert.ok(target, `a pit shows "${named}"`);
  const ring = 'ABCDEFabcdef';
  const from = ring[(ring.indexOf(target.pit) - 4 + 12) % 12];
  assert.equal(from, 'C', 'the pit four before a');
  await press(page, `button[data-pit="${from}"]`);
  await page.waitFor('[data-testid="task-done"]');
  assert.equal(await page.attr('[data-testid="task-feedback"]', 'data-result'), 'solved');
  await page.close();
});

/**
 * Runs in the page: counts what the page asks of Web Audio from now on
 * (window.__audio: the contexts used and the sounds made). The page's
 * module took the AudioContext constructor when it loaded, so the count is
 * kept on its prototype, as the look suite's stand-in does. False where
 * the browser has no Web Audio.
 */
function countSound() {
  const Ctx = window.AudioContext ?? window.webkitAudioContext;
  if (!Ctx) return false;
  const log = { contexts: new Set(), made: 0 };
  window.__audio = log;
  for (const name of ['createOscillator', 'createBufferSource', 'createGain']) {
    const real = Ctx.prototype[name];
    Object.defineProperty(Ctx.prototype, name, {
      configurable: true,
      writable: true,
      value(...args) {
        log.contexts.add(this);
        log.made += 1;
        return real.apply(this, args);
      },
    });
  }
  return true;
}

const SOUNDING = [
  ['a lesson', '?lesson=sowing&task=0&lang=en', '[data-testid="lesson"] [data-testid="board"]'],
  ['the puzzles', '?view=puzzles&lang=en', '[data-testid="puzzle"] [data-testid="board"]'],
  ['a game with a friend', '?view=friend&variant=wahree&side=south&lang=en', '[data-testid="board"]'],
];

for (const [name, path, wait] of SOUNDING) {
  test(`${ENGINE}: ${name} sounds its moves after a tap, as the game does`, async (t) => {
    const page = await open(browser, path, { viewport: PHONE, touch, wait });
    if (!(await page.evaluate(countSound))) {
      t.skip(`${ENGINE} has no Web Audio`);
      await page.close();
      return;
    }
    assert.equal(await page.evaluate(() => window.__audio.made), 0, 'no sound before a gesture');
    await page.waitFor('[data-testid="board"] button.pit.playable');
    await press(page, '[data-testid="board"] button.pit.playable');
    await page.waitUntil(() => window.__audio.made > 0 && window.__audio.contexts.size === 1, undefined,
      { timeout: 15_000, what: `${name}: sound made after the tap` });
    await page.close();
  });
}
