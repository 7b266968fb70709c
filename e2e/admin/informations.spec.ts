import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, baseURL, launchBrowser, newPage, PHONE, screenshot, signIn, watchPageProblems } from '../fixtures.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const stamp = Date.now().toString(36);
// Low, then medium priority, to students only: no urgent alert for anyone while it exists, and deleted at the end.
const SUBJECT = `E2E 既読テスト ${stamp}`;

let browser: Browser;
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signIn(admin.page, 'admin', 'admin@example.com');
});

afterAll(async () => {
  // Whatever happened above, leave no notice of this spec behind for the other specs' students.
  try {
    const response = await admin.page.request.get(`/api/admin/information?q=${encodeURIComponent(stamp)}&page_size=200`);
    if (response.ok()) {
      const { items } = (await response.json()) as { items: Array<{ id: number }> };
      for (const item of items) await admin.page.request.delete(`/api/admin/information/${item.id}`, { headers: { Origin: baseURL } });
    }
  } finally {
    await browser.close();
  }
});

async function waitForList(page: Page): Promise<void> {
  await page.getByRole('grid').first().waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await expect.poll(() => page.locator('.MuiDataGrid-overlay, .MuiDataGrid-row').count()).toBeGreaterThan(0);
}

async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('.MuiSnackbar-root').innerText(), { timeout: 10_000 }).toMatch(text);
}

function row(page: Page): Locator {
  return page.getByRole('row', { name: new RegExp(SUBJECT) });
}

async function openRowMenu(page: Page, item: string): Promise<void> {
  // The actions column may sit outside a narrow viewport, where the grid does not render it.
  await page.locator('.MuiDataGrid-virtualScroller').first().evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
  await row(page).getByRole('button', { name: `${SUBJECT}の操作` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Waits until a dialog has finished fading in, so a screenshot shows it as users see it. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element.closest('.MuiDialog-root')?.querySelector('.MuiDialog-container') ?? element).opacity)).toBe('1');
}

