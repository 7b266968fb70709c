import { SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, PHONE, screenshot, signedInPage, storedUser, useBrowser } from '../fixtures.ts';
import { createProgressCourse } from '../progress-world.ts';
import { createSurvey, studentSurveyApi, surveyResults } from '../surveys-world.ts';
import { createCompany, createStudent, uniqueMark } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** A student of this spec before the start flow, and one who completed the course and has not answered the final survey. */
const NAME = `E2E 新規${stamp}`;
const GRADUATE = `E2E 修了${stamp}`;
let email: string;
let graduateEmail: string;
/** This spec's course, whose own initial and final surveys are the newest its students are asked. */
let initialSurveyId: number;
let finalSurveyId: number;

beforeAll(async () => {
  const course = await createProgressCourse(`E2E 開始フローのコース ${stamp}`);
  const company = await createCompany();
  initialSurveyId = (await createSurvey({ type: SURVEY_TYPE.initial, title: `受講開始アンケート ${stamp}`, course_id: course.id })).id;
  finalSurveyId = (await createSurvey({ type: SURVEY_TYPE.final, title: `修了アンケート ${stamp}`, course_id: course.id })).id;
  ({ email } = await createStudent(company.id, { name: NAME, name_kana: 'シンキ ツバサ', init_input_flg: 0, course_id: course.id }));
  ({ email: graduateEmail } = await createStudent(company.id, { name: GRADUATE, course_id: course.id, status: STUDENT_STATUS.graduated }));
}, 120_000);

async function settle(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

describe('student onboarding', () => {
  it('walks step 1 (profile), step 2 (the initial survey) and step 3 (orientation) to the dashboard with the side menu', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'student', email);
    const stepper = page.getByTestId('onboarding-stepper');
    await stepper.waitFor();
    expect(await stepper.innerText()).toMatch(/プロフィール登録[\s\S]*アンケート回答[\s\S]*オリエンテーション/);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'onboarding-profile-desktop');
    await expectNoAxeViolations(page);

    // The same step on a phone, before it is done.
    const phone = await signedInPage(browser(), 'student', email, PHONE);
    await phone.page.getByTestId('onboarding-stepper').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'onboarding-profile-phone');

    // Every field is required: an empty birthday is refused before anything is sent.
    await page.getByRole('button', { name: '登録して次へ' }).click();
    await page.getByText('生年月日を入力してください。').waitFor();

    expect(await page.getByLabel(/^氏名/).inputValue()).toBe(NAME);
    await page.getByLabel(/^生年月日/).fill('1998-05-20');
    await page.getByRole('combobox', { name: /^性別/ }).click();
    await page.getByRole('option', { name: '男性' }).click();
    await page.getByRole('combobox', { name: /^都道府県/ }).click();
    await page.getByRole('option', { name: '東京都' }).click();
    await page.getByRole('button', { name: '登録して次へ' }).click();

    // Step 2: the course's initial survey. A required question left empty is refused before sending.
    const form = page.getByTestId('survey-form');
    await form.getByRole('heading', { name: `受講開始アンケート ${stamp}` }).waitFor();
    await settle(page);
    await screenshot(page, 'onboarding-survey-desktop');
    await expectNoAxeViolations(page);
    await phone.page.reload();
    await phone.page.getByTestId('survey-form').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'onboarding-survey-phone');

    const questions = form.getByTestId('survey-question');
    await form.getByRole('radio', { name: '予定どおり' }).check();
    await form.getByRole('checkbox', { name: 'テキスト' }).check();
    await form.getByRole('button', { name: '回答を送信する' }).click();
    await expect.poll(() => form.getByTestId('survey-form-errors').innerText()).toContain('1件の設問を確認してください。');
    expect(await questions.nth(2).getByTestId('survey-question-error').innerText()).toBe('必須の設問です。回答してください。');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('survey-question');
    expect((await studentSurveyApi(email).then((api) => api.initial())).survey?.answered).toBe(false);
    await questions.nth(2).getByRole('button', { name: '4' }).click();
    await questions.nth(3).getByRole('textbox').fill('よろしくお願いします。');
    await form.getByRole('button', { name: '回答を送信する' }).click();

    const start = page.getByRole('button', { name: '学習をはじめる' });
    await start.waitFor();
    await page.getByTestId('safe-markdown').waitFor();
    const results = await surveyResults(initialSurveyId);
    expect(results.response_count).toBe(1);
    expect(results.questions[2]!.average).toBe(4);
    expect(results.questions[3]!.texts.map((entry) => entry.text)).toEqual(['よろしくお願いします。']);
    await settle(page);
    await screenshot(page, 'onboarding-orientation-desktop');
    await expectNoAxeViolations(page);

    // Back to step 2: the survey says it is answered.
    await page.getByRole('button', { name: '前のステップへ戻る' }).click();
    await page.getByTestId('initial-survey-done').getByText('アンケートは回答済みです。').waitFor();
    await page.getByRole('button', { name: '次へ' }).click();
    await start.waitFor();

    await phone.page.reload();
    await phone.page.getByRole('button', { name: '学習をはじめる' }).waitFor();
    await phone.page.getByTestId('safe-markdown').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'onboarding-orientation-phone');
    await phone.close();

    await start.click();
    await page.getByTestId('sidebar').waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`ようこそ、${NAME}さん`);
    await expect.poll(async () => (await storedUser(page)).init_input_flg).toBe(1);
    expect((await storedUser(page)).prefecture_name).toBe('東京都');
    // The rest of the portal is open now.
    await page.goto('/student/mypage');
    await page.getByTestId('mypage-profile').waitFor();
    expect(await page.getByTestId('mypage-profile').innerText()).toContain('1998年5月20日');
    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it('asks a student who completed the course the final survey instead of the dashboard until it is answered (start step 4)', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'student', graduateEmail);
    const final = page.getByTestId('final-survey');
    await final.getByRole('heading', { name: `修了アンケート ${stamp}` }).waitFor();
    expect(await final.innerText()).toContain(`${GRADUATE}さん、コース修了おめでとうございます`);
    await settle(page);
    await screenshot(page, 'final-survey-desktop');
    await expectNoAxeViolations(page);

    const phone = await signedInPage(browser(), 'student', graduateEmail, PHONE);
    await phone.page.getByTestId('final-survey').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'final-survey-phone');
    await phone.close();

    await final.getByRole('radio', { name: '予定より早い' }).check();
    await final.getByRole('checkbox', { name: '動画' }).check();
    await final.getByRole('checkbox', { name: '課題' }).check();
    await final.getByTestId('survey-scale').getByRole('button', { name: '5 とてもそう思う' }).click();
    await final.getByRole('button', { name: '回答を送信する' }).click();

    // Answered: the dashboard comes back, and the signed-in user says so (final_input_flg).
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`ようこそ、${GRADUATE}さん`);
    await expect.poll(async () => (await storedUser(page)).final_input_flg).toBe(1);
    expect(await final.count()).toBe(0);
    const results = await surveyResults(finalSurveyId);
    expect(results.response_count).toBe(1);
    expect(results.questions[1]!.counts.map((entry) => entry.count)).toEqual([1, 0, 1]);
    expect((await studentSurveyApi(graduateEmail).then((api) => api.final())).due).toBe(false);
    // A reload keeps the dashboard.
    await page.reload();
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`ようこそ、${GRADUATE}さん`);
    expect(await final.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);
});
