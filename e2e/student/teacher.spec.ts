import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn, watchPageProblems } from '../fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('student teacher profiles', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('lists the teachers at %s width', async (label, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    const problems = watchPageProblems(page);
    await signIn(page, 'student', 'student@example.com');
    await page.goto('/student/teacher');
    const card = page.getByTestId('teacher-card').first();
    await card.waitFor();
    expect(await page.getByRole('main').innerText()).toContain('講師 花子');
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    await screenshot(page, `student-teacher-${label}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
