import { healthEndpoints } from '@manabiya/domain/endpoints/health';
import { JOB_FAILURES_BEFORE_DEGRADED, type JobStatus } from '@manabiya/domain/contracts/health';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformJobs } from '../db/schema/jobs.ts';
import { staffWith } from '../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import type { JobDefinition } from './jobs.ts';

/* Issue 22 item 6: one runner for the background work — runs and records, degrades health, stops cleanly, one instance per period. */

/** A job whose runs are counted and whose next runs fail while `failing` is set. */
function countedJob(name: string, options: { everyMs?: number } = {}) {
  const job = {
    runs: 0,
    failing: false,
    definition: {
      name,
      ...options,
      run: async () => {
        job.runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (job.failing) throw new Error(`${name} went wrong`);
      },
    } satisfies JobDefinition,
  };
  return job;
}

const statusOf = async (t: TestApp, name: string): Promise<JobStatus | undefined> => (await t.app.jobs.statuses()).find((status) => status.name === name);
const health = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: healthEndpoints.health.path })).json<Record<string, unknown>>();

describe('the job runner', () => {
  let t: TestApp;
  const steady = countedJob('test.steady');
  const flaky = countedJob('test.flaky');
  const ticking = countedJob('test.ticking', { everyMs: 200 });
  const oneOff = countedJob('test.one-off');
  /** A run that goes on until the runner stops (its signal aborts), then takes 150 ms more to end. */
  let slowStarted!: () => void;
  const whenSlowStarted = new Promise<void>((resolve) => (slowStarted = resolve));
  let slowSawTheStop = false;
  const slow: JobDefinition = {
    name: 'test.slow',
    run: (signal) =>
      new Promise<void>((resolve) => {
        slowStarted();
        signal.addEventListener('abort', () => {
          slowSawTheStop = true;
          setTimeout(resolve, 150);
        });
      }),
  };
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { beforeReady: (app) => [steady.definition, flaky.definition, ticking.definition, oneOff.definition, slow].forEach((job) => app.jobs.register(job)) },
    );
  });
  afterAll(() => t?.close());

  it('runs a job on demand and records its last run and duration', async () => {
    const outcome = await t.app.jobs.runNow('test.steady');
    expect(outcome).toEqual({ ran: true, durationMs: expect.any(Number) });
    expect(steady.runs).toBe(1);
    const status = await statusOf(t, 'test.steady');
    expect(status).toMatchObject({ every_seconds: null, running: false, last_error: null, consecutive_failures: 0, failing: false });
    expect(status!.last_duration_ms).toBeGreaterThanOrEqual(5);
    expect(Date.parse(status!.last_finished_at!)).toBeGreaterThanOrEqual(Date.parse(status!.last_started_at!));
  });

  it('records a failure with its error, and health degrades only when the job keeps failing', async () => {
    flaky.failing = true;
    for (let run = 1; run < JOB_FAILURES_BEFORE_DEGRADED; run += 1) {
      expect(await t.app.jobs.runNow('test.flaky')).toEqual({ ran: true, durationMs: expect.any(Number), error: 'test.flaky went wrong' });
    }
    expect(await statusOf(t, 'test.flaky')).toMatchObject({ last_error: 'test.flaky went wrong', consecutive_failures: JOB_FAILURES_BEFORE_DEGRADED - 1, failing: false });
    expect(await health(t)).toEqual({ status: 'ok', database: 'ok' });

    await t.app.jobs.runNow('test.flaky');
    expect(await statusOf(t, 'test.flaky')).toMatchObject({ consecutive_failures: JOB_FAILURES_BEFORE_DEGRADED, failing: true });
    expect(await health(t)).toEqual({ status: 'degraded', database: 'ok', failing_jobs: ['test.flaky'] });

    // One success ends it; the last error stays on record with its time.
    flaky.failing = false;
    expect(await t.app.jobs.runNow('test.flaky')).toEqual({ ran: true, durationMs: expect.any(Number) });
    expect(await statusOf(t, 'test.flaky')).toMatchObject({ last_error: 'test.flaky went wrong', last_failed_at: expect.any(String), consecutive_failures: 0, failing: false });
    expect(await health(t)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('shows the jobs to staff holding the admins section, the features’ own among them', async () => {
    const reader = await staffWith(t, { admins: ACCESS_LEVEL.read });
    const outsider = await staffWith(t, { student: ACCESS_LEVEL.all });
    const response = await t.app.inject({ method: 'GET', url: healthEndpoints.jobs.path, headers: bearer(reader.token) });
    expect(response.statusCode).toBe(200);
    const names = response.json<JobStatus[]>().map((status) => status.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(
      expect.arrayContaining(['auth.prune-sessions', 'informations.announce-due', 'rooms.overdue-digest', 'test.flaky', 'test.steady']),
    );
    expect(response.json<JobStatus[]>().find((status) => status.name === 'test.flaky')).toMatchObject({ last_error: 'test.flaky went wrong' });
    expect((await t.app.inject({ method: 'GET', url: healthEndpoints.jobs.path, headers: bearer(outsider.token) })).statusCode).toBe(403);
  });

  it('runs a periodic job by itself, once per period', async () => {
    await expect.poll(() => ticking.runs, { timeout: 3000, interval: 20 }).toBeGreaterThanOrEqual(2);
    expect(await statusOf(t, 'test.ticking')).toMatchObject({ every_seconds: 0.2 });
  });

  it('runs a one-off job once when it is requested', async () => {
    t.app.jobs.request('test.one-off');
    await expect.poll(() => oneOff.runs, { timeout: 3000, interval: 20 }).toBe(1);
    // Run; the request is used up.
    expect(await t.app.jobs.runIfDue('test.one-off')).toEqual({ ran: false });
    expect(oneOff.runs).toBe(1);
  });

  // Last: the runner stays stopped.
  it('stops by waiting for the run under way, which sees the stop through its signal, and records it', async () => {
    const run = t.app.jobs.runNow('test.slow');
    await whenSlowStarted;
    let stopped = false;
    const stopping = t.app.jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    await stopping;
    expect(slowSawTheStop).toBe(true);
    expect(await run).toEqual({ ran: true, durationMs: expect.any(Number) });
    const [row] = await t.db.select().from(platformJobs).where(eq(platformJobs.name, 'test.slow'));
    expect(row).toMatchObject({ lease_until: null, last_finished_at: expect.any(Date) });
    expect(row!.last_duration_ms).toBeGreaterThanOrEqual(150);
    // Stopped: nothing runs any more, periodic or asked for.
    const ticks = ticking.runs;
    expect(await t.app.jobs.runNow('test.steady')).toEqual({ ran: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ticking.runs).toBe(ticks);
  });
});

describe('two instances over one database', () => {
  let first: TestApp;
  let second: TestApp;
  const hourly = countedJob('test.hourly', { everyMs: 3_600_000 });
  const quickPeriodMs = 300;
  const quick = countedJob('test.quick', { everyMs: quickPeriodMs });
  beforeAll(async () => {
    first = await createTestApp({}, { beforeReady: (app) => [hourly, quick].forEach((job) => app.jobs.register(job.definition)) });
    second = await createTestApp({}, { sharing: first, beforeReady: (app) => [hourly, quick].forEach((job) => app.jobs.register(job.definition)) });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Both instances look at the job five times each, at once. */
  const lookFromBoth = (name: string) =>
    Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? first : second).app.jobs.runIfDue(name)));

  it('run a job once per period, not once each', async () => {
    const outcomes = await lookFromBoth('test.hourly');
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(hourly.runs).toBe(1);
    expect(await lookFromBoth('test.hourly')).toEqual(Array(10).fill({ ran: false }));

    // The period passes (its start set an hour back): the next looks run it once more.
    await first.db.update(platformJobs).set({ period_start: sql`${platformJobs.period_start} - interval '1 hour'` }).where(eq(platformJobs.name, 'test.hourly'));
    expect((await lookFromBoth('test.hourly')).filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(hourly.runs).toBe(2);
  });

  it('left to their own looks, run a short periodic job at most once per period between them', async () => {
    const periodMs = quickPeriodMs;
    const runsBefore = quick.runs;
    const from = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const periods = Math.floor(Date.now() / periodMs) - Math.floor(from / periodMs) + 1;
    const runs = quick.runs - runsBefore;
    // Each instance looks twice a period: run once each, they would approach twice the periods.
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(periods);
  });
});
