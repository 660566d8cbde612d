// The teacher's kit: what a teacher takes from a variant's rules page
// (?view=rules&variant=K). Its About section shows the tradition's equipment,
// drawn by the project (crates/warri-site/src/learn/equipment.rs), named and
// captioned in the page's language; and the page printed is a one-page rules
// sheet: on A4 (Chromium's print to PDF) exactly one page in every variant
// and language, still holding the title, the rules-change table and the
// diagrams of the rules (web/style.css, `@media print`).
//
// Printing is driven only in Chromium (Playwright's page.pdf and print media
// emulation): the other engines skip that test, saying so; the pictures are
// checked in every engine (in the short form of `helpers.mjs`, the first
// variant of each of the three traditions, in every language).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, sharedPage, ENGINE, FULL } from './helpers.mjs';

let browser;
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

const VARIANTS = ['abapa', 'wari', 'caribbean', 'speightstown', 'bridgetown', 'wahree'];
const LANGS = ['en', 'nl', 'fr', 'ru'];
/** The rules page of `v` in `lang`, its words loaded. */
const path = (v, lang) => `?view=rules&variant=${v}&lang=${lang}`;
const shown = (v) => `[data-testid="rules-page"][data-variant="${v}"] section[data-topic="about"] p`;
/**
 * How many rows of each variant's rules-change table differ from standard
 * Oware (Abapa), worked out from docs/rules.md 2.7: Wari its grand slam, the
 * slam as the only move and the end; Caribbean its grand slam and the slam
 * as the only move; Speightstown those two, both awards, the winner and the
 * match; Bridgetown the same but the winner; Wahree as Wari.
 */
const DIFFERING = { abapa: 0, wari: 3, caribbean: 2, speightstown: 6, bridgetown: 5, wahree: 3 };
/** Each variant's tradition: its picture, and the stores drawn (all optional). */
const KITS = {
  abapa: ['oware', 0], wari: ['oware', 0], caribbean: ['oware', 0],
  speightstown: ['barbados', 2], bridgetown: ['barbados', 2], wahree: ['wahree', 1],
};

