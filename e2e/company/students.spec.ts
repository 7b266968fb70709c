import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn, watchPageProblems } from '../fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

/** The id of a サンプル商事 student, as company2 (that company's user) sees it. */
async function findSampleStudentId(): Promise<number> {
  const { context, page } = await newPage(browser);
  await signIn(page, 'company', 'company2@example.com');
  await page.goto('/company/student?q=受講');
  await page.getByRole('link', { name: '受講 健一' }).click();
  await page.waitForURL(/\/company\/student\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await context.close();
  return id;
}

describe('company students', () => {
  it('lists only the own company’s students, filters in the URL and opens one', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchPageProblems(page);
    await signIn(page, 'company', 'company@example.com');
    await page.goto('/company/student');
    await page.getByTestId('company-student-row').first().waitFor();
    await settle(page);
    const listText = await page.getByRole('main').innerText();
    expect(listText).toContain('学習 さくら');
    expect(listText).toContain('新人 翼');
    // サンプル商事's named student is not among them.
    expect(listText).not.toContain('受講 健一');
    expect(await page.title()).toBe('受講生一覧 | Manabiya');
    await screenshot(page, 'company-students-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'ステータス' }).click();
    await page.getByRole('option', { name: '卒業', exact: true }).click();
    await page.waitForURL(/status=1/);
    await expect.poll(async () => {
      const chips = await page.getByTestId('company-student-row').allInnerTexts();
      return chips.length > 0 && chips.every((text) => text.includes('卒業'));
    }).toBe(true);

    // A filtered list survives a reload: its conditions are in the URL.
    await page.goto('/company/student?q=' + encodeURIComponent('ガクシュウ'));
    await expect.poll(() => page.getByTestId('company-student-row').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByTestId('company-student-row').count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: '氏名・フリガナで検索' }).inputValue()).toBe('ガクシュウ');

    await page.getByRole('link', { name: '学習 さくら' }).click();
    await page.waitForURL(/\/company\/student\/\d+$/);
    const profile = page.getByTestId('company-student-profile');
    await profile.waitFor();
    expect(await profile.innerText()).toContain('student@example.com');
    await settle(page);
    await screenshot(page, 'company-student-detail-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows "not found" for another company’s student', async () => {
    const sampleId = await findSampleStudentId();
    const { context, page } = await newPage(browser);
    const problems = watchPageProblems(page);
    await signIn(page, 'company', 'company@example.com');
    const answer = page.waitForResponse((response) => response.url().endsWith(`/api/company/student/${sampleId}`));
    await page.goto(`/company/student/${sampleId}`);
    expect((await answer).status()).toBe(404);
    await page.getByTestId('student-not-found').waitFor();
    expect(await page.getByRole('main').innerText()).not.toContain('受講 健一');
    await settle(page);
    await screenshot(page, 'company-student-not-found-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is usable on a phone: a compact list that opens the student', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'company', 'company@example.com');
    await page.goto('/company/student');
    await page.getByTestId('company-student-row').first().waitFor();
    await settle(page);
    expect(await page.locator('table').count()).toBe(0);
    await screenshot(page, 'company-students-phone');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByTestId('company-student-row').first().click();
    await page.getByTestId('company-student-profile').waitFor();
    await settle(page);
    await screenshot(page, 'company-student-detail-phone');
    await context.close();
  });
});

describe('company users and teachers', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('lists the own users and the teachers at %s width', async (label, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    const problems = watchPageProblems(page);
    await signIn(page, 'company', 'company@example.com');

    await page.goto('/company/administrator');
    await page.getByTestId('company-administrator-row').first().waitFor();
    const users = await page.getByRole('main').innerText();
    expect(users).toContain('人事 次郎');
    expect(users).not.toContain('総務 三奈');
    await settle(page);
    await screenshot(page, `company-administrator-${label}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/company/teacher');
    await page.getByTestId('teacher-card').first().waitFor();
    expect(await page.getByRole('main').innerText()).toContain('講師 花子');
    await settle(page);
    await screenshot(page, `company-teacher-${label}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
