// Analysing a game: the oracle beside the board (`analysis=1`: every legal
// move's value, proven where the worker proves it) checked against
// `warri analyse`; the game review (`view=review`) of a game played on the
// game page: every position valued in the worker behind a progress bar,
// the evaluation graph, every move labelled (a move that throws a proven
// win away is at least a mistake, the only winning move is best; in a game
// of 27 moves each label as the review's documented rule, written again
// here, gives it from `warri analyse`'s proven values), clicks
// on the graph and on the moves going to their ply, the review's link,
// "try again from here", and a bad review link named in Dutch.
//
// The oracle and the review are the same compiled Rust in every engine (and
// tested natively): Firefox and WebKit run the short form (the oracle's
// values from the worker against `warri analyse`; a review link valued to
// its end), the rest only Chromium (helpers.mjs, LONG_FORM).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { launch, sharedPage, warriPlay, seeded, played, setSpeed, LONG_FORM } from './helpers.mjs';

let browser;
// Every test's link names what it shows: one page for them all.
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

const ORACLE = '[data-testid="oracle"]';
const REVIEW = '[data-testid="review"]';

/** The shipped puzzles: positions whose values are proven (web/puzzles.jsonl). */
const puzzles = readFileSync(new URL('../../web/puzzles.jsonl', import.meta.url), 'utf8')
  .split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));

/** `warri analyse` as JSON. */
function analyse(variant, position, depth) {
  const out = execFileSync(process.env.WARRI_BIN, ['analyse', '--variant', variant, '--position', position, '--depth', String(depth)], { encoding: 'utf8' });
  return JSON.parse(out);
}

/**
 * `warri analyse` of the position after `moves` from `position` (this
 * game's history with it, as the page's worker has it), as JSON. With a
 * clock it never waits for the endgame tables; it stops once every move is
 * settled, and a proof is a proof however soon it stops.
 */
function analyseAfter(variant, position, moves, movetime = 2_000) {
  const out = execFileSync(process.env.WARRI_BIN, ['analyse', '--variant', variant, '--position', position, '--moves', moves.join(' '), '--movetime', String(movetime)], { encoding: 'utf8' });
  return JSON.parse(out);
}

/** The review's labels, best first. */
const LABELS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

/**
 * The label the review gives `played`, worked out again from the rule it
 * documents (README, "Game review"; the module docs of
 * crates/warri-site/src/review/mod.rs), for a position where `warri
 * analyse` proves every move with its margin settled (`moves`: its JSON
 * moves). A move's value for the player who moves, in seeds: a win by its
 * smallest margin, a draw 0, a loss minus its largest margin. The seeds
 * lost: the best value less the move's, never below 0. None lost: best;
 * under half a seed: good; under a seed and a half: inaccuracy; under 3:
 * mistake; else blunder. Then the results: a win turned into a draw, or a
 * draw into a loss, is at least a mistake; a win into a loss a blunder.
 */
function expectedLabel(moves, played) {
  const seeds = (m) => ({ win: m.margin[0], draw: 0, loss: -Math.abs(m.margin[1]) })[m.verdict];
  const result = (m) => ({ loss: 0, draw: 1, win: 2 })[m.verdict];
  const best = moves.reduce((a, b) => (seeds(b) > seeds(a) ? b : a));
  const mine = moves.find((m) => m.move === played);
  const lost = Math.max(0, seeds(best) - seeds(mine));
  let label = lost === 0 ? 'best' : lost < 0.5 ? 'good' : lost < 1.5 ? 'inaccuracy' : lost < 3 ? 'mistake' : 'blunder';
  const worse = result(best) - result(mine);
  if (worse >= 2) label = 'blunder';
  else if (worse === 1 && LABELS.indexOf(label) < LABELS.indexOf('mistake')) label = 'mistake';
  return label;
}

/** Every move proven (win, draw or loss) with its margin settled. */
function proven(moves) {
  return moves.length > 0 && moves.every((m) => ['win', 'draw', 'loss'].includes(m.verdict) && m.margin[0] === m.margin[1]);
}

/** The final margin a proven score encodes (`warri_engine::Score::margin`). */
function margin(score) {
  if (score >= 100000 - 500) return Math.floor((score - 100000 + 999) / 1000);
  if (score <= -(100000 - 500)) return -Math.floor((-score - 100000 + 999) / 1000);
  return null;
}

