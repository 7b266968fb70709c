import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, storedUser, type Area } from '../fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-in to each portal', () => {
  it.each([
    ['admin', 'admin@example.com', '管理 太郎'],
    ['company', 'company@example.com', '人事 次郎'],
    ['student', 'student@example.com', '学習 さくら'],
  ] as const)('%s: signs in, lands on the start page with the name, signs out', async (area: Area, email, name) => {
    const { context, page } = await newPage(browser);
    await signIn(page, area, email);
    await expect.poll(() => page.getByRole('main').innerText()).toContain(name);
    expect(await page.title()).toMatch(/ \| Manabiya$/);
    expect(await storedUser(page)).toMatchObject({ email, isLogin: true });
    const cookieNames = (await context.cookies()).map((c) => c.name);
    expect(cookieNames).toEqual(expect.arrayContaining(['access_token', 'account_type']));

    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.waitForURL(new RegExp(`/${area}/login$`));
    expect(await storedUser(page)).toEqual({});
    expect((await context.cookies()).map((c) => c.name)).not.toContain('access_token');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('account_type');
    // The token is gone server-side too: the portal sends us back to the login.
    await page.goto(`/${area}`);
    await page.waitForURL(new RegExp(`/${area}/login$`));
    await context.close();
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/student/login');
    await page.getByLabel('メールアドレス').fill('student@example.com');
    await page.getByLabel('パスワード', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect.poll(() => page.getByTestId('error-message').innerText()).toContain('メールアドレスまたはパスワードが正しくありません。');
    expect(page.url()).toMatch(/\/student\/login$/);
    await context.close();
  });

  it('shows the profile menu with My Page for students only', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'student', 'student@example.com');
    await page.getByTestId('profile-menu-button').click();
    await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual(expect.arrayContaining(['マイページ', 'ログアウト']));
    await context.close();

    const company = await newPage(browser);
    await signIn(company.page, 'company', 'company@example.com');
    await company.page.getByTestId('profile-menu-button').click();
    await company.page.getByRole('menuitem', { name: 'ログアウト' }).waitFor();
    expect(await company.page.getByRole('menuitem', { name: 'マイページ' }).count()).toBe(0);
    await company.context.close();
  });
});
