import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, PHONE, screenshot, signedInPage, storedUser, useBrowser } from '../fixtures.ts';
import { createCompany, createStudent, uniqueMark } from '../world.ts';

const browser = useBrowser();
/** A student of this spec before the start flow. */
const NAME = `E2E 新規${uniqueMark()}`;
let email: string;
beforeAll(async () => {
  ({ email } = await createStudent((await createCompany()).id, { name: NAME, name_kana: 'シンキ ツバサ', init_input_flg: 0 }));
});

async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

describe('student onboarding', () => {
  it('walks step 1 (profile) and step 3 (orientation) to the dashboard with the side menu', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'student', email);
    const stepper = page.getByTestId('onboarding-stepper');
    await stepper.waitFor();
    expect(await stepper.innerText()).toMatch(/プロフィール登録[\s\S]*オリエンテーション/);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'onboarding-profile-desktop');
    await expectNoAxeViolations(page);

    // The same step on a phone, before it is done.
    const phone = await signedInPage(browser(), 'student', email, PHONE);
    await phone.page.getByTestId('onboarding-stepper').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'onboarding-profile-phone');

    // Every field is required: an empty birthday is refused before anything is sent.
    await page.getByRole('button', { name: '登録して次へ' }).click();
    await page.getByText('生年月日を入力してください。').waitFor();

    expect(await page.getByLabel(/^氏名/).inputValue()).toBe(NAME);
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
    await expectNoAxeViolations(page);

    await phone.page.reload();
    await phone.page.getByRole('button', { name: '学習をはじめる' }).waitFor();
    await phone.page.getByTestId('safe-markdown').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'onboarding-orientation-phone');
    await phone.close();

    await start.click();
    await page.getByTestId('sidebar').waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`ようこそ、${NAME}さん`);
    await expect.poll(async () => (await storedUser(page)).init_input_flg).toBe(1);
    expect((await storedUser(page)).prefecture_name).toBe('東京都');
    // The rest of the portal is open now.
    await page.goto('/student/mypage');
    await page.getByTestId('mypage-profile').waitFor();
    expect(await page.getByTestId('mypage-profile').innerText()).toContain('1998年5月20日');
    expect(problems).toEqual([]);
    await close();
  });
});
