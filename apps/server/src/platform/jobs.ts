import { performance } from 'node:perf_hooks';
import { JOB_FAILURES_BEFORE_DEGRADED, type JobStatus } from '@manabiya/domain/contracts/health';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { platformJobs } from '../db/schema/jobs.ts';
import type { Db } from './db.ts';

/**
 * One runner for the server's background work (decision 041). A feature registers its jobs in its
 * module (`platform.jobs.register`); app.ts starts the runner when the app is ready and stops it
 * when the app closes (SIGTERM included), waiting for the runs under way.
 *
 * - A periodic job runs at most once per period of `everyMs`, counted on the database clock, however
 *   many instances share the database: a run is claimed first, by one statement that reads the job's
 *   row `FOR UPDATE SKIP LOCKED` and marks the period taken and the job leased. Each instance looks
 *   twice a period (at least once a minute), so a period is not missed when a look comes late.
 * - `request(name)` asks for one run soon, by whichever instance looks first: a one-off job (one
 *   without `everyMs` runs only so), or a periodic one ahead of its period. A request made while the
 *   job runs is served by another run right after.
 * - Every run is recorded on the job's row (start, duration, last error, failures in a row): staff
 *   read them at /api/admin/jobs, and /api/health says `degraded` while a job keeps failing.
 *
 * A job must be idempotent: a run cut short (the process died, the lease ran out) is run again.
 */
export interface JobDefinition {
  /** Unique, `<feature>.<what>` (e.g. `auth.prune-sessions`): the key of its record and of `runNow`. */
  name: string;
  /** The period: at most one run per period across instances. Without it the job runs only when requested. */
  everyMs?: number;
  /** How long a run holds the job against other instances (10 minutes unless said); past it, another may claim it. */
  leaseMs?: number;
  /** The work. `signal` aborts when the app stops: a long job ends early and leaves the rest to its next run. */
  run(signal: AbortSignal): Promise<unknown>;
}

/** What one attempt to run a job did: nothing (not due, held by another run, or the runner stopped), or a run. */
export type JobRunOutcome = { ran: false } | { ran: true; durationMs: number; error?: string };

/** The runner as features see it (platform.jobs). */
export interface Jobs {
  register(job: JobDefinition): void;
  /** Asks for a run soon, on any instance; never waits for the caller (safe inside a transaction). */
  request(name: string): void;
  /** Runs the job here and now, due or not (unless another run holds it), and answers how it went. */
  runNow(name: string): Promise<JobRunOutcome>;
  /** What the runner's own looks do: runs the job only when its period or a request is due. */
  runIfDue(name: string): Promise<JobRunOutcome>;
  /** Every registered job with its last run, by name. */
  statuses(): Promise<JobStatus[]>;
  /** The registered jobs failing JOB_FAILURES_BEFORE_DEGRADED runs in a row or more, by name. */
  failingJobs(): Promise<string[]>;
}

