// Many students answering a test at once (issue 24): each signs in, starts an attempt at a CAB test
// of the generated dataset and saves every question's answer one after another, all students at the
// same time. Prints the saves' rate and latency, and checks in the database that every save the
// server acknowledged is stored (none lost) — on PostgreSQL, where the requests really run at once.
import pg from 'pg';
import { login } from './routes.mjs';

const SAVERS = Number(process.env.BENCH_SAVERS ?? 1000);
const SEED_PASSWORD = 'manabiya-seed';
const SEED_DOMAIN = 'seed.manabiya.example';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function call(url, { method = 'GET', token, body }) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, json: () => JSON.parse(text) };
}

/** In batches of `size`: signing in hashes a password (argon2id) per student, which is the server's slowest call by design. */
async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

export async function measureAnswerSavers({ url, databaseUrl, adminToken }) {
  // A CAB test of no course: every seeded student may take it (the demo's own CAB test belongs to the demo course).
  const cab = await call(`${url}/api/admin/test?kind=3&page_size=50&sort=id`, { token: adminToken });
  const testId = cab.json().items?.find((item) => item.course_id === null && item.publish_status === 1)?.id;
  if (!testId) return console.log('\nanswer savers: skipped (no published CAB test of no course in the dataset)');
  const emails = Array.from({ length: SAVERS }, (_, i) => `student${String(i + 1).padStart(5, '0')}@${SEED_DOMAIN}`);
  const signInStarted = performance.now();
  const tokens = (await inBatches(emails, 25, (email) => login(url, 'student', email, SEED_PASSWORD).catch(() => undefined))).filter(Boolean);
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  // Attempts start in batches too (each freezes its questions); the saves are what is measured.
  const starts = await inBatches(tokens, 50, async (token) => {
    const started = await call(`${url}/api/student/test/${testId}/attempt`, { method: 'POST', token });
    return started.status === 200 ? { token, attempt: started.json() } : { refusedWith: started.status };
  });
  const attempts = starts.filter((start) => start.attempt);
  const startRefusals = starts.filter((start) => !start.attempt).map((start) => start.refusedWith);
  if (attempts.length === 0) return console.log(`\nanswer savers: no attempt started (${tokens.length} signed in; starts answered ${[...new Set(startRefusals)].join(', ')})`);

  const latencies = [];
  let acknowledged = 0;
  let refused = 0;
  const savesStarted = performance.now();
  await Promise.all(
    attempts.map(async ({ token, attempt }) => {
      for (const [index, question] of attempt.questions.entries()) {
        const answer = question.options?.length ? { keys: [question.options[0].key] } : { text: `answer ${index}` };
        const saved = await call(`${url}/api/student/test/attempt/${attempt.id}/answer`, { method: 'PUT', token, body: { question_id: question.id, answer, seq: 1 } });
        latencies.push(saved.ms);
        if (saved.status === 200) acknowledged++;
        else refused++;
      }
    }),
  );
  const seconds = (performance.now() - savesStarted) / 1000;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from test_answers where attempt_id = any($1::int[])', [attempts.map(({ attempt }) => attempt.id)]);
  await client.end();
  const stored = rows[0].n;
  latencies.sort((a, b) => a - b);
  console.log(
    `\nanswer savers: ${attempts.length} students (of ${SAVERS}; signed in in ${signInSeconds.toFixed(0)} s; ${startRefusals.length} starts refused) saving every answer of an attempt at once: ` +
      `${latencies.length} saves in ${seconds.toFixed(1)} s = ${(latencies.length / seconds).toFixed(0)} saves/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)} ms; acknowledged ${acknowledged}, refused ${refused}, stored ${stored}: ${stored === acknowledged ? '0 lost' : `${acknowledged - stored} LOST`}`,
  );
}
