// The game's look and sound, as a player meets them: on a phone the bar
// holds at most five controls, each big enough for a finger and named,
// and everything else is in a menu reached by keyboard and by touch; the
// board's theme is chosen in the menu and kept, a link's theme is shown and
// not kept, and a bad one, or damaged saved settings, are named; the counts
// are readable in every theme (WCAG contrast, worked out here from the
// computed colours); the winner's store is marked whichever way the board
// is turned; the sounds start as the seeds land, and never before the
// player's first gesture, in an embed or with the sound switched off.
//
// The sounds are heard through a stand-in for Web Audio, put in the page
// once it has loaded (before any click): every node an AudioContext makes
// is a stand-in that records when each sound is started (`start()` of an
// oscillator or a buffer source), which is when the page means it to be
// heard. The page's module took the browser's AudioContext constructor
// when it loaded (wasm-bindgen binds it once), so the stand-in is put on
// that constructor's prototype rather than in its place. The page makes
// its context only at the first gesture
// (crates/warri-web/src/sound/synth.rs), and asks it for its nodes at
// once: a context made while loading would have asked before the
// stand-in was there, and would leave the gesture's count at none.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, sharedPage, setSpeed, played, warriPlay, skipUnless, textMatching, valueBecomes, ENGINE } from './helpers.mjs';

let browser;
let shared;
before(async () => { browser = await launch(); shared = sharedPage(browser); });
after(async () => { await shared?.close(); await browser?.close(); });

/** A phone held upright. */
const PHONE = { width: 390, height: 844 };
/** The smallest target a finger hits reliably (Apple's HIG, WCAG 2.5.5). */
const TARGET = 44;
/** The menu's controls (new-game is there only while the bar offers the next game). */
const MENU_IDS = [
  'flip', 'show-rules', 'seat-south', 'seat-north',
  'copy-link', 'embed-button', 'record-button', 'diagram-button',
  'analysis-button', 'review-button', 'edit-button',
  'speed', 'sound-switch', 'sound-volume', 'theme-select',
];
/** The links every page's header has, and its language switch (not in the menu: in one place on every page). */
const HEADER_IDS = ['nav-play', 'nav-learn', 'nav-puzzles', 'nav-friend', 'lang'];
const THEMES = ['tradition', 'classic', 'contrast'];
const MENU = '[data-testid="menu"]';
const MENU_BUTTON = '[data-testid="menu-button"]';
const NOTICE = '[data-testid="notice"]';

/** Waits until `<html>` has `name="want"`; fails naming what it has. */
async function rootSays(page, name, want) {
  try {
    await page.waitUntil(([name, want]) => document.documentElement.getAttribute(name) === want, [name, want], { timeout: 10_000, what: `<html ${name}="${want}">` });
  } catch (e) {
    assert.equal(await page.attr('html', name), want, `<html ${name}> (${e.message})`);
    throw e;
  }
}

/** Whether the menu is shown, and what its button says of it. */
function menuState(page) {
  return page.evaluate(([menu, button]) => {
    const m = document.querySelector(menu);
    const r = m?.getBoundingClientRect();
    return {
      hidden: !m || m.hidden || !(r.width > 0 && r.height > 0),
      expanded: document.querySelector(button)?.getAttribute('aria-expanded') ?? null,
    };
  }, [MENU, MENU_BUTTON]);
}

/** Runs in the page: the controls of the game's bar, measured. */
function measureBar() {
  const doc = document.documentElement;
  const bar = document.querySelector('[data-testid="game-bar"]');
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  /** The accessible name, as far as a button has one: aria-label, else its text that is not hidden from assistive technology. */
  const nameOf = (el) => {
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label').trim();
    const copy = el.cloneNode(true);
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    return copy.textContent.trim().replace(/\s+/g, ' ');
  };
  const controls = [...bar.querySelectorAll('button, select, input, a[href]')].filter(shown).map((el) => {
    const r = el.getBoundingClientRect();
    const label = el.querySelector('.label');
    return {
      id: el.dataset.testid ?? el.tagName,
      left: r.left, right: r.right, top: r.top, bottom: r.bottom, w: r.width, h: r.height,
      icon: !!el.querySelector('svg.icon'),
      label: label && shown(label) ? label.textContent.trim() : '',
      name: nameOf(el),
    };
  });
  return { width: doc.clientWidth, height: doc.clientHeight, scrollY, controls };
}

/**
 * The controls of the open menu a finger would miss: not shown, covered
 * where a finger lands (their centre), off the screen's sides, disabled,
 * or under TARGET×TARGET px (a checkbox is hit by its label).
 */
function unreachable(page) {
  return page.evaluate(([menu, ids, target]) => ids.map((id) => {
    const el = document.querySelector(`${menu} [data-testid="${id}"]`);
    if (!el) return { id, problem: 'missing' };
    const hitBy = el.type === 'checkbox' || el.type === 'radio' ? el.closest('label') ?? el : el;
    hitBy.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = hitBy.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      id,
      w: Math.round(r.width * 10) / 10,
      h: Math.round(r.height * 10) / 10,
      inside: r.left >= -0.5 && r.right <= document.documentElement.clientWidth + 0.5,
      hit: !!hit && hitBy.contains(hit),
      disabled: !!el.disabled,
    };
  }).filter((c) => c.problem || !c.hit || !c.inside || c.disabled || c.w < target - 0.5 || c.h < target - 0.5), [MENU, MENU_IDS, TARGET]);
}