async function choose(dialog: Locator, page: Page, field: RegExp, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin informations', () => {
  it('creates a notice with an image, edits it, shows who has not read it, and deletes it', async () => {
    const { page } = admin;
    const problems = watchPageProblems(page);
    await page.goto('/admin/information');
    await waitForList(page);
    expect(await page.title()).toMatch(/^お知らせ \| Manabiya$/);

    // Create: subject, content, students only, with one image.
    await page.getByRole('button', { name: 'お知らせを作成' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^件名/ }).fill(SUBJECT);
    await dialog.getByRole('textbox', { name: /^本文/ }).fill('E2E の確認用です。\n詳しくは https://example.com/info をご覧ください。');
    await dialog.getByText('改行はそのまま表示され、URLはリンクになります。', { exact: false }).waitFor();
    // "Consulting companies" fixes the company filter.
    await choose(dialog, page, /お知らせの対象/, 'コンサル契約企業');
    expect(await dialog.getByRole('combobox', { name: /対象企業/ }).getAttribute('aria-disabled')).toBe('true');
    await dialog.getByText('コンサル契約企業だけに届きます', { exact: false }).waitFor();
    await choose(dialog, page, /お知らせの対象/, '受講生');
    expect(await dialog.getByRole('combobox', { name: /対象企業/ }).getAttribute('aria-disabled')).toBeNull();
    // Courses do not exist yet: "selected courses" cannot be chosen.
    await dialog.getByRole('combobox', { name: /対象コース/ }).click();
    expect(await page.getByRole('option', { name: '選択したコース' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    // A GIF is refused before upload; the PNG is taken.
    await dialog.getByTestId('information-image-input').setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await dialog.getByText('anim.gif: PNG・JPEG・WebPの画像を選んでください。').waitFor();
    await dialog.getByTestId('information-image-input').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => dialog.getByTestId('information-image').count()).toBe(1);
    await settled(dialog);
    await screenshot(page, 'admin-information-editor-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expectSnackbar(page, 'お知らせを作成しました。');

    // The list shows it with its reach: nobody has read it yet.
    await page.getByLabel('件名・本文で検索').fill(stamp);
    await expect.poll(() => row(page).count()).toBe(1);
    const reach = await row(page).getByTestId('information-reach').innerText();
    const [, read, audience] = /^(\d+) \/ (\d+)$/.exec(reach) ?? [];
    expect(read).toBe('0');
    expect(Number(audience)).toBeGreaterThan(0);
    expect(await row(page).innerText()).toMatch(/通常[\s\S]*受講生[\s\S]*公開/);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-information-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Edit: the image is there; remove it and raise the priority to medium.
    await openRowMenu(page, '編集');
    const edit = page.getByRole('dialog');
    await expect.poll(() => edit.getByRole('textbox', { name: /^件名/ }).inputValue()).toBe(SUBJECT);
    const thumbnail = edit.getByRole('img', { name: 'map.png' });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await edit.getByRole('button', { name: 'map.pngを削除' }).click();
    await edit.getByText('削除予定').waitFor();
    await edit.getByTestId('information-image').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-information-editor-images-desktop');
    await choose(edit, page, /優先度/, '重要');
    // Scheduled for later: nobody sees it until then, and the list says so.
    await edit.getByLabel('公開日時').fill('2099-01-01T09:00');
    await edit.getByRole('button', { name: '保存する' }).click();
    await expectSnackbar(page, 'お知らせを更新しました。');
    await expect.poll(() => row(page).innerText()).toMatch(/重要[\s\S]*公開予定[\s\S]*2099年1月1日\(木\)/);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await row(page).getByRole('button', { name: SUBJECT, exact: true }).click();
    const reopened = page.getByRole('dialog');
    await reopened.getByText('画像はありません。').waitFor();
    await reopened.getByTestId('history-list').waitFor();
    await reopened.getByRole('button', { name: 'キャンセル' }).click();
    await reopened.waitFor({ state: 'detached' });

    // Reach: nobody has read it; search the unread list and export it.
    await openRowMenu(page, '既読状況');
    const reachDialog = page.getByRole('dialog');
    await expect.poll(() => reachDialog.getByTestId('information-reach-summary').innerText()).toBe(`${audience}人中 0人が既読（0%）`);
    await reachDialog.getByText('まだ公開されていないため').waitFor();
    await reachDialog.getByLabel('氏名・メール・企業名で検索').fill('student05@');
    await expect.poll(() => reachDialog.getByTestId('information-unread').locator('tbody tr').count()).toBe(1);
    expect(await reachDialog.getByTestId('information-unread').innerText()).toContain('student05@example.com');
    // The save's snackbar is the shell's, not this dialog's: let it go before the axe check.
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await settled(reachDialog);
    await screenshot(page, 'admin-information-reach-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), reachDialog.getByTestId('csv-export').click()]);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('student05@example.com');
    expect(csv).not.toContain('student06@example.com');
    await reachDialog.getByRole('button', { name: '閉じる' }).click();
    await reachDialog.waitFor({ state: 'detached' });

    // Phone: list, editor and reach dialog.
    const phone = await newPage(browser, PHONE);
    await signIn(phone.page, 'admin', 'admin@example.com');
    await phone.page.goto(`/admin/information?q=${encodeURIComponent(stamp)}`);
    await waitForList(phone.page);
    await expect.poll(() => row(phone.page).count()).toBe(1);
    await screenshot(phone.page, 'admin-information-phone');
    expect(await accessibilityViolations(phone.page)).toEqual([]);
    await phone.page.getByRole('button', { name: 'お知らせを作成' }).click();
    await phone.page.getByRole('dialog').getByTestId('information-image-input').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    await settled(phone.page.getByRole('dialog'));
    await screenshot(phone.page, 'admin-information-editor-phone');
    await phone.page.getByRole('dialog').getByTestId('information-image').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'admin-information-editor-images-phone');
    await phone.page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click();
    await phone.page.getByRole('dialog').waitFor({ state: 'detached' });
    await openRowMenu(phone.page, '既読状況');
    await expect.poll(() => phone.page.getByTestId('information-unread').locator('tbody tr').count()).toBeGreaterThan(0);
    await settled(phone.page.getByRole('dialog'));
    await screenshot(phone.page, 'admin-information-reach-phone');
    await phone.context.close();

    // Delete.
    await openRowMenu(page, '削除する');
    await page.getByTestId('confirm-button').click();
    await expectSnackbar(page, '削除しました。');
    await expect.poll(() => row(page).count()).toBe(0);
    expect((await page.request.get(`/api/admin/information?q=${encodeURIComponent(stamp)}`).then((r) => r.json()) as { total: number }).total).toBe(0);
    expect(problems).toEqual([]);
  });
});
