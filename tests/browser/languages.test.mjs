// Languages: English, Dutch, French and Russian each render the setup, a
// game and a game-over reason with no message left untranslated; the
// language comes from ?lang=, else the browser, else English; the switcher
// changes it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, setSpeed, idle, BASE_URL } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

// Every message id of the app: none may appear on a page as such.
const IDS = (await readFile(new URL('../../web/i18n/en.ftl', import.meta.url), 'utf8'))
  .split('\n')
  .map((l) => l.match(/^([a-z][a-z0-9-]*) =/)?.[1])
  .filter(Boolean);

async function page(locale, query) {
  const context = await browser.newContext({ locale });
  const p = await context.newPage();
  await p.goto(new URL(query, BASE_URL).href);
  await p.locator('[data-testid="board"]').waitFor({ timeout: 15_000 });
  return p;
}

function untranslated(text) {
  return IDS.filter((id) => id.includes('-') && new RegExp(`(^|[^\\w-])${id}([^\\w-]|$)`).test(text));
}

const EXPECT = {
  en: { slam: /Sweep|sweep/, over: /South wins 28–20/ },
  nl: { slam: /./, over: /Zuid/ },
  fr: { slam: /./, over: /Sud/ },
  ru: { slam: /./, over: /Юг/ },
};

for (const lang of ['en', 'nl', 'fr', 'ru']) {
  test(`${lang}: setup, a game and a game-over reason, all translated`, async () => {
    const setup = await page(lang, `?lang=${lang}&variant=bridgetown&rules=1`);
    await setup.locator('[data-testid="new-game"]').click();
    await setup.locator('[data-testid="setup"]').waitFor();
    assert.equal(await setup.locator('html').getAttribute('lang'), lang);
    const setupText = await setup.locator('main').innerText();
    assert.deepEqual(untranslated(setupText), [], `setup in ${lang}`);
    await setup.context().close();

    const over = await page(lang, `?lang=${lang}&variant=wahree&position=2-0-3-0-0-2-1-1-0-0-0-0-19-20-S&moves=F`);
    const result = await over.locator('[data-testid="result"]').textContent();
    assert.match(result, EXPECT[lang].over);
    assert.match(result, /28–20/);
    const text = await over.locator('main').innerText();
    assert.deepEqual(untranslated(text), [], `game in ${lang}`);
    if (lang !== 'en') assert.doesNotMatch(text, /South wins|North wins|to move/, `${lang}: no English left`);
    await over.context().close();
  });
}

test('Russian plural forms of seeds: 1 семя, 2 семени, 5 семян', async () => {
  const p = await page('ru', '?lang=ru&variant=abapa&position=1-2-5-0-0-0-4-4-4-4-0-0-12-12-S');
  const label = (l) => p.locator(`button[data-pit="${l}"]`).getAttribute('aria-label');
  assert.match(await label('A'), /1 семя/);
  assert.match(await label('B'), /2 семени/);
  assert.match(await label('C'), /5 семян/);
  await p.context().close();
});

test('the browser language is used without ?lang=, and the switcher changes it', async () => {
  const p = await page('nl-NL', '?variant=abapa');
  assert.equal(await p.locator('html').getAttribute('lang'), 'nl');
  await p.locator('[data-testid="lang"]').selectOption('fr');
  assert.equal(await p.locator('html').getAttribute('lang'), 'fr');
  assert.match(await p.locator('[data-testid="status"]').textContent(), /Sud/);
  await p.context().close();
  const de = await page('de-DE', '?variant=abapa');
  assert.equal(await de.locator('html').getAttribute('lang'), 'en', 'else English');
  await de.context().close();
});