test(`${ENGINE}: on a phone the bar holds at most five named controls a finger can hit, and the menu opens with its four groups, every control in reach of a finger and of the Tab key`, async () => {
  // A move played (from the link), so that every control of the menu is
  // enabled (the review needs a move); the rules table under the game, so
  // that Tab has a control to reach past the closed menu (the lessons'
  // offer, which was one, goes once a move is played, and with nothing
  // after the bar Firefox's Tab leaves the page).
  const page = await open(browser, '?variant=abapa&moves=C&rules=1', { viewport: PHONE });
  try {
    const bar = await page.evaluate(measureBar);
    assert.ok(bar.controls.length >= 1 && bar.controls.length <= 5, `the bar has ${bar.controls.length} controls: ${bar.controls.map((c) => c.id).join(', ')}`);
    const ids = bar.controls.map((c) => c.id);
    for (const want of ['undo', 'redo', 'hint-button', 'menu-button']) assert.ok(ids.includes(want), `the bar has ${want}: ${ids.join(', ')}`);
    assert.equal(ids.filter((id) => id === 'new-game' || id === 'next-game').length, 1, `the bar has a new game or the next one: ${ids.join(', ')}`);
    for (const c of bar.controls) {
      const where = `${c.id} at ${Math.round(c.left)}–${Math.round(c.right)} × ${Math.round(c.top)}–${Math.round(c.bottom)} in ${bar.width}×${bar.height} (scrolled ${bar.scrollY})`;
      assert.ok(c.left >= -0.5 && c.right <= bar.width + 0.5 && c.top >= -0.5 && c.bottom <= bar.height + 0.5, `${where}: inside the screen`);
      assert.ok(c.w >= TARGET - 0.5 && c.h >= TARGET - 0.5, `${c.id} is ${c.w.toFixed(1)}×${c.h.toFixed(1)} px, under ${TARGET}×${TARGET}`);
      assert.ok(c.icon, `${c.id} has an icon (svg.icon)`);
      assert.ok(c.label.length > 0, `${c.id} shows its name (.label)`);
      assert.ok(c.name.length > 0 && c.name.includes(c.label), `${c.id}'s accessible name "${c.name}" says its label "${c.label}"`);
    }
    // Every name is different: a screen reader tells them apart.
    assert.equal(new Set(bar.controls.map((c) => c.name)).size, bar.controls.length, `the names: ${bar.controls.map((c) => c.name).join(', ')}`);

    // The menu is closed, its controls out of sight (and out of the tab order).
    assert.deepEqual(await menuState(page), { hidden: true, expanded: 'false' }, 'the menu at first');
    const inMenu = await page.evaluate(([menu, ids]) => ids.filter((id) => !document.querySelector(`${menu} [data-testid="${id}"]`)), [MENU, MENU_IDS]);
    assert.deepEqual(inMenu, [], 'every control the menu should hold is in it');
    await page.focus(MENU_BUTTON);
    await page.press('Tab');
    assert.equal(await page.evaluate((menu) => !!document.activeElement?.closest(menu), MENU), false, 'Tab skips the closed menu');

    // By keyboard: the menu's button, Enter, then Tab through the menu.
    await page.focus(MENU_BUTTON);
    await page.press('Enter');
    await page.waitFor(MENU);
    assert.deepEqual(await menuState(page), { hidden: false, expanded: 'true' }, 'the menu after Enter on its button');
    const groups = await page.evaluate((menu) => [...document.querySelectorAll(`${menu} .menu-group`)].map((g) => {
      const h = g.querySelector('h2, h3, legend');
      const r = g.getBoundingClientRect();
      return { id: h?.id ?? '', heading: h?.textContent.trim() ?? '', shown: r.width > 0 && r.height > 0 };
    }), MENU);
    assert.deepEqual(groups.map((g) => g.id), ['menu-game', 'menu-share', 'menu-study', 'menu-settings'], 'the four groups');
    for (const g of groups) assert.ok(g.shown && g.heading.length > 0, `group ${g.id} is shown with its heading: ${JSON.stringify(g)}`);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid ?? null), 'menu-button', 'the focus stays on the menu\'s button');
    // Measured here in every engine (the next test taps them where the engine has a touch screen).
    assert.deepEqual(await unreachable(page), [], `controls of the menu a finger cannot hit (or under ${TARGET}×${TARGET} px)`);
    await page.focus(MENU_BUTTON);
    const walked = [];
    let entered = false;
    for (let i = 0; i < MENU_IDS.length + 10; i++) {
      await page.press('Tab');
      const at = await page.evaluate((menu) => {
        const el = document.activeElement;
        return { id: el?.dataset?.testid ?? el?.tagName ?? null, inMenu: !!el?.closest(menu) };
      }, MENU);
      if (at.inMenu) {
        entered = true;
        walked.push(at.id);
      } else if (entered) {
        break;
      } else {
        assert.fail(`Tab from the menu's button went to ${at.id}, not into the menu`);
      }
    }
    const missed = MENU_IDS.filter((id) => !walked.includes(id));
    assert.deepEqual(missed, [], `Tab walked the menu through ${walked.join(', ')}`);

    // Escape inside the menu closes it and gives the focus back to its button.
    await page.focus(`${MENU} [data-testid="theme-select"]`);
    await page.press('Escape');
    await page.waitUntil((sel) => document.querySelector(sel)?.hidden === true, MENU, { timeout: 5_000, what: 'the menu closed by Escape' });
    assert.deepEqual(await menuState(page), { hidden: true, expanded: 'false' }, 'the menu after Escape');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid ?? null), 'menu-button', 'the focus back on the menu\'s button');
    assert.deepEqual(await page.problems(), []);
  } finally {
    await page.close();
  }
});

