// The driver itself (driver/index.mjs), in whichever engine WARRI_ENGINE
// names: every call the suites use does what it says, on a small page of
// its own — so that a suite passing in an engine means the page passed,
// not that the driver skipped something.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, hostPage, Unsupported } from './helpers.mjs';

let browser;
let site;
let frameSite;
before(async () => {
  browser = await launch();
  frameSite = await hostPage(`<!doctype html><html lang="fr"><body>
    <button id="inner" onclick="this.textContent = 'pressed'">inner</button></body></html>`);
  site = await hostPage(`<!doctype html><html lang="en"><head><title>driver</title></head><body>
    <button id="b" onclick="document.getElementById('out').textContent = 'clicked ' + (++window.clicks)">click</button>
    <p id="out"></p>
    <input id="i" onkeydown="document.getElementById('keys').textContent += event.key + ' '">
    <p id="keys"></p>
    <select id="s" onchange="document.getElementById('chosen').textContent = this.value">
      <option value="a">A</option><option value="b">B</option></select>
    <p id="chosen"></p>
    <textarea id="t" oninput="document.getElementById('typed').textContent = this.value"></textarea>
    <pre id="typed"></pre>
    <input id="c" type="checkbox">
    <p id="hidden" style="visibility: hidden">hidden</p>
    <ul><li>one</li><li data-x="2">two</li></ul>
    <button id="later" onclick="setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<p id=late>late</p>'), 300)">later</button>
    <button id="throw" onclick="setTimeout(() => { throw new Error('thrown on purpose'); }, 0)">throw</button>
    <button id="log" onclick="console.error('logged on purpose')">log</button>
    <iframe id="f" src="${frameSite.url}" width="300" height="100"></iframe>
    <script>window.clicks = 0;</script>
  </body></html>`, { '/sw.js': ['text/javascript', 'self.addEventListener("fetch", () => {});'] });
});
after(async () => {
  await browser?.close();
  await site?.close();
  await frameSite?.close();
});

test('reading, clicking, keys, choosing, filling, ticking and waiting', async () => {
  const page = await browser.open(site.url, { wait: '#b' });
  await page.click('#b');
  await page.click('#b');
  assert.equal(await page.text('#out'), 'clicked 2', 'two real clicks');
  await page.focus('#i');
  for (const key of ['a', 'F', 'ArrowRight', 'Enter']) await page.press(key);
  assert.equal(await page.text('#keys'), 'a F ArrowRight Enter ');
  await page.select('#s', 'b');
  assert.equal(await page.text('#chosen'), 'b');
  assert.equal(await page.value('#s'), 'b');
  await assert.rejects(page.select('#s', 'z'), /no option "z"/);
  await page.fill('#t', 'two\nlines');
  assert.equal(await page.text('#typed'), 'two\nlines');
  await page.check('#c');
  assert.equal(await page.evaluate(() => document.getElementById('c').checked), true);
  await page.check('#c', false);
  assert.equal(await page.evaluate(() => document.getElementById('c').checked), false);
  assert.equal(await page.count('li'), 2);
  assert.deepEqual(await page.texts('li'), ['one', 'two']);
  assert.equal(await page.attr('li:nth-child(2)', 'data-x'), '2');
  assert.equal(await page.attr('li', 'data-x'), null);
  assert.equal(await page.visible('#hidden'), false);
  assert.equal(await page.visible('#b'), true);
  assert.equal(await page.visible('#nothing'), false);
  assert.equal(await page.innerText('#out'), 'clicked 2');
  assert.equal(await page.evaluate(async (x) => x * 2, 21), 42, 'an async function with an argument');
  assert.equal(await page.evaluate('document.title'), 'driver', 'an expression');
  await page.click('#later');
  assert.equal(await page.text('#late'), 'late', 'text() waits for the element');
  assert.equal(await page.waitUntil((n) => document.querySelectorAll('p').length >= n && 'enough', 4), 'enough');
  await assert.rejects(page.waitFor('#never', { timeout: 300 }), /timed out after \d+ ms waiting for #never/);
  await page.waitFor('#never', { state: 'detached', timeout: 300 });
  assert.deepEqual(await page.problems(), []);
  await page.close();
});

test('frames, navigation and problems', async () => {
  const page = await browser.open(site.url, { wait: '#f' });
  const frame = await page.frame('#f');
  await frame.waitFor('#inner');
  assert.equal(await frame.attr('html', 'lang'), 'fr', 'reads inside the frame');
  await frame.click('#inner');
  assert.equal(await frame.text('#inner'), 'pressed', 'clicks inside the frame');
  assert.equal(await page.text('#b'), 'click', 'and the page is still there');
  await page.click('#throw');
  await page.click('#log');
  let seen = [];
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    seen = await page.problems();
    if (seen.length >= 2) break;
  }
  assert.ok(seen.some((p) => /thrown on purpose/.test(p)), `an uncaught error is a problem: ${seen}`);
  assert.ok(seen.some((p) => /logged on purpose/.test(p)), `console.error is a problem: ${seen}`);
  await page.goto(frameSite.url, { wait: '#inner' });
  assert.equal(await page.url(), frameSite.url);
  await page.reload({ wait: '#inner' });
  assert.ok((await page.problems()).some((p) => /thrown on purpose/.test(p)), 'problems outlive a navigation');
  await page.close();
});