/** The oracle's list as the page shows it. */
function oracleMoves(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="oracle"] [data-testid="oracle-move"]')].map((li) => ({
    move: li.dataset.move, verdict: li.dataset.verdict, exact: li.dataset.exact === 'true', score: Number(li.dataset.score),
  })));
}

test('the oracle: every legal move valued, the proven ones as `warri analyse` proves them', async () => {
  // The smallest puzzle: a position with a proven value.
  const p = puzzles.find((q) => q.variant === 'abapa' && q.depth <= 4) ?? puzzles[0];
  const page = await shared.visit(`?variant=${p.variant}&position=${p.position}&analysis=1&lang=en`);
  await page.waitFor(`${ORACLE}[data-state="done"]`, { timeout: 40_000 });
  const shown = await oracleMoves(page);
  const { legal } = await warriPlay({ variant: p.variant, position: p.position });
  assert.deepEqual(shown.map((m) => m.move).sort(), [...legal].sort(), 'every legal move, once');
  assert.equal(shown[0].move, p.solution, 'the only winning move first');
  assert.ok(shown[0].exact && shown[0].verdict !== 'estimate', 'the solution proven');
  const cli = analyse(p.variant, p.position, 12);
  let compared = 0;
  for (const c of cli.moves.filter((m) => m.exact)) {
    const m = shown.find((s) => s.move === c.move);
    if (!m.exact) continue;
    compared += 1;
    assert.equal(Math.sign(m.score), Math.sign(c.score), `${c.move}: win, draw or loss`);
    assert.equal(margin(m.score), margin(c.score), `${c.move}: the margin`);
  }
  assert.ok(compared >= 1, 'at least one proven value compared');
  // Words for the values; hidden, it is gone (and stops asking).
  assert.match(await page.text(`${ORACLE} [data-testid="oracle-move"] .oracle-value`), /wins by|draw|loses by/);
  await page.click('[data-testid="analysis-button"]');
  await page.waitFor(ORACLE, { state: 'detached' });
  assert.deepEqual(await page.problems(), []);
});

test('the oracle follows the game: a move played from its list is valued again', { skip: LONG_FORM }, async () => {
  const page = await shared.visit('?variant=wari&analysis=1&lang=fr');
  await setSpeed(page, 'instant');
  await page.waitFor(`${ORACLE} [data-testid="oracle-move"]`, { timeout: 30_000 });
  assert.match(await page.text(`${ORACLE} h2`), /Sud/);
  const first = await page.attr(`${ORACLE} [data-testid="oracle-move"]`, 'data-move');
  await page.click(`${ORACLE} [data-testid="oracle-move"] button`);
  await played(page, 1);
  assert.equal(await page.text('ol[data-testid="moves"] li'), first);
  await page.waitUntil(() => [...document.querySelectorAll('[data-testid="oracle-move"]')].every((li) => /^[a-f]$/.test(li.dataset.move)) && document.querySelectorAll('[data-testid="oracle-move"]').length > 0, undefined, { timeout: 30_000, what: "North's moves valued" });
  assert.match(await page.text(`${ORACLE} h2`), /Nord/);
});

