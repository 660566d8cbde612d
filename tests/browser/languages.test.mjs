// Languages: English, Dutch, French and Russian each render the setup, a
// game and a game-over reason with no message left untranslated; the
// language comes from ?lang=, else the browser, else English; the switcher
// changes it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { launch, open, sharedPage, documentLang } from './helpers.mjs';

let browser;
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

// Every message id of the app (one file per room): none may appear on a page as such.
const I18N = new URL('../../web/i18n/', import.meta.url);
// Read at once, not awaited: every suite registers its tests and hooks
// before any runs (tests/browser/suites.mjs runs them all in one process).
const IDS = readdirSync(I18N)
  .filter((f) => f.endsWith('-en.ftl'))
  .map((f) => readFileSync(new URL(f, I18N), 'utf8'))
  .join('\n')
  .split('\n')
  .map((l) => l.match(/^([a-z][a-z0-9-]*) =/)?.[1])
  .filter(Boolean);

/** A page opened in a browser whose language is `locale`. */
function page(locale, query) {
  return open(browser, query, { lang: locale });
}

function untranslated(text) {
  return IDS.filter((id) => id.includes('-') && new RegExp(`(^|[^\\w-])${id}([^\\w-]|$)`).test(text));
}

// The result of E9's Wahree sweep (docs/rules.md: South takes the 5 seeds
// left, 28–20), the whole sentence as each language's web/i18n/game-*.ftl
// words it (`end-slam-left`, `verdict-win`, `result`).
const OVER = {
  en: "Wahree sweep: South captures North's whole row and takes the 5 seeds left on the board — South wins 28–20.",
  nl: 'Met een uitveegvangst in Wahree vangt Zuid de hele rij van Noord en neemt de 5 zaden die nog op het bord lagen — Zuid wint met 28–20.',
  fr: 'Par un balayage (Wahree), Sud capture toute la rangée de Nord et prend les 5 graines restées sur le plateau — Sud gagne 28–20.',
  ru: 'В варианте «Wahree» выметание завершает партию: Юг захватывает весь ряд Севера и забирает оставшиеся на доске 5 семян — Юг побеждает со счётом 28–20.',
};

for (const lang of ['en', 'nl', 'fr', 'ru']) {
  test(`${lang}: setup, a game and a game-over reason, all translated`, async () => {
    // The link's language wins over the browser's: one page for all four.
    const setup = await shared.visit(`?lang=${lang}&variant=bridgetown&rules=1`);
    await setup.click('[data-testid="new-game"]');
    await setup.waitFor('[data-testid="setup"]');
    await documentLang(setup, lang);
    const setupText = await setup.innerText('main');
    assert.deepEqual(untranslated(setupText), [], `setup in ${lang}`);

    const over = await shared.visit(`?lang=${lang}&variant=wahree&position=2-0-3-0-0-2-1-1-0-0-0-0-19-20-S&moves=F`);
    const result = await over.text('[data-testid="result"]');
    assert.equal(result, OVER[lang], `the result in ${lang}`);
    const text = await over.innerText('main');
    assert.deepEqual(untranslated(text), [], `game in ${lang}`);
    if (lang !== 'en') assert.doesNotMatch(text, /South wins|North wins|to move/, `${lang}: no English left`);
  });
}

test('Russian plural forms of seeds: 1 семя, 2 семени, 5 семян', async () => {
  // The link names the language: the shared page (in Firefox a browser in
  // Russian would be a browser of its own, started for this test alone).
  const p = await shared.visit('?lang=ru&variant=abapa&position=1-2-5-0-0-0-4-4-4-4-0-0-12-12-S');
  await documentLang(p, 'ru');
  const label = (l) => p.attr(`button[data-pit="${l}"]`, 'aria-label');
  assert.match(await label('A'), /1 семя/);
  assert.match(await label('B'), /2 семени/);
  assert.match(await label('C'), /5 семян/);
});

test('the browser language is used without ?lang=, and the switcher changes it', async () => {
  const p = await page('nl-NL', '?variant=abapa');
  await documentLang(p, 'nl');
  await p.select('[data-testid="lang"]', 'fr');
  await p.waitFor('html[lang="fr"]', { state: 'attached' });
  assert.match(await p.text('[data-testid="status"]'), /Sud/);
  await p.close();
  const de = await page('de-DE', '?variant=abapa');
  await documentLang(de, 'en', 'else English');
  assert.match(await de.text('[data-testid="status"]'), /South/, 'else English');
  await de.close();
});
