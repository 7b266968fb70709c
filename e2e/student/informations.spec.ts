import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InformationSummary } from '@manabiya/domain/contracts/informations';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { DESKTOP, expectNoAxeViolations, openPage, PHONE, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, signIn, useBrowser, waitForStillness } from '../fixtures.ts';
import {
  bellHasDot,
  callApi,
  deleteNotices,
  LIVE_EVENT_TIMEOUT_MS,
  NOTICE_TARGET,
  openPortal,
  PRIORITY,
  publishNotice,
  readNotice,
  unreadCount,
  waitForUnreadCount,
  walkPagedReader,
  walkReaderFlow,
} from '../information-admin-api.ts';
import { accountToken, createCompany, createCompanyUser, createNotice, createStudent, installAdminToken, readEverything, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
let adminToken: string;
const created = new Set<number>();
/** Students and a company user of this spec; `reader` and `companyUser` have read every notice before the spec. */
let companyId: number;
let reader: Account;
let companyUser: Account;

beforeAll(async () => {
  adminToken = await installAdminToken();
  companyId = (await createCompany()).id;
  reader = await createStudent(companyId);
  companyUser = await createCompanyUser(companyId);
  await readEverything('student', reader.email);
  await readEverything('company', companyUser.email);
});
afterAll(async () => {
  // Other specs' users must never meet an alert they do not expect.
  await deleteNotices(adminToken, created);
});

describe('student announcements', () => {
  it('shows a high notice to everyone live to a student and a company user; closing reads it and moves the reach', async () => {
    const student = await openPortal(browser(), 'student', reader.email, DESKTOP);
    const company = await openPortal(browser(), 'company', companyUser.email, DESKTOP);
    const problems = [...student.problems, ...company.problems];
    // Both have read every notice so far (other specs delete theirs): the new one is the only unread.
    const before = [await unreadCount(student.page), await unreadCount(company.page)];
    expect(before).toEqual([0, 0]);

    const notice = await publishNotice(adminToken, { name: `【重要】全員へのお知らせ ${Date.now()}`, priority: PRIORITY.high, target: NOTICE_TARGET.everyone });
    created.add(notice.id);
    expect(notice.read_count).toBe(0);

    for (const [index, { page }] of [student, company].entries()) {
      const alert = page.getByRole('alertdialog');
      // No reload: the WebSocket event refreshes the list.
      await alert.getByText(notice.name).waitFor({ timeout: LIVE_EVENT_TIMEOUT_MS });
      expect(await bellHasDot(page)).toBe(true);
      expect(await unreadCount(page)).toBe(before[index]! + 1);
      await alert.getByRole('button', { name: '内容を確認する' }).click();
      const detail = page.getByTestId('information-detail');
      await detail.getByRole('heading', { name: notice.name }).waitFor();
      expect(await detail.getByTestId('information-detail-content').innerText()).toContain('https://example.com/manabiya');
      await waitForUnreadCount(page, before[index]!);
      // Nothing else is unread: the dot is gone.
      expect(await bellHasDot(page)).toBe(false);
      await detail.getByTestId('information-detail-close').click();
      await detail.waitFor({ state: 'hidden' });
      expect(await page.getByRole('alertdialog').count()).toBe(0);
    }
    expect((await readNotice(adminToken, notice.id)).read_count).toBe(2);

    // Read stays read: a reload brings neither the alert nor the dot back.
    await student.page.reload();
    await student.page.getByTestId('notification-bell').waitFor();
    await student.page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    // The notices have loaded once the bell counts them; the alert would open from the same list.
    await waitForUnreadCount(student.page, before[0]!);
    expect(await student.page.getByRole('alertdialog').count()).toBe(0);
    expect(await unreadCount(student.page)).toBe(before[0]);
    expect(problems).toEqual([]);
    await student.context.close();
    await company.context.close();
    await deleteNotices(adminToken, [notice.id]);
    created.delete(notice.id);
  });

  it('shows "お知らせを取得中..." while loading and the empty text when there is nothing', async () => {
    const { email } = await createStudent(companyId);
    const { page, close } = await openPage(browser(), DESKTOP);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Notices reach every student: answer an empty summary once the loading text was seen.
    await page.route('**/api/student/informations/summary', async (route) => {
      await held;
      await route.fulfill({ json: { unread_count: 0, latest: [], urgent_unread: [], important_unread: null } });
    });
    await signIn(page, 'student', email);
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    await page.getByTestId('notification-bell').click();
    const popover = page.getByTestId('information-popover');
    expect(await popover.getByTestId('information-loading').innerText()).toBe('お知らせを取得中...');
    release();
    expect(await popover.getByTestId('information-empty').innerText()).toBe('データが取得できませんでした');
    await close();
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('walks the reader side at %s width', async (label, viewport) => {
    const { problems } = await walkReaderFlow(browser(), adminToken, {
      area: 'student',
      email: (await createStudent(companyId)).email,
      viewport,
      label,
      target: NOTICE_TARGET.students,
    });
    expect(problems).toEqual([]);
  });

  it('keeps the banner on the dashboard only, and opening it marks the notice read', async () => {
    const notice = await publishNotice(adminToken, { name: `受講アンケートのお願い ${Date.now()}`, priority: PRIORITY.medium, target: NOTICE_TARGET.students });
    created.add(notice.id);
    const { email } = await createStudent(companyId);
    const { page, close } = await signedInPage(browser(), 'student', email, PHONE);
    const banner = page.getByTestId('information-banner');
    await banner.getByText(notice.name).waitFor();
    await page.goto('/student/teacher');
    await page.getByTestId('teacher-card').first().waitFor();
    expect(await banner.count()).toBe(0);
    await page.goto('/student');
    await banner.getByRole('button', { name: `お知らせ「${notice.name}」を開く` }).click();
    await page.getByTestId('information-detail').getByRole('heading', { name: notice.name }).waitFor();
    await waitForStillness(page);
    await screenshot(page, 'student-information-banner-detail-phone');
    await page.getByTestId('information-detail-close').click();
    // The banner moves on to the next unread medium notice (the demo dataset has one), or goes.
    await page.waitForFunction((name) => !document.querySelector('[data-testid="information-banner"]')?.textContent?.includes(name), notice.name);
    expect((await readNotice(adminToken, notice.id)).read_count).toBe(1);
    await close();
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('searches the notices page on the server and marks all read, the bell following live (%s)', async (label, viewport) => {
    const { email } = await createStudent(companyId);
    await readEverything('student', email);
    const stamp = uniqueMark();
    const drill = await publishNotice(adminToken, { name: `避難訓練のお知らせ ${stamp}`, priority: PRIORITY.low, target: NOTICE_TARGET.students, content: '10時に中庭へ集合してください。' });
    created.add(drill.id);
    const check = await publishNotice(adminToken, { name: `設備点検のお知らせ`, priority: PRIORITY.low, target: NOTICE_TARGET.students, content: `当日は避難経路の一部が通れません（${stamp}）。` });
    created.add(check.id);
    const { page, problems, context } = await openPortal(browser(), 'student', email, viewport);
    await waitForUnreadCount(page, 2);
    await page.goto('/student/information');
    const rows = page.getByTestId('information-list-row');
    await rows.first().waitFor();
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('information-unread-count').innerText()).toContain('未読 2 件');

    // The term is found in one subject and in one content, by the server (the URL keeps it).
    const search = page.getByRole('searchbox', { name: '件名・本文で検索' });
    await search.fill(stamp);
    await expect.poll(() => page.getByTestId('information-search-result').innerText().catch(() => '')).toBe(`「${stamp}」の検索結果: 2 件`);
    expect((await rows.allInnerTexts()).map((text) => text.includes(drill.name) || text.includes(check.name))).toEqual([true, true]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(stamp);
    await search.fill(`集合 ${stamp}`);
    await page.getByTestId('information-empty').getByText(`「集合 ${stamp}」に一致するお知らせはありません。`).waitFor();
    await search.fill('中庭へ集合');
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(drill.name)]);
    await search.fill(stamp);
    await expect.poll(() => rows.count()).toBe(2);
    await screenshot(page, `student-information-search-${label}`);
    await expectNoAxeViolations(page);

    // 「すべて既読にする」: every notice read, the bell's count follows without a reload.
    const markAll = page.getByTestId('information-mark-all-read');
    await markAll.click();
    await waitForUnreadCount(page, 0);
    expect(await bellHasDot(page)).toBe(false);
    await expect.poll(() => page.locator('.MuiSnackbar-root').innerText()).toBe('2 件のお知らせを既読にしました。');
    await expect.poll(() => rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-unread')))).toEqual(['false', 'false']);
    expect(await markAll.isDisabled()).toBe(true);
    expect((await readNotice(adminToken, drill.id)).read_count).toBe(1);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await screenshot(page, `student-information-read-all-${label}`);

    // The same page in English.
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Search subject and text' }).waitFor();
    await page.getByText(`Results for “${stamp}”: 2`).waitFor();
    await waitForStillness(page);
    await screenshot(page, `student-information-search-${label}-en`);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
    await deleteNotices(adminToken, [drill.id, check.id]);
  });
});

describe('student announcements, more than a page', () => {
  let banner: string;
  beforeAll(async () => {
    const stamp = uniqueMark();
    for (let i = 1; i <= 22; i++) created.add((await createNotice({ name: `ページ送りの確認 ${i} ${stamp}`, notice_target: NOTICE_TARGET.students })).id);
    banner = `受講アンケートのお願い ${stamp}`;
    created.add((await createNotice({ name: banner, priority: PRIORITY.medium, notice_target: NOTICE_TARGET.students })).id);
  });

  const screens = SCREENS_IN_BOTH_LANGUAGES.map(([label, viewport, language]) => [label, language, viewport] as const);
  it.each(screens)('shows the bell, the banner and the notices page 20 at a time with 「もっと見る」 (%s, %s)', async (label, language, viewport) => {
    const { email } = await createStudent(companyId);
    const summary = (await (await callApi(await accountToken('student', email), informationEndpoints.studentSummary)).json()) as InformationSummary;
    expect(summary.important_unread?.name).toBe(banner);
    const { problems } = await walkPagedReader(browser(), { area: 'student', email, viewport, label, language, unread: summary.unread_count, banner });
    expect(problems).toEqual([]);
  });
});
