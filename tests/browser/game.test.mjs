// The playable game: whole games in every variant played by clicking pits,
// checked ply by ply against the `warri` command; grand slams; the sowing
// animation; explanations of illegal clicks; link parameters.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, setSpeed, idle, boardState, warriPlay, seeded } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const VARIANTS = ['abapa', 'wari', 'caribbean', 'speightstown', 'bridgetown', 'wahree'];

/** The board must show exactly the state `warri play` reports. */
function assertSame(shown, expected, where) {
  assert.deepEqual(shown.pits, expected.pits, `${where}: pits`);
  assert.deepEqual(shown.stores, expected.stores, `${where}: stores`);
  assert.equal(shown.toMove, expected.to_move ?? '', `${where}: player to move`);
  assert.equal(shown.over, expected.over, `${where}: over`);
}

for (const [i, variant] of VARIANTS.entries()) {
  test(`${variant}: a whole game by clicking, ply by ply as \`warri play\` says`, async () => {
    const page = await open(browser, `?variant=${variant}`);
    await setSpeed(page, 'instant');
    const random = seeded(1000 + i);
    const moves = [];
    let expected = await warriPlay({ variant, moves });
    assertSame(await boardState(page), expected, 'start');
    while (!expected.over) {
      const move = expected.legal[Math.floor(random() * expected.legal.length)];
      await page.click(`button[data-pit="${move}"]`);
      moves.push(move);
      await idle(page);
      expected = await warriPlay({ variant, moves });
      assertSame(await boardState(page), expected, `${variant} after ${moves.join(' ')}`);
      assert.ok(moves.length < 1000, 'the game ends');
    }
    const result = await page.text('[data-testid="result"]');
    const [s, n] = expected.result.score;
    assert.ok(result.includes(`${s}–${n}`), `result "${result}" shows the score ${s}–${n}`);
    const winner = expected.result.winner;
    if (winner) assert.match(result, new RegExp(`${winner[0].toUpperCase()}${winner.slice(1)} wins`));
    else assert.match(result, /Draw/);
    assert.equal(await page.count('ol[data-testid="moves"] li'), moves.length);
    assert.deepEqual(await page.problems(), []);
    await page.close();
  });
}

