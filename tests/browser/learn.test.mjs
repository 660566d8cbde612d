// Learning the games: the lessons (?view=learn, ?lesson=ID&task=N) and each
// variant's rules page (?view=rules&variant=K). Every task of every lesson
// is played in the page: a wrong legal move (as `warri play` lists the
// legal moves) is answered and leaves the task open, an accepted move (the
// lesson file's, which the rules crate's tests prove) solves it, and the
// last task leads to the lesson's end. Progress survives a reload; every
// rules page shows its sections and diagrams in every language; a lesson
// works inside a sandboxed iframe; bad links name what is wrong; a damaged
// lesson file is named and the other lessons stay; the game's first board
// does not load the lessons' module or files.
//
// The lessons' logic is the same compiled Rust in every engine (and tested
// natively): Firefox and WebKit run the short form (progress across a
// reload, a lesson in a sandboxed frame, what the first board loads), the
// rest only Chromium (helpers.mjs, LONG_FORM).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, cpSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, open, sharedPage, BASE_URL, warriPlay, hostPage, serveDist, skipUnless, LONG_FORM, layoutShifts, documentLang } from './helpers.mjs';

let browser;
// The tests whose link names everything they show share one page.
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

const LESSON = '[data-testid="lesson"]';
const LESSONS = '[data-testid="lessons"]';
const dist = process.env.WARRI_DIST;
const read = (f) => JSON.parse(readFileSync(join(dist, 'lessons', f), 'utf8'));
const course = () => read('course.json').lessons.map((id) => read(`${id}.json`));

test('every task of every lesson: a wrong move is explained and leaves it open, its answer solves it', { skip: LONG_FORM }, async () => {
  const lessons = course();
  assert.ok(lessons.length >= 8);
  const page = await shared.visit(`?lesson=${lessons[0].id}&task=0&lang=en`, { wait: LESSON });
  for (const [l, lesson] of lessons.entries()) {
    if (l > 0) await page.goto(`?lesson=${lesson.id}&task=0&lang=en`, { wait: LESSON });
    for (const [n, task] of lesson.tasks.entries()) {
      const here = `${LESSON}[data-lesson="${lesson.id}"][data-task="${n}"]`;
      await page.waitFor(here);
      const where = `${lesson.id} task ${n}`;
      assert.equal(await page.text('[data-testid="task-text"]'), task.text.en, where);
      assert.equal(await page.attr('[data-testid="board"]', 'data-variant'), task.variant, where);
      const { legal } = await warriPlay({ variant: task.variant, position: task.position });
      const wrong = legal.find((m) => !task.answers.includes(m));
      assert.ok(wrong, `${where}: a wrong legal move`);
      await page.click(`[data-pit="${wrong}"]`);
      await page.waitFor(`${here}[data-tries="1"] [data-testid="task-feedback"][data-result="missed"]`);
      const said = await page.text('[data-testid="task-feedback"]');
      assert.match(said, new RegExp(`^Your move ${wrong}: South sows`), `${where}: ${said}`);
      assert.match(said, /still open/, where);
      assert.equal(await page.count('[data-testid="task-done"]'), 0, `${where}: still open`);
      assert.equal(await page.count('.task-missed svg [data-pit]'), 12, `${where}: the wrong move's result pictured`);
      // The hint, on request.
      await page.click('[data-testid="task-hint"]');
      assert.equal(await page.text('[data-testid="hint-text"]'), task.hint.en);
      await page.click(`[data-pit="${task.answers[0]}"]`);
      await page.waitFor('[data-testid="task-done"]');
      assert.equal(await page.attr('[data-testid="task-feedback"]', 'data-result'), 'solved', where);
      // A choice of warri's that a text marks ({choice:KEY}) is drawn as
      // the one mark the rules pages give it, leading to its reason.
      const marked = [...task.solved.en.matchAll(/\{choice:([a-z0-9-]+)\}/g)].map((m) => m[1]);
      assert.ok((await page.text('[data-testid="task-done"]')).includes(task.solved.en.replace(/\{choice:[a-z0-9-]+\}/g, "✱ warri's choice")), where);
      assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('[data-testid="task-done"] [data-choice="warri"] .choice-mark')].map((a) => a.dataset.choiceKey)), marked, where);
      await page.click('[data-testid="task-next"]');
    }
    await page.waitFor(`[data-testid="lesson-done"][data-lesson="${lesson.id}"]`);
    if (l + 1 < lessons.length) {
      assert.equal(await page.attr('[data-testid="lesson-next"]', 'data-lesson'), lessons[l + 1].id);
    }
  }
  // Every lesson shows as solved in the list.
  await page.goto('?view=learn&lang=en', { wait: LESSONS });
  for (const lesson of lessons) {
    assert.equal(await page.attr(`li:has(> [data-lesson="${lesson.id}"])`, 'data-solved'), String(lesson.tasks.length), lesson.id);
  }
  assert.deepEqual(await page.problems(), []);
});

