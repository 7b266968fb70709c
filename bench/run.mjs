// `npm run bench`: one run, one fresh database, the ceiling measured in the same run.
//   default                      embedded PGlite, demo dataset
//   BENCH_SIZE=s|m|xxl           a generated dataset of that size (npm run db:seed) on top of the demo data
//   BENCH_DATABASE_URL=postgres://…/postgres   PostgreSQL: a fresh database created on that server and dropped after
//   BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (1, not counted), BENCH_CONNECTIONS ("10,100"), BENCH_SOAK_SECONDS (900; 0 skips), BENCH_SOAK_RATE (240 req/s), BENCH_LIGHTHOUSE (1; 0 skips)
//   BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_FANOUT_SOCKETS (1000), BENCH_FANOUT_POSTS (20): the room fan-out on PostgreSQL
//   BENCH_SAVERS (1000): students saving a test's answers at once, on PostgreSQL at a generated size
// Prints, per route and connection count: req/s, p50, p99, ratio to the bare Fastify hello, non-2xx; the
// CSV export's time and memory; RSS over a soak of mixed traffic; Lighthouse scores and initial JavaScript;
// the time to content of the start pages and a room page (time-to-content.mjs, also with BENCH_LIGHTHOUSE).
import autocannon from 'autocannon';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { measureAnswerSavers } from './answer-savers.mjs';
import { measureRoomFanout } from './room-fanout.mjs';
import { DEMO_PASSWORD, login, routesFor, signIn } from './routes.mjs';
import { rssMb, seedDatabase, startHelloServer, startServer } from './server-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 900);
const SOAK_RATE = Number(process.env.BENCH_SOAK_RATE ?? 240);
const SOAK_SAMPLE_SECONDS = Math.max(1, Math.round(SOAK_SECONDS / 15));
const SIZE = process.env.BENCH_SIZE ?? (process.env.BENCH_DATABASE_URL ? 'xxl' : 'demo');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;

const mb = (value) => (value === undefined ? '?' : value.toFixed(0));

