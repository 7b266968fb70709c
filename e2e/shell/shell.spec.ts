import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_PASSWORD, DESKTOP, openPage, PHONE, screenshot, signedInPage, useBrowser, waitForStillness, type Area } from '../fixtures.ts';
import { createCompany, createCompanyUser, createRole, createStaff, createStudent, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
const COMPANY = `E2E殻株式会社${stamp}`;
/** The accounts of this spec by the label of their start page. */
const accounts: Record<string, Account> = {};
beforeAll(async () => {
  const { read, write, all } = ACCESS_LEVEL;
  const { id } = await createCompany({ name: COMPANY });
  accounts.admin = await createStaff({ name: `E2E 管理${stamp}`, main_role: MAIN_ROLE.admin, permission_role_id: (await createRole({ dashboard: read, admins: all, company: all, student: all })).id });
  accounts.sales = await createStaff({ name: `E2E 営業${stamp}`, main_role: MAIN_ROLE.sales, permission_role_id: (await createRole({ dashboard: read, company: write, student: read })).id });
  accounts.company = await createCompanyUser(id);
  accounts.student = await createStudent(id);
  accounts.newcomer = await createStudent(id, { name: `E2E 新人${stamp}`, init_input_flg: 0 });
});

/** Each start page and what it shows: the staff member's name, the company's name, the newcomer's name. */
const START_PAGES: Array<[Area, string, (account: Account) => string]> = [
  ['admin', 'admin', (account) => account.name],
  ['admin', 'sales', (account) => account.name],
  ['company', 'company', () => COMPANY],
  ['student', 'student', () => COMPANY],
  ['student', 'newcomer', (account) => account.name],
];

describe('shell', () => {
  it.each(START_PAGES)('%s start page for the %s account at desktop and phone widths', async (area, label, expectedText) => {
    const account = accounts[label]!;
    for (const [width, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const { page, problems, close } = await signedInPage(browser(), area, account.email, viewport);
      await expect.poll(() => page.getByRole('main').innerText()).toContain(expectedText(account));
      expect(await page.title()).toMatch(/ \| Manabiya$/);
      await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
      await screenshot(page, `start-${area}-${label}-${width}`);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('on a phone hides the side menu behind a bottom-left toggle', async () => {
    const { page, close } = await signedInPage(browser(), 'company', accounts.company!.email, PHONE);
    const toggle = page.getByTestId('sidebar-toggle');
    await toggle.waitFor();
    const box = await toggle.boundingBox();
    expect(box!.x).toBeLessThan(80);
    expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 100);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    await toggle.click();
    await page.getByTestId('sidebar').waitFor({ state: 'visible' });
    await waitForStillness(page);
    await screenshot(page, 'shell-company-phone-menu-open');
    await close();
  });

  it('on a desktop shows the side menu, 240px wide when open, with the current page highlighted', async () => {
    const { page, close } = await signedInPage(browser(), 'student', accounts.student!.email, DESKTOP);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
    expect(await sidebar.locator('[aria-current="page"]').count()).toBe(1);
    expect(await page.getByTestId('sidebar-toggle').isVisible()).toBe(false);
    await close();
  });

  it('gives admins no bell and company and student users the bell slot', async () => {
    for (const [area, label, hasBell] of [
      ['admin', 'admin', false],
      ['company', 'company', true],
      ['student', 'student', true],
    ] as const) {
      const { page, close } = await signedInPage(browser(), area, accounts[label]!.email);
      await page.getByTestId('page-title').waitFor();
      expect(await page.getByTestId('bell-slot').count()).toBe(hasBell ? 1 : 0);
      await close();
    }
  });

  it('switches the language to English and back', async () => {
    const { page, close } = await signedInPage(browser(), 'student', accounts.student!.email);
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
    await close();
  });

  it('no blank page after signing in: the login page stays until the portal is ready, then the page or its skeleton', async () => {
    for (const area of ['company', 'student'] as const) {
      const { page, problems, close } = await openPage(browser());
      await page.goto(`/${area}/login`);
      await page.getByLabel('メールアドレス').fill(accounts[area]!.email);
      await page.getByLabel('パスワード', { exact: true }).fill(ACCOUNT_PASSWORD);
      // A slow connection: every script fetched from now on (the portal, its pages, its catalogues) comes late.
      await slowScripts(page);
      const blank = await blankWhile(page, () => page.getByRole('button', { name: 'ログイン' }).click(), '[data-testid="welcome-company"]');
      expect(blank, area).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('no blank page after a click in the menu: the page left stays until the next one is ready', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'company', accounts.company!.email);
    await page.getByTestId('welcome-company').waitFor();
    await slowScripts(page);
    const blank = await blankWhile(page, () => page.getByTestId('sidebar').getByRole('link', { name: '担当者' }).click(), '[data-testid="page-title"]:text("担当者")');
    expect(blank).toEqual([]);
    await page.waitForURL(/\/company\/administrator$/);
    expect(problems).toEqual([]);
    await close();
  });
});

/** Every script requested from now on answers 600 ms late, as on a slow connection. */
async function slowScripts(page: Page): Promise<void> {
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

/**
 * Runs `act`, then watches every frame until `done` shows, and answers the moments (ms after `act`)
 * when the screen showed no page: no login form, and nothing in the content area (a skeleton counts as a page).
 */
async function blankWhile(page: Page, act: () => Promise<void>, done: string): Promise<number[]> {
  await page.evaluate(() => {
    const state = { blank: [] as number[], start: performance.now(), stop: false };
    (window as unknown as { blankWatch: typeof state }).blankWatch = state;
    const shown = () => {
      const main = document.querySelector('main');
      if (main) return [...main.children].some((child) => child.getBoundingClientRect().height > 0);
      return document.querySelector('form') !== null;
    };
    const frame = () => {
      if (!shown()) state.blank.push(Math.round(performance.now() - state.start));
      if (!state.stop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await act();
  await page.locator(done).waitFor({ timeout: 15_000 });
  return page.evaluate(() => {
    const state = (window as unknown as { blankWatch: { blank: number[]; stop: boolean } }).blankWatch;
    state.stop = true;
    return state.blank;
  });
}
