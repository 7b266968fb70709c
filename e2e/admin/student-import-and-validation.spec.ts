import fs from 'node:fs';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, type Viewport } from '../fixtures.ts';
import { createCompany, createRole, createStaff, uniqueMark } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
let company: { id: number; name: string };
let roleId: number;
beforeAll(async () => {
  company = await createCompany({ name: `取込テスト工業 ${stamp}` });
  roleId = (await createRole({ dashboard: ACCESS_LEVEL.read, student: ACCESS_LEVEL.all, student_detail: ACCESS_LEVEL.all, company: ACCESS_LEVEL.read })).id;
});

/** A student manager of their own (the display language stays with an account), on /admin/student. */
async function studentManagerPage(viewport: Viewport, language: 'ja' | 'en') {
  const staff = await createStaff({ permission_role_id: roleId });
  const opened = await signedInPage(browser(), 'admin', staff.email, viewport);
  if (language === 'en') {
    await opened.page.getByTestId('profile-menu-button').click();
    await opened.page.getByRole('menuitem', { name: /English/ }).click();
    await opened.page.waitForFunction(() => document.documentElement.lang === 'en');
    await opened.page.keyboard.press('Escape');
  }
  await opened.page.goto('/admin/student');
  // A grid on a desktop, cards on a phone: the list's actions are there on both.
  await opened.page.getByRole('button', { name: language === 'en' ? 'Import CSV' : 'CSVインポート' }).waitFor();
  return opened;
}

const VIEWS = SCREENS_IN_BOTH_LANGUAGES;

async function chooseFile(page: Page, csv: string): Promise<void> {
  await page.getByRole('dialog').getByTestId('student-import-file').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf-8') });
}

describe('student CSV import people can use (issue 10 item 4)', () => {
  it('offers a template with example rows, and imports by company name and status words', async () => {
    const { page, problems, close } = await studentManagerPage(DESKTOP, 'ja');
    await page.getByRole('button', { name: 'CSVインポート' }).click();
    const dialog = page.getByRole('dialog');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'テンプレートをダウンロード' }).click();
    const template = fs.readFileSync(await (await download).path(), 'utf8');
    expect(template).toContain('会社名');
    expect(template).toContain('学習 太郎');
    expect(template.trim().split(/\r\n/)).toHaveLength(3);

    const header = template.replace(/^\uFEFF/, '').split('\r\n')[0]!;
    await chooseFile(page, `${header}\r\n取込 一郎,とりこみ いちろう,e2e-import-ok-${stamp}@example.com,${company.name},修了（サーバーサイドコース）,B,集中,2026/4/1,,1995/5/10,女性,大阪府\r\n`);
    await dialog.getByRole('button', { name: 'プレビュー' }).click();
    await dialog.getByText('1件すべてインポートできます。').waitFor();
    const row = await dialog.getByTestId('import-row').innerText();
    // Labels, not codes; the kana as it will be saved.
    for (const shown of [company.name, '修了（サーバーサイドコース）', '集中', '女性', '大阪府', 'トリコミ イチロウ']) expect(row).toContain(shown);
    await dialog.getByRole('button', { name: 'インポートする' }).click();
    await expect.poll(() => page.locator('.MuiSnackbar-root').innerText()).toContain('1件の受講生をインポートしました');
    expect(problems).toEqual([]);
    await close();
  });

  it.each(VIEWS)('lists each row’s errors in words above a compact preview (%s, %j, %s)', async (label, viewport, language) => {
    const { page, problems, close } = await studentManagerPage(viewport, language);
    await page.getByRole('button', { name: language === 'en' ? 'Import CSV' : 'CSVインポート' }).click();
    const dialog = page.getByRole('dialog');
    await chooseFile(
      page,
      '氏名,フリガナ,メールアドレス,会社名,ステータス,グレード,受講形態,受講開始日,受講終了日,生年月日,性別,都道府県\r\n' +
        `取込 正常,トリコミ セイジョウ,e2e-import-fine-${label}-${language}-${stamp}@example.com,${company.name},受講中,,,,,,,\r\n` +
        `取込 二郎,Jiro,e2e-import-bad-${stamp},存在しない会社,卒業(サーバー),,,2026/13/1,,2099/1/1,,\r\n`,
    );
    await dialog.getByRole('button', { name: language === 'en' ? 'Preview' : 'プレビュー' }).click();
    const errors = dialog.getByTestId('import-errors');
    await errors.waitFor();
    const text = await errors.innerText();
    if (language === 'ja') {
      expect(text).toContain('3行目');
      expect(text).toContain('会社：「存在しない会社」という会社は登録されていません。');
      expect(text).toContain('ステータス：ステータスは 受講中、');
      expect(text).toContain('受講開始日：日付を正しく入力してください（例：2026/04/01）');
      expect(text).toContain('生年月日：生年月日には今日より前の日付を入力してください。');
    } else {
      expect(text).toContain('Line 3');
      expect(text).toContain('No company named “存在しない会社” is registered.');
    }
    expect(text).not.toMatch(/\d（|（\d/);
    // The list comes before the table, and no row grows tall.
    const listBox = (await errors.boundingBox())!;
    const tableBox = (await dialog.getByRole('region').last().boundingBox())!;
    expect(listBox.y).toBeLessThan(tableBox.y);
    for (const row of await dialog.getByTestId('import-row').all()) expect((await row.boundingBox())!.height).toBeLessThan(60);
    await expectNoAxeViolations(page);
    await screenshot(page, `forms-student-import-errors-${label}-${language}`);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(VIEWS)('refuses an implausible birthday and non-katakana フリガナ in the student form (%s, %j, %s)', async (label, viewport, language) => {
    const { page, problems, close } = await studentManagerPage(viewport, language);
    await page.getByRole('button', { name: language === 'en' ? 'Add student' : '受講生を追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').first().fill('検証 太郎');
    await dialog.getByLabel(language === 'en' ? /^Name \(kana\)/ : /^氏名（カナ）/).fill('Kensho');
    await dialog.getByLabel(language === 'en' ? /^Birthday/ : /^生年月日/).fill('2099-12-31');
    await dialog.getByRole('button', { name: language === 'en' ? 'Save' : '保存する' }).click();
    await dialog.getByText(language === 'en' ? 'Enter the reading in katakana' : 'フリガナはカタカナで入力してください', { exact: false }).waitFor();
    await dialog.getByText(language === 'en' ? 'Enter a date of birth before today.' : '生年月日には今日より前の日付を入力してください。').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `forms-student-validation-${label}-${language}`);
    expect(problems).toEqual([]);
    await close();
  });
});
