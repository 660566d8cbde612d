// Never losing a game: a reload keeps the game, the players and the
// settings; saved data of the previous version still loads; corrupted or
// old saved data gives a notice naming the problem and a fresh game; a game
// record or a link imports (the board as `warri play` has it, the tags
// right), and a bad record names its line.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, setSpeed, played, boardState, warriPlay, movesShown, BASE_URL, documentLang, storeFromEmbed } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** A page with storage of its own (a fresh profile), nothing loaded yet. */
function fresh() {
  return open(browser, 'about:blank', { wait: null });
}

/** Loads the site at `query` in `page` and waits for the board. */
async function goto(page, query = '') {
  await page.goto(query, { wait: '[data-testid="board"]', timeout: 15_000 });
}

test('a reload mid-game keeps the position, the move list and the settings', async () => {
  const page = await fresh();
  await goto(page, '?variant=caribbean&lang=fr');
  await setSpeed(page, 'instant');
  for (const [i, m] of ['C', 'f', 'A'].entries()) {
    await page.click(`button[data-pit="${m}"]`);
    await played(page, i + 1);
  }
  const before = await boardState(page);
  // The address without the link's game: the saved game comes back.
  await goto(page, '');
  const after = await boardState(page);
  assert.deepEqual(after, before);
  assert.deepEqual(await movesShown(page), ['C', 'f', 'A']);
  assert.equal(await page.count('[data-testid="setup"]'), 0, 'no setup dialog in the way');
  assert.equal(await page.value('[data-testid="speed"]'), 'instant');
  await documentLang(page, 'fr');
  assert.deepEqual(await page.problems(), []);
  await page.close();
});

test('a reload keeps the players and the match score of a Barbados match', async () => {
  // E9 of docs/rules.md: in Speightstown, South's grand slam F ends the
  // game with North the winner (as `warri play` says): the match stands at
  // South 0 – North 1.
  const position = '2-0-3-0-0-2-1-1-0-0-0-0-19-20-S';
  const expected = await warriPlay({ variant: 'speightstown', position, moves: ['F'] });
  assert.deepEqual([expected.over, expected.result.winner], [true, 'north']);
  const page = await fresh();
  await goto(page, `?variant=speightstown&position=${position}&north=computer&level=2&lang=en`);
  await setSpeed(page, 'instant');
  await page.click('button[data-pit="F"]');
  await page.waitFor('[data-testid="board"][data-over="true"]');
  await page.waitUntil(() => /South 0 – North 1/.test(document.querySelector('[data-testid="match"]')?.textContent ?? ''), undefined, { what: 'the match score after the first game' });
  const score = await page.text('[data-testid="match"]');
  // The address without the link's game: the saved match comes back.
  await goto(page, '');
  assert.equal(await page.text('[data-testid="match"]'), score, 'the match score');
  assert.equal(await page.value('[data-testid="seat-south"]'), 'human');
  assert.equal(await page.value('[data-testid="seat-north"]'), 'computer level 2');
  assert.equal(await page.attr('[data-testid="board"]', 'data-variant'), 'speightstown');
  assert.deepEqual(await page.problems(), []);
  await page.close();
});

test('saved data of version 1 (moves run together) still loads', async () => {
  const page = await fresh();
  await storeFromEmbed(page, {
    'warri.saved': JSON.stringify({
      version: 1, variant: 'caribbean', start: '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S', moves: 'CfA', first: 'south',
      seats: ['2', 'human'], results: [], speed: 'instant', lang: 'nl',
    }),
  });
  await goto(page, '');
  assert.equal(await page.count('[data-testid="notice"]'), 0, 'no notice');
  assert.deepEqual(await movesShown(page), ['C', 'f', 'A']);
  const expected = await warriPlay({ variant: 'caribbean', moves: ['C', 'f', 'A'] });
  const shown = await boardState(page);
  assert.deepEqual([shown.pits, shown.stores, shown.variant], [expected.pits, expected.stores, 'caribbean']);
  assert.equal(await page.value('[data-testid="seat-south"]'), 'computer level 2');
  await documentLang(page, 'nl');
  // Saved again in the current format.
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('warri.saved')));
  assert.equal(saved.version, 2);
  assert.equal(saved.moves, 'C f A');
  assert.deepEqual(await page.problems(), []);
  await page.close();
});