test('an illegal move is explained in the game\'s words and the task stays open', { skip: LONG_FORM }, async () => {
  const page = await shared.visit('?lesson=feeding&task=0&lang=nl', { wait: LESSON });
  await page.click('[data-pit="A"]');
  await page.waitFor('[data-testid="task-feedback"][data-result="illegal"]');
  assert.match(await page.text('[data-testid="task-feedback"]'), /Noord/, 'the game\'s own reason, in Dutch');
  await page.click('[data-pit="a"]');
  await page.waitFor(`${LESSON}[data-tries="2"]`);
  assert.equal(await page.attr('[data-testid="task-feedback"]', 'data-result'), 'illegal');
  assert.equal(await page.count('[data-testid="task-done"]'), 0);
});

test('progress survives a reload: the list counts it and the lesson opens at the first open task', async () => {
  const page = await shared.visit('?view=learn&lang=fr', { wait: LESSONS });
  assert.equal(await page.attr('li:has(> [data-lesson="chain"])', 'data-solved'), '0');
  await page.click('[data-testid="lesson-link"][data-lesson="chain"]');
  await page.waitFor(`${LESSON}[data-lesson="chain"][data-task="0"]`);
  await page.click('[data-pit="E"]');
  await page.waitFor('[data-testid="task-done"]');
  await page.reload({ wait: LESSON });
  // The address followed the task: the same task, marked solved.
  assert.equal(await page.attr(LESSON, 'data-task'), '0');
  assert.equal(await page.attr(LESSON, 'data-solved'), 'true');
  await page.goto('?lesson=chain&lang=fr', { wait: LESSON });
  assert.equal(await page.attr(LESSON, 'data-task'), '1', 'the first task not yet solved');
  await page.goto('?view=learn&lang=fr', { wait: LESSONS });
  assert.equal(await page.attr('li:has(> [data-lesson="chain"])', 'data-solved'), '1');
  assert.match(await page.text('li:has(> [data-lesson="chain"])'), /1 réussi sur 2|1 sur 2/);
});

const VARIANTS = ['abapa', 'wari', 'caribbean', 'speightstown', 'bridgetown', 'wahree'];
const TOPICS = ['board', 'sowing', 'capture', 'feeding', 'grand-slam', 'end', 'winner'];

