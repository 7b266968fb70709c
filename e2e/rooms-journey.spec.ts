import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectNoAxeViolations, INSTALL_ADMIN, mailCount, openPage, screenshot, signedInPage, signIn, useBrowser, waitForMail, waitForStillness } from './fixtures.ts';
import { createRoomWorld, dialogShot, makeZip, watchRoomSocket, type RoomWorld } from './rooms-world.ts';

/**
 * Issue 13's "Done when", end to end in real browsers against the e2e server: a student submits an
 * assignment with a zip and a code block; one teacher sees it arrive at the top of the queue without
 * a reload and claims it while a second teacher watches the claim arrive; the NG judgement reaches the
 * student's open page, mail and service worker; the resubmission is judged OK and the course moves on;
 * the company user reads the thread without any way to write; an administrator asks for a redo and
 * the step opens again.
 */

const browser = useBrowser();
let world: RoomWorld;

beforeAll(async () => {
  world = await createRoomWorld('E2E通し');
}, 180_000);

const SUBMISSION = ['自己紹介ページができました。見出しと画像を使っています。', '', '```html', '<h1>山田 花子</h1>', '<img src="me.png" alt="山田の写真">', '```'].join('\n');
const RESUBMISSION = ['見出しを直しました。', '', '```html', '<h1>山田 花子</h1>', '<h2>好きなこと</h2>', '```'].join('\n');
const NG_FEEDBACK = '見出しの順番を見直しましょう。`h1` の次は `h2` です。';
const OK_FEEDBACK = '見出しが整いました。合格です。';
const REDO_REASON = '提出された ZIP に別の受講生のファイルが入っていました。もう一度提出してください。';

/** The page as it settles, seen from its top with nothing focused: for screenshots and the axe check. */
async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await waitForStillness(page);
}

const shot = (page: Page, moment: string) => screenshot(page, `rooms-journey-${moment}`);

const queueRows = (page: Page) => page.locator('.MuiDataGrid-row');

/** The notifications the page's service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
  );

/**
 * Watches the page's service worker registrations of the site's root scope, as Chromium reports them,
 * and delivers a push message to the newest one as the browser's push service would.
 */
async function watchServiceWorker(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) if (!registration.isDeleted && registration.scopeURL === `${baseURL}/`) registrations.push(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  return {
    registrations,
    deliverPush: (payload: object) => cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: registrations.at(-1)!, data: JSON.stringify(payload) }),
  };
}

