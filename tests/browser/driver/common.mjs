// Pieces the engine modules of the driver share (see index.mjs for the API).

/** Thrown for what an engine cannot do; its message says why. */
export class Unsupported extends Error {
  constructor(message) {
    super(message);
    this.name = 'Unsupported';
  }
}

/**
 * Run before a page's own scripts, in every frame, for `storage:
 * 'blocked'`: as in privacy modes and partitioned third-party frames, any
 * use of localStorage throws.
 */
export function BLOCK_STORAGE() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
  });
}

/**
 * Run before a page's own scripts, in every frame, for `serviceWorkers:
 * 'block'` where the engine has no setting for it: the page sees a browser
 * without service workers (as Firefox and WebKit with theirs turned off).
 */
export function NO_SERVICE_WORKERS() {
  delete Navigator.prototype.serviceWorker;
}

/**
 * Installed in a page to collect, into `window.__warriProblems`, its CSP
 * violations and, unless `cspOnly`, what the protocol has no events for
 * (WebKit's WebDriver): uncaught errors, unhandled rejections and
 * console.error calls. Idempotent.
 */
export function COLLECT_PROBLEMS(cspOnly) {
  if (window.__warriProblems) return;
  const list = [];
  window.__warriProblems = list;
  document.addEventListener('securitypolicyviolation', (e) => list.push(`console error: CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  if (cspOnly) return;
  window.addEventListener('error', (e) => list.push(`page error: ${e.message}`));
  window.addEventListener('unhandledrejection', (e) => list.push(`page error: ${e.reason?.message ?? e.reason}`));
  const error = console.error.bind(console);
  console.error = (...args) => {
    list.push(`console error: ${args.map(String).join(' ')}`);
    error(...args);
  };
}

/** The W3C WebDriver key values of the key names the API accepts. */
export const WEBDRIVER_KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
};

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * What a page says, as playwright-core's and puppeteer-core's pages both
 * report it (`pageerror` and `console` events): its errors — uncaught
 * exceptions and console errors — into `problems`, and with `allMessages`
 * every console message into `messages` ('error: …', 'warning: …', …).
 */
export function listen(page, allMessages) {
  const problems = [];
  const messages = [];
  const where = (m) => m.location()?.url;
  page.on('pageerror', (e) => {
    problems.push(`page error: ${e.message}`);
    if (allMessages) messages.push(`error: ${e.message}`);
  });
  page.on('console', (m) => {
    const type = m.type() === 'warn' ? 'warning' : m.type();
    if (allMessages) messages.push(`${type}: ${m.text()}${where(m) ? ` (${where(m)})` : ''}`);
    if (type === 'error') problems.push(`console error: ${m.text()}${where(m) && !m.text().includes(where(m)) ? ` (${where(m)})` : ''}`);
  });
  return { problems, messages };
}

const SCALES = { chromium: 1, firefox: 1.5, webkit: 2 };
/** How much longer than in Chromium every wait may take in `engine`. */
export const scaleOf = (engine) =>
  Number(process.env.WARRI_TIMEOUT_SCALE) || SCALES[engine] * (Number(process.env.WARRI_ENGINES_AT_ONCE) > 1 ? 2 : 1);
