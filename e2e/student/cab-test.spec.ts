import type { QuestionBodyInput } from '@manabiya/domain/contracts/tests';
import { studentTestEndpoints } from '@manabiya/domain/endpoints/tests';
import { QUESTION_KIND } from '@manabiya/domain/enums/tests';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, PHONE, screenshot, signedInPage, useBrowser, waitForStillness, type Viewport } from '../fixtures.ts';
import { callApi } from '../information-admin-api.ts';
import { createProgressCourse, useLanguage } from '../progress-world.ts';
import { createCabTest, studentApi } from '../tests-world.ts';
import { accountToken, createCompany, createRole, createStaff, createStudent, uniqueMark } from '../world.ts';

/*
 * A CAB test in timed sections (decision 048, "CAB sections"): the student walks the sections one
 * after another with no going back, and the last one ends by the clock. Its sections are a minute at
 * least, so the test's close (a few seconds away) ends them sooner and keeps the waits short.
 */

const browser = useBrowser();
let companyId: number;
let courseId: number;

beforeAll(async () => {
  courseId = (await createProgressCourse(`E2E CAB のコース ${uniqueMark()}`)).id;
  companyId = (await createCompany()).id;
});

const newStudent = () => createStudent(companyId, { course_id: courseId, course_mode: 0 });
const studentPage = (email: string, viewport: Viewport = DESKTOP) => signedInPage(browser(), 'student', email, viewport);

const choice = (body: string, options: string[], right: number): QuestionBodyInput => ({
  kind: QUESTION_KIND.single,
  body,
  options: options.map((text, index) => ({ key: index + 1, text })),
  correct_keys: [right],
});
const LANGUAGE: QuestionBodyInput[] = [choice('「迅速」に近い言葉は？', ['慎重', '敏速', '緩慢'], 2), choice('「楽観」の反対は？', ['悲観', '主観', '達観'], 1)];
const NUMBERS: QuestionBodyInput[] = [
  { kind: QUESTION_KIND.numeric, body: '2, 5, 11, 23, ? に入る数は？', numeric_answer: 47 },
  { kind: QUESTION_KIND.numeric, body: '2,000 円の 15% 引きは何円？', numeric_answer: 1700 },
];
const LOGIC: QuestionBodyInput[] = [choice('A は B より背が高く、B は C より高い。いちばん低いのは？', ['A', 'B', 'C'], 3)];

/** The sizes the pages are looked at: the desktop (1280 px) and the phone (390 px). */
const SCREENS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

const cards = (page: Page) => page.getByTestId('question-card');
const headingOf = (page: Page) => page.getByTestId('section-heading');

/** Opens the test from the list and starts it, confirming the start. */
async function openAndStart(page: Page, title: string) {
  await page.goto('/student/test');
  await page.getByRole('link', { name: title }).first().click();
  await page.waitForURL(/\/student\/test\/\d+$/);
  await page.getByTestId('start-test').click();
  await page.getByTestId('confirm-button').click();
  await page.waitForURL(/\?attempt=\d+$/);
  await cards(page).first().waitFor();
}

