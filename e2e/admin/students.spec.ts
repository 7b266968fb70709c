import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, INSTALL_ADMIN, screenshot, signedInPage, useBrowser } from '../fixtures.ts';
import { createCompany, createRole, createStaff, createStudents, uniqueMark } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
let companyId: number;
/** Staff who may read students and nothing more. */
let reader: string;
beforeAll(async () => {
  companyId = (await createCompany()).id;
  await createStudents(companyId, 2);
  reader = (await createStaff({ permission_role_id: (await createRole({ dashboard: ACCESS_LEVEL.read, student: ACCESS_LEVEL.read })).id })).email;
});

async function waitForGrid(page: Page): Promise<void> {
  await page.getByRole('grid').first().waitFor();
  await page.locator('.MuiDataGrid-row').first().waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('.MuiSnackbar-root').innerText(), { timeout: 10_000 }).toMatch(text);
}

async function openStudents() {
  const admin = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
  await admin.page.goto('/admin/student');
  await waitForGrid(admin.page);
  return admin;
}

describe('admin students', () => {
  it('lists students without axe violations', async () => {
    const { page, problems, close } = await openStudents();
    await screenshot(page, 'admin-student-desktop');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('creates a student by form, refusing a retired one without a reason (the shared contract)', async () => {
    const { page, problems, close } = await openStudents();
    await page.getByRole('button', { name: '受講生を追加' }).click();
    const dialog = page.getByRole('dialog');
    const email = `e2e-form-${stamp}@example.com`;
    await dialog.getByRole('textbox', { name: /^氏名 ?\*?$/ }).fill(`フォーム 花子${stamp}`);
    await dialog.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
    await dialog.getByLabel('会社').click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('combobox', { name: /ステータス/ }).click();
    await page.getByRole('option', { name: '退会' }).click();
    await dialog.getByRole('button', { name: '保存する' }).click();
    await dialog.getByText('退会の場合は退会理由を選んでください。').waitFor();
    await dialog.getByRole('combobox', { name: /ステータス/ }).click();
    await page.getByRole('option', { name: '受講中' }).click();
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expectSnackbar(page, `${email} に招待メールを送りました`);
    await page.getByLabel('氏名・カナ・メールで検索').fill(email);
    await expect.poll(() => page.getByRole('grid').innerText()).toContain(email);
    expect(problems).toEqual([]);
    await close();
  });

  it('imports two students by CSV after a preview, and opens one with its history', async () => {
    const { page, problems, close } = await openStudents();
    await page.getByRole('button', { name: 'CSVインポート' }).click();
    const importDialog = page.getByRole('dialog');
    const csv =
      '氏名,フリガナ,メールアドレス,会社ID,ステータス,グレード,受講形態,受講開始日,受講終了日,生年月日,性別,都道府県ID\r\n' +
      `取込 一郎,トリコミ イチロウ,e2e-csv1-${stamp}@example.com,${companyId},0,B,0,2026-04-01,2026-09-30,1995-05-10,1,13\r\n` +
      `取込 二郎,トリコミ ジロウ,e2e-csv2-${stamp}@example.com,${companyId},受講中,A,集中,2026/4/1,,,,\r\n`;
    await importDialog.getByTestId('student-import-file').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf-8') });
    await importDialog.getByRole('button', { name: 'プレビュー' }).click();
    await importDialog.getByText('2件すべてインポートできます。').waitFor();
    expect(await importDialog.getByTestId('import-row').count()).toBe(2);
    await screenshot(page, 'admin-student-import');
    await expectNoAxeViolations(page);
    await importDialog.getByRole('button', { name: 'インポートする' }).click();
    await expectSnackbar(page, '2件の受講生をインポートしました');
    await page.getByLabel('氏名・カナ・メールで検索').fill(`e2e-csv2-${stamp}`);
    await expect.poll(() => page.getByRole('grid').innerText()).toContain(`e2e-csv2-${stamp}@example.com`);

    // The detail page shows the student and its history.
    await page.getByRole('link', { name: '取込 二郎' }).click();
    await page.waitForURL(/\/admin\/student\/\d+$/);
    await page.getByRole('heading', { name: /取込 二郎/ }).waitFor();
    await page.getByRole('heading', { name: '変更履歴' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a read-only user the list without create or import', async () => {
    const { page, close } = await signedInPage(browser(), 'admin', reader);
    await page.goto('/admin/student');
    await waitForGrid(page);
    expect(await page.getByRole('button', { name: '受講生を追加' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'CSVインポート' }).count()).toBe(0);
    expect(await page.getByText('オリエンテーション本文').count()).toBe(0);
    await close();
  });
});