export interface JobRunner extends Jobs {
  start(): void;
  /** Stops looking, aborts the runs under way through their signal and waits for them to finish. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
/** The longest wait between two looks at a job (a one-off job's pending requests included). */
const LONGEST_LOOK_INTERVAL_MS = 60_000;
/** Kept of an error's text on the job's row. */
const ERROR_TEXT_LIMIT = 2_000;
const NOT_RUN: JobRunOutcome = { ran: false };

interface RegisteredJob {
  definition: JobDefinition;
  /** The runs of this job on this instance, one after the other. */
  queue: Promise<unknown>;
  waiting: number;
  row?: Promise<void>;
  timer?: NodeJS.Timeout;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_LIMIT);

/** The start of the current period of `everyMs`, on the database clock. */
const currentPeriodStart = (everyMs: number): SQL =>
  sql`to_timestamp((floor(extract(epoch from now()) * 1000 / ${everyMs}::bigint) * ${everyMs}::bigint / 1000.0)::double precision)`;

export function createJobRunner({ db, logger }: { db: Db; logger: FastifyBaseLogger }): JobRunner {
  const jobs = new Map<string, RegisteredJob>();
  const stopping = new AbortController();
  const underWay = new Set<Promise<unknown>>();
  let started = false;

  function jobNamed(name: string): RegisteredJob {
    const job = jobs.get(name);
    if (!job) throw new Error(`No background job named ${name}`);
    return job;
  }

  /** The job's row, made once (the claim updates it). */
  function ensureRow(job: RegisteredJob): Promise<void> {
    job.row ??= db
      .insert(platformJobs)
      .values({ name: job.definition.name })
      .onConflictDoNothing()
      .then(
        () => undefined,
        (error: unknown) => {
          job.row = undefined;
          throw error;
        },
      );
    return job.row;
  }

  /** Takes the job for one run when it is due (or always, `force`) and no run holds it: true when this instance got it. */
  async function claim({ name, everyMs, leaseMs = DEFAULT_LEASE_MS }: JobDefinition, force: boolean): Promise<boolean> {
    const periodStart = everyMs === undefined ? undefined : currentPeriodStart(everyMs);
    const periodDue = periodStart && or(isNull(platformJobs.period_start), lt(platformJobs.period_start, periodStart));
    const due = force ? undefined : or(isNotNull(platformJobs.requested_at), periodDue);
    const free = or(isNull(platformJobs.lease_until), lte(platformJobs.lease_until, sql`now()`));
    const claimable = db
      .select({ name: platformJobs.name })
      .from(platformJobs)
      .where(and(eq(platformJobs.name, name), free, due))
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(platformJobs)
      .set({
        ...(periodStart ? { period_start: periodStart } : {}),
        requested_at: null,
        lease_until: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        last_started_at: sql`now()`,
      })
      .where(inArray(platformJobs.name, claimable))
      .returning({ name: platformJobs.name });
    return claimed.length === 1;
  }

  /** Writes how the run went and lets go of the job; true when a run was requested meanwhile. */
  async function record(name: string, durationMs: number, error: string | undefined): Promise<boolean> {
    const outcome =
      error === undefined
        ? { consecutive_failures: 0 }
        : { last_error: error, last_failed_at: sql`now()`, consecutive_failures: sql`${platformJobs.consecutive_failures} + 1` };
    const [row] = await db
      .update(platformJobs)
      .set({ lease_until: null, last_finished_at: sql`now()`, last_duration_ms: durationMs, ...outcome })
      .where(eq(platformJobs.name, name))
      .returning({ requested_at: platformJobs.requested_at });
    return row?.requested_at != null;
  }

  async function claimAndRun(job: RegisteredJob, force: boolean): Promise<JobRunOutcome> {
    if (stopping.signal.aborted) return NOT_RUN;
    const { name } = job.definition;
    await ensureRow(job);
    if (!(await claim(job.definition, force))) return NOT_RUN;
    const startedAt = performance.now();
    let error: string | undefined;
    try {
      await job.definition.run(stopping.signal);
    } catch (failure) {
      error = errorText(failure);
      logger.error({ err: failure, job: name }, 'background job failed');
    }
    const durationMs = Math.round(performance.now() - startedAt);
    const requestedMeanwhile = await record(name, durationMs, error);
    if (requestedMeanwhile) setImmediate(() => look(job));
    return error === undefined ? { ran: true, durationMs } : { ran: true, durationMs, error };
  }

  /** Runs after the job's earlier runs on this instance. */
  function enqueue(job: RegisteredJob, force: boolean): Promise<JobRunOutcome> {
    job.waiting += 1;
    const run = job.queue.then(() => claimAndRun(job, force)).finally(() => (job.waiting -= 1));
    const settled = run.catch(() => undefined);
    job.queue = settled;
    underWay.add(settled);
    void settled.then(() => underWay.delete(settled));
    return run;
  }

  /** A look of the runner's own: nothing when a run of the job is already waiting here. */
  function look(job: RegisteredJob): void {
    if (!started || stopping.signal.aborted || job.waiting > 0) return;
    enqueue(job, false).catch((error: unknown) => logger.warn({ err: error, job: job.definition.name }, 'background job could not be claimed or recorded'));
  }

  function startLooking(job: RegisteredJob): void {
    const { everyMs } = job.definition;
    const interval = Math.min(everyMs === undefined ? LONGEST_LOOK_INTERVAL_MS : Math.max(1, Math.floor(everyMs / 2)), LONGEST_LOOK_INTERVAL_MS);
    // The looks never keep the process alive on their own.
    job.timer = setInterval(() => look(job), interval).unref();
  }

  const registeredNames = () => [...jobs.keys()];

  return {
    register(definition) {
      if (jobs.has(definition.name)) throw new Error(`Background job ${definition.name} is registered twice`);
      if (definition.everyMs !== undefined && !(Number.isSafeInteger(definition.everyMs) && definition.everyMs > 0)) {
        throw new Error(`Background job ${definition.name}: everyMs must be a positive whole number of milliseconds`);
      }
      const job: RegisteredJob = { definition, queue: Promise.resolve(), waiting: 0 };
      jobs.set(definition.name, job);
      if (started) startLooking(job);
    },

    request(name) {
      const job = jobNamed(name);
      if (stopping.signal.aborted) return;
      // After the caller's statement: a request made inside a transaction does not wait for it.
      setImmediate(() => {
        if (stopping.signal.aborted) return;
        db.insert(platformJobs)
          .values({ name, requested_at: sql`now()` })
          .onConflictDoUpdate({ target: platformJobs.name, set: { requested_at: sql`now()` } })
          .then(
            () => look(job),
            (error: unknown) => logger.warn({ err: error, job: name }, 'background job request not recorded; its next period runs it'),
          );
      });
    },

    runNow: (name) => enqueue(jobNamed(name), true),
    runIfDue: (name) => enqueue(jobNamed(name), false),

    async statuses() {
      const names = registeredNames();
      if (names.length === 0) return [];
      const rows = await db
        .select({
          name: platformJobs.name,
          running: sql<boolean>`coalesce(${platformJobs.lease_until} > now(), false)`,
          last_started_at: platformJobs.last_started_at,
          last_finished_at: platformJobs.last_finished_at,
          last_duration_ms: platformJobs.last_duration_ms,
          last_error: platformJobs.last_error,
          last_failed_at: platformJobs.last_failed_at,
          consecutive_failures: platformJobs.consecutive_failures,
        })
        .from(platformJobs)
        .where(inArray(platformJobs.name, names));
      const byName = new Map(rows.map((row) => [row.name, row]));
      return names.sort().map((name): JobStatus => {
        const row = byName.get(name);
        const everyMs = jobs.get(name)?.definition.everyMs;
        const failures = row?.consecutive_failures ?? 0;
        return {
          name,
          every_seconds: everyMs === undefined ? null : everyMs / 1000,
          running: row?.running ?? false,
          last_started_at: row?.last_started_at?.toISOString() ?? null,
          last_finished_at: row?.last_finished_at?.toISOString() ?? null,
          last_duration_ms: row?.last_duration_ms ?? null,
          last_error: row?.last_error ?? null,
          last_failed_at: row?.last_failed_at?.toISOString() ?? null,
          consecutive_failures: failures,
          failing: failures >= JOB_FAILURES_BEFORE_DEGRADED,
        };
      });
    },

    async failingJobs() {
      const names = registeredNames();
      if (names.length === 0) return [];
      const rows = await db
        .select({ name: platformJobs.name })
        .from(platformJobs)
        .where(and(inArray(platformJobs.name, names), gte(platformJobs.consecutive_failures, JOB_FAILURES_BEFORE_DEGRADED)))
        .orderBy(asc(platformJobs.name));
      return rows.map((row) => row.name);
    },

    start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      for (const job of jobs.values()) startLooking(job);
    },

    async stop() {
      stopping.abort();
      for (const job of jobs.values()) clearInterval(job.timer);
      await Promise.all(underWay);
    },
  };
}
