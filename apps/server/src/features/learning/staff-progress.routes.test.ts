import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { ProgressRow, ProgressSummary, StudentProgressDetail } from '@manabiya/domain/contracts/progress';
import { DELAY_DAYS_OF_FILTER, PROGRESS_FILTERS } from '@manabiya/domain/enums/learning';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../platform/csv.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildCourse, completeSteps, daysAgo, studied, today, type BuiltCourse } from '../../test/staff-progress-world.ts';

let t: TestApp;
let admin: string;
let course: BuiltCourse;
let other: BuiltCourse;
let companyId: number;
let consultingId: number;
let companyUser: string;
let foreignUser: string;
/** Students by the delay they should have today (course plan: 200 + 200 days, nothing done unless said). */
const ids: Record<string, number> = {};
const NAME = '進捗';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  course = await buildCourse(t, [
    { normalDays: 200, intensiveDays: 100, steps: 4, privateSteps: 1 },
    { normalDays: 200, intensiveDays: 100, steps: 4 },
    { normalDays: 50, steps: 2, published: false },
  ]);
  other = await buildCourse(t, [{ normalDays: 10, steps: 2 }]);
  companyId = (await createCompany(t)).id;
  consultingId = (await createCompany(t, { has_consulting_flg: true })).id;
  companyUser = (await createCompanyUser(t, companyId)).token;
  foreignUser = (await createCompanyUser(t, consultingId)).token;
  const make = async (key: string, days: number | null, extra: Record<string, unknown> = {}, company = companyId) => {
    const student = await createStudent(t, company, {
      name: `${NAME} ${key}`,
      course_id: course.id,
      start_date: days === null ? null : daysAgo(t, days),
      ...extra,
    });
    ids[key] = student.id;
  };
  await make('today', 0);
  await make('d8', 8);
  await make('d15', 15);
  await make('d31', 31);
  await make('d92', 92);
  await make('d183', 183);
  await make('d366', 366);
  await make('capped', 1000); // past the end of the plan: still counting
  await make('nostart', null);
  await make('intensive', 150, { course_mode: 1 });
  await make('consulting', 20, {}, consultingId);
  await make('graduated', 366, { status: 1 });
  ids.nocourse = (await createStudent(t, companyId, { name: `${NAME} nocourse`, start_date: daysAgo(t, 400) })).id;
  ids.other = (await createStudent(t, companyId, { name: `${NAME} other`, course_id: other.id, start_date: daysAgo(t, 12) })).id;
  // d366 finished the first curriculum: 200 days earned, 166 behind.
  await completeSteps(t, ids.d366!, course.curricula[0]!.stepIds);
  // d183 did one step of four of the first curriculum: 50 days earned, 133 behind.
  await completeSteps(t, ids.d183!, [course.curricula[0]!.stepIds[0]!]);
  await studied(t, ids.d8!, today(t), 1800, { courseId: course.id, curriculumId: course.curricula[0]!.id });
  await studied(t, ids.d8!, daysAgo(t, 6), 600);
  await studied(t, ids.d8!, daysAgo(t, 7), 999);
});
afterAll(() => t.close());

/** The delay each student has today: days since start − earned days, not capped at the plan of 400 days (decision 033). */
const EXPECTED_DELAY: Record<string, number> = {
  today: 0,
  d8: 8,
  d15: 15,
  d31: 31,
  d92: 92,
  d183: 133,
  d366: 166,
  capped: 1000,
  nostart: 0,
  intensive: 150,
  consulting: 20,
  graduated: 366,
  nocourse: 0,
  other: 12, // a 10-day plan, started 12 days ago, nothing done
};

