import { addDays, type CompleteStepResponse, type CourseMap, type CurriculumDetail, type StepPage, type StudentProgress, type StudyTime } from '@manabiya/domain/contracts/learning';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepCompletions, studentProgress, studySessions } from '../../db/schema/learning.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { createCourseWorld, createMovieRow, setMovieView, type CourseWorld } from '../../test/learning-world.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { zonedDate } from '@manabiya/domain/zoned-time';

let t: TestApp;
let companyId: number;
/** A course of two public curricula (4 + 6 normal days, 2 + 3 intensive) and a private one; a private step in the first. */
let world: CourseWorld;
let other: CourseWorld;
let movieId: number;
const today = () => zonedDate(new Date(), 'Asia/Tokyo');

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t)).id;
  movieId = await createMovieRow(t, '変数の動画', 300);
  world = await createCourseWorld(t, {
    name: 'Web 基礎コース',
    curricula: [
      {
        name: 'HTML 入門',
        normalDays: 4,
        intensiveDays: 2,
        steps: [
          { title: 'タグを知る', body: '# タグ\n\n`<p>` を使います。', movieIds: [movieId], attachments: [{ file_name: 'sample.zip', file_path: '/api/files/attachment/0123456789abcdef0123456789abcdef.zip', content_type: 'application/zip', size_bytes: 2048 }] },
          { title: '下書きのステップ', publish: PUBLISH_STATUS.private },
          { title: '見出しの課題', type: STEP_TYPE.assignment },
        ],
      },
      { name: 'CSS 入門', normalDays: 6, intensiveDays: 3, steps: [{ title: 'セレクタ' }, { title: 'ボックスモデル' }] },
      { name: '準備中のカリキュラム', publish: PUBLISH_STATUS.private, steps: [{ title: '未公開' }] },
    ],
  });
  other = await createCourseWorld(t, { curricula: [{ steps: [{ title: 'ほかのコースのステップ' }] }] });
});
afterAll(() => t.close());

const studentOf = (body: Parameters<typeof createStudent>[2] = {}) =>
  createStudent(t, companyId, { course_id: world.courseId, course_mode: 0, start_date: addDays(today(), -10), ...body });
/** The course's steps in order (read once the world is built). */
const stepAt = (i: number) => () => world.stepIds[i]!;
const htmlTags = stepAt(0);
const draft = stepAt(1);
const htmlAssignment = stepAt(2);
const cssSelector = stepAt(3);
const cssBox = stepAt(4);

