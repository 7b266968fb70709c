import type { AttemptView, QuestionBodyInput, TestBodyInput, TestDetail } from '@manabiya/domain/contracts/tests';
import { testEndpoints } from '@manabiya/domain/endpoints/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { QUESTION_KIND, TEST_KIND } from '@manabiya/domain/enums/tests';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, INSTALL_ADMIN, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { callApi } from '../information-admin-api.ts';
import { createCourse, createCurriculum } from '../learning-world.ts';
import { useLanguage } from '../progress-world.ts';
import { createTest, studentApi } from '../tests-world.ts';
import { createCompany, createRole, createStaff, createStudent, installAdminToken, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** Staff with every level of tests (and reading of the content a test belongs to), who reads in English. */
let englishEditor: Account;
/** The curriculum and course tests here belong to, and two students of that course. */
let curriculum: { id: number; name: string };
let course: { id: number; name: string };
let students: Account[] = [];

beforeAll(async () => {
  const levels = { dashboard: ACCESS_LEVEL.read, test: ACCESS_LEVEL.all, curriculum: ACCESS_LEVEL.read, course: ACCESS_LEVEL.read };
  englishEditor = await createStaff({ permission_role_id: (await createRole(levels, `E2Eテスト作成${stamp}`)).id });
  const made = await createCurriculum(`SQL 入門 ${stamp}`, [{ title: 'SELECT 文', body: '`SELECT` で行を取り出します。' }]);
  curriculum = { id: made.curriculum.id, name: made.curriculum.name };
  const madeCourse = await createCourse({ name: `データベースコース ${stamp}`, curricula: [{ curriculum_id: curriculum.id, normal_days: 10, intensive_days: 5 }] });
  course = { id: madeCourse.id, name: madeCourse.name };
  const company = await createCompany({ name: `E2Eテスト受験会社 ${stamp}` });
  students = [
    await createStudent(company.id, { name: `E2E 受験 太郎 ${stamp}`, course_id: course.id }),
    await createStudent(company.id, { name: `E2E 受験 花子 ${stamp}`, course_id: course.id }),
  ];
}, 120_000);

async function testByApi(id: number): Promise<TestDetail> {
  const response = await callApi(await installAdminToken(), testEndpoints.get, { params: { id } });
  if (!response.ok) throw new Error(`reading test ${id}: ${response.status} ${await response.text()}`);
  return (await response.json()) as TestDetail;
}

const SAMPLE_QUESTIONS: QuestionBodyInput[] = [
  {
    kind: QUESTION_KIND.single,
    body: '## 行を取り出す\n\nテーブル `users` のすべての行を取り出す文はどれですか。',
    options: [
      { key: 1, text: 'SELECT * FROM users;' },
      { key: 2, text: 'GET users;' },
      { key: 3, text: 'SHOW users;' },
    ],
    correct_keys: [1],
    points: 2,
    explanation: '`SELECT` 文で取り出します。',
  },
  {
    kind: QUESTION_KIND.multiple,
    body: '集計に使う関数をすべて選んでください。',
    options: [
      { key: 1, text: 'COUNT' },
      { key: 2, text: 'SUM' },
      { key: 3, text: 'LIKE' },
    ],
    correct_keys: [1, 2],
    partial_credit: true,
  },
  { kind: QUESTION_KIND.text, body: '重複を除くキーワードを答えてください。', accepted_answers: ['DISTINCT'] },
  { kind: QUESTION_KIND.numeric, body: '`SELECT 7 / 2.0;` の結果は？', numeric_answer: 3.5, tolerance: 0 },
];

/** A public comprehensive test of the course with the sample questions, made through the API. */
const createTestWithQuestions = (title: string, body: Partial<TestBodyInput> = {}) => createTest(course.id, { title, ...body }, SAMPLE_QUESTIONS);

/** One attempt of a student, answered through the student API (right answers on the sample questions whose numbers are given) and submitted. */
async function takeTest(student: Account, testId: number, right: number[]): Promise<AttemptView> {
  const api = await studentApi(student.email);
  const attempt = await api.start(testId);
  let seq = 0;
  for (const question of attempt.questions) {
    const sample = SAMPLE_QUESTIONS.find((item) => item.body === question.body)!;
    const correct = right.includes(SAMPLE_QUESTIONS.indexOf(sample) + 1);
    const answer =
      sample.kind === QUESTION_KIND.text
        ? { text: correct ? 'distinct' : 'UNIQUE' }
        : sample.kind === QUESTION_KIND.numeric
          ? { text: correct ? '3.5' : '3' }
          : { keys: correct ? sample.correct_keys : [3] };
    seq += 1;
    await api.save(attempt.id, question.id, answer, seq);
  }
  return api.submit(attempt.id);
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

const idFrom = (page: Page, pattern: RegExp) => Number(pattern.exec(new URL(page.url()).pathname)?.[1]);

/** Drags a row's handle onto another row (native HTML5 drag and drop, as a mouse does it). */
async function dragRow(from: Locator, to: Locator, where: 'above' | 'below'): Promise<void> {
  const target = await to.boundingBox();
  if (!target) throw new Error('the target row is not on screen');
  await from.getByTestId('drag-handle').dragTo(to, { targetPosition: { x: target.width / 2, y: where === 'above' ? 4 : target.height - 4 } });
}

/** Picks a value of a select field in a dialog by its label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: false }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin tests', () => {
  it('writes a test with a question of each kind, reorders and previews them, and edits its settings with the errors shown in place', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    // A curriculum test made in the browser.
    await page.goto('/admin/test');
    await page.getByRole('button', { name: 'テストを追加' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel(/^タイトル/).fill(`SELECT 文の確認 ${stamp}`);
    await create.getByRole('combobox', { name: /カリキュラム/ }).fill(curriculum.name);
    await page.getByRole('option', { name: curriculum.name }).click();
    await create.getByRole('button', { name: '追加して問題を作る' }).click();
    await page.waitForURL(/\/admin\/test\/\d+$/);
    const testId = idFrom(page, /\/admin\/test\/(\d+)$/);
    expect(await testByApi(testId)).toMatchObject({ kind: TEST_KIND.curriculum, curriculum_id: curriculum.id, publish_status: PUBLISH_STATUS.private });

    // A question dialog refuses what the contract refuses, in place: a single choice with no correct option.
    const questionDialog = page.getByRole('dialog');
    await page.getByRole('button', { name: '問題を追加' }).click();
    await questionDialog.getByRole('textbox', { name: /^問題文/ }).fill('## 取り出す\n\n`users` のすべての行を取り出す文は？');
    await questionDialog.getByTestId('question-body-preview').getByRole('heading', { name: '取り出す' }).waitFor();
    await questionDialog.getByLabel('選択肢1', { exact: true }).fill('SELECT * FROM users;');
    await questionDialog.getByLabel('選択肢2', { exact: true }).fill('GET users;');
    await questionDialog.getByRole('button', { name: '選択肢を追加' }).click();
    await questionDialog.getByLabel('選択肢3', { exact: true }).fill('SHOW users;');
    await questionDialog.getByRole('button', { name: '追加する' }).click();
    await questionDialog.getByTestId('question-options').getByText('単一選択の正解を1つ選んでください。').waitFor();
    await settle(page);
    await screenshot(page, 'admin-test-question-error-1280-ja');
    await expectNoAxeViolations(page);
    await questionDialog.getByRole('radio', { name: '選択肢1を正解にする' }).check();
    await questionDialog.getByRole('button', { name: '追加する' }).click();
    await questionDialog.waitFor({ state: 'hidden' });

    // Multiple choice with partial credit.
    await page.getByRole('button', { name: '問題を追加' }).click();
    await choose(questionDialog, page, '問題の形式', '複数選択');
    await questionDialog.getByRole('textbox', { name: /^問題文/ }).fill('集計に使う関数をすべて選んでください。');
    await questionDialog.getByLabel('選択肢1', { exact: true }).fill('COUNT');
    await questionDialog.getByLabel('選択肢2', { exact: true }).fill('SUM');
    await questionDialog.getByRole('button', { name: '選択肢を追加' }).click();
    await questionDialog.getByLabel('選択肢3', { exact: true }).fill('LIKE');
    await questionDialog.getByRole('checkbox', { name: '選択肢1を正解にする' }).check();
    await questionDialog.getByRole('checkbox', { name: '選択肢2を正解にする' }).check();
    await questionDialog.getByLabel(/部分点を与える/).check();
    await questionDialog.getByRole('button', { name: '追加する' }).click();
    await questionDialog.waitFor({ state: 'hidden' });

    // Short text with two accepted answers.
    await page.getByRole('button', { name: '問題を追加' }).click();
    await choose(questionDialog, page, '問題の形式', '記述（短文）');
    await questionDialog.getByRole('textbox', { name: /^問題文/ }).fill('重複を除くキーワードは？');
    await questionDialog.getByRole('textbox', { name: /^正解（1行に1つ）/ }).fill('DISTINCT\n\ndistinct row');
    await questionDialog.getByRole('button', { name: '追加する' }).click();
    await questionDialog.waitFor({ state: 'hidden' });

    // A number with its tolerance, worth 3 points.
    await page.getByRole('button', { name: '問題を追加' }).click();
    await choose(questionDialog, page, '問題の形式', '数値');
    await questionDialog.getByRole('textbox', { name: /^問題文/ }).fill('`SELECT 22 / 7.0;` の結果を小数第2位まで。');
    await questionDialog.getByLabel(/^正解の数値/).fill('3.14');
    await questionDialog.getByLabel(/^許容誤差/).fill('0.01');
    await questionDialog.getByLabel(/^配点/).fill('3');
    await settle(page);
    await screenshot(page, 'admin-test-question-numeric-1280-ja');
    await questionDialog.getByRole('button', { name: '追加する' }).click();
    await questionDialog.waitFor({ state: 'hidden' });

    await expect.poll(async () => (await testByApi(testId)).questions.map((question) => question.kind)).toEqual([0, 1, 2, 3]);
    const saved = await testByApi(testId);
    expect(saved.questions.map((question) => [question.correct_keys, question.partial_credit, question.points])).toEqual([
      [[1], false, 1],
      [[1, 2], true, 1],
      [[], false, 1],
      [[], false, 3],
    ]);
    expect(saved.questions[2]!.accepted_answers).toEqual(['DISTINCT', 'distinct row']);
    expect(saved.questions[3]).toMatchObject({ numeric_answer: 3.14, tolerance: 0.01 });

    // The order: drag the number above the first question, then a keyboard move.
    const rows = page.getByTestId('question-row');
    await expect.poll(() => rows.count()).toBe(4);
    await expect.poll(() => rows.nth(3).innerText()).toContain('正解：3.14（±0.01）');
    await dragRow(rows.nth(3), rows.nth(0), 'above');
    await expect.poll(async () => (await testByApi(testId)).questions.map((question) => question.kind)).toEqual([3, 0, 1, 2]);
    await page.getByRole('button', { name: '「問4」を上へ' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await testByApi(testId)).questions.map((question) => question.kind)).toEqual([3, 0, 2, 1]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('「問3」を上へ');

    // An edit of the settings: a pass mark out of range and grade bands out of order are refused under their fields.
    await page.getByTestId('test-settings-edit').click();
    const settings = page.getByRole('dialog', { name: 'テストの設定を編集' });
    await settings.getByLabel(/^合格点/).fill('150');
    await settings.getByLabel(/^評価Aの下限/).fill('95');
    await settings.getByRole('button', { name: '保存' }).click();
    await settings.getByText('合格点は0〜100%で入力してください。').waitFor();
    await settings.getByText('評価の下限は S > A > B > C の順に高くしてください。').waitFor();
    expect(await settings.getByLabel(/^合格点/).getAttribute('aria-invalid')).toBe('true');
    await settle(page);
    await screenshot(page, 'admin-test-settings-error-1280-ja');
    await expectNoAxeViolations(page);
    await settings.getByLabel(/^合格点/).fill('70');
    await settings.getByLabel(/^評価Aの下限/).fill('85');
    await settings.getByLabel(/^制限時間/).fill('');
    await settings.getByLabel('問題の順番をシャッフルする').check();
    await choose(settings, page, '公開状態', '公開');
    await settings.getByRole('button', { name: '保存' }).click();
    await settings.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await testByApi(testId)).pass_percent).toBe(70);
    expect(await testByApi(testId)).toMatchObject({ grade_bands: { S: 90, A: 85, B: 70, C: 60 }, time_limit_minutes: null, shuffle_questions: true, publish_status: 1 });
    await expect.poll(() => page.getByTestId('test-facts').innerText()).toContain('S 90% ／ A 85% ／ B 70% ／ C 60%');
    await settle(page);
    await screenshot(page, 'admin-test-editor-1280-ja');
    await expectNoAxeViolations(page);

    // The preview: the questions as a student is given them, the answers nowhere.
    await page.getByRole('link', { name: '受講生の表示を確認' }).click();
    await page.waitForURL(/\/preview$/);
    const preview = page.getByTestId('test-preview');
    await expect.poll(() => preview.getByTestId('question-card').count()).toBe(4);
    await preview.getByRole('radio', { name: 'SELECT * FROM users;' }).check();
    await preview.getByRole('checkbox', { name: 'COUNT' }).check();
    await preview.getByRole('textbox', { name: '回答（数値）' }).fill('3.1');
    const text = await preview.innerText();
    expect(text).not.toContain('distinct row');
    expect(text).not.toContain('正解：');
    expect(text).toContain('順番が入れ替わったり');
    await settle(page);
    await screenshot(page, 'admin-test-preview-1280-ja');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  }, 180_000);

  it('shows the results of students’ attempts: their best and latest, the distribution, the grades and each question’s correct rate', async () => {
    const test = await createTestWithQuestions(`集計の確認 ${stamp}`);
    await takeTest(students[0]!, test.id, [1, 2, 3, 4]);
    await takeTest(students[1]!, test.id, [1]);
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    // The chart as it ends, not a frame of its growing bars.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/admin/test?q=${encodeURIComponent(test.title)}`);
    await page.getByRole('row', { name: new RegExp(test.title) }).getByRole('button').last().click();
    // Attempts were made: the row's delete says why it cannot go.
    const blocked = page.getByRole('menuitem', { name: /削除する|削除/ });
    expect(await blocked.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', { name: '結果を見る' }).click();
    await page.waitForURL(new RegExp(`/admin/test/${test.id}/result$`));
    const figures = page.getByTestId('result-figures');
    await expect.poll(() => figures.innerText()).toContain('2名');
    const table = page.getByRole('region', { name: '受講生ごとの結果' });
    await table.getByText(students[0]!.name).waitFor();
    await table.getByText(students[1]!.name).waitFor();
    expect(await page.getByTestId('grade-counts').innerText()).toMatch(/S\s+1名/);
    const items = page.getByTestId('item-analysis-row');
    await expect.poll(() => items.count()).toBe(4);
    expect(await items.nth(0).innerText()).toContain('2 / 2');
    expect(await items.nth(0).innerText()).toContain('100%');
    expect(await items.nth(3).innerText()).toContain('1 / 2');
    // The chart's figures as a table.
    await page.getByTestId('score-distribution-table-toggle').click();
    await expect.poll(() => page.getByTestId('score-distribution-table').innerText()).toContain('90〜100%');
    await page.getByTestId('csv-export').waitFor();
    await settle(page);
    await screenshot(page, 'admin-test-results-1280-ja');
    await expectNoAxeViolations(page);

    // Filtered to who failed.
    await page.getByLabel('合否').click();
    await page.getByRole('option', { name: '不合格' }).click();
    await expect.poll(() => table.getByText(students[0]!.name).count()).toBe(0);
    await table.getByText(students[1]!.name).waitFor();
    expect(problems).toEqual([]);
    await close();
  }, 120_000);

  it.each(SCREENS_IN_BOTH_LANGUAGES)('shows the list, the editor, a question, the preview and the results (%s, %s)', async (label, viewport, language) => {
    const test = await createTestWithQuestions(`画面確認テスト ${stamp} ${label}${language}`, { draw_count: 3, shuffle_options: true });
    await takeTest(students[0]!, test.id, [1, 2, 3]);
    const account = language === 'en' ? englishEditor.email : INSTALL_ADMIN.email;
    const { page, problems, close } = await signedInPage(browser(), 'admin', account, viewport);
    await useLanguage(page, language);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const name = (screen: string) => `admin-test-${screen}-${label}-${language}`;

    await page.goto(`/admin/test?q=${encodeURIComponent(test.title)}`);
    await page.getByRole('main').getByText(test.title).first().waitFor();
    await settle(page);
    await screenshot(page, name('list'));
    await expectNoAxeViolations(page);
    expect(await overflowingPage(page)).toBe(false);

    await page.goto(`/admin/test/${test.id}`);
    await expect.poll(() => page.getByTestId('question-row').count()).toBe(4);
    await settle(page);
    await screenshot(page, name('editor'));
    await expectNoAxeViolations(page);
    expect(await overflowingPage(page)).toBe(false);

    await page.getByTestId('question-row').first().getByRole('button', { name: language === 'en' ? 'Edit Question 1' : '問1を編集' }).click();
    await page.getByRole('dialog').getByTestId('question-body-preview').getByRole('heading').first().waitFor();
    await settle(page);
    await screenshot(page, name('question'));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.getByTestId('test-settings-edit').click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    await screenshot(page, name('settings'));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.goto(`/admin/test/${test.id}/preview`);
    await expect.poll(() => page.getByTestId('question-card').count()).toBe(4);
    await settle(page);
    await screenshot(page, name('preview'));
    await expectNoAxeViolations(page);
    expect(await overflowingPage(page)).toBe(false);

    await page.goto(`/admin/test/${test.id}/result`);
    await page.getByRole('main').getByText(students[0]!.name).first().waitFor();
    await expect.poll(() => page.getByTestId('item-analysis-row').count()).toBe(4);
    await page.getByTestId('score-distribution').locator('svg').first().waitFor();
    await settle(page);
    await screenshot(page, name('results'));
    await expectNoAxeViolations(page);
    expect(await overflowingPage(page)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  }, 120_000);
});
