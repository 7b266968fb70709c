import type { AttemptView } from '@manabiya/domain/contracts/tests';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness, type Viewport } from '../fixtures.ts';
import { createProgressCourse, useLanguage } from '../progress-world.ts';
import { adminResults, createTest, SAMPLE_QUESTIONS, studentApi } from '../tests-world.ts';
import { createCompany, createStudent, uniqueMark } from '../world.ts';
import { QUESTION_KIND } from '@manabiya/domain/enums/tests';

const browser = useBrowser();
let companyId: number;
let courseId: number;

beforeAll(async () => {
  courseId = (await createProgressCourse(`E2E テストのコース ${uniqueMark()}`)).id;
  companyId = (await createCompany()).id;
});

const newStudent = () => createStudent(companyId, { course_id: courseId, course_mode: 0 });
const studentPage = (email: string, viewport: Viewport = DESKTOP) => signedInPage(browser(), 'student', email, viewport);

/** What a student who knows the answers gives for each of the sample questions, by position. */
const RIGHT_ANSWERS = ['HyperText Markup Language', ['.title', '#main'], 'h1', '7', 'const', 'https'] as const;

const card = (page: Page, index: number) => page.getByTestId('question-card').nth(index);

/** Answers the question at `index` (0-based) of the sample test as the page's inputs take it. */
async function answer(page: Page, index: number, value: string | readonly string[] = RIGHT_ANSWERS[index]!) {
  const question = card(page, index);
  const kind = SAMPLE_QUESTIONS[index]!.kind;
  if (kind === QUESTION_KIND.single) await question.getByRole('radio', { name: value as string, exact: true }).check();
  else if (kind === QUESTION_KIND.multiple) for (const text of value as readonly string[]) await question.getByRole('checkbox', { name: text, exact: true }).check();
  else await question.getByRole('textbox').fill(value as string);
}

const saveStateOf = (page: Page, index: number) => card(page, index).getByTestId('question-save-state').getAttribute('data-state');

/** Opens the test from the list and starts it, confirming the start. */
async function openAndStart(page: Page, title: string) {
  await page.goto('/student/test');
  await page.getByRole('link', { name: title }).first().click();
  await page.waitForURL(/\/student\/test\/\d+$/);
  await page.getByTestId('start-test').click();
  await page.getByTestId('confirm-button').click();
  await page.waitForURL(/\?attempt=\d+$/);
  await card(page, 0).waitFor();
}

const attemptIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('attempt'));

/** The time left the page shows (ms), against the server's: the deadline minus now (this machine is the server's). */
async function timerError(page: Page, deadlineAt: string): Promise<number> {
  const shown = Number(await page.getByTestId('attempt-timer').getAttribute('data-remaining-ms'));
  return shown - (Date.parse(deadlineAt) - Date.now());
}

