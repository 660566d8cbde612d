// The replay viewer (?view=replay) and the rules card (?view=rules-card),
// for the wiki editor: a whole game stepped forward and back, the board
// checked against `warri play --each-ply` at every ply, captions in the
// page's language, the keys, autoplay and looping, the author's captions
// from the link, a continue link at the shown ply, bad parameters named in
// the page's language, and both views inside sandboxed iframes.
//
// The captions' words are the same compiled Rust in every engine, and
// crates/warri-web/tests/captions.rs checks them natively, whole sentences
// written out by hand in English and Russian: a plain sowing, laps, chains,
// one grand slam in each variant, Caribbean's extra move, the ends by 25
// and by repetition, and the start of a replay. Here the page is checked
// to show them (only the sowing phrase is matched). Firefox and WebKit run
// the short form (the author's captions and the continue link; autoplay's
// timers; the rules card's narrow layout; the sandboxed frames), the whole
// games stepped through (and with them the replay's keys, which only
// Chromium presses), records and bad parameters only Chromium (helpers.mjs,
// LONG_FORM).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, sharedPage, BASE_URL, boardState, boardBecomes, warriPlay, warriEachPly, seeded, setSpeed, hostPage, LONG_FORM } from './helpers.mjs';

let browser;
// The replays' links name everything they show: one page for them.
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

const BOARD = '[data-testid="board"]';

/** A random game of `plies` moves (or to its end), chosen with `warri play`. */
async function randomGame(variant, plies, seed) {
  const random = seeded(seed);
  const moves = [];
  for (let i = 0; i < plies; i++) {
    const state = await warriPlay({ variant, moves });
    if (state.over) break;
    moves.push(state.legal[Math.floor(random() * state.legal.length)]);
  }
  return moves;
}

/** Waits until the board shows ply `n`, at rest. */
async function at(page, n) {
  await page.waitFor(`${BOARD}[data-ply="${n}"][data-busy="false"]`, { timeout: 20_000 });
}

/** The board at the shown ply, against `warri play --each-ply`'s state. */
async function checkPly(page, expected, n, where) {
  const shown = await boardState(page);
  assert.deepEqual({ pits: shown.pits, stores: shown.stores }, { pits: expected[n].pits, stores: expected[n].stores }, `${where}: ply ${n}`);
  assert.equal(shown.toMove ?? '', expected[n].to_move ?? '', `${where}: ply ${n}, to move`);
}

for (const [variant, lang, sows, start] of [['wari', 'nl', /zaait \d+ za(ad|den) uit [A-Fa-f]\./, /Beginstelling/], ['wahree', 'ru', /сеет \d+ (семя|семени|семян) из лунки [A-Fa-f]\./, /Начальная позиция/]]) {
  test(`a ${variant} replay in ${lang} steps through the whole game, as warri play has it at every ply`, { skip: LONG_FORM }, async () => {
    const moves = await randomGame(variant, 40, variant.length);
    const expected = await warriEachPly({ variant, moves });
    const page = await shared.visit(`?view=replay&variant=${variant}&moves=${moves.join(',')}&lang=${lang}`);
    await setSpeed(page, 'instant');
    assert.equal(await page.count('[data-testid="replay"] button'), 5);
    assert.equal(await page.count('[data-testid="notice"]'), 0);
    await at(page, 0);
    await checkPly(page, expected, 0, variant);
    assert.match(await page.text('[data-testid="caption"]'), start);
    assert.notEqual(await page.attr('[data-testid="replay-prev"]', 'disabled'), null, 'nothing before the start');
    for (let n = 1; n <= moves.length; n++) {
      await page.click('[data-testid="replay-next"]');
      await at(page, n);
      await checkPly(page, expected, n, variant);
      const caption = await page.text('[data-testid="caption"]');
      assert.match(caption, sows, `ply ${n}: the caption says the move in the page's language: ${caption}`);
    }
    assert.notEqual(await page.attr('[data-testid="replay-next"]', 'disabled'), null, 'nothing after the end');
    for (let n = moves.length - 1; n >= 0; n--) {
      await page.click('[data-testid="replay-prev"]');
      await at(page, n);
      await checkPly(page, expected, n, variant);
    }
    // The keys: End, Home, → and ← (the board's pits are not played).
    await page.focus('[data-testid="replay-play"]');
    await page.press('End');
    await at(page, moves.length);
    await checkPly(page, expected, moves.length, variant);
    await page.press('Home');
    await at(page, 0);
    await page.press('ArrowRight');
    await at(page, 1);
    await page.press('ArrowRight');
    await at(page, 2);
    await page.press('ArrowLeft');
    await at(page, 1);
    await checkPly(page, expected, 1, variant);
    await page.press('a');
    assert.equal(await page.attr(BOARD, 'data-ply'), '1', 'a letter key plays nothing in a replay');
    await page.click('[data-testid="replay-last"]');
    await at(page, moves.length);
    await page.click('[data-testid="replay-first"]');
    await at(page, 0);
    assert.deepEqual(await page.problems(), []);
  });
}