test('corrupted or old saved data gives a short notice naming the problem and a fresh game', async () => {
  const page = await fresh();
  for (const [data, words] of [
    ['{"version":2,"variant":"wari"', /could not be read \(it is not JSON: line 1, column \d+\)/],
    ['{"version":0}', /too old to convert/],
    ['{"version":9}', /could not be read \(version 9 is newer than this warri\)/],
    ['{"version":2,"variant":"wari","start":"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S","moves":"C C C","first":"south","seats":["human","human"],"results":[],"speed":"normal","lang":null}', /could not be read \(move 2 "C": Pit C belongs to South; it is North's turn\)/],
    ['{"version":2,"variant":"wari","start":"4-4-4-4-4-4-4-4-4-4-4-4-0-0-S","moves":"","first":"south","seats":["human","computer level 8"],"results":[],"speed":"normal","lang":null}', /could not be read \(the player "computer level 8" is not human or computer level 1 to 6\)/],
  ]) {
    // One page for every case, its storage emptied before each (the copy
    // kept aside of the last case's text too): a fresh profile each would
    // be a browser session each in WebKit.
    await storeFromEmbed(page, { 'warri.saved': data });
    await goto(page, '');
    const notice = '[data-testid="notice"]';
    // Waited for, not read once: the notice may come a render after the board.
    await page.waitFor(notice).catch((e) => { throw new Error(`${data}: ${e.message}`); });
    assert.match(await page.text(notice), words);
    assert.deepEqual((await boardState(page)).pits, Array(12).fill(4), `${data}: a fresh game`);
    assert.deepEqual(await page.problems(), []);
  }
  await page.close();
});

test('a game record exports with its tags, imports, and a bad one names its line', async () => {
  const page = await fresh();
  // South is the computer, but North is to move: nothing moves by itself.
  await goto(page, '?variant=wahree&moves=C,f,A&south=computer&level=4');
  await page.click('[data-testid="record-button"]');
  const record = await page.value('[data-testid="record"]');
  assert.match(record, /\[Variant "wahree"\]/);
  assert.match(record, /\[South "computer level 4"\]\n\[North "human"\]/);
  assert.match(record, /\[Result "\*"\]/);
  assert.doesNotMatch(record, /\[Position /, 'the usual start needs no Position tag');
  assert.match(record, /1\. C f 2\. A \*/);
  // A bad record: the game stays, the notice names line 3.
  await page.fill('[data-testid="import-text"]', '[Variant "wari"]\n[South "Person"]\n1. C f 2. a');
  await page.click('[data-testid="import-apply"]');
  assert.match(await page.text('[data-testid="notice"]'), /Line 3: move 3 "a": Pit a belongs to North; it is South's turn\. The current game is kept\./);
  assert.equal(await page.attr('[data-testid="board"]', 'data-variant'), 'wahree');
  assert.equal(await page.count('ol[data-testid="moves"] li'), 3);
  // The good one loads, as `warri play` plays it, with the players written
  // as earlier versions wrote them.
  const older = record.replace('wahree', 'abapa').replace('computer level 4', 'Computer level 2').replace('[North "human"]', '[North "Person"]');
  await page.fill('[data-testid="import-text"]', older);
  await page.click('[data-testid="import-apply"]');
  await page.waitFor('[data-testid="board"][data-variant="abapa"]');
  assert.equal(await page.count('[data-testid="notice"]'), 0, 'the notice is gone');
  assert.deepEqual(await movesShown(page), ['C', 'f', 'A']);
  const expected = await warriPlay({ variant: 'abapa', moves: ['C', 'f', 'A'] });
  const shown = await boardState(page);
  assert.deepEqual([shown.pits, shown.stores, shown.toMove], [expected.pits, expected.stores, expected.to_move]);
  assert.equal(await page.value('[data-testid="seat-south"]'), 'computer level 2');
  assert.equal(await page.value('[data-testid="seat-north"]'), 'human');
  assert.deepEqual(await page.problems(), []);
  await page.close();
});

test('a finished game from a position exports its Position and Result, and imports back', async () => {
  const position = '2-0-3-0-0-2-1-1-0-0-0-0-19-20-S';
  const page = await fresh();
  await goto(page, `?variant=bridgetown&position=${position}&moves=F`);
  await page.click('[data-testid="record-button"]');
  const record = await page.value('[data-testid="record"]');
  const expected = await warriPlay({ variant: 'bridgetown', position, moves: ['F'] });
  const [s, n] = expected.result.score;
  assert.match(record, new RegExp(`\\[Position "${position}"\\]`));
  assert.match(record, new RegExp(`\\[Result "${s}-${n}"\\]`));
  assert.match(record, new RegExp(`1\\. F ${s}-${n}\\n$`));
  await goto(page, '?variant=abapa');
  await page.click('[data-testid="record-button"]');
  await page.fill('[data-testid="import-text"]', record);
  await page.click('[data-testid="import-apply"]');
  await page.waitFor('[data-testid="board"][data-variant="bridgetown"][data-over="true"]');
  const shown = await boardState(page);
  assert.deepEqual([shown.pits, shown.stores], [expected.pits, expected.stores]);
  assert.match(await page.text('[data-testid="result"]'), new RegExp(`${s}–${n}`));
  await page.close();
});

test('a warri link imports its game and players, and a bad one says what is wrong', async () => {
  const position = '6-0-0-0-0-2-1-1-0-0-0-0-19-19-S';
  const page = await fresh();
  await goto(page, '?variant=wari');
  await page.click('[data-testid="record-button"]');
  await page.fill('[data-testid="import-text"]', `${BASE_URL}?variant=owari&moves=C`);
  await page.click('[data-testid="import-apply"]');
  assert.match(await page.text('[data-testid="notice"]'), /variant "owari" is not one of/);
  assert.equal(await page.attr('[data-testid="board"]', 'data-variant'), 'wari', 'the game is kept');
  await page.fill('[data-testid="import-text"]', `${BASE_URL}?variant=caribbean&position=${position}&moves=F,A&south=computer&level=2`);
  await page.click('[data-testid="import-apply"]');
  await page.waitFor('[data-testid="board"][data-variant="caribbean"]');
  const expected = await warriPlay({ variant: 'caribbean', position, moves: ['F', 'A'] });
  const shown = await boardState(page);
  assert.deepEqual([shown.pits, shown.stores, shown.toMove], [expected.pits, expected.stores, expected.to_move]);
  assert.deepEqual(await movesShown(page), ['F', 'A']);
  assert.equal(expected.to_move, 'north', 'South, the computer, is not to move');
  assert.equal(await page.value('[data-testid="seat-south"]'), 'computer level 2');
  assert.equal(await page.count('[data-testid="notice"]'), 0);
  await page.close();
});