describe('a CAB test in timed sections', () => {
  it('moves on section by section with no going back, and hands the attempt in when the last section’s time is up', { timeout: 60_000 }, async () => {
    // The test closes 25 seconds from now: every section ends by then.
    const test = await createCabTest(
      courseId,
      [
        { title: '言語', time_limit_minutes: 3, questions: LANGUAGE },
        { title: '計数', time_limit_minutes: 3, questions: NUMBERS },
      ],
      { available_until: new Date(Date.now() + 25_000).toISOString() },
    );
    const language = test.questions.filter((question) => question.section_id === test.sections[0]!.id);
    const student = await newStudent();
    const { page, problems, close } = await studentPage(student.email);
    await openAndStart(page, test.title);
    const attemptId = Number(new URL(page.url()).searchParams.get('attempt'));

    // Section 1: its own questions only, and the way on instead of a submit.
    expect(await headingOf(page).innerText()).toBe('セクション 1/2 — 言語');
    expect(await page.getByTestId('section-step').evaluateAll((steps) => steps.map((step) => step.getAttribute('data-state')))).toEqual(['current', 'upcoming']);
    expect(await cards(page).count()).toBe(2);
    expect(await page.getByTestId('submit-attempt').count()).toBe(0);
    await cards(page).nth(0).getByRole('radio', { name: '敏速', exact: true }).check();
    await cards(page).nth(1).getByRole('radio', { name: '主観', exact: true }).check();
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');
    await expectNoAxeViolations(page);

    // Moving on says the answers cannot be changed afterwards.
    await page.getByTestId('next-section').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.innerText()).toContain('このセクションには戻れず、回答も変更できなくなります。');
    await page.getByTestId('confirm-button').click();
    await expect.poll(() => headingOf(page).innerText()).toBe('セクション 2/2 — 計数');
    expect(await page.getByTestId('section-step').evaluateAll((steps) => steps.map((step) => step.getAttribute('data-state')))).toEqual(['done', 'current']);
    expect(await cards(page).count()).toBe(2);
    expect(await page.getByText('「迅速」に近い言葉は？').count()).toBe(0);
    await cards(page).nth(0).getByRole('textbox').fill('47');
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');

    // No going back: the server refuses a change to section 1.
    const token = await accountToken('student', student.email);
    const back = await callApi(token, studentTestEndpoints.saveAnswer, { params: { attempt_id: attemptId }, body: { question_id: language[1]!.id, answer: { keys: [1] }, seq: 1_000_000 } });
    expect(back.status).toBe(409);
    expect(((await back.json()) as { code: string }).code).toBe('section_closed');

    // The last section's time is up at the close: the attempt is handed in, section 1's answers counted.
    await page.getByTestId('attempt-result').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('section-score').allInnerTexts()).toEqual(['1 / 2 点（50%）', '1 / 2 点（50%）']);
    const view = await (await studentApi(student.email)).attempt(attemptId);
    expect(view.result).toMatchObject({ score: 2, max_score: 4 });
    expect(view.sections.map((section) => section.state)).toEqual(['done', 'done']);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the CAB pages in both languages', () => {
  it.each(['ja', 'en'] as const)('shows the editor’s sections and the attempt in sections at 1280 and 390 px (%s)', { timeout: 60_000 }, async (language) => {
    const ja = language === 'ja';
    const test = await createCabTest(courseId, [
      { title: ja ? '言語' : 'Verbal', time_limit_minutes: 3, questions: LANGUAGE },
      { title: ja ? '計数' : 'Numerical', time_limit_minutes: 4, questions: NUMBERS },
      { title: ja ? '論理' : 'Logic', time_limit_minutes: 2, questions: LOGIC },
    ]);

    const editor = await createStaff({ permission_role_id: (await createRole({ dashboard: ACCESS_LEVEL.read, test: ACCESS_LEVEL.write })).id });
    const staff = await signedInPage(browser(), 'admin', editor.email);
    await useLanguage(staff.page, language);
    await staff.page.goto(`/admin/test/${test.id}`);
    await staff.page.getByTestId('section-list').waitFor();
    expect(await staff.page.getByTestId('section-row').count()).toBe(3);
    expect(await staff.page.getByTestId('question-section').count()).toBe(5);
    for (const [label, viewport] of SCREENS) {
      await staff.page.setViewportSize(viewport);
      await waitForStillness(staff.page);
      await screenshot(staff.page, `cab-editor-${label}-${language}`);
      await expectNoAxeViolations(staff.page);
      await staff.page.getByTestId('sections-edit').click();
      await staff.page.getByTestId('section-form-row').nth(2).waitFor();
      await waitForStillness(staff.page);
      await staff.page.screenshot({ path: `e2e/.artifacts/cab-sections-dialog-${label}-${language}.png` });
      await expectNoAxeViolations(staff.page);
      await staff.page.keyboard.press('Escape');
      await staff.page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    expect(staff.problems).toEqual([]);
    await staff.close();

    const student = await newStudent();
    const { page, problems, close } = await studentPage(student.email);
    await useLanguage(page, language);
    await openAndStart(page, test.title);
    await cards(page).nth(0).getByRole('radio').nth(1).check();
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');
    for (const [label, viewport] of SCREENS) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await waitForStillness(page);
      await screenshot(page, `cab-attempt-${label}-${language}`);
      await expectNoAxeViolations(page);
      await page.getByTestId('next-section').click();
      await page.getByRole('dialog').waitFor();
      await waitForStillness(page);
      await page.screenshot({ path: `e2e/.artifacts/cab-next-section-${label}-${language}.png` });
      await page.getByRole('button', { name: ja ? 'キャンセル' : 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    expect(problems).toEqual([]);
    await close();
  });
});
