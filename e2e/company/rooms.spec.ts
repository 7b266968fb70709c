import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { useLanguage } from '../progress-world.ts';
import { createRoomWorld, openRoom, pngFile, studentSays, teacherJudges, teacherReplies, watchRoomSocket, zipFile, type RoomWorld } from '../rooms-world.ts';

const browser = useBrowser();
/** The company's world, and another company whose room must stay out of reach. */
let world: RoomWorld;
let stranger: RoomWorld;
let roomId = 0;
let strangerRoomId = 0;

beforeAll(async () => {
  world = await createRoomWorld('E2E会社');
  stranger = await createRoomWorld('E2E他社');
  const room = await openRoom(world.student, world.steps[0]!.id);
  roomId = room.id;
  await studentSays(world.student, room.id, MESSAGE_TYPE.assignment, '自己紹介ページを提出します。\n\n```html\n<h1>山田です</h1>\n```', [zipFile(), pngFile()]);
  await teacherJudges(world.teacher, room.id, ROOM_STATUS.ng, '`h1` の中身を名前だけにしましょう。');
  await studentSays(world.student, room.id, MESSAGE_TYPE.question, '### 質問のタイトル\n\n名前の後ろの自己紹介文はどこに書けばよいですか？');
  await teacherReplies(world.teacher, room.id, '`p` 要素に書きましょう。');
  await studentSays(world.student, room.id, MESSAGE_TYPE.assignment, '直しました。', [zipFile('v2.zip')]);
  strangerRoomId = (await openRoom(stranger.student, stranger.steps[0]!.id)).id;
}, 180_000);

async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await waitForStillness(page);
}

describe("the students' rooms (company, read-only)", () => {
  it('lists its students’ rooms live with status and waiting time, and shows a thread without any way to write', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'company', world.companyUser.email);
    const socket = await watchRoomSocket(page, 'company');
    await page.goto('/company/room');
    await socket.accepted;
    const rows = page.getByTestId('room-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const first = rows.filter({ hasText: world.steps[0]!.title });
    await first.getByText(world.student.name).waitFor();
    await first.getByTestId('room-status').getByText('提出済み').waitFor();
    await first.getByTestId('room-waiting').getByText(/^講師の対応待ち · \d+分$/).waitFor();

    // The student asks in another step: the list shows it without a reload.
    const second = await openRoom(world.student, world.steps[1]!.id);
    await studentSays(world.student, second.id, MESSAGE_TYPE.question, 'フォームの送信先を教えてください。');
    await expect.poll(() => rows.count(), { timeout: 5_000 }).toBe(2);
    await settle(page);
    await expectNoAxeViolations(page);

    await first.getByRole('link', { name: world.steps[0]!.title }).click();
    await page.waitForURL(new RegExp(`/company/room/${roomId}$`));
    await expect.poll(() => page.getByTestId('room-message').count()).toBe(5);
    await page.getByTestId('room-student').getByText(world.student.name, { exact: false }).waitFor();
    await page.getByTestId('message-verdict').getByText('NG と判定しました（再提出してください）').waitFor();
    for (const testId of ['staff-composer', 'open-question', 'open-submit', 'message-marks', 'message-edit', 'room-claim-button']) {
      expect(await page.getByTestId(testId).count(), testId).toBe(0);
    }
    // The files are theirs to read too.
    const zip = page.getByTestId('message-file').first();
    expect(await zip.getAttribute('href')).toMatch(/^\/api\/company\/room_file\/\d+$/);
    const download = await page.request.get((await zip.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    await settle(page);
    await expectNoAxeViolations(page);

    // Another company's room is not there.
    await page.goto(`/company/room/${strangerRoomId}`);
    await page.getByTestId('error-message').waitFor();
    expect(await page.getByTestId('error-status').innerText()).toContain('404');
    expect(problems).toEqual([]);
    await close();
  });

  it.each(SCREENS_IN_BOTH_LANGUAGES)('looks right: the rooms and a thread (%s, %s)', async (label, viewport, language) => {
    const { page, problems, close } = await signedInPage(browser(), 'company', world.companyUser.email, viewport);
    await useLanguage(page, language);
    const shot = (what: string) => screenshot(page, `company-rooms-${what}-${label}-${language}`);
    await page.goto('/company/room');
    await page.getByTestId('room-row').first().waitFor();
    await settle(page);
    await shot('list');
    await expectNoAxeViolations(page);
    await page.goto(`/company/room/${roomId}`);
    await page.getByTestId('room-message').nth(4).waitFor();
    await page.getByTestId('message-attachments').first().locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await settle(page);
    await shot('thread');
    await expectNoAxeViolations(page);
    await useLanguage(page, 'ja');
    expect(problems).toEqual([]);
    await close();
  });
});
