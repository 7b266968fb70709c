import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, screenshot, signIn, watchPageProblems } from '../fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now().toString(36);

async function waitForGrid(page: Page): Promise<void> {
  await page.getByRole('grid').first().waitFor();
  await page.locator('.MuiDataGrid-row').first().waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('.MuiSnackbar-root').innerText(), { timeout: 10_000 }).toMatch(text);
}

describe('admin students', () => {
  it('lists students without axe violations, creates one by form and imports two by CSV', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchPageProblems(page);
    await signIn(page, 'admin', 'admin@example.com');
    await page.goto('/admin/student');
    await waitForGrid(page);
    await screenshot(page, 'admin-student-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Create by form: retired needs a reason and a date (the shared contract), then save without retiring.
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

    // The create snackbar fades out first: axe measuring its contrast mid-fade would see a paler alert.
    await expect.poll(() => page.getByText(`${email} に招待メールを送りました`).count(), { timeout: 10_000 }).toBe(0);

    // Import two students by CSV: preview, then import.
    await page.getByRole('button', { name: 'CSVインポート' }).click();
    const importDialog = page.getByRole('dialog');
    const csv =
      '氏名,フリガナ,メールアドレス,会社ID,ステータス,グレード,受講形態,受講開始日,受講終了日,生年月日,性別,都道府県ID\r\n' +
      `取込 一郎,トリコミ イチロウ,e2e-csv1-${stamp}@example.com,1,0,B,0,2026-04-01,2026-09-30,1995-05-10,1,13\r\n` +
      `取込 二郎,トリコミ ジロウ,e2e-csv2-${stamp}@example.com,1,受講中,A,集中,2026/4/1,,,,\r\n`;
    await importDialog.getByTestId('student-import-file').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf-8') });
    await importDialog.getByRole('button', { name: 'プレビュー' }).click();
    await importDialog.getByText('2件すべてインポートできます。').waitFor();
    expect(await importDialog.getByTestId('import-row').count()).toBe(2);
    await screenshot(page, 'admin-student-import');
    expect(await accessibilityViolations(page)).toEqual([]);
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
    await context.close();
  });

  it('shows a read-only sales user the list without create or import', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', 'sales@example.com');
    await page.goto('/admin/student');
    await waitForGrid(page);
    expect(await page.getByRole('button', { name: '受講生を追加' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'CSVインポート' }).count()).toBe(0);
    expect(await page.getByText('オリエンテーション本文').count()).toBe(0);
    await context.close();
  });
});
