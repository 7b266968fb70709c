import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, mailCount, openPage, PHONE, screenshot, signIn, useBrowser, waitForMail } from '../fixtures.ts';
import { createCompany, createStudent } from '../world.ts';

const browser = useBrowser();

const PUBLIC_PAGES = [
  '/admin/login',
  '/company/login',
  '/student/login',
  '/admin/reset-password-form',
  '/company/reset-password-form',
  '/student/reset-password-form',
  '/admin/reset-password',
  '/company/reset-password',
  '/student/reset-password',
  '/maintenance',
  '/404',
];

describe('public pages', () => {
  it.each(PUBLIC_PAGES)('%s renders without login, has a head title and no WCAG A/AA violations', async (path) => {
    for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const { page, problems, close } = await openPage(browser(), viewport);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(page.url()).toMatch(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      expect(await page.title()).toMatch(/^.+ \| Manabiya$/);
      await expectNoAxeViolations(page);
      await screenshot(page, `public${path.replace(/\//g, '-')}-${label}`);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    const { email } = await createStudent((await createCompany()).id);
    const { page, problems, close } = await openPage(browser());
    const before = mailCount();
    await page.goto('/student/reset-password-form');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: /送信/ }).click();
    const mail = await waitForMail(email, before);
    const link = /http:\/\/localhost:\d+\/student\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await expect.poll(() => page.getByRole('main').innerText()).toContain(email);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('brand-new-password-7');
    await page.getByLabel(/確認/).fill('brand-new-password-7');
    await page.getByRole('button', { name: /変更|設定/ }).click();
    await expect.poll(() => page.getByRole('main').innerText()).toContain('パスワードを変更しました');

    await signIn(page, 'student', email, 'brand-new-password-7');
    await page.goto(link!);
    await expect.poll(() => page.getByRole('main').innerText()).toContain('有効期限');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a failed call status and message as text, never as HTML', async () => {
    const { page, close } = await openPage(browser());
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.route('**/api/student/login', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: '<img src=x onerror=alert(1)>\n二行目', code: 'bad_request' }) }),
    );
    await page.goto('/student/login');
    await page.getByLabel('メールアドレス').fill('someone@example.com');
    await page.getByLabel('パスワード', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    const error = page.getByTestId('error-message');
    await expect.poll(() => error.innerText()).toContain('<img src=x onerror=alert(1)>');
    expect(await error.innerText()).toContain('400');
    expect(await error.locator('img').count()).toBe(0);
    expect(await error.locator('br').count()).toBeGreaterThan(0);
    expect(alerted).toBe(false);

    await page.route('**/api/student/login', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect.poll(() => error.innerText()).toContain('予期せぬエラーが発生しました。');
    await close();
  });
});
