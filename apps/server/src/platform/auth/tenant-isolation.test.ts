import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEndpoints } from '@manabiya/domain/endpoints/reports';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { TEST_KIND } from '@manabiya/domain/enums/tests';
import { surveys } from '../../db/schema/surveys.ts';
import { testAttempts, tests } from '../../db/schema/tests.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { createCourseWorld, createMovieRow } from '../../test/learning-world.ts';
import { loadEndpointDefinitions } from '../../test/endpoint-definitions.ts';
import { oddSpellings, rawRequest } from '../../test/path-spellings.ts';
import { createRoomWithThread } from '../../test/room-world.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let baseUrl: string;
let tokens: { company: string; student: string };
/** Records of a company the signed-in company user and student do not belong to (the own student has no course). */
let other: {
  companyId: number;
  studentId: number;
  curriculumId: number;
  stepId: number;
  movieId: number;
  reportId: number;
  room: Awaited<ReturnType<typeof createRoomWithThread>>;
  testId: number;
  testAttemptId: number;
  surveyId: number;
};
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const own = await createCompany(t);
  tokens = {
    company: (await createCompanyUser(t, own.id)).token,
    student: (await createStudent(t, own.id)).token,
  };
  const otherCompany = await createCompany(t);
  const movieId = await createMovieRow(t);
  const course = await createCourseWorld(t, { curricula: [{ steps: [{ movieIds: [movieId] }, {}, { type: STEP_TYPE.assignment }] }] });
  const otherStudent = await createStudent(t, otherCompany.id, { course_id: course.courseId, start_date: '2026-04-01' });
  // A published test of the other student's course (the own student has none) and the other student's attempt at it.
  const [test] = await t.db
    .insert(tests)
    .values({ kind: TEST_KIND.curriculum, title: '他社の受講生のテスト', curriculum_id: course.curricula[0]!.id, publish_status: PUBLISH_STATUS.public })
    .returning({ id: tests.id });
  const [testAttempt] = await t.db.insert(testAttempts).values({ test_id: test!.id, student_id: otherStudent.id, number: 1, questions: [] }).returning({ id: testAttempts.id });
  // A published open survey of the other student's course: the own student has no course, the own company no student of it.
  const [survey] = await t.db
    .insert(surveys)
    .values({ type: SURVEY_TYPE.satisfaction, title: '他社の受講生のアンケート', course_id: course.courseId, publish_status: PUBLISH_STATUS.public })
    .returning({ id: surveys.id });
  const report = await t.call('POST', reportEndpoints.studentCreate.path, otherStudent.token, {
    report_date: '2026-04-02',
    study_minutes: 60,
    did: 'HTML の復習',
    next: '',
    troubles: '',
  });
  other = {
    companyId: otherCompany.id,
    studentId: otherStudent.id,
    curriculumId: course.curricula[0]!.id,
    stepId: course.stepIds[0]!,
    movieId,
    reportId: report.json<{ id: number }>().id,
    // A room with a submission (and its zip) judged by a teacher: its room, messages and file.
    room: await createRoomWithThread(t, otherStudent.token, course.stepIds[2]!, (await createAdmin(t)).token),
    testId: test!.id,
    testAttemptId: testAttempt!.id,
    surveyId: survey!.id,
  };
});
afterAll(() => t.close());

/**
 * Another company's record of each kind a company or student path parameter names: the kinds the
 * endpoint definitions give in `tenantScope` (packages/domain/src/endpoints). A new kind of record
 * adds its line here.
 */
const FOREIGN_RECORDS: Record<string, () => number> = {
  company: () => other.companyId,
  student: () => other.studentId,
  curriculum: () => other.curriculumId,
  step: () => other.stepId,
  movie: () => other.movieId,
  report: () => other.reportId,
  room: () => other.room.roomId,
  student_message: () => other.room.studentMessageId,
  teacher_message: () => other.room.teacherMessageId,
  room_file: () => other.room.fileId,
  test: () => other.testId,
  test_attempt: () => other.testAttemptId,
  survey: () => other.surveyId,
};

/** Each registered company and student route (`GET /api/student/room/:id`) and the `tenantScope` its definition declares. */
let scopes: Map<string, Record<string, string> | undefined>;
beforeAll(async () => {
  const definitions = await loadEndpointDefinitions();
  scopes = new Map(definitions.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.tenantScope]));
});

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const paramNamesOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** The route's path parameters given another company's records, or undefined for a route without any. */
function foreignParamsOf(route: { method: string; url: string }): Record<string, number> | undefined {
  const scope = scopes.get(keyOf(route));
  if (!scope) return undefined;
  return Object.fromEntries(Object.entries(scope).map(([param, kind]) => [param, FOREIGN_RECORDS[kind]!()]));
}

