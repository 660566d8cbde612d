// Embedding: boards in iframes (different variants and languages) both
// play, also in a sandboxed iframe where storage is blocked; the "Embed
// this board" dialog writes the snippet; the demo page web/embed.html.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, sharedPage, BASE_URL, warriPlay, hostPage, boardState, documentLang } from './helpers.mjs';

let browser;
// The tests whose link names everything they show share one page.
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

/** The pits and stores a frame's board shows. */
async function shownIn(frame) {
  const { pits, stores } = await boardState(frame);
  return { pits, stores };
}

/**
 * Waits for the board inside a frame, plays its first playable pit there
 * and checks the board it then shows against `warri play`.
 */
async function playIn(frame, variant) {
  const board = '[data-testid="board"]';
  await frame.waitFor(board, { timeout: 15_000 });
  const before = await frame.attr(board, 'data-to-move');
  const pit = 'button.pit.playable';
  const move = await frame.attr(pit, 'data-pit');
  await frame.click(pit);
  await frame.waitFor('[data-testid="board"][data-busy="false"]');
  const expected = await warriPlay({ variant, moves: [move] });
  const shown = await shownIn(frame);
  assert.deepEqual(shown, { pits: expected.pits, stores: expected.stores }, `${variant}: the board after ${move}`);
  return { before, after: await frame.attr(board, 'data-to-move') };
}

/** A page of another site embedding the board. */
async function embedding(html, options = {}) {
  const host = await hostPage(`<!doctype html><html lang="en"><head><title>A club's page</title></head><body>${html}</body></html>`);
  const page = await open(browser, host.url, { wait: 'iframe', ...options });
  const close = page.close.bind(page);
  page.close = async () => { await close(); await host.close(); };
  return page;
}

test('two embedded boards of different variants and languages both play', async () => {
  const src = (q) => new URL(q, BASE_URL).href;
  const page = await embedding(`
    <iframe id="one" src="${src('?embed=1&variant=wahree&lang=ru')}" width="400" height="440" sandbox="allow-scripts allow-same-origin"></iframe>
    <iframe id="two" src="${src('?embed=1&variant=bridgetown&lang=fr&rules=1')}" width="600" height="900" sandbox="allow-scripts allow-same-origin"></iframe>`);
  const one = await page.frame('#one');
  const two = await page.frame('#two');
  for (const [frame, variant, lang] of [[one, 'wahree', 'ru'], [two, 'bridgetown', 'fr']]) {
    const moved = await playIn(frame, variant);
    assert.equal(moved.before, 'south');
    assert.equal(moved.after, 'north', `${variant}: the move was played`);
    assert.equal(await frame.attr('[data-testid="board"]', 'data-variant'), variant);
    await documentLang(frame, lang);
    // Embedded: no page chrome, but a way to the full game.
    assert.equal(await frame.count('header.top'), 0);
    assert.match(await frame.attr('[data-testid="open-full"]', 'href'), new RegExp(`variant=${variant}.*lang=${lang}`));
  }
  assert.match(await one.text('[data-testid="status"]'), /Север|Юг/);
  assert.ok(await two.visible('[data-testid="rules-table"]'), 'rules=1 shows the table');
  assert.deepEqual(await page.problems(), []);
  await page.close();
});

test('where storage is blocked, embedded and full pages still play and say nothing alarming', async () => {
  // As in privacy modes and partitioned third-party frames: the page cannot
  // use localStorage (see the driver's `storage` option for how each
  // engine blocks it).
  const page = await embedding(`
    <iframe id="f" src="${new URL('?embed=1&variant=caribbean', BASE_URL).href}" width="400" height="440" sandbox="allow-scripts allow-same-origin"></iframe>`,
  { storage: 'blocked' });
  const frame = await page.frame('#f');
  const moved = await playIn(frame, 'caribbean');
  assert.equal(moved.after, 'north');
  assert.equal(await frame.count('[data-testid="notice"]'), 0, 'no notice');
  // Storage is really blocked there.
  assert.equal(await frame.evaluate(() => { try { return !window.localStorage; } catch { return true; } }), true, 'storage is blocked');
  // The full page too (it would save and restore the game).
  await page.goto('?variant=abapa', { wait: '[data-testid="board"]' });
  await page.click('button.pit.playable');
  await page.waitFor('[data-testid="board"][data-to-move="north"]');
  assert.equal(await page.count('[data-testid="notice"]'), 0, 'no notice');
  assert.deepEqual(await page.problems(), []);
  await page.close();
});

