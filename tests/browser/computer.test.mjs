// The computer opponent in the browser: whole games against it at level 1
// and level 6 (run in the web worker), computer against computer, the
// thinking indicator, taking over a side, and hints.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, setSpeed, idle, boardState, gameState, warriPlay, seeded } from './helpers.mjs';

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
  const thinking = page.locator('[data-testid="thinking"]');
  await thinking.waitFor({ timeout: 5_000 });
  assert.match(await thinking.textContent(), /North \(computer, level 6\) is thinking/);
  await setSpeed(page, 'fast');
  await setSpeed(page, 'instant');
  const { expected } = await playAgainstComputer(page, 'abapa', 12);
  assert.ok(expected.over);
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
  await page.waitForTimeout(1500);
  assert.equal((await movesShown(page)).length, before, 'nobody moves for the people');
  const state = await boardState(page);
  const legal = (await warriPlay({ variant: 'abapa', moves: (await movesShown(page)).map((m) => m.trim()) })).legal;
  await page.locator(`button[data-pit="${legal[0]}"]`).click();
  await idle(page);
  assert.equal((await movesShown(page)).length, before + 1);
  assert.notEqual((await boardState(page)).toMove, state.toMove);
  await page.close();
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
