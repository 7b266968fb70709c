import type { DailyReportBodyInput, DailyReportItem } from '@manabiya/domain/contracts/reports';
import type { StudentItem, UpdateStudentBodyInput } from '@manabiya/domain/contracts/students';
import { addDays } from '@manabiya/domain/contracts/learning';
import { reportEndpoints } from '@manabiya/domain/endpoints/reports';
import { studentEndpoints } from '@manabiya/domain/endpoints/students';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import type { Page } from 'playwright-core';
import { callApi } from './information-admin-api.ts';
import { createCourse, createCurriculum } from './learning-world.ts';
import { accountToken, installAdminToken, uniqueMark } from './world.ts';

/**
 * What the progress and report specs build through the API: a course of two curricula with real
 * Markdown, a student's start date moved (as staff do in the student form), daily reports written
 * as the student, and the display language switched in the profile menu.
 */

export const todayInTokyo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
export const daysAgo = (days: number) => addDays(todayInTokyo(), -days);

/** A public course "HTML → JavaScript" (10 + 20 standard days) with a self-study step and an assignment in each curriculum. */
export async function createProgressCourse(name = `E2E 進捗コース ${uniqueMark()}`) {
  const html = await createCurriculum(`HTML と CSS ${uniqueMark()}`, [
    { title: 'HTML の骨組み', body: '# HTML の骨組み\n\n```html\n<!doctype html>\n<html lang="ja"></html>\n```', standard_hours: 2 },
    { title: '自己紹介ページを提出', body: '自己紹介ページを作って提出しましょう。', step_type: STEP_TYPE.assignment, standard_hours: 3 },
  ]);
  const js = await createCurriculum(`JavaScript 入門 ${uniqueMark()}`, [
    { title: '変数と型', body: '## 変数\n\n```js\nconst name = "学び";\nlet count = 0;\n```', standard_hours: 2 },
    { title: '配列と繰り返し', body: '`map` と `filter` を使ってみましょう。', standard_hours: 2 },
  ]);
  const course = await createCourse({
    name,
    curricula: [
      { curriculum_id: html.curriculum.id, normal_days: 10, intensive_days: 5 },
      { curriculum_id: js.curriculum.id, normal_days: 20, intensive_days: 10 },
    ],
  });
  return { id: course.id, name, curricula: [html, js] };
}

/** Changes some of a student's fields as staff do in the student form (PUT sends them all). */
export async function updateStudent(id: number, changes: Partial<UpdateStudentBodyInput>): Promise<StudentItem> {
  const token = await installAdminToken();
  const current = (await (await callApi(token, studentEndpoints.get, { params: { id } })).json()) as StudentItem;
  const body: UpdateStudentBodyInput = {
    name: current.name,
    name_kana: current.name_kana,
    email: current.email,
    company_id: current.company_id,
    course_id: current.course_id,
    status: current.status as UpdateStudentBodyInput['status'],
    grade: current.grade as UpdateStudentBodyInput['grade'],
    course_mode: current.course_mode as UpdateStudentBodyInput['course_mode'],
    start_date: current.start_date,
    end_date: current.end_date,
    init_input_flg: current.init_input_flg as UpdateStudentBodyInput['init_input_flg'],
    ...changes,
  };
  const response = await callApi(token, studentEndpoints.update, { params: { id }, body });
  if (!response.ok) throw new Error(`updating student ${id}: ${response.status} ${await response.text()}`);
  return (await response.json()) as StudentItem;
}

/** A daily report written by the student through the API. */
export async function writeReport(email: string, body: DailyReportBodyInput): Promise<DailyReportItem> {
  const response = await callApi(await accountToken('student', email), reportEndpoints.studentCreate, { body });
  if (response.status !== 201) throw new Error(`writing a report as ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()) as DailyReportItem;
}

/** Switches the signed-in page's display language in the profile menu (saved for the account). */
export async function useLanguage(page: Page, language: 'ja' | 'en'): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) === language) return;
  await page.getByTestId('profile-menu-button').click();
  await page.getByRole('menuitem', { name: language === 'en' ? /English/ : /日本語/ }).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, language);
  await page.keyboard.press('Escape');
}
