// Embedding: boards in iframes (different variants and languages) both
// play, also in a sandboxed iframe where storage is blocked; the "Embed
// this board" dialog writes the snippet; the demo page web/embed.html.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, BASE_URL, warriPlay } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The pits and stores a frame's board shows. */
async function shownIn(frame) {
  return frame.locator('[data-testid="board"]').evaluate((board) => ({
    pits: [...'ABCDEFabcdef'].map((l) => Number(board.querySelector(`[data-pit="${l}"]`).dataset.seeds)),
    stores: ['south', 'north'].map((s) => Number(board.querySelector(`[data-store="${s}"]`).dataset.seeds)),
  }));
}

/**
 * Waits for the board inside a frame, plays its first playable pit there
 * and checks the board it then shows against `warri play`.
 */
async function playIn(frame, variant) {
  const board = frame.locator('[data-testid="board"]');
  await board.waitFor({ timeout: 15_000 });
  const before = await board.getAttribute('data-to-move');
  const pit = frame.locator('button.pit.playable').first();
  const move = await pit.getAttribute('data-pit');
  await pit.click();
  await frame.locator('[data-testid="board"][data-busy="false"]').waitFor();
  const expected = await warriPlay({ variant, moves: [move] });
  const shown = await shownIn(frame);
  assert.deepEqual(shown, { pits: expected.pits, stores: expected.stores }, `${variant}: the board after ${move}`);
  return { before, after: await board.getAttribute('data-to-move') };
}

test('two embedded boards of different variants and languages both play', async () => {
  const page = await browser.newPage();
  const src = (q) => new URL(q, BASE_URL).href;
  await page.setContent(`<!doctype html><html><body>
    <iframe id="one" src="${src('?embed=1&variant=wahree&lang=ru')}" width="400" height="440" sandbox="allow-scripts allow-same-origin"></iframe>
    <iframe id="two" src="${src('?embed=1&variant=bridgetown&lang=fr&rules=1')}" width="600" height="900" sandbox="allow-scripts allow-same-origin"></iframe>
  </body></html>`);
  const one = page.frameLocator('#one');
  const two = page.frameLocator('#two');
  for (const [frame, variant, lang] of [[one, 'wahree', 'ru'], [two, 'bridgetown', 'fr']]) {
    const moved = await playIn(frame, variant);
    assert.equal(moved.before, 'south');
    assert.equal(moved.after, 'north', `${variant}: the move was played`);
    assert.equal(await frame.locator('[data-testid="board"]').getAttribute('data-variant'), variant);
    assert.equal(await frame.locator('html').getAttribute('lang'), lang);
    // Embedded: no page chrome, but a way to the full game.
    assert.equal(await frame.locator('header.top').count(), 0);
    const full = frame.locator('[data-testid="open-full"]');
    assert.match(await full.getAttribute('href'), new RegExp(`variant=${variant}.*lang=${lang}`));
  }
  assert.match(await one.locator('[data-testid="status"]').textContent(), /Север|Юг/);
  assert.ok(await two.locator('[data-testid="rules-table"]').isVisible(), 'rules=1 shows the table');
  await page.close();
});

test('where storage is blocked, embedded and full pages still play and say nothing alarming', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // As in privacy modes and partitioned third-party frames: any use of
  // localStorage throws.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  await page.setContent(`<!doctype html><html><body>
    <iframe id="f" src="${new URL('?embed=1&variant=caribbean', BASE_URL).href}" width="400" height="440" sandbox="allow-scripts allow-same-origin"></iframe>
  </body></html>`);
  const frame = page.frameLocator('#f');
  const moved = await playIn(frame, 'caribbean');
  assert.equal(moved.after, 'north');
  assert.equal(await frame.locator('[data-testid="notice"]').count(), 0, 'no notice');
  // The full page too (it would save and restore the game).
  await page.goto(new URL('?variant=abapa', BASE_URL).href);
  await page.locator('[data-testid="board"]').waitFor();
  await page.locator('button.pit.playable').first().click();
  await page.locator('[data-testid="board"][data-to-move="north"]').waitFor();
  assert.equal(await page.locator('[data-testid="notice"]').count(), 0, 'no notice');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Embed this board dialog writes the iframe snippet for the current settings', async () => {
  const page = await open(browser, '?variant=wari&lang=nl&north=computer&level=2');
  await page.locator('[data-testid="embed-button"]').click();
  const snippet = page.locator('[data-testid="embed-snippet"]');
  let text = await snippet.inputValue();
  assert.match(text, /^<iframe src="[^"]*\?variant=wari&amp;north=computer&amp;level=2&amp;lang=nl&amp;embed=1"/);
  assert.match(text, /sandbox="allow-scripts allow-same-origin/);
  await page.locator('[data-testid="embed-rules"]').check();
  text = await snippet.inputValue();
  assert.match(text, /&amp;rules=1"/);
  await page.close();
});

test('the demo page shows every embedded board as its link asks', async () => {
  const page = await browser.newPage();
  await page.goto(new URL('embed.html', BASE_URL).href);
  const frames = page.locator('iframe');
  const count = await frames.count();
  assert.ok(count >= 3, `${count} frames`);
  for (let i = 0; i < count; i++) {
    const src = new URL(await frames.nth(i).getAttribute('src'), BASE_URL);
    const q = src.searchParams;
    // The frames load lazily: bring each into view.
    await frames.nth(i).scrollIntoViewIfNeeded();
    const frame = page.frameLocator(`iframe >> nth=${i}`);
    const board = frame.locator('[data-testid="board"]');
    await board.waitFor({ timeout: 15_000 });
    const where = `frame ${i} (${src.search})`;
    assert.equal(q.get('embed'), '1', where);
    assert.equal(await board.getAttribute('data-variant'), q.get('variant'), where);
    assert.equal(await frame.locator('html').getAttribute('lang'), q.get('lang'), where);
    assert.equal(await board.evaluate((b) => b.classList.contains('flipped')), q.get('flip') === '1', `${where}: flipped`);
    assert.equal(await frame.locator('[data-testid="rules-table"]').count(), q.get('rules') === '1' ? 1 : 0, `${where}: rules table`);
    assert.equal(await frame.locator('header.top').count(), 0, `${where}: no page chrome`);
    assert.equal(await frame.locator('[data-testid="notice"]').count(), 0, `${where}: no notice`);
    const expected = await warriPlay({ variant: q.get('variant'), position: q.get('position') ?? undefined });
    assert.deepEqual(await shownIn(frame), { pits: expected.pits, stores: expected.stores }, `${where}: the position`);
    if (q.get('north') === 'computer') {
      // South plays; the computer answers in the frame (North is shown to
      // move while it thinks and while its move is sown).
      const pit = frame.locator('button.pit.playable').first();
      const move = await pit.getAttribute('data-pit');
      await pit.click();
      await frame.locator('[data-testid="board"][data-to-move="north"]').waitFor({ timeout: 20_000 });
      await frame.locator('[data-testid="board"][data-to-move="south"][data-busy="false"]').waitFor({ timeout: 20_000 });
      const afterSouth = await warriPlay({ variant: q.get('variant'), moves: [move] });
      const replies = afterSouth.legal.map((m) => warriPlay({ variant: q.get('variant'), moves: [move, m] }));
      const shown = await shownIn(frame);
      assert.ok((await Promise.all(replies)).some((r) => JSON.stringify(r.pits) === JSON.stringify(shown.pits)),
        `${where}: the board shows one of North's legal replies to ${move}`);
    }
  }
  await page.close();
});
