// Playing a friend by link, with no server (issue 22): two devices — two
// pages, each a fresh profile with its own storage — play whole games by
// opening each other's links, each playing only its own side, in two
// variants (Wari; a Bridgetown match carried into its second game) and four
// languages; an older link and a disagreeing one (a third device) are named
// and change nothing; a damaged link is named in the page's language; the QR
// code reads as the link; nothing is asked of the network while playing; the
// single file's links are file:// links that open on another page; the
// game's header and setup dialog lead to the friend page.
//
// The whole games are the shortest a beam search found (a throwaway program
// over warri-rules' Game: from the start, South to move, ply by ply, the
// 3,000 most promising positions kept at each ply — most seeds captured,
// fewest left in a row —, stopping at the first finished game; for
// Bridgetown, the first that South wins):
//   Wari        F b E a D f C d B e A c          12 plies, North reaches 25: 8–31
//   Bridgetown  B d C e F c E b D f F a A        13 plies, South reaches 25: 26–15
// So a game costs a dozen page loads, not the 60–150 of a game of random
// moves. The expectations — whose turn it is, what the board holds, when the
// game is over and its score — are the test's own (turns alternate; the
// board is `warri play`'s, WARRI_BIN), not read from the page under test.
//
// Each device's browser has a language of its own (Accept-Language,
// navigator.languages), as two people's phones would: in Firefox a page of
// another language is a browser of its own, so that both devices' pages are
// in front — a page in a background tab of the same window has its timers
// slowed to one a second (its moves' animations with them) and loads slower.
//
// Every engine runs all of it. Requests: every engine's page is served by
// the test's own server with service workers blocked, so everything the
// page asks of its host is in the server's log; a request to any other host
// would break the page's Content-Security-Policy (`default-src 'self'`),
// which the driver records with the page's problems in every engine; and
// Resource Timing lists what the page fetched from anywhere. The page's icon
// is a `data:` URL (index.html), so no request for it may be seen either.
//
// Environment: WARRI_URL, WARRI_BIN, WARRI_DIST, WARRI_ENGINE; WARRI_SINGLE,
// the single file (default dist-single/warri.html of this checkout, written
// by `cargo xtask dist --single-file`; its test is skipped, saying so, when
// the file is missing).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch, ENGINE, documentLang, textMatching, valueBecomes, serveDist, warriEachPly, setSpeed } from './helpers.mjs';
import { decodeQr } from './qr.mjs';

const SINGLE = process.env.WARRI_SINGLE
  ? resolve(process.env.WARRI_SINGLE)
  : fileURLToPath(new URL('../../dist-single/warri.html', import.meta.url));

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** What the friend page shows once it has loaded a game. */
const STATUS = '[data-testid="friend-status"]';
const SETUP = '[data-testid="friend-setup"]';
const NOTICE = '[data-testid="notice"]';

/** Wari: the shortest game found (see the top of the file); North wins 8–31. */
const WARI = { variant: 'wari', moves: ['F', 'b', 'E', 'a', 'D', 'f', 'C', 'd', 'B', 'e', 'A', 'c'], score: [8, 31] };
/** Bridgetown: the shortest game found that South wins, 26–15. */
const BRIDGETOWN = { variant: 'bridgetown', moves: ['B', 'd', 'C', 'e', 'F', 'c', 'E', 'b', 'D', 'f', 'F', 'a', 'A'], score: [26, 15] };

const other = (side) => (side === 'south' ? 'north' : 'south');

/**
 * How each language says whose turn it is (the status line): the test's
 * own words, so that a page shown in the wrong language is seen.
 */
const STATUS_WORDS = {
  en: { mine: /^Your move\.$/, theirs: /^Waiting for your friend/, over: /^The game is over\.$/ },
  nl: { mine: /^Jij bent aan zet\.$/, theirs: /^Wachten op je vriend/, over: /^De partij is afgelopen\.$/ },
  fr: { mine: /^À vous de jouer\.$/, theirs: /^En attente de votre ami/, over: /^La partie est terminée\.$/ },
  ru: { mine: /^Ваш ход\.$/, theirs: /^Ждём ответа друга/, over: /^Партия окончена\.$/ },
};