describe('student course map', () => {
  it('gives a student without a course an empty state, not an error', async () => {
    const { token } = await createStudent(t, companyId);
    const map = await t.call('GET', '/api/student/curriculum', token);
    expect(map.statusCode).toBe(200);
    expect(map.json()).toEqual({ course: null, curricula: [], next_step: null, standing: null });
    expect((await t.call('GET', '/api/student/progress', token)).json()).toEqual({ courses: [] });
    expect((await t.call('GET', `/api/student/step/${htmlTags()}`, token)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/student/step/${htmlTags()}/complete`, token)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/student/study_time/heartbeat', token, { step_id: htmlTags() })).statusCode).toBe(404);
    const time = await t.call('GET', '/api/student/study_time', token);
    expect(time.statusCode).toBe(200);
    expect(time.json<StudyTime>()).toMatchObject({ total_seconds: 0, by_course: [] });
    expect(time.json<StudyTime>().series).toHaveLength(7);
  });

  it('shows the public curricula and steps in order with states, planned dates and the standing', async () => {
    const start = addDays(today(), -10);
    const { token } = await studentOf({ start_date: start });
    const map = (await t.call('GET', '/api/student/curriculum', token)).json<CourseMap>();
    expect(map.course).toMatchObject({ id: world.courseId, name: 'Web 基礎コース', course_mode: 0, sequential: false });
    expect(map.curricula.map((c) => [c.name, c.number, c.days, c.planned_start, c.planned_end, c.steps_total, c.state])).toEqual([
      ['HTML 入門', 1, 4, start, addDays(start, 3), 2, 'not_started'],
      ['CSS 入門', 2, 6, addDays(start, 4), addDays(start, 9), 2, 'not_started'],
    ]);
    expect(map.curricula[0]!.steps.map((s) => [s.title, s.state, s.step_type])).toEqual([
      ['タグを知る', 'open', STEP_TYPE.self_study],
      ['見出しの課題', 'open', STEP_TYPE.assignment],
    ]);
    expect(map.next_step).toMatchObject({ id: htmlTags(), title: 'タグを知る', curriculum_name: 'HTML 入門' });
    expect(map.standing).toMatchObject({ plan_days: 10, earned_days: 0, delay_days: 10, status: 'behind', planned_finish: addDays(start, 9), expected_finish: addDays(today(), 9), percent: 0 });
  });

  it('uses the intensive days for an intensive student and says "not started" before the start date', async () => {
    const start = addDays(today(), 3);
    const { token } = await studentOf({ course_mode: 1, start_date: start });
    const map = (await t.call('GET', '/api/student/curriculum', token)).json<CourseMap>();
    expect(map.curricula.map((c) => c.days)).toEqual([2, 3]);
    expect(map.standing).toMatchObject({ plan_days: 5, delay_days: 0, status: 'not_started', planned_finish: addDays(start, 4), expected_finish: addDays(start, 4) });
  });

  it('shows a curriculum with its steps; another course’s or a private curriculum is 404', async () => {
    const { token } = await studentOf();
    const css = world.curricula[1]!;
    const detail = await t.call('GET', `/api/student/curriculum/${css.id}`, token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<CurriculumDetail>()).toMatchObject({
      curriculum: { name: 'CSS 入門', number: 2 },
      steps: [{ title: 'セレクタ', state: 'open' }, { title: 'ボックスモデル' }],
      previous_curriculum: { id: world.curricula[0]!.id, name: 'HTML 入門' },
      next_curriculum: null,
    });
    expect((await t.call('GET', `/api/student/curriculum/${world.curricula[2]!.id}`, token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/student/curriculum/${other.curricula[0]!.id}`, token)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/student/curriculum/0', token)).statusCode).toBe(400);
  });
});

describe('student step page', () => {
  it('gives the Markdown, the videos with where the student left off, attachments and the neighbours', async () => {
    const { token, id } = await studentOf();
    await setMovieView(t, id, movieId, 42.5, 60);
    const page = await t.call('GET', `/api/student/step/${htmlTags()}`, token);
    expect(page.statusCode).toBe(200);
    expect(page.json<StepPage>()).toMatchObject({
      id: htmlTags(),
      title: 'タグを知る',
      body: '# タグ\n\n`<p>` を使います。',
      state: 'open',
      number: 1,
      count: 2,
      course_id: world.courseId,
      movies: [{ id: movieId, title: '変数の動画', duration_seconds: 300, stream_url: `/api/student/movie/${movieId}/stream`, position_seconds: 42.5, watched_seconds: 60 }],
      attachments: [{ file_name: 'sample.zip', url: '/api/files/attachment/0123456789abcdef0123456789abcdef.zip', size_bytes: 2048 }],
      previous: null,
      next: { id: htmlAssignment(), title: '見出しの課題' },
    });
    const last = (await t.call('GET', `/api/student/step/${cssSelector()}`, token)).json<StepPage>();
    expect(last).toMatchObject({ previous: { id: htmlAssignment() }, next: { id: cssBox() }, movies: [] });
  });

  it('answers 404 for a private step, a step of a private curriculum and another course’s step', async () => {
    const { token } = await studentOf();
    for (const stepId of [draft(), world.curricula[2]!.stepIds[0]!, other.stepIds[0]!, 2_000_000]) {
      expect((await t.call('GET', `/api/student/step/${stepId}`, token)).statusCode).toBe(404);
      expect((await t.call('POST', `/api/student/step/${stepId}/complete`, token)).statusCode).toBe(404);
    }
  });
});

describe('completing a step', () => {
  it('completes a self-study step once; the progress and the map move', async () => {
    const { token, id } = await studentOf();
    const first = await t.call('POST', `/api/student/step/${htmlTags()}/complete`, token);
    expect(first.statusCode).toBe(200);
    const body = first.json<CompleteStepResponse>();
    expect(body).toMatchObject({ step_id: htmlTags(), newly_completed: true, next_step: { id: htmlAssignment() }, standing: { steps_done: 1, steps_total: 4, percent: 25, earned_days: 2 } });
    const again = (await t.call('POST', `/api/student/step/${htmlTags()}/complete`, token)).json<CompleteStepResponse>();
    expect(again).toMatchObject({ newly_completed: false, completed_at: body.completed_at });

    const progress = (await t.call('GET', '/api/student/progress', token)).json<StudentProgress>();
    expect(progress.courses).toHaveLength(1);
    expect(progress.courses[0]).toMatchObject({
      course: { id: world.courseId },
      curricula: [{ name: 'HTML 入門', steps_done: 1, steps_total: 2, state: 'in_progress' }, { name: 'CSS 入門', steps_done: 0, state: 'not_started' }],
      current_step: { id: htmlAssignment() },
      standing: { plan_days: 10, earned_days: 2, delay_days: 8, status: 'behind' },
    });
    const [row] = await t.db.select().from(studentProgress).where(eq(studentProgress.student_id, id));
    expect(row).toMatchObject({ course_id: world.courseId, steps_done: 1, steps_total: 4, plan_days: 10, earned_days: 2, current_step_id: htmlAssignment() });
    expect(row!.last_activity_at).toBeInstanceOf(Date);
  });

  it('refuses an assignment step with 409 saying the teacher completes it, in Japanese and English', async () => {
    const { token } = await studentOf();
    const refused = await t.call('POST', `/api/student/step/${htmlAssignment()}/complete`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^提出課題は.*講師の確認で完了します。$/);
    const english = await t.call('POST', `/api/student/step/${htmlAssignment()}/complete`, token, undefined, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toMatch(/teacher/);
  });

  it('records one completion for 50 simultaneous calls', async () => {
    const { token, id } = await studentOf();
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', `/api/student/step/${cssSelector()}/complete`, token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.filter((answer) => answer.json<CompleteStepResponse>().newly_completed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json<CompleteStepResponse>().completed_at)).size).toBe(1);
    const rows = await t.db.select().from(stepCompletions).where(and(eq(stepCompletions.student_id, id), eq(stepCompletions.step_id, cssSelector())));
    expect(rows).toHaveLength(1);
    const [progress] = await t.db.select().from(studentProgress).where(eq(studentProgress.student_id, id));
    expect(progress).toMatchObject({ steps_done: 1, current_step_id: htmlTags() });
  });
});

describe('a sequential course', () => {
  let sequential: CourseWorld;
  beforeAll(async () => {
    sequential = await createCourseWorld(t, {
      sequential: true,
      curricula: [
        { name: '順番 1', steps: [{ title: '最初のステップ' }, { title: '途中の下書き', publish: PUBLISH_STATUS.private }, { title: '二番目のステップ' }] },
        { name: '順番 2', steps: [{ title: '次のカリキュラムの最初' }] },
      ],
    });
  });

  it('locks a step until the previous public step is done, says which step opens it, and refuses to complete it', async () => {
    const { token } = await createStudent(t, companyId, { course_id: sequential.courseId, start_date: today() });
    const [first, , second, third] = sequential.stepIds as [number, number, number, number];
    const map = (await t.call('GET', '/api/student/curriculum', token)).json<CourseMap>();
    expect(map.curricula.flatMap((c) => c.steps.map((s) => [s.title, s.state, s.locked_by?.title ?? null]))).toEqual([
      ['最初のステップ', 'open', null],
      ['二番目のステップ', 'locked', '最初のステップ'],
      ['次のカリキュラムの最初', 'locked', '二番目のステップ'],
    ]);
    expect(map.curricula[1]!.locked_by).toMatchObject({ id: second, title: '二番目のステップ' });

    const page = (await t.call('GET', `/api/student/step/${second}`, token)).json<StepPage>();
    expect(page).toMatchObject({ state: 'locked', locked_by: { id: first, title: '最初のステップ' }, body: '', movies: [], attachments: [] });
    const refused = await t.call('POST', `/api/student/step/${second}/complete`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('このステップはまだ開いていません。「最初のステップ」を完了すると開きます。');
    const english = await t.call('POST', `/api/student/step/${second}/complete`, token, undefined, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toContain('最初のステップ');

    expect((await t.call('POST', `/api/student/step/${first}/complete`, token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/student/step/${second}`, token)).json<StepPage>()).toMatchObject({ state: 'open', locked_by: null });
    expect((await t.call('POST', `/api/student/step/${second}/complete`, token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/student/step/${third}`, token)).json<StepPage>().state).toBe('open');
  });
});

describe('study clock', () => {
  it('counts two tabs heartbeating at once as one session, and another step as the next session', async () => {
    const { token, id } = await studentOf();
    const [a, b] = await Promise.all([
      t.call('POST', '/api/student/study_time/heartbeat', token, { step_id: htmlTags() }),
      t.call('POST', '/api/student/study_time/heartbeat', token, { movie_id: movieId }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toMatchObject({ study_date: today() });
    // The movie resolves to the step that shows it: both tabs are on the same step, one session.
    expect(await t.db.select().from(studySessions).where(eq(studySessions.student_id, id))).toHaveLength(1);

    expect((await t.call('POST', '/api/student/study_time/heartbeat', token, { step_id: cssSelector() })).statusCode).toBe(200);
    const sessions = await t.db.select().from(studySessions).where(eq(studySessions.student_id, id)).orderBy(studySessions.started_at, studySessions.id);
    expect(sessions.map((s) => s.step_id)).toEqual([htmlTags(), cssSelector()]);
    expect(sessions[1]!.started_at.getTime()).toBeGreaterThanOrEqual(sessions[0]!.ended_at.getTime());
    expect(sessions[0]!.course_id).toBe(world.courseId);
    expect(sessions[1]!.curriculum_id).toBe(world.curricula[1]!.id);
  });

  it('refuses a heartbeat without a step or movie (400), and for a step or movie outside the course (404)', async () => {
    const { token } = await studentOf();
    const missing = await t.call('POST', '/api/student/study_time/heartbeat', token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ details: Record<string, string> }>().details).toHaveProperty('step_id');
    expect((await t.call('POST', '/api/student/study_time/heartbeat', token, { step_id: other.stepIds[0] })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/student/study_time/heartbeat', token, { step_id: draft() })).statusCode).toBe(404);
    const unused = await createMovieRow(t);
    expect((await t.call('POST', '/api/student/study_time/heartbeat', token, { movie_id: unused })).statusCode).toBe(404);
  });

  it('answers a zero-filled series with totals that agree, daily and monthly, and refuses bad ranges', async () => {
    const { token } = await studentOf();
    await t.call('POST', '/api/student/study_time/heartbeat', token, { step_id: htmlTags() });
    const daily = (await t.call('GET', `/api/student/study_time?aggregation=daily&from=${addDays(today(), -13)}&to=${today()}`, token)).json<StudyTime>();
    expect(daily.series).toHaveLength(14);
    expect(daily.series.at(-1)!.period).toBe(today());
    expect(daily).toMatchObject({ aggregation: 'daily', time_zone: 'Asia/Tokyo', by_course: [{ course_id: world.courseId, name: 'Web 基礎コース' }] });
    expect(daily.by_step).toEqual([expect.objectContaining({ step_id: htmlTags(), title: 'タグを知る', curriculum_id: world.curricula[0]!.id })]);
    const sum = (items: Array<{ seconds: number }>) => items.reduce((total, item) => total + item.seconds, 0);
    expect([sum(daily.series), sum(daily.by_course), sum(daily.by_curriculum), sum(daily.by_step)]).toEqual(Array(4).fill(daily.total_seconds));

    const monthly = (await t.call('GET', '/api/student/study_time?aggregation=monthly', token)).json<StudyTime>();
    expect(monthly.series).toHaveLength(12);
    expect(monthly.series.at(-1)!.period).toBe(today().slice(0, 7));
    expect(monthly.from).toMatch(/-01$/);

    expect((await t.call('GET', `/api/student/study_time?from=${today()}&to=${addDays(today(), -1)}`, token)).statusCode).toBe(400);
    expect((await t.call('GET', `/api/student/study_time?from=${addDays(today(), -400)}&to=${today()}`, token)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/student/study_time?from=2026-02-30', token)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/student/study_time?aggregation=weekly', token)).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  it('refuses company and staff sessions with 403 and no session with 401', async () => {
    const { token: company } = await createCompanyUser(t, companyId);
    const { token: admin } = await createAdmin(t);
    for (const [method, url] of [
      ['GET', '/api/student/curriculum'],
      ['GET', `/api/student/step/${htmlTags()}`],
      ['POST', `/api/student/step/${htmlTags()}/complete`],
      ['GET', '/api/student/progress'],
      ['POST', '/api/student/study_time/heartbeat'],
      ['GET', '/api/student/study_time'],
    ] as const) {
      for (const token of [company, admin]) expect((await t.call(method, url, token, method === 'POST' ? {} : undefined)).statusCode).toBe(403);
      expect((await t.call(method, url, undefined, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    }
  });
});