/**
 * Runs in the page: where the header, the board, the status line and the
 * game's bar are on the screen, the header's controls, and the controls
 * shown above the board outside the header.
 */
function layout() {
  const rect = (sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return r && { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  };
  const board = rect('[data-testid="board"]');
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('.sr-only');
  };
  const controls = [...document.querySelectorAll('button, select, input, textarea, a[href]')].filter(shown);
  return {
    height: document.documentElement.clientHeight,
    width: document.documentElement.clientWidth,
    header: rect('header.top'),
    headerControls: controls.filter((el) => el.closest('header.top')).map((el) => el.dataset.testid ?? el.tagName.toLowerCase()),
    above: controls.filter((el) => !el.closest('header.top') && el.getBoundingClientRect().bottom <= board.top)
      .map((el) => el.dataset.testid ?? el.textContent.trim().slice(0, 20)),
    board,
    status: rect('[data-testid="status"]'),
    bar: rect('[data-testid="game-bar"]'),
  };
}

test(`${ENGINE}: on a phone every page puts its board first, under the same one-row header with the site's links and the language, with nothing to press above the board`, async () => {
  const pages = [
    ['the game', '?variant=bridgetown&moves=C,f', '[data-testid="board"]'],
    ['a replay', '?view=replay&variant=wari&moves=C,f,A', '[data-testid="replay"]'],
    ['the board editor', '?view=edit&variant=wahree', '[data-testid="editor"]'],
    ['a game review', '?view=review&variant=wari&moves=C,f,A,b', '[data-testid="review"] [data-testid="board"]'],
    ['the puzzles', '?view=puzzles', '[data-testid="puzzle"] [data-testid="board"]'],
    ['a lesson', '?lesson=sowing&task=0', '[data-testid="lesson"] [data-testid="board"]'],
  ];
  const problems = [];
  const page = await open(browser, '?variant=abapa', { viewport: PHONE });
  try {
    for (const lang of ['en', 'ru']) {
      for (const [where, path, wait] of pages) {
        await page.goto(`${path}&lang=${lang}`, { wait });
        await page.evaluate(() => window.scrollTo(0, 0));
        const m = await page.evaluate(layout);
        const at = `${where} (${lang})`;
        if (m.board.top < 0 || m.board.bottom > m.height || m.board.left < 0 || m.board.right > m.width) {
          problems.push(`${at}: the board from ${Math.round(m.board.top)} to ${Math.round(m.board.bottom)} of ${m.height} px`);
        }
        if (m.above.length) problems.push(`${at}: controls above the board: ${m.above.join(', ')}`);
        // One row: the tallest thing in it is a 44 px link, with a little room.
        if (m.header.bottom - m.header.top > 60) problems.push(`${at}: a header ${Math.round(m.header.bottom - m.header.top)} px tall`);
        if (m.header.right > m.width + 0.5) problems.push(`${at}: the header reaches ${Math.round(m.header.right)} px of ${m.width}`);
        if (JSON.stringify(m.headerControls) !== JSON.stringify(HEADER_IDS)) problems.push(`${at}: the header holds ${m.headerControls.join(', ')}`);
        if (where !== 'the game') continue;
        if (m.board.top - m.header.bottom > 16) problems.push(`${at}: ${Math.round(m.board.top - m.header.bottom)} px between the header and the board`);
        if (m.status.top - m.board.bottom > 16 || m.bar.top < m.status.bottom || m.bar.bottom > m.height) {
          problems.push(`${at}: the status from ${Math.round(m.status.top)}, the bar from ${Math.round(m.bar.top)} to ${Math.round(m.bar.bottom)}, under a board ending at ${Math.round(m.board.bottom)}`);
        }
      }
    }
    // The language, chosen in the game's header, is the page's.
    await page.goto('?variant=abapa&lang=en');
    assert.equal(await page.count(`${MENU} [data-testid="lang"]`), 0, 'the language switch is not in the menu');
    assert.equal(await page.count('header.top [data-testid="lang"]'), 1, 'the language switch is in the header');
    await page.select('[data-testid="lang"]', 'nl');
    await page.waitUntil(() => document.documentElement.lang === 'nl', undefined, { timeout: 10_000, what: '<html lang="nl">' });
  } finally {
    await page.close();
  }
  assert.deepEqual(problems, []);
});