/**
 * Runs in the page: the game shown once no move is being animated (else
 * null): whose turn it is here, the game's hooks, the board, the link to
 * send (if shown), the result and match lines, the notices and My games.
 */
function readFriend() {
  const status = document.querySelector('[data-testid="friend-status"]');
  const game = document.querySelector('[data-testid="friend-game"]');
  const board = document.querySelector('[data-testid="board"]');
  if (!status || !game || !board || board.dataset.busy !== 'false') return null;
  const text = (sel) => document.querySelector(sel)?.textContent.trim() ?? null;
  return {
    turn: status.dataset.turn,
    status: status.textContent.trim(),
    id: game.dataset.gameId,
    variant: game.dataset.variant,
    mine: game.dataset.mine,
    pits: [...'ABCDEFabcdef'].map((l) => Number(board.querySelector(`button[data-pit="${l}"]`).dataset.seeds)),
    stores: ['south', 'north'].map((s) => Number(board.querySelector(`[data-store="${s}"]`).dataset.seeds)),
    toMove: board.dataset.toMove,
    over: board.dataset.over === 'true',
    link: document.querySelector('a[data-testid="friend-link"]')?.getAttribute('href') ?? null,
    qr: !!document.querySelector('svg[data-testid="friend-qr"]'),
    share: !!document.querySelector('button[data-testid="friend-share"]'),
    result: text('[data-testid="result"]'),
    match: text('[data-testid="match"]'),
    next: !!document.querySelector('[data-testid="friend-next-game"]'),
    notices: [...document.querySelectorAll('[data-testid="notice"]')].map((n) => n.textContent.trim()),
    games: [...document.querySelectorAll('ul[data-testid="my-games"] li[data-game-id]')].map((li) => ({
      id: li.dataset.gameId,
      turn: li.dataset.turn,
      other: !!li.querySelector('[data-testid="friend-other"]'),
    })),
    lang: document.documentElement.lang,
  };
}

/**
 * Waits until the page shows its game at rest with `turn` here
 * (`mine`, `theirs`, `over`) and, as goes with it, the link to send shown
 * exactly when it is not this device's move; returns what it shows.
 */
async function shown(page, turn, where) {
  try {
    return await page.waitUntil(`((turn) => {
      const s = (${readFriend})();
      return s && s.turn === turn && (turn === 'mine') === !s.link && s;
    })(${JSON.stringify(turn)})`, undefined, { timeout: 20_000, what: `${where}: data-turn=${turn}, at rest` });
  } catch (e) {
    const s = await page.evaluate(`(${readFriend})()`).catch(() => null);
    e.message += `\nthe page showed: ${JSON.stringify(s)}`;
    throw e;
  }
}

/**
 * Waits until the page says `turn` (`theirs`, `over`) and shows the link to
 * send, at rest or not; returns the link.
 */
function linkShown(page, turn, where) {
  return page.waitUntil((turn) => document.querySelector('[data-testid="friend-status"]')?.dataset.turn === turn
    && document.querySelector('a[data-testid="friend-link"]')?.getAttribute('href'), turn, { timeout: 20_000, what: where });
}

/** The numbers of a text, in order ("North wins 8–31" → [8, 31]). */
const numbers = (text) => (text ?? '').match(/\d+/g)?.map(Number) ?? [];

/** The game's entry in My games as a page shows it (one entry per game). */
function entryOf(s, id, where) {
  const entries = s.games.filter((g) => g.id === id);
  assert.equal(entries.length, 1, `${where}: My games lists game ${id} once (${JSON.stringify(s.games)})`);
  return entries[0];
}

