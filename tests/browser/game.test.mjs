// The playable game: whole games in every variant played by clicking pits,
// checked ply by ply against the `warri` command; grand slams; the sowing
// animation; explanations of illegal clicks; link parameters. Every engine
// runs all of it — clicks, rendering and the animation's timers are the
// engine's own — except that the whole game by clicking is played in every
// variant in Chromium only, and in one elsewhere, of a different family in
// Firefox and in WebKit (`BY_CLICKING`): the clicking and drawing are the
// same in every variant, the rules the same compiled Rust in every engine
// (all six are played natively too).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, sharedPage, setSpeed, played, boardState, warriPlay, warriEachPly, seeded, ENGINE, LONG_FORM } from './helpers.mjs';

let browser;
// The tests whose link names the whole game share one page.
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

const VARIANTS = ['abapa', 'wari', 'caribbean', 'speightstown', 'bridgetown', 'wahree'];
/**
 * The variants each engine plays whole by clicking: every one in Chromium;
 * elsewhere the short form (`LONG_FORM`), Oware in Firefox and Barbados
 * Warri in WebKit, so that each family is played by clicking in an engine
 * beside Chromium. Both were played in both until issue 37's eighth part:
 * a game by clicking took 5–30 s of the run in each.
 */
const BY_CLICKING = { firefox: ['abapa'], webkit: ['speightstown'] }[ENGINE] ?? VARIANTS;

/** The board must show exactly the state `warri play` reports. */
function assertSame(shown, expected, where) {
  assert.deepEqual(shown.pits, expected.pits, `${where}: pits`);
  assert.deepEqual(shown.stores, expected.stores, `${where}: stores`);
  assert.equal(shown.toMove, expected.to_move ?? '', `${where}: player to move`);
  assert.equal(shown.over, expected.over, `${where}: over`);
}

for (const [i, variant] of VARIANTS.entries()) {
  const skip = BY_CLICKING.includes(variant) ? false : LONG_FORM;
  test(`${variant}: a whole game by clicking, ply by ply as \`warri play\` says`, { skip }, async () => {
    const page = await open(browser, `?variant=${variant}`);
    await setSpeed(page, 'instant');
    const random = seeded(1000 + i);
    // Played by clicking one of the pits the page offers, one wait per ply;
    // what it showed after each ply (and offered) is then held against one
    // `warri play --each-ply` of the whole game.
    const moves = [];
    const shown = [await played(page, 0)];
    while (!shown.at(-1).over) {
      const offered = shown.at(-1).playable;
      assert.ok(offered.length > 0, `${variant} after ${moves.join(' ')}: a pit to play`);
      const move = offered[Math.floor(random() * offered.length)];
      await page.click(`button[data-pit="${move}"]`);
      moves.push(move);
      shown.push(await played(page, moves.length));
      assert.ok(moves.length < 1000, 'the game ends');
    }
    const expected = await warriEachPly({ variant, moves });
    assert.equal(expected.length, moves.length + 1, 'warri play took every move');
    for (const [n, state] of expected.entries()) {
      const where = `${variant} after ${moves.slice(0, n).join(' ') || 'no move'}`;
      assertSame(shown[n], state, where);
      assert.deepEqual([...shown[n].playable].sort(), [...(state.over ? [] : state.legal)].sort(), `${where}: the pits offered are the legal moves`);
    }
    const end = expected.at(-1);
    const result = await page.text('[data-testid="result"]');
    const [s, n] = end.result.score;
    assert.ok(result.includes(`${s}–${n}`), `result "${result}" shows the score ${s}–${n}`);
    const winner = end.result.winner;
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
    const page = await shared.visit(`?variant=${variant}&position=${SLAM}`);
    await setSpeed(page, 'fast');
    await page.click('button[data-pit="F"]');
    // The slam is announced while the move is shown.
    await page.waitFor('.banner');
    assert.match(await page.text('.banner'), /Grand slam|Sweep/);
    const shown = await played(page, 1);
    assertSame(shown, await warriPlay({ variant, position: SLAM, moves: ['F'] }), variant);
    const result = await page.text('[data-testid="result"]');
    assert.ok(result.includes(end.score), result);
    assert.match(result, end.words);
  });
}

