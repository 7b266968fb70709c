// Time to content (issue 23, item 4; decision 046): how long after a navigation the start pages and a
// staff room page show what they are for, in Chromium at 1280 × 800, each way a user gets there:
//   sign-in  — from pressing ログイン on the login page (the portal's code not in the cache);
//   menu     — a click in the portal, from another page (the target page's code not in the cache);
//   load     — opening the address (nothing in the cache, the session kept).
// For each: the median of 5 runs of the milliseconds until the page's own content shows (not its
// skeleton), and of the milliseconds the screen showed nothing of any page on the way (a blank: no
// login form, no page in the content area; a skeleton or the page being left count as shown).
// Printed, never asserted. `node bench/time-to-content.mjs [baseUrl]` (a fresh server on the built
// web app without one); `npm run bench` calls runTimeToContent() after Lighthouse.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './initial-js.mjs';

/** Demo accounts of a fresh install (apps/server/src/demo/demo-accounts.ts). */
const ACCOUNTS = {
  student: { email: 'student@example.com', password: 'manabiya-demo' },
  company: { email: 'company@example.com', password: 'manabiya-demo' },
  admin: { email: 'teacher@example.com', password: 'manabiya-demo' },
};

/**
 * The pages measured: where they are, the page a menu click comes from and the link it clicks, and
 * the element that means the page's content is shown (it needs the page's data, not only its code).
 */
export const PAGES = [
  { name: 'student start', area: 'student', path: '/student', from: '/student/mypage', link: 'nav a[href="/student"]', content: '[data-testid="progress-ring-percent"]' },
  { name: 'company start', area: 'company', path: '/company', from: '/company/teacher', link: 'nav a[href="/company"]', content: '[data-testid="bucket-count"]' },
  { name: 'admin start', area: 'admin', path: '/admin', from: '/admin/teacher', link: 'nav a[href="/admin"]', content: '[data-testid="welcome-role"]' },
  // The room is the queue's first (the oldest waiting): found once signed in.
  { name: 'admin room', area: 'admin', path: undefined, from: '/admin/room', link: 'main a[href^="/admin/room/"]', content: '[data-testid="room-message"]' },
];

export const RUNS = 5;

/**
 * Installed in the page: samples every frame from now until `content` shows, adding up the time
 * nothing of a page was on screen, after clicking `click` if given. `since` is the start on the
 * page's clock (0: the navigation's start).
 */
function watchForContent({ content, since, click }) {
  const shown = () => {
    const main = document.querySelector('main');
    if (main) return [...main.children].some((child) => child.getBoundingClientRect().height > 0);
    return document.querySelector('form') !== null;
  };
  const state = { start: since ?? performance.now(), blank: 0, content: null };
  window.__timeToContent = state;
  let last = state.start;
  const frame = () => {
    const now = performance.now();
    if (!shown()) state.blank += now - last;
    last = now;
    const element = document.querySelector(content);
    if (element && element.getClientRects().length > 0) {
      state.content = now - state.start;
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  if (click) document.querySelector(click).click();
}

async function resultOf(page) {
  await page.waitForFunction(() => window.__timeToContent?.content != null, undefined, { timeout: 30_000 });
  return page.evaluate(() => ({ content: window.__timeToContent.content, blank: window.__timeToContent.blank }));
}

async function clearCache(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function signIn(page, baseUrl, area) {
  await page.goto(`${baseUrl}/${area}/login`);
  await page.locator('input[type="email"]').fill(ACCOUNTS[area].email);
  await page.locator('input[name="password"]').fill(ACCOUNTS[area].password);
}

async function signOut(context, page, baseUrl) {
  await context.clearCookies();
  await page.goto(`${baseUrl}/404`);
  await page.evaluate(() => window.localStorage.clear());
}

/** From pressing ログイン (the portal's code not cached) to the start page's content. */
async function measureSignIn(context, page, baseUrl, spec) {
  await signOut(context, page, baseUrl);
  await clearCache(page);
  await signIn(page, baseUrl, spec.area);
  await page.evaluate(watchForContent, { content: spec.content, click: 'button[type="submit"]' });
  const result = await resultOf(page);
  await page.waitForURL(`${baseUrl}${spec.path}`);
  return result;
}

/** A click on the page's link in another page of the portal (the target page's code not cached). */
async function measureMenu(page, baseUrl, spec) {
  await page.goto(`${baseUrl}${spec.from}`);
  await page.locator(spec.link).first().waitFor({ state: 'attached' });
  await clearCache(page);
  await page.evaluate(watchForContent, { content: spec.content, click: spec.link });
  return resultOf(page);
}

/** Opening the address with nothing cached, the session kept. */
async function measureLoad(context, baseUrl, url, spec) {
  const page = await context.newPage();
  try {
    await clearCache(page);
    await page.addInitScript(watchForContent, { content: spec.content, since: 0 });
    await page.goto(url);
    return await resultOf(page);
  } finally {
    await page.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Measures every page each way `runs` times in one Chromium, signed in with the demo accounts, and
 * prints one line per page and way: the median time to content and the median blank, with the range.
 */
export async function runTimeToContent({ baseUrl, runs = RUNS, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', print = true }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const spec of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
      const page = await context.newPage();
      try {
        const ways = { 'sign-in': [], menu: [], load: [] };
        for (let run = 0; run < runs; run++) {
          if (spec.path !== undefined) ways['sign-in'].push(await measureSignIn(context, page, baseUrl, spec));
          else if (run === 0) {
            await signOut(context, page, baseUrl);
            await signIn(page, baseUrl, spec.area);
            await page.locator('button[type="submit"]').click();
            await page.waitForURL(`${baseUrl}/${spec.area}`);
          }
          ways.menu.push(await measureMenu(page, baseUrl, spec));
          ways.load.push(await measureLoad(context, baseUrl, page.url(), spec));
        }
        for (const [way, results] of Object.entries(ways)) {
          if (results.length === 0) continue;
          const content = results.map((result) => result.content);
          const blank = results.map((result) => result.blank);
          rows.push({ page: spec.name, way, content: median(content), blank: median(blank), min: Math.min(...content), max: Math.max(...content), runs: results.length });
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  if (print) printTimeToContent(rows);
  return rows;
}

const ms = (value) => `${Math.round(value)} ms`;

export function printTimeToContent(rows) {
  console.log(`\ntime to content (Chromium, 1280 × 800, the median of ${rows[0]?.runs ?? RUNS} runs; blank = time with no page on screen on the way)`);
  console.log('page'.padEnd(15), 'way'.padEnd(8), 'content'.padStart(9), 'range'.padStart(17), 'blank'.padStart(9));
  for (const row of rows) {
    console.log(row.page.padEnd(15), row.way.padEnd(8), ms(row.content).padStart(9), `${ms(row.min)}–${ms(row.max)}`.padStart(17), ms(row.blank).padStart(9));
  }
}

// `node bench/time-to-content.mjs [baseUrl]`: a running server, or a fresh one on the built web app.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./server-process.mjs');
  const server = process.argv[2] ? undefined : await startServer();
  try {
    await runTimeToContent({ baseUrl: process.argv[2] ?? server.url });
  } finally {
    await server?.stop();
  }
}