const list = async (query: string, token = admin) => {
  const response = await t.call('GET', `/api/admin/student/progress?q=${encodeURIComponent(NAME)}&page_size=200&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<ProgressRow>>();
};
const keyOf = (id: number) => Object.entries(ids).find(([, value]) => value === id)?.[0];
const keys = (rows: ProgressRow[]) => rows.map((row) => keyOf(row.id)).sort();

describe('progress list (admin)', () => {
  it('shows each student with course, position, % done, delay and the study time of the last 7 days', async () => {
    const { items, total } = await list('');
    expect(total).toBe(Object.keys(ids).length);
    for (const row of items) expect(`${keyOf(row.id)}: ${row.delay_days}`).toBe(`${keyOf(row.id)}: ${EXPECTED_DELAY[keyOf(row.id)!]}`);
    const d183 = items.find((row) => row.id === ids.d183)!;
    expect(d183).toMatchObject({
      course_id: course.id,
      course_name: course.name,
      // Published steps of published curricula only: 4 + 4.
      steps_done: 1,
      steps_total: 8,
      percent: 12,
      current_curriculum_id: course.curricula[0]!.id,
      current_step_id: course.curricula[0]!.stepIds[1],
    });
    expect(d183.current_step_title).toContain('ステップ 2');
    const d8 = items.find((row) => row.id === ids.d8)!;
    // Today and 6 days ago are in the week; 7 days ago is not.
    expect(d8.study_seconds_7d).toBe(2400);
    expect(items.find((row) => row.id === ids.nocourse)).toMatchObject({ course_id: null, course_name: null, steps_total: 0, percent: 0, delay_days: 0 });
    // Sorted by delay, most behind first, unless asked otherwise.
    expect(items.map((row) => row.delay_days)).toEqual([...items.map((row) => row.delay_days)].sort((a, b) => b - a));
  });

  it('keeps exactly the students behind by at least each progress filter', async () => {
    for (const filter of PROGRESS_FILTERS) {
      const { items } = await list(`progress_filter=${filter}`);
      const want = Object.keys(EXPECTED_DELAY)
        .filter((key) => EXPECTED_DELAY[key]! >= DELAY_DAYS_OF_FILTER[filter])
        .sort();
      expect(`${filter}: ${keys(items).join(',')}`).toBe(`${filter}: ${want.join(',')}`);
    }
    const refused = await t.call('GET', '/api/admin/student/progress?progress_filter=2', admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ details: { progress_filter: expect.any(String) } });
  });

  it('moves a student into the 1-week bucket when their start date is moved back', async () => {
    const student = await createStudent(t, companyId, { name: `${NAME} moved`, course_id: course.id, start_date: today(t) });
    ids.moved = student.id;
    EXPECTED_DELAY.moved = 0;
    expect(keys((await list('progress_filter=0.2')).items)).not.toContain('moved');
    const current = (await t.call('GET', `/api/admin/student/${student.id}`, admin)).json<Record<string, unknown>>();
    const { id: _id, company_name: _c, course_name: _n, consulting: _k, password_set: _p, profile_icon_path: _i, created_at: _a, updated_at: _u, abilities: _b, prefecture_name: _pn, ...body } = current;
    const updated = await t.call('PUT', `/api/admin/student/${student.id}`, admin, { ...body, start_date: daysAgo(t, 9) });
    expect(updated.statusCode, updated.body).toBe(200);
    EXPECTED_DELAY.moved = 9;
    expect(keys((await list('progress_filter=0.2')).items)).toContain('moved');
    expect(keys((await list('progress_filter=0.5')).items)).not.toContain('moved');
  });

  it('filters by company (one, consulting only), course, status and search', async () => {
    expect(keys((await list(`company=${consultingId}`)).items)).toEqual(['consulting']);
    expect(keys((await list('company=-1')).items)).toEqual(['consulting']);
    expect(keys((await list(`course_id=${other.id}`)).items)).toEqual(['other']);
    expect(keys((await list('status=1')).items)).toEqual(['graduated']);
    expect(keys((await list('progress_filter=12&status=0')).items)).toEqual(['capped']);
    const searched = await t.call('GET', `/api/admin/student/progress?q=${encodeURIComponent(`${NAME} d36`)}`, admin);
    expect(keys(searched.json<ListResponse<ProgressRow>>().items)).toEqual(['d366']);
    expect((await t.call('GET', '/api/admin/student/progress?company=-2', admin)).statusCode).toBe(400);
  });

  it('sorts by name, % done, delay and last activity, both ways, and pages without repeating', async () => {
    const byName = (await list('sort=name&order=asc')).items.map((row) => row.name_kana ?? row.name);
    expect(byName).toEqual([...byName].sort());
    const byPercent = (await list('sort=percent&order=desc')).items.map((row) => row.percent);
    expect(byPercent).toEqual([...byPercent].sort((a, b) => b - a));
    expect(byPercent[0]).toBe(50);
    const ascending = (await list('sort=delay&order=asc')).items.map((row) => row.delay_days);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const active = (await list('sort=last_activity&order=desc')).items;
    // Students who completed something were active; the never active come last.
    expect(active.slice(0, 2).map((row) => keyOf(row.id)).sort()).toEqual(['d183', 'd366']);
    expect(active.at(-1)!.last_activity_at).toBeNull();
    const pages: number[] = [];
    for (let page = 0; page < 4; page++) {
      const response = await t.call('GET', `/api/admin/student/progress?q=${encodeURIComponent(NAME)}&page_size=4&page=${page}&sort=delay&order=desc`, admin);
      pages.push(...response.json<ListResponse<ProgressRow>>().items.map((row) => row.id));
    }
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.length).toBe(Object.keys(ids).length);
  });

  it('exports the same rows as the list, in its order, as CSV', async () => {
    const query = 'progress_filter=0.5&sort=delay&order=desc';
    const { items } = await list(query);
    const csv = await t.call('GET', `/api/admin/student/progress/csv?q=${encodeURIComponent(NAME)}&${query}`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([
      'ID', '氏名', 'フリガナ', '会社', 'ステータス', 'コース', '受講形態', '受講開始日', '現在のカリキュラム', '現在のステップ',
      '完了ステップ数', '全ステップ数', '進捗率(%)', '遅れ(日)', '受講終了日', '受講状況', '最終学習日時', '直近7日の学習時間(分)',
    ]);
    expect(rows.map((row) => [Number(row[0]), row[1], Number(row[12]), Number(row[13])])).toEqual(items.map((row) => [row.id, row.name, row.percent, row.delay_days]));
  });

  it('offers the courses students take for the filter', async () => {
    const options = (await t.call('GET', '/api/admin/student/progress/options', admin)).json<{ courses: Array<{ id: number; name: string }> }>();
    expect(options.courses.map((c) => c.id).sort()).toEqual([course.id, other.id].sort());
  });

  it('needs student_progress read; the detail also opens with student_detail read', async () => {
    const progressReader = await staffWith(t, { student_progress: ACCESS_LEVEL.read });
    const detailReader = await staffWith(t, { student_detail: ACCESS_LEVEL.read });
    expect((await t.call('GET', '/api/admin/student/progress', progressReader.token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/student/progress/csv', progressReader.token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/student/progress', detailReader.token)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/admin/student/${ids.d8}/progress`, detailReader.token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/student/${ids.d8}/progress`, progressReader.token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/student/999999/progress', admin)).statusCode).toBe(404);
  });
});

describe("one student's progress", () => {
  it('gives the timeline per curriculum (planned against done), study time by day and self-checks', async () => {
    const response = await t.call('GET', `/api/admin/student/${ids.d366}/progress?days=30`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<StudentProgressDetail>();
    const start = daysAgo(t, 366);
    expect(detail).toMatchObject({ course_id: course.id, start_date: start, steps_done: 4, steps_total: 8, percent: 50, plan_days: 400, earned_days: 200, delay_days: 166 });
    // The plan's last day (start + 400 − 1), as the student's own page says (decision 043).
    expect(detail.planned_finish).toBe(daysAgo(t, 366 - 399));
    // The unpublished third curriculum is not in the student's plan; each planned span ends on its last day.
    expect(detail.curricula.map((c) => [c.id, c.standard_days, c.planned_start, c.planned_end, c.steps_done, c.steps_total])).toEqual([
      [course.curricula[0]!.id, 200, start, daysAgo(t, 167), 4, 4],
      [course.curricula[1]!.id, 200, daysAgo(t, 166), daysAgo(t, -33), 0, 4],
    ]);
    expect(detail.curricula[0]!.completed_at).not.toBeNull();
    expect(detail.curricula[1]!.completed_at).toBeNull();
    expect(detail.study_days).toHaveLength(30);
    expect(detail.study_days.at(-1)!.date).toBe(today(t));
    expect(detail.study_days[0]!.date).toBe(daysAgo(t, 29));

    const d8 = (await t.call('GET', `/api/admin/student/${ids.d8}/progress?days=7`, admin)).json<StudentProgressDetail>();
    expect(d8.study_days.map((entry) => entry.seconds)).toEqual([600, 0, 0, 0, 0, 0, 1800]);
    expect(d8.study_total_seconds).toBe(3399);
    expect(d8.curricula[0]!.study_seconds).toBe(1800);
    const intensive = (await t.call('GET', `/api/admin/student/${ids.intensive}/progress`, admin)).json<StudentProgressDetail>();
    expect(intensive.curricula.map((c) => c.standard_days)).toEqual([100, 100]);
    expect((await t.call('GET', `/api/admin/student/${ids.d8}/progress?days=200`, admin)).statusCode).toBe(400);
  });
});

describe('progress in the company portal', () => {
  it('lists only its own students, with the same filters and CSV', async () => {
    const response = await t.call('GET', `/api/company/student/progress?page_size=200&progress_filter=0.2&company=${consultingId}`, companyUser);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<ListResponse<ProgressRow>>().items;
    expect(rows.every((row) => row.company_id === companyId)).toBe(true);
    expect(rows.map((row) => keyOf(row.id))).not.toContain('consulting');
    expect(rows.map((row) => keyOf(row.id))).toContain('d8');
    const foreign = (await t.call('GET', '/api/company/student/progress?page_size=200', foreignUser)).json<ListResponse<ProgressRow>>();
    expect(foreign.items.map((row) => keyOf(row.id))).toEqual(['consulting']);
    const csv = await t.call('GET', '/api/company/student/progress/csv?progress_filter=0.2', companyUser);
    expect(parseCsv(csv.body).slice(1).map((row) => Number(row[0]))).toEqual(rows.map((row) => row.id));
    const options = (await t.call('GET', '/api/company/student/progress/options', foreignUser)).json<{ courses: Array<{ id: number }> }>();
    expect(options.courses.map((c) => c.id)).toEqual([course.id]);
  });

  it('counts studying students behind by each bucket for the start page', async () => {
    const summary = (await t.call('GET', '/api/company/student/progress/summary', companyUser)).json<ProgressSummary>();
    const taking = Object.keys(EXPECTED_DELAY).filter((key) => !['graduated', 'consulting'].includes(key));
    expect(summary.buckets.map((bucket) => [bucket.progress_filter, bucket.min_delay_days, bucket.count])).toEqual(
      PROGRESS_FILTERS.map((filter) => [filter, DELAY_DAYS_OF_FILTER[filter], taking.filter((key) => EXPECTED_DELAY[key]! >= DELAY_DAYS_OF_FILTER[filter]).length]),
    );
    // The bucket's link opens the list with the same count.
    const linked = (await t.call('GET', '/api/company/student/progress?progress_filter=1&status=0', companyUser)).json<ListResponse<ProgressRow>>();
    expect(linked.total).toBe(summary.buckets.find((bucket) => bucket.progress_filter === 1)!.count);
  });

  it("opens its own student's progress and answers 404 for another company's", async () => {
    expect((await t.call('GET', `/api/company/student/${ids.d366}/progress`, companyUser)).json<StudentProgressDetail>().delay_days).toBe(166);
    expect((await t.call('GET', `/api/company/student/${ids.consulting}/progress`, companyUser)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/company/student/${ids.d366}/progress`, foreignUser)).statusCode).toBe(404);
  });

  it("reads the content of its students' courses only: published curricula and steps", async () => {
    const courses = (await t.call('GET', '/api/company/curriculum', foreignUser)).json<Array<{ id: number; student_count: number; curricula: Array<{ id: number; step_count: number }> }>>();
    expect(courses.map((c) => [c.id, c.student_count])).toEqual([[course.id, 1]]);
    expect(courses[0]!.curricula.map((c) => [c.id, c.step_count])).toEqual([
      [course.curricula[0]!.id, 4],
      [course.curricula[1]!.id, 4],
    ]);
    const detail = await t.call('GET', `/api/company/curriculum/${course.curricula[0]!.id}`, foreignUser);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ steps: Array<{ id: number; body: string }>; courses: Array<{ id: number }> }>()).toMatchObject({
      courses: [{ id: course.id, name: course.name }],
      steps: course.curricula[0]!.stepIds.map((id) => ({ id, body: expect.stringContaining('```ts') })),
    });
    // The other course is taken by none of this company's students; an unpublished curriculum is nobody's to read.
    expect((await t.call('GET', `/api/company/curriculum/${other.curricula[0]!.id}`, foreignUser)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/company/curriculum/${other.curricula[0]!.id}`, companyUser)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/company/curriculum/${course.curricula[2]!.id}`, companyUser)).statusCode).toBe(404);
  });
});
