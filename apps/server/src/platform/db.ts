import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the embedded database keeps its files; undefined for PostgreSQL and in-memory PGlite. */
  dataDir: string | undefined;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');

/** Any number to identify our migration lock among other advisory locks. */
const MIGRATION_LOCK_ID = 7_263_514;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; `memory` keeps it in memory (tests). */
  pgliteDir: string;
  /** An embedded database to start from instead of an empty one: a PGlite `dumpDataDir()` tarball (tests copy a migrated template). */
  pgliteTemplate?: Blob | undefined;
  logger?: Pick<Logger, 'error' | 'warn'>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.logger) : openPglite(options.pgliteDir, options.pgliteTemplate);
}

function openPostgres(url: string, logger?: Pick<Logger, 'error'>): Database {
  // No JIT: it compiles any query the planner guesses is large, which costs 40–60 ms on a read that
  // runs in a few (measured on the XXL dataset), and the app's queries are all short reads and writes.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL idle client error'));
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    dataDir: undefined,
    async migrate() {
      // Several instances may start at once: one migrates while the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string, template?: Blob): Promise<Database> {
  if (dir !== 'memory') fs.mkdirSync(dir, { recursive: true });
  // The extensions the migrations create (pg_trgm for search indexes) must be loaded into the embedded engine.
  const options = { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) };
  const client = dir === 'memory' ? new PGlite(options) : new PGlite(dir, options);
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dataDir: dir === 'memory' ? undefined : dir,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
