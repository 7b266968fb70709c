import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { useLanguage } from '../progress-world.ts';
import { createStudent } from '../world.ts';
import {
  createRoomWorld,
  dialogShot,
  openRoom,
  pngFile,
  studentSays,
  teacherClaims,
  teacherJudges,
  teacherReplies,
  teacherTakesOver,
  watchRoomSocket,
  zipFile,
  type RoomWorld,
} from '../rooms-world.ts';

const browser = useBrowser();
/** The flow's world (queue, claim, answer, judgement, 409, redo), and a second one the screenshots look at unchanged. */
let world: RoomWorld;
let showcase: RoomWorld;
let showcaseRoomId = 0;
/** The showcase's question, held by the second teacher: what the first teacher sees of a room someone else reviews. */
let showcaseHeldRoomId = 0;

const SUBMISSION = ['自己紹介ページができました。', '', '```html', '<h1>山田です</h1>', '<p>よろしくお願いします。</p>', '```'].join('\n');

beforeAll(async () => {
  world = await createRoomWorld('E2E管理');
  showcase = await createRoomWorld('E2E見本');
  // The showcase: a submission judged NG, a question answered, the resubmission waiting; a question waiting in the other step, claimed by the second teacher.
  const room = await openRoom(showcase.student, showcase.steps[0]!.id);
  showcaseRoomId = room.id;
  await studentSays(showcase.student, room.id, MESSAGE_TYPE.assignment, SUBMISSION, [zipFile(), pngFile('完成イメージ.png')]);
  await teacherJudges(showcase.teacher, room.id, ROOM_STATUS.ng, '見出しの構造を見直しましょう。\n\n- `h1` はページに1つ\n- 画像に `alt` を付ける');
  await studentSays(showcase.student, room.id, MESSAGE_TYPE.question, '### 質問のタイトル\n\n`alt` には何を書けばよいですか？');
  await teacherReplies(showcase.teacher, room.id, '画像の内容を短い文で書きます。例：`alt="笑顔の山田の写真"`');
  await studentSays(showcase.student, room.id, MESSAGE_TYPE.assignment, '直しました。\n\n```html\n<img src="me.png" alt="笑顔の山田の写真">\n```', [zipFile('jikoshokai-v2.zip')]);
  const second = await openRoom(showcase.student, showcase.steps[1]!.id);
  await studentSays(showcase.student, second.id, MESSAGE_TYPE.question, '### 質問のタイトル\n\nフォームの送信先はどこにすればよいですか？');
  await teacherClaims(showcase.otherTeacher, second.id);
  showcaseHeldRoomId = second.id;
}, 180_000);

/** The page as it settles, seen from its top with nothing focused. */
async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await waitForStillness(page);
}

const queueRows = (page: Page) => page.locator('.MuiDataGrid-row');
const rowOf = (page: Page, stepTitle: string): Locator => queueRows(page).filter({ hasText: stepTitle });
const queuePath = (world: RoomWorld) => `/admin/room?company_id=${world.companyId}`;

