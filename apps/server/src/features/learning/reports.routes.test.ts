import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { DailyReportItem, ReportDraft, SelfcheckItem } from '@manabiya/domain/contracts/reports';
import type { StudentProgressDetail } from '@manabiya/domain/contracts/progress';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildCourse, daysAgo, studied, type BuiltCourse } from '../../test/staff-progress-world.ts';

let t: TestApp;
let admin: { id: number; name: string; token: string };
let course: BuiltCourse;
let student: { id: number; token: string };
let classmate: { id: number; token: string };
let stranger: { id: number; token: string };
let companyUser: string;
let foreignUser: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t, { name: '管理 一郎' });
  course = await buildCourse(t, [
    { normalDays: 10, steps: 2 },
    { normalDays: 10, steps: 2 },
    { normalDays: 10, steps: 1, published: false },
  ]);
  const company = await createCompany(t);
  const foreign = await createCompany(t);
  student = await createStudent(t, company.id, { course_id: course.id, start_date: daysAgo(t, 5) });
  classmate = await createStudent(t, company.id, { course_id: course.id });
  stranger = await createStudent(t, foreign.id);
  companyUser = (await createCompanyUser(t, company.id)).token;
  foreignUser = (await createCompanyUser(t, foreign.id)).token;
});
afterAll(() => t.close());

const REPORT = { study_minutes: 90, did: '## 配列\n\n- map と filter を練習した', next: 'reduce を学ぶ', troubles: '' };
const XSS = '<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))';

