import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn, watchPageProblems, type Area } from '../fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const START_PAGES: Array<[Area, string, string]> = [
  ['admin', 'admin@example.com', '管理 太郎'],
  ['admin', 'sales@example.com', '営業 一郎'],
  ['company', 'company@example.com', 'デモ株式会社'],
  ['student', 'student@example.com', 'デモ株式会社'],
  ['student', 'newstudent@example.com', '新人 翼'],
];

describe('shell', () => {
  it.each(START_PAGES)('%s start page for %s at desktop and phone widths', async (area, email, expectedText) => {
    for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const { context, page } = await newPage(browser, viewport);
      const problems = watchPageProblems(page);
      await signIn(page, area, email);
      await expect.poll(() => page.getByRole('main').innerText()).toContain(expectedText);
      expect(await page.title()).toMatch(/ \| Manabiya$/);
      await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
      await screenshot(page, `start-${area}-${email.split('@')[0]}-${label}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('on a phone hides the side menu behind a bottom-left toggle', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'company', 'company@example.com');
    const toggle = page.getByTestId('sidebar-toggle');
    await toggle.waitFor();
    const box = await toggle.boundingBox();
    expect(box!.x).toBeLessThan(80);
    expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 100);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    await toggle.click();
    await page.getByTestId('sidebar').waitFor({ state: 'visible' });
    await page.waitForTimeout(400); // let the drawer finish sliding in before the picture
    await screenshot(page, 'shell-company-phone-menu-open');
    await context.close();
  });

  it('on a desktop shows the side menu, 240px wide when open, with the current page highlighted', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, 'student', 'student@example.com');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
    expect(await sidebar.locator('[aria-current="page"]').count()).toBe(1);
    expect(await page.getByTestId('sidebar-toggle').isVisible()).toBe(false);
    await context.close();
  });

  it('gives admins no bell and company and student users the bell slot', async () => {
    for (const [area, email, hasBell] of [
      ['admin', 'admin@example.com', false],
      ['company', 'company@example.com', true],
      ['student', 'student@example.com', true],
    ] as const) {
      const { context, page } = await newPage(browser);
      await signIn(page, area, email);
      await page.getByTestId('page-title').waitFor();
      expect(await page.getByTestId('bell-slot').count()).toBe(hasBell ? 1 : 0);
      await context.close();
    }
  });

  it('switches the language to English and back', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'student', 'student@example.com');
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: /日本語/ }).click();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await context.close();
  });
});
