// The computer opponent in the browser: whole games against it at level 1
// and level 6 (run in the web worker), computer against computer, the
// thinking indicator, taking over a side, the link's level, a worker that
// cannot load, and hints.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, setSpeed, idle, boardState, gameState, warriPlay, seeded, BASE_URL } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The moves of the game so far, from the move list. */
async function movesShown(page) {
  return page.locator('ol[data-testid="moves"] li').allTextContents();
}

/**
 * Plays South by clicking random legal pits until the game is over; the
 * computer plays North. Returns the moves played. Every state is checked
 * against `warri play`.
 */
async function playAgainstComputer(page, variant, seed) {
  const random = seeded(seed);
  for (let turn = 0; turn < 400; turn++) {
    await idle(page);
    const { shown, moves } = await gameState(page);
    const expected = await warriPlay({ variant, moves });
    assert.deepEqual(shown.pits, expected.pits, `after ${moves.join(' ')}`);
    assert.deepEqual(shown.stores, expected.stores);
    if (expected.over) {
      assert.equal(shown.over, true);
      return { moves, expected };
    }
    if (expected.to_move === 'south') {
      const move = expected.legal[Math.floor(random() * expected.legal.length)];
      await page.locator(`button[data-pit="${move}"]`).click();
    } else {
      // The computer thinks in the worker, then its move is played.
      await page.waitForFunction((n) => document.querySelectorAll('ol[data-testid="moves"] li').length > n, moves.length, { timeout: 20_000 });
    }
  }
  throw new Error('the game did not end');
}

