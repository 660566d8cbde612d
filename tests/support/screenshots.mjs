// The screenshots of README.md and web/screenshots/: the game, a lesson,
// the review and the puzzles, in each theme (tradition, classic, contrast),
// on a phone held upright (390×844, touch) and on a laptop (1280×900), in
// headless Chromium, the page as the screen shows it (not the whole page).
// `cargo xtask screenshots` builds and serves the site and runs this; by
// hand, against a server you started:
//
//   node tests/support/screenshots.mjs http://127.0.0.1:8080/ web/screenshots
//
// Each file is `<page>-<theme>-<phone|desktop>.png`; with Debian's
// pngquant on the PATH the files are quantised to 256 colours (a third of
// their size), else kept as Chromium writes them. The theme comes from the
// link (`theme=`), so nothing is saved; the lesson offer of a first visit
// is dismissed, as a returning player has it. Progress goes to stderr.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch } from '../browser/chromium.mjs';

// An Oware Abapa game at its 26th ply, both stores holding captures (a
// seeded random game, as `warri play` plays it).
const GAME = 'D,e,E,d,B,b,E,e,F,b,A,e,D,b,B,f,F,a,E,e,D,f,F,c,C,e';
const PAGES = [
  { name: 'game', path: `?variant=abapa&moves=${GAME}`, wait: '[data-testid="board"][data-busy="false"]' },
  { name: 'lesson', path: '?lesson=capture&task=0', wait: '[data-testid="lesson"] [data-testid="board"]' },
  { name: 'review', path: `?view=review&variant=abapa&moves=${GAME}`, wait: '[data-testid="review"][data-done="true"]' },
  { name: 'puzzles', path: '?view=puzzles&puzzle=wari-16', wait: '[data-testid="puzzle"] [data-testid="board"]' },
];
const THEMES = ['tradition', 'classic', 'contrast'];
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

const [base, out = 'web/screenshots'] = process.argv.slice(2);
if (!base) throw new Error('usage: node tests/support/screenshots.mjs URL [DIR]');
mkdirSync(out, { recursive: true });
const quantise = spawnSync('pngquant', ['--version']).status === 0;
if (!quantise) console.error('screenshots: no pngquant on the PATH; the files are kept as Chromium writes them');

const browser = await launch();
try {
  for (const size of SIZES) {
    for (const theme of THEMES) {
      for (const p of PAGES) {
        const context = await browser.newContext({ ...size, deviceScaleFactor: 1, locale: 'en-US' });
        try {
          const page = await context.newPage();
          await page.goto(new URL(`${p.path}&theme=${theme}&lang=en`, base).href);
          await page.locator(p.wait).first().waitFor({ timeout: 120_000 });
          const offer = page.locator('[data-testid="learn-offer-dismiss"]');
          if (await offer.count()) await offer.click();
          // Fonts and the last frame of any transition.
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(400);
          const file = resolve(join(out, `${p.name}-${theme}-${size.name}.png`));
          await page.screenshot({ path: file });
          if (quantise) spawnSync('pngquant', ['--force', '--skip-if-larger', '--quality', '70-95', '--ext', '.png', file]);
          console.error(`screenshots: ${file}`);
        } finally {
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
}