test('the Embed this board dialog writes the iframe snippet for the current settings', async () => {
  const page = await shared.visit('?variant=wari&lang=nl&north=computer&level=2');
  await page.click('[data-testid="embed-button"]');
  const snippet = '[data-testid="embed-snippet"]';
  let text = await page.value(snippet);
  assert.match(text, /^<iframe src="[^"]*\?variant=wari&amp;north=computer&amp;level=2&amp;lang=nl&amp;embed=1"/);
  // No sandbox: the frame needs scripts and its own origin (its modules,
  // the computer's worker), the pair a sandbox warns about when allowed.
  assert.doesNotMatch(text, /sandbox=/);
  assert.match(text, /height="520" style="border:0;max-width:34rem"/);
  await page.check('[data-testid="embed-rules"]');
  text = await page.value(snippet);
  assert.match(text, /&amp;rules=1"/);
});

test('the Embed dialog offers a replay of the game, with a live preview of the snippet', async () => {
  // A page of its own: its live preview reloads while it loads, and in
  // Firefox a service worker (a shared page has one) reports the fetches
  // that cut short as errors of the page.
  const page = await open(browser, '?variant=wahree&moves=C,f,A&lang=fr');
  await page.click('[data-testid="embed-button"]');
  await page.check('[data-testid="embed-replay"]');
  const snippet = await page.value('[data-testid="embed-snippet"]');
  assert.match(snippet, /\?variant=wahree&amp;moves=C,f,A&amp;lang=fr&amp;embed=1&amp;view=replay&amp;autoplay=1&amp;loop=1"/);
  const src = snippet.match(/src="([^"]*)"/)[1].replace(/&amp;/g, '&');
  assert.equal(new URL(await page.attr('[data-testid="embed-preview"]', 'src'), BASE_URL).href, new URL(src, BASE_URL).href,
    'the preview shows what the snippet shows');
  const preview = await page.frame('[data-testid="embed-preview"]');
  await preview.waitFor('[data-testid="replay"]', { timeout: 15_000 });
  assert.equal(await preview.attr('[data-testid="replay-play"]', 'data-playing'), 'true', 'it plays by itself');
  assert.equal(await preview.count('header.top'), 0);
  assert.deepEqual(await page.problems(), []);
  await page.close();
});

test('the Embed dialog can give the readers a board\'s look, and the preview shows it', async () => {
  const page = await open(browser, '?variant=wari&lang=en');
  await page.click('[data-testid="embed-button"]');
  const snippet = '[data-testid="embed-snippet"]';
  assert.doesNotMatch(await page.value(snippet), /theme=/, 'by default the reader\'s own look');
  await page.select('[data-testid="embed-theme"]', 'contrast');
  await page.waitUntil((sel) => /theme=contrast"/.test(document.querySelector(sel)?.value ?? ''), snippet, { timeout: 10_000, what: 'the snippet with theme=contrast' });
  const preview = await page.frame('[data-testid="embed-preview"]');
  await preview.waitUntil(() => document.documentElement.dataset.theme === 'contrast', undefined, { timeout: 15_000, what: 'the preview in high contrast' });
  // The page itself keeps its own look.
  assert.notEqual(await page.attr('html', 'data-theme'), 'contrast');
  await page.select('[data-testid="embed-theme"]', '');
  assert.doesNotMatch(await page.value(snippet), /theme=/, 'the reader\'s own look again');
  await page.close();
});

test('the demo page shows every embedded board as its link asks', async () => {
  const page = await open(browser, 'embed.html', { wait: 'iframe' });
  const count = await page.count('iframe');
  assert.ok(count >= 3, `${count} frames`);
  for (let i = 0; i < count; i++) {
    const src = new URL(await page.evaluate((i) => document.querySelectorAll('iframe')[i].getAttribute('src'), i), BASE_URL);
    const q = src.searchParams;
    // The frames load lazily: bring each into view.
    await page.scrollIntoView('iframe', i);
    const frame = await page.frame('iframe', i);
    const board = '[data-testid="board"]';
    await frame.waitFor(board, { timeout: 15_000 });
    const where = `frame ${i} (${src.search})`;
    assert.equal(q.get('embed'), '1', where);
    assert.equal(await frame.attr(board, 'data-variant'), q.get('variant'), where);
    await documentLang(frame, q.get('lang'), where);
    assert.equal(await frame.evaluate((b) => document.querySelector(b).classList.contains('flipped'), board), q.get('flip') === '1', `${where}: flipped`);
    assert.equal(await frame.count('[data-testid="rules-table"]'), q.get('rules') === '1' ? 1 : 0, `${where}: rules table`);
    assert.equal(await frame.count('header.top'), 0, `${where}: no page chrome`);
    assert.equal(await frame.count('[data-testid="notice"]'), 0, `${where}: no notice`);
    const expected = await warriPlay({ variant: q.get('variant'), position: q.get('position') ?? undefined });
    assert.deepEqual(await shownIn(frame), { pits: expected.pits, stores: expected.stores }, `${where}: the position`);
    if (q.get('north') === 'computer') {
      // South plays; the computer answers in the frame (North is shown to
      // move while it thinks and while its move is sown).
      const pit = 'button.pit.playable';
      const move = await frame.attr(pit, 'data-pit');
      await frame.click(pit);
      await frame.waitFor('[data-testid="board"][data-to-move="north"]', { timeout: 20_000 });
      await frame.waitFor('[data-testid="board"][data-to-move="south"][data-busy="false"]', { timeout: 20_000 });
      const afterSouth = await warriPlay({ variant: q.get('variant'), moves: [move] });
      const replies = afterSouth.legal.map((m) => warriPlay({ variant: q.get('variant'), moves: [move, m] }));
      const shown = await shownIn(frame);
      assert.ok((await Promise.all(replies)).some((r) => JSON.stringify(r.pits) === JSON.stringify(shown.pits)),
        `${where}: the board shows one of North's legal replies to ${move}`);
    }
  }
  // The demo page has no icon of its own, so browsers ask for /favicon.ico.
  assert.deepEqual((await page.problems()).filter((p) => !/favicon\.ico/.test(p)), []);
  await page.close();
});