/**
 * Two devices pass links until `moves` are played: `devices` is
 * `[host, friend]`, each `{ name, side, lang, page?, browserLang? }`, `lang`
 * the language the device must show. The host's page is open on its game;
 * the friend's opens the first link it is sent (in a browser of
 * `browserLang`, with `friend.firstVisit(href)` as its address, if given,
 * and `friend.then(page)` run after that first load). `starter` moves
 * first; `expected` is `warri play --each-ply` of the game (null: only the
 * two devices are compared); the game ends with the last move unless `ends`
 * is false. At every hand-over: the receiver's move, the sender waiting,
 * the same board on both (and `warri play`'s), My games saying so. A device
 * not in its own language (`<html lang>`, the status line's words) is
 * noted in `wrongLang`, which the caller checks at the end (so that the rest
 * is checked all the same). Returns the game's id and the last hand-over's
 * two readings, `sent` and `got`.
 */
async function passLinks(devices, moves, { starter, expected, wrongLang, ends = true }) {
  const [host, friend] = devices;
  const id = (await shown(host.page, host.side === starter ? 'mine' : 'theirs', `${host.name} at the start`)).id;
  await setSpeed(host.page, 'instant');
  const handOver = async (sender, receiver, n, last) => {
    const where = `${moves.slice(0, n).join(' ') || 'the start'} (${n} ${n === 1 ? 'ply' : 'plies'}), ${sender.name} → ${receiver.name}`;
    // The link is taken as soon as it is shown: the receiver loads while
    // the sender still shows its move, whose end is checked after.
    const link = await linkShown(sender.page, last ? 'over' : 'theirs', `${where}: the sender's link`);
    if (receiver.page) {
      await receiver.page.goto(link, { wait: STATUS });
    } else {
      const first = receiver.firstVisit ? receiver.firstVisit(link) : link;
      receiver.page = await browser.open(first, { wait: STATUS, lang: receiver.browserLang });
      // Moves shown at once from now on (the choice is kept with My games).
      await setSpeed(receiver.page, 'instant');
      if (receiver.then) await receiver.then(receiver.page);
    }
    const got = await shown(receiver.page, last ? 'over' : 'mine', `${where}: the receiver`);
    const sent = await shown(sender.page, last ? 'over' : 'theirs', `${where}: the sender`);
    assert.equal(sent.link, link, `${where}: the sender's link stays`);
    assert.ok(sent.qr && sent.share, `${where}: the sender shows the QR code and the share button`);
    assert.deepEqual([got.id, got.mine], [id, receiver.side], `${where}: the receiver's game and side`);
    assert.deepEqual([got.pits, got.stores], [sent.pits, sent.stores], `${where}: the same board on both devices`);
    if (expected) {
      assert.deepEqual([got.pits, got.stores], [expected[n].pits, expected[n].stores], `${where}: the board as \`warri play\` has it`);
    }
    assert.equal(entryOf(got, id, `${where}: ${receiver.name}`).turn, last ? 'over' : 'mine', `${where}: ${receiver.name}'s My games`);
    assert.equal(entryOf(sent, id, `${where}: ${sender.name}`).turn, last ? 'over' : 'theirs', `${where}: ${sender.name}'s My games`);
    assert.deepEqual([got.notices, sent.notices], [[], []], `${where}: nothing to say about the link`);
    for (const [d, s] of [[receiver, got], [sender, sent]]) {
      const words = STATUS_WORDS[d.lang][s.turn];
      if (s.lang !== d.lang || !words.test(s.status)) wrongLang.push(`${where}: ${d.name} shows <html lang="${s.lang}"> "${s.status}", not ${d.lang}`);
    }
    return { sent, got };
  };

  let toMove = starter;
  let last = null;
  if (host.side !== starter) last = await handOver(host, friend, 0, false);
  for (const [n, move] of moves.entries()) {
    const mover = devices.find((d) => d.side === toMove);
    await shown(mover.page, 'mine', `${mover.name} before ${move}`);
    await mover.page.click(`button[data-pit="${move}"]`);
    last = await handOver(mover, devices.find((d) => d !== mover), n + 1, ends && n === moves.length - 1);
    toMove = other(toMove);
  }
  return { id, ...last };
}