test('autoplay plays the replay to its end by itself, and loop=1 starts it again', async () => {
  const moves = ['C', 'f', 'A', 'b'];
  const page = await shared.visit(`?view=replay&variant=abapa&moves=${moves.join(',')}&autoplay=1`);
  // When the shown ply changes: autoplay's pace, and whether a pause holds.
  await page.evaluate(() => {
    window.plyChanges = [];
    new MutationObserver(() => window.plyChanges.push([performance.now(), document.querySelector('[data-testid="board"]')?.dataset.ply]))
      .observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-ply'] });
  });
  await setSpeed(page, 'fast');
  assert.equal(await page.attr('[data-testid="replay-play"]', 'data-playing'), 'true', 'playing');
  await page.waitFor(`${BOARD}[data-ply="4"]`, { timeout: 30_000 });
  await page.waitFor('[data-testid="replay-play"][data-playing="false"]', { timeout: 10_000 });
  const end = await warriPlay({ variant: 'abapa', moves });
  await boardBecomes(page, end, 'the last position');
  // Play again from the end starts at the beginning; pause stops it there.
  await page.click('[data-testid="replay-play"]');
  await page.waitFor(`${BOARD}[data-ply="1"]`, { timeout: 10_000 });
  await page.click('[data-testid="replay-play"]');
  await page.waitFor('[data-testid="replay-play"][data-playing="false"]');
  const paused = await page.attr(BOARD, 'data-ply');
  // Paused for twice the longest step autoplay took, nothing moves on.
  const pace = await page.evaluate(() => {
    const t = window.plyChanges.map(([ms]) => ms);
    return Math.max(...t.slice(1).map((ms, i) => ms - t[i]));
  });
  assert.ok(pace > 0 && pace < 10_000, `autoplay's pace: ${pace} ms a step`);
  const since = await page.evaluate(() => performance.now());
  await page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), 2 * pace);
  const after = await page.evaluate((t0) => window.plyChanges.filter(([ms]) => ms > t0).map(([, ply]) => ply), since);
  assert.deepEqual(after, [], `paused at ply ${paused}, nothing moved on`);
  await at(page, paused);

  const looping = await shared.visit(`?view=replay&variant=abapa&moves=C,f&autoplay=1&loop=1&lang=fr`);
  await setSpeed(looping, 'fast');
  await looping.waitFor(`${BOARD}[data-ply="2"]`, { timeout: 20_000 });
  await looping.waitFor(`${BOARD}[data-ply="0"]`, { timeout: 20_000 });
  assert.equal(await looping.attr('[data-testid="replay-play"]', 'data-playing'), 'true', 'still playing, from the start');
  assert.match(await looping.text('[data-testid="caption"]'), /Position de départ/);
});

test("the author's captions come with the link, and the game continues at the shown ply", async () => {
  const q = '?view=replay&variant=caribbean&moves=C,f,A&c0=' + encodeURIComponent('Watch South’s first move & its sowing') + '&c2=' + encodeURIComponent('North answers');
  const page = await shared.visit(q);
  await setSpeed(page, 'instant');
  assert.equal(await page.text('[data-testid="author-caption"]'), 'Watch South’s first move & its sowing');
  await page.click('[data-testid="replay-next"]');
  await at(page, 1);
  assert.equal(await page.count('[data-testid="author-caption"]'), 0, 'no caption of its own at ply 1');
  assert.match(await page.text('[data-testid="caption"]'), /South sows 4 seeds from C\./);
  await page.click('[data-testid="replay-next"]');
  await at(page, 2);
  assert.equal(await page.text('[data-testid="author-caption"]'), 'North answers');
  const href = new URL(await page.attr('[data-testid="replay-continue"]', 'href'));
  assert.equal(href.searchParams.get('moves'), 'C,f', 'the game as far as shown');
  assert.equal(href.searchParams.get('variant'), 'caribbean');
  assert.equal(href.searchParams.get('view'), null, 'the full game, not a replay');
  // That link opens the game there, ready to play on.
  const game = await shared.visit(href.href);
  assert.equal(await game.attr(BOARD, 'data-to-move'), 'south');
  const expected = await warriPlay({ variant: 'caribbean', moves: ['C', 'f'] });
  assert.deepEqual((await boardState(game)).pits, expected.pits);
  assert.ok(await game.count('button.pit.playable') > 0);
});