/** A valid body for the routes whose body is checked before the scope, so the 404 is the scope's and not a 400. */
const VALID_BODIES: Record<string, object> = {
  'PUT /api/student/movie/:id/position': { position_seconds: 1, played_ranges: [] },
  'PUT /api/student/reports/:id': { report_date: '2026-04-02', study_minutes: 30, did: '上書きの試み', next: '', troubles: '' },
  'POST /api/student/room/:id/message': { message_type: 0, body: '他人のルームへの質問' },
  'PUT /api/student/room_message/:id': { body: '上書きの試み' },
  'PUT /api/student/room_message/:id/mark': { action_type: 1 },
  'PUT /api/student/test/attempt/:attempt_id/answer': { question_id: 1, answer: { text: '他人の受験への回答' }, seq: 1 },
  'POST /api/student/test/attempt/:attempt_id/next_section': { from_section: 0 },
  'POST /api/student/survey/:id/answer': { answers: [{ question_id: 1, text: '他人のアンケートへの回答' }] },
};

const fill = (url: string, params: Record<string, number>) => url.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? 1));

describe('tenant isolation', () => {
  it('answers 404 for every company and student route given an id of the other company', async () => {
    const withParams = t.app.portalRoutes.filter((route) => route.url.includes(':'));
    const unscoped = withParams.filter((route) => paramNamesOf(route.url).some((param) => !(param in (scopes.get(keyOf(route)) ?? {}))));
    expect(unscoped.map(keyOf), 'routes with a path parameter whose endpoint definition gives no tenantScope for it').toEqual([]);
    const registered = new Set(t.app.portalRoutes.map(keyOf));
    const declared = [...scopes].filter(([, scope]) => scope !== undefined).map(([key]) => key);
    expect(declared.filter((key) => !registered.has(key)), 'tenantScope on an endpoint that is no company or student route').toEqual([]);
    const kinds = new Set([...scopes.values()].flatMap((scope) => Object.values(scope ?? {})));
    expect([...kinds].filter((kind) => !(kind in FOREIGN_RECORDS)), 'kinds of record without another company’s record here').toEqual([]);
    expect(Object.keys(FOREIGN_RECORDS).filter((kind) => !kinds.has(kind)), 'stale kinds of record').toEqual([]);

    for (const route of withParams) {
      const params = foreignParamsOf(route)!;
      const response = await t.app.inject({ method: route.method as 'GET', url: fill(route.url, params), headers: bearer(tokens[route.area]), payload: route.method === 'GET' ? undefined : (VALID_BODIES[keyOf(route)] ?? {}) });
      expect(`${keyOf(route)}: ${response.statusCode}`).toBe(`${keyOf(route)}: 404`);
    }
  });

  it('refuses a company token on student routes and a student token on company routes with 403', async () => {
    const routes = t.app.portalRoutes.filter((route) => !route.url.endsWith('/check_access_token'));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const foreignToken = route.area === 'company' ? tokens.student : tokens.company;
      const response = await t.app.inject({ method: route.method as 'GET', url: fill(route.url, {}), headers: bearer(foreignToken) });
      expect(`${route.method} ${route.url}: ${response.statusCode}`).toBe(`${route.method} ${route.url}: 403`);
    }
  });

  it('answers every odd spelling of every company and student route exactly as the plain path', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of t.app.portalRoutes) {
      const params = foreignParamsOf(route);
      const url = fill(route.url, params ?? {});
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
      const callers: Record<string, Record<string, string>> = {
        'no token': {},
        'other portal': bearer(route.area === 'company' ? tokens.student : tokens.company),
      };
      // The own portal's token only where calling twice changes nothing: reads, and ids of the other company.
      if (route.method === 'GET' || params) callers['own portal, other company'] = bearer(tokens[route.area]);
      for (const [caller, headers] of Object.entries(callers)) {
        const plain = await rawRequest(baseUrl, { method: route.method, path: url, headers, body });
        for (const spelling of oddSpellings(url)) {
          const response = await rawRequest(baseUrl, { method: route.method, path: spelling.url, headers, body });
          outcomes.push(`${route.method} ${spelling.url} (${spelling.name}, ${caller}): ${response.status}`);
          expected.push(`${route.method} ${spelling.url} (${spelling.name}, ${caller}): ${spelling.expect === 'same' ? plain.status : 404}`);
        }
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