test(`${ENGINE}: two devices play a whole Wari game by passing links, one in English, one in Dutch`, async () => {
  const expected = await warriEachPly({ variant: WARI.variant, moves: WARI.moves });
  assert.ok(expected.at(-1).over && !expected.at(-2).over, 'the moves are a whole game');
  const wrongLang = [];
  const a = { name: 'A (South, English)', side: 'south', lang: 'en' };
  // B's browser speaks German, which warri does not; B's first visit names
  // Dutch, and every later link is as A sent it, with no language.
  const b = { name: 'B (North, Dutch)', side: 'north', lang: 'nl', browserLang: 'de-DE', firstVisit: (href) => `${href}&lang=nl` };
  a.page = await browser.open('?view=friend&variant=wari&side=south&lang=en', { wait: STATUS });
  try {
    const start = await shown(a.page, 'mine', 'A at the start');
    assert.deepEqual([start.variant, start.mine, start.pits], ['wari', 'south', Array(12).fill(4)]);
    const end = await passLinks([a, b], WARI.moves, { starter: 'south', expected, wrongLang });
    // The end, on both: the same result, with the score the rules give.
    const [s, n] = WARI.score;
    for (const r of [end.sent, end.got]) {
      assert.ok(r.over, 'the board says the game is over');
      assert.ok(r.result?.includes(`${s}–${n}`), `the result "${r.result}" shows ${s}–${n}`);
    }
    assert.deepEqual(numbers(end.got.result), numbers(end.sent.result), 'the same result on both devices');
    // The last move's sender is whoever made it: each device by its side.
    const [atA, atB] = end.sent.mine === a.side ? [end.sent, end.got] : [end.got, end.sent];
    if (!/North wins/.test(atA.result)) wrongLang.push(`the end: A reads "${atA.result}", not in English`);
    if (!/Noord wint/.test(atB.result)) wrongLang.push(`the end: B reads "${atB.result}", not in Dutch`);
    // Each device has the one game, over, with the way to its review.
    assert.deepEqual(end.got.games.map((g) => g.turn), ['over']);
    assert.deepEqual(end.sent.games.map((g) => g.turn), ['over']);
    for (const d of [a, b]) {
      assert.equal(await d.page.count(`li[data-game-id="${end.id}"] [data-testid="friend-entry-review"]`), 1, `${d.name}: My games links the game to its review`);
    }
    assert.deepEqual(wrongLang, [], 'each device reads the game in its own language throughout');
    assert.deepEqual(await a.page.problems(), []);
    assert.deepEqual(await b.page.problems(), []);
  } finally {
    await a.page?.close();
    await b.page?.close();
  }
});