describe('the review queue and the thread (staff)', () => {
  it('fills the queue live, shows claims live, answers with a snippet, takes over a claim, loses a race with a 409, judges OK and asks for a redo', async () => {
    const first = await openRoom(world.student, world.steps[0]!.id);
    const second = await openRoom(world.student, world.steps[1]!.id);
    await studentSays(world.student, first.id, MESSAGE_TYPE.assignment, SUBMISSION, [zipFile()]);

    const { page, problems, close } = await signedInPage(browser(), 'admin', world.teacher.email);
    const socket = await watchRoomSocket(page, 'admin');
    await page.goto(queuePath(world));
    await socket.accepted;
    await rowOf(page, world.steps[0]!.title).waitFor();
    expect(await queueRows(page).count()).toBe(1);
    // The company filter kept in the URL shows the company's name, known from the rows.
    await expect.poll(() => page.getByRole('combobox', { name: '会社' }).inputValue()).toBe(world.companyName);
    expect(await rowOf(page, world.steps[0]!.title).getByTestId('room-age-band').getAttribute('data-band')).toBe('within');

    // A question arrives: the queue shows it without a reload, oldest waiting first.
    await studentSays(world.student, second.id, MESSAGE_TYPE.question, '### 質問のタイトル\n\n送信ボタンを押しても何も起きません。');
    await expect.poll(() => queueRows(page).count(), { timeout: 5_000 }).toBe(2);
    expect(await queueRows(page).first().innerText()).toContain(world.steps[0]!.title);
    // Another teacher takes the submission: everyone sees who, live.
    await teacherClaims(world.otherTeacher, first.id);
    await rowOf(page, world.steps[0]!.title).getByTestId('room-claim').getByText(`レビュー中：${world.otherTeacher.name}`).waitFor({ timeout: 5_000 });
    await settle(page);
    await expectNoAxeViolations(page);

    // The question: an answer saved as a snippet, then inserted from the snippets and sent. Shown, the
    // unseen question is marked seen by the page (reading the room alone changes nothing, issue 21).
    const seen = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === pathOf(roomEndpoints.adminRead, { id: second.id }));
    await rowOf(page, world.steps[1]!.title).getByRole('link', { name: world.student.name }).click();
    await page.waitForURL(new RegExp(`/admin/room/${second.id}\\?company_id=${world.companyId}$`));
    expect((await seen).status()).toBe(204);
    await page.getByTestId('room-assignment').getByRole('heading', { name: '課題：お問い合わせフォーム' }).waitFor();
    const composer = page.getByTestId('staff-composer');
    expect(await composer.getByRole('radio', { name: '質問への回答' }).isChecked()).toBe(true);
    const editor = composer.getByRole('textbox', { name: 'メッセージ' });
    await editor.fill('`form` 要素の `action` に送信先の URL を書きます。');
    await composer.getByTestId('snippet-menu-button').click();
    await page.getByTestId('snippet-save-current').click();
    await page.getByRole('dialog').getByLabel(/^タイトル/).fill(`フォームの送信先 ${world.mark}`);
    await page.getByRole('dialog').getByTestId('form-submit').click();
    await page.getByText('定型文を保存しました。').waitFor();
    await editor.fill('');
    await composer.getByTestId('snippet-menu-button').click();
    await page.getByRole('menuitem', { name: new RegExp(`フォームの送信先 ${world.mark}`) }).click();
    expect(await editor.inputValue()).toBe('`form` 要素の `action` に送信先の URL を書きます。');
    await composer.getByTestId('markdown-preview-tab').click();
    await composer.getByTestId('markdown-preview').locator('code', { hasText: 'action' }).waitFor();
    await composer.getByTestId('reply-send').dblclick();
    await page.getByText('返信しました。').waitFor();
    const messages = page.getByTestId('room-message');
    await expect.poll(() => messages.count()).toBe(2);
    expect(await messages.nth(1).getAttribute('data-own')).toBe('true');
    await messages.nth(1).getByText('質問への回答').waitFor();
    await page.getByRole('link', { name: 'レビュー待ちの一覧へ' }).click();
    await expect.poll(() => queueRows(page).count()).toBe(1);

    // The submission: the other teacher holds it, so it can be answered only by taking it over (issue 21),
    // confirmed by naming them.
    await rowOf(page, world.steps[0]!.title).getByRole('link', { name: world.student.name }).click();
    await page.waitForURL(new RegExp(`/admin/room/${first.id}\\?company_id=${world.companyId}$`));
    await page.getByTestId('room-claim').getByText(`レビュー中：${world.otherTeacher.name}`).waitFor();
    expect(await page.getByTestId('room-claim-button').count()).toBe(0);
    await page.getByTestId('message-attachments').getByText('jikoshokai.zip').waitFor();
    await page.getByTestId('room-thread').locator('pre code.hljs').first().waitFor();
    const offer = page.getByTestId('take-over-offer');
    await offer.getByText(`${world.otherTeacher.name} さんが対応中です`, { exact: false }).waitFor();
    for (const testId of ['staff-composer', 'judge-ok', 'judge-ng', 'reply-send']) expect(await page.getByTestId(testId).count(), testId).toBe(0);
    await offer.getByTestId('take-over-open').click();
    const takeOver = page.getByRole('dialog');
    await takeOver.getByRole('heading', { name: `${world.otherTeacher.name} さんから引き継ぎますか？` }).waitFor();
    await takeOver.getByTestId('confirm-button').click();
    await page.getByText(`${world.otherTeacher.name} さんから引き継ぎました`, { exact: false }).waitFor();
    await page.getByTestId('room-claim').getByText('レビュー中：自分').waitFor();

    // A judgement is begun, but the other teacher takes the room back (this page says who, live) and is faster.
    await composer.getByRole('textbox', { name: 'メッセージ' }).fill('よくできています。');
    await page.getByTestId('judge-ok').click();
    const dialog = page.getByTestId('judge-dialog');
    expect(await dialog.getByRole('textbox', { name: /フィードバック/ }).inputValue()).toBe('よくできています。');
    await teacherTakesOver(world.otherTeacher, first.id, world.teacher);
    await page.getByTestId('claim-taken-notice').getByText(`${world.otherTeacher.name} さんがこのルームの対応を引き継ぎました`, { exact: false }).waitFor({ timeout: 5_000 });
    await teacherJudges(world.otherTeacher, first.id, ROOM_STATUS.ng, '画像に alt を付けましょう。');
    await dialog.getByTestId('text-confirm-button').click();
    // The server's refusal, and the room as it is now: judged NG by the other teacher.
    await page.getByRole('alert').filter({ hasText: '判定' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('room-status').getByText('NG', { exact: true }).waitFor();
    await page.getByTestId('message-verdict').getByText('NG と判定しました（再提出してください）').waitFor();
    await page.getByTestId('claim-taken-notice').waitFor();
    await settle(page);
    await screenshot(page, 'admin-rooms-claim-taken-desktop-ja');
    await expectNoAxeViolations(page);

    // Resubmitted: the room is back, this teacher takes it, judges OK, then asks for a redo.
    await studentSays(world.student, first.id, MESSAGE_TYPE.assignment, '直しました。', [zipFile('v2.zip')]);
    await page.getByTestId('room-status').getByText('提出済み').waitFor({ timeout: 5_000 });
    await page.getByTestId('room-claim-button').click();
    await page.getByTestId('room-claim').getByText('レビュー中：自分').waitFor();
    await page.getByTestId('judge-ok').click();
    await dialog.getByRole('textbox', { name: /フィードバック/ }).fill('**合格です。** 次のステップに進みましょう。');
    await dialog.getByTestId('text-confirm-button').dblclick();
    await page.getByText('OK と判定しました。', { exact: true }).waitFor();
    await page.getByTestId('room-status').getByText('OK', { exact: true }).waitFor();
    expect(await page.getByTestId('message-verdict').filter({ hasText: 'OK と判定しました' }).count()).toBe(1);
    expect(await page.getByTestId('room-claim').count()).toBe(0);
    await page.getByTestId('redo-open').click();
    const redo = page.getByTestId('redo-dialog');
    await redo.getByRole('textbox', { name: /やり直しの理由/ }).fill('提出物に別の受講生のファイルが混ざっていました。');
    await redo.getByTestId('text-confirm-button').click();
    await page.getByText('やり直しを依頼しました。', { exact: true }).waitFor();
    await page.getByTestId('room-status').getByText('学習中').waitFor();
    await settle(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it("judges, then opens the next waiting room of the queue with its filters until none is left (issue 23)", async () => {
    const flow = await createRoomWorld('E2E次');
    const other = await createStudent(flow.companyId, { name: `E2E次 受講生B${flow.mark}`, course_id: flow.courseId });
    // Three rooms of the company wait, in this order: the student's first step, their second, the other student's first.
    const waiting: Array<{ id: number; student: string; step: string }> = [];
    for (const [who, step] of [
      [flow.student, flow.steps[0]!],
      [flow.student, flow.steps[1]!],
      [other, flow.steps[0]!],
    ] as const) {
      const room = await openRoom(who, step.id);
      await studentSays(who, room.id, MESSAGE_TYPE.assignment, SUBMISSION, [zipFile()]);
      waiting.push({ id: room.id, student: who.name, step: step.title });
    }
    const [a, b, c] = waiting as [(typeof waiting)[number], (typeof waiting)[number], (typeof waiting)[number]];
    const { page, problems, close } = await signedInPage(browser(), 'admin', flow.teacher.email);
    const filtered = `?company_id=${flow.companyId}&claimed_by=0`;
    await page.goto(`/admin/room${filtered}`);
    await expect.poll(() => queueRows(page).count()).toBe(3);
    expect(await queueRows(page).nth(0).innerText()).toContain(flow.steps[0]!.title);
    // The student's pace shows beside the name.
    expect(await queueRows(page).first().getByTestId('room-course-mode').innerText()).toBe('通常');

    // The second row first: its link carries the queue's filters.
    await queueRows(page).nth(1).getByRole('link', { name: b.student }).click();
    await page.waitForURL((url) => url.pathname === `/admin/room/${b.id}` && url.search === filtered);
    await page.getByTestId('judge-ok').click();
    const dialog = page.getByTestId('judge-dialog');
    // OK starts from the default words, with the snippets at hand.
    expect(await dialog.getByRole('textbox', { name: /フィードバック/ }).inputValue()).toBe('合格です。お疲れさまでした！');
    await dialog.getByTestId('snippet-menu-button').waitFor();
    await dialog.getByTestId('text-confirm-button').click();
    await page.getByText('OK と判定しました。', { exact: true }).waitFor();
    // Next: the top of the queue as it stands, the room itself gone from it; the focus is on the way on.
    const notice = page.getByTestId('next-room');
    await notice.getByText(`次は ${a.student} さんの「${a.step}」です（レビュー待ち あと 2 件）。`).waitFor();
    await expect.poll(() => notice.getByTestId('next-room-open').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/room/${a.id}` && url.search === filtered);
    await page.getByTestId('room-title').getByText(a.step).waitFor();
    expect(await page.getByTestId('next-room').count()).toBe(0);

    await page.getByTestId('judge-ng').click();
    await dialog.getByRole('textbox', { name: /フィードバック/ }).fill('見出しの順番を見直しましょう。');
    await dialog.getByTestId('text-confirm-button').click();
    await notice.getByText(`次は ${c.student} さんの「${c.step}」です（レビュー待ち あと 1 件）。`).waitFor();
    await notice.getByRole('link', { name: '次のルームへ' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/room/${c.id}` && url.search === filtered);
    await page.getByTestId('judge-ok').click();
    await dialog.getByTestId('text-confirm-button').click();
    await notice.getByText('この絞り込みでレビューを待っているルームは、ほかにありません。').waitFor();
    await settle(page);
    await expectNoAxeViolations(page);
    // None left: back to the queue as it was left, empty now.
    await notice.getByRole('link', { name: 'レビュー待ちの一覧へ' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/room' && url.search === filtered);
    await page.getByText('行がありません。').waitFor();
    expect(await queueRows(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it('keeps the filters in the URL and lets the digest be switched on', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', showcase.teacher.email);
    await page.goto(`${queuePath(showcase)}&claimed_by=0`);
    await rowOf(page, showcase.steps[0]!.title).waitFor();
    expect(await queueRows(page).count()).toBe(1);
    await page.getByTestId('filter-waiting-on').click();
    await page.getByRole('option', { name: 'すべてのルーム' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('waiting_on')).toBe('all');
    await page.reload();
    expect(await page.getByTestId('filter-waiting-on').innerText()).toContain('すべてのルーム');
    const digest = page.getByTestId('room-digest-switch').locator('input');
    expect(await digest.isChecked()).toBe(false);
    await digest.click();
    await page.getByText('期限切れのルームを毎朝メールでお知らせします。').waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('room-digest-switch').locator('input').isChecked()).toBe(true);
    await page.getByTestId('room-digest-switch').locator('input').click();
    await page.getByText('毎朝のメールを止めました。').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it.each(SCREENS_IN_BOTH_LANGUAGES)('looks right: the queue with its figures, the thread, the judgement dialog, the take-over (%s, %s)', async (label, viewport, language) => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', showcase.teacher.email, viewport);
    await useLanguage(page, language);
    const shot = (what: string) => screenshot(page, `admin-rooms-${what}-${label}-${language}`);
    await page.goto(queuePath(showcase));
    await page.getByTestId(viewport === DESKTOP ? 'data-table-frame' : 'data-cards').waitFor();
    await page.getByTestId('room-claim').first().waitFor();
    await page.getByTestId('room-figures').getByRole('heading').first().waitFor();
    await settle(page);
    await shot('queue');
    await expectNoAxeViolations(page);
    // Issue 23: the student's pace shows at every width, and the wait badge stays whole however long the wait (it wraps, never ends in "…").
    expect(await page.getByTestId('room-course-mode').first().isVisible()).toBe(true);
    const cut = await page.getByTestId('room-age-band').evaluateAll((chips) =>
      chips.filter((chip) => {
        const label = chip.querySelector('.MuiChip-label')!;
        label.textContent = `${label.textContent.split(' · ')[0]} · 12日23時間 (12 d 23 h)`;
        const box = chip.getBoundingClientRect();
        const cell = chip.closest('.MuiDataGrid-cell, dd')!.getBoundingClientRect();
        return label.scrollWidth > label.clientWidth + 1 || box.right > cell.right + 1 || box.bottom > cell.bottom + 1;
      }).length,
    );
    expect(cut).toBe(0);

    await page.goto(`/admin/room/${showcaseRoomId}`);
    await page.getByTestId('room-thread').waitFor();
    await page.getByTestId('staff-composer').waitFor();
    await settle(page);
    await shot('thread');
    await expectNoAxeViolations(page);

    await page.getByTestId('staff-composer').getByRole('textbox').first().fill(language === 'ja' ? '見出しが整いました。**合格です。**' : 'The headings are right now. **Well done.**');
    await page.getByTestId('judge-ok').click();
    await page.getByTestId('judge-dialog').getByTestId('text-confirm-button').waitFor();
    await settle(page);
    // A dialog is seen as the screen shows it, not over the whole length of the page behind it.
    await dialogShot(page, `admin-rooms-judge-dialog-${label}-${language}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('judge-dialog').waitFor({ state: 'detached' });

    // A room the second teacher holds: 「引き継ぐ」 in the composer's place, and its confirmation naming them.
    await page.goto(`/admin/room/${showcaseHeldRoomId}`);
    await page.getByTestId('take-over-offer').waitFor();
    await settle(page);
    await shot('thread-held');
    await expectNoAxeViolations(page);
    await page.getByTestId('take-over-open').click();
    await page.getByRole('dialog').getByTestId('confirm-button').waitFor();
    await waitForStillness(page);
    await dialogShot(page, `admin-rooms-take-over-dialog-${label}-${language}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await useLanguage(page, 'ja');
    expect(problems).toEqual([]);
    await close();
  });
});
