import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, INSTALL_ADMIN, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { createProgressCourse, daysAgo, todayInTokyo, useLanguage, writeReport } from '../progress-world.ts';
import { createCompany, createStudent, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** What a hostile report holds: raw HTML with a handler and a javascript: link, both to be shown inert. */
const HOSTILE = '<img src=x onerror="window.__xss = 1">\n\n[押してね](javascript:window.__xss=2)';
let student: Account;
let other: Account;
let course: Awaited<ReturnType<typeof createProgressCourse>>;

beforeAll(async () => {
  course = await createProgressCourse(`E2E 日報コース ${stamp}`);
  const company = await createCompany();
  student = await createStudent(company.id, { name: `日報 書き手${stamp}`, course_id: course.id, start_date: daysAgo(3) });
  other = await createStudent(company.id, { name: `日報 見本${stamp}`, course_id: course.id, start_date: daysAgo(3) });
  await writeReport(other.email, {
    report_date: daysAgo(1),
    study_minutes: 120,
    did: '## HTML の骨組み\n\n- `<head>` と `<body>` の役割を確認した\n- 自己紹介ページの下書きを作った\n\n```html\n<h1>こんにちは</h1>\n```',
    next: 'CSS でレイアウトを整える',
    troubles: '`display: flex` の並び方がまだあいまい',
  });
});

async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await waitForStillness(page);
}

const reportDialog = (page: Page) => page.getByRole('dialog');
const XSS_PROBE = () => (window as unknown as { __xss?: number }).__xss ?? 0;

