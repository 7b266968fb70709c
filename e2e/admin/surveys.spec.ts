import fs from 'node:fs';
import type { SurveyDetail } from '@manabiya/domain/contracts/surveys';
import { surveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, INSTALL_ADMIN, mailCount, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForMail, waitForStillness } from '../fixtures.ts';
import { callApi } from '../information-admin-api.ts';
import { createProgressCourse, useLanguage } from '../progress-world.ts';
import { createSurvey, sampleAnswers, studentSurveyApi } from '../surveys-world.ts';
import { createCompany, createRole, createStaff, createStudent, installAdminToken, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** Staff with every level of surveys (and reading courses for the course lookup), who reads in English. */
let englishEditor: Account;
let course: { id: number; name: string };
/** Three students of the course who answer, and one who does not (the reminder goes to them). */
let answering: Account[] = [];
let silent: Account;

beforeAll(async () => {
  const levels = { dashboard: ACCESS_LEVEL.read, survey: ACCESS_LEVEL.all, course: ACCESS_LEVEL.read };
  englishEditor = await createStaff({ permission_role_id: (await createRole(levels, `E2Eアンケート作成${stamp}`)).id });
  const made = await createProgressCourse(`E2E アンケートのコース ${stamp}`);
  course = { id: made.id, name: made.name };
  const company = await createCompany({ name: `E2Eアンケート会社 ${stamp}` });
  answering = [
    await createStudent(company.id, { name: `回答 一郎${stamp}`, course_id: course.id }),
    await createStudent(company.id, { name: `回答 二郎${stamp}`, course_id: course.id }),
    await createStudent(company.id, { name: `回答 三郎${stamp}`, course_id: course.id }),
  ];
  silent = await createStudent(company.id, { name: `未回答 四郎${stamp}`, course_id: course.id });
}, 120_000);

async function surveyByApi(id: number): Promise<SurveyDetail> {
  const response = await callApi(await installAdminToken(), surveyEndpoints.get, { params: { id } });
  if (!response.ok) throw new Error(`reading survey ${id}: ${response.status} ${await response.text()}`);
  return (await response.json()) as SurveyDetail;
}

/** The page as it settles, seen from its top with nothing focused. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await waitForStillness(page);
}

/** Elements wider than the page (a phone's horizontal scroll). */
function overflowingPage(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** Picks a value of a select field by its label. */
async function choose(scope: Page | Locator, page: Page, label: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The three answers of the sample questions, one student each; the first writes a text. */
async function answerAll(survey: SurveyDetail): Promise<void> {
  const picks = [
    { single: 1, multiple: [1, 2], scale: 5, text: 'とても良かったです。' },
    { single: 2, multiple: [2], scale: 4 },
    { single: 2, multiple: [2, 3], scale: 3 },
  ];
  for (const [index, student] of answering.entries()) await (await studentSurveyApi(student.email)).answer(survey.id, sampleAnswers(survey, picks[index]!));
}

describe('admin surveys', () => {
  it('writes a survey with a question of each kind, refuses what the contract refuses in place, reorders and publishes it', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    await page.goto('/admin/survey');
    await page.getByRole('link', { name: 'アンケートを作成' }).click();
    await page.waitForURL(/\/admin\/survey\/new$/);
    await page.getByLabel(/^タイトル/).fill(`研修満足度 ${stamp}`);
    await page.getByRole('combobox', { name: /対象コース/ }).fill(course.name);
    await page.getByRole('option', { name: course.name }).click();
    await page.getByText('匿名: 回答者の氏名・会社はCSVにも集計にも出ません').waitFor();

    // The new survey starts with a scale question; add a single, a multiple and a text question.
    const rows = page.getByTestId('survey-question-row');
    await rows.nth(0).getByLabel(/^設問文/).fill('講師の説明はわかりやすかったですか。');
    await page.getByTestId(`survey-add-${SURVEY_QUESTION_KIND.single}`).click();
    await rows.nth(1).getByLabel(/^設問文/).fill('研修の長さはいかがでしたか。');
    await rows.nth(1).getByLabel('選択肢1', { exact: true }).fill('短い');
    // The second option is left empty: the save is refused in place.
    await page.getByTestId(`survey-add-${SURVEY_QUESTION_KIND.multiple}`).click();
    await rows.nth(2).getByLabel(/^設問文/).fill('よかった教材を選んでください。');
    await rows.nth(2).getByLabel('選択肢1', { exact: true }).fill('動画');
    await rows.nth(2).getByLabel('選択肢2', { exact: true }).fill('テキスト');
    await rows.nth(2).getByRole('button', { name: '選択肢を追加' }).click();
    await rows.nth(2).getByLabel('選択肢3', { exact: true }).fill('課題');
    await page.getByTestId(`survey-add-${SURVEY_QUESTION_KIND.text}`).click();
    await rows.nth(3).getByLabel(/^設問文/).fill('ご意見をお書きください。');
    await rows.nth(3).getByLabel('回答必須').uncheck();
    // The preview is the student's own question: the scale's ends are named.
    await rows.nth(0).getByTestId('survey-question-preview').getByRole('button', { name: '5 とてもそう思う' }).waitFor();
    await page.getByTestId('survey-save').click();
    const summary = page.getByTestId('form-error-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain('設問2の選択肢2');
    expect(await rows.nth(1).getByLabel('選択肢2', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await settle(page);
    await screenshot(page, 'admin-survey-editor-error-1280-ja');
    await expectNoAxeViolations(page);
    await rows.nth(1).getByLabel('選択肢2', { exact: true }).fill('ちょうどよい');
    await page.getByTestId('survey-save').click();
    await page.waitForURL(/\/admin\/survey\/\d+$/);
    const id = Number(/\/admin\/survey\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    expect(await surveyByApi(id)).toMatchObject({ type: SURVEY_TYPE.satisfaction, course_id: course.id, publish_status: PUBLISH_STATUS.private, state: 'draft' });
    expect((await surveyByApi(id)).questions.map((question) => [question.kind, question.required, question.options.map((option) => option.text)])).toEqual([
      [SURVEY_QUESTION_KIND.scale, true, []],
      [SURVEY_QUESTION_KIND.single, true, ['短い', 'ちょうどよい']],
      [SURVEY_QUESTION_KIND.multiple, true, ['動画', 'テキスト', '課題']],
      [SURVEY_QUESTION_KIND.text, false, []],
    ]);

    // The single choice moves up to the top (the ↑ button), and the survey is published.
    await expect.poll(() => rows.count()).toBe(4);
    await rows.nth(1).getByRole('button', { name: '「設問2」を上へ' }).click();
    await choose(page, page, /^公開状態/, '公開');
    await page.getByTestId('survey-save').click();
    await expect.poll(async () => (await surveyByApi(id)).publish_status).toBe(PUBLISH_STATUS.public);
    const saved = await surveyByApi(id);
    expect(saved.questions.map((question) => question.kind)).toEqual([SURVEY_QUESTION_KIND.single, SURVEY_QUESTION_KIND.scale, SURVEY_QUESTION_KIND.multiple, SURVEY_QUESTION_KIND.text]);
    expect(saved.state).toBe('open');
    await settle(page);
    await screenshot(page, 'admin-survey-editor-1280-ja');
    await expectNoAxeViolations(page);

    // Once answered, the questions are read-only and say why; the settings stay editable.
    await (await studentSurveyApi(answering[0]!.email)).answer(id, { answers: [
      { question_id: saved.questions[0]!.id, option_keys: [2] },
      { question_id: saved.questions[1]!.id, scale: 4 },
      { question_id: saved.questions[2]!.id, option_keys: [1] },
    ] });
    await page.reload();
    await page.getByTestId('survey-questions-locked').waitFor();
    expect(await rows.nth(0).getByLabel(/^設問文/).isDisabled()).toBe(true);
    expect(await page.getByLabel('匿名で回答を集める').isDisabled()).toBe(true);
    expect(await page.getByLabel(/^タイトル/).isDisabled()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  }, 180_000);

  it('shows the results with their charts, downloads the zip of CSVs, and reminds who has not answered', async () => {
    const survey = await createSurvey({ title: `集計確認 ${stamp}`, course_id: course.id });
    const anonymous = await createSurvey({ title: `匿名集計 ${stamp}`, course_id: course.id, anonymous: true });
    await answerAll(survey);
    await answerAll(anonymous);
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/admin/survey?q=${encodeURIComponent(stamp)}`);
    const row = page.getByRole('row', { name: new RegExp(`集計確認 ${stamp}`) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/3 \/ 4（75%）/);
    // Answered: the row's delete says why it cannot go.
    await row.getByRole('button').last().click();
    expect(await page.getByRole('menuitem', { name: /削除/ }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    // Both surveys picked: one zip, one CSV each, with a BOM; the anonymous one names nobody.
    await page.getByRole('checkbox', { name: `「集計確認 ${stamp}」をCSVに含める` }).check();
    await page.getByRole('checkbox', { name: `「匿名集計 ${stamp}」をCSVに含める` }).check();
    await settle(page);
    await screenshot(page, 'admin-survey-list-picked-1280-ja');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('survey-zip').click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = fs.readFileSync((await download.path()) ?? '');
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(new Uint8Array(zip));
    const names = Object.keys(files).sort();
    expect(names).toEqual([`${anonymous.id}_匿名集計 ${stamp}.csv`, `${survey.id}_集計確認 ${stamp}.csv`].sort());
    const named = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[`${survey.id}_集計確認 ${stamp}.csv`]);
    expect(named.charCodeAt(0)).toBe(0xfeff);
    expect(named).toContain(answering[0]!.name);
    expect(named).toContain('とても良かったです。');
    const hidden = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[`${anonymous.id}_匿名集計 ${stamp}.csv`]);
    for (const student of answering) expect(hidden).not.toContain(student.name);

    // The results: the rate, a chart per question with its table, the scale's average and the texts.
    await page.goto(`/admin/survey/${survey.id}/result`);
    const rate = page.getByTestId('survey-response-rate');
    await expect.poll(() => rate.innerText()).toContain('75%');
    expect(await rate.innerText()).toContain('3 / 4名');
    await expect.poll(() => page.getByTestId('survey-company-rate').count()).toBe(1);
    const results = page.getByTestId('survey-question-result');
    await expect.poll(() => results.count()).toBe(4);
    expect(await results.nth(2).innerText()).toContain('平均 4.0');
    await page.getByTestId('survey-chart-1').locator('svg').first().waitFor();
    await page.getByTestId('survey-chart-1-table-toggle').click();
    await expect.poll(() => page.getByTestId('survey-chart-1-table').innerText()).toMatch(/予定どおり\s+2名/);
    expect(await results.nth(3).getByTestId('survey-texts').innerText()).toMatch(new RegExp(`とても良かったです。\\s+${answering[0]!.name} · E2Eアンケート会社`));
    await settle(page);
    await screenshot(page, 'admin-survey-results-1280-ja');
    await expectNoAxeViolations(page);

    // Who has not answered: one student, reminded once; the mail names the survey and where to answer.
    await page.getByRole('tab', { name: '未回答者' }).click();
    const pick = page.getByRole('checkbox', { name: `${silent.name}を選択` });
    await pick.check();
    await settle(page);
    await screenshot(page, 'admin-survey-non-responders-1280-ja');
    await expectNoAxeViolations(page);
    const before = mailCount();
    await page.getByTestId('remind-picked').click();
    await expect.poll(() => page.getByTestId('remind-result').innerText()).toContain('1名にリマインドを送信しました。');
    const mail = await waitForMail(silent.email, before);
    expect(mail).toContain(`集計確認 ${stamp}`);
    expect(mail).toContain(`/student/survey/${survey.id}`);
    // Reminded today: the row cannot be picked again until tomorrow, and "all" skips them.
    await expect.poll(() => pick.isDisabled()).toBe(true);
    expect(await page.getByRole('row', { name: new RegExp(silent.name) }).innerText()).toContain('1 / 3回');
    await page.getByTestId('remind-all').click();
    await page.getByRole('dialog').getByRole('button', { name: '送信する' }).click();
    await expect.poll(() => page.getByTestId('remind-result').innerText()).toContain('1名は送信しませんでした（同じ人へのリマインドは1日1回・最大3回までです）。');

    // An anonymous survey names nobody: no list of non-responders.
    await page.goto(`/admin/survey/${anonymous.id}/result?tab=non_responders`);
    await page.getByTestId('non-responders-anonymous').waitFor();
    expect(problems).toEqual([]);
    await close();
  }, 180_000);

  it.each(SCREENS_IN_BOTH_LANGUAGES)('shows the list, the editor and the results (%s, %s)', async (label, viewport, language) => {
    const survey = await createSurvey({ title: `画面確認アンケート ${stamp} ${label}${language}`, course_id: course.id });
    await answerAll(survey);
    const account = language === 'en' ? englishEditor.email : INSTALL_ADMIN.email;
    const { page, problems, close } = await signedInPage(browser(), 'admin', account, viewport);
    await useLanguage(page, language);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const name = (screen: string) => `admin-survey-${screen}-${label}-${language}`;

    await page.goto(`/admin/survey?q=${encodeURIComponent(survey.title)}`);
    await page.getByRole('main').getByText(survey.title).first().waitFor();
    await settle(page);
    await screenshot(page, name('list'));
    await expectNoAxeViolations(page);
    expect(await overflowingPage(page)).toBe(false);

    await page.goto(`/admin/survey/${survey.id}`);
    await expect.poll(() => page.getByTestId('survey-question-row').count()).toBe(4);
    await settle(page);
    await screenshot(page, name('editor'));
    await expectNoAxeViolations(page);
    expect(await overflowingPage(page)).toBe(false);

    await page.goto(`/admin/survey/${survey.id}/result`);
    await expect.poll(() => page.getByTestId('survey-question-result').count()).toBe(4);
    await page.getByTestId('survey-chart-1').locator('svg').first().waitFor();
    await settle(page);
    await screenshot(page, name('results'));
    await expectNoAxeViolations(page);
    expect(await overflowingPage(page)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);
});
