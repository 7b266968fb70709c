import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  INSTALL_ADMIN,
  mailCount,
  openPage,
  PHONE,
  screenshot,
  signedInPage,
  signIn,
  useBrowser,
  waitForMail,
  waitForStillness,
} from '../fixtures.ts';
import { createCompany, createRole, createStaff, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** A sales member (company write, student read, no company_detail) holding a role of this spec, and a role to edit. */
const SALES_ROLE = `E2E営業${stamp}`;
const EDITED_ROLE = `E2E編集${stamp}`;
let sales: Account;
beforeAll(async () => {
  await createCompany({ name: `E2E一覧${stamp}` });
  const { read, write } = ACCESS_LEVEL;
  const salesRole = await createRole({ dashboard: read, company: write, student: read }, SALES_ROLE);
  await createRole({ dashboard: read, student: read }, EDITED_ROLE);
  sales = await createStaff({ name: `E2E販売 ${stamp}`, main_role: MAIN_ROLE.sales, permission_role_id: salesRole.id });
});

/** The list's first rows: a grid, or on a phone its cards (issue 10). */
async function waitForGrid(page: Page): Promise<void> {
  await page.locator('.MuiDataGrid-row, [data-testid="data-card"]').first().waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('.MuiSnackbar-root').innerText(), { timeout: 10_000 }).toMatch(text);
}

const adminPage = (viewport = DESKTOP) => signedInPage(browser(), 'admin', INSTALL_ADMIN.email, viewport);

