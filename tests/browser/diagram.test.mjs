// The picture panel: the current position as the SVG diagram `warri
// diagram` draws (the same groups and counts as the board, its title in the
// page's language, the last move marked or not), and a PNG the browser
// renders from it at twice the size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, sharedPage, boardState } from './helpers.mjs';

let browser;
// The tests whose link names everything they show share one page.
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

/** Reads the SVG of the panel's download link (runs in the page). */
function readSvg() {
  const href = document.querySelector('a[data-testid="diagram-svg"]').getAttribute('href');
  const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  const groups = (attr) => [...doc.querySelectorAll(`[${attr}]`)].map((g) => [g.getAttribute(attr), Number(g.getAttribute('data-seeds')), g.getAttribute('data-mark')]);
  return {
    parsed: root.localName === 'svg' && root.namespaceURI === 'http://www.w3.org/2000/svg' && !doc.querySelector('parsererror'),
    viewBox: root.getAttribute('viewBox'),
    width: Number(root.getAttribute('width')),
    title: doc.querySelector('title')?.textContent ?? '',
    pits: groups('data-pit'),
    stores: groups('data-store'),
    download: document.querySelector('a[data-testid="diagram-svg"]').getAttribute('download'),
  };
}

test('the picture panel draws the board as it stands, in the page language, with the last move marked', async () => {
  const page = await shared.visit('?variant=wari&moves=C,f,A&lang=ru');
  await page.click('[data-testid="diagram-button"]');
  await page.waitFor('[data-testid="diagram-panel"]');
  const board = await boardState(page);
  let svg = await page.evaluate(`(${readSvg})()`);
  assert.ok(svg.parsed, 'a well-formed SVG document');
  assert.match(svg.viewBox, /^0 0 \d+/);
  assert.equal(svg.download, 'warri-wari-3.svg');
  assert.match(svg.title, /^Wari: Ход Севера\. Лунки A–F Юга: /, svg.title);
  const seeds = Object.fromEntries(svg.pits.map(([l, n]) => [l, n]));
  assert.deepEqual([...'ABCDEFabcdef'].map((l) => seeds[l]), board.pits, 'the same counts as the board');
  assert.deepEqual(svg.stores.map(([, n]) => n), board.stores);
  const marks = Object.fromEntries(svg.pits.filter(([, , m]) => m).map(([l, , m]) => [l, m]));
  assert.equal(marks.A, 'origin', 'the last move, A, is marked');
  assert.equal(marks.B, 'sown');
  // Unmarked on request.
  await page.check('[data-testid="diagram-mark"]', false);
  svg = await page.evaluate(`(${readSvg})()`);
  assert.equal(svg.pits.filter(([, , m]) => m).length, 0, 'no marks');
  // The PNG: rendered from the SVG at twice its size.
  await page.waitFor('a[data-testid="diagram-png"]', { timeout: 15_000 });
  assert.equal(await page.attr('a[data-testid="diagram-png"]', 'download'), 'warri-wari-3.png');
  const png = await page.evaluate(() => new Promise((resolve) => {
    const href = document.querySelector('a[data-testid="diagram-png"]').getAttribute('href');
    const img = new Image();
    img.onload = () => resolve({ png: href.startsWith('data:image/png;base64,'), width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve({ png: false });
    img.src = href;
  }));
  assert.ok(png.png, 'a PNG');
  assert.equal(png.width, 2 * svg.width, 'twice the drawing\'s width');
  assert.ok(await page.visible('img[data-testid="diagram-preview"]'));
  assert.deepEqual(await page.problems(), []);
});

test('a fresh game has nothing to mark, and the picture follows the flipped board', async () => {
  const page = await shared.visit('?variant=wahree&flip=1');
  await page.click('[data-testid="diagram-button"]');
  await page.waitFor('[data-testid="diagram-panel"]');
  assert.equal(await page.count('[data-testid="diagram-mark"]'), 0, 'no last move to mark');
  const svg = await page.evaluate(`(${readSvg})()`);
  assert.equal(svg.pits.map(([l]) => l).join(''), 'FaEbDcCdBeAf', 'seen from North, as the board');
  assert.match(svg.title, /^Wahree: South to move/);
});