test(`${ENGINE}: on a touch screen the menu opens with a tap, every control in reach of a finger, and a tap on one uses it and closes the menu`, async (t) => {
  if (skipUnless(t, browser, { touch: true })) return;
  const page = await open(browser, '?variant=abapa&moves=C', { viewport: PHONE, touch: true });
  try {
    assert.deepEqual(await menuState(page), { hidden: true, expanded: 'false' }, 'the menu at first');
    await page.tap(MENU_BUTTON);
    await page.waitFor(MENU);
    assert.deepEqual(await menuState(page), { hidden: false, expanded: 'true' }, 'the menu after a tap on its button');
    assert.deepEqual(await unreachable(page), [], `controls of the menu a finger cannot hit (or under ${TARGET}×${TARGET} px)`);
    // A tap on a button of the menu does what it says and closes the menu.
    await page.tap('[data-testid="flip"]');
    await page.waitFor('[data-testid="board"].flipped', { timeout: 10_000 });
    await page.waitUntil((sel) => document.querySelector(sel)?.hidden === true, MENU, { timeout: 5_000, what: 'the menu closed after its button' });
    assert.deepEqual(await menuState(page), { hidden: true, expanded: 'false' }, 'the menu after a tap on flip');
    assert.deepEqual(await page.problems(), []);
  } finally {
    await page.close();
  }
});

test(`${ENGINE}: the board's theme is chosen in the menu and kept; a link's theme is shown, not kept; a bad one and damaged settings are named`, async () => {
  // A fresh profile: nothing saved, no system preference: the tradition.
  const page = await open(browser, '?variant=abapa');
  try {
    await rootSays(page, 'data-theme', 'tradition');
    assert.equal(await page.evaluate(() => localStorage.getItem('warri.look')), null, 'nothing saved before a choice');
    await page.click(MENU_BUTTON);
    await page.waitFor(MENU);
    await page.select('[data-testid="theme-select"]', 'classic');
    await rootSays(page, 'data-theme', 'classic');
    const saved = await page.waitUntil(() => localStorage.getItem('warri.look'), undefined, { timeout: 10_000, what: 'the look saved' });
    const parsed = JSON.parse(saved);
    assert.equal(parsed.version, 1, `saved: ${saved}`);
    assert.equal(parsed.theme, 'classic', `saved: ${saved}`);

    // Kept over a reload.
    await page.reload();
    await rootSays(page, 'data-theme', 'classic');
    await valueBecomes(page, '[data-testid="theme-select"]', 'classic');

    // A link's theme shows, and what is saved stays as it was.
    await page.goto('?variant=abapa&theme=contrast');
    await rootSays(page, 'data-theme', 'contrast');
    assert.equal(await page.count(NOTICE), 0, 'no notice for a good theme');
    assert.equal(await page.evaluate(() => localStorage.getItem('warri.look')), saved, 'the link\'s theme is not saved');
    await page.goto('?variant=abapa');
    await rootSays(page, 'data-theme', 'classic');

    // A theme no board has: named, and the saved choice shown.
    await page.goto('?variant=abapa&theme=dark');
    await textMatching(page, NOTICE, /dark/);
    await rootSays(page, 'data-theme', 'classic');
    assert.equal(await page.evaluate(() => localStorage.getItem('warri.look')), saved, 'a bad theme changes nothing saved');

    // Damaged saved settings: named, kept aside, and the page looks as on a first visit.
    const damaged = '{"version":1,"theme":"classic","sou';
    await page.evaluate((d) => localStorage.setItem('warri.look', d), damaged);
    await page.goto('?variant=abapa');
    await textMatching(page, NOTICE, /warri\.look\.unreadable/);
    assert.equal(await page.evaluate(() => localStorage.getItem('warri.look.unreadable')), damaged, 'the damaged text is kept aside');
    await rootSays(page, 'data-theme', 'tradition');
    assert.deepEqual(await page.problems(), []);
  } finally {
    await page.close();
  }
});

/**
 * Runs in the page: the lowest WCAG 2 contrast ratio of the pits' counts
 * (and the stores') against what is behind them, with the pit and the
 * worst of its background's colours. The count's figure is its ::before
 * (from data-n); its chip is the count's background, composited over each
 * colour of the pit's background (translucent gradient stops composited
 * over each opaque one) where it is not opaque.
 */
function countContrast() {
  const parse = (s) => {
    const m = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)/.exec(s)
      ?? /color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+)(%?))?\s*\)/.exec(s);
    if (!m) return null;
    const scale = s.startsWith('color(') ? 255 : 1;
    const a = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
    return [Number(m[1]) * scale, Number(m[2]) * scale, Number(m[3]) * scale, a];
  };
  const colours = (s) => (s.match(/(rgba?|color)\([^)]*\)/g) ?? []).map(parse).filter(Boolean);
  const over = ([r, g, b, a], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
  const luminance = ([r, g, b]) => {
    const lin = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (x, y) => {
    const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (a + 0.05) / (b + 0.05);
  };
  /** The opaque colours behind `el`: its own background's, else its nearest ancestor's with one. */
  const backdrops = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const all = [...colours(cs.backgroundColor), ...colours(cs.backgroundImage)].filter((c) => c[3] > 0);
      const opaque = all.filter((c) => c[3] >= 0.999);
      if (!opaque.length) continue;
      const translucent = all.filter((c) => c[3] < 0.999);
      return [...opaque, ...translucent.flatMap((t) => opaque.map((o) => over(t, o)))];
    }
    return [[255, 255, 255, 1]];
  };
  const results = [];
  for (const count of document.querySelectorAll('[data-testid="board"] .count')) {
    const holder = count.closest('.pit, .store');
    const before = getComputedStyle(count, '::before');
    const drawn = holder.classList.contains('pit') && before.content && before.content !== 'none';
    const text = parse(drawn ? before.color : getComputedStyle(count).color);
    const chip = parse(getComputedStyle(count).backgroundColor);
    let worst = null;
    for (const back of backdrops(holder)) {
      const behind = chip && chip[3] > 0 ? over(chip, back) : back;
      const ink = text[3] < 1 ? over(text, behind) : text;
      const r = ratio(ink, behind);
      if (!worst || r < worst.ratio) worst = { ratio: r, text: ink.map(Math.round).slice(0, 3), behind: behind.map(Math.round).slice(0, 3) };
    }
    results.push({ where: holder.dataset.pit ?? `store ${holder.dataset.store}`, ...worst });
  }
  return results;
}

