// Every browser suite, in one process (`WARRI_ENGINE=firefox node --test
// tests/browser/suites.mjs`): one browser for the whole run (helpers.mjs,
// `launch`) instead of one per file: to run them all by hand. `cargo xtask
// test` runs Chromium's and Firefox's suites in two parts, each through an
// entry like this one that imports the part's suites, which it writes
// (crates/xtask/src/parts.rs); WebKit's two parts run a process per
// suite. Each suite also runs on its own:
// `node --test tests/browser/game.test.mjs`.
//
// The imports are static, so every suite registers its tests and hooks
// before the first one runs (a suite must not await at its top level).
// A suite missing from this list would not run here: the check below
// refuses to start without it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import './a11y.test.mjs';
import './analysis.test.mjs';
import './computer.test.mjs';
import './console.test.mjs';
import './diagram.test.mjs';
import './driver.test.mjs';
import './editor.test.mjs';
import './embed.test.mjs';
import './friend.test.mjs';
import './game.test.mjs';
import './hosting.test.mjs';
import './languages.test.mjs';
import './learn.test.mjs';
import './look.test.mjs';
import './newcomer.test.mjs';
import './offline.test.mjs';
import './persistence.test.mjs';
import './puzzles.test.mjs';
import './replay.test.mjs';
import './saved-data.test.mjs';
import './single-file.test.mjs';
import './skeleton.test.mjs';
import './teach.test.mjs';
import './touch.test.mjs';

const LISTED = [
  'a11y', 'analysis', 'computer', 'console', 'diagram', 'driver', 'editor', 'embed', 'friend', 'game',
  'hosting', 'languages', 'learn', 'look', 'newcomer', 'offline', 'persistence', 'puzzles', 'replay', 'saved-data',
  'single-file', 'skeleton', 'teach', 'touch',
].map((name) => `${name}.test.mjs`);
const here = readdirSync(fileURLToPath(new URL('.', import.meta.url))).filter((f) => f.endsWith('.test.mjs')).sort();
const missing = here.filter((f) => !LISTED.includes(f));
if (missing.length) {
  throw new Error(`tests/browser/suites.mjs does not import ${missing.join(', ')}: add ${missing.length === 1 ? 'it' : 'them'} to its imports and LISTED`);
}