test('a whole game against the computer at level 1', async () => {
  const page = await open(browser, '?variant=wahree&north=computer&level=1');
  await setSpeed(page, 'instant');
  const { moves, expected } = await playAgainstComputer(page, 'wahree', 11);
  assert.ok(moves.length > 10);
  const result = await page.locator('[data-testid="result"]').textContent();
  assert.ok(result.includes(`${expected.result.score[0]}–${expected.result.score[1]}`), result);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a whole game against the computer at level 6, with the thinking indicator', async () => {
  const page = await open(browser, '?variant=abapa&north=computer&level=6');
  await setSpeed(page, 'instant');
  await page.locator('button[data-pit="C"]').click();
  // Level 6 thinks for about a second: the indicator shows meanwhile and the
  // page stays responsive (the speed control still answers).
  assert.match(await thinkingText(page), /North \(computer, level 6\) is thinking/);
  await setSpeed(page, 'fast');
  await setSpeed(page, 'instant');
  const { expected } = await playAgainstComputer(page, 'abapa', 12);
  // Full strength beats random play, and the result says so.
  assert.equal(expected.result.winner, 'north', `level 6 lost to random moves: ${JSON.stringify(expected.result)}`);
  const result = await page.locator('[data-testid="result"]').textContent();
  assert.match(result, new RegExp(`North wins ${expected.result.score[0]}–${expected.result.score[1]}`));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('computer against computer plays a whole game by itself', async () => {
  const page = await open(browser, '?variant=caribbean&south=computer&north=computer&level=1');
  await setSpeed(page, 'instant');
  await page.locator('[data-testid="board"][data-over="true"]').waitFor({ timeout: 120_000 });
  const moves = (await movesShown(page)).map((m) => m.trim());
  const expected = await warriPlay({ variant: 'caribbean', moves });
  assert.equal(expected.over, true);
  assert.deepEqual((await boardState(page)).stores, expected.stores);
  await page.close();
});

test('a person can take over the computer\'s side', async () => {
  const page = await open(browser, '?variant=abapa&south=computer&north=computer&level=1');
  await setSpeed(page, 'slow');
  await page.locator('[data-testid="seat-south"]').selectOption('human');
  await page.locator('[data-testid="seat-north"]').selectOption('human');
  await setSpeed(page, 'instant');
  await idle(page);
  const before = (await movesShown(page)).length;
  assert.equal(await page.locator('[data-testid="thinking"]').count(), 0, 'nobody is thinking for the people');
  // The worker answers in the order it is asked: once the hint asked now
  // has come back, any move the computer was still asked for has come back
  // too, and must not have been played.
  await page.locator('[data-testid="hint-button"]').click();
  await page.locator('div[data-testid="hint"] li').first().waitFor({ timeout: 20_000 });
  assert.equal((await movesShown(page)).length, before, 'nobody moves for the people');
  const state = await boardState(page);
  const legal = (await warriPlay({ variant: 'abapa', moves: (await movesShown(page)).map((m) => m.trim()) })).legal;
  await page.locator(`button[data-pit="${legal[0]}"]`).click();
  await idle(page);
  assert.equal((await movesShown(page)).length, before + 1);
  assert.notEqual((await boardState(page)).toMove, state.toMove);
  await page.close();
});

/**
 * The thinking line's text, read the moment it shows: the computer may
 * move, and the line go away, before a second look.
 */
async function thinkingText(page) {
  const text = await page.waitForFunction(
    () => document.querySelector('[data-testid="thinking"]')?.textContent,
    null,
    { timeout: 10_000 },
  );
  return text.jsonValue();
}

test('the level in the link is the level that plays; a bad one is named, never silently replaced', async () => {
  // The computer on both sides: its thinking line keeps coming back, so
  // reading it does not race the first move.
  const page = await open(browser, '?variant=abapa&south=computer&north=computer&level=5');
  assert.match(await thinkingText(page), /\(computer, level 5\)/);
  assert.equal(await page.locator('[data-testid="seat-south"]').inputValue(), 'computer level 5');
  await page.locator('ol[data-testid="moves"] li').first().waitFor({ timeout: 20_000 });
  await page.close();

  const bad = await open(browser, '?variant=abapa&south=computer&north=computer&level=9');
  assert.match(await bad.locator('[data-testid="notice"]').textContent(), /level "9" is not 1 to 6; the computer plays at level 3/);
  assert.match(await thinkingText(bad), /level 3/);
  assert.equal(await bad.locator('[data-testid="seat-south"]').inputValue(), 'computer level 3');
  await bad.close();
});

test('a computer that cannot load says so instead of thinking forever', async () => {
  // No service worker, which could serve the file from its cache.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // The worker's code cannot be fetched (a broken or partial upload).
  await page.route('**/warri-worker_bg.wasm', (route) => route.abort());
  await page.goto(new URL('?variant=wari&north=computer&level=1', BASE_URL).href);
  await page.locator('button[data-pit="C"]').click();
  await page.locator('[data-testid="thinking"]').waitFor({ timeout: 10_000 });
  // The watchdog answers after the level's thinking time and a margin.
  const notice = page.locator('[data-testid="notice"]');
  await notice.waitFor({ timeout: 45_000 });
  assert.match(await notice.textContent(), /The computer could not choose its move \(it did not answer/);
  assert.equal(await page.locator('[data-testid="thinking"]').count(), 0, 'no thinking line left behind');
  // The person can take over and play on.
  await page.locator('[data-testid="seat-north"]').selectOption('human');
  await page.locator('[data-testid="board"][data-to-move="north"] button.pit.playable').first().click();
  await page.locator('[data-testid="board"][data-to-move="south"]').waitFor();
  await context.close();
});

test('a hint names the best move and words every legal move', async () => {
  // E6: F reaches 25 at once.
  const page = await open(browser, '?variant=abapa&position=0-1-0-0-3-1-1-0-3-2-0-5-23-9-S');
  await page.locator('[data-testid="hint-button"]').click();
  const hint = page.locator('div[data-testid="hint"]');
  await hint.locator('li').first().waitFor({ timeout: 10_000 });
  assert.match(await hint.locator('p').textContent(), /Hint: play F/);
  const lines = await hint.locator('li').allTextContents();
  assert.equal(lines.length, 3, lines.join(' | ')); // B, E and F
  assert.ok(lines.some((l) => /^F: ends the game: you win, 25–9/.test(l)), lines.join(' | '));
  assert.ok(await page.locator('button[data-pit="F"].hinted').count() === 1);
  await page.close();
});