test("a record's comments become a replay's captions", { skip: LONG_FORM }, async () => {
  const page = await shared.visit('?variant=abapa&lang=nl');
  await page.click('[data-testid="record-button"]');
  await page.fill('[data-testid="import-text"]', '[Variant "wari"]\n{Zo begint Wari}\n1. C {Zuid opent} f *');
  await page.click('[data-testid="import-replay"]');
  await page.waitFor('[data-testid="replay"]');
  await setSpeed(page, 'instant');
  assert.equal(await page.attr(BOARD, 'data-variant'), 'wari');
  assert.equal(await page.text('[data-testid="author-caption"]'), 'Zo begint Wari');
  await page.click('[data-testid="replay-next"]');
  await at(page, 1);
  assert.equal(await page.text('[data-testid="author-caption"]'), 'Zuid opent');
  assert.match(await page.text('[data-testid="caption"]'), /Zuid zaait 4 zaden uit C\./);
  // Close returns to the game the page showed before.
  await page.click('[data-testid="replay-close"]');
  await page.waitFor('[data-testid="new-game"]');
  assert.equal(await page.attr(BOARD, 'data-variant'), 'abapa');
  assert.equal(await page.count('[data-testid="replay"]'), 0);
  // A record that cannot be read is named, and nothing changes.
  const other = await shared.visit('?variant=abapa&moves=C&lang=en');
  await other.click('[data-testid="record-button"]');
  await other.fill('[data-testid="import-text"]', '[Variant "wari"]\n1. C {never closed');
  await other.click('[data-testid="import-replay"]');
  await other.waitFor('[data-testid="notice"]');
  assert.match(await other.text('[data-testid="notice"]'), /Line 2: a comment is not closed/);
  assert.equal(await other.count('[data-testid="replay"]'), 0);
});

test('bad replay parameters are named in the page language, and the replay still opens', { skip: LONG_FORM }, async () => {
  const page = await shared.visit('?view=replay&variant=wari&moves=C,f&ply=9&c7=hello&loop=maybe&lang=fr');
  const notices = (await page.texts('[data-testid="notice"]')).join(' | ');
  assert.match(notices, /ply/);
  assert.match(notices, /«\s9\s»/);
  assert.match(notices, /c7/);
  assert.match(notices, /loop\s«\smaybe\s»/);
  assert.equal(await page.attr(BOARD, 'data-ply'), '0', 'from the start');
  assert.equal(await page.count('[data-testid="replay"]'), 1);
  const unknown = await shared.visit('?view=slideshow&lang=nl');
  assert.match((await unknown.texts('[data-testid="notice"]')).join(' '), /De weergave “slideshow” in de link is geen van deze: game, replay, rules-card, edit/);
  assert.equal(await unknown.count('[data-testid="replay"]'), 0, 'the game instead');
});

test('the rules card shows the table alone, in every language, narrow enough for a sidebar', async () => {
  for (const lang of ['en', 'nl', 'fr', 'ru']) {
    const page = await open(browser, `?view=rules-card&variant=speightstown&lang=${lang}`, { wait: '[data-testid="rules-table"]', viewport: { width: 300, height: 700 } });
    assert.equal(await page.count(BOARD), 0, `${lang}: no board`);
    assert.ok(await page.count('[data-testid="rules-table"] tr.differs') > 0, `${lang}: the changed rules`);
    assert.equal(await page.attr('html', 'lang'), lang);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${lang}: no horizontal scrolling at 300 px (${overflow} px)`);
    assert.match(await page.attr('[data-testid="open-full"]', 'href'), /variant=speightstown/);
    assert.deepEqual(await page.problems(), []);
    await page.close();
  }
});

test('a replay and a rules card play inside sandboxed iframes of another site', async () => {
  const src = (q) => new URL(q, BASE_URL).href.replace(/&/g, '&amp;');
  const host = await hostPage(`<!doctype html><html lang="en"><head><title>A wiki page</title></head><body>
    <iframe id="replay" src="${src('?view=replay&embed=1&variant=wahree&moves=C,f,A&lang=nl')}" width="420" height="520" sandbox="allow-scripts allow-same-origin allow-popups"></iframe>
    <iframe id="card" src="${src('?view=rules-card&embed=1&variant=wari&lang=ru')}" width="300" height="700" sandbox="allow-scripts allow-same-origin allow-popups"></iframe>
    </body></html>`);
  const page = await open(browser, host.url, { wait: 'iframe' });
  const replay = await page.frame('#replay');
  await replay.waitFor(BOARD, { timeout: 15_000 });
  assert.equal(await replay.count('header.top'), 0, 'no page chrome in an embed');
  await replay.click('[data-testid="replay-last"]');
  await replay.waitFor(`${BOARD}[data-ply="3"]`);
  const expected = await warriPlay({ variant: 'wahree', moves: ['C', 'f', 'A'] });
  assert.deepEqual((await boardState(replay)).pits, expected.pits);
  assert.match(await replay.text('[data-testid="caption"]'), /Zuid zaait/);
  const card = await page.frame('#card');
  await card.waitFor('[data-testid="rules-table"]', { timeout: 15_000 });
  assert.match(await card.text('[data-testid="variant-name"]'), /Wari/);
  assert.deepEqual(await page.problems(), []);
  await page.close();
  await host.close();
});