/** Runs in the page: how the board, a pit and its count are painted (what a theme changes). */
function paint() {
  const css = (sel, ...props) => {
    const cs = getComputedStyle(document.querySelector(sel));
    return props.map((p) => cs[p]).join(' ; ');
  };
  return [
    css('[data-testid="board"]', 'backgroundColor', 'backgroundImage'),
    css('[data-testid="board"] [data-pit="a"]', 'backgroundColor', 'backgroundImage', 'borderStyle'),
    css('[data-testid="board"] [data-pit="a"] .count', 'color', 'backgroundColor'),
  ].join(' | ');
}

test(`${ENGINE}: the counts are readable in every theme (WCAG contrast: 4.5:1, and 7:1 in high contrast)`, async () => {
  const painted = new Map();
  for (const theme of THEMES) {
    const page = await shared.visit(`?variant=abapa&theme=${theme}`);
    await rootSays(page, 'data-theme', theme);
    painted.set(theme, await page.evaluate(paint));
    const counts = await page.evaluate(countContrast);
    assert.equal(counts.filter((c) => /^[A-Fa-f]$/.test(c.where)).length, 12, `${theme}: a count in every pit`);
    const least = theme === 'contrast' ? 7 : 4.5;
    const poor = counts.filter((c) => !(c.ratio >= least)).map((c) => `${c.where}: ${c.ratio.toFixed(2)}:1 (rgb ${c.text} on rgb ${c.behind})`);
    assert.deepEqual(poor, [], `${theme}: counts under ${least}:1`);
  }
  // Each theme is a look of its own: were two painted alike, the ratios
  // above would be one theme's, measured twice.
  const alike = THEMES.flatMap((a, i) => THEMES.slice(i + 1).filter((b) => painted.get(a) === painted.get(b)).map((b) => `${a} and ${b}: ${painted.get(a)}`));
  assert.deepEqual(alike, [], 'themes that paint the board, its pits and their counts alike');
});

test(`${ENGINE}: the winner's store is marked at the end, and stays marked when the board is turned round`, async () => {
  const position = '2-0-3-0-0-2-1-1-0-0-0-0-19-20-S';
  const expected = await warriPlay({ variant: 'wahree', position, moves: ['F'] });
  assert.deepEqual([expected.over, expected.result.winner, expected.stores], [true, 'south', [28, 20]], 'warri play: South wins 28–20');
  const page = await shared.visit(`?variant=wahree&position=${position}&moves=F`);
  await page.waitFor('[data-testid="board"][data-over="true"]');
  const marks = () => page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]');
    const store = (s) => board.querySelector(`[data-store="${s}"]`);
    return {
      winner: board.dataset.winner ?? null,
      flipped: board.classList.contains('flipped'),
      // What a player sees of each store: its ring, its glow, its mark.
      looks: ['south', 'north'].map((s) => {
        const cs = getComputedStyle(store(s));
        return [cs.outlineStyle, cs.outlineWidth, cs.boxShadow, cs.borderColor, getComputedStyle(store(s), '::after').content].join(' ; ');
      }),
      south: store('south').classList.contains('winner'),
      north: store('north').classList.contains('winner'),
      // What a screen reader hears of each store, and how its owner's
      // name is painted.
      labels: ['south', 'north'].map((s) => store(s).getAttribute('aria-label')),
      names: ['south', 'north'].map((s) => getComputedStyle(store(s).querySelector('.owner')).backgroundColor),
      seeds: [Number(store('south').dataset.seeds), Number(store('north').dataset.seeds)],
      // Which store is on the right (from South's seat, South's).
      right: store('south').getBoundingClientRect().left > store('north').getBoundingClientRect().left ? 'south' : 'north',
    };
  });
  const first = await page.waitUntil(() => document.querySelector('[data-testid="board"]')?.dataset.winner, undefined, { timeout: 10_000, what: 'data-winner' })
    .then(marks);
  const { looks, labels, names, ...hooks } = first;
  assert.deepEqual(hooks, { winner: 'south', flipped: false, south: true, north: false, seeds: expected.stores, right: 'south' }, 'the end, from South\'s seat');
  assert.notEqual(looks[0], looks[1], `the winner's store looks like the loser's: ${looks[0]}`);
  // Heard too: the winner's store says so, the loser's does not.
  assert.match(labels[0], /^South's store, 28 seeds: the winner$/);
  assert.match(labels[1], /^North's store, 20 seeds$/);
  assert.notEqual(names[0], names[1], `the winner's name is painted as the loser's: ${names[0]}`);
  // The bar offers the next game of a match or a new one; at most five controls.
  const bar = await page.evaluate(measureBar);
  assert.ok(bar.controls.length <= 5, `the bar at the end: ${bar.controls.map((c) => c.id).join(', ')}`);
  if (bar.controls.some((c) => c.id === 'next-game')) {
    assert.equal(await page.count(`${MENU} [data-testid="new-game"]`), 1, 'with the next game in the bar, a new game is in the menu');
  }
  // Turned round from the menu, as a player does.
  await page.click(MENU_BUTTON);
  await page.waitFor(MENU);
  await page.click(`${MENU} [data-testid="flip"]`);
  await page.waitFor('[data-testid="board"].flipped', { timeout: 10_000 });
  assert.equal((await menuState(page)).hidden, true, 'a button of the menu closes it');
  assert.deepEqual(await marks(), { ...first, flipped: true, right: 'north' }, 'the end, from North\'s seat');
  assert.deepEqual(await page.problems(), []);
});

