import type { TestDetail } from '@manabiya/domain/contracts/tests';
import { testEndpoints } from '@manabiya/domain/endpoints/tests';
import { QUESTION_KIND, TEST_KIND } from '@manabiya/domain/enums/tests';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { callApi } from '../information-admin-api.ts';
import { createCourse, createCurriculum } from '../learning-world.ts';
import { useLanguage } from '../progress-world.ts';
import { createTest, studentApi } from '../tests-world.ts';
import { createCompany, createCompanyUser, createRole, createStaff, createStudent, installAdminToken, uniqueMark, type Account } from '../world.ts';

/*
 * A question image from the editor to the student (issue 24): staff pick an image in the question
 * form, see it, save; the student's attempt shows it. And the 「テスト結果」 sections of the student's
 * pages for staff and the company. Screenshots at both widths in both languages.
 */

const browser = useBrowser();
const stamp = uniqueMark();
let editor: Account;
let companyUser: Account;
let student: Account;
let course: { id: number };
let curriculumId: number;

beforeAll(async () => {
  const levels = { dashboard: ACCESS_LEVEL.read, test: ACCESS_LEVEL.all, student: ACCESS_LEVEL.read, student_detail: ACCESS_LEVEL.read };
  editor = await createStaff({ permission_role_id: (await createRole(levels, `E2E問題画像${stamp}`)).id });
  const made = await createCurriculum(`図の読み取り ${stamp}`, [{ title: 'グラフを読む', body: '棒グラフの読み方を学びます。' }]);
  curriculumId = made.curriculum.id;
  course = await createCourse({ name: `データ分析コース ${stamp}`, curricula: [{ curriculum_id: made.curriculum.id, normal_days: 5, intensive_days: 3 }] });
  const company = await createCompany({ name: `E2E問題画像会社 ${stamp}` });
  companyUser = await createCompanyUser(company.id);
  student = await createStudent(company.id, { name: `E2E 図読 太郎 ${stamp}`, course_id: course.id });
}, 120_000);

/** A bar chart drawn by the browser, as PNG bytes (a real image, as staff would upload). */
async function chartPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 640, 360);
    context.fillStyle = '#37474f';
    context.font = '24px sans-serif';
    context.fillText('Sales by quarter', 24, 40);
    [120, 200, 160, 260].forEach((value, index) => {
      context.fillStyle = ['#1976d2', '#388e3c', '#f57c00', '#7b1fa2'][index]!;
      context.fillRect(80 + index * 130, 320 - value, 80, value);
      context.fillStyle = '#37474f';
      context.fillText(`Q${index + 1}`, 100 + index * 130, 350);
    });
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function testByApi(id: number): Promise<TestDetail> {
  const response = await callApi(await installAdminToken(), testEndpoints.get, { params: { id } });
  return (await response.json()) as TestDetail;
}

const ONE_QUESTION = [
  {
    kind: QUESTION_KIND.single,
    body: '図の棒グラフで、売上がいちばん大きい四半期はどれですか。',
    options: [
      { key: 1, text: 'Q1' },
      { key: 2, text: 'Q2' },
      { key: 3, text: 'Q4' },
    ],
    correct_keys: [3],
  },
];

/** Whether the image under the locator has loaded (its bytes reached the page). */
const loaded = (page: Page, testId: string) => page.getByTestId(testId).locator('img').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await waitForStillness(page);
}

