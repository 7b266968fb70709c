import path from 'node:path';
import { DEFAULT_DISPLAY_TIME_ZONE, isTimeZone } from '@manabiya/domain/zoned-time';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ConfigSchema = z
  .object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** The start of every Redis key and channel of this deployment, so deployments sharing one Redis keep apart. */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,60}$/, 'letters, digits, _ . - (at most 60)').default('manabiya'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Manabiya <no-reply@manabiya.local>'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default('Manabiya'),
  DISPLAY_TIME_ZONE: z
    .string()
    .default(DEFAULT_DISPLAY_TIME_ZONE)
    .refine((zone) => isTimeZone(zone), { message: 'must be an IANA time zone such as Asia/Tokyo' }),
  SESSION_TTL_HOURS: positiveInt(24 * 14),
  STAFF_SESSION_TTL_HOURS: positiveInt(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_LIMIT_PER_IP: positiveInt(30),
  LOGIN_LIMIT_PER_ACCOUNT: positiveInt(10),
  /** Writes (any method but GET) one signed-in account may send a minute, on any route (decision 037). */
  WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: positiveInt(300),
  /** The longest an attempt on an account under attack waits (decision 004). */
  LOGIN_SLOWDOWN_MAX_MS: positiveInt(5000),
  /** How often notices whose publish date has come are looked for, to announce them live and by push. */
  PUBLISH_POLL_MS: positiveInt(10_000),
  /** How often an open WebSocket is pinged and its session re-checked. */
  REALTIME_PING_MS: positiveInt(25_000),
  /** Embedded database: below this free space uploads and bulk writes (CSV import) are refused (decision 028). */
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(200),
  /** Embedded database: below this every write but signing in and out is refused; less than MIN_FREE_DISK_MB (default 64, or half of a smaller soft floor). */
  MIN_FREE_DISK_HARD_MB: z.coerce.number().int().min(0).optional(),
  /** The longest a stop (SIGTERM) takes: requests already accepted finish within it, then the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: positiveInt(20_000),
  /** Rooms: how long a room may wait on a teacher before it is overdue (the queue's age bands, the overdue mail, the figures). */
  REVIEW_TARGET_HOURS: positiveInt(24),
  /** How long a session looked up by its token is kept in this process (0: looked up on every request); any write drops it (decision 036). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  /** How long the answer of a hot staff read (the review queue, a thread) is kept per account (0: never); any write drops it (decision 036). */
  READ_CACHE_MS: z.coerce.number().int().min(0).default(1000),
  /** The largest movie an upload may be, in bytes (default 1 GB); the file is streamed to DATA_DIR/files/movie/. */
  MOVIE_MAX_BYTES: positiveInt(1024 * 1024 * 1024),
  WEB_DIST_DIR: z.string().optional(),
  /** Web push: by default a key pair is generated once into DATA_DIR/vapid.json; clusters without a shared data dir set both keys. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** mailto: or https: contact the push services see; by default the address of MAIL_FROM. */
  VAPID_SUBJECT: optionalString,
  /** The hosts of the browsers' push services that subscription endpoints may name (`*.` for subdomains); decision 018. */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com')
    .transform((value) => value.split(',').map((host) => host.trim()).filter(Boolean)),
  /** Tests only: lets push go to a local http peer on loopback. Refused outside NODE_ENV=test. */
  PUSH_ALLOW_LOCAL_TEST_PEER: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Set behind a load balancer so per-IP limits see the client's address. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  })
  .refine((config) => config.MIN_FREE_DISK_HARD_MB === undefined || config.MIN_FREE_DISK_HARD_MB < config.MIN_FREE_DISK_MB || config.MIN_FREE_DISK_HARD_MB === 0, {
    path: ['MIN_FREE_DISK_HARD_MB'],
    message: 'must be less than MIN_FREE_DISK_MB (the hard floor is below the soft one), or 0',
  })
  .refine((config) => !config.PUSH_ALLOW_LOCAL_TEST_PEER || config.NODE_ENV === 'test', {
    path: ['PUSH_ALLOW_LOCAL_TEST_PEER'],
    message: 'is for tests only (NODE_ENV=test)',
  })
  .transform((config) => ({ ...config, MIN_FREE_DISK_HARD_MB: config.MIN_FREE_DISK_HARD_MB ?? Math.min(64, Math.floor(config.MIN_FREE_DISK_MB / 2)) }));

export type Config = z.infer<typeof ConfigSchema> & { webDistDir: string; dataDir: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/** Reads the environment once; every bad variable is reported on its own line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])] ?? '')}: ${issue.message}`),
    );
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    ...parsed.data,
    dataDir: path.resolve(repoRoot, parsed.data.DATA_DIR),
    webDistDir: path.resolve(repoRoot, parsed.data.WEB_DIST_DIR ?? 'apps/web/dist'),
  };
}
