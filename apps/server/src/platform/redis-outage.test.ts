import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createStudent } from '../test/factories.ts';
import { connectRealtime, type RealtimeClient } from '../test/realtime-client.ts';
import { bearer, createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';
import { createRateLimitStore, createRedisAttemptCounter } from './rate-limit.ts';
import { createRedisRealtime } from './realtime.ts';
import { createRedisLink, REDIS_COMMAND_TIMEOUT_MS } from './redis.ts';

const REDIS_SERVER = '/usr/bin/redis-server';
const hasRedisServer = fs.existsSync(REDIS_SERVER);
if (!hasRedisServer) console.warn(`redis-outage.test.ts skipped: ${REDIS_SERVER} is missing (apt-get install redis-server)`);

/** What "normal latency" allows a request while Redis is away (its own work is tens of milliseconds). */
const FAST_MS = 1000;
/**
 * With Redis stopped (connections accepted, nothing answered) an instance's first command waits the
 * command timeout before the instance stops asking; the budget allows that one wait.
 */
const STOPPED_FAST_MS = FAST_MS + REDIS_COMMAND_TIMEOUT_MS;
/** A request that has not answered by then is reported as hanging rather than left to the test timeout. */
const HANG_MS = 5000;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True when a Redis on the port answers PING within 200 ms. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(200, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Waits for a condition to hold, checking every 50 ms (a state, not a fixed sleep). */
async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** This file's own redis-server on a free port: the machine's shared Redis (6379) is never touched. */
class RedisProcess {
  private child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(REDIS_SERVER, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitUntil(() => answersPing(this.port), 10_000, `redis-server on port ${this.port} answers`);
  }

  /** Connection refused from now on: the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    this.child = undefined;
  }

  /** Connections stay open and accepted, but nothing answers: the "hangs" outage. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }
}

async function within<T>(ms: number, what: string, work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    const result = await Promise.race([work(), hang]);
    return { result, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!hasRedisServer)('with Redis gone (killed, or stopped mid-run), sign-in and writes stay fast and health says so', () => {
  let redis: RedisProcess;
  let first: TestApp;
  let second: TestApp;
  let admin: { email: string; token: string };
  let client: RealtimeClient;
  let studentEmail: string;
  const measured: Record<string, number> = {};

  beforeAll(async () => {
    redis = new RedisProcess(await freePort());
    await redis.start();
    const env = { REDIS_URL: redis.url, LOGIN_LIMIT_PER_ACCOUNT: '3' };
    first = await createTestApp(env);
    second = await createTestApp(env, { sharing: first });
    const secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await createAdmin(first);
    studentEmail = (await createStudent(first, (await createCompany(first)).id)).email;
    client = await connectRealtime(secondUrl, 'student', await loginAs(second.app, 'student', studentEmail));
  });

  afterAll(async () => {
    client?.close();
    redis?.resume();
    await second?.close();
    await first?.close();
    await redis?.kill();
    if (Object.keys(measured).length > 0) console.info('redis outage, ms:', JSON.stringify(measured));
  });

  const publishNotice = (name: string) =>
    first.app.inject({
      method: 'POST',
      url: '/api/admin/information',
      headers: bearer(admin.token),
      payload: { name, content: '本文', priority: 2, notice_target: 2, publish_status: 1 },
    });

  /**
   * A notice published through the first instance reaches the student's socket on the second.
   * Publishes again until one arrives: the instances reconnect to a restarted Redis at their own pace.
   */
  async function expectEventsAcrossInstances(): Promise<void> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const created = await publishNotice('全インスタンスへ');
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: number }>();
      try {
        await client.waitFor((event) => event.type === 'information.created' && event.id === id, 1000);
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
    }
  }

  const health = async (t: TestApp) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  async function expectFastWithoutRedis(outage: 'killed' | 'stopped'): Promise<void> {
    const budget = outage === 'killed' ? FAST_MS : STOPPED_FAST_MS;
    const login = await within(HANG_MS, `${outage}: admin sign-in`, () => first.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: admin.email, password: TEST_PASSWORD } }));
    expect(login.result.statusCode, login.result.body).toBe(200);
    expect(login.ms).toBeLessThan(budget);
    measured[`${outage}: login`] = login.ms;

    const notice = await within(HANG_MS, `${outage}: notice create`, () => publishNotice(`Redis 停止中 (${outage})`));
    expect(notice.result.statusCode, notice.result.body).toBe(201);
    expect(notice.ms).toBeLessThan(budget);
    measured[`${outage}: notice create`] = notice.ms;

    // The failed-login counter keeps counting, in this process: the fourth failure from this address is refused.
    const email = `guess-${outage}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const failed = await within(HANG_MS, `${outage}: failed sign-in ${attempt + 1}`, () =>
        second.app.inject({ method: 'POST', url: '/api/student/login', payload: { email, password: 'wrong-password' }, remoteAddress: '10.9.9.9' }),
      );
      expect(failed.ms).toBeLessThan(budget);
      measured[`${outage}: failed login ${attempt + 1}`] = failed.ms;
      statuses.push(failed.result.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    for (const t of [first, second]) {
      const report = await within(HANG_MS, `${outage}: health`, () => health(t));
      expect(report.ms).toBeLessThan(budget);
      expect(report.result).toEqual({ status: 200, body: { status: 'degraded', database: 'ok', redis: 'unreachable' } });
    }
  }

  async function expectRecovered(): Promise<void> {
    for (const t of [first, second]) {
      await waitUntil(async () => (await health(t)).body.redis === 'ok', 15_000, 'health reports Redis ok again');
      expect(await health(t)).toEqual({ status: 200, body: { status: 'ok', database: 'ok', redis: 'ok' } });
    }
    await expectEventsAcrossInstances();
  }

  it('carries live events across instances and reports Redis ok while it runs', async () => {
    await expectEventsAcrossInstances();
    expect(await health(first)).toEqual({ status: 200, body: { status: 'ok', database: 'ok', redis: 'ok' } });
  });

  it('keeps sign-in, notice creation and the failed-login counter fast with Redis killed, then recovers when it restarts', async () => {
    await redis.kill();
    await expectFastWithoutRedis('killed');
    await redis.start();
    await expectRecovered();
  });

  it('does not hang with Redis stopped (SIGSTOP), then recovers when it continues', async () => {
    redis.pause();
    await expectFastWithoutRedis('stopped');
    redis.resume();
    await expectRecovered();
  });

  it('recovers from a stopped Redis that is killed and started again on the same port', async () => {
    redis.pause();
    const login = await within(HANG_MS, 'stopped: sign-in', () => loginAs(second.app, 'student', studentEmail));
    expect(login.ms).toBeLessThan(STOPPED_FAST_MS);
    await redis.kill();
    await redis.start();
    await expectRecovered();
  });
});

describe('the in-process fallbacks while Redis is not there at all', () => {
  const lines: Array<{ level: number; msg: string; dropped?: number }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
  let link: ReturnType<typeof createRedisLink>;
  beforeAll(async () => {
    // A port nobody listens on: every connection attempt is refused.
    link = createRedisLink(`redis://127.0.0.1:${await freePort()}`, logger);
    await link.whenStarted();
  });
  afterAll(() => link.close());

  it('delivers events to this instance only, logging the drops once instead of once per event', async () => {
    const realtime = await createRedisRealtime(link, logger);
    const received: number[] = [];
    const stop = realtime.listen({ accountType: 3, accountId: 7 }, (event) => received.push(event.id));
    const started = performance.now();
    for (let id = 1; id <= 200; id++) await realtime.publish({ studentIds: [7] }, { type: 'information.created', id });
    expect(performance.now() - started).toBeLessThan(FAST_MS);
    expect(received).toHaveLength(200);
    expect(lines.filter((line) => line.msg.includes('live events reach only the sockets of this instance'))).toHaveLength(1);
    expect(lines.filter((line) => line.msg.includes('rate limits count in this process'))).toHaveLength(1);
    stop();
    await realtime.close();
  });

  it('keeps counting attempts in this process', async () => {
    const counter = createRedisAttemptCounter(link, 60_000, 'test');
    expect([await counter.record('a'), await counter.record('a'), await counter.count('a')]).toEqual([1, 2, 2]);
    await counter.clear('a');
    expect(await counter.count('a')).toBe(0);
  });

  it('keeps the per-IP limits of @fastify/rate-limit, counted in this process', async () => {
    const app = Fastify({ logger: false });
    await app.register(rateLimit, { global: false, store: createRateLimitStore(link) });
    app.post('/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, () => ({ ok: true }));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: 'POST', url: '/limited' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    await app.close();
  });
});