// E9 of docs/rules.md: F is a grand slam; each variant treats it its own way.
const SLAM = '2-0-3-0-0-2-1-1-0-0-0-0-19-20-S';
const SLAM_ENDS = {
  caribbean: { score: '28–20', words: /Caribbean|has no legal move/ },
  speightstown: { score: '23–25', words: /North wins/ },
  bridgetown: { score: '26–22', words: /split/ },
  wahree: { score: '28–20', words: /Wahree sweep: South captures North's whole row and takes the 5 seeds left on the board — South wins 28–20/ },
};

for (const [variant, end] of Object.entries(SLAM_ENDS)) {
  test(`${variant}: a game ending by grand slam`, async () => {
    const page = await open(browser, `?variant=${variant}&position=${SLAM}`);
    await setSpeed(page, 'fast');
    await page.click('button[data-pit="F"]');
    // The slam is announced while the move is shown.
    await page.waitFor('.banner');
    assert.match(await page.text('.banner'), /Grand slam|Sweep/);
    await idle(page);
    const shown = await boardState(page);
    assertSame(shown, await warriPlay({ variant, position: SLAM, moves: ['F'] }), variant);
    const result = await page.text('[data-testid="result"]');
    assert.ok(result.includes(end.score), result);
    assert.match(result, end.words);
    await page.close();
  });
}

test('abapa: a grand slam captures nothing, and says so', async () => {
  const page = await open(browser, `?variant=abapa&position=${SLAM}`);
  await setSpeed(page, 'fast');
  await page.click('button[data-pit="F"]');
  await page.waitFor('.banner');
  assert.match(await page.text('.banner'), /captures nothing/);
  await idle(page);
  assertSame(await boardState(page), await warriPlay({ variant: 'abapa', position: SLAM, moves: ['F'] }), 'abapa');
  await page.close();
});

test('wari: the forbidden grand slam is explained and not played', async () => {
  const page = await open(browser, `?variant=wari&position=${SLAM}`);
  await page.click('button[data-pit="F"]');
  const why = await page.text('[data-testid="explanation"]');
  assert.match(why, /grand slam is forbidden in Wari/);
  const shown = await boardState(page);
  assert.equal(shown.pits[5], 2, 'F still holds its seeds');
  assert.equal(shown.toMove, 'south');
  await page.close();
});

test('illegal clicks explain why in words', async () => {
  const page = await open(browser, '?variant=abapa');
  await page.click('button[data-pit="a"]');
  assert.match(await page.text('[data-testid="explanation"]'), /belongs to North; it is South's turn/);
  const page2 = await open(browser, '?variant=abapa&position=3-0-0-5-0-1-0-0-0-0-0-0-20-19-S');
  await page2.click('button[data-pit="A"]');
  assert.match(await page2.text('[data-testid="explanation"]'), /must play a move that sows seeds into it/);
  await page2.click('button[data-pit="B"]');
  assert.match(await page2.text('[data-testid="explanation"]'), /Pit B is empty/);
  await page.close();
  await page2.close();
});

test('at normal speed the seeds are sown one at a time', async () => {
  const page = await open(browser, '?variant=abapa');
  await setSpeed(page, 'normal');
  // Record every state the pits pass through.
  await page.evaluate(() => {
    window.snapshots = [];
    const board = document.querySelector('[data-testid="board"]');
    const snap = () => window.snapshots.push([...'ABCDEFabcdef'].map((l) => Number(board.querySelector(`[data-pit="${l}"]`).dataset.seeds)));
    new MutationObserver(snap).observe(board, { attributes: true, subtree: true, attributeFilter: ['data-seeds'] });
  });
  await page.click('button[data-pit="C"]');
  await idle(page);
  const snaps = await page.evaluate(() => window.snapshots);
  const key = (s) => s.join('-');
  const seen = new Set(snaps.map(key));
  // C lifted, then D, E, F, a filled one after another.
  for (const mid of [
    [4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4],
    [4, 4, 0, 5, 4, 4, 4, 4, 4, 4, 4, 4],
    [4, 4, 0, 5, 5, 4, 4, 4, 4, 4, 4, 4],
    [4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4],
  ]) {
    assert.ok(seen.has(key(mid)), `the board showed ${key(mid)} on the way`);
  }
  assert.deepEqual((await boardState(page)).pits, [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
  await page.close();
});

test('link parameters open a position with moves, straight away', async () => {
  const position = '2-0-0-3-2-1-1-4-4-4-4-4-10-9-S';
  const page = await open(browser, `?variant=bridgetown&position=${position}&moves=D`);
  assert.equal(await page.count('[data-testid="setup"]'), 0, 'no setup dialog in the way');
  assertSame(await boardState(page), await warriPlay({ variant: 'bridgetown', position, moves: ['D'] }), 'link');
  assert.match(await page.text('[data-testid="status"]'), /North to move · South 12 – North 9 · last move D/);
  assert.equal(await page.count('[data-testid="notice"]'), 0);
  await page.close();
});

test('a bad link parameter gives a message and a fresh valid game, never a blank page', async () => {
  for (const [query, words] of [
    ['?variant=wari&position=4-4-4-x', /position "4-4-4-x" is not valid/],
    ['?variant=wahree&moves=C,C', /move 2 "C"/],
    ['?variant=owari', /variant "owari" is not one of abapa/],
  ]) {
    const page = await open(browser, query);
    const notice = '[data-testid="notice"][role="alert"]';
    assert.ok(await page.visible(notice), `${query}: a visible notice`);
    assert.match(await page.text(notice), words);
    const shown = await boardState(page);
    assert.deepEqual(shown.pits, Array(12).fill(4), `${query}: a fresh game`);
    assert.equal(await page.count('button[data-pit]'), 12);
    await page.close();
  }
});

test('undo, redo and the rules-change table', async () => {
  const page = await open(browser, '?variant=wari');
  await setSpeed(page, 'instant');
  await page.click('button[data-pit="C"]');
  await idle(page);
  await page.click('[data-testid="undo"]');
  assert.deepEqual((await boardState(page)).pits, Array(12).fill(4));
  await page.click('[data-testid="redo"]');
  await idle(page);
  assert.equal((await boardState(page)).pits[2], 0);
  await page.click('[data-testid="show-rules"]');
  await page.waitFor('[data-testid="rules-table"]');
  const changed = await page.texts('[data-testid="rules-table"] tr[data-differs="true"] th');
  assert.deepEqual(changed.map((t) => t.replace('changed', '').trim()), ['Grand slam', 'Grand slam as the only move', 'End of game']);
  await page.close();
});