/** How many pages a PDF has: its page objects (`/Type /Page`, not `/Pages`). */
function pageCount(pdf) {
  return (Buffer.from(pdf).toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/**
 * The variants whose equipment is checked: all six, or in the short form
 * the first of each tradition in `KITS`. The kit and its words are the same
 * compiled Rust for every variant of a tradition; what an engine may draw
 * differently is each tradition's picture.
 */
const EQUIPPED = FULL ? VARIANTS : VARIANTS.filter((v, i) => VARIANTS.findIndex((w) => KITS[w][0] === KITS[v][0]) === i);

test('every rules page shows its tradition\'s equipment, drawn, named and captioned in its language', async () => {
  const page = await shared.visit(path('abapa', 'en'), { wait: shown('abapa') });
  const captions = new Map();
  for (const v of EQUIPPED) {
    for (const lang of LANGS) {
      await page.goto(path(v, lang), { wait: `[data-testid="rules-page"][data-variant="${v}"] [data-testid="equipment"]` });
      await page.waitUntil((lang) => document.documentElement.lang === lang, lang, { what: `the page in ${lang}` });
      const seen = await page.evaluate(() => {
        const figure = document.querySelector('section[data-topic="about"] [data-testid="equipment"]');
        if (!figure) return null;
        const svg = figure.querySelector(':scope > svg');
        const r = svg?.getBoundingClientRect();
        return {
          kit: figure.dataset.kit,
          role: svg?.getAttribute('role'),
          name: svg?.getAttribute('aria-label') ?? '',
          caption: figure.querySelector('figcaption')?.textContent ?? '',
          seeds: svg?.querySelectorAll('use[href="#eq-body"]').length,
          stores: svg?.querySelectorAll('[stroke-dasharray]').length,
          size: r ? [Math.round(r.width), Math.round(r.height)] : null,
          // Right after the equipment paragraph.
          after: figure.previousElementSibling?.tagName,
          images: svg?.querySelectorAll('image, foreignObject').length,
        };
      });
      const where = `${v} ${lang}`;
      assert.ok(seen, `${where}: the equipment is drawn`);
      const [kit, stores] = KITS[v];
      assert.equal(seen.kit, kit, where);
      assert.equal(seen.role, 'img', where);
      assert.ok(seen.name.length > 20 && !seen.name.startsWith('equipment-'), `${where}: named: ${seen.name}`);
      assert.ok(seen.caption.length > 40 && !seen.caption.startsWith('equipment-'), `${where}: captioned: ${seen.caption}`);
      assert.equal(seen.seeds, 48, `${where}: four seeds in each of the twelve pits`);
      assert.equal(seen.stores, stores, `${where}: the optional stores`);
      assert.equal(seen.images, 0, `${where}: drawn, no outside image`);
      assert.ok(seen.size[0] > 200 && seen.size[1] > 60, `${where}: shown, ${seen.size}`);
      assert.equal(seen.after, 'P', where);
      const key = `${kit} ${lang}`;
      if (captions.has(key)) assert.equal(seen.caption, captions.get(key), `${where}: one caption a tradition`);
      captions.set(key, seen.caption);
    }
  }
  // Each language words each tradition its own way.
  for (const kit of ['oware', 'barbados', 'wahree']) {
    const said = LANGS.map((l) => captions.get(`${kit} ${l}`));
    assert.equal(new Set(said).size, LANGS.length, `${kit}: ${said.join(' | ')}`);
  }
  assert.match(captions.get('barbados nl'), /horse nickars/);
  assert.match(captions.get('barbados nl'), /mahonie/);
  assert.match(captions.get('barbados fr'), /magasin/);
  assert.match(captions.get('wahree ru'), /амбар/i);
  assert.deepEqual(await page.problems(), []);
});

const PRINTING = ENGINE === 'chromium' ? false
  : `${ENGINE}: printing to PDF and the print media are driven only in Chromium (Playwright's page.pdf); the print style sheet is the same CSS`;

test('every rules page prints on one A4 page that keeps the title, the rules-change table and the diagrams', { skip: PRINTING }, async () => {
  const page = await shared.visit(path('abapa', 'en'), { wait: shown('abapa') });
  const pages = [];
  for (const v of VARIANTS) {
    for (const lang of LANGS) {
      const where = `${v} ${lang}`;
      await page.goto(path(v, lang), { wait: shown(v) });
      await page.waitUntil((lang) => document.documentElement.lang === lang, lang, { what: `the page in ${lang}` });
      const pdf = await page.pdf({ format: 'A4' });
      pages.push(`${where}: ${pageCount(pdf)}`);
      // What the print holds: the page in print media.
      await page.emulateMedia('print');
      const seen = await page.evaluate(() => {
        const visible = (el) => {
          if (!el) return false;
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        };
        const all = (sel) => [...document.querySelectorAll(sel)];
        const rows = all('[data-testid="rules-table"] tbody tr');
        return {
          title: visible(document.querySelector('.rules-page > h2')),
          table: visible(document.querySelector('[data-testid="rules-table"]')),
          rows: rows.filter(visible).length,
          differing: rows.filter((r) => r.dataset.differs === 'true').length,
          differingShown: rows.filter((r) => r.dataset.differs === 'true' && visible(r)).length,
          diagrams: all('.rules-page section .rules-figure svg').filter(visible).length,
          start: visible(document.querySelector('section[data-topic="board"] .rules-figure svg')),
          rules: all('.rules-page section[data-topic] > p').filter(visible).length,
          header: visible(document.querySelector('header.top')),
          links: visible(document.querySelector('[data-testid="rules-play"]')),
        };
      });
      await page.emulateMedia(null);
      assert.ok(seen.title, `${where}: the title`);
      assert.ok(seen.table && seen.rows > 0, `${where}: the rules-change table is printed open`);
      assert.equal(seen.differing, DIFFERING[v], `${where}: the rows marked as differing from standard Oware`);
      assert.equal(seen.differingShown, seen.differing, `${where}: every rule that differs from standard Oware`);
      assert.ok(seen.diagrams >= 3 && seen.start, `${where}: the diagrams, the board's first (${seen.diagrams})`);
      assert.ok(seen.rules >= 10, `${where}: the rules (${seen.rules} paragraphs)`);
      assert.ok(!seen.header && !seen.links, `${where}: no app chrome`);
    }
  }
  const over = pages.filter((p) => !p.endsWith(': 1'));
  assert.deepEqual(over, [], `each on one A4 page: ${pages.join(', ')}`);
  assert.deepEqual(await page.problems(), []);
});