test(`${ENGINE}: a Bridgetown match over links, in French and Russian, goes on into its second game with the score`, async () => {
  const expected = await warriEachPly({ variant: BRIDGETOWN.variant, moves: BRIDGETOWN.moves });
  assert.ok(expected.at(-1).over && !expected.at(-2).over, 'the moves are a whole game');
  assert.equal(expected.at(-1).result.winner, 'south');
  const wrongLang = [];
  // A starts the match playing North, in French (its first visit's link);
  // South moves first, so A sends the first link at once. B opens it in the
  // browser's (British) English and chooses Russian with the page's language
  // switch.
  const a = { name: 'A (North, French)', side: 'north', lang: 'fr' };
  const b = {
    name: 'B (South, Russian)',
    side: 'south',
    lang: 'ru',
    browserLang: 'en-GB',
    then: async (page) => {
      await page.select('[data-testid="lang"]', 'ru');
      await documentLang(page, 'ru', 'B switched to Russian');
    },
  };
  a.page = await browser.open('?view=friend&variant=bridgetown&side=north&lang=fr', { wait: STATUS });
  try {
    const start = await shown(a.page, 'theirs', 'A at the start');
    assert.deepEqual([start.variant, start.mine], ['bridgetown', 'north']);
    assert.deepEqual(numbers(start.match), [6, 0, 0], `the match line "${start.match}": first to 6, none won yet`);
    const end = await passLinks([a, b], BRIDGETOWN.moves, { starter: 'south', expected, wrongLang });
    const [s, n] = BRIDGETOWN.score;
    for (const r of [end.sent, end.got]) {
      assert.ok(r.result?.includes(`${s}–${n}`), `the result "${r.result}" shows ${s}–${n}`);
      assert.deepEqual(numbers(r.match), [6, 1, 0], `the match line "${r.match}": South has won one game`);
      assert.ok(r.next, 'the next game of the match is offered');
    }
    if (!/Sud gagne/.test(end.got.result)) wrongLang.push(`the end: A reads "${end.got.result}", not in French`);
    if (!/Юг побеждает/.test(end.sent.result)) wrongLang.push(`the end: B reads "${end.sent.result}", not in Russian`);

    // A (North, who lost) asks for the next game: the winner, South, starts
    // it, so A sends the link of the new game at once.
    await a.page.click('[data-testid="friend-next-game"]');
    const next = await shown(a.page, 'theirs', 'A after Next game');
    assert.deepEqual([next.id, next.pits, next.stores], [end.id, Array(12).fill(4), [0, 0]], 'the second game starts afresh, same thread');
    assert.deepEqual(numbers(next.match), [6, 1, 0], `A's match line "${next.match}" keeps the score`);
    assert.equal(entryOf(next, end.id, 'A').turn, 'theirs');
    await b.page.goto(next.link, { wait: STATUS });
    const gotNext = await shown(b.page, 'mine', 'B on the second game\'s link');
    assert.deepEqual([gotNext.id, gotNext.pits, gotNext.stores, gotNext.toMove], [end.id, Array(12).fill(4), [0, 0], 'south'], 'B: the second game, South to move');
    assert.deepEqual(numbers(gotNext.match), [6, 1, 0], `B's match line "${gotNext.match}" shows the score`);
    assert.equal(entryOf(gotNext, end.id, 'B').turn, 'mine');
    assert.deepEqual(gotNext.notices, []);

    // B (South) makes the second game's first move; A answers.
    const second = await warriEachPly({ variant: BRIDGETOWN.variant, moves: ['C', 'f'] });
    const more = await passLinks([b, a], ['C', 'f'], { starter: 'south', expected: second, wrongLang, ends: false });
    assert.deepEqual(numbers(more.got.match), [6, 1, 0], 'the score stays through the second game');
    assert.deepEqual(numbers(more.sent.match), [6, 1, 0]);
    assert.equal(more.id, end.id, 'one game thread');
    assert.deepEqual(wrongLang, [], 'each device reads the match in its own language throughout');
    assert.deepEqual(await a.page.problems(), []);
    assert.deepEqual(await b.page.problems(), []);
  } finally {
    await a.page?.close();
    await b.page?.close();
  }
});

/** Plays `move` on `page` (its move) and returns what it shows then, the link to send with it. */
async function move(page, pit, where) {
  await shown(page, 'mine', `${where}: before ${pit}`);
  await page.click(`button[data-pit="${pit}"]`);
  return shown(page, 'theirs', `${where}: after ${pit}`);
}

