// The computer opponent in the browser: a whole game against it at level 1
// and the start of one at level 6 (run in the web worker), computer against
// computer, the thinking indicator, taking over a side, the link's level, a
// worker that cannot load (named at once) or hangs (the watchdog), and
// hints. Every engine: the worker, its loading and its timing are the
// engine's own. A whole game at level 6 (strength: the same compiled Rust),
// a hint (its search and words: the same compiled Rust, asked of the same
// worker as a move) and the hung worker run in Chromium only; the hung
// worker's page is opened first and checked last, its watchdog's 30 s
// spent meanwhile.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, sharedPage, setSpeed, idle, played, settled, boardState, movesShown, warriPlay, warriEachPly, seeded, serveDist, keep, ENGINE, LONG_FORM } from './helpers.mjs';

let browser;
const HUNG_SKIP = ENGINE !== 'chromium' && `${ENGINE}: the watchdog is the page's own timer (same compiled Rust); its 30 s are spent once, in Chromium`;
/** The hung computer's page (`startHung`), opened first; a failure to open it is its test's. */
let hung = null;
// The tests whose link names the whole game share one page.
let shared;
before(async () => {
  browser = await launch();
  shared = sharedPage(browser);
  if (!HUNG_SKIP) {
    hung = startHung();
    hung.catch(() => { /* its test reports it */ });
  }
});
after(async () => {
  // Its test did not run (a filter): its page and server go now.
  await hung?.then(({ server, page }) => Promise.all([page.close(), server.close()]), () => {});
  await shared?.close();
  await browser?.close();
});

/**
 * Plays South by clicking random pits among those the page offers until
 * the game is over; the computer plays North. One wait per ply: for the
 * next move shown (South's, or the computer's reply). Returns the moves and
 * `warri play --each-ply`'s states, against which every state shown (and
 * the pits offered to South) is checked.
 */
async function playAgainstComputer(page, variant, seed) {
  const random = seeded(seed);
  const seen = new Map();
  let state = await settled(page, 0);
  for (let turn = 0; turn < 1000 && !state.over; turn++) {
    seen.set(state.moves.length, state);
    if (state.toMove === 'south') {
      const move = state.playable[Math.floor(random() * state.playable.length)];
      await page.click(`button[data-pit="${move}"]`);
    }
    // South's move, or the computer's, once shown.
    state = await settled(page, state.moves.length + 1);
  }
  assert.ok(state.over, 'the game ended');
  seen.set(state.moves.length, state);
  const { moves } = state;
  const expected = await warriEachPly({ variant, moves });
  for (const [n, shown] of seen) {
    const where = `after ${moves.slice(0, n).join(' ') || 'no move'}`;
    assert.deepEqual([shown.pits, shown.stores], [expected[n].pits, expected[n].stores], where);
    if (shown.toMove === 'south' && !shown.over) assert.deepEqual([...shown.playable].sort(), [...expected[n].legal].sort(), `${where}: South is offered the legal moves`);
  }
  return { moves, expected: expected.at(-1) };
}

test('a whole game against the computer at level 1', async () => {
  const page = await shared.visit('?variant=wahree&north=computer&level=1');
  await setSpeed(page, 'instant');
  const { moves, expected } = await playAgainstComputer(page, 'wahree', 11);
  assert.ok(moves.length > 10);
  const result = await page.text('[data-testid="result"]');
  assert.ok(result.includes(`${expected.result.score[0]}–${expected.result.score[1]}`), result);
  assert.deepEqual(await page.problems(), []);
});

test('the computer at level 6 shows that it is thinking, and the page answers meanwhile', async () => {
  const page = await shared.visit('?variant=abapa&north=computer&level=6');
  await setSpeed(page, 'instant');
  await page.click('button[data-pit="C"]');
  // Level 6 thinks for about a second: the indicator shows meanwhile and the
  // page stays responsive (the speed control still answers).
  assert.match(await thinkingText(page), /North \(computer, level 6\) is thinking/);
  await setSpeed(page, 'fast');
  await setSpeed(page, 'instant');
  const { moves, ...shown } = await settled(page, 2);
  const expected = (await warriEachPly({ variant: 'abapa', moves })).at(-1);
  assert.deepEqual([shown.pits, shown.stores, shown.toMove], [expected.pits, expected.stores, expected.to_move], `after ${moves.join(' ')}`);
  assert.equal(await page.count('[data-testid="thinking"]'), 0, 'the line goes once the computer has moved');
});