describe('daily reports and self-checks (student)', () => {
  it('writes a report with the ledger figure beside the declared time, previews Markdown and shows hostile Markdown inert', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'student', student.email, DESKTOP);
    page.on('dialog', (dialog) => {
      problems.push(`a dialog opened: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto('/student/report');
    await page.getByTestId('report-new').waitFor();
    await expect.poll(() => page.title()).toBe('日報・セルフチェック | Manabiya');
    await page.getByTestId('report-new').click();
    const dialog = reportDialog(page);
    expect(await dialog.getByLabel(/^日付/).inputValue()).toBe(todayInTokyo());
    // No study recorded today: the ledger says 0, the declared time is filled with it, and the difference shows once changed.
    await dialog.getByText('学習記録と同じです（0分）。').waitFor();
    await dialog.getByLabel(/^学習時間（分）/).fill('90');
    await dialog.getByText('学習記録は 0分（差 +1時間30分）。必要なら直してください。').waitFor();
    await dialog.getByRole('textbox', { name: /^やったこと/ }).fill(`## 今日の学習\n\n- HTML の骨組み\n\n${HOSTILE}`);
    await dialog.getByRole('textbox', { name: /^困っていること/ }).fill(HOSTILE);
    await dialog.getByTestId('markdown-preview-tab').first().click();
    await dialog.getByRole('heading', { name: '今日の学習' }).waitFor();
    await dialog.getByTestId('safe-markdown').getByText('<img src=x onerror="window.__xss = 1">').waitFor();
    await dialog.getByTestId('form-submit').click();
    await page.getByText('日報を保存しました。').waitFor();

    const card = page.getByTestId('report-card').first();
    await card.getByRole('heading', { name: '今日の学習' }).waitFor();
    expect(await card.innerText()).toContain('学習時間 1時間30分（学習記録 0分）');
    // The HTML shows as the characters typed; the javascript: link goes nowhere; nothing ran.
    expect(await card.locator('img').count()).toBe(0);
    expect(await card.getByText('<img src=x onerror="window.__xss = 1">').count()).toBe(2);
    expect(await card.getByText('押してね').count()).toBe(2);
    expect(await card.locator('a[href^="javascript" i]').count()).toBe(0);
    expect(await page.evaluate(XSS_PROBE)).toBe(0);

    // A second report for today: the form says one exists and opens it instead.
    await page.getByTestId('report-new').click();
    await reportDialog(page).getByTestId('report-day-taken').waitFor();
    await reportDialog(page).getByRole('button', { name: 'その日報を開く' }).click();
    await page.getByRole('heading', { name: '日報を書き直す' }).waitFor();
    expect(await reportDialog(page).getByLabel(/^学習時間（分）/).inputValue()).toBe('90');
    await reportDialog(page).getByRole('button', { name: 'キャンセル' }).click();
    await settle(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('rates the understanding of a curriculum in the self-check dialog, also opened by a link', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'student', student.email, DESKTOP);
    await page.goto(`/student/report?selfcheck=${course.curricula[1]!.curriculum.id}`);
    const dialog = reportDialog(page);
    await dialog.getByText(`セルフチェック：${course.curricula[1]!.curriculum.name}`).waitFor();
    // The stars are labels of visually hidden radios: a click on the radio is what a click on the fourth star does.
    await dialog.getByRole('radio', { name: '理解度 4 / 5' }).dispatchEvent('click');
    await dialog.getByText('4：ほぼ理解できた').waitFor();
    await dialog.getByRole('textbox', { name: 'コメント' }).fill('配列はわかった。オブジェクトがまだ不安。');
    await dialog.getByTestId('form-submit').click();
    await page.getByText('セルフチェックを保存しました。').waitFor();
    const row = page.getByTestId('selfcheck-row').nth(1);
    await row.getByText('オブジェクトがまだ不安', { exact: false }).waitFor();
    expect(page.url()).not.toContain('selfcheck=');
    await settle(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('lets staff read the report inert, comment and check it; the student then sees both and cannot rewrite it', async () => {
    const staff = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email, DESKTOP);
    await staff.page.goto(`/admin/student/${student.id}`);
    const card = staff.page.getByTestId('report-card').first();
    await card.getByRole('heading', { name: '今日の学習' }).waitFor();
    expect(await card.locator('img').count()).toBe(0);
    await staff.page.getByTestId('curriculum-timeline').waitFor();
    await staff.page.getByTestId('timeline-selfcheck').nth(1).getByText('オブジェクトがまだ不安', { exact: false }).waitFor();
    await card.getByTestId('report-comment-open').click();
    await card.getByRole('textbox', { name: /^コメント/ }).fill('**よくまとまっています。** 次は `flex` を試しましょう。');
    await card.getByTestId('report-comment-submit').click();
    await card.getByTestId('report-comment').getByText('よくまとまっています。').waitFor();
    await card.getByTestId('report-check').click();
    await card.getByTestId('report-checked').waitFor();
    expect(await card.getByTestId('report-check').count()).toBe(0);
    await settle(staff.page);
    await screenshot(staff.page, 'admin-student-detail-reports-desktop');
    await expectNoAxeViolations(staff.page);
    expect(staff.problems).toEqual([]);
    await staff.close();

    const { page, problems, close } = await signedInPage(browser(), 'student', student.email, DESKTOP);
    await page.goto('/student/report');
    const own = page.getByTestId('report-card').first();
    await own.getByTestId('report-checked').waitFor();
    await own.getByTestId('report-comment').getByText('よくまとまっています。').waitFor();
    expect(await own.getByTestId('report-edit').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(SCREENS_IN_BOTH_LANGUAGES)('looks right: the report list, the form with its preview, the self-checks (%s, %s)', async (label, viewport, language) => {
    const { page, problems, close } = await signedInPage(browser(), 'student', other.email, viewport);
    await useLanguage(page, language);
    const shot = (what: string) => screenshot(page, `student-reports-${what}-${label}-${language}`);
    await page.goto('/student/report');
    await page.getByTestId('report-card').first().waitFor();
    await page.getByTestId('selfcheck-row').first().waitFor();
    await settle(page);
    await shot('list');
    await page.getByTestId('report-card').first().getByTestId('report-edit').click();
    await reportDialog(page).getByTestId('form-submit').waitFor();
    await settle(page);
    await shot('form');
    await reportDialog(page).getByTestId('markdown-preview-tab').first().click();
    await reportDialog(page).getByTestId('safe-markdown').first().waitFor();
    await settle(page);
    await shot('form-preview');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await useLanguage(page, 'ja');
    expect(problems).toEqual([]);
    await close();
  });
});