test(`${ENGINE}: an older link changes nothing, a disagreeing one is named and both versions are kept`, async () => {
  const pages = [];
  const device = async (path, lang) => {
    const p = await browser.open(path, { wait: STATUS, lang });
    pages.push(p);
    // Moves shown at once (kept with My games: for every link it opens).
    await setSpeed(p, 'instant');
    return p;
  };
  try {
    const a = await device('?view=friend&variant=wari&side=south&lang=en');
    const first = (await move(a, 'F', 'A')).link;
    // B and C both open A's first link: C is a third device that plays
    // North too, and plays another answer than B's.
    const b = await device(first, 'en-GB');
    const fromB = (await move(b, 'b', 'B')).link;
    const c = await device(first, 'en-GB');
    const fromC = (await move(c, 'a', 'C')).link;
    await a.goto(fromB, { wait: STATUS });
    const kept = await move(a, 'E', 'A');
    const [afterFbE] = (await warriEachPly({ variant: 'wari', moves: ['F', 'b', 'E'] })).slice(-1);
    assert.deepEqual([kept.pits, kept.stores], [afterFbE.pits, afterFbE.stores], 'A has F b E');

    // The first link again: older than A's game, which goes on as it was.
    await a.goto(first, { wait: STATUS });
    const stale = await shown(a, 'theirs', 'A on its first link again');
    assert.equal(stale.notices.length, 1, `one notice: ${JSON.stringify(stale.notices)}`);
    assert.match(stale.notices[0], /at move 1\b.*at move 3\b/, 'it names where the link is and how far this device is');
    assert.match(stale.notices[0], /nothing played here was taken back/);
    assert.deepEqual([stale.pits, stale.stores, stale.link], [kept.pits, kept.stores, kept.link], 'A\'s game is as it was, its link the same');
    assert.deepEqual(stale.games, [{ id: kept.id, turn: 'theirs', other: false }], 'My games: the game, waiting for the friend');

    // C's link: it parts from A's game at move 2. A's goes on; both are kept.
    await a.goto(fromC, { wait: STATUS });
    const differ = await shown(a, 'theirs', 'A on C\'s link');
    assert.equal(differ.notices.length, 1, `one notice: ${JSON.stringify(differ.notices)}`);
    assert.match(differ.notices[0], /part at move 2\b/, 'it names the move where they part');
    assert.deepEqual([differ.pits, differ.stores, differ.link], [kept.pits, kept.stores, kept.link], 'A\'s own game still shown');
    assert.deepEqual(differ.games, [{ id: kept.id, turn: 'theirs', other: true }], 'My games: one game, with another version');

    // Going on from the link's version instead: F a, A (South) to move; A's
    // own version is kept beside it.
    await a.click(`li[data-game-id="${kept.id}"] [data-testid="friend-other"]`);
    const switched = await shown(a, 'mine', 'A on the other version');
    const [afterFa] = (await warriEachPly({ variant: 'wari', moves: ['F', 'a'] })).slice(-1);
    assert.deepEqual([switched.pits, switched.stores], [afterFa.pits, afterFa.stores], 'the board of F a');
    assert.deepEqual(switched.games, [{ id: kept.id, turn: 'mine', other: true }], 'My games: both versions still kept');
    assert.deepEqual(switched.notices, []);
    for (const p of pages) assert.deepEqual(await p.problems(), []);
  } finally {
    for (const p of pages) await p.close();
  }
});

/** The link's code with its character `i` set to `c`. */
function withCharacter(href, i, c) {
  const url = new URL(href);
  const code = url.searchParams.get('friend');
  url.searchParams.set('friend', code.slice(0, i) + c + code.slice(i + 1));
  return url.href;
}