/** A fresh database for this run: a temp PGlite dir, or a new PostgreSQL database; seeded when a size is chosen. */
async function prepareDatabase() {
  if (POSTGRES_URL) {
    const name = `manabiya_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString() };
    // PostgreSQL gets the demo data from the seed command (it loads it first), at any size. The files
    // it stores (the demo videos) go to a data directory the server then serves them from.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-bench-'));
    const seconds = seedDatabase(SIZE === 'demo' ? 's' : SIZE, { ...env, DATA_DIR: dataDir });
    return {
      label: `PostgreSQL, ${SIZE === 'demo' ? 's' : SIZE} dataset (seeded in ${seconds.toFixed(1)} s)`,
      env,
      options: { dataDir },
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  if (SIZE === 'demo') return { label: 'embedded PGlite, demo dataset', env: {}, options: {}, drop: async () => {} };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-bench-'));
  const seconds = seedDatabase(SIZE, { DATA_DIR: dataDir });
  return {
    label: `embedded PGlite, ${SIZE} dataset (seeded in ${seconds.toFixed(1)} s)`,
    env: {},
    options: { dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Every call asks for compression as a browser does (decision 036: kept answers go gzipped). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * One route at one connection count: WARMUP_SECONDS of the same load first, not counted, so the figure
 * is the route's steady state rather than its first compile and its first reads from disk.
 */
async function measure(url, route, connections) {
  const load = {
    url: url + (route.path ?? '/'),
    method: route.method ?? 'GET',
    headers: { ...BROWSER_HEADERS, ...route.headers },
    body: route.body,
    connections,
  };
  if (WARMUP_SECONDS > 0) await autocannon({ ...load, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...load, duration: SECONDS });
  const bytes = result.requests.average > 0 ? result.throughput.average / result.requests.average : 0;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors, bytes };
}

/**
 * Waits until the server has worked off what the last run left queued (autocannon stops sending, the
 * server does not stop answering): a database-bound call must answer quickly twice in a row.
 */
async function settle(url, headers) {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${url}/api/admin/check_access_token`, { headers }).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The CSV export of every student, a few times in a row: time per export and the server's RSS growth. */
async function measureCsv(server, token) {
  const before = rssMb(server.pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid) ?? 0)), 50);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/student/csv`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`CSV export answered ${response.status}`);
    bytes = body.byteLength;
    times.push((performance.now() - started) / 1000);
  }
  clearInterval(sampler);
  return { times, bytes, before, peak };
}

/**
 * A steady mix (every GET route and the study-time heartbeat, not sign-in or posting) at a fixed
 * rate for a long while, sampling the server's RSS every SOAK_SAMPLE_SECONDS, so a slow leak shows
 * as a curve that keeps rising rather than levelling off.
 */
async function soak(server, routes) {
  const mixed = routes.filter((route) => (route.method ?? 'GET') === 'GET' || route.name.includes('heartbeat'));
  const samples = [{ at: 0, rss: rssMb(server.pid), requests: 0 }];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: Math.round((Date.now() - started) / 1000), rss: rssMb(server.pid) }), SOAK_SAMPLE_SECONDS * 1000);
  const result = await autocannon({
    url: server.url,
    connections: 10,
    duration: SOAK_SECONDS,
    overallRate: SOAK_RATE,
    headers: BROWSER_HEADERS,
    requests: mixed.map((route) => ({ method: route.method ?? 'GET', path: route.path, headers: route.headers, body: route.body })),
  });
  clearInterval(sampler);
  if (samples.at(-1).at < SOAK_SECONDS) samples.push({ at: SOAK_SECONDS, rss: rssMb(server.pid) });
  return { samples, requests: result.requests.total, non2xx: result.non2xx, p99: result.latency.p99 };
}

/**
 * How RSS moved once warm: the median of the soak's middle third against that of its last (one
 * reading caught before a collection does not decide it), and the least-squares slope over both.
 */
function soakVerdict(samples) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const third = Math.floor(samples.length / 3);
  const warm = samples.slice(third);
  const middle = median(samples.slice(third, 2 * third).map((sample) => sample.rss));
  const last = median(samples.slice(2 * third).map((sample) => sample.rss));
  const meanAt = warm.reduce((sum, sample) => sum + sample.at, 0) / warm.length;
  const meanRss = warm.reduce((sum, sample) => sum + sample.rss, 0) / warm.length;
  const covariance = warm.reduce((sum, sample) => sum + (sample.at - meanAt) * (sample.rss - meanRss), 0);
  const variance = warm.reduce((sum, sample) => sum + (sample.at - meanAt) ** 2, 0);
  const perMinute = variance === 0 ? 0 : (covariance / variance) * 60;
  return `once warm: median ${mb(middle)} MB over the middle third, ${mb(last)} MB over the last; slope ${perMinute.toFixed(1)} MB a minute`;
}

function printTable(label, ceilings, rows) {
  console.log(`\nManabiya bench — ${label}; ${SECONDS} s per route and connection count; ${os.cpus().length} cores, Node ${process.version}`);
  console.log(`ceiling: a bare Fastify hello in its own process: ${ceilings.map((c) => `${c.rps.toFixed(0)} req/s at ${c.connections} conn.`).join(', ')}\n`);
  console.log('route'.padEnd(50), 'conn'.padStart(5), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'ratio'.padStart(7), 'non-2xx'.padStart(8), 'KB/answer'.padStart(10));
  for (const row of rows) {
    console.log(
      row.name.padEnd(50),
      String(row.connections).padStart(5),
      row.rps.toFixed(0).padStart(8),
      String(row.p50).padStart(7),
      String(row.p99).padStart(7),
      `${((row.rps / row.ceiling) * 100).toFixed(1)}%`.padStart(7),
      String(row.failures).padStart(8),
      row.bytes === undefined ? '' : (row.bytes / 1024).toFixed(1).padStart(10),
    );
  }
}

/** Whether Redis answers a PING at this URL (the fan-out needs it to cross instances). */
async function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) }, () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });
}

/** A teacher's reply fanned out to staff sockets on two instances sharing PostgreSQL and Redis. */
async function measureFanout(database, tokens) {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!POSTGRES_URL || !tokens.longRoom) return console.log('\nroom fan-out: skipped (needs BENCH_DATABASE_URL and Redis)');
  if (!(await redisAnswers(redisUrl))) return console.log(`\nroom fan-out: skipped (Redis does not answer at ${redisUrl})`);
  const env = { ...database.env, REDIS_URL: redisUrl, LOGIN_LIMIT_PER_IP: '1000000000', LOGIN_LIMIT_PER_ACCOUNT: '1000000000' };
  const instances = [await startServer(env, database.options), await startServer(env, database.options)];
  try {
    const token = await login(instances[0].url, 'admin', 'admin@example.com', DEMO_PASSWORD);
    const result = await measureRoomFanout({ urls: instances.map((instance) => instance.url), token, roomId: tokens.longRoom.id });
    console.log(
      `\nroom fan-out: ${result.sockets} staff sockets on 2 instances (Redis), ${result.posts} replies: ${result.deliveries} deliveries, ${result.missed} missed; ` +
        `from sending the reply to the socket: p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, max ${result.max.toFixed(0)} ms`,
    );
  } finally {
    for (const instance of instances) await instance.stop();
  }
}

/**
 * The hot staff reads again on an instance that keeps nothing (decision 036): every answer and every
 * session check read from the database, as after a write drops what is kept.
 */
async function measureUncached(database, tokens, ceilings) {
  const uncached = await startServer(
    { LOGIN_LIMIT_PER_IP: '1000000000', LOGIN_LIMIT_PER_ACCOUNT: '1000000000', SESSION_CACHE_MS: '0', READ_CACHE_MS: '0', ...database.env },
    database.options,
  );
  try {
    const hot = new Set(['GET /api/admin/check_access_token', 'GET /api/admin/room (queue, oldest waiting, 50)', 'GET /api/admin/room (queue, company + submitted)']);
    const routes = routesFor(tokens).filter((route) => hot.has(route.name) || route.name.startsWith('GET /api/admin/room/:id'));
    const rows = [];
    for (const route of routes) {
      rows.push({ name: route.name, connections: CONNECTIONS[0], ceiling: ceilings[0].rps, ...(await measure(uncached.url, route, CONNECTIONS[0])) });
    }
    printTable(`${database.label}: the same reads with nothing kept (SESSION_CACHE_MS=0, READ_CACHE_MS=0)`, ceilings.slice(0, 1), rows);
  } finally {
    await uncached.stop();
  }
}

// The pages Lighthouse and the initial-JavaScript count look at are the current build's.
if (process.env.BENCH_LIGHTHOUSE !== '0') ensureWebBuild();
const database = await prepareDatabase();
const hello = await startHelloServer();
const ceilings = [];
for (const connections of CONNECTIONS) ceilings.push({ connections, ...(await measure(hello.url, { path: '/' }, connections)) });
await hello.stop();

// Limits are raised so the benchmark measures the work, not the throttle.
const server = await startServer({ LOGIN_LIMIT_PER_IP: '1000000000', LOGIN_LIMIT_PER_ACCOUNT: '1000000000', ...database.env }, database.options);
try {
  const tokens = await signIn(server.url, { seeded: SIZE !== 'demo' || Boolean(POSTGRES_URL) });
  const rows = [];
  for (const route of routesFor(tokens)) {
    for (const [index, connections] of CONNECTIONS.entries()) {
      rows.push({ name: route.name, connections, ceiling: ceilings[index].rps, ...(await measure(server.url, route, connections)) });
      await settle(server.url, { authorization: `Bearer ${tokens.admin}` });
    }
  }
  printTable(`${database.label}: ${tokens.students} students, ${tokens.notices} notices`, ceilings, rows);
  console.log(`\nserver RSS after the routes: ${mb(rssMb(server.pid))} MB`);
  // A second process on the same data: PostgreSQL only (an embedded database belongs to one process).
  if (POSTGRES_URL) await measureUncached(database, tokens, ceilings);
  else console.log('\nthe same reads with nothing kept: skipped (needs BENCH_DATABASE_URL)');

  const csv = await measureCsv(server, tokens.admin);
  console.log(
    `CSV export of ${tokens.students} students (${(csv.bytes / 1_048_576).toFixed(1)} MB): ${csv.times.map((t) => `${t.toFixed(2)} s`).join(', ')}; RSS ${mb(csv.before)} → peak ${mb(csv.peak)} MB (+${mb(csv.peak - (csv.before ?? 0))} MB)`,
  );

  await measureFanout(database, tokens);
  if (POSTGRES_URL && SIZE !== 'demo') await measureAnswerSavers({ url: server.url, databaseUrl: database.env.DATABASE_URL, adminToken: tokens.admin });
  else console.log('\nanswer savers: skipped (needs BENCH_DATABASE_URL and a generated size)');

  if (SOAK_SECONDS > 0) {
    const run = await soak(server, routesFor(tokens));
    console.log(`\nsoak: ${SOAK_SECONDS} s of a steady mix (GETs and heartbeats) at ${SOAK_RATE} req/s; ${run.requests} requests, ${run.non2xx} non-2xx, p99 ${run.p99} ms; server RSS over time`);
    for (const sample of run.samples) console.log(`  ${String(sample.at).padStart(5)} s  ${mb(sample.rss)} MB`);
    console.log(`  ${soakVerdict(run.samples)}`);
  }

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const { runLighthouse } = await import('./lighthouse.mjs');
    // The figures above stay printed whatever happens here.
    await runLighthouse({ baseUrl: server.url }).catch((error) => console.log(`\nLighthouse failed: ${error.message}`));
    const { runTimeToContent } = await import('./time-to-content.mjs');
    await runTimeToContent({ baseUrl: server.url }).catch((error) => console.log(`\ntime to content failed: ${error.message}`));
  }
} finally {
  await server.stop();
  await database.drop();
}