test('the rules page of every variant shows its sections and diagrams in every language', { skip: LONG_FORM }, async () => {
  const page = await shared.visit('?view=rules&variant=abapa&lang=en', { wait: '[data-testid="rules-page"] section[data-topic="about"] p' });
  for (const lang of ['en', 'nl', 'fr', 'ru']) {
    for (const v of VARIANTS) {
      await page.goto(`?view=rules&variant=${v}&lang=${lang}`, { wait: `[data-testid="rules-page"][data-variant="${v}"] section[data-topic="about"] p` });
      const topics = await page.evaluate(() => [...document.querySelectorAll('[data-testid="rules-page"] section[data-topic]')].map((s) => s.dataset.topic));
      const match = v === 'speightstown' || v === 'bridgetown';
      assert.deepEqual(topics, [...TOPICS, ...(match ? ['match'] : []), 'choices', 'about'], `${v} ${lang}`);
      const text = await page.text('[data-testid="rules-page"]');
      assert.doesNotMatch(text, /\b(rules|about|choices?|source|equipment|glossary)-[a-z-]+/, `${v} ${lang}: every message found`);
      assert.doesNotMatch(text, /[{}]/, `${v} ${lang}`);
      assert.ok(await page.count('section[data-topic="sowing"] svg g[data-pit][data-seeds]') >= 24, `${v} ${lang}: diagrams`);
      await documentLang(page, lang);
      assert.equal(await page.count('[data-testid="notice"]'), 0, `${v} ${lang}`);
    }
  }
  // What the pictures say follows the variant's rules: E9's grand slam.
  await page.goto('?view=rules&variant=wahree&lang=en', { wait: 'section[data-topic="grand-slam"] figcaption' });
  assert.match(await page.text('section[data-topic="grand-slam"] figcaption'), /sweep/i);
  await page.goto('?view=rules&variant=abapa&lang=en', { wait: 'section[data-topic="grand-slam"] figcaption' });
  assert.doesNotMatch(await page.text('section[data-topic="grand-slam"] figcaption'), /Captures/);
  assert.deepEqual(await page.problems(), []);
});

test('a lesson plays inside a sandboxed iframe of another site', async () => {
  const src = new URL('?lesson=capture&task=1&embed=1&lang=ru', BASE_URL).href.replace(/&/g, '&amp;');
  const host = await hostPage(`<!doctype html><html lang="en"><head><title>A wiki page</title></head><body>
    <iframe id="lesson" src="${src}" width="420" height="700" sandbox="allow-scripts allow-same-origin"></iframe>
    </body></html>`);
  const page = await open(browser, host.url, { wait: 'iframe' });
  const frame = await page.frame('#lesson');
  await frame.waitFor(`${LESSON}[data-lesson="capture"][data-task="1"]`, { timeout: 15_000 });
  assert.equal(await frame.count('header.top'), 0, 'no page chrome in an embed');
  await frame.click('[data-pit="E"]');
  await frame.waitFor('[data-testid="task-feedback"][data-result="missed"]');
  assert.match(await frame.text('[data-testid="task-feedback"]'), /Юг/);
  await frame.click('[data-pit="C"]');
  await frame.waitFor('[data-testid="task-done"]');
  assert.deepEqual(await page.problems(), []);
  await page.close();
  await host.close();
});

test('bad learning links name what is wrong in the page\'s language', { skip: LONG_FORM }, async () => {
  const page = await shared.visit('?lesson=chians&lang=nl', { wait: '[data-testid="notice"]' });
  assert.match(await page.text('[data-testid="notice"]'), /chians/);
  assert.match(await page.text('[data-testid="notice"]'), /chain/, 'the lessons there are');
  assert.ok(await page.count('[data-testid="lesson-link"]') >= 8, 'the list instead');
  await page.goto('?lesson=chain&task=7&lang=fr', { wait: LESSON });
  assert.match(await page.text('[data-testid="notice"]'), /7/);
  assert.equal(await page.attr(LESSON, 'data-task'), '0');
});