test(`${ENGINE}: a damaged link is named in the page's language and My games keeps the game`, async () => {
  const a = await browser.open('?view=friend&variant=wahree&side=south&lang=en', { wait: STATUS });
  let b = null;
  try {
    const sent = (await move(a, 'C', 'A')).link;
    // B, whose browser speaks French, opens it and answers.
    b = await browser.open(sent, { wait: STATUS, lang: 'fr-FR' });
    await documentLang(b, 'fr', 'B in its browser\'s French');
    const answered = await move(b, 'f', 'B');
    const saved = await b.evaluate(() => localStorage.getItem('warri.friends'));
    assert.ok(saved, 'B keeps its games');

    // A's link with one letter changed in the middle of its code.
    const code = new URL(sent).searchParams.get('friend');
    const i = Math.floor(code.length / 2);
    const changed = withCharacter(sent, i, code[i] === 'A' ? 'B' : 'A');
    // And with a character no code has.
    const starred = withCharacter(sent, 3, '*');
    for (const [what, href, says] of [
      ['a changed letter', changed, /valeur de contrôle|endommagé/],
      ['a character no link has', starred, /caractère 4, «\s*\*\s*»/],
    ]) {
      await b.goto(href, { wait: NOTICE });
      await documentLang(b, 'fr', `B on ${what}`);
      const notice = await textMatching(b, NOTICE, /Ce lien de votre ami ne peut pas être utilisé/);
      assert.match(notice, says, `${what}: the notice names the problem`);
      assert.match(notice, /Rien de ce qui est enregistré sur cet appareil n'a changé/);
      // My games still has the game, waiting for the friend.
      await b.waitFor(SETUP);
      const games = await b.evaluate(() => [...document.querySelectorAll('ul[data-testid="my-games"] li[data-game-id]')].map((li) => [li.dataset.gameId, li.dataset.turn]));
      assert.deepEqual(games, [[answered.id, 'theirs']], `${what}: My games`);
      assert.equal(await b.evaluate(() => localStorage.getItem('warri.friends')), saved, `${what}: nothing saved changed`);
    }
    // The game opens from My games as it was.
    await b.click(`li[data-game-id="${answered.id}"] [data-testid="friend-open"]`);
    const reopened = await shown(b, 'theirs', 'B\'s game from My games');
    assert.deepEqual([reopened.pits, reopened.link], [answered.pits, answered.link]);
    assert.deepEqual(await a.problems(), []);
    assert.deepEqual(await b.problems(), []);
  } finally {
    await a.close();
    await b?.close();
  }
});

test(`${ENGINE}: the QR code reads as exactly the link to send`, async () => {
  // A plays North: South moves first, so the link is shown at once.
  const a = await browser.open('?view=friend&variant=speightstown&side=north&lang=nl', { wait: STATUS });
  let b = null;
  try {
    const start = await shown(a, 'theirs', 'A at the start');
    assert.equal(await decodeQr(a, 'svg[data-testid="friend-qr"]'), start.link, 'the first link');
    assert.equal((await a.text('a[data-testid="friend-link"]')).trim(), start.link, 'the link is written out as it is');
    b = await browser.open(start.link, { wait: STATUS, lang: 'en-GB' });
    const answered = await move(b, 'D', 'B');
    assert.notEqual(answered.link, start.link);
    assert.equal(await decodeQr(b, 'svg[data-testid="friend-qr"]'), answered.link, 'the link after a move');
  } finally {
    await a.close();
    await b?.close();
  }
});

test(`${ENGINE}: while playing, the page asks the network for nothing`, async () => {
  // The release served by the test (every request logged; no-store), no
  // service worker: whatever the page asks of its host reaches the log.
  const server = await serveDist({ prefix: '/friends/' });
  const pages = [];
  /** What the page fetched, by Resource Timing. */
  const fetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
  /** Plays `pit` on `page`, checking that no request is made meanwhile; returns the link. */
  const quietly = async (page, pit, where) => {
    await shown(page, 'mine', where);
    const [asked, loaded] = [server.log.length, (await fetched(page)).length];
    const sent = await move(page, pit, where);
    await page.waitFor('svg[data-testid="friend-qr"]');
    const requests = server.log.slice(asked).map((r) => `${r.method} ${r.url}`);
    const loads = (await fetched(page)).slice(loaded);
    assert.deepEqual(requests, [], `${where}: nothing asked of the host`);
    assert.deepEqual(loads, [], `${where}: nothing fetched`);
    return sent.link;
  };
  try {
    const open = async (path, lang) => {
      const p = await browser.open(path, { wait: STATUS, serviceWorkers: 'block', lang });
      pages.push(p);
      return p;
    };
    const a = await open(`${server.base}?view=friend&variant=abapa&side=south`);
    const first = await quietly(a, 'C', 'A plays C');
    assert.ok(first.startsWith(server.base), `the link is to this host: ${first}`);
    const b = await open(first, 'en-GB');
    const second = await quietly(b, 'f', 'B plays f');
    await a.goto(second, { wait: STATUS });
    await quietly(a, 'A', 'A plays A');
    // Nor anything of another host: it would break the page's
    // Content-Security-Policy, which the driver records as a problem.
    for (const p of pages) assert.deepEqual(await p.problems(), []);
    const elsewhere = [];
    for (const p of pages) elsewhere.push(...(await fetched(p)).filter((u) => new URL(u).origin !== new URL(server.base).origin));
    assert.deepEqual(elsewhere, [], 'nothing fetched from another host');
  } finally {
    for (const p of pages) await p.close();
    await server.close();
  }
});

test(`${ENGINE}: the single file's friend links are file:// links that another page opens`, async (t) => {
  const size = await stat(SINGLE).then((s) => s.size, () => null);
  if (size == null) {
    t.skip(`${SINGLE} is missing: run \`cargo xtask dist --single-file\``);
    return;
  }
  const href = pathToFileURL(SINGLE).href;
  const a = await browser.open(`${href}#view=friend&variant=wari&side=south`, { wait: STATUS, timeout: 60_000 });
  let b = null;
  try {
    const sent = await move(a, 'C', 'A');
    assert.ok(sent.link.startsWith(`${href}#friend=`), `the link is to the file, in its fragment: ${sent.link}`);
    b = await browser.open(sent.link, { wait: STATUS, timeout: 60_000, lang: 'en-GB' });
    const got = await shown(b, 'mine', 'B on the file\'s link');
    assert.deepEqual([got.id, got.mine, got.pits], [sent.id, 'north', sent.pits], 'the same game, North to play here');
    assert.deepEqual(await a.problems(), []);
    assert.deepEqual(await b.problems(), []);
  } finally {
    await a.close();
    await b?.close();
  }
});

test(`${ENGINE}: the game's header and its setup dialog lead to the friend page`, async () => {
  const page = await browser.open('?variant=wari&lang=nl');
  try {
    await page.click('a[data-testid="nav-friend"]');
    await page.waitFor(SETUP);
    await documentLang(page, 'nl', 'the friend page from the header');
    assert.equal(await page.count('[data-testid="friend-game"]'), 0, 'no game started');

    // The setup dialog (New game): the variant chosen there is the
    // friend page's; this device plays North, and North starts.
    await page.evaluate(() => localStorage.clear());
    await page.goto('?lang=fr', { wait: '[data-testid="welcome-change"]' });
    await page.click('[data-testid="welcome-change"]');
    await page.waitFor('[data-testid="setup"]');
    await page.click('[data-testid="setup"] input[name="variant"][value="speightstown"]');
    await page.waitUntil(() => /[?&]choose=speightstown\b/.test(document.querySelector('a[data-testid="setup-friend"]')?.getAttribute('href') ?? ''), undefined, { what: 'the setup\'s friend link naming Speightstown' });
    await page.click('a[data-testid="setup-friend"]');
    await page.waitFor(SETUP);
    await documentLang(page, 'fr', 'the friend page from the setup dialog');
    await valueBecomes(page, 'select[data-testid="friend-variant"]', 'speightstown');
    await page.click('input[data-testid="friend-side"][value="north"]');
    await page.click('input[data-testid="friend-first"][value="north"]');
    await page.click('[data-testid="friend-start"]');
    const s = await shown(page, 'mine', 'the game started from the form');
    assert.deepEqual([s.variant, s.mine, s.toMove], ['speightstown', 'north', 'north']);
    assert.match(s.status, STATUS_WORDS.fr.mine);
    assert.deepEqual(s.games, [{ id: s.id, turn: 'mine', other: false }]);
    assert.deepEqual(await page.problems(), []);
  } finally {
    await page.close();
  }
});
