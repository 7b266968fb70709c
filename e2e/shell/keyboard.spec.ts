import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, PHONE, screenshot, signedInPage, useBrowser, waitForStillness, type Area } from '../fixtures.ts';
import { createCompany, createCompanyUser, createStaff, createStudent, type Account } from '../world.ts';

/** Issue 10, item 14: a skip link first on every portal page, and the focus on the page title after a navigation. */
const browser = useBrowser();
/** Accounts of this spec only: another spec may leave a shared account in English (the language stays with an account). */
let staff: Account;
let companyUser: Account;
let student: Account;
beforeAll(async () => {
  staff = await createStaff();
  const { id } = await createCompany();
  companyUser = await createCompanyUser(id);
  student = await createStudent(id);
});

const PORTALS: Array<[Area, () => string]> = [
  ['admin', () => staff.email],
  ['company', () => companyUser.email],
  ['student', () => student.email],
];

/** What has the keyboard focus: its tag, test id and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName.toLowerCase(), id: element?.id, testId: element?.dataset.testid, text: element?.innerText.trim() };
  });

async function isInViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

/** Whether the focus is neither in the side menu nor in the header (the skip link jumped over both). */
const skippedPast = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const inside = (selector: string) => [...document.querySelectorAll(selector)].some((element) => element.contains(active));
    return !inside('[data-testid="sidebar"]') && !inside('header');
  });

describe('keyboard', () => {
  it.each(PORTALS)('%s: the first Tab reaches 「メインコンテンツへ移動」, shown while focused, and Enter moves the focus to the main content', async (area, email) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, problems, close } = await signedInPage(browser(), area, email(), viewport);
      await page.getByTestId('page-title').waitFor();
      await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
      // Hidden until it has the focus.
      expect(await isInViewport(page, 'skip-link')).toBe(false);

      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'a', testId: 'skip-link', text: 'メインコンテンツへ移動' });
      await expect.poll(() => isInViewport(page, 'skip-link')).toBe(true);
      await waitForStillness(page);
      await expectNoAxeViolations(page);

      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });
      expect(new URL(page.url()).hash).toBe('');
      // The next Tab goes on from the content: past the menu and the header.
      await page.keyboard.press('Tab');
      expect(await skippedPast(page)).toBe(true);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('moves the focus to the page title after a navigation by keyboard in the menu', async () => {
    const { page, close } = await signedInPage(browser(), 'company', companyUser.email);
    await page.getByTestId('page-title').waitFor();
    const item = page.getByTestId('sidebar').getByRole('link', { name: '担当者' });
    await item.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/company\/administrator$/);
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'h1', testId: 'page-title', text: '担当者' });
    // From the title on: the next Tab is the header's own buttons, not the menu item again.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('header')?.contains(document.activeElement) ?? false)).toBe(true);
    await close();
  });

  it('moves the focus to the page title after a link inside the page, on a phone too', async () => {
    const { page, close } = await signedInPage(browser(), 'company', companyUser.email, PHONE);
    await page.goto('/company/no-such-page');
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('link', { name: 'トップへ戻る' }).press('Enter');
    await page.waitForURL(/\/company$/);
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'h1', text: 'ダッシュボード' });
    await close();
  });

  it('screenshots of the focused skip link at 1280 and 390 px, in Japanese and English', async () => {
    for (const [width, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      for (const language of ['ja', 'en'] as const) {
        const { page, close } = await signedInPage(browser(), 'company', companyUser.email, viewport);
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
        await page.reload();
        await page.getByTestId('page-title').waitFor();
        await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe(language === 'ja' ? 'メインコンテンツへ移動' : 'Skip to main content');
        await waitForStillness(page);
        await screenshot(page, `skip-link-${width}-${language}`);
        await close();
      }
    }
  });
});