test(`${ENGINE}: a drawn game marks both stores, and says so to a screen reader, in Dutch too`, async () => {
  const position = '0-0-0-0-0-1-0-0-0-0-0-0-24-23-S';
  const expected = await warriPlay({ variant: 'abapa', position, moves: ['F'] });
  assert.deepEqual([expected.over, expected.result.winner, expected.stores], [true, null, [24, 24]], 'warri play: a 24–24 draw');
  for (const [lang, drawn] of [['en', /: a draw$/], ['nl', /: gelijkspel$/]]) {
    const page = await shared.visit(`?variant=abapa&position=${position}&moves=F&lang=${lang}`);
    await page.waitFor('[data-testid="board"][data-winner="draw"]', { timeout: 10_000 });
    const labels = await page.evaluate(() => [...document.querySelectorAll('[data-testid="board"] [data-store]')].map((s) => s.getAttribute('aria-label')));
    assert.equal(labels.length, 2);
    for (const l of labels) assert.match(l, drawn, lang);
  }
});

/**
 * Runs in the page: each store's pile as drawn — its count, the seeds in
 * it, how they are grouped, and the seeds that stick out of the store or
 * cover another seed by more than a sliver (a pile that cannot be counted).
 */
function piles() {
  return [...document.querySelectorAll('[data-testid="board"] [data-store]')].map((store) => {
    const box = store.getBoundingClientRect();
    const seeds = [...store.querySelectorAll('.seed')].map((el) => el.getBoundingClientRect());
    const outside = seeds.filter((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5).length;
    let covered = 0;
    for (let i = 0; i < seeds.length; i++) {
      for (let j = i + 1; j < seeds.length; j++) {
        const [a, b] = [seeds[i], seeds[j]];
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // More than a tenth of a seed's face shared.
        if (w > 0 && h > 0 && w * h > 0.1 * a.width * a.height) covered++;
      }
    }
    return {
      store: store.dataset.store,
      count: Number(store.dataset.seeds),
      seeds: seeds.length,
      groups: [...store.querySelectorAll('.five')].map((g) => g.querySelectorAll('.seed').length),
      smallest: Math.min(...seeds.map((r) => Math.min(r.width, r.height))),
      outside,
      covered,
    };
  });
}

test(`${ENGINE}: a store's pile shows every seed up to all 48, in fives, none hidden, in every theme, on a phone and a laptop`, async () => {
  // Positions whose stores hold 48 and 0, 25 and 23, 47 and 0: each count
  // from the position's own text, not from the page.
  const positions = ['0-0-0-0-0-0-0-0-0-0-0-0-48-0-N', '0-0-0-0-0-0-0-0-0-0-0-0-25-23-N', '0-0-0-0-0-1-0-0-0-0-0-0-47-0-S'];
  const problems = [];
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    const page = await open(browser, '?variant=abapa', { viewport });
    try {
      for (const theme of THEMES) {
        for (const position of positions) {
          const stores = position.split('-').slice(12, 14).map(Number);
          await page.goto(`?variant=abapa&position=${position}&theme=${theme}`, { wait: '[data-testid="board"][data-over="true"]' });
          for (const [i, p] of (await page.evaluate(piles)).entries()) {
            const want = stores[p.store === 'south' ? 0 : 1];
            const fives = Array.from({ length: Math.ceil(want / 5) }, (_, g) => Math.min(5, want - 5 * g));
            const where = `${viewport.width} px, ${theme}, ${position}, ${p.store}'s store`;
            if (p.count !== want || p.seeds !== want) problems.push(`${where}: ${p.seeds} seeds drawn, count ${p.count}, for ${want}`);
            if (JSON.stringify(p.groups) !== JSON.stringify(fives)) problems.push(`${where}: groups ${p.groups} for ${fives}`);
            if (p.outside || p.covered) problems.push(`${where}: ${p.outside} seeds outside the store, ${p.covered} pairs covering each other`);
            if (want && p.smallest < 4) problems.push(`${where}: seeds ${p.smallest} px across`);
            assert.ok(i < 2);
          }
        }
      }
    } finally {
      await page.close();
    }
  }
  assert.deepEqual(problems, []);
});