describe('admin lists', () => {
  it.each([
    ['administrator', '/admin/administrator'],
    ['role', '/admin/role'],
    ['teacher', '/admin/teacher'],
    ['company', '/admin/company'],
  ])('%s list at desktop and phone widths has no axe violations', async (name, path) => {
    for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const { page, problems, close } = await adminPage(viewport);
      await page.goto(path);
      await waitForGrid(page);
      expect(await page.title()).toMatch(/ \| Manabiya$/);
      await screenshot(page, `admin-${name}-${label}`);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('keeps a filtered, sorted list in the URL across a reload', async () => {
    const { page, close } = await adminPage();
    await page.goto('/admin/administrator');
    await waitForGrid(page);
    const search = `E2E販売 ${stamp}`;
    await page.getByLabel('氏名・カナ・メールで検索').fill(search);
    await page.waitForURL((url) => url.searchParams.get('q') === search);
    await page.getByRole('columnheader', { name: 'メールアドレス' }).click();
    await page.waitForURL(/sort=email/);
    await page.reload();
    await waitForGrid(page);
    expect(await page.getByLabel('氏名・カナ・メールで検索').inputValue()).toBe(search);
    await expect.poll(() => page.getByRole('grid').innerText()).toContain(sales.email);
    expect(await page.getByRole('grid').innerText()).not.toContain(INSTALL_ADMIN.email);
    await close();
  });
});

describe('admin companies', () => {
  it('creates a company with a sales owner, refusing an end before the start', async () => {
    const { page, problems, close } = await adminPage();
    await page.goto('/admin/company');
    await waitForGrid(page);
    await page.getByRole('button', { name: '会社を追加' }).click();
    const dialog = page.getByRole('dialog');
    const companyName = `E2E商事${stamp}`;
    // The contract end before its start is refused by the shared zod contract, under the field.
    await dialog.getByRole('textbox', { name: /^会社名 ?\*?$/ }).fill(companyName);
    await dialog.getByLabel('契約開始日').fill('2026-04-01');
    await dialog.getByLabel('契約終了日').fill('2026-03-01');
    await dialog.getByRole('button', { name: '保存する' }).click();
    await dialog.getByText('契約終了日は契約開始日以降の日付を入力してください。').waitFor();
    await dialog.getByLabel('契約終了日').fill('2027-03-31');
    await dialog.getByLabel('営業担当').click();
    await page.getByRole('option', { name: sales.name }).click();
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expectSnackbar(page, '会社を追加しました');
    // Saving a new company opens its page, where its users are added next (issue 10 item 8).
    await page.waitForURL(/\/admin\/company\/\d+$/);
    await page.getByRole('heading', { name: companyName }).waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain(sales.name);
    expect(problems).toEqual([]);
    await close();
  });

  it('invites a company user by mail, who sets a password and signs in to that company', async () => {
    const company = await createCompany({ name: `E2E招待${stamp}` });
    const { page, problems, close } = await adminPage();
    await page.goto(`/admin/company/${company.id}`);
    const email = `e2e-user-${stamp}@example.com`;
    const before = mailCount();
    await page.getByRole('button', { name: '担当者を追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^氏名 ?\*?$/ }).fill('招待 花子');
    await dialog.getByLabel('メールアドレス').fill(email);
    await dialog.getByRole('button', { name: '登録して招待メールを送る' }).click();
    await expectSnackbar(page, `${email} に招待メールを送りました`);
    await page.getByTestId('company-user-row').filter({ hasText: email }).getByText('招待中').waitFor();
    await expect.poll(() => page.getByTestId('history-list').innerText()).toContain('作成');
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    await screenshot(page, 'admin-company-detail-desktop');
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-company-detail-phone');
    expect(problems).toEqual([]);
    await close();

    const mail = await waitForMail(email, before);
    const link = /http:\/\/localhost:\d+\/company\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    const invitee = await openPage(browser());
    await invitee.page.goto(link!);
    await expect.poll(() => invitee.page.getByRole('main').innerText()).toContain(email);
    await invitee.page.getByLabel('新しいパスワード', { exact: true }).fill('invited-password-9');
    await invitee.page.getByLabel(/確認/).fill('invited-password-9');
    await invitee.page.getByRole('button', { name: /変更|設定/ }).click();
    await expect.poll(() => invitee.page.getByRole('main').innerText()).toContain('パスワードを変更しました');
    await signIn(invitee.page, 'company', email, 'invited-password-9');
    await expect.poll(() => invitee.page.getByRole('main').innerText()).toContain(company.name);
    expect(invitee.problems).toEqual([]);
    await invitee.close();
  });

  it('shows a sales member the company list without delete or CSV, and menus by its permissions', async () => {
    const { page, close } = await signedInPage(browser(), 'admin', sales.email);
    await page.goto('/admin/company');
    await waitForGrid(page);
    expect(await page.getByTestId('csv-export').count()).toBe(0);
    expect(await page.getByRole('button', { name: '会社を追加' }).count()).toBe(1);
    await page.getByRole('button', { name: /の操作$/ }).first().click();
    expect(await page.getByRole('menuitem', { name: '編集' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: '削除する' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // No company_detail permission: names are not links to the detail page.
    expect(await page.getByRole('grid').getByRole('link').count()).toBe(0);
    const sidebar = page.getByTestId('sidebar');
    // The collapsed sidebar names its entries by aria-label: the company group, no staff group, no roles.
    expect(await sidebar.getByLabel('会社', { exact: true }).count()).toBe(1);
    expect(await sidebar.getByLabel('スタッフ', { exact: true }).count()).toBe(0);
    expect(await sidebar.locator('a[href="/admin/role"]').count()).toBe(0);
    // A page outside the member's sections is not found for them, at the address they typed.
    await page.goto('/admin/administrator');
    await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/administrator');
    await screenshot(page, 'admin-company-sales-desktop');
    await close();
  });
});

describe('admin staff and roles', () => {
  it('creates staff (invited by mail) and edits them', async () => {
    const { page, close } = await adminPage();
    await page.goto('/admin/administrator');
    await waitForGrid(page);
    const email = `e2e-staff-${stamp}@example.com`;
    const before = mailCount();
    await page.getByRole('button', { name: 'スタッフを追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^氏名 ?\*?$/ }).fill('試験 次郎');
    await dialog.getByLabel('メールアドレス').fill('not-an-email');
    await dialog.getByRole('button', { name: '登録して招待メールを送る' }).click();
    await dialog.getByText('メールアドレスの形式が正しくありません。').waitFor();
    await dialog.getByLabel('メールアドレス').fill(email);
    await dialog.getByLabel('権限ロール').click();
    await page.getByRole('option', { name: SALES_ROLE, exact: true }).click();
    await dialog.getByRole('button', { name: '登録して招待メールを送る' }).click();
    await expectSnackbar(page, `${email} に招待メールを送りました`);
    expect(await waitForMail(email, before)).toMatch(/reset-password\?token=/);

    await page.getByLabel('氏名・カナ・メールで検索').fill(email);
    await page.getByRole('button', { name: '試験 次郎', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^氏名 ?\*?$/ }).fill('試験 三郎');
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expectSnackbar(page, 'スタッフ情報を更新しました');
    await page.getByRole('button', { name: '試験 三郎', exact: true }).click();
    await expect.poll(() => dialog.getByTestId('history-list').innerText()).toContain('試験 次郎 → 試験 三郎');
    await waitForStillness(page);
    await screenshot(page, 'admin-administrator-edit-desktop');
    await expectNoAxeViolations(page);
    await close();
  });

  it('edits a role in the matrix editor and keeps only the choices a section offers', async () => {
    const { page, close } = await adminPage();
    await page.goto(`/admin/role?q=${encodeURIComponent(EDITED_ROLE)}`);
    await waitForGrid(page);
    await page.getByRole('button', { name: EDITED_ROLE, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const detailRow = dialog.getByRole('radiogroup', { name: '受講生詳細' });
    expect(await dialog.getByRole('radiogroup', { name: 'ダッシュボード' }).getByRole('radio').count()).toBe(2);
    await detailRow.getByRole('radio', { name: '閲覧' }).check();
    await waitForStillness(page);
    await screenshot(page, 'admin-role-matrix-desktop');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expectSnackbar(page, '権限ロールを保存しました');
    await page.getByRole('button', { name: EDITED_ROLE, exact: true }).click();
    expect(await dialog.getByRole('radiogroup', { name: '受講生詳細' }).getByRole('radio', { name: '閲覧' }).isChecked()).toBe(true);
    await expect.poll(() => dialog.getByTestId('history-list').innerText()).toContain('受講生詳細: なし → 閲覧');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-role-matrix-phone');
    await close();
  });
});
