// The bench's accounts and routes: who signs in, and every route measured with the headers it needs.
export const DEMO_PASSWORD = 'manabiya-demo';
const SEED_PASSWORD = 'manabiya-seed';
const SEED_DOMAIN = 'seed.manabiya.example';

async function call(url, { method = 'GET', token, body } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

export const login = async (base, area, email, password) => (await call(`${base}/api/${area}/login`, { method: 'POST', body: { email, password } })).access_token;

/** The accounts and ids the routes need: the demo accounts, or at a generated size the busiest seeded company. */
export async function signIn(base, { seeded }) {
  const student = await login(base, 'student', 'student@example.com', DEMO_PASSWORD);
  const admin = await login(base, 'admin', 'admin@example.com', DEMO_PASSWORD);
  const companies = await call(`${base}/api/admin/company?page_size=200&sort=id`, { token: admin });
  const company = seeded ? companies.items.find((item) => item.name === '東都システム株式会社') : companies.items.find((item) => item.name === 'デモ株式会社');
  const companyUser = seeded
    ? await login(base, 'company', `company-user0001@${SEED_DOMAIN}`, SEED_PASSWORD)
    : await login(base, 'company', 'company@example.com', DEMO_PASSWORD);
  const totals = await call(`${base}/api/admin/student?page_size=1`, { token: admin });
  const notices = await call(`${base}/api/admin/information?page_size=1`, { token: admin });
  // The demo student follows the demo course: its map gives a step for the heartbeat, its videos one to stream.
  const map = await call(`${base}/api/student/curriculum`, { token: student });
  const stepId = map.next_step?.id ?? map.curricula?.[0]?.steps?.[0]?.id;
  const movies = await call(`${base}/api/student/movie`, { token: student });
  const movieId = (movies.items ?? movies)[0]?.id;
  // Rooms: the demo student's first room to post in, and at a generated size the 1,000-message thread (the newest room).
  const studentRooms = await call(`${base}/api/student/room?page_size=1`, { token: student });
  const newest = await call(`${base}/api/admin/room?waiting_on=all&sort=updated_at&order=desc&page_size=1`, { token: admin });
  const queue = await call(`${base}/api/admin/room?page_size=1`, { token: admin });
  // Tests: the one most attempts were made at (at XXL about 200,000 attempts over 30 tests).
  const busiestTest = await call(`${base}/api/admin/test?page_size=1&sort=attempt_count&order=desc`, { token: admin });
  // A student of that company with test results (at XXL each took several tests), for the detail pages' results.
  const testTakers = await call(`${base}/api/company/test/result?page_size=1`, { token: companyUser });
  // Surveys: the one most students answered (at XXL a named satisfaction survey of 10,000 answers, which the zip reads whole).
  const biggestSurvey = await call(`${base}/api/admin/survey?page_size=1&sort=response_count&order=desc`, { token: admin });
  return {
    student,
    admin,
    companyUser,
    companyId: company.id,
    students: totals.total,
    notices: notices.total,
    stepId,
    movieId,
    studentRoomId: studentRooms.items[0]?.id,
    longRoom: newest.items[0],
    waitingRooms: queue.total,
    testId: busiestTest.items[0]?.id,
    surveyId: biggestSurvey.items[0]?.id,
    testTakerId: testTakers.items[0]?.student_id,
  };
}

/** The progress filter values of spec §9 (months behind the plan). */
const PROGRESS_FILTERS = [0, 0.2, 0.5, 1, 3, 6, 12];

export function routesFor(tokens) {
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  return [
    { name: 'GET /api/ping', path: '/api/ping' },
    { name: 'GET /api/student/check_access_token', path: '/api/student/check_access_token', headers: bearer(tokens.student) },
    { name: 'GET /api/admin/check_access_token', path: '/api/admin/check_access_token', headers: bearer(tokens.admin) },
    { name: 'GET /api/student/informations (page 20)', path: '/api/student/informations?page_size=20', headers: bearer(tokens.student) },
    { name: 'GET /api/student/informations/summary', path: '/api/student/informations/summary', headers: bearer(tokens.student) },
    { name: 'GET /api/company/informations/:id (page 20)', path: `/api/company/informations/${tokens.companyId}?page_size=20`, headers: bearer(tokens.companyUser) },
    { name: 'GET /api/admin/information (50, reach)', path: '/api/admin/information?page_size=50', headers: bearer(tokens.admin) },
    {
      name: 'GET /api/admin/student (kana+company+intake)',
      path: `/api/admin/student?page_size=50&q=${encodeURIComponent('サトウ')}&company_id=${tokens.companyId}&sort=start_date&order=desc`,
      headers: bearer(tokens.admin),
    },
    { name: 'GET /api/admin/student (page 50)', path: '/api/admin/student?page_size=50&sort=start_date&order=desc', headers: bearer(tokens.admin) },
    { name: 'GET /api/company/student (page 50)', path: '/api/company/student?page_size=50', headers: bearer(tokens.companyUser) },
    { name: 'GET /api/student/curriculum (course map)', path: '/api/student/curriculum', headers: bearer(tokens.student) },
    {
      name: 'POST /api/student/study_time/heartbeat',
      path: '/api/student/study_time/heartbeat',
      method: 'POST',
      headers: { ...bearer(tokens.student), 'content-type': 'application/json' },
      body: JSON.stringify({ step_id: tokens.stepId }),
    },
    {
      name: 'GET /api/student/movie/:id/stream (Range 64 KB)',
      path: `/api/student/movie/${tokens.movieId}/stream`,
      headers: { ...bearer(tokens.student), range: 'bytes=65536-131071' },
    },
    ...PROGRESS_FILTERS.map((filter) => ({
      name: `GET /api/admin/student/progress (50, behind ≥ ${filter})`,
      path: `/api/admin/student/progress?page_size=50&progress_filter=${filter}&sort=delay&order=desc`,
      headers: bearer(tokens.admin),
    })),
    { name: 'GET /api/company/student/progress (page 50)', path: '/api/company/student/progress?page_size=50', headers: bearer(tokens.companyUser) },
    { name: 'GET /api/admin/room (queue, oldest waiting, 50)', path: '/api/admin/room?page_size=50', headers: bearer(tokens.admin) },
    { name: 'GET /api/admin/room (queue, company + submitted)', path: `/api/admin/room?page_size=50&company_id=${tokens.companyId}&status=1`, headers: bearer(tokens.admin) },
    {
      name: `GET /api/admin/room/:id (thread of ${tokens.longRoom?.message_count ?? '?'} messages)`,
      path: `/api/admin/room/${tokens.longRoom?.id}`,
      headers: bearer(tokens.admin),
    },
    {
      name: 'GET /api/admin/room/:id/next (next waiting room, queue order)',
      path: `/api/admin/room/${tokens.longRoom?.id}/next`,
      headers: bearer(tokens.admin),
    },
    {
      name: 'GET /api/admin/room/:id/next (company + submitted)',
      path: `/api/admin/room/${tokens.longRoom?.id}/next?company_id=${tokens.companyId}&status=1`,
      headers: bearer(tokens.admin),
    },
    { name: 'GET /api/student/room (own rooms)', path: '/api/student/room', headers: bearer(tokens.student) },
    {
      name: 'POST /api/student/room/:id/message (question)',
      path: `/api/student/room/${tokens.studentRoomId}/message`,
      method: 'POST',
      headers: { ...bearer(tokens.student), 'content-type': 'application/json' },
      body: JSON.stringify({ message_type: 0, body: '### 質問のタイトル\n\nベンチマークの質問です。' }),
    },
    { name: 'GET /api/admin/test (page 50)', path: '/api/admin/test?page_size=50', headers: bearer(tokens.admin) },
    { name: 'GET /api/admin/test/:id/result (busiest test, 50, best first)', path: `/api/admin/test/${tokens.testId}/result?page_size=50&sort=best_percent&order=desc`, headers: bearer(tokens.admin) },
    { name: 'GET /api/admin/test/:id/analysis (busiest test)', path: `/api/admin/test/${tokens.testId}/analysis`, headers: bearer(tokens.admin) },
    { name: 'GET /api/student/test (own tests)', path: '/api/student/test', headers: bearer(tokens.student) },
    { name: 'GET /api/company/test/result (page 50)', path: '/api/company/test/result?page_size=50', headers: bearer(tokens.companyUser) },
    { name: 'GET /api/admin/survey (page 50)', path: '/api/admin/survey?page_size=50', headers: bearer(tokens.admin) },
    { name: 'GET /api/admin/survey/:id/result (biggest survey)', path: `/api/admin/survey/${tokens.surveyId}/result`, headers: bearer(tokens.admin) },
    { name: 'GET /api/admin/survey/:id/non_responder (biggest survey, 50)', path: `/api/admin/survey/${tokens.surveyId}/non_responder?page_size=50`, headers: bearer(tokens.admin) },
    { name: 'GET /api/admin/survey_csv_zip (biggest survey: 10,000 answers at XXL)', path: `/api/admin/survey_csv_zip?survey_ids=${tokens.surveyId}`, headers: bearer(tokens.admin) },
    { name: 'GET /api/company/survey (page 50)', path: '/api/company/survey?page_size=50', headers: bearer(tokens.companyUser) },
    { name: 'GET /api/student/initial_survey', path: '/api/student/initial_survey', headers: bearer(tokens.student) },
    { name: 'GET /api/admin/student/:id/test_result (a student’s results)', path: `/api/admin/student/${tokens.testTakerId}/test_result`, headers: bearer(tokens.admin) },
    { name: 'GET /api/company/student/:id/test_result (a student’s results)', path: `/api/company/student/${tokens.testTakerId}/test_result`, headers: bearer(tokens.companyUser) },
    { name: 'GET /api/company/test (tests with completion)', path: '/api/company/test?page_size=50', headers: bearer(tokens.companyUser) },
    {
      name: 'POST /api/student/login (argon2id)',
      path: '/api/student/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@example.com', password: DEMO_PASSWORD }),
    },
  ];
}

