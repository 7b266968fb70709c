import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, vi } from 'vitest';
import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/demo/demo-accounts.ts';
import { mailText, type ReceivedMail } from '../apps/server/src/test/smtp-peer.ts';

/** This worker's server (global-setup.ts): VITEST_POOL_ID numbers the workers from 1. */
export const baseURL = serverOfThisWorker(inject('baseURLs'));
function serverOfThisWorker(urls: string[]): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length]!;
}
export type Area = 'admin' | 'company' | 'student';
export { DEMO_PASSWORD };

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** Desktop and phone, each in Japanese and English: the screens a page is looked at in. */
export const SCREENS_IN_BOTH_LANGUAGES = [
  ['desktop', DESKTOP, 'ja'],
  ['desktop', DESKTOP, 'en'],
  ['phone', PHONE, 'ja'],
  ['phone', PHONE, 'en'],
] as const;
export type Viewport = typeof DESKTOP;

/**
 * Each worker's e2e server is a fresh install with the demo dataset (global-setup.ts), shared by the
 * spec files that worker runs one after another. Its administrator is the one account the specs
 * share: they sign in with it to make their own companies, staff, students and notices
 * (e2e/world.ts), and assert only about what they made.
 */
export const INSTALL_ADMIN = { email: DEMO_ACCOUNTS.find((account) => account.area === 'admin')!.email, password: DEMO_PASSWORD };

/** The password of every account a spec makes through e2e/world.ts. */
export const ACCOUNT_PASSWORD = 'e2e-account-passphrase';

const ARTIFACTS = path.resolve(import.meta.dirname, '.artifacts');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The one way a spec gets its browser: launched before its tests, closed after them. Call at the top of the file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test or hook');
    return browser;
  };
}

/** A page in a context of its own, with what its console reports as a problem collected in `problems`. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and Content-Security-Policy refusals seen so far (a failed API call is not one). */
  problems: string[];
  close: () => Promise<void>;
}

/** A fresh page (Japanese, Tokyo time) with the console-error watcher attached. */
export async function openPage(browser: Browser, viewport: Viewport = DESKTOP): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  return { context, page, problems: watchPageProblems(page), close: () => context.close() };
}

/**
 * A page signed in to a portal's start page, with the console-error watcher attached. Accounts made
 * by e2e/world.ts use ACCOUNT_PASSWORD; the install's administrator its own.
 */
export async function signedInPage(browser: Browser, area: Area, email: string, viewport: Viewport = DESKTOP, password = passwordOf(email)): Promise<WatchedPage> {
  const opened = await openPage(browser, viewport);
  await signInThroughApi(opened.context, area, email, password);
  await opened.page.goto(`/${area}`);
  return opened;
}

/**
 * Signs a context in as the login page would, without loading it: the login call sets the session
 * cookie in the context, and the user the login answered is put in the tab's storage before the first
 * page runs (once per tab, so signing out stays signed out). The login form itself is tested through
 * `signIn` (auth/sign-in.spec.ts); every other spec starts on the page it is about.
 */
async function signInThroughApi(context: BrowserContext, area: Area, email: string, password: string): Promise<void> {
  const response = await context.request.post(authEndpoints[area].login.path, { data: { email, password }, headers: { Origin: new URL(baseURL).origin } });
  if (!response.ok()) throw new Error(`signing ${email} in to ${area}: ${response.status()} ${await response.text()}`);
  const { user } = (await response.json()) as { user: unknown };
  await context.addInitScript(
    ({ key, raw }) => {
      if (window.sessionStorage.getItem('e2e-signed-in') !== null) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem(key, raw);
    },
    { key: 'user', raw: JSON.stringify(user) },
  );
}

const passwordOf = (email: string) => (email === INSTALL_ADMIN.email ? INSTALL_ADMIN.password : ACCOUNT_PASSWORD);

/**
 * Collects what would show in the console as a problem: uncaught errors and Content-Security-Policy
 * refusals. Failed API responses (a 401 is expected on some pages) are not counted.
 */
function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`csp: ${message.text()}`);
  });
  return problems;
}

export async function signIn(page: Page, area: Area, email: string, password = passwordOf(email)): Promise<void> {
  await page.goto(`/${area}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(new RegExp(`/${area}$`));
}

export async function storedUser(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate(() => window.localStorage.getItem('user'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Waits until no animation or transition is running (a dialog fading in, a drawer sliding, a menu
 * fading out), so a screenshot or an axe check sees the page as it settles, not a frame of the way there.
 * Endless animations never settle and are left out: the pulse on a keyboard-focused button, a spinner.
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Starts watching the page for its live-update WebSocket (`/api/{area}/ws`): `accepted` settles once
 * the server has accepted the upgrade (101), from when events reach the page. Call it before the
 * navigation that opens the socket.
 */
export async function watchLiveSocket(page: Page): Promise<{ accepted: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sockets = new Set<string>();
  const accepted = new Promise<void>((resolve) => {
    cdp.on('Network.webSocketCreated', ({ requestId, url }) => {
      if (/\/api\/(company|student)\/ws$/.test(url)) sockets.add(requestId);
    });
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
      if (sockets.has(requestId) && response.status === 101) resolve();
    });
  });
  return { accepted };
}

/** The rules checked: level A and AA of WCAG 2.0 and 2.1. */
const WCAG_A_AND_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's browser bundle, put into a page once per document: checks on the same page reuse it (put
 * in again for every check, as @axe-core/playwright does, it was half of each check's time).
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeInPage {
  run(context: Document, options: { runOnly: { type: 'tag'; values: string[] } }): Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }>;
}

/** What axe finds against WCAG A and AA on the page as it is: one line per rule, naming the elements. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: AxeInPage };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, WCAG_A_AND_AA);
}

/**
 * The axe check of WCAG A and AA, once the page has stopped moving. A snackbar that starts to fade out
 * while axe reads the page shows its text at part of its contrast for a moment; what axe finds is
 * reported only if it is still there on a second look at the still page (a real violation stays).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForStillness(page);
  const found = await accessibilityViolations(page);
  if (found.length === 0) return;
  await waitForStillness(page);
  const again = await accessibilityViolations(page);
  expect(found.filter((violation) => again.includes(violation))).toEqual([]);
}

function mailsTo(to: string, after: number): ReceivedMail[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .sort()
    .slice(after)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(to));
}

/** Waits for the newest mail to `to` that the SMTP peer received after the first `after` mails. */
export async function waitForMail(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const mail = await vi.waitFor(
    () => {
      const found = mailsTo(to, after).at(-1);
      if (!found) throw new Error(`no mail to ${to}`);
      return found;
    },
    { timeout: timeoutMs, interval: 50 },
  );
  return mailText(mail.raw);
}

export function mailCount(): number {
  return fs.readdirSync(inject('mailDir')).length;
}