test('the game\'s first board loads neither the lessons\' module nor their files; a first game of a variant offers them', async (t) => {
  // Without the service worker, which fetches the whole site once the page has loaded (for offline play).
  const options = { serviceWorkers: 'block' };
  if (skipUnless(t, browser, options)) return;
  const site = await serveDist();
  const page = await open(browser, `${site.base}?variant=wahree&lang=en`, options);
  const fetched = site.log.map((e) => e.url);
  assert.ok(!fetched.some((u) => /warri-site|lessons\/|learn\//.test(u)), fetched.join(' '));
  await page.waitFor('[data-testid="learn-offer"][data-variant="wahree"]');
  assert.match(await page.text('[data-testid="learn-offer"]'), /Wahree/);
  await page.click('[data-testid="learn-offer-go"]');
  await page.waitFor('[data-testid="learn-for"][data-variant="wahree"]');
  assert.ok(site.log.some((e) => /warri-site/.test(e.url) && e.status === 200), 'the site module, now');
  // Offered once: the next visit to Wahree plays at once.
  await page.goto(`${site.base}?variant=wahree&lang=en`);
  assert.equal(await page.count('[data-testid="learn-offer"]'), 0);
  await page.close();
  await site.close();
});

test('a rules page\'s Play link opens the setup with its variant chosen, and the saved game stays behind it', { skip: LONG_FORM }, async () => {
  const page = await shared.visit('?variant=wari&moves=C,f&lang=en');
  // The game is saved once it is drawn (an effect after the render): on a
  // busy machine, only then is it the game in progress to leave.
  await page.waitUntil(() => /"variant":"wari"/.test(localStorage.getItem('warri.saved') ?? ''), undefined, { what: 'the game saved' });
  await page.goto('?view=rules&variant=wahree&lang=en', { wait: '[data-testid="rules-play"]' });
  await page.click('[data-testid="rules-play"]');
  await page.waitFor('[data-testid="setup"]');
  assert.equal(await page.evaluate(() => document.querySelector('input[name="variant"]:checked').value), 'wahree');
  // Cancel: the game in progress, as it was.
  await page.click('[data-testid="setup"] .actions button[type="button"]');
  await page.waitFor('[data-testid="board"][data-variant="wari"]');
  assert.deepEqual(await page.texts('ol[data-testid="moves"] li').then((m) => m.map((t) => t.trim())), ['C', 'f']);
});

test('a learning page shows itself whole: nothing shifts once it is drawn', async (t) => {
  const page = await open(browser, '?view=rules&variant=wahree&lang=en', { wait: '[data-testid="rules-page"]' });
  try {
    if ((await layoutShifts(page)) === null) {
      t.skip(`${browser.engine} reports no layout shifts (no layout-shift performance entries)`);
      return;
    }
    for (const [path, wait] of [['?view=rules&variant=wahree&lang=en', '[data-testid="rules-page"]'], ['?lesson=chain&task=0&lang=en', LESSON], ['?view=learn&lang=ru', LESSONS]]) {
      await page.goto(path, { wait });
      assert.deepEqual(await layoutShifts(page), [], path);
    }
  } finally {
    await page.close();
  }
});

test('a damaged lesson file is named, and the other lessons stay', { skip: LONG_FORM }, async () => {
  // A copy of the release with one lesson file cut short (a broken upload).
  const dir = mkdtempSync(join(tmpdir(), 'warri-damaged-'));
  cpSync(dist, dir, { recursive: true });
  const text = readFileSync(join(dir, 'lessons', 'chain.json'), 'utf8');
  writeFileSync(join(dir, 'lessons', 'chain.json'), text.slice(0, Math.floor(text.length / 2)));
  const ids = read('course.json').lessons;
  assert.ok(ids.includes('chain'));
  const site = await serveDist({ dir });
  try {
    const page = await open(browser, `${site.base}?view=learn&lang=en`, { wait: '[data-testid="notice"]' });
    await page.waitFor(LESSONS);
    assert.match(await page.text('[data-testid="notice"]'), /The file [^ ]*chain\.json is damaged: /);
    const listed = await page.evaluate(() => [...document.querySelectorAll('[data-testid="lesson-link"]')].map((a) => a.dataset.lesson));
    assert.deepEqual(listed, ids.filter((id) => id !== 'chain'), 'every other lesson, in the course\'s order');
    // Another lesson still plays.
    await page.click(`[data-testid="lesson-link"][data-lesson="${listed[0]}"]`);
    await page.waitFor(`${LESSON}[data-lesson="${listed[0]}"]`);
    assert.ok(site.log.some((r) => /lessons\/chain\.json$/.test(r.url) && r.status === 200), 'the damaged file was fetched');
    await page.close();
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the glossary shows every term in four languages and where the lessons first use it; every rules page and lesson links to it', { skip: LONG_FORM }, async () => {
  // The terms as the Rust list names them (crates/warri-learn/src/glossary.rs).
  const rust = readFileSync(new URL('../../crates/warri-learn/src/glossary.rs', import.meta.url), 'utf8');
  const ids = [...rust.match(/pub const TERMS: \[&str; \d+\] = \[([^\]]*)\]/)[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  for (const id of ['store', 'sow', 'capture', 'grand-slam', 'sweep', 'feed', 'lap', 'chain', 'pit', 'row', 'surplus-seed', 'stuck', 'cycle', 'game', 'tournament-series', 'draw', 'horse-nickars']) {
    assert.ok(ids.includes(id), `the term ${id}`);
  }
  const page = await shared.visit('?view=glossary&lang=nl', { wait: '[data-testid="glossary"] [data-term]' });
  await documentLang(page, 'nl');
  const shown = await page.evaluate(() => [...document.querySelectorAll('[data-testid="glossary"] [data-term]')].map((e) => e.dataset.term));
  assert.deepEqual(shown, ids, 'one entry per term, in the list\'s order');
  const text = await page.text('[data-testid="glossary"]');
  assert.doesNotMatch(text, /\b(term|glossary)-[a-z-]+/, 'every message found');
  // The store, as source 000 (Barbados Warri, in Dutch) calls it, and beside it the other languages' words.
  assert.equal((await page.text('[data-term="store"] dt')).trim(), 'store');
  assert.match(await page.text('[data-term="store"] [lang="fr"]'), /magasin/);
  assert.match(await page.text('[data-term="store"] [lang="ru"]'), /амбар/);
  assert.match(await page.text('[data-term="sweep"] dt'), /uitve/, 'Wahree\'s sweep, as source 003 says it');
  // Horse nickars are in no lesson: said so, with no link.
  assert.equal(await page.count('[data-term="horse-nickars"] a[data-testid="glossary-first"]'), 0);
  // Where the store first appears: the first text of the course (each lesson's title and introduction, then its tasks) that says "store" in Dutch.
  const first = '[data-term="store"] a[data-testid="glossary-first"]';
  const [lesson, task] = [await page.attr(first, 'data-lesson'), await page.attr(first, 'data-task')];
  const parts = course().flatMap((l) => [[l.id, '0', [l.title, l.intro]], ...l.tasks.map((t, n) => [l.id, String(n), [t.text, t.hint, t.solved]])]);
  const found = parts.find(([, , texts]) => texts.some((t) => /(^|[^\p{L}])stores?([^\p{L}]|$)/iu.test(t.nl)));
  assert.deepEqual([lesson, task], found.slice(0, 2));
  await page.click(first);
  await page.waitFor(`${LESSON}[data-lesson="${lesson}"][data-task="${task}"]`);
  await documentLang(page, 'nl');
  // A lesson and a rules page lead to the glossary in their language.
  assert.match(await page.attr(`${LESSON} a[data-testid="glossary-link"]`, 'href'), /view=glossary&lang=nl/);
  await page.goto('?view=rules&variant=wahree&lang=fr', { wait: '[data-testid="rules-page"] a[data-testid="glossary-link"]' });
  assert.match(await page.attr('a[data-testid="glossary-link"]', 'href'), /view=glossary&lang=fr/);
  await page.click('a[data-testid="glossary-link"]');
  await page.waitFor('[data-testid="glossary"] [data-term="store"]');
  await documentLang(page, 'fr');
  assert.match(await page.text('[data-term="store"] dt'), /magasin/);
  assert.deepEqual(await page.problems(), []);
});
