// The one definition of a page's initial JavaScript, used by `npm run bench` (bench/run.mjs,
// bench/lighthouse.mjs) and by the budget check in `npm test` (e2e/performance/login-weight.spec.ts):
// every script the browser requests from opening the page until the page is usable (the entry, its
// module preloads, and the lazy chunks the route pulls in before its form or title shows), each
// counted as the gzip (level 9) of its body, whatever compression the server applied.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** The login pages of the three portals. */
export const LOGIN_PATHS = ['/student/login', '/company/login', '/admin/login'];

/** At most 150 kB (150,000 bytes) of gzipped JavaScript before a login page can be used (issue 11). */
export const LOGIN_INITIAL_JS_BUDGET = 150_000;

/** The sign-in form is usable: its email and password fields and its submit button are shown and enabled. */
export const LOGIN_FORM_READY = ['input[type="email"]', 'input[name="password"]', 'button[type="submit"]'];

/** A portal's start page is usable once its page title is shown. */
export const START_PAGE_READY = ['[data-testid="page-title"]'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const isScript = (request) => request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

/**
 * Opens `url` in `page` and sums the scripts requested until every selector of `ready` is visible
 * and enabled. The page is left open on `url`.
 */
export async function measurePageInitialJs(page, url, ready = LOGIN_FORM_READY) {
  const requested = [];
  const onRequest = (request) => {
    if (isScript(request)) requested.push(request);
  };
  page.on('request', onRequest);
  try {
    await page.goto(url);
    await page.waitForFunction(
      (selectors) =>
        selectors.every((selector) => {
          const element = document.querySelector(selector);
          return element !== null && element.getClientRects().length > 0 && !element.matches(':disabled');
        }),
      ready,
    );
  } finally {
    page.off('request', onRequest);
  }
  const scripts = [];
  for (const request of requested) {
    const response = await request.response();
    if (!response) throw new Error(`${request.url()} got no response`);
    const body = await response.body();
    scripts.push({ url: new URL(request.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  const unique = [...new Map(scripts.map((script) => [script.url, script])).values()];
  return {
    path: new URL(page.url()).pathname,
    files: unique.length,
    raw: unique.reduce((sum, script) => sum + script.raw, 0),
    gzip: unique.reduce((sum, script) => sum + script.gzip, 0),
    scripts: unique.sort((a, b) => b.gzip - a.gzip),
  };
}

/**
 * The initial JavaScript of each login page of the server at `baseUrl`, each in a fresh context
 * (empty cache), in `language` ('ja', the default, or 'en': the display language stored before the
 * page loads). Uses `browser` when given, else launches Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 */
export async function measureLoginPages({ baseUrl, browser, paths = LOGIN_PATHS, language = 'ja' } = {}) {
  const owned = browser ? undefined : await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const using = browser ?? owned;
  try {
    const results = [];
    for (const path of paths) {
      const context = await using.newContext({ baseURL: baseUrl, locale: 'ja-JP' });
      await context.addInitScript((stored) => window.localStorage.setItem('language', stored), language);
      try {
        results.push({ ...(await measurePageInitialJs(await context.newPage(), path)), path, language });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await owned?.close();
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** "/student/login ja   2 files   148.2 kB gzip (452.6 kB raw)" */
export function formatInitialJs(result) {
  const label = result.language ? `${result.path} ${result.language}` : result.path;
  return `${label.padEnd(20)} ${String(result.files).padStart(3)} files ${kb(result.gzip).padStart(9)} gzip (${kb(result.raw)} raw)`;
}

/** One line per script, heaviest first: what to look at when a page is over its budget. */
export function formatScripts(result) {
  return result.scripts.map((script) => `  ${kb(script.gzip).padStart(9)}  ${script.url}`).join('\n');
}

/** Every login page in both languages, measured on the server at `baseUrl` (or a fresh one), printed. */
export async function printLoginPagesInitialJs({ baseUrl, browser } = {}) {
  const results = [];
  for (const language of ['ja', 'en']) results.push(...(await measureLoginPages({ baseUrl, browser, language })));
  console.log(`\nlogin pages' initial JavaScript (gzip -9 of every script loaded before the form can be used; budget ${kb(LOGIN_INITIAL_JS_BUDGET)}):`);
  for (const result of results) console.log(`  ${formatInitialJs(result)}${result.gzip > LOGIN_INITIAL_JS_BUDGET ? '  OVER BUDGET' : ''}`);
  return results;
}

// `node bench/initial-js.mjs [baseUrl]`: measures a running server, or starts one on the built web app.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./server-process.mjs');
  const server = process.argv[2] ? undefined : await startServer();
  try {
    await printLoginPagesInitialJs({ baseUrl: process.argv[2] ?? server.url });
  } finally {
    await server?.stop();
  }
}
