// What the browser's console says while the site loads: nothing that is an
// error or a warning, in any engine — a policy the engine does not
// understand, a preload the page never uses (a second download of the
// wasm), a deprecated API. The suites' `problems()` cannot see all of it in
// every engine (WebKit's WebDriver shows no console), so each page is loaded
// once more with the driver's `loadMessages`, which reads the engine's
// console from before the first script: the game, the setup, an embed, and
// every view (the oracle, the lessons, a lesson, a rules page, the puzzles,
// a review, a replay, the editor, the friend page and a game with a friend).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PAGES = [
  ['the game, with the computer', '?variant=abapa&north=computer&level=1'],
  ['a first visit', ''],
  ['setup', '?choose=wahree', '[data-testid="setup"]'],
  ['an embedded board', '?embed=1&variant=wari&lang=fr&rules=1'],
  ['the game with the oracle', '?variant=abapa&analysis=1&lang=en', '[data-testid="oracle"] [data-testid="oracle-move"]'],
  ['the lessons', '?view=learn&lang=nl', '[data-testid="lessons"] [data-testid="lesson-link"]'],
  ['a lesson', '?lesson=capture&task=0&lang=fr', '[data-testid="lesson"] [data-testid="board"]'],
  ['a rules page', '?view=rules&variant=wahree&lang=ru', '[data-testid="rules-page"] section[data-topic="about"] p'],
  ['the glossary', '?view=glossary&lang=fr', '[data-testid="glossary"] [data-term="store"]'],
  ['the friend page', '?view=friend&lang=fr', '[data-testid="friend-setup"]'],
  ['a game with a friend', '?view=friend&variant=wahree&side=south&lang=ru', '[data-testid="friend-status"]'],
  ['the puzzles', '?view=puzzles&lang=en', '[data-testid="puzzle"] [data-testid="board"]'],
  ['a game review', '?view=review&variant=wari&moves=C,f,A,b&lang=en', '[data-testid="review"][data-done="true"]'],
  ['a replay', '?view=replay&variant=wahree&moves=C,f,A&lang=nl'],
  ['the board editor', '?view=edit&variant=wari&lang=fr', '[data-testid="editor"]'],
];

for (const [name, path, wait] of PAGES) {
  test(`loading ${name} logs no error and no warning`, async () => {
    const messages = await browser.loadMessages(path, wait ? { wait } : {});
    const bad = messages.filter((m) => /^(error|warning):/.test(m));
    assert.deepEqual(bad, [], `${browser.version}: ${messages.join('\n')}`);
  });
}
