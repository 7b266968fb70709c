import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, INSTALL_ADMIN, mailCount, openPage, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, signIn, useBrowser, waitForMail } from '../fixtures.ts';
import { createCompany, createCompanyUser, createStaff } from '../world.ts';

const browser = useBrowser();

/** The one-hour reset link in a mail to `area`'s reset page. */
function resetLinkIn(mail: string, area: string): string {
  const link = new RegExp(`http://localhost:\\d+/${area}/reset-password\\?token=[\\w%-]+`).exec(mail)?.[0];
  expect(link, mail).toBeDefined();
  return link!;
}

async function useEnglishBeforeLoad(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
}

describe('staff password recovery (issue 10 item 5)', () => {
  it('forgot → mail → new password → sign in, from the link on /admin/login', async () => {
    const member = await createStaff();
    const { page, problems, close } = await openPage(browser());
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }).click();
    await page.waitForURL(/\/admin\/reset-password-form$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const before = mailCount();
    await page.getByLabel('メールアドレス').fill(member.email);
    await page.getByRole('button', { name: /送信/ }).click();
    await page.getByRole('status').waitFor();

    await page.goto(resetLinkIn(await waitForMail(member.email, before), 'admin'));
    await expect.poll(() => page.getByRole('main').innerText()).toContain(member.email);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('staff-recovered-pass-1');
    await page.getByLabel(/確認/).fill('staff-recovered-pass-1');
    await page.getByRole('button', { name: /変更|設定/ }).click();
    await expect.poll(() => page.getByRole('main').innerText()).toContain('パスワードを変更しました');
    await signIn(page, 'admin', member.email, 'staff-recovered-pass-1');
    expect(problems).toEqual([]);
    await close();
  });

  it('mails a staff member and a company user a reset link from their row menu', async () => {
    const member = await createStaff();
    const company = await createCompany();
    const user = await createCompanyUser(company.id);
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);

    await page.goto(`/admin/administrator?q=${encodeURIComponent(member.email)}`);
    await page.getByRole('button', { name: `${member.name}の操作` }).click();
    let before = mailCount();
    await page.getByRole('menuitem', { name: 'パスワード再設定メールを送る' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '送信する' }).click();
    await expect.poll(() => page.getByText('パスワード再設定メールを送信しました。').count()).toBe(1);
    resetLinkIn(await waitForMail(member.email, before), 'admin');

    await page.goto(`/admin/company/${company.id}`);
    await page.getByRole('button', { name: `${user.name}の操作` }).click();
    before = mailCount();
    await page.getByRole('menuitem', { name: 'パスワード再設定メールを送る' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: '送信する' }).click();
    resetLinkIn(await waitForMail(user.email, before), 'company');
    expect(problems).toEqual([]);
    await close();
  });

  it.each(SCREENS_IN_BOTH_LANGUAGES)('shows the admin login with its link and the reset form (%s, %s)', async (label, viewport, language) => {
    const { page, problems, close } = await openPage(browser(), viewport);
    if (language === 'en') await useEnglishBeforeLoad(page);
    await page.goto('/admin/login');
    const link = page.getByRole('link', { name: language === 'en' ? 'Forgot your password?' : 'パスワードをお忘れの方はこちら' });
    await link.waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `forms-admin-login-${label}-${language}`);
    await link.click();
    await page.waitForURL(/\/admin\/reset-password-form$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `forms-admin-reset-form-${label}-${language}`);
    expect(problems).toEqual([]);
    await close();
  });
});