test('review: a game played on the page, every position valued, every move labelled, graph and moves go to their ply', { skip: LONG_FORM }, async () => {
  // A puzzle's position, a wrong move first (it throws the proven win away),
  // then a game played out by clicking.
  const p = puzzles.find((q) => q.variant === 'abapa' && q.value > 99_000 && q.depth <= 4) ?? puzzles[0];
  const { legal } = await warriPlay({ variant: p.variant, position: p.position });
  const wrong = legal.find((m) => m !== p.solution);
  const page = await shared.visit(`?variant=${p.variant}&position=${p.position}&lang=en`);
  await setSpeed(page, 'instant');
  const random = seeded(13);
  const moves = [];
  let state = await warriPlay({ variant: p.variant, position: p.position, moves });
  while (!state.over && moves.length < 40) {
    const move = moves.length === 0 ? wrong : state.legal[Math.floor(random() * state.legal.length)];
    await page.click(`button[data-pit="${move}"]`);
    moves.push(move);
    await played(page, moves.length);
    state = await warriPlay({ variant: p.variant, position: p.position, moves });
  }
  await page.click('[data-testid="review-button"]');
  await page.waitFor(REVIEW, { timeout: 20_000 });
  // Valued in the worker, with a progress bar meanwhile.
  await page.waitFor(`${REVIEW}[data-done="true"]`, { timeout: 30_000 + moves.length * 2_000 });
  assert.equal(await page.count('[data-testid="review-progress"]'), 0, 'the progress bar goes when done');
  assert.equal(await page.count('[data-testid="review-move"]'), moves.length);
  const labels = await page.evaluate(() => [...document.querySelectorAll('[data-testid="review-move"]')].map((li) => [Number(li.dataset.ply), li.dataset.label]));
  labels.forEach(([ply, label], i) => {
    assert.equal(ply, i + 1);
    assert.ok(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(label), `ply ${ply}: "${label}"`);
  });
  assert.ok(['mistake', 'blunder'].includes(labels[0][1]), `the wrong first move throws the win away: ${labels[0][1]}`);
  // The graph: a point for every position (the last one too, if the game ended there).
  const points = await page.count('[data-testid="eval-graph"] [data-testid="eval-point"]');
  assert.equal(points, moves.length + 1);
  await page.click('[data-testid="eval-point"][data-ply="1"]');
  await page.waitFor('[data-testid="board"][data-ply="1"]');
  await page.click(`[data-testid="review-move"][data-ply="${moves.length}"] button`);
  await page.waitFor(`[data-testid="board"][data-ply="${moves.length}"]`);
  await page.click('[data-testid="review-first"]');
  await page.waitFor('[data-testid="board"][data-ply="0"]');
  // The summary counts every move once.
  const counted = await page.evaluate(() => [...document.querySelectorAll('[data-testid="review-summary"] tbody tr')]
    .map((tr) => Number(tr.children[1].textContent)));
  assert.equal(counted[0] + counted[1], moves.length);
  // Share the review; try again from a position against the computer.
  await page.click('[data-testid="review-share"]');
  const link = await page.value('[data-testid="review-link"]');
  assert.match(link, /view=review/);
  assert.match(link, new RegExp(`moves=${moves.join(',')}`));
  await page.click('[data-testid="review-next"]');
  const again = await page.attr('[data-testid="review-try"]', 'href');
  assert.match(again, new RegExp(`moves=${moves[0]}(&|$)`));
  assert.match(again, /=computer/);
  assert.deepEqual(await page.problems(), []);
});