describe('question images', () => {
  it('uploads an image in the question form and shows it in the student’s attempt', async () => {
    const test = await createTest(course.id, { title: `E2E 図のテスト ${stamp}` }, ONE_QUESTION);
    const { page, problems, close } = await signedInPage(browser(), 'admin', editor.email);
    await useLanguage(page, 'ja');
    await page.goto(`/admin/test/${test.id}`);
    await page.getByTestId('question-row').first().getByRole('button', { name: '問1を編集' }).click();
    const dialog = page.getByRole('dialog');
    // Text posing as an image is refused by its bytes, with the server's words.
    await dialog.getByTestId('question-image-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await dialog.getByText('PNG、JPEG、WebP の画像を選んでください。').waitFor();
    await dialog.getByTestId('question-image-input').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: await chartPng(page) });
    await dialog.getByTestId('question-image-preview').waitFor();
    await expect.poll(() => dialog.getByTestId('question-image-preview').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const saved = (await testByApi(test.id)).questions[0]!;
    expect(saved.image_path).toMatch(/^\/api\/files\/test\/[a-f0-9]{32}\.png$/);
    expect(problems).toEqual([]);
    await close();

    const learner = await signedInPage(browser(), 'student', student.email);
    const attempt = await (await studentApi(student.email)).start(test.id);
    await learner.page.goto(`/student/test/${test.id}?attempt=${attempt.id}`);
    await learner.page.getByTestId('question-image').waitFor();
    await expect.poll(() => loaded(learner.page, 'question-card')).toBe(true);
    expect(await learner.page.getByTestId('question-image').getAttribute('href')).toBe(saved.image_path);
    expect(learner.problems).toEqual([]);
    await learner.close();
  }, 120_000);

  it('tells on the curriculum page that its completion waits for the required test, linking to it', async () => {
    const test = await createTest(course.id, { kind: TEST_KIND.curriculum, course_id: null, curriculum_id: curriculumId, required_to_complete: true, title: `E2E 修了テスト ${stamp}` }, ONE_QUESTION);
    const { page, problems, close } = await signedInPage(browser(), 'student', student.email);
    await useLanguage(page, 'ja');
    await page.goto(`/student/curriculum/${curriculumId}`);
    const note = page.getByTestId('required-tests-note');
    await note.getByText('修了にはテストの合格が必要です').waitFor();
    await note.getByText('未合格').waitFor();
    await note.getByRole('link', { name: test.title }).click();
    await page.waitForURL(new RegExp(`/student/test/${test.id}$`));
    expect(problems).toEqual([]);
    await close();
  }, 60_000);

  it.each(SCREENS_IN_BOTH_LANGUAGES)('shows the form with an image, the student’s question and the student pages’ test results (%s, %s)', async (label, viewport, language) => {
    const test = await createTest(course.id, { title: `E2E 図の画面 ${stamp} ${label}${language}` }, ONE_QUESTION);
    const name = (screen: string) => `tests2-${screen}-${label}-${language}`;
    const staff = await signedInPage(browser(), 'admin', editor.email, viewport);
    await useLanguage(staff.page, language);
    await staff.page.emulateMedia({ reducedMotion: 'reduce' });
    await staff.page.goto(`/admin/test/${test.id}`);
    await staff.page.getByTestId('question-row').first().getByRole('button', { name: language === 'en' ? 'Edit Question 1' : '問1を編集' }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByTestId('question-image-input').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: await chartPng(staff.page) });
    await expect.poll(() => dialog.getByTestId('question-image-preview').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await settle(staff.page);
    await screenshot(staff.page, name('question-form'));
    await expectNoAxeViolations(staff.page);
    await dialog.getByRole('button', { name: language === 'en' ? 'Save' : '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The student sees the question with its image, then answers it right (Q4) and submits: the results sections have a row.
    const api = await studentApi(student.email);
    const attempt = await api.start(test.id);
    const learner = await signedInPage(browser(), 'student', student.email, viewport);
    await useLanguage(learner.page, language);
    await learner.page.emulateMedia({ reducedMotion: 'reduce' });
    await learner.page.goto(`/student/test/${test.id}?attempt=${attempt.id}`);
    await learner.page.getByTestId('question-image').first().waitFor();
    await expect.poll(() => loaded(learner.page, 'question-image')).toBe(true);
    await settle(learner.page);
    await screenshot(learner.page, name('student-question'));
    await expectNoAxeViolations(learner.page);
    expect(learner.problems).toEqual([]);
    await learner.close();
    await api.save(attempt.id, attempt.questions[0]!.id, { keys: [3] }, 1);
    await api.submit(attempt.id);

    await staff.page.goto(`/admin/student/${student.id}`);
    await staff.page.getByTestId('student-test-result-row').first().waitFor();
    await settle(staff.page);
    await screenshot(staff.page, name('admin-student-results'));
    await expectNoAxeViolations(staff.page);
    expect(staff.problems).toEqual([]);
    await staff.close();

    const company = await signedInPage(browser(), 'company', companyUser.email, viewport);
    await useLanguage(company.page, language);
    await company.page.emulateMedia({ reducedMotion: 'reduce' });
    await company.page.goto(`/company/student/${student.id}`);
    await company.page.getByTestId('student-test-result-row').first().waitFor();
    await settle(company.page);
    await screenshot(company.page, name('company-student-results'));
    await expectNoAxeViolations(company.page);
    expect(company.problems).toEqual([]);
    await company.close();
  }, 180_000);
});