describe('taking a test', () => {
  it('keeps every answer through a 30-second network cut, and another device resumes them with the timer right', { timeout: 180_000 }, async () => {
    const test = await createTest(courseId, { time_limit_minutes: 20 });
    const student = await newStudent();
    const api = await studentApi(student.email);
    const first = await studentPage(student.email);
    const { page } = first;

    await page.goto('/student/test');
    const row = page.getByTestId('student-test-row').filter({ hasText: test.title });
    await row.waitFor();
    expect(await row.getByTestId('test-state').getAttribute('data-state')).toBe('not_started');
    await expectNoAxeViolations(page);
    expect(await page.getByTestId('page-title').innerText()).toBe('テスト');

    await openAndStart(page, test.title);
    // The test page is full width: no side menu.
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    const attemptId = attemptIdOf(page);
    expect(await page.getByTestId('question-card').count()).toBe(6);

    // Half the test, each answer saved as it is given.
    for (const index of [0, 1, 2]) await answer(page, index);
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');
    for (const index of [0, 1, 2]) expect(await saveStateOf(page, index)).toBe('saved');
    expect(await page.getByTestId('nav-question').nth(0).getAttribute('data-answered')).toBe('true');
    expect(await page.getByTestId('nav-question').nth(3).getAttribute('data-answered')).toBe('false');
    await expectNoAxeViolations(page);

    // The network goes; the student keeps answering for 30 seconds.
    await first.context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await answer(page, 3);
    await answer(page, 4);
    await page.waitForTimeout(15_000);
    await answer(page, 5);
    await expect.poll(() => saveStateOf(page, 5)).toBe('offline');
    expect(await page.getByTestId('save-status').getAttribute('data-state')).toBe('offline');
    await page.waitForTimeout(15_000);
    expect((await api.attempt(attemptId)).answers).toHaveLength(3);
    // Kept in this browser meanwhile.
    const kept = await page.evaluate((id) => Object.keys(localStorage).filter((key) => key.endsWith(`:${id}`)).map((key) => localStorage.getItem(key)), attemptId);
    expect((JSON.parse(kept[0]!) as { queue: unknown[] }).queue).toHaveLength(3);

    // It comes back: the queue goes out by itself.
    await first.context.setOffline(false);
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');
    await page.getByTestId('offline-banner').waitFor({ state: 'hidden' });
    expect((await api.attempt(attemptId)).answers).toHaveLength(6);
    expect(first.problems).toEqual([]);
    await first.close();

    // Signed in again elsewhere: every answer is there, the timer as the server's.
    const second = await studentPage(student.email);
    await second.page.goto('/student/test');
    const resumeRow = second.page.getByTestId('student-test-row').filter({ hasText: test.title });
    expect(await resumeRow.getByTestId('test-state').getAttribute('data-state')).toBe('in_progress');
    await second.page.getByRole('link', { name: test.title }).click();
    await second.page.getByTestId('start-test').click();
    await second.page.waitForURL(new RegExp(`attempt=${attemptId}$`));
    const again = second.page;
    await card(again, 0).waitFor();
    expect(await card(again, 0).getByRole('radio', { name: RIGHT_ANSWERS[0], exact: true }).isChecked()).toBe(true);
    expect(await card(again, 1).getByRole('checkbox', { name: '.title', exact: true }).isChecked()).toBe(true);
    expect(await card(again, 1).getByRole('checkbox', { name: '#main', exact: true }).isChecked()).toBe(true);
    expect(await card(again, 1).getByRole('checkbox', { name: '->title', exact: true }).isChecked()).toBe(false);
    expect(await card(again, 2).getByRole('textbox').inputValue()).toBe('h1');
    expect(await card(again, 3).getByRole('textbox').inputValue()).toBe('7');
    expect(await card(again, 3).getByRole('textbox').getAttribute('inputmode')).toBe('decimal');
    expect(await card(again, 4).getByRole('radio', { name: 'const', exact: true }).isChecked()).toBe(true);
    expect(await card(again, 5).getByRole('textbox').inputValue()).toBe('https');
    for (const index of [0, 1, 2, 3, 4, 5]) expect(await saveStateOf(again, index)).toBe('saved');
    const view: AttemptView = await api.attempt(attemptId);
    expect(Math.abs(await timerError(again, view.deadline_at!))).toBeLessThan(2_000);

    // Submitted: the result with each question's answer and explanation.
    await again.getByTestId('submit-attempt').click();
    await again.getByRole('dialog').getByText('すべての問題に回答しています').waitFor();
    await again.getByTestId('confirm-button').click();
    await again.getByTestId('attempt-result').waitFor();
    expect(await again.getByTestId('result-percent').innerText()).toBe('100%');
    expect(await again.getByTestId('result-grade').innerText()).toBe('S');
    expect(await again.getByTestId('review-card').count()).toBe(6);
    expect(await again.getByTestId('explanation').count()).toBe(2);
    expect(await again.getByTestId('correct-answer').allInnerTexts()).toEqual(['HyperText Markup Language', '.title / #main', 'h1', '7', 'const', 'https']);
    await expectNoAxeViolations(again);
    expect(second.problems).toEqual([]);
    await second.close();
  });

  it('shows the time left by the server clock when the page clock is ten minutes wrong', async () => {
    const test = await createTest(courseId, { time_limit_minutes: 30 });
    const student = await newStudent();
    const started = await (await studentApi(student.email)).start(test.id);
    const opened = await studentPage(student.email);
    await shiftPageClock(opened.context, 10 * 60_000);
    await opened.page.goto(`/student/test/${test.id}?attempt=${started.id}`);
    await opened.page.getByTestId('attempt-timer').waitFor();
    // The page's own clock is ten minutes ahead…
    expect(Math.abs((await opened.page.evaluate(() => Date.now())) - Date.now() - 10 * 60_000)).toBeLessThan(1_000);
    // …and the time left is the server's all the same, within a second or two.
    await opened.page.waitForTimeout(1_500);
    expect(Math.abs(await timerError(opened.page, started.deadline_at!))).toBeLessThan(2_000);
    const text = await opened.page.getByTestId('attempt-timer').innerText();
    expect(text).toMatch(/(29|30):\d\d$/);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it('warns as the end nears and hands the attempt in by itself at zero', { timeout: 90_000 }, async () => {
    // The test closes 25 seconds from now: the attempt's deadline is the close, earlier than its time limit.
    const test = await createTest(courseId, { time_limit_minutes: 30, available_until: new Date(Date.now() + 25_000).toISOString() }, SAMPLE_QUESTIONS.slice(0, 2));
    const student = await newStudent();
    const { page, problems, close } = await studentPage(student.email);
    await openAndStart(page, test.title);
    expect(await page.getByTestId('time-warning').getAttribute('data-warning')).toBe('60000');
    expect(await page.getByTestId('time-announcement').innerText()).toBe('残り1分です。');
    await answer(page, 0);
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');
    // At zero the page sends what waits and hands the attempt in: its result shows.
    await page.getByTestId('attempt-result').waitFor({ timeout: 40_000 });
    expect(await page.getByTestId('result-score').innerText()).toMatch(/^1\s*\/\s*2$/);
    expect(problems).toEqual([]);
    await close();
  });

  it('is finished by the server at its deadline with the answers it held, with no browser open', { timeout: 180_000 }, async () => {
    const student = await newStudent();
    const { context, page, problems } = await studentPage(student.email);
    // The test closes 30 seconds from now, which is then the attempt's deadline (a time limit is a minute at least).
    const test = await createTest(courseId, { time_limit_minutes: 30, available_until: new Date(Date.now() + 30_000).toISOString() }, SAMPLE_QUESTIONS.slice(0, 4));
    await openAndStart(page, test.title);
    const attemptId = attemptIdOf(page);
    // Two of four right, one wrong, one left empty.
    await answer(page, 0);
    await answer(page, 2);
    await answer(page, 3, '8');
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');
    expect(problems).toEqual([]);
    await context.close();

    const api = await studentApi(student.email);
    const deadline = Date.parse((await adminOpenAttemptDeadline(api, attemptId))!);
    // The deadline, its grace for saves in flight (5 s) and the period of the server's finishing job (10 s): finished with no one reading the attempt.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()) + 11_000));
    await expect.poll(async () => (await adminResults(test.id)).find((row) => row.student_id === student.id)?.in_progress, { timeout: 15_000, interval: 1_000 }).toBe(false);
    const view = await api.attempt(attemptId);
    expect(view.result?.finished_by).toBe('deadline');
    expect(view.result?.score).toBe(2);
    expect(view.result?.max_score).toBe(4);
    expect(view.result?.percent).toBe(50);
    expect(view.result?.passed).toBe(false);
  });
});

/** The deadline of an attempt, read before it passes (a read of a running attempt changes nothing). */
async function adminOpenAttemptDeadline(api: Awaited<ReturnType<typeof studentApi>>, attemptId: number): Promise<string | null> {
  return (await api.attempt(attemptId)).deadline_at;
}

/** Every page of the context sees its clock `ms` ahead of the real one. */
async function shiftPageClock(context: BrowserContext, ms: number) {
  await context.addInitScript((shift) => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + shift;
  }, ms);
}

describe('the test pages in both languages', () => {
  it.each(SCREENS_IN_BOTH_LANGUAGES)('shows the list, the attempt and the result (%s, %s)', { timeout: 120_000 }, async (label, viewport, language) => {
    const test = await createTest(courseId, { time_limit_minutes: 30, title: language === 'ja' ? `Web 基礎 総合テスト ${uniqueMark()}` : `Web basics final test ${uniqueMark()}` });
    const student = await newStudent();
    const { context, page, problems, close } = await studentPage(student.email, viewport);
    await useLanguage(page, language);
    const shot = (what: string) => screenshot(page, `student-tests-${what}-${label}-${language}`);

    await page.goto('/student/test');
    await page.getByTestId('student-test-row').first().waitFor();
    await waitForStillness(page);
    await shot('list');

    await page.getByRole('link', { name: test.title }).first().click();
    await page.getByTestId('start-test').waitFor();
    await waitForStillness(page);
    await shot('test');
    await expectNoAxeViolations(page);

    await page.getByTestId('start-test').click();
    await page.getByTestId('confirm-button').click();
    await card(page, 0).waitFor();
    await answer(page, 0);
    await answer(page, 1);
    await answer(page, 3, '8');
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state')).toBe('saved');
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await waitForStillness(page);
    await shot('attempt');
    await expectNoAxeViolations(page);

    await context.setOffline(true);
    await answer(page, 4);
    await page.getByTestId('offline-banner').waitFor();
    await card(page, 4).scrollIntoViewIfNeeded();
    await waitForStillness(page);
    await page.screenshot({ path: `e2e/.artifacts/student-tests-offline-${label}-${language}.png` });
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');

    await page.getByTestId('submit-attempt').click();
    await page.getByRole('dialog').waitFor();
    await waitForStillness(page);
    await page.screenshot({ path: `e2e/.artifacts/student-tests-submit-${label}-${language}.png` });
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('attempt-result').waitFor();
    await waitForStillness(page);
    await shot('result');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});
