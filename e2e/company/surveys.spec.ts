import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { createProgressCourse, useLanguage } from '../progress-world.ts';
import { createSurvey, sampleAnswers, studentSurveyApi } from '../surveys-world.ts';
import { createCompany, createCompanyUser, createStudent, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** The company's user, its six students of the course, and another company's student who answers too. */
let user: Account;
const students: Account[] = [];
let outsider: Account;
let courseId: number;

/** A student answers the sample questions (the text says whose answer it is). */
async function answer(student: Account, surveyId: number, index: number) {
  const api = await studentSurveyApi(student.email);
  const survey = await api.get(surveyId);
  await api.answer(surveyId, sampleAnswers(survey, { single: (index % 3) + 1, multiple: [1], scale: (index % 5) + 1, text: `感想 ${index + 1}` }));
}

beforeAll(async () => {
  courseId = (await createProgressCourse(`E2E 会社アンケートのコース ${stamp}`)).id;
  const own = await createCompany({ name: `E2E アンケート受講会社 ${stamp}` });
  const other = await createCompany();
  user = await createCompanyUser(own.id, { name: `アンケート 担当${stamp}` });
  for (let index = 0; index < 6; index++) students.push(await createStudent(own.id, { name: `会社 受講${index + 1} ${stamp}`, course_id: courseId }));
  outsider = await createStudent(other.id, { name: `別社 受講 ${stamp}`, course_id: courseId });
}, 180_000);

describe('company surveys', () => {
  it('shows its own response rate, and the figures only from 5 of its students', async () => {
    const survey = await createSurvey({ title: `会社向け満足度 ${stamp}`, course_id: courseId });
    for (const [index, student] of students.slice(0, 4).entries()) await answer(student, survey.id, index);
    await answer(outsider, survey.id, 9);
    const { page, problems, close } = await signedInPage(browser(), 'company', user.email, DESKTOP);
    await page.goto('/company/test');
    await page.getByTestId('company-survey-tab').click();
    await page.waitForURL(/\/company\/test\?tab=survey$/);
    const row = page.getByTestId('company-survey-row').filter({ hasText: survey.title });
    await row.waitFor();
    // Four of its six students answered (the other company's student is not counted).
    expect(await row.innerText()).toContain('66.7%（4 / 6名）');
    expect(await row.innerText()).toContain('回答者5名から表示');
    await waitForStillness(page);
    await screenshot(page, 'company-survey-list-1280-ja');
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: survey.title }).click();
    await page.waitForURL(new RegExp(`/company/test/survey/${survey.id}$`));
    await expect.poll(() => page.getByTestId('company-survey-withheld').innerText()).toBe('回答者が5名以上になると集計が表示されます（現在4名）');
    expect(await page.getByTestId('survey-question-result').count()).toBe(0);
    await waitForStillness(page);
    await screenshot(page, 'company-survey-withheld-1280-ja');
    await expectNoAxeViolations(page);

    // The fifth answer: the figures, over its own students only, with no names.
    await answer(students[4]!, survey.id, 4);
    await page.reload();
    const results = page.getByTestId('survey-question-result');
    await expect.poll(() => results.count()).toBe(4);
    expect(await page.getByTestId('survey-response-rate').innerText()).toContain('5 / 6名');
    expect(await results.nth(0).innerText()).toContain('回答 5名');
    const texts = await results.nth(3).getByTestId('survey-texts').innerText();
    expect(texts).toContain('感想 5');
    expect(texts).not.toContain('感想 10');
    for (const student of students) expect(texts).not.toContain(student.name);
    await page.getByTestId('survey-chart-1').locator('svg').first().waitFor();
    await waitForStillness(page);
    await screenshot(page, 'company-survey-results-1280-ja');
    await expectNoAxeViolations(page);

    // Back to the surveys tab.
    await page.getByRole('link', { name: 'アンケート一覧へ戻る' }).click();
    await page.waitForURL(/\/company\/test\?tab=survey$/);
    await expect.poll(() => page.getByTestId('company-survey-row').filter({ hasText: survey.title }).innerText()).toContain('表示できます');
    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it.each(SCREENS_IN_BOTH_LANGUAGES)('shows the surveys tab and a survey’s figures (%s, %s)', async (label, viewport, language) => {
    const survey = await createSurvey({ title: `会社画面確認 ${stamp} ${label}${language}`, course_id: courseId });
    for (const [index, student] of students.slice(0, 5).entries()) await answer(student, survey.id, index);
    const { page, problems, close } = await signedInPage(browser(), 'company', user.email, viewport);
    await useLanguage(page, language);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/company/test?tab=survey');
    await page.getByRole('main').getByText(survey.title).first().waitFor();
    await waitForStillness(page);
    await screenshot(page, `company-survey-list-${label}-${language}`);
    await expectNoAxeViolations(page);

    await page.goto(`/company/test/survey/${survey.id}`);
    await expect.poll(() => page.getByTestId('survey-question-result').count()).toBe(4);
    await page.getByTestId('survey-chart-1').locator('svg').first().waitFor();
    await waitForStillness(page);
    await screenshot(page, `company-survey-results-${label}-${language}`);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);
});