/**
 * Runs in the page: puts a stand-in for Web Audio's AudioContext in place
 * (window.__sound records the contexts made and every sound started, with
 * the time, and the page's first gesture), and records every rise of a
 * pit's count (window.__drops). False where the browser has no Web Audio.
 */
function listen() {
  const log = { contexts: [], starts: [], firstGesture: null };
  window.__sound = log;
  // The page's frames, counted: a sound and a seed's landing are compared
  // by the frame they came in, not by a clock.
  let frame = 0;
  const tick = () => { frame += 1; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const gesture = () => { log.firstGesture ??= performance.now(); };
  addEventListener('pointerdown', gesture, { capture: true });
  addEventListener('keydown', gesture, { capture: true });
  const param = (value) => ({
    value,
    defaultValue: value,
    setValueAtTime(v) { this.value = v; return this; },
    linearRampToValueAtTime() { return this; },
    exponentialRampToValueAtTime() { return this; },
    setTargetAtTime() { return this; },
    cancelScheduledValues() { return this; },
  });
  const node = (context, fields) => ({ context, connect: (n) => n, disconnect() {}, ...fields });
  const source = (context, kind, fields) => node(context, {
    ...fields,
    onended: null,
    // When it is started, and when it is to be heard (`when`, on the
    // context's clock, which starts where contextOf says).
    start(when = 0) { log.starts.push({ kind, at: performance.now(), frame, heard: contextOf(context).origin + when * 1000 }); },
    stop() {},
  });
  // The page's module took Web Audio's constructor when it loaded
  // (wasm-bindgen binds `AudioContext`, else `webkitAudioContext`, once),
  // so the context it makes is the browser's own: everything it asks of
  // one is answered here instead, on the constructor's prototype, and the
  // first such request of each context is when it was made.
  const Ctx = window.AudioContext ?? window.webkitAudioContext;
  if (!Ctx) return false;
  const made = new WeakMap();
  /** What this file keeps of a context: when it was first asked for something, and its speakers. */
  const contextOf = (ctx) => {
    if (!made.has(ctx)) {
      made.set(ctx, { origin: performance.now(), destination: node(ctx, { maxChannelCount: 2 }) });
      log.contexts.push(performance.now());
    }
    return made.get(ctx);
  };
  const stand = {
    resume() { contextOf(this); return Promise.resolve(); },
    suspend() { contextOf(this); return Promise.resolve(); },
    createGain() { contextOf(this); return node(this, { gain: param(1) }); },
    createOscillator() { contextOf(this); return source(this, 'oscillator', { type: 'sine', frequency: param(440), detune: param(0) }); },
    createBufferSource() { contextOf(this); return source(this, 'buffer', { buffer: null, playbackRate: param(1), loop: false }); },
    createBiquadFilter() { contextOf(this); return node(this, { type: 'lowpass', frequency: param(350), Q: param(1), gain: param(0), detune: param(0) }); },
    createBuffer(channels, length, sampleRate) {
      contextOf(this);
      return { numberOfChannels: channels, length, sampleRate, duration: length / sampleRate, copyToChannel() {}, getChannelData: () => new Float32Array(length) };
    },
  };
  for (const [name, value] of Object.entries(stand)) Object.defineProperty(Ctx.prototype, name, { configurable: true, writable: true, value });
  const getters = {
    currentTime() { return (performance.now() - contextOf(this).origin) / 1000; },
    sampleRate() { contextOf(this); return 48_000; },
    destination() { return contextOf(this).destination; },
    state() { contextOf(this); return 'running'; },
  };
  for (const [name, get] of Object.entries(getters)) Object.defineProperty(Ctx.prototype, name, { configurable: true, get });

  window.__drops = [];
  const board = document.querySelector('[data-testid="board"]');
  const last = new Map([...board.querySelectorAll('button.pit')].map((b) => [b.dataset.pit, Number(b.dataset.seeds)]));
  new MutationObserver((records) => {
    const at = performance.now();
    for (const r of records) {
      const el = r.target;
      if (!el.matches('button.pit')) continue;
      const n = Number(el.dataset.seeds);
      if (n > last.get(el.dataset.pit)) window.__drops.push({ pit: el.dataset.pit, n, at, frame });
      last.set(el.dataset.pit, n);
    }
  }).observe(board, { attributes: true, subtree: true, attributeFilter: ['data-seeds'] });
  return true;
}

/** What the stand-in and the observer recorded. */
function heard(page) {
  return page.evaluate(() => ({ ...window.__sound, drops: window.__drops }));
}

/** Waits until pit C of the opening was sown and the board is at rest (an embed has no move list). */
async function sownFromC(page) {
  await page.waitUntil(() => {
    const board = document.querySelector('[data-testid="board"]');
    return board?.dataset.busy === 'false' && board.querySelector('[data-pit="C"]')?.dataset.seeds === '0' && window.__drops?.length >= 4;
  }, undefined, { timeout: 30_000, what: 'C sown, the board at rest' });
}

test(`${ENGINE}: the sounds start as the seeds land, never before the first gesture, and not at all in an embed or with the sound off`, async () => {
  // Sound on (the default): nothing before the first gesture, then a sound
  // as each seed lands. Abapa's C holds 4 seeds: D, E, F and a get one each.
  let page = await shared.visit('?variant=abapa');
  await rootSays(page, 'data-sound', 'on');
  assert.equal(await page.evaluate(listen), true, 'Web Audio is there to stand in for');
  // Let the page be for a moment: nothing may sound or make a context meanwhile.
  await new Promise((r) => setTimeout(r, 300));
  let got = await heard(page);
  assert.deepEqual([got.contexts.length, got.starts.length], [0, 0], 'no audio context and no sound before the first gesture');
  await page.click(MENU_BUTTON);
  await page.waitFor(MENU);
  await setSpeed(page, 'slow');
  await page.click(MENU_BUTTON);
  got = await heard(page);
  assert.equal(got.starts.length, 0, 'opening the menu and choosing a speed make no sound');
  assert.ok(got.firstGesture != null, 'the clicks were gestures');
  assert.equal(got.contexts.length, 1, 'the audio context made at the first gesture (not before: then the page would have its own, and this one none)');
  assert.ok(got.contexts[0] >= got.firstGesture, 'made at the gesture, not before it');
  await page.click('button[data-pit="C"]');
  await played(page, 1, { timeout: 30_000 });
  got = await heard(page);
  assert.deepEqual(got.drops.map((d) => d.pit), ['D', 'E', 'F', 'a'], 'the seeds landed one by one');
  // Each seed's sound comes with it, in order: started after the seed
  // before it landed, from the frame before its landing was drawn to two
  // frames after it (a page may start the sound just before the count
  // changes or in the task just after, and a loaded Firefox drew a frame
  // in between: the count in frame 55, the sound 10 ms later in frame 57);
  // and to be heard before the next seed lands (the last seed: before a
  // next one would), not scheduled for later.
  // Frames are counted, and times are the page's own clock compared only
  // with each other: a busy machine delays a frame and its sound alike.
  const unheard = got.drops.map((d, k) => {
    const after = k === 0 ? got.firstGesture : got.drops[k - 1].at;
    const next = got.drops[k + 1]?.at ?? d.at + (d.at - after);
    const its = got.starts.filter((s) => s.at > after && s.frame >= d.frame - 1 && s.frame <= d.frame + 2);
    if (!its.length) return `${d.pit}: no sound started after the seed before it, from a frame before its landing to two after`;
    if (Math.min(...its.map((s) => s.heard)) >= next) return `${d.pit}: its sound is heard only after the next seed lands`;
    return null;
  }).filter(Boolean);
  const timeline = `drops at ${got.drops.map((d) => `${d.pit} ${d.at.toFixed(0)} (frame ${d.frame})`).join(', ')}; sounds started at ${got.starts.map((s) => `${s.at.toFixed(0)} (frame ${s.frame})`).join(', ')}, to be heard at ${got.starts.map((s) => s.heard.toFixed(0)).join(', ')}`;
  assert.deepEqual(unheard, [], `each seed heard as it lands (${timeline})`);
  assert.ok(got.starts.every((s) => s.at >= got.firstGesture), 'no sound before the first gesture');

  // An embed is silent: no context, no sound, though its seeds are sown.
  page = await shared.visit('?variant=abapa&embed=1');
  await rootSays(page, 'data-sound', 'off');
  assert.equal(await page.evaluate(listen), true, 'Web Audio is there to stand in for');
  await page.click('button[data-pit="C"]');
  await sownFromC(page);
  got = await heard(page);
  assert.deepEqual(got.drops.map((d) => d.pit), ['D', 'E', 'F', 'a'], 'the embed sowed C');
  assert.deepEqual([got.contexts.length, got.starts.length], [0, 0], 'an embed makes no audio context and no sound');

  // Switched off in the menu: the move is silent.
  page = await shared.visit('?variant=abapa');
  assert.equal(await page.evaluate(listen), true, 'Web Audio is there to stand in for');
  await page.click(MENU_BUTTON);
  await page.waitFor(MENU);
  await page.check('[data-testid="sound-switch"]', false);
  await rootSays(page, 'data-sound', 'off');
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid="sound-volume"]').disabled), true, 'the volume is off with the sound');
  await setSpeed(page, 'slow');
  await page.click('button[data-pit="C"]');
  await played(page, 1, { timeout: 30_000 });
  got = await heard(page);
  assert.deepEqual(got.drops.map((d) => d.pit), ['D', 'E', 'F', 'a'], 'C sown with the sound off');
  assert.equal(got.starts.length, 0, `no sound with the sound switched off (${got.starts.length} started)`);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('warri.look'))).sound, false, 'the sound switched off is saved');
  assert.deepEqual(await page.problems(), []);
});

test(`${ENGINE}: the page says whether it sounds: on by default, off in an embed`, async () => {
  let page = await shared.visit('?variant=abapa');
  await rootSays(page, 'data-sound', 'on');
  await page.click(MENU_BUTTON);
  await page.waitFor(MENU);
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid="sound-switch"]').checked), true, 'the menu\'s sound switch is on');
  page = await shared.visit('?variant=abapa&embed=1');
  await rootSays(page, 'data-sound', 'off');
  assert.deepEqual(await page.problems(), []);
});