test('near the end the computer plays on while its endgame tables are built beside it: each move after its thinking line, none held up', async (t) => {
  // 20 seeds on the board: the computer (level 6, a second a move) probes
  // the endgame tables from here. A second worker builds them (seconds in a
  // browser); no move waits for them. In the page, each move shown is taken
  // in order with the thinking line that came before it. How long the moves
  // took is reported, not asserted: speed is BENCHMARKS.md's (a busy
  // machine slows every move alike); what a player would see go wrong here
  // is a move without its thinking line, a move out of turn, or none.
  const page = await open(browser, '?variant=wari&position=2-2-2-2-2-0-2-2-2-2-1-1-14-14-S&south=computer&north=computer&level=6');
  await setSpeed(page, 'instant');
  const seen = await page.evaluate(() => new Promise((resolve) => {
    const events = [];
    // Moves shown before the page was first looked at are not counted.
    const listed = () => document.querySelectorAll('ol[data-testid="moves"] li').length;
    const already = listed();
    let moves = already;
    let line = null;
    const start = performance.now();
    const look = () => {
      // The moves first: a move and the next side's line drawn together
      // come in that order.
      const count = listed();
      while (moves < count) {
        moves += 1;
        events.push({ kind: 'move', at: Math.round(performance.now() - start) });
      }
      // A line shown, or one naming the other side now.
      const now = document.querySelector('[data-testid="thinking"]')?.textContent.trim() ?? null;
      if (now != null && now !== line) events.push({ kind: 'thinking', at: Math.round(performance.now() - start), line: now });
      line = now;
      if (moves - already >= 5 || document.querySelector('[data-testid="board"][data-over="true"]')) {
        observer.disconnect();
        resolve({ events, notice: document.querySelector('[data-testid="notice"]')?.textContent.trim() ?? null });
      }
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    look();
    // Past the page's watchdog (the thinking time and 30 s), so that a
    // computer that hung is named by the page, one merely slow is not.
    setTimeout(() => {
      observer.disconnect();
      resolve({ events, notice: document.querySelector('[data-testid="notice"]')?.textContent.trim() ?? 'none' });
    }, 35_000);
  }));
  const moves = seen.events.filter((e) => e.kind === 'move');
  t.diagnostic(`level 6 near the end, ms from the page's first look to each move: ${moves.map((m) => m.at).join(', ')}`);
  assert.equal(seen.notice, null, `no notice while the computer plays (events: ${JSON.stringify(seen.events)})`);
  assert.ok(moves.length >= 5, `five moves or the game's end: ${JSON.stringify(seen.events)}`);
  // Thinking line, move, thinking line, move …: every move had its line
  // shown before it, and none came between a line and its move.
  const order = seen.events.map((e) => e.kind[0]).join('');
  assert.match(order, /^(tm)+t?$/, `each move after its own thinking line (t: the line shown, m: a move): ${order}`);
  await page.close();
});

// The search is the same compiled Rust in every engine (and checked
// natively); the worker, the thinking line and whole games against the
// computer run in every engine above.
test('a whole game against the computer at level 6: full strength beats random play', { skip: LONG_FORM }, async () => {
  const page = await shared.visit('?variant=abapa&north=computer&level=6');
  await setSpeed(page, 'instant');
  const { expected } = await playAgainstComputer(page, 'abapa', 12);
  // Full strength beats random play, and the result says so.
  assert.equal(expected.result.winner, 'north', `level 6 lost to random moves: ${JSON.stringify(expected.result)}`);
  const result = await page.text('[data-testid="result"]');
  assert.match(result, new RegExp(`North wins ${expected.result.score[0]}–${expected.result.score[1]}`));
  assert.deepEqual(await page.problems(), []);
});

test('computer against computer plays a whole game by itself', async () => {
  const page = await shared.visit('?variant=caribbean&south=computer&north=computer&level=1');
  await setSpeed(page, 'instant');
  await page.waitFor('[data-testid="board"][data-over="true"]', { timeout: 120_000 });
  const moves = await movesShown(page);
  const expected = await warriPlay({ variant: 'caribbean', moves });
  assert.equal(expected.over, true);
  assert.deepEqual((await boardState(page)).stores, expected.stores);
});

test('a person can take over the computer\'s side', async () => {
  const page = await shared.visit('?variant=abapa&south=computer&north=computer&level=1');
  await setSpeed(page, 'slow');
  await page.select('[data-testid="seat-south"]', 'human');
  await page.select('[data-testid="seat-north"]', 'human');
  await setSpeed(page, 'instant');
  await idle(page);
  const before = (await movesShown(page)).length;
  assert.equal(await page.count('[data-testid="thinking"]'), 0, 'nobody is thinking for the people');
  // The worker answers in the order it is asked: once the hint asked now
  // has come back, any move the computer was still asked for has come back
  // too, and must not have been played.
  await page.click('[data-testid="hint-button"]');
  await page.waitFor('div[data-testid="hint"] li', { timeout: 20_000 });
  assert.equal((await movesShown(page)).length, before, 'nobody moves for the people');
  const state = await boardState(page);
  const legal = (await warriPlay({ variant: 'abapa', moves: await movesShown(page) })).legal;
  await page.click(`button[data-pit="${legal[0]}"]`);
  const after = await played(page, before + 1);
  assert.notEqual(after.toMove, state.toMove);
});

/**
 * The thinking line's text, read the moment it shows (or kept by an
 * observer): the computer may move, and the line go away, before a second
 * look.
 */
async function thinkingText(page) {
  // At a low level the computer answers within a frame or two, so the line
  // may come and go between two looks: an observer keeps what it said.
  return page.waitUntil(() => {
    const now = () => document.querySelector('[data-testid="thinking"]')?.textContent;
    if (!window.warriThinking) {
      window.warriThinking = [];
      new MutationObserver(() => {
        const text = now();
        if (text) window.warriThinking.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }
    return now() || window.warriThinking[0];
  }, undefined, { timeout: 10_000 });
}

test('the level in the link is the level that plays; a bad one is named, never silently replaced', async () => {
  // The computer on both sides: its thinking line keeps coming back, so
  // reading it does not race the first move.
  const page = await shared.visit('?variant=abapa&south=computer&north=computer&level=5');
  assert.match(await thinkingText(page), /\(computer, level 5\)/);
  assert.equal(await page.value('[data-testid="seat-south"]'), 'computer level 5');
  await page.waitFor('ol[data-testid="moves"] li', { timeout: 20_000 });

  const bad = await shared.visit('?variant=abapa&south=computer&north=computer&level=9');
  assert.match(await bad.text('[data-testid="notice"]'), /level "9" is not 1 to 6; the computer plays at level 3/);
  assert.match(await thinkingText(bad), /level 3/);
  assert.equal(await bad.value('[data-testid="seat-south"]'), 'computer level 3');
});

test('the worker\'s loader reports a wasm it cannot fetch, at once', async () => {
  // The worker's code cannot be fetched (a broken or partial upload): a
  // server of its own that refuses it, on an origin of its own (so no
  // service worker or cache has the file). The loader (web/worker-loader.js)
  // posts what failed on its BroadcastChannel, which the page listens to.
  const server = await serveDist({ refuse: /warri-worker_bg\.wasm/ });
  try {
    const page = await open(browser, `${server.base}?variant=wari`);
    const started = Date.now();
    const report = await page.evaluate(() => new Promise((resolve) => {
      const channel = new BroadcastChannel('warri-worker');
      channel.onmessage = (e) => { channel.close(); resolve(e.data); };
      new Worker('./worker-loader.js');
      // A bound for the failure message, not a wait for success.
      setTimeout(() => resolve('no report in 20 s'), 20_000);
    }));
    const ms = Date.now() - started;
    assert.deepEqual(report, { warriWorkerFailed: { file: 'warri-worker_bg.wasm', status: 404, why: 'warri-worker_bg.wasm: HTTP 404' } });
    assert.ok(ms < 10_000, `reported after ${ms} ms, long before the page's 30 s watchdog`);
    assert.ok(server.log.some((r) => /warri-worker_bg\.wasm/.test(r.url) && r.status === 404), 'the worker asked for its code, and did not get it');
    await page.close();
  } finally {
    await server.close();
  }
});

test('a computer that cannot load is named at once, not after the watchdog, and the side can be taken over', async () => {
  const server = await serveDist({ refuse: /warri-worker_bg\.wasm/ });
  try {
    const page = await open(browser, `${server.base}?variant=wari&north=computer&level=1`);
    await page.click('button[data-pit="C"]');
    const notice = '[data-testid="notice"]';
    // Named well before the watchdog (the level's thinking time and 30 s).
    await page.waitFor(notice, { timeout: 10_000 });
    assert.match(await page.text(notice), /The computer could not choose its move \(its files could not be loaded \(HTTP 404\)\)/);
    assert.ok(server.log.some((r) => /warri-worker_bg\.wasm/.test(r.url) && r.status === 404), 'the worker asked for its code, and did not get it');
    assert.equal(await page.count('[data-testid="thinking"]'), 0, 'no thinking line left behind');
    await page.select('[data-testid="seat-north"]', 'human');
    await page.click('[data-testid="board"][data-to-move="north"] button.pit.playable');
    await page.waitFor('[data-testid="board"][data-to-move="south"]');
    await page.close();
  } finally {
    await server.close();
  }
});

test('a hint names the best move and words every legal move', { skip: LONG_FORM }, async () => {
  // E6: F reaches 25 at once.
  const page = await shared.visit('?variant=abapa&position=0-1-0-0-3-1-1-0-3-2-0-5-23-9-S');
  await page.click('[data-testid="hint-button"]');
  await page.waitFor('div[data-testid="hint"] li', { timeout: 30_000 });
  assert.match(await page.text('div[data-testid="hint"] p'), /Hint: play F/);
  const lines = await page.texts('div[data-testid="hint"] li');
  assert.equal(lines.length, 3, lines.join(' | ')); // B, E and F
  assert.ok(lines.some((l) => /^F: ends the game: you win, 25–9/.test(l)), lines.join(' | '));
  assert.equal(await page.count('button[data-pit="F"].hinted'), 1);
});

/**
 * The hung computer's page: a worker whose wasm is asked for and never
 * answered (the loader waits, so only the page's watchdog can end the
 * wait), North the computer, South's first move played. The page notes
 * when the click came and when the notice appeared (`window.__watchdog`,
 * on the page's clock). Opened before the other tests, so that its 30 s
 * pass while they run; its test, the last of this file, reads the times.
 */
async function startHung() {
  const server = await serveDist({ hang: /warri-worker_bg\.wasm/ });
  try {
    // Kept open across the tests in between (helpers.mjs closes what a test leaves).
    const page = keep(await open(browser, `${server.base}?variant=wari&north=computer&level=1`));
    await page.evaluate(() => {
      const w = window.__watchdog = { clicked: null, noticed: null };
      addEventListener('click', () => { w.clicked ??= performance.now(); }, { capture: true });
      new MutationObserver(() => {
        if (w.noticed === null && document.querySelector('[data-testid="notice"]')) w.noticed = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.click('button[data-pit="C"]');
    await page.waitFor('[data-testid="thinking"]', { timeout: 10_000 });
    return { server, page };
  } catch (e) {
    await server.close();
    throw e;
  }
}

test('a computer that hangs is given up by the watchdog, and the side can be taken over', { skip: HUNG_SKIP }, async () => {
  const { server, page } = await hung;
  try {
    // The watchdog answers after the level's thinking time and a margin.
    const notice = '[data-testid="notice"]';
    await page.waitFor(notice, { timeout: 45_000 });
    // A notice the observer did not see come counts as come now: a later
    // time than the real one, never an earlier.
    const { clicked, noticed } = await page.evaluate(() => ({ ...window.__watchdog, noticed: window.__watchdog.noticed ?? performance.now() }));
    assert.ok(noticed - clicked <= 45_000, `the notice came ${Math.round((noticed - clicked) / 1000)} s after the move, not within 45 s`);
    assert.match(await page.text(notice), /The computer could not choose its move \(it did not answer/);
    assert.equal(await page.count('[data-testid="thinking"]'), 0, 'no thinking line left behind');
    assert.ok(server.log.some((r) => /warri-worker_bg\.wasm/.test(r.url) && r.status === 'hung'), 'the worker asked for its code, which never came');
    // The person can take over and play on.
    await page.select('[data-testid="seat-north"]', 'human');
    await page.click('[data-testid="board"][data-to-move="north"] button.pit.playable');
    await page.waitFor('[data-testid="board"][data-to-move="south"]');
  } finally {
    await page.close();
    await server.close();
    hung = null;
  }
});
