import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, INSTALL_ADMIN, PHONE, screenshot, signedInPage, useBrowser, type Viewport } from '../fixtures.ts';
import { deleteNotices } from '../information-admin-api.ts';
import { createCompany, createNotice, createStudent, installAdminToken, noticesMatching, uniqueMark, type Account } from '../world.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const browser = useBrowser();
const stamp = uniqueMark();
/** Every notice of this spec has the stamp in its subject: low or medium priority, to students only, so nobody meets an urgent alert. */
const subject = (what: string) => `E2E ${what} ${stamp}`;
/** Two students of this spec: the unread list is searched for the first. */
let students: [Account, Account];

beforeAll(async () => {
  const { id } = await createCompany();
  students = [await createStudent(id), await createStudent(id)];
});

afterAll(async () => {
  // Whatever happened above, leave no notice of this spec behind for the other specs' students.
  await deleteNotices(await installAdminToken(), await noticesMatching(stamp));
});

async function openNotices(viewport?: Viewport, query = '') {
  const admin = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email, viewport);
  await admin.page.goto(`/admin/information${query}`);
  await waitForList(admin.page);
  return admin;
}

async function waitForList(page: Page): Promise<void> {
  await page.getByRole('grid').first().waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await expect.poll(() => page.locator('.MuiDataGrid-overlay, .MuiDataGrid-row').count()).toBeGreaterThan(0);
}

async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('.MuiSnackbar-root').innerText(), { timeout: 10_000 }).toMatch(text);
}

function row(page: Page, name: string): Locator {
  return page.getByRole('row', { name: new RegExp(name) });
}

async function openRowMenu(page: Page, name: string, item: string): Promise<void> {
  // The actions column may sit outside a narrow viewport, where the grid does not render it.
  await page.locator('.MuiDataGrid-virtualScroller').first().evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
  await row(page, name).getByRole('button', { name: `${name}の操作` }).click();
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
  it('creates a notice with an image; the list shows it with its reach', async () => {
    const name = subject('作成');
    const { page, problems, close } = await openNotices();
    expect(await page.title()).toMatch(/^お知らせ \| Manabiya$/);

    // Create: subject, content, students only, with one image.
    await page.getByRole('button', { name: 'お知らせを作成' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^件名/ }).fill(name);
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
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expectSnackbar(page, 'お知らせを作成しました。');

    // The list shows it with its reach: nobody has read it yet.
    await page.getByLabel('件名・本文で検索').fill(name);
    await expect.poll(() => row(page, name).count()).toBe(1);
    const reach = await row(page, name).getByTestId('information-reach').innerText();
    const [, read, audience] = /^(\d+) \/ (\d+)$/.exec(reach) ?? [];
    expect(read).toBe('0');
    expect(Number(audience)).toBeGreaterThan(0);
    expect(await row(page, name).innerText()).toMatch(/通常[\s\S]*受講生[\s\S]*公開/);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-information-desktop');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('edits a notice: removes its image, raises the priority and schedules it for later', async () => {
    const { name } = await createNotice({ name: subject('編集') }, ['map.png']);
    const { page, problems, close } = await openNotices(undefined, `?q=${encodeURIComponent(name)}`);
    await expect.poll(() => row(page, name).count()).toBe(1);
    await openRowMenu(page, name, '編集');
    const edit = page.getByRole('dialog');
    await expect.poll(() => edit.getByRole('textbox', { name: /^件名/ }).inputValue()).toBe(name);
    const thumbnail = edit.getByRole('img', { name: 'map.png' });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    await edit.getByRole('button', { name: 'map.pngを削除' }).click();
    await edit.getByText('削除予定').waitFor();
    await edit.getByTestId('information-image').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-information-editor-images-desktop');
    await choose(edit, page, /優先度/, '重要');
    // Scheduled for later: nobody sees it until then, and the list says so.
    await edit.getByLabel('公開日時').fill('2099-01-01T09:00');
    await edit.getByRole('button', { name: '保存する' }).click();
    await expectSnackbar(page, 'お知らせを更新しました。');
    await expect.poll(() => row(page, name).innerText()).toMatch(/重要[\s\S]*公開予定[\s\S]*2099年1月1日\(木\)/);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);
    await row(page, name).getByRole('button', { name, exact: true }).click();
    const reopened = page.getByRole('dialog');
    await reopened.getByText('画像はありません。').waitFor();
    await reopened.getByTestId('history-list').waitFor();
    await reopened.getByRole('button', { name: 'キャンセル' }).click();
    await reopened.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await close();
  });

  it('shows who has not read a scheduled notice, searchable and exported as CSV', async () => {
    const { name } = await createNotice({ name: subject('既読状況'), publish_date: '2099-01-01T09:00:00+09:00' });
    const { page, problems, close } = await openNotices(undefined, `?q=${encodeURIComponent(name)}`);
    await expect.poll(() => row(page, name).count()).toBe(1);
    const [, audience] = /^\d+ \/ (\d+)$/.exec(await row(page, name).getByTestId('information-reach').innerText()) ?? [];
    await openRowMenu(page, name, '既読状況');
    const reachDialog = page.getByRole('dialog');
    await expect.poll(() => reachDialog.getByTestId('information-reach-summary').innerText()).toBe(`${audience}人中 0人が既読（0%）`);
    await reachDialog.getByText('まだ公開されていないため').waitFor();
    const [wanted, other] = students;
    await reachDialog.getByLabel('氏名・メール・企業名で検索').fill(wanted.email);
    await expect.poll(() => reachDialog.getByTestId('information-unread').locator('tbody tr').count()).toBe(1);
    expect(await reachDialog.getByTestId('information-unread').innerText()).toContain(wanted.email);
    await settled(reachDialog);
    await screenshot(page, 'admin-information-reach-desktop');
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), reachDialog.getByTestId('csv-export').click()]);
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(wanted.email);
    expect(csv).not.toContain(other.email);
    await reachDialog.getByRole('button', { name: '閉じる' }).click();
    await reachDialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await close();
  });

  it('on a phone shows the list, the editor with its images and the reach dialog', async () => {
    const { name } = await createNotice({ name: subject('スマホ'), publish_date: '2099-01-01T09:00:00+09:00' });
    const { page, problems, close } = await openNotices(PHONE, `?q=${encodeURIComponent(name)}`);
    await expect.poll(() => row(page, name).count()).toBe(1);
    await screenshot(page, 'admin-information-phone');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'お知らせを作成' }).click();
    await page.getByRole('dialog').getByTestId('information-image-input').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'admin-information-editor-phone');
    await page.getByRole('dialog').getByTestId('information-image').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-information-editor-images-phone');
    await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await openRowMenu(page, name, '既読状況');
    await expect.poll(() => page.getByTestId('information-unread').locator('tbody tr').count()).toBeGreaterThan(0);
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'admin-information-reach-phone');
    expect(problems).toEqual([]);
    await close();
  });

  it('deletes a notice after confirmation', async () => {
    const { name } = await createNotice({ name: subject('削除'), publish_date: '2099-01-01T09:00:00+09:00' });
    const { page, problems, close } = await openNotices(undefined, `?q=${encodeURIComponent(name)}`);
    await expect.poll(() => row(page, name).count()).toBe(1);
    await openRowMenu(page, name, '削除する');
    await page.getByTestId('confirm-button').click();
    await expectSnackbar(page, '削除しました。');
    await expect.poll(() => row(page, name).count()).toBe(0);
    expect(await noticesMatching(name)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