test('viewport, language, storage and service-worker options', async () => {
  const page = await browser.open(site.url, { wait: '#b', viewport: { width: 360, height: 640 }, lang: 'nl-NL', storage: 'blocked', serviceWorkers: 'block' });
  assert.deepEqual(await page.evaluate(() => [innerWidth, innerHeight]), [360, 640]);
  assert.match(await page.evaluate(() => navigator.language), /^nl\b/);
  assert.equal(await page.evaluate(() => { try { return !window.localStorage; } catch { return true; } }), true, 'storage is blocked');
  const register = () => navigator.serviceWorker?.register('/sw.js').then(() => 'registered', (e) => `refused: ${e}`) ?? 'no serviceWorker';
  assert.notEqual(await page.evaluate(register), 'registered', 'no service workers');
  await page.setViewport(640, 360);
  assert.deepEqual(await page.evaluate(() => [innerWidth, innerHeight]), [640, 360]);
  // The page's own click still lands where it should when zoomed (WebKit).
  await page.click('#b');
  assert.equal(await page.text('#out'), 'clicked 1');
  await page.close();
  // The driver's defaults ('allow' is what helpers.mjs leaves to the
  // driver: the suites block service workers unless asked).
  const plain = await browser.open(site.url, { wait: '#b', serviceWorkers: 'allow' });
  assert.deepEqual(await plain.evaluate(() => [innerWidth, innerHeight]), [1280, 720], 'the default viewport');
  assert.match(await plain.evaluate(() => navigator.language), /^en\b/);
  assert.equal(await plain.evaluate(() => { localStorage.setItem('x', '1'); return localStorage.getItem('x'); }), '1');
  assert.equal(await plain.evaluate(register), 'registered', 'service workers register');
  await plain.close();
  const again = await browser.open(site.url, { wait: '#b' });
  assert.equal(await again.evaluate(() => localStorage.getItem('x')), null, 'every page is a fresh profile');
  await again.close();
});

test('touch: a tap is touch events, then a click', async (t) => {
  const options = { touch: true, viewport: { width: 360, height: 640 } };
  const why = browser.unsupported(options);
  if (why) {
    await assert.rejects(browser.open(site.url, { wait: '#b', ...options }), Unsupported);
    t.skip(why);
    return;
  }
  const page = await browser.open(site.url, { wait: '#b', ...options });
  await page.evaluate(() => {
    window.seen = [];
    for (const type of ['touchstart', 'touchend', 'click']) document.addEventListener(type, (e) => window.seen.push(type), true);
  });
  await page.tap('#b');
  assert.equal(await page.text('#out'), 'clicked 1');
  assert.deepEqual(await page.evaluate(() => window.seen), ['touchstart', 'touchend', 'click']);
  assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true, 'a coarse pointer');
  await page.close();
});
