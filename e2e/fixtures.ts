import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { mailText, type ReceivedMail } from '../apps/server/src/test/smtp-peer.ts';

export const baseURL = inject('baseURL');
export const DEMO_PASSWORD = 'manabiya-demo';
export type Area = 'admin' | 'company' | 'student';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const ARTIFACTS = path.resolve(import.meta.dirname, '.artifacts');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Collects what would show in the console as a problem: uncaught errors and Content-Security-Policy
 * refusals. Failed API responses (a 401 is expected on some pages) are not counted.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`csp: ${message.text()}`);
  });
  return problems;
}

export async function signIn(page: Page, area: Area, email: string, password = DEMO_PASSWORD): Promise<void> {
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

/** Level A and AA rules of WCAG 2.0 and 2.1. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Waits for the newest mail to `to` that the SMTP peer received. */
export async function waitForMail(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = fs
      .readdirSync(dir)
      .sort()
      .slice(after)
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
      .filter((mail) => mail.to.includes(to));
    const mail = mails.at(-1);
    if (mail) return mailText(mail.raw);
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function mailCount(): number {
  return fs.readdirSync(inject('mailDir')).length;
}