describe('daily reports (student)', () => {
  it('prefills the study time from the ledger of that day and shows the difference', async () => {
    const day = daysAgo(t, 1);
    await studied(t, student.id, day, 1500);
    await studied(t, student.id, day, 1530);
    await studied(t, student.id, daysAgo(t, 2), 6000);
    const draft = await t.call('GET', `/api/student/reports/draft?date=${day}`, student.token);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json<ReportDraft>()).toEqual({ report_date: day, ledger_minutes: 51, existing_id: null });

    const created = await t.call('POST', '/api/student/reports', student.token, { ...REPORT, report_date: day.replaceAll('-', '/') });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<DailyReportItem>()).toMatchObject({
      report_date: day,
      study_minutes: 90,
      ledger_minutes: 51,
      did: REPORT.did,
      checked_at: null,
      comments: [],
      abilities: { edit: true, comment: false, check: false },
    });
    const again = await t.call('GET', `/api/student/reports/draft?date=${day}`, student.token);
    expect(again.json<ReportDraft>().existing_id).toBe(created.json<DailyReportItem>().id);
  });

  it('takes one report per day: a second one answers 409 naming the existing one', async () => {
    const day = daysAgo(t, 3);
    const first = (await t.call('POST', '/api/student/reports', student.token, { ...REPORT, report_date: day })).json<DailyReportItem>();
    const duplicate = await t.call('POST', '/api/student/reports', student.token, { ...REPORT, report_date: day });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: expect.stringContaining(day), details: { report_date: expect.any(String), existing_id: String(first.id) } });
    const english = await t.call('POST', '/api/student/reports', student.token, { ...REPORT, report_date: day }, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toBe(`A daily report for ${day} already exists. Open it from the list and rewrite it.`);
    // Two at once for a new day: one is written, the other names it.
    const raceDay = daysAgo(t, 4);
    const answers = await Promise.all([1, 2].map(() => t.call('POST', '/api/student/reports', student.token, { ...REPORT, report_date: raceDay })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const written = answers.find((answer) => answer.statusCode === 201)!.json<DailyReportItem>();
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ details: { existing_id: String(written.id) } });
    // Another student may write for the same day.
    expect((await t.call('POST', '/api/student/reports', classmate.token, { ...REPORT, report_date: day })).statusCode).toBe(201);
  });

  it('refuses a future day, an empty "did", too long Markdown and an impossible study time, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ ...REPORT, report_date: daysAgo(t, -1) }, 'report_date'],
      [{ ...REPORT, report_date: '2026/02/30' }, 'report_date'],
      [{ ...REPORT, report_date: daysAgo(t, 9), did: '  \n ' }, 'did'],
      [{ ...REPORT, report_date: daysAgo(t, 9), troubles: 'あ'.repeat(10_001) }, 'troubles'],
      [{ ...REPORT, report_date: daysAgo(t, 9), study_minutes: 1441 }, 'study_minutes'],
      [{ ...REPORT, report_date: daysAgo(t, 9), study_minutes: 1.5 }, 'study_minutes'],
    ];
    for (const [body, field] of cases) {
      const response = await t.call('POST', '/api/student/reports', student.token, body);
      expect(`${field}: ${response.statusCode}`).toBe(`${field}: 400`);
      expect(Object.keys(response.json<{ details: Record<string, string> }>().details)).toEqual([field]);
    }
    expect((await t.call('POST', '/api/student/reports', student.token, { ...REPORT, report_date: daysAgo(t, 9), did: 'あ'.repeat(10_000) })).statusCode).toBe(201);
  });

  it('stores Markdown as the text typed, HTML and javascript: links included (the browser renders them inert)', async () => {
    const created = await t.call('POST', '/api/student/reports', student.token, { ...REPORT, report_date: daysAgo(t, 10), did: XSS, troubles: XSS });
    expect(created.statusCode).toBe(201);
    const read = (await t.call('GET', `/api/student/reports/${created.json<DailyReportItem>().id}`, student.token)).json<DailyReportItem>();
    expect(read.did).toBe(XSS);
    expect(read.troubles).toBe(XSS);
  });

  it('lists own reports newest day first; another student cannot read or write them', async () => {
    const own = (await t.call('GET', '/api/student/reports?page_size=3', student.token)).json<ListResponse<DailyReportItem>>();
    expect(own.total).toBe(5);
    expect(own.items).toHaveLength(3);
    expect(own.items.map((item) => item.report_date)).toEqual([daysAgo(t, 1), daysAgo(t, 3), daysAgo(t, 4)]);
    expect(own.items.every((item) => item.student_id === student.id)).toBe(true);
    const id = own.items[0]!.id;
    expect((await t.call('GET', `/api/student/reports/${id}`, classmate.token)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/student/reports/${id}`, classmate.token, { ...REPORT, report_date: daysAgo(t, 1) })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/student/reports', classmate.token)).json<ListResponse<DailyReportItem>>().items.every((item) => item.student_id === classmate.id)).toBe(true);
  });

  it('rewrites a report until staff check it, but not onto a day that has one', async () => {
    const day = daysAgo(t, 20);
    const item = (await t.call('POST', '/api/student/reports', student.token, { ...REPORT, report_date: day })).json<DailyReportItem>();
    const rewritten = await t.call('PUT', `/api/student/reports/${item.id}`, student.token, { ...REPORT, report_date: daysAgo(t, 21), study_minutes: 30, did: '書き直し' });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect(rewritten.json<DailyReportItem>()).toMatchObject({ report_date: daysAgo(t, 21), study_minutes: 30, did: '書き直し' });
    const onto = await t.call('PUT', `/api/student/reports/${item.id}`, student.token, { ...REPORT, report_date: daysAgo(t, 1) });
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toMatchObject({ details: { existing_id: expect.any(String) } });
    expect((await t.call('POST', `/api/admin/student_report/${item.id}/check`, admin.token)).statusCode).toBe(200);
    const after = await t.call('PUT', `/api/student/reports/${item.id}`, student.token, { ...REPORT, report_date: daysAgo(t, 21) });
    expect(after.statusCode).toBe(409);
    expect((await t.call('GET', `/api/student/reports/${item.id}`, student.token)).json<DailyReportItem>().abilities.edit).toBe(false);
  });
});

describe('daily reports (staff and companies)', () => {
  it('lets staff read, comment and check once (the first stamp stays, saying who)', async () => {
    const day = daysAgo(t, 30);
    const item = (await t.call('POST', '/api/student/reports', student.token, { ...REPORT, report_date: day })).json<DailyReportItem>();
    const listed = await t.call('GET', `/api/admin/student/${student.id}/reports?page_size=100`, admin.token);
    expect(listed.statusCode).toBe(200);
    const found = listed.json<ListResponse<DailyReportItem>>().items.find((report) => report.id === item.id)!;
    expect(found.abilities).toEqual({ edit: false, comment: true, check: true });

    const comment = await t.call('POST', `/api/admin/student_report/${item.id}/comment`, admin.token, { body: '**よく書けています**' });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json<DailyReportItem>().comments).toEqual([{ id: expect.any(Number), body: '**よく書けています**', staff_name: '管理 一郎', created_at: expect.any(String) }]);
    expect((await t.call('POST', `/api/admin/student_report/${item.id}/comment`, admin.token, { body: ' ' })).statusCode).toBe(400);

    const second = await staffWith(t, { student_detail: ACCESS_LEVEL.write }, { name: '確認 二郎' });
    const checks = await Promise.all([admin.token, second.token, admin.token].map((token) => t.call('POST', `/api/admin/student_report/${item.id}/check`, token)));
    expect(checks.map((check) => check.statusCode)).toEqual([200, 200, 200]);
    const stamped = checks.map((check) => check.json<DailyReportItem>());
    expect(new Set(stamped.map((report) => `${report.checked_at} ${report.checked_by_name}`)).size).toBe(1);
    expect(['管理 一郎', '確認 二郎']).toContain(stamped[0]!.checked_by_name);
    expect(stamped[0]!.abilities.check).toBe(false);
    const again = (await t.call('POST', `/api/admin/student_report/${item.id}/check`, second.token)).json<DailyReportItem>();
    expect([again.checked_at, again.checked_by_name]).toEqual([stamped[0]!.checked_at, stamped[0]!.checked_by_name]);

    // The student sees the comment and the stamp.
    const own = (await t.call('GET', `/api/student/reports/${item.id}`, student.token)).json<DailyReportItem>();
    expect(own).toMatchObject({ checked_by_name: stamped[0]!.checked_by_name, comments: [{ body: '**よく書けています**' }], abilities: { edit: false } });
    expect((await t.call('POST', '/api/admin/student_report/999999/check', admin.token)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/admin/student_report/999999/comment', admin.token, { body: 'x' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/student/999999/reports', admin.token)).statusCode).toBe(404);
  });

  it('lets a student_detail reader read but not comment or check', async () => {
    const reader = await staffWith(t, { student_detail: ACCESS_LEVEL.read });
    const listed = (await t.call('GET', `/api/admin/student/${student.id}/reports`, reader.token)).json<ListResponse<DailyReportItem>>();
    expect(listed.items[0]!.abilities).toEqual({ edit: false, comment: false, check: false });
    expect((await t.call('POST', `/api/admin/student_report/${listed.items[0]!.id}/comment`, reader.token, { body: 'x' })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/admin/student_report/${listed.items[0]!.id}/check`, reader.token)).statusCode).toBe(403);
  });

  it("lets a company user read its own students' reports only", async () => {
    const own = await t.call('GET', `/api/company/student/${student.id}/reports`, companyUser);
    expect(own.statusCode).toBe(200);
    expect(own.json<ListResponse<DailyReportItem>>().items[0]!.abilities).toEqual({ edit: false, comment: false, check: false });
    expect((await t.call('GET', `/api/company/student/${student.id}/reports`, foreignUser)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/company/student/${stranger.id}/reports`, companyUser)).statusCode).toBe(404);
  });
});

describe('self-checks', () => {
  it("lists the published curricula of the student's course and keeps the latest self-check of each", async () => {
    const listed = (await t.call('GET', '/api/student/selfcheck', student.token)).json<SelfcheckItem[]>();
    expect(listed.map((item) => [item.curriculum_id, item.selfcheck])).toEqual([
      [course.curricula[0]!.id, null],
      [course.curricula[1]!.id, null],
    ]);
    const first = course.curricula[0]!.id;
    const saved = await t.call('PUT', '/api/student/selfcheck', student.token, { curriculum_id: first, understanding: 2, comment: '配列がまだ不安' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SelfcheckItem>()).toMatchObject({ curriculum_id: first, selfcheck: { understanding: 2, comment: '配列がまだ不安' } });
    await t.call('PUT', '/api/student/selfcheck', student.token, { curriculum_id: first, understanding: 4 });
    expect((await t.call('GET', '/api/student/selfcheck', student.token)).json<SelfcheckItem[]>()[0]!.selfcheck).toMatchObject({ understanding: 4, comment: '' });

    // Staff and the company see it beside the progress.
    const detail = (await t.call('GET', `/api/admin/student/${student.id}/progress`, admin.token)).json<StudentProgressDetail>();
    expect(detail.curricula[0]!.selfcheck).toMatchObject({ understanding: 4 });
    const companyDetail = (await t.call('GET', `/api/company/student/${student.id}/progress`, companyUser)).json<StudentProgressDetail>();
    expect(companyDetail.curricula[0]!.selfcheck).toMatchObject({ understanding: 4 });
  });

  it('refuses a curriculum outside the course (or unpublished) and an understanding outside 1–5', async () => {
    const unpublished = await t.call('PUT', '/api/student/selfcheck', student.token, { curriculum_id: course.curricula[2]!.id, understanding: 3 });
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.json()).toMatchObject({ details: { curriculum_id: expect.any(String) } });
    const noCourse = await t.call('PUT', '/api/student/selfcheck', stranger.token, { curriculum_id: course.curricula[0]!.id, understanding: 3 });
    expect(noCourse.statusCode).toBe(400);
    expect((await t.call('GET', '/api/student/selfcheck', stranger.token)).json()).toEqual([]);
    for (const understanding of [0, 6, 2.5]) {
      const response = await t.call('PUT', '/api/student/selfcheck', student.token, { curriculum_id: course.curricula[0]!.id, understanding });
      expect(response.json()).toMatchObject({ details: { understanding: expect.any(String) } });
    }
  });
});

