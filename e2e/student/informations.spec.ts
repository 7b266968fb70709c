import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, screenshot, signedInPage, signIn, useBrowser, waitForStillness } from '../fixtures.ts';
import {
  bellHasDot,
  deleteNotices,
  NOTICE_TARGET,
  openPortal,
  PRIORITY,
  publishNotice,
  readNotice,
  unreadCount,
  waitForUnreadCount,
  walkReaderFlow,
} from '../information-admin-api.ts';
import { createCompany, createCompanyUser, createStudent, installAdminToken, readEverything, type Account } from '../world.ts';

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
      await alert.getByText(notice.name).waitFor({ timeout: 5000 });
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
    // Notices reach every student: answer an empty list once the loading text was seen.
    await page.route('**/api/student/informations', async (route) => {
      await held;
      await route.fulfill({ json: [] });
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
});
