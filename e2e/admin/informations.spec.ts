import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InformationAdminItem, InformationAudience, InformationItem } from '@manabiya/domain/contracts/informations';
import { TOTAL_COUNT_HEADER } from '@manabiya/domain/endpoints/define-endpoint';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { expectNoAxeViolations, INSTALL_ADMIN, PHONE, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness, type Viewport } from '../fixtures.ts';
import { callApi, deleteNotices, readNotice } from '../information-admin-api.ts';
import { accountToken, createCompany, createNotice, createRole, createStaff, createStudent, installAdminToken, noticesMatching, uniqueMark, type Account } from '../world.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const browser = useBrowser();
const stamp = uniqueMark();
/** Every notice of this spec has the stamp in its subject: low or medium priority, to students only, so nobody meets an urgent alert. */
const subject = (what: string) => `E2E ${what} ${stamp}`;
/** Two students of this spec: the unread list is searched for the first. */
let students: [Account, Account];
/** Staff whose role reads notices and nothing more. */
let reader: Account;
/** Staff who manage notices and switch their account to English (the choice stays with the account, so not the shared administrator). */
let englishEditor: Account;

beforeAll(async () => {
  const { id } = await createCompany();
  students = [await createStudent(id), await createStudent(id)];
  reader = await createStaff({ permission_role_id: (await createRole({ dashboard: ACCESS_LEVEL.read, information: ACCESS_LEVEL.read })).id });
  englishEditor = await createStaff({ permission_role_id: (await createRole({ dashboard: ACCESS_LEVEL.read, information: ACCESS_LEVEL.all })).id });
});

afterAll(async () => {
  // Whatever happened above, leave no notice of this spec behind for the other specs' students.
  await deleteNotices(await installAdminToken(), await noticesMatching(stamp));
});

async function openNotices(viewport?: Viewport, query = '', email: string = INSTALL_ADMIN.email) {
  const admin = await signedInPage(browser(), 'admin', email, viewport);
  await admin.page.goto(`/admin/information${query}`);
  await waitForList(admin.page);
  return admin;
}

/** Switches the signed-in page to English through the profile menu, as a person would. */
async function useEnglish(page: Page): Promise<void> {
  await page.getByTestId('profile-menu-button').click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.keyboard.press('Escape');
}

/** The audience of a target as the server counts it. */
async function audienceOf(target: number): Promise<InformationAudience> {
  const response = await callApi(await installAdminToken(), informationEndpoints.audience, { query: { notice_target: target } });
  return (await response.json()) as InformationAudience;
}

/** Whether a student of this spec sees the notice (the reader's own API, page by page). */
async function studentSees(id: number): Promise<boolean> {
  const token = await accountToken('student', students[0].email);
  for (let page = 0; ; page++) {
    // The spec's array (§7), the total of the whole list in its header.
    const response = await callApi(token, informationEndpoints.studentList, { query: { page, page_size: 100 } });
    const items = (await response.json()) as InformationItem[];
    if (items.some((item) => item.id === id)) return true;
    if (items.length === 0 || (page + 1) * 100 >= Number(response.headers.get(TOTAL_COUNT_HEADER))) return false;
  }
}

async function noticeNamed(name: string): Promise<InformationAdminItem> {
  const [id, ...more] = await noticesMatching(name);
  expect(more).toEqual([]);
  return readNotice(await installAdminToken(), id!);
}

/** Fills the editor's subject and content; students only, normal priority. */
async function fillNotice(dialog: Locator, page: Page, name: string): Promise<void> {
  await dialog.getByRole('textbox', { name: /^件名|^Subject/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^本文|^Content/ }).fill('E2E の確認用です。\n詳しくは https://example.com/info をご覧ください。');
  await choose(dialog, page, /お知らせの対象|Audience/, /^(受講生|Students)$/);
}

/** The list as a grid, or on a phone as cards (or the empty text of either). */
async function waitForList(page: Page): Promise<void> {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await page.locator('.MuiDataGrid-overlay, .MuiDataGrid-row, [data-testid="data-card"], [data-testid="data-cards"]').first().waitFor();
}

