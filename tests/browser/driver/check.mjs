// Does the engine WARRI_ENGINE names start, and does it show the site at
// WARRI_URL? `cargo xtask test` runs this before an engine's suites, so that
// an engine that cannot start says so once, plainly, instead of failing
// every test. Prints the engine's version and how long each step took;
// exits non-zero with the reason when it cannot.
//
//   WARRI_ENGINE=webkit WARRI_URL=http://127.0.0.1:8080/ node tests/browser/driver/check.mjs
import { launch, ENGINE, urlOf } from './index.mjs';

const t0 = Date.now();
const secs = () => ((Date.now() - t0) / 1000).toFixed(1);
let browser;
try {
  browser = await launch();
  console.log(`${ENGINE}: ${browser.version} started in ${secs()} s`);
  const page = await browser.open('?variant=abapa', { timeout: 60_000 });
  const pits = await page.count('button[data-pit]');
  if (pits !== 12) throw new Error(`the page at ${urlOf('?variant=abapa')} shows ${pits} pits, not 12`);
  await page.close();
  console.log(`${ENGINE}: the site's board shown after ${secs()} s`);
} catch (e) {
  console.error(`${ENGINE} cannot start or cannot show the site: ${e.stack ?? e}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => {});
}