/** Writes a submission in the student's 「課題を提出する」 dialog with a zip of the work, and sends it. */
async function submitAssignment(page: Page, text: string, zipName: string) {
  await page.getByTestId('open-submit').click();
  const dialog = page.getByTestId('submit-dialog');
  await dialog.getByRole('textbox', { name: /提出内容/ }).fill(text);
  await dialog.getByTestId('room-file-input').setInputFiles({ name: zipName, mimeType: 'application/zip', buffer: makeZip() });
  await dialog.getByTestId('room-file-chip').getByText(zipName, { exact: false }).waitFor();
  await dialog.getByTestId('submit-send').click();
  await page.getByText('課題を提出しました。講師の判定をお待ちください。').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** A teacher's judgement through the judgement dialog: the feedback written there, then confirmed. */
async function judge(page: Page, verdict: 'ok' | 'ng', feedback: string, shotName?: string) {
  await page.getByTestId(`judge-${verdict}`).click();
  const dialog = page.getByTestId('judge-dialog');
  await dialog.getByRole('textbox', { name: /フィードバック/ }).fill(feedback);
  if (shotName) {
    await waitForStillness(page);
    await dialogShot(page, `rooms-journey-${shotName}`);
  }
  await dialog.getByTestId('text-confirm-button').click();
  await page.getByText(verdict === 'ok' ? 'OK と判定しました。' : 'NG と判定しました。', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The course map's progress as the student reads it: "n / m ステップ完了" and the percentage. */
async function courseProgress(page: Page): Promise<{ steps: string; percent: number }> {
  const summary = page.getByTestId('course-summary');
  await summary.waitFor();
  return {
    steps: await summary.getByTestId('course-steps-done').innerText(),
    percent: Number((await summary.getByTestId('course-percent').innerText()).replace('%', '')),
  };
}

/** How the step page's assignment box reads: green once a teacher's OK completed the step, blue while it is open. */
async function assignmentState(page: Page): Promise<'done' | 'open' | 'unknown'> {
  const classes = (await page.getByTestId('assignment-status').getAttribute('class')) ?? '';
  return classes.includes('MuiAlert-colorSuccess') ? 'done' : classes.includes('MuiAlert-colorInfo') ? 'open' : 'unknown';
}

const sidebarLink = (page: Page, name: string): Locator => page.getByTestId('sidebar').getByRole('link', { name, exact: true });

describe('issue 13: a room from submission to redo, in several browsers at once', () => {
  it('submits, queues live, claims live, judges NG live with mail and push, resubmits, judges OK, shows it read-only to the company, and reopens on a redo', async () => {
    const step = world.steps[0]!;
    const opened: Array<{ problems: string[]; close: () => Promise<void>; who: string }> = [];

    // ── The student: push allowed in this browser, the service worker registered from My Page, the live socket open.
    const student = await openPage(browser());
    opened.push({ ...student, who: 'student' });
    await student.context.grantPermissions(['notifications'], { origin: baseURL });
    const s = student.page;
    await signIn(s, 'student', world.student.email);
    const worker = await watchServiceWorker(student.context, s);
    const studentSocket = await watchRoomSocket(s, 'student');
    await s.goto('/student/mypage');
    await s.getByTestId('webpush-card').waitFor();
    await s.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => worker.registrations.length).toBeGreaterThan(0);
    await studentSocket.accepted;

    // The course map before: nothing done yet.
    await sidebarLink(s, 'カリキュラム').click();
    const before = await courseProgress(s);
    expect(before).toEqual({ steps: '0 / 2 ステップ完了', percent: 0 });

    // ── Teacher A has the queue open (only this company's rooms: nothing waits yet); teacher B too.
    const teacherA = await signedInPage(browser(), 'admin', world.teacher.email);
    opened.push({ ...teacherA, who: 'teacher A' });
    const a = teacherA.page;
    const aSocket = await watchRoomSocket(a, 'admin');
    await a.goto(`/admin/room?company_id=${world.companyId}`);
    await aSocket.accepted;
    await a.getByText('行がありません。').waitFor();
    expect(await queueRows(a).count()).toBe(0);

    const teacherB = await signedInPage(browser(), 'admin', world.otherTeacher.email);
    opened.push({ ...teacherB, who: 'teacher B' });
    const b = teacherB.page;
    const bSocket = await watchRoomSocket(b, 'admin');
    await b.goto(`/admin/room?company_id=${world.companyId}`);
    await bSocket.accepted;
    await b.getByTestId('data-table-frame').locator('.MuiDataGrid-overlay').waitFor();

    // ── 1. The student follows the course map to the step, opens its room and submits a zip with a code block.
    await s.getByTestId('next-step-button').click();
    await s.waitForURL(`**/student/step/${step.id}`);
    await s.getByRole('heading', { name: step.title, level: 2 }).waitFor();
    await expect.poll(() => assignmentState(s)).toBe('open');
    expect(await s.getByTestId('step-done-chip').count()).toBe(0);
    await settle(s);
    await expectNoAxeViolations(s);
    await s.getByTestId('open-step-room').click();
    await s.waitForURL(/\/student\/room\/\d+$/);
    const roomId = Number(/\/student\/room\/(\d+)$/.exec(new URL(s.url()).pathname)![1]);
    await s.getByTestId('room-thread-empty').waitFor();
    await submitAssignment(s, SUBMISSION, 'jikoshokai.zip');
    const studentMessages = s.getByTestId('room-message');
    await expect.poll(() => studentMessages.count()).toBe(1);
    await studentMessages.first().getByTestId('message-attachments').getByText('jikoshokai.zip').waitFor();
    expect(await studentMessages.first().locator('pre code.hljs.language-html').count()).toBe(1);
    await s.getByTestId('room-status').getByText('提出済み').waitFor();
    expect(await s.getByTestId('open-submit').isDisabled()).toBe(true);

    // ── 2. The submission arrives at the top of both teachers' queues without a reload.
    const rowA = queueRows(a).first();
    await rowA.getByText(step.title, { exact: false }).waitFor({ timeout: 5_000 });
    expect(await queueRows(a).count()).toBe(1);
    await rowA.getByTestId('room-status').getByText('提出済み').waitFor();
    expect(await rowA.getByTestId('room-claim').count()).toBe(0);
    await settle(a);
    await shot(a, 'queue-live');
    await expectNoAxeViolations(a);
    await queueRows(b).first().getByText(step.title, { exact: false }).waitFor({ timeout: 5_000 });

    // Teacher B opens the thread; nobody reviews it yet.
    await queueRows(b).first().getByRole('link', { name: world.student.name }).click();
    await b.waitForURL(new RegExp(`/admin/room/${roomId}(\\?|$)`));
    await b.getByTestId('room-thread').locator('pre code.hljs').first().waitFor();
    await b.getByTestId('room-claim-button').waitFor();
    expect(await b.getByTestId('room-claim').count()).toBe(0);

    // Teacher A takes it from the queue to the thread and claims it: teacher B sees who, live.
    await rowA.getByRole('link', { name: world.student.name }).click();
    await a.waitForURL(new RegExp(`/admin/room/${roomId}(\\?|$)`));
    await a.getByTestId('message-attachments').getByText('jikoshokai.zip').waitFor();
    await a.getByTestId('room-assignment').getByRole('heading', { name: '課題：自己紹介ページ' }).waitFor();
    await a.getByTestId('room-claim-button').click();
    await a.getByTestId('room-claim').getByText('レビュー中：自分').waitFor();
    await b.getByTestId('room-claim').getByText(`レビュー中：${world.teacher.name}`).waitFor({ timeout: 5_000 });
    expect(await b.getByTestId('room-claim-button').count()).toBe(0);
    // The claim holds (issue 21): teacher B is offered only to take the room over, naming who has it.
    await b.getByTestId('take-over-offer').getByText(`${world.teacher.name} さんが対応中です`, { exact: false }).waitFor();
    for (const testId of ['staff-composer', 'judge-ok', 'judge-ng']) expect(await b.getByTestId(testId).count(), testId).toBe(0);
    await settle(b);
    await shot(b, 'claim-seen-by-teacher-b');
    await expectNoAxeViolations(b);

    // ── 3. NG with feedback through the judgement dialog: the student's open room shows it live.
    const mailsBeforeNg = mailCount();
    await judge(a, 'ng', NG_FEEDBACK, 'ng-dialog');
    await a.getByTestId('room-status').getByText('NG', { exact: true }).waitFor();
    await s.getByTestId('room-status').getByText('NG', { exact: true }).waitFor({ timeout: 5_000 });
    await s.getByTestId('message-verdict').getByText('NG と判定しました（再提出してください）').waitFor();
    await expect.poll(() => studentMessages.count()).toBe(2);
    expect(await studentMessages.nth(1).getAttribute('data-own')).toBe('false');
    await studentMessages.nth(1).getByText('見出しの順番を見直しましょう。', { exact: false }).waitFor();
    expect(await s.getByTestId('open-submit').isDisabled()).toBe(false);
    await settle(s);
    await shot(s, 'student-sees-ng-live');
    await expectNoAxeViolations(s);

    // The server told the student through the outbox: the mail names the judgement and links the room.
    const mail = await waitForMail(world.student.email, mailsBeforeNg);
    expect(mail).toContain(`${world.teacher.name} さんが「${step.title}」の課題を NG と判定しました。`);
    expect(mail).toContain(NG_FEEDBACK);
    expect(mail).toContain(`/student/room/${roomId}`);
    // The push of that judgement reaches the service worker, which shows it as a notification that opens the room.
    // (Chromium's own push service is out of reach here: the push message is delivered to the worker as the push service would.)
    const push = { type: 'room', id: roomId, title: `「${step.title}」の課題に修正のお願いがあります（NG）`, body: NG_FEEDBACK.replaceAll('`', ''), url: `/student/room/${roomId}` };
    await worker.deliverPush(push);
    await expect.poll(() => shownNotifications(s)).toEqual([{ title: push.title, body: push.body, tag: `room-${roomId}`, data: { url: `${baseURL}/student/room/${roomId}` } }]);
    await s.evaluate(async () => {
      for (const notification of await (await navigator.serviceWorker.ready).getNotifications()) notification.close();
    });

    // ── 4. The student resubmits; teacher A sees it live and judges OK; the student's step and course move on.
    await submitAssignment(s, RESUBMISSION, 'jikoshokai-v2.zip');
    await expect.poll(() => studentMessages.count()).toBe(3);
    await a.getByTestId('room-status').getByText('提出済み').waitFor({ timeout: 5_000 });
    await a.getByTestId('message-attachments').getByText('jikoshokai-v2.zip').waitFor();
    await judge(a, 'ok', OK_FEEDBACK);
    await a.getByTestId('room-status').getByText('OK', { exact: true }).waitFor();
    await a.getByTestId('redo-open').waitFor();
    await s.getByTestId('room-status').getByText('OK', { exact: true }).waitFor({ timeout: 5_000 });
    await s.getByTestId('message-verdict').getByText('OK と判定しました').waitFor();
    await s.getByTestId('submit-blocked').getByText('すでに合格', { exact: false }).waitFor();
    await s.getByRole('link', { name: 'ステップを見る' }).click();
    await s.waitForURL(`**/student/step/${step.id}`);
    await s.getByTestId('step-done-chip').waitFor();
    await expect.poll(() => assignmentState(s)).toBe('done');
    await sidebarLink(s, 'カリキュラム').click();
    await expect.poll(() => courseProgress(s).then((progress) => progress.steps)).toBe('1 / 2 ステップ完了');
    const afterOk = await courseProgress(s);
    expect(afterOk.percent).toBeGreaterThan(before.percent);
    await expect.poll(() => s.getByTestId('next-step').innerText()).toContain(world.steps[1]!.title);
    await settle(s);
    await shot(s, 'student-course-moved');
    await expectNoAxeViolations(s);
    // Back to the step, where the student stays while the rest happens.
    await s.goBack();
    await s.waitForURL(`**/student/step/${step.id}`);
    await s.getByTestId('step-done-chip').waitFor();

    // ── 5. The company user reads the thread: every message, no composer, no buttons to act with.
    const company = await signedInPage(browser(), 'company', world.companyUser.email);
    opened.push({ ...company, who: 'company user' });
    const c = company.page;
    await c.goto('/company/room');
    const companyRow = c.getByTestId('room-row').filter({ hasText: step.title });
    await companyRow.getByTestId('room-status').getByText('OK', { exact: true }).waitFor();
    await companyRow.getByRole('link', { name: step.title }).click();
    await c.waitForURL(new RegExp(`/company/room/${roomId}$`));
    await expect.poll(() => c.getByTestId('room-message').count()).toBe(4);
    await c.getByTestId('room-thread').locator('pre code.hljs').first().waitFor();
    await c.getByTestId('message-verdict').getByText('OK と判定しました').waitFor();
    for (const testId of ['staff-composer', 'open-question', 'open-submit', 'message-marks', 'message-edit', 'room-claim-button', 'judge-ok', 'judge-ng', 'redo-open', 'reply-send']) {
      expect(await c.getByTestId(testId).count(), testId).toBe(0);
    }
    const companyRoom = c.getByTestId('company-room');
    expect(await companyRoom.getByRole('textbox').count()).toBe(0);
    // The one button is the assignment's fold; everything else there is text and links (the files).
    expect(await companyRoom.getByRole('button').allInnerTexts()).toEqual(['課題の内容']);
    await settle(c);
    await shot(c, 'company-read-only');
    await expectNoAxeViolations(c);

    // ── 6. An administrator asks for a redo with a reason: the student's open step is open again, live.
    const admin = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    opened.push({ ...admin, who: 'administrator' });
    const d = admin.page;
    await d.goto(`/admin/room/${roomId}`);
    await d.getByTestId('room-status').getByText('OK', { exact: true }).waitFor();
    await d.getByTestId('redo-open').click();
    const redo = d.getByTestId('redo-dialog');
    await redo.getByRole('textbox', { name: /やり直しの理由/ }).fill(REDO_REASON);
    await waitForStillness(d);
    await dialogShot(d, 'rooms-journey-redo-dialog');
    await redo.getByTestId('text-confirm-button').click();
    await d.getByText('やり直しを依頼しました。', { exact: true }).waitFor();
    await d.getByTestId('room-status').getByText('学習中').waitFor();

    await s.getByTestId('step-done-chip').waitFor({ state: 'detached', timeout: 5_000 });
    await expect.poll(() => assignmentState(s)).toBe('open');
    await settle(s);
    await shot(s, 'student-step-reopened');
    await s.getByTestId('open-step-room').click();
    await s.waitForURL(new RegExp(`/student/room/${roomId}$`));
    await s.getByTestId('room-status').getByText('学習中').waitFor();
    await s.getByTestId('message-verdict').getByText('やり直しを依頼しました').waitFor();
    await s.getByText(REDO_REASON).waitFor();
    expect(await s.getByTestId('open-submit').isDisabled()).toBe(false);
    await sidebarLink(s, 'カリキュラム').click();
    await expect.poll(() => courseProgress(s)).toEqual(before);

    for (const page of opened) expect(page.problems, page.who).toEqual([]);
    await Promise.all(opened.map((page) => page.close()));
  }, 240_000);
});