test('abapa: a grand slam captures nothing, and says so', async () => {
  const page = await shared.visit(`?variant=abapa&position=${SLAM}`);
  await setSpeed(page, 'fast');
  await page.click('button[data-pit="F"]');
  await page.waitFor('.banner');
  assert.match(await page.text('.banner'), /captures nothing/);
  assertSame(await played(page, 1), await warriPlay({ variant: 'abapa', position: SLAM, moves: ['F'] }), 'abapa');
});

test('wari: the forbidden grand slam is explained and not played', async () => {
  const page = await shared.visit(`?variant=wari&position=${SLAM}`);
  await page.click('button[data-pit="F"]');
  const why = await page.text('[data-testid="explanation"]');
  assert.match(why, /grand slam is forbidden in Wari/);
  const shown = await boardState(page);
  assert.equal(shown.pits[5], 2, 'F still holds its seeds');
  assert.equal(shown.toMove, 'south');
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
  // The move shown to its end (not the board before it began).
  const end = await played(page, 1, { timeout: 30_000 });
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
  assert.deepEqual(end.pits, [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
  await page.close();
});

test('link parameters open a position with moves, straight away', async () => {
  const position = '2-0-0-3-2-1-1-4-4-4-4-4-10-9-S';
  const page = await shared.visit(`?variant=bridgetown&position=${position}&moves=D`);
  assert.equal(await page.count('[data-testid="setup"]'), 0, 'no setup dialog in the way');
  assertSame(await boardState(page), await warriPlay({ variant: 'bridgetown', position, moves: ['D'] }), 'link');
  assert.match(await page.text('[data-testid="status"]'), /North to move · South 12 – North 9 · last move D/);
  assert.equal(await page.count('[data-testid="notice"]'), 0);
});

test('a bad link parameter gives a message and a fresh valid game, never a blank page', async () => {
  for (const [query, words] of [
    ['?variant=wari&position=4-4-4-x', /position "4-4-4-x" is not valid/],
    ['?variant=wahree&moves=C,C', /move 2 "C"/],
    ['?variant=owari', /variant "owari" is not one of abapa/],
  ]) {
    const page = await open(browser, query);
    const notice = '[data-testid="notice"][role="alert"]';
    // Waited for, not read once: the notice may come a render after the board.
    await page.waitFor(notice).catch((e) => { throw new Error(`${query}: ${e.message}`); });
    assert.match(await page.text(notice), words);
    const shown = await boardState(page);
    assert.deepEqual(shown.pits, Array(12).fill(4), `${query}: a fresh game`);
    assert.equal(await page.count('button[data-pit]'), 12);
    await page.close();
  }
});

// warri's choices, by hand from docs/rules.md section 4: every variant's
// 25-end and first repetition; Speightstown's draw below 25; a match's next
// starter; Wahree's 25 and its cycle award. The rows of the rules-change
// table, in its order: grand slam, grand slam as the only move, other
// captures, feeding, end of game, no legal move, repetition, winner, match.
const CHOSEN_ROWS = {
  abapa: [4, 6], wari: [4, 6], caribbean: [4, 6], speightstown: [4, 6, 7, 8], bridgetown: [4, 6, 8], wahree: [4, 6],
};
const CHOICES = {
  abapa: ['seeds-at-25', 'first-repetition'],
  speightstown: ['seeds-at-25', 'first-repetition', 'draw-below-25', 'next-starter'],
  wahree: ['seeds-at-25', 'wahree-25', 'first-repetition', 'wahree-cycle'],
};

test('warri\'s choices are marked wherever the rules are stated, and each mark leads to its reason', async () => {
  const page = await shared.visit('?view=rules-card&variant=abapa&lang=en', { wait: '[data-testid="rules-table"]' });
  for (const [variant, rows] of Object.entries(CHOSEN_ROWS)) {
    await page.goto(`?view=rules-card&variant=${variant}&lang=nl`, { wait: '[data-testid="rules-table"]' });
    const marked = await page.evaluate(() => [...document.querySelectorAll('[data-testid="rules-table"] tbody tr')]
      .map((tr, i) => [i, tr.dataset.choice, tr.querySelectorAll('.choice-mark').length, tr.dataset.source ?? null]));
    assert.equal(marked.length, 9, variant);
    assert.deepEqual(marked.filter(([, c]) => c === 'warri').map(([i]) => i), rows, `${variant}: the rows that are warri's choices`);
    for (const [i, c, marks, source] of marked) {
      assert.equal(marks > 0, c === 'warri', `${variant} row ${i}: a mark exactly where the row is a choice`);
      assert.ok(source !== null || c === 'warri', `${variant} row ${i}: a source, or marked as a choice`);
    }
    // Only Wahree's cycle award rests on no source at all.
    assert.deepEqual(marked.filter(([, , , s]) => s === null).map(([i]) => i), variant === 'wahree' ? [6] : [], variant);
    assert.match(await page.text('.rules-sources'), /^Bronnen: .*✱ wijst op een keuze van warri\. De woorden van het spel in vier talen$/, variant);
    assert.match(await page.attr('.rules-sources a[data-testid="glossary-link"]', 'href'), /view=glossary&lang=nl/, `${variant}: the glossary, from the table`);
  }
  for (const [variant, keys] of Object.entries(CHOICES)) {
    await page.goto(`?view=rules&variant=${variant}&lang=fr`, { wait: '[data-testid="rules-page"] section[data-topic="choices"]' });
    const explained = await page.evaluate(() => [...document.querySelectorAll('section[data-topic="choices"] p[data-choice="warri"]')].map((p) => p.id));
    assert.deepEqual(explained, keys.map((k) => `choice-${k}`), `${variant}: its choices explained`);
    // Every paragraph that states a choice is marked, and every choice is
    // stated somewhere in the rules above its explanation.
    const stated = await page.evaluate(() => [...document.querySelectorAll('section:not([data-topic="choices"]) p[data-choice="warri"] .choice-mark')]
      .flatMap((a) => a.dataset.choiceKey.split(' ')));
    assert.deepEqual([...new Set(stated)].sort(), [...keys].sort(), `${variant}: the choices its paragraphs mark`);
    // One mark per paragraph, whatever it states.
    assert.equal(await page.count('p[data-choice="warri"] .choice-mark + .choice-mark'), 0, `${variant}: one mark each`);
    assert.match(await page.text('section[data-topic="end"] p[data-choice="warri"] .choice-mark'), /choix de warri/);
  }
  // A mark on the rules page shows the reason on the same page.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Wahree's 25-end states two choices: its mark leads to the first.
  await page.click('section[data-topic="end"] .choice-mark[data-choice-key="seeds-at-25 wahree-25"]');
  await page.waitUntil(() => {
    const r = document.getElementById('choice-seeds-at-25')?.getBoundingClientRect();
    return r && r.top >= -1 && r.bottom <= window.innerHeight + 1;
  }, undefined, { what: 'the reason scrolled into view' });
  assert.match(await page.url(), /view=rules&variant=wahree/, 'still the same page');
});

test('undo, redo and the rules-change table', async () => {
  const page = await open(browser, '?variant=wari');
  await setSpeed(page, 'instant');
  await page.click('button[data-pit="C"]');
  await played(page, 1);
  await page.click('[data-testid="undo"]');
  assert.deepEqual((await played(page, 0)).pits, Array(12).fill(4));
  await page.click('[data-testid="redo"]');
  assert.equal((await played(page, 1)).pits[2], 0);
  await page.click('[data-testid="show-rules"]');
  await page.waitFor('[data-testid="rules-table"]');
  const changed = await page.texts('[data-testid="rules-table"] tr[data-differs="true"] th');
  assert.deepEqual(changed.map((t) => t.replace('changed', '').trim()), ['Grand slam', 'Grand slam as the only move', 'End of game']);
  await page.close();
});
