// How the oracle and the game review perform where players meet them: the
// real page and its worker in headless Chromium, on a served dist/.
//
// - review: `?view=review` of a 60-ply game (a seeded random game of the
//   variant, played by the `warri` command): seconds from navigation to
//   `[data-testid=review][data-done=true]` (every position valued);
// - oracle: `?analysis=1` from the start position and from a midgame
//   position; the depth shown after each round of thinking, with the
//   thinking time summed (rounds of 0.3, 0.6, 1.2, 2.4, 4.8 s: the depth
//   reached after 0.9 s and after 4.5 s of thought — the worker keeps what
//   it learnt between rounds).
//
// Usage: node tests/perf/analysis.mjs URL [--variant K]
// Environment: WARRI_BIN  the `warri` command (for the game's moves).
// One JSON line per figure on stdout.
import { execFileSync } from 'node:child_process';
import { launch } from '../browser/chromium.mjs';
import { seeded } from '../support/seeded.mjs';

const args = process.argv.slice(2);
let url = args.find((a) => !a.startsWith('--'));
const variant = args.includes('--variant') ? args[args.indexOf('--variant') + 1] : 'abapa';
if (!url) throw new Error('usage: node tests/perf/analysis.mjs URL [--variant K]');
if (!url.endsWith('/')) url += '/';
const bin = process.env.WARRI_BIN ?? 'target/release/warri';


/** A game of `plies` random legal moves that does not end before (seeded). */
function game(plies) {
  for (let seed = 1; ; seed++) {
    const random = seeded(seed);
    const moves = [];
    let state = JSON.parse(execFileSync(bin, ['play', '--variant', variant], { encoding: 'utf8' }));
    while (!state.over && moves.length < plies) {
      moves.push(state.legal[Math.floor(random() * state.legal.length)]);
      state = JSON.parse(execFileSync(bin, ['play', '--variant', variant, '--moves', moves.join(' ')], { encoding: 'utf8' }));
    }
    if (moves.length === plies) return moves;
  }
}

const browser = await launch();
const moves = game(60);

// The review of a 60-ply game.
{
  const page = await browser.newPage();
  const t0 = Date.now();
  await page.goto(`${url}?view=review&variant=${variant}&moves=${moves.join(',')}&lang=en`);
  await page.waitForSelector('[data-testid="review"][data-done="true"]', { timeout: 300_000 });
  const seconds = (Date.now() - t0) / 1000;
  const labels = await page.$$eval('[data-testid="review-move"]', (li) => li.map((l) => l.dataset.label));
  const counts = {};
  for (const l of labels) counts[l] = (counts[l] ?? 0) + 1;
  console.log(JSON.stringify({ figure: 'review', variant, plies: moves.length, seconds, labels: counts }));
  await page.close();
}

// The oracle's depth round by round.
const ROUNDS = [300, 600, 1200, 2400, 4800];
for (const [name, query] of [['start', ''], ['midgame (30 plies)', `&moves=${moves.slice(0, 30).join(',')}`]]) {
  const page = await browser.newPage();
  await page.goto(`${url}?variant=${variant}${query}&analysis=1&lang=en`);
  await page.waitForSelector('[data-testid="oracle"]');
  const depths = [];
  let thought = 0;
  for (const [k, ms] of ROUNDS.entries()) {
    thought += ms;
    const shown = `[data-testid="oracle"][data-rounds="${k + 1}"]`;
    await page.waitForSelector(`${shown}, [data-testid="oracle"][data-state="done"]`, { timeout: ms + 30_000 });
    const depth = Number(await page.getAttribute('[data-testid="oracle"]', 'data-depth'));
    depths.push({ thought_seconds: thought / 1000, depth });
    if (await page.$(`[data-testid="oracle"][data-state="done"]`)) break;
  }
  console.log(JSON.stringify({ figure: 'oracle', variant, position: name, depths }));
  await page.close();
}
await browser.close();
