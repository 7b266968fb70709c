import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEndpoints } from '@manabiya/domain/endpoints/reports';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { createAdmin, createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { createCourseWorld, createMovieRow } from '../../test/learning-world.ts';
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
  };
});
afterAll(() => t.close());

/**
 * For every company or student route that takes an id: an id that belongs to the other company. A
 * route with a parameter that is missing here fails the test, so each new route must say how it is scoped.
 */
const FOREIGN_PARAMS: Record<string, () => Promise<Record<string, number>>> = {
  'GET /api/company/student/:id': () => Promise.resolve({ id: other.studentId }),
  'GET /api/company/informations/:company_id': () => Promise.resolve({ company_id: other.companyId }),
  'GET /api/company/informations/:company_id/summary': () => Promise.resolve({ company_id: other.companyId }),
  'GET /api/company/student/:id/progress': () => Promise.resolve({ id: other.studentId }),
  'GET /api/company/student/:id/reports': () => Promise.resolve({ id: other.studentId }),
  'GET /api/company/curriculum/:id': () => Promise.resolve({ id: other.curriculumId }),
  'GET /api/student/curriculum/:id': () => Promise.resolve({ id: other.curriculumId }),
  'GET /api/student/step/:id': () => Promise.resolve({ id: other.stepId }),
  'POST /api/student/step/:id/complete': () => Promise.resolve({ id: other.stepId }),
  'GET /api/student/movie/:id/stream': () => Promise.resolve({ id: other.movieId }),
  'PUT /api/student/movie/:id/position': () => Promise.resolve({ id: other.movieId }),
  'GET /api/student/reports/:id': () => Promise.resolve({ id: other.reportId }),
  'PUT /api/student/reports/:id': () => Promise.resolve({ id: other.reportId }),
  'GET /api/student/room/:id': () => Promise.resolve({ id: other.room.roomId }),
  'GET /api/student/room/:id/messages': () => Promise.resolve({ id: other.room.roomId }),
  'POST /api/student/room/:id/read': () => Promise.resolve({ id: other.room.roomId }),
  'GET /api/company/room/:id/messages': () => Promise.resolve({ id: other.room.roomId }),
  'POST /api/student/room/:id/message': () => Promise.resolve({ id: other.room.roomId }),
  'PUT /api/student/room_message/:id': () => Promise.resolve({ id: other.room.studentMessageId }),
  'PUT /api/student/room_message/:id/mark': () => Promise.resolve({ id: other.room.teacherMessageId }),
  'GET /api/student/room_file/:id': () => Promise.resolve({ id: other.room.fileId }),
  'GET /api/company/room/:id': () => Promise.resolve({ id: other.room.roomId }),
  'GET /api/company/room_file/:id': () => Promise.resolve({ id: other.room.fileId }),
};

/** A valid body for the routes whose body is checked before the scope, so the 404 is the scope's and not a 400. */
const VALID_BODIES: Record<string, object> = {
  'PUT /api/student/movie/:id/position': { position_seconds: 1, played_ranges: [] },
  'PUT /api/student/reports/:id': { report_date: '2026-04-02', study_minutes: 30, did: '上書きの試み', next: '', troubles: '' },
  'POST /api/student/room/:id/message': { message_type: 0, body: '他人のルームへの質問' },
  'PUT /api/student/room_message/:id': { body: '上書きの試み' },
  'PUT /api/student/room_message/:id/mark': { action_type: 1 },
};

const fill = (url: string, params: Record<string, number>) => url.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? 1));

describe('tenant isolation', () => {
  it('answers 404 for every company and student route given an id of the other company', async () => {
    const withParams = t.app.portalRoutes.filter((route) => route.url.includes(':'));
    const missing = withParams.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in FOREIGN_PARAMS));
    expect(missing, 'routes with an id that the tenant test does not know how to scope').toEqual([]);
    const registered = new Set(t.app.portalRoutes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(FOREIGN_PARAMS).filter((key) => !registered.has(key)), 'stale entries').toEqual([]);

    for (const route of withParams) {
      const params = await FOREIGN_PARAMS[`${route.method} ${route.url}`]!();
      const response = await t.app.inject({ method: route.method as 'GET', url: fill(route.url, params), headers: bearer(tokens[route.area]), payload: route.method === 'GET' ? undefined : (VALID_BODIES[`${route.method} ${route.url}`] ?? {}) });
      expect(`${route.method} ${route.url}: ${response.statusCode}`).toBe(`${route.method} ${route.url}: 404`);
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
      const params = FOREIGN_PARAMS[`${route.method} ${route.url}`];
      const url = fill(route.url, params ? await params() : {});
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