test('review: a game of 27 moves played on the page, each label as the rule and `warri analyse`\'s proven values give it', { skip: LONG_FORM }, async (t) => {
  // The rule worked out again, on cases worked by hand from its docs
  // (the best move first, then the one played, given the other way round:
  // the rule finds the best by its value; values for the mover).
  const v = (move, verdict, margin = 0) => ({ move, verdict, margin: [margin, margin] });
  for (const [best, played, want] of [
    [v('A', 'win', 6), v('B', 'win', 6), 'best'],
    [v('A', 'win', 6), v('B', 'win', 5), 'inaccuracy'],
    [v('A', 'win', 6), v('B', 'win', 4), 'mistake'],
    [v('A', 'win', 6), v('B', 'win', 3), 'blunder'],
    [v('A', 'loss', 2), v('B', 'loss', 6), 'blunder'],
    [v('A', 'win', 1), v('B', 'draw'), 'mistake'], // 1 seed lost, but a win thrown away
    [v('A', 'draw'), v('B', 'loss', 1), 'mistake'],
    [v('A', 'win', 1), v('B', 'loss', 1), 'blunder'],
  ]) {
    assert.equal(expectedLabel([played, best], played.move), want, `${best.verdict} ${best.margin[0]}, then ${played.verdict} ${played.margin[0]}`);
  }
  // A shipped puzzle's position (web/puzzles.jsonl: 3 seeds on the board,
  // South at 24 and to move, E wins): the wrong move first, then a game to
  // its end by repetition. Every position is proven in milliseconds, by
  // `warri analyse` and by the page's worker alike.
  const variant = 'abapa';
  const position = '0-0-0-1-1-0-0-0-0-0-1-0-24-21-S';
  const moves = 'D e E f F a A b B c C e D f A d E e B f F a C b A c D'.split(' ');
  // Each move's label from `warri analyse` of the position before it, with
  // the game's history (values there may depend on it, by repetition):
  // only where every move is proven with its margin settled.
  const expected = moves.map((move, i) => {
    const a = analyseAfter(variant, position, moves.slice(0, i));
    if (!proven(a.moves)) return null;
    return { label: expectedLabel(a.moves, move), choice: a.moves.length > 1, values: a.moves.map((m) => `${m.move}: ${m.text}`).join(', ') };
  });
  const checked = expected.filter(Boolean);
  assert.ok(checked.length >= 10, `at least 10 labels to check: ${checked.length}`);
  assert.ok(checked.filter((e) => e.choice).length >= 10, 'at least 10 of them where the player had a choice');
  assert.ok(checked.some((e) => e.label === 'mistake') && checked.some((e) => e.label === 'blunder'), 'a game with mistakes and blunders in it');
  t.diagnostic(`${checked.length} labels to check, ${checked.filter((e) => e.choice).length} with a choice: ${checked.map((e) => e.label).join(' ')}`);
  // The game played by clicking, then reviewed.
  const page = await shared.visit(`?variant=${variant}&position=${position}&lang=en`);
  await setSpeed(page, 'instant');
  for (const [i, move] of moves.entries()) {
    await page.click(`button[data-pit="${move}"]`);
    await played(page, i + 1);
  }
  await page.click('[data-testid="review-button"]');
  await page.waitFor(REVIEW, { timeout: 20_000 });
  await page.waitFor(`${REVIEW}[data-done="true"]`, { timeout: 30_000 + moves.length * 2_000 });
  const labels = await page.evaluate(() => [...document.querySelectorAll('[data-testid="review-move"]')].map((li) => li.dataset.label));
  assert.equal(labels.length, moves.length);
  expected.forEach((e, i) => {
    if (e) assert.equal(labels[i], e.label, `ply ${i + 1}, ${moves[i]} (${e.values})`);
  });
  assert.deepEqual(await page.problems(), []);
});

test('review: the only winning move is best; a review link starts at its ply', async () => {
  const p = puzzles.find((q) => q.variant === 'abapa' && q.value > 99_000 && q.depth <= 4) ?? puzzles[0];
  const page = await shared.visit(`?view=review&variant=${p.variant}&position=${p.position}&moves=${p.solution}&ply=1&lang=en`, { wait: REVIEW });
  await page.waitFor('[data-testid="board"][data-ply="1"]');
  await page.waitFor(`${REVIEW}[data-done="true"]`, { timeout: 30_000 });
  assert.equal(await page.attr('[data-testid="review-move"][data-ply="1"]', 'data-label'), 'best');
});

test('review: a bad link is named in the page\'s language', { skip: LONG_FORM }, async () => {
  const page = await shared.visit('?view=review&variant=abapa&moves=C,C&lang=nl', { wait: REVIEW });
  const notice = await page.text('[data-testid="notice"]');
  assert.match(notice, /C/);
  assert.match(await page.text('h1'), /nabespreken/i);
});

test('a replay: the oracle for the ply shown, and its game reviewed', { skip: LONG_FORM }, async () => {
  const p = puzzles.find((q) => q.variant === 'wari' && q.value > 99_000 && q.depth <= 4) ?? puzzles[0];
  const page = await shared.visit(`?view=replay&variant=${p.variant}&position=${p.position}&moves=${p.line.slice(0, 2).join(',')}&lang=en`);
  await page.click('[data-testid="analysis-button"]');
  await page.waitFor(`${ORACLE} [data-testid="oracle-move"]`, { timeout: 30_000 });
  assert.equal(await page.attr('[data-testid="board"]', 'data-ply'), '0');
  assert.equal(await page.attr(`${ORACLE} [data-testid="oracle-move"]`, 'data-move'), p.solution, 'the only winning move first');
  await page.click('[data-testid="replay-review"]');
  await page.waitFor(REVIEW, { timeout: 20_000 });
  assert.equal(await page.count('[data-testid="review-move"]'), Math.min(2, p.line.length));
});
