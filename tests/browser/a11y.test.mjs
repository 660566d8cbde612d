// Accessibility: a whole game played with the keyboard alone (its first 24
// moves outside Chromium: `KEYBOARD_MOVES`); an automated
// audit (axe-core) with no violations on the setup, a game, the end and an
// embedded board, the lessons, a lesson, a rules page, the glossary, a
// review, the analysis, the friend page and a game with a friend, and the
// game with its menu open and a finished game in each look;
// announcements in the live region.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { launch, open, setSpeed, idle, played, warriEachPly, seeded, sharedPage, FULL } from './helpers.mjs';

const require = createRequire(import.meta.url);
// Read at once, not awaited: every suite registers its tests and hooks
// before any runs (tests/browser/suites.mjs runs them all in one process).
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let browser;
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

/** Runs axe-core on the page; returns the violations, worded. */
async function audit(page) {
  // axe-core's script, run as an expression (it sets window.axe).
  await page.evaluate(`(() => {\n${AXE}\n;return 0; })()`);
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
  return violations;
}

/**
 * How many moves the keyboard plays: the whole game in Chromium (and with
 * WARRI_FULL=1), its first 24 elsewhere (the short form). What a key does
 * and where the focus goes are the engine's own, and 24 moves type a letter
 * and walk to a pit twelve times each; how the game goes on to its end is
 * the same compiled Rust in every engine. The whole game took 16–20 s of
 * the run in Firefox and in WebKit (BENCHMARKS.md, issue 37).
 */
const KEYBOARD_MOVES = FULL ? Infinity : 24;

test(FULL ? 'a whole game played with the keyboard alone' : 'a game\'s first 24 moves played with the keyboard alone', async () => {
  const page = await open(browser, '?variant=abapa');
  await setSpeed(page, 'instant');
  await page.focus('body');
  const random = seeded(77);
  const moves = [];
  const shown = [await played(page, 0)];
  while (!shown.at(-1).over && moves.length < KEYBOARD_MOVES) {
    const offered = shown.at(-1).playable;
    const move = offered[Math.floor(random() * offered.length)];
    if (moves.length % 2 === 0) {
      // Type the letter (in either case).
      await page.press(move.toLowerCase());
    } else {
      // Or walk to it with the arrows and press Enter.
      const focused = () => page.evaluate(() => document.activeElement?.dataset.pit);
      for (let i = 0; i < 7 && (await focused()) !== move; i++) await page.press('ArrowRight');
      assert.equal(await focused(), move, 'the arrows reach the pit');
      await page.press('Enter');
    }
    moves.push(move);
    shown.push(await played(page, moves.length));
    assert.ok(moves.length < 1000);
  }
  const expected = await warriEachPly({ variant: 'abapa', moves });
  for (const [n, state] of expected.entries()) {
    assert.deepEqual([shown[n].pits, [...shown[n].playable].sort()], [state.pits, [...(state.over ? [] : state.legal)].sort()], `after ${moves.slice(0, n).join(' ')}`);
  }
  if (KEYBOARD_MOVES === Infinity) assert.ok(await page.visible('[data-testid="result"]'), 'the result is shown');
  else assert.equal(moves.length, KEYBOARD_MOVES, 'the game lasts longer than the short form');
  await page.close();
});

test('moves, captures and the end are announced in words', async () => {
  const page = await open(browser, '?variant=wahree&position=2-0-3-0-0-2-1-1-0-0-0-0-19-20-S');
  await setSpeed(page, 'instant');
  await page.press('f');
  await played(page, 1);
  // The live region is written a render after the move shows: wait for the
  // end's words, then check all of it.
  const announce = '[data-testid="announce"]';
  await page.waitUntil((sel) => /wins/.test(document.querySelector(sel)?.textContent ?? ''), announce, { what: `${announce} naming the end` });
  const said = await page.text(announce);
  assert.match(said, /South plays F\./);
  assert.match(said, /Sweep!/);
  assert.match(said, /Captures 4 seeds from b, a\./);
  assert.match(said, /South wins 28–20/);
  assert.equal(await page.attr(announce, 'aria-live'), 'polite');
  await page.close();
});

for (const [name, query] of [
  ['a first visit', ''],
  ['the setup dialog', '?choose=wahree'],
  ['a game in progress', '?variant=bridgetown&moves=C,f,A&rules=1'],
  ['a finished game, classic', '?variant=abapa&position=0-0-0-0-0-1-0-0-0-0-0-0-24-23-S&moves=F&theme=classic'],
  ['a finished game, high contrast', '?variant=wahree&position=2-0-3-0-0-2-1-1-0-0-0-0-19-20-S&moves=F&theme=contrast'],
  ['a finished game', '?variant=wahree&position=2-0-3-0-0-2-1-1-0-0-0-0-19-20-S&moves=F'],
  ['an embedded board', '?embed=1&variant=wari&lang=fr&rules=1'],
  ['the Russian page', '?variant=speightstown&lang=ru&moves=C'],
]) {
  test(`axe-core finds no accessibility violations: ${name}`, async () => {
    const page = await shared.visit(query);
    await idle(page);
    const violations = await audit(page);
    assert.deepEqual(violations, []);
  });
}

for (const [name, query, wait] of [
  ['the lessons', '?view=learn&variant=wahree', '[data-testid="lessons"]'],
  ['a lesson after a wrong move', '?lesson=chain&task=0&lang=nl', '[data-testid="lesson"]'],
  ['a rules page', '?view=rules&variant=bridgetown&lang=ru', '[data-testid="rules-page"] section[data-topic="about"] p'],
  ['the glossary', '?view=glossary&lang=fr', '[data-testid="glossary"] [data-testid="glossary-first"]'],
  ['the friend page', '?view=friend&lang=fr', '[data-testid="friend-setup"]'],
  ['a game with a friend', '?view=friend&variant=wahree&side=south&lang=ru', '[data-testid="friend-status"]'],
  ['a game with a friend, the link to send shown', '?view=friend&variant=bridgetown&side=north&lang=nl', '[data-testid="friend-qr"]'],
  ['a game review', '?view=review&variant=wari&moves=C,f,A,b&lang=fr', '[data-testid="review"][data-done="true"]'],
  ['the game with its analysis', '?variant=abapa&analysis=1&lang=en', '[data-testid="oracle"] [data-testid="oracle-move"]'],
  ['the game\'s menu open, tradition', '?variant=abapa&moves=C&theme=tradition&lang=nl', '[data-testid="menu-button"]'],
  ['the game\'s menu open, classic', '?variant=abapa&moves=C&theme=classic&lang=fr', '[data-testid="menu-button"]'],
  ['the game\'s menu open, high contrast', '?variant=abapa&moves=C&theme=contrast&lang=ru', '[data-testid="menu-button"]'],
]) {
  test(`axe-core finds no accessibility violations: ${name}`, async () => {
    const page = await shared.visit(query, { wait });
    if (wait.includes('menu-button')) {
      await page.click('[data-testid="menu-button"]');
      await page.waitFor('[data-testid="menu"]');
    }
    if (query.includes('lesson=')) {
      await page.click('[data-pit="B"]');
      await page.waitFor('[data-testid="task-feedback"][data-result="missed"]');
    }
    const violations = await audit(page);
    assert.deepEqual(violations, []);
  });
}
