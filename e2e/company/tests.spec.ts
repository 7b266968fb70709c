import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { createProgressCourse, useLanguage } from '../progress-world.ts';
import { createTest, SAMPLE_QUESTIONS, studentApi } from '../tests-world.ts';
import { createCompany, createCompanyUser, createStudent, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** Two students of this company (one passes, one does not), one who has not taken it, and another company's who passed. */
const NAMES = { passer: `合格 太郎${stamp}`, failer: `不合格 花子${stamp}`, idle: `未受験 次郎${stamp}`, other: `別社 学生${stamp}` };
let user: Account;
let testTitle: string;
let testId: number;

/** Takes the sample test through the API, answering the first `right` questions right and the rest wrong. */
async function takeTest(email: string, id: number, right: number) {
  const api = await studentApi(email);
  const attempt = await api.start(id);
  let seq = 0;
  for (const [index, question] of attempt.questions.entries()) {
    const sample = SAMPLE_QUESTIONS[index]!;
    const answer = index < right ? (sample.correct_keys?.length ? { keys: sample.correct_keys } : { text: String(sample.accepted_answers?.[0] ?? sample.numeric_answer) }) : { text: 'x', keys: [] };
    await api.save(attempt.id, question.id, answer, ++seq);
  }
  return api.submit(attempt.id);
}

beforeAll(async () => {
  const course = await createProgressCourse(`E2E テスト結果のコース ${stamp}`);
  const own = await createCompany();
  const other = await createCompany();
  user = await createCompanyUser(own.id, { name: `テスト 担当${stamp}` });
  const test = await createTest(course.id, { title: `E2E 会社向けテスト ${stamp}` });
  testTitle = test.title;
  testId = test.id;
  const passer = await createStudent(own.id, { name: NAMES.passer, course_id: course.id });
  const failer = await createStudent(own.id, { name: NAMES.failer, course_id: course.id });
  await createStudent(own.id, { name: NAMES.idle, course_id: course.id });
  const outsider = await createStudent(other.id, { name: NAMES.other, course_id: course.id });
  await takeTest(passer.email, test.id, 6);
  await takeTest(failer.email, test.id, 2);
  await takeTest(outsider.email, test.id, 6);
});

describe('company tests', () => {
  it('counts its own students who finished and passed, and lists their results only', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'company', user.email, DESKTOP);
    await page.goto('/company/test');
    const row = page.getByTestId('company-test-row').filter({ hasText: testTitle });
    await row.waitFor();
    // Three students may take it; two finished; one passed (the other company's student is not counted).
    expect(await row.innerText()).toMatch(/3人[\s\S]*2人[\s\S]*1人/);
    expect(await page.title()).toBe('テスト | Manabiya');
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: testTitle }).click();
    await page.waitForURL(new RegExp(`/company/test/result\\?test_id=${testId}$`));
    const rows = page.getByTestId('company-result-row');
    await expect.poll(() => rows.count()).toBe(2);
    const text = (await rows.allInnerTexts()).join('\n');
    expect(text).toContain(NAMES.passer);
    expect(text).toContain(NAMES.failer);
    expect(text).not.toContain(NAMES.other);
    expect(text).not.toContain(NAMES.idle);
    const passerRow = rows.filter({ hasText: NAMES.passer });
    expect(await passerRow.innerText()).toContain('100%');
    expect(await passerRow.getByTestId('pass-chip').first().getAttribute('data-passed')).toBe('true');
    await expectNoAxeViolations(page);

    // Passed only.
    await page.getByRole('combobox', { name: '合否' }).click();
    await page.getByRole('option', { name: '合格', exact: true }).click();
    await page.waitForURL(/passed=true/);
    await expect.poll(async () => (await rows.allInnerTexts()).join('\n')).not.toContain(NAMES.failer);
    expect((await rows.allInnerTexts()).join('\n')).toContain(NAMES.passer);

    // By name.
    await page.getByRole('combobox', { name: '合否' }).click();
    await page.getByRole('option', { name: 'すべて', exact: true }).click();
    await page.getByRole('searchbox', { name: '受講生の名前で検索' }).fill(`不合格 花子${stamp}`);
    await page.waitForURL(/q=/);
    await expect.poll(async () => (await rows.allInnerTexts()).join('\n')).not.toContain(NAMES.passer);
    expect(await rows.count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(SCREENS_IN_BOTH_LANGUAGES)('shows the tests and the results (%s, %s)', async (label, viewport, language) => {
    const { page, problems, close } = await signedInPage(browser(), 'company', user.email, viewport);
    await useLanguage(page, language);
    await page.goto('/company/test');
    await page.getByTestId('company-test-row').filter({ hasText: testTitle }).waitFor();
    await waitForStillness(page);
    await screenshot(page, `company-tests-list-${label}-${language}`);
    await page.goto(`/company/test/result?test_id=${testId}`);
    await page.getByTestId('company-result-row').first().waitFor();
    await waitForStillness(page);
    await screenshot(page, `company-tests-results-${label}-${language}`);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});
