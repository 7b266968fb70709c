import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD, expectNoAxeViolations, PHONE, screenshot, signedInPage, storedUser, useBrowser, waitForStillness } from '../fixtures.ts';
import { createCompany, createStudent, uniqueMark } from '../world.ts';

// A 1×1 PNG: the server checks an icon by its bytes.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const browser = useBrowser();
let companyId: number;
beforeAll(async () => {
  companyId = (await createCompany()).id;
});

async function openMypage(page: Page) {
  await page.goto('/student/mypage');
  await page.getByTestId('mypage-profile').waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

describe('student My Page', () => {
  it('edits the profile, and the header and the stored user follow', async () => {
    const name = `E2E 学習${uniqueMark()}`;
    const { email } = await createStudent(companyId, { name });
    const { page, problems, close } = await signedInPage(browser(), 'student', email);
    await openMypage(page);
    expect(await page.title()).toBe('マイページ | Manabiya');
    await screenshot(page, 'student-mypage-desktop');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '編集する' }).click();
    await page.getByLabel(/^氏名/).fill(`${name}子`);
    await page.getByRole('combobox', { name: /^都道府県/ }).click();
    await page.getByRole('option', { name: '北海道' }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await waitForStillness(page);
    await screenshot(page, 'student-mypage-edit-desktop');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.getByTestId('profile-menu-button').innerText()).toContain(`${name}子`);
    expect(await page.getByTestId('mypage-profile').innerText()).toContain('北海道');
    expect((await storedUser(page)).prefecture_name).toBe('北海道');

    // And back: the header follows every save.
    await page.getByRole('button', { name: '編集する' }).click();
    await page.getByLabel(/^氏名/).fill(name);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.getByTestId('profile-menu-button').innerText()).not.toContain(`${name}子`);
    expect(await page.getByTestId('profile-menu-button').innerText()).toContain(name);

    const phone = await signedInPage(browser(), 'student', email, PHONE);
    await openMypage(phone.page);
    await screenshot(phone.page, 'student-mypage-phone');
    await phone.close();
    expect(problems).toEqual([]);
    await close();
  });

  it('changes the icon: refuses a non-image, keeps the new one across a reload, and removes it', async () => {
    const { email } = await createStudent(companyId);
    const { page, problems, close } = await signedInPage(browser(), 'student', email);
    await openMypage(page);

    // A non-image with an image name is refused by the server (415) and said so.
    await page.getByTestId('mypage-icon-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await page.getByRole('button', { name: 'この画像に変更する' }).click();
    await page.getByText('PNG・JPEG・WebP の画像を選んでください。').waitFor();

    await page.getByTestId('mypage-icon-input').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('img', { name: '選んだ画像のプレビュー' }).waitFor();
    await page.getByRole('button', { name: 'この画像に変更する' }).click();
    const headerIcon = page.getByTestId('profile-menu-button').locator('img');
    await expect.poll(() => headerIcon.getAttribute('src')).toMatch(/^\/api\/files\/icon\//);
    expect(String((await storedUser(page)).profile_icon_path)).toMatch(/^\/api\/files\/icon\//);
    await screenshot(page, 'student-mypage-with-icon-desktop');

    // The icon stays after a reload (it is the server's, not only the local copy).
    await page.reload();
    await page.getByTestId('mypage-profile').waitFor();
    await expect.poll(() => headerIcon.getAttribute('src')).toMatch(/^\/api\/files\/icon\//);

    await page.getByRole('button', { name: 'アイコンを削除' }).click();
    await expect.poll(() => headerIcon.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the server’s validation message in English when the UI is in English', async () => {
    const { email } = await createStudent(companyId);
    const { page, close } = await signedInPage(browser(), 'student', email);
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await openMypage(page);

    await page.getByLabel('Current password', { exact: true }).fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill('a-new-password-10');
    await page.getByLabel('New password (again)', { exact: true }).fill('a-new-password-10');
    await page.getByRole('button', { name: 'Change password' }).click();
    // The server refuses the current password; its message comes back in the request's language.
    await page.getByText('The current password is incorrect.').first().waitFor();
    expect(await page.getByText('現在のパスワードが正しくありません。').count()).toBe(0);
    await close();
  });

  it('changes the password and signs out the other sessions', async () => {
    const { email } = await createStudent(companyId);
    const other = await signedInPage(browser(), 'student', email);
    const { page, close } = await signedInPage(browser(), 'student', email);
    await openMypage(page);

    await page.getByLabel('現在のパスワード', { exact: true }).fill('wrong-password');
    await page.getByLabel('新しいパスワード', { exact: true }).fill('a-new-password-10');
    await page.getByLabel('新しいパスワード（確認）', { exact: true }).fill('a-new-password-10');
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await page.getByText('現在のパスワードが正しくありません。').first().waitFor();

    await page.getByLabel('現在のパスワード', { exact: true }).fill(ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await page.getByTestId('password-changed').waitFor();
    expect(await page.getByTestId('password-changed').innerText()).toContain('ほかの端末ではログアウトしました');

    // This session stays; the other one is gone.
    await openMypage(page);
    await other.page.reload();
    await other.page.waitForURL(/\/student\/login$/);
    await other.close();
    await close();

    const again = await signedInPage(browser(), 'student', email, undefined, 'a-new-password-10');
    await again.close();
  });
});
