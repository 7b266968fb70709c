import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityViolations,
  DEMO_PASSWORD,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  signIn,
  storedUser,
  watchPageProblems,
} from '../fixtures.ts';

// A 1×1 PNG: the server checks an icon by its bytes.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openMypage(page: Page) {
  await page.goto('/student/mypage');
  await page.getByTestId('mypage-profile').waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

describe('student My Page', () => {
  it('edits the profile and the icon, and the header follows', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchPageProblems(page);
    await signIn(page, 'student', 'student@example.com');
    await openMypage(page);
    expect(await page.title()).toBe('マイページ | Manabiya');
    await screenshot(page, 'student-mypage-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Profile: other specs know this student as 学習 さくら, so the name is put back at the end.
    await page.getByRole('button', { name: '編集する' }).click();
    await page.getByLabel(/^氏名/).fill('学習 さくら子');
    await page.getByRole('combobox', { name: /^都道府県/ }).click();
    await page.getByRole('option', { name: '北海道' }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.waitForTimeout(400); // let the menu finish fading out before the picture
    await screenshot(page, 'student-mypage-edit-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.getByTestId('profile-menu-button').innerText()).toContain('学習 さくら子');
    expect(await page.getByTestId('mypage-profile').innerText()).toContain('北海道');
    expect((await storedUser(page)).prefecture_name).toBe('北海道');

    // Icon: a non-image with an image name is refused by the server (415) and said so.
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

    const phone = await newPage(browser, PHONE);
    await signIn(phone.page, 'student', 'student@example.com');
    await openMypage(phone.page);
    await screenshot(phone.page, 'student-mypage-phone');
    await phone.context.close();

    await page.getByRole('button', { name: 'アイコンを削除' }).click();
    await expect.poll(() => headerIcon.count()).toBe(0);

    await page.getByRole('button', { name: '編集する' }).click();
    await page.getByLabel(/^氏名/).fill('学習 さくら');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.getByTestId('profile-menu-button').innerText()).toContain('学習 さくら');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes the password and signs out the other sessions (student10)', async () => {
    const email = 'student10@example.com';
    const other = await newPage(browser);
    await signIn(other.page, 'student', email);
    const { context, page } = await newPage(browser);
    await signIn(page, 'student', email);
    await openMypage(page);

    await page.getByLabel('現在のパスワード', { exact: true }).fill('wrong-password');
    await page.getByLabel('新しいパスワード', { exact: true }).fill('a-new-password-10');
    await page.getByLabel('新しいパスワード（確認）', { exact: true }).fill('a-new-password-10');
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await page.getByText('現在のパスワードが正しくありません。').first().waitFor();

    await page.getByLabel('現在のパスワード', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await page.getByTestId('password-changed').waitFor();
    expect(await page.getByTestId('password-changed').innerText()).toContain('ほかの端末ではログアウトしました');

    // This session stays; the other one is gone.
    await openMypage(page);
    await other.page.reload();
    await other.page.waitForURL(/\/student\/login$/);
    await other.context.close();
    await context.close();

    const again = await newPage(browser);
    await signIn(again.page, 'student', email, 'a-new-password-10');
    await again.context.close();
  });
});
