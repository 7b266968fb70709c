import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, PHONE, screenshot, signIn, storedUser, watchPageProblems } from '../fixtures.ts';

// Only this spec may use newstudent2@example.com: it finishes the start flow for good, while other
// specs rely on newstudent@example.com staying before it.
const EMAIL = 'newstudent2@example.com';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

describe('student onboarding', () => {
  it('walks step 1 (profile) and step 3 (orientation) to the dashboard with the side menu', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchPageProblems(page);
    await signIn(page, 'student', EMAIL);
    const stepper = page.getByTestId('onboarding-stepper');
    await stepper.waitFor();
    expect(await stepper.innerText()).toMatch(/プロフィール登録[\s\S]*オリエンテーション/);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'onboarding-profile-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The same step on a phone, before it is done.
    const phone = await newPage(browser, PHONE);
    await signIn(phone.page, 'student', EMAIL);
    await phone.page.getByTestId('onboarding-stepper').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'onboarding-profile-phone');

    // Every field is required: an empty birthday is refused before anything is sent.
    await page.getByRole('button', { name: '登録して次へ' }).click();
    await page.getByText('日付は yyyy-MM-dd の形式で入力してください。').waitFor();

    expect(await page.getByLabel(/^氏名/).inputValue()).toBe('新人 光');
    await page.getByLabel(/^生年月日/).fill('1998-05-20');
    await page.getByRole('combobox', { name: /^性別/ }).click();
    await page.getByRole('option', { name: '男性' }).click();
    await page.getByRole('combobox', { name: /^都道府県/ }).click();
    await page.getByRole('option', { name: '東京都' }).click();
    await page.getByRole('button', { name: '登録して次へ' }).click();

    const start = page.getByRole('button', { name: '学習をはじめる' });
    await start.waitFor();
    await page.getByTestId('safe-markdown').waitFor();
    await settle(page);
    await screenshot(page, 'onboarding-orientation-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);

    await phone.page.reload();
    await phone.page.getByRole('button', { name: '学習をはじめる' }).waitFor();
    await phone.page.getByTestId('safe-markdown').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'onboarding-orientation-phone');
    await phone.context.close();

    await start.click();
    await page.getByTestId('sidebar').waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain('ようこそ、新人 光さん');
    await expect.poll(async () => (await storedUser(page)).init_input_flg).toBe(1);
    expect((await storedUser(page)).prefecture_name).toBe('東京都');
    // The rest of the portal is open now.
    await page.goto('/student/mypage');
    await page.getByTestId('mypage-profile').waitFor();
    expect(await page.getByTestId('mypage-profile').innerText()).toContain('1998年5月20日');
    expect(problems).toEqual([]);
    await context.close();
  });
});
