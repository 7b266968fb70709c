// `npm run bench`: one run, one fresh database; prints req/s, p50, p99 and each route's ratio to the ceiling.
import autocannon from 'autocannon';
import path from 'node:path';
import { measureInitialJs } from './initial-js.mjs';
import { startServer } from './server-process.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO = { email: 'student@example.com', password: 'manabiya-demo' };
const NOTICES = 60;

// Limits are raised so the benchmark measures the work, not the throttle.
const server = await startServer({ LOGIN_LIMIT_PER_IP: '1000000000', LOGIN_LIMIT_PER_ACCOUNT: '1000000000' });
try {
  const login = await fetch(`${server.url}/api/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { access_token: token } = await login.json();

  // A fixed set of notices, so the notices list has realistic work: 3 demo + 60 here, 20 of them read.
  const adminLogin = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO.password }),
  });
  const { access_token: adminToken } = await adminLogin.json();
  for (let i = 0; i < NOTICES; i++) {
    const created = await fetch(`${server.url}/api/admin/information`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name: `ベンチのお知らせ ${i + 1}`, content: '本文\n二行目', priority: i % 2, notice_target: [0, 2][i % 2], publish_status: 1 }),
    });
    const { id } = await created.json();
    if (i < 20) {
      await fetch(`${server.url}/api/student/informations/read`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ id }),
      });
    }
  }

  const routes = [
    { name: 'GET /api/ping (no database: ceiling)', path: '/api/ping' },
    { name: 'GET /api/student/check_access_token', path: '/api/student/check_access_token', headers: { authorization: `Bearer ${token}` } },
    { name: `GET /api/student/informations (${NOTICES + 3} notices)`, path: '/api/student/informations', headers: { authorization: `Bearer ${token}` } },
    { name: 'GET /api/admin/information (page of 50, reach)', path: '/api/admin/information?page_size=50', headers: { authorization: `Bearer ${adminToken}` } },
    {
      name: 'POST /api/student/login (argon2id)',
      path: '/api/student/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    },
  ];

  const results = [];
  for (const route of routes) {
    const result = await autocannon({
      url: server.url + route.path,
      method: route.method ?? 'GET',
      headers: route.headers,
      body: route.body,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const failures = result.non2xx + result.errors;
    results.push({ name: route.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures });
  }

  const ceiling = results[0].rps;
  console.log(`\nManabiya bench — ${DURATION_SECONDS}s per route, ${CONNECTIONS} connections, embedded PGlite, demo dataset (35 students, ${NOTICES + 3} notices)\n`);
  console.log('route'.padEnd(52), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'ratio'.padStart(7), 'non-2xx'.padStart(8));
  for (const r of results) {
    console.log(
      r.name.padEnd(52),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      (r.rps / ceiling).toFixed(3).padStart(7),
      String(r.failures).padStart(8),
    );
  }
  const initialJs = measureInitialJs(path.resolve(import.meta.dirname, '../apps/web/dist'));
  if (initialJs) {
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.log(`\nlogin page initial JavaScript: ${initialJs.files} files, ${kb(initialJs.gzip)} KiB gzip (${kb(initialJs.raw)} KiB raw)`);
  } else {
    console.log('\nlogin page initial JavaScript: no web build (run npm run build)');
  }
} finally {
  await server.stop();
}