async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('.MuiSnackbar-root').innerText(), { timeout: 10_000 }).toMatch(text);
}

/** A notice's row of the grid, or its card on a phone. */
function row(page: Page, name: string): Locator {
  return page.getByRole('row', { name: new RegExp(name) }).or(page.getByTestId('data-card').filter({ hasText: name }));
}

async function openRowMenu(page: Page, name: string, item: string): Promise<void> {
  // The actions column may sit outside a narrow grid, where the grid does not render it.
  const scroller = page.locator('.MuiDataGrid-virtualScroller').first();
  if ((await scroller.count()) > 0) await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const english = (await page.evaluate(() => document.documentElement.lang)) === 'en';
  await row(page, name).getByRole('button', { name: english ? `Actions for ${name}` : `${name}の操作` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Waits until a dialog has finished fading in, so a screenshot shows it as users see it. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element.closest('.MuiDialog-root')?.querySelector('.MuiDialog-container') ?? element).opacity)).toBe('1');
}

async function choose(dialog: Locator, page: Page, field: RegExp, option: string | RegExp): Promise<void> {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}

describe('admin informations', () => {
  it('creates a notice as a draft, publishes it after a confirmation that names its reach, and lists it with its reach', async () => {
    const name = subject('作成');
    const { page, problems, close } = await openNotices();
    expect(await page.title()).toMatch(/^お知らせ \| Manabiya$/);

    // Create: subject, content, students only, with one image.
    await page.getByRole('button', { name: 'お知らせを作成' }).click();
    const dialog = page.getByTestId('information-editor').getByRole('dialog');
    await dialog.getByTestId('information-editor-status').getByText('下書き（非公開）').waitFor();
    await dialog.getByRole('textbox', { name: /^件名/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^本文/ }).fill('E2E の確認用です。\n詳しくは https://example.com/info をご覧ください。');
    await dialog.getByText('改行はそのまま表示され、URLはリンクになります。', { exact: false }).waitFor();
    // "Consulting companies" fixes the company filter.
    await choose(dialog, page, /お知らせの対象/, 'コンサル契約の会社');
    expect(await dialog.getByRole('combobox', { name: /対象会社/ }).getAttribute('aria-disabled')).toBe('true');
    await dialog.getByText('コンサル契約の会社だけに届きます', { exact: false }).waitFor();
    await choose(dialog, page, /お知らせの対象/, '受講生');
    expect(await dialog.getByRole('combobox', { name: /対象会社/ }).getAttribute('aria-disabled')).toBeNull();
    // "Selected courses" asks for the courses to reach; back to every course.
    await choose(dialog, page, /対象コース/, '選択したコース');
    await dialog.getByTestId('information-courses').getByRole('combobox', { name: /^コース/ }).waitFor();
    await choose(dialog, page, /対象コース/, 'すべて');
    await expect.poll(() => dialog.getByTestId('information-courses').count()).toBe(0);
    // The schedule is a choice, "now" by default; no empty date field means "now".
    expect(await dialog.getByRole('radio', { name: '今すぐ公開' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('公開日時').count()).toBe(0);
    // A GIF is refused before upload; the PNG is taken.
    await dialog.getByTestId('information-image-input').setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await dialog.getByText('anim.gif: PNG・JPEG・WebPの画像を選んでください。').waitFor();
    await dialog.getByTestId('information-image-input').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => dialog.getByTestId('information-image').count()).toBe(1);
    await settled(dialog);
    await screenshot(page, 'admin-information-editor-desktop');
    await expectNoAxeViolations(page);

    // 「公開する」 asks first: who it reaches (the server's count), when, the priority, no pop-up, no push.
    await dialog.getByRole('button', { name: '公開する' }).click();
    const confirm = page.getByTestId('information-publish-dialog').getByRole('dialog');
    await settled(confirm);
    const { total, students: studentCount } = await audienceOf(0);
    expect(total).toBeGreaterThan(0);
    await expect.poll(() => confirm.getByTestId('information-publish-audience-total').innerText()).toBe(`${total}人に届きます`);
    expect(await confirm.getByTestId('information-publish-audience').innerText()).toContain(`受講生 ${studentCount}人・会社担当者 0人`);
    expect(await confirm.getByTestId('information-publish-when').innerText()).toBe('今すぐ公開します。');
    expect(await confirm.getByTestId('information-publish-priority').innerText()).toMatch(/優先度\s*通常[\s\S]*ポップアップはありません。/);
    expect(await confirm.getByTestId('information-publish-push').innerText()).toBe('プッシュ通知は送りません。');
    // Nothing was sent yet: cancelling keeps the editor as it was.
    expect(await noticesMatching(name)).toEqual([]);
    await screenshot(page, 'admin-information-publish-confirm-desktop');
    await expectNoAxeViolations(page);
    await confirm.getByTestId('information-publish-confirm').click();
    await expectSnackbar(page, 'お知らせを公開しました。');
    const published = await noticeNamed(name);
    expect(published).toMatchObject({ publish_status: 1, published: true, audience_count: total });
    expect(await studentSees(published.id)).toBe(true);

    // The list shows it with its reach: nobody has read it yet.
    await page.getByLabel('件名・本文で検索').fill(name);
    await expect.poll(() => row(page, name).count()).toBe(1);
    const reach = await row(page, name).getByTestId('information-reach').innerText();
    const [, read, audience] = /^(\d+) \/ (\d+)$/.exec(reach) ?? [];
    expect(read).toBe('0');
    expect(Number(audience)).toBe(total);
    expect(await row(page, name).innerText()).toMatch(/通常[\s\S]*受講生[\s\S]*(?<!非)公開/);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await screenshot(page, 'admin-information-desktop');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('saves a draft that reaches nobody; 「公開する」 on its row publishes it once, even on a double click', async () => {
    const name = subject('下書き');
    const { page, problems, close } = await openNotices();
    await page.getByRole('button', { name: 'お知らせを作成' }).click();
    const dialog = page.getByTestId('information-editor').getByRole('dialog');
    await fillNotice(dialog, page, name);
    await dialog.getByRole('button', { name: '下書き保存' }).click();
    await expectSnackbar(page, '下書きを保存しました。');
    const draft = await noticeNamed(name);
    expect(draft).toMatchObject({ publish_status: 0, published: false, abilities: { publish: true } });
    expect(await studentSees(draft.id)).toBe(false);

    await page.getByLabel('件名・本文で検索').fill(name);
    await expect.poll(() => row(page, name).innerText()).toMatch(/非公開/);
    await openRowMenu(page, name, '公開する');
    const confirm = page.getByTestId('information-publish-dialog').getByRole('dialog');
    const { total } = await audienceOf(0);
    await expect.poll(() => confirm.getByTestId('information-publish-audience-total').innerText()).toBe(`${total}人に届きます`);
    await confirm.getByTestId('information-publish-confirm').dblclick();
    await expectSnackbar(page, 'お知らせを公開しました。');
    await expect.poll(() => row(page, name).innerText()).toMatch(/(?<!非)公開/);
    // One notice, published once: created, then one publication in its history.
    expect(await noticesMatching(name)).toHaveLength(1);
    const history = (await (await callApi(await installAdminToken(), informationEndpoints.history, { params: { id: draft.id } })).json()) as unknown[];
    expect(history).toHaveLength(2);
    expect(await studentSees(draft.id)).toBe(true);
    // A published notice offers no 「公開する」 any more.
    await openRowMenu(page, name, '内容を見る');
    await page.getByTestId('information-detail').getByRole('heading', { name }).waitFor();
    await page.getByTestId('information-detail-close').click();
    await page.getByTestId('information-detail').waitFor({ state: 'hidden' });
    await row(page, name).getByRole('button', { name: `${name}の操作` }).click();
    await page.getByRole('menuitem', { name: '内容を見る' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '公開する' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await close();
  });

  it('names pop-up and push for an urgent notice, previews it as readers see it, and requires the date it is scheduled for', async () => {
    const name = subject('緊急の確認');
    const { page, problems, close } = await openNotices();
    await page.getByRole('button', { name: 'お知らせを作成' }).click();
    const dialog = page.getByTestId('information-editor').getByRole('dialog');
    await fillNotice(dialog, page, name);
    await choose(dialog, page, /優先度/, '緊急');

    // The preview is the readers' own detail dialog.
    await dialog.getByTestId('information-preview').click();
    const preview = page.getByTestId('information-detail');
    await preview.getByRole('heading', { name }).waitFor();
    expect(await preview.getByTestId('information-detail-content').innerText()).toContain('https://example.com/info');
    await preview.getByTestId('information-preview-note').getByText('先に「緊急のお知らせ」が開きます', { exact: false }).waitFor();
    await waitForStillness(page);
    await screenshot(page, 'admin-information-preview-desktop');
    await expectNoAxeViolations(page);
    await preview.getByTestId('information-detail-close').click();
    await preview.waitFor({ state: 'hidden' });

    await dialog.getByRole('button', { name: '公開する' }).click();
    const confirm = page.getByTestId('information-publish-dialog').getByRole('dialog');
    await confirm.getByTestId('information-publish-audience-total').waitFor();
    expect(await confirm.getByTestId('information-publish-priority').innerText()).toMatch(/緊急[\s\S]*ポップアップで表示されます/);
    expect(await confirm.getByTestId('information-publish-push').innerText()).toBe('通知を許可している受講生の端末にプッシュ通知を送ります。');
    await settled(confirm);
    await screenshot(page, 'admin-information-publish-confirm-urgent-desktop');
    // Not sent: other specs' students must not meet this alert.
    await confirm.getByRole('button', { name: 'キャンセル' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await noticesMatching(name)).toEqual([]);

    // "At a date" needs its date; then the confirmation says when, and nobody sees it until then.
    await choose(dialog, page, /優先度/, '通常');
    await dialog.getByRole('radio', { name: '日時を指定' }).check();
    await dialog.getByRole('button', { name: '公開する' }).click();
    await dialog.getByText('公開日時を入力してください。').waitFor();
    expect(await page.getByTestId('information-publish-dialog').count()).toBe(0);
    await dialog.getByLabel('公開日時').fill('2099-01-01T09:00');
    await dialog.getByRole('button', { name: '公開する' }).click();
    await expect.poll(() => confirm.getByTestId('information-publish-when').innerText()).toMatch(/^2099年1月1日\(木\) 09:00 に公開します。/);
    await confirm.getByRole('button', { name: '公開を予約する' }).click();
    await expectSnackbar(page, /2099年1月1日\(木\) 09:00 に公開するよう予約しました。/);
    const scheduled = await noticeNamed(name);
    expect(scheduled).toMatchObject({ publish_status: 1, published: false });
    expect(await studentSees(scheduled.id)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('edits a published notice after saying who sees the change; moving it to a later date says it leaves their screens until then', async () => {
    const notice = await createNotice({ name: subject('編集') }, ['map.png']);
    const { name } = notice;
    const { total } = await audienceOf(0);
    const { page, problems, close } = await openNotices(undefined, `?q=${encodeURIComponent(name)}`);
    await expect.poll(() => row(page, name).count()).toBe(1);

    // A change to what readers see: who sees it, and no second pop-up or push.
    await openRowMenu(page, name, '編集');
    let edit = page.getByTestId('information-editor').getByRole('dialog');
    await expect.poll(() => edit.getByRole('textbox', { name: /^件名/ }).inputValue()).toBe(name);
    await edit.getByTestId('information-editor-status').getByText('公開中').waitFor();
    await edit.getByRole('textbox', { name: /^本文/ }).fill('本文を訂正しました。');
    await edit.getByRole('button', { name: '変更を保存' }).click();
    const confirm = page.getByTestId('information-publish-dialog').getByRole('dialog');
    await confirm.getByRole('heading', { name: '公開中のお知らせを変更しますか？' }).waitFor();
    await expect.poll(() => confirm.getByTestId('information-publish-audience-total').innerText()).toBe(`${total}人の画面に変更が反映されます`);
    expect(await confirm.getByTestId('information-publish-priority').innerText()).toContain('ポップアップとプッシュ通知は、公開したときの1回だけです');
    expect(await confirm.getByTestId('information-publish-push').count()).toBe(0);
    await settled(confirm);
    await screenshot(page, 'admin-information-change-confirm-desktop');
    await expectNoAxeViolations(page);
    await confirm.getByTestId('information-publish-confirm').click();
    await expectSnackbar(page, 'お知らせを更新しました。');
    expect((await readNotice(await installAdminToken(), notice.id)).content).toBe('本文を訂正しました。');
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });

    // Remove its image, raise the priority and move it to a later date.
    await openRowMenu(page, name, '編集');
    edit = page.getByTestId('information-editor').getByRole('dialog');
    await expect.poll(() => edit.getByRole('textbox', { name: /^本文/ }).inputValue()).toBe('本文を訂正しました。');
    const thumbnail = edit.getByRole('img', { name: 'map.png' });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    await edit.getByRole('button', { name: 'map.pngを削除' }).click();
    await edit.getByText('削除予定').waitFor();
    await edit.getByTestId('information-image').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-information-editor-images-desktop');
    await choose(edit, page, /優先度/, '重要');
    // A public notice keeps its date until another is chosen.
    expect(await edit.getByRole('radio', { name: '日時を指定' }).isChecked()).toBe(true);
    await edit.getByLabel('公開日時').fill('2099-01-01T09:00');
    await edit.getByRole('button', { name: '変更を保存' }).click();
    await expect.poll(() => confirm.getByTestId('information-publish-audience-total').innerText()).toBe(`${total}人の画面から一旦消え、公開日時に改めて届きます`);
    expect(await confirm.getByTestId('information-publish-when').innerText()).toMatch(/^2099年1月1日\(木\) 09:00 に公開します。/);
    await settled(confirm);
    await screenshot(page, 'admin-information-reschedule-confirm-desktop');
    await confirm.getByTestId('information-publish-confirm').click();
    await expectSnackbar(page, 'お知らせを更新しました。');
    await expect.poll(() => row(page, name).innerText()).toMatch(/重要[\s\S]*公開予定[\s\S]*2099年1月1日\(木\)/);
    expect(await studentSees(notice.id)).toBe(false);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);
    await row(page, name).getByRole('button', { name, exact: true }).click();
    const reopened = page.getByTestId('information-editor').getByRole('dialog');
    await reopened.getByText('画像はありません。').waitFor();
    await reopened.getByTestId('history-list').waitFor();
    await reopened.getByRole('button', { name: 'キャンセル' }).click();
    await reopened.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await close();
  });

  it('lets a read-only admin open a notice’s body from its name and its menu, with no action that would be refused', async () => {
    const notice = await createNotice({ name: subject('閲覧'), content: '閲覧専用の方も本文を読めます。\n詳細: https://example.com/read' }, ['map.png']);
    const { page, problems, close } = await openNotices(undefined, `?q=${encodeURIComponent(notice.name)}`, reader.email);
    await expect.poll(() => row(page, notice.name).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'お知らせを作成' }).count()).toBe(0);
    // The name opens the read view (not an editor).
    await row(page, notice.name).getByRole('button', { name: notice.name, exact: true }).click();
    const view = page.getByTestId('information-detail');
    await view.getByRole('heading', { name: notice.name }).waitFor();
    expect(await view.getByTestId('information-detail-content').innerText()).toContain('閲覧専用の方も本文を読めます。');
    expect(await view.getByTestId('information-view-facts').innerText()).toMatch(/公開状態[\s\S]*公開[\s\S]*お知らせの対象[\s\S]*受講生/);
    expect(await page.getByTestId('information-editor').count()).toBe(0);
    await view.getByTestId('information-image').first().locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await waitForStillness(page);
    await screenshot(page, 'admin-information-view-desktop');
    await expectNoAxeViolations(page);
    // Its image opens titled by the notice, at 100 %.
    await view.getByTestId('information-image').first().click();
    const viewer = page.getByTestId('image-viewer');
    expect(await viewer.getByTestId('image-viewer-title').innerText()).toBe(notice.name);
    expect(await viewer.getByTestId('image-zoom').innerText()).toBe('100%');
    await viewer.getByRole('button', { name: '閉じる' }).click();
    await viewer.waitFor({ state: 'hidden' });
    await view.getByTestId('information-detail-close').click();
    await view.waitFor({ state: 'hidden' });

    // The menu holds what a reader may do: read it, see its reach; nothing to edit, publish or delete.
    const scroller = page.locator('.MuiDataGrid-virtualScroller').first();
    if ((await scroller.count()) > 0) await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await row(page, notice.name).getByRole('button', { name: `${notice.name}の操作` }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(['内容を見る', '既読状況']);
    await page.getByRole('menuitem', { name: '内容を見る' }).click();
    await view.getByRole('heading', { name: notice.name }).waitFor();
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
    await reachDialog.getByLabel('氏名・メール・会社名で検索').fill(wanted.email);
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

  it.each(SCREENS_IN_BOTH_LANGUAGES)('shows the editor, the publish confirmation, the preview and the read view (%s, %s)', async (label, viewport, language) => {
    const notice = await createNotice({ name: subject(`画面 ${label} ${language}`), content: '本文の1行目です。\n2行目には https://example.com/manabiya のリンクがあります。' }, ['map.png', 'plan.png']);
    const { page, problems, close } = await openNotices(viewport, `?q=${encodeURIComponent(notice.name)}`, language === 'en' ? englishEditor.email : INSTALL_ADMIN.email);
    if (language === 'en' && (await page.evaluate(() => document.documentElement.lang)) !== 'en') await useEnglish(page);
    const shot = (what: string) => screenshot(page, `admin-information-${what}-${label}-${language}`);
    await expect.poll(() => row(page, notice.name).count()).toBe(1);

    await page.getByRole('button', { name: language === 'en' ? 'New notice' : 'お知らせを作成' }).click();
    const dialog = page.getByTestId('information-editor').getByRole('dialog');
    await fillNotice(dialog, page, subject(`下書き ${label} ${language}`));
    await dialog.getByTestId('information-image-input').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    await settled(dialog);
    await waitForStillness(page);
    await shot('editor');
    await dialog.getByRole('radiogroup').scrollIntoViewIfNeeded();
    await shot('editor-schedule');
    await expectNoAxeViolations(page);

    await dialog.getByTestId('form-submit').click();
    const confirm = page.getByTestId('information-publish-dialog').getByRole('dialog');
    await confirm.getByTestId('information-publish-audience-total').waitFor();
    await settled(confirm);
    await shot('publish-confirm');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: language === 'en' ? 'Cancel' : 'キャンセル' }).click();
    await confirm.waitFor({ state: 'detached' });

    await dialog.getByTestId('information-preview').click();
    const preview = page.getByTestId('information-detail');
    await preview.getByTestId('information-preview-note').waitFor();
    await preview.getByTestId('information-image').first().locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await waitForStillness(page);
    await shot('preview');
    await expectNoAxeViolations(page);
    await preview.getByTestId('information-detail-close').click();
    await preview.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: language === 'en' ? 'Cancel' : 'キャンセル' }).click();
    await dialog.waitFor({ state: 'detached' });

    await openRowMenu(page, notice.name, language === 'en' ? 'View' : '内容を見る');
    const view = page.getByTestId('information-detail');
    await view.getByTestId('information-view-facts').waitFor();
    await view.getByTestId('information-image').first().locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await waitForStillness(page);
    await shot('view');
    await expectNoAxeViolations(page);
    await view.getByTestId('information-image').nth(1).click();
    const viewer = page.getByTestId('image-viewer');
    await viewer.getByTestId('viewer-image').evaluate((img: HTMLImageElement) => img.decode());
    expect(await viewer.getByTestId('image-viewer-title').innerText()).toBe(notice.name);
    await viewer.getByText(language === 'en' ? 'Image 2 of 2' : '画像 2 / 2').waitFor();
    await waitForStillness(page);
    await shot('viewer');
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
