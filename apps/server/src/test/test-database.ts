import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db.ts';

/**
 * The databases API tests run on. Every test app gets a fresh, empty, migrated database of its own:
 * an in-memory PGlite by default, a new PostgreSQL database (dropped afterwards) when
 * TEST_DATABASE_URL is set. Migrating costs more than copying, so the server project's global setup
 * (test/global-setup.ts) migrates one template per run and each test database starts as its copy;
 * run without that setup, each database is migrated on its own.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty embedded database (a PGlite `dumpDataDir()` tarball). */
    pgliteTemplateFile: string | undefined;
    /** The name of a migrated, empty PostgreSQL database on TEST_DATABASE_URL's server. */
    postgresTemplate: string | undefined;
  }
}

export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A fresh database (migrated, no rows) and the function that drops it. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = await pgliteTemplate();
    const database = await openDatabase({ pgliteDir: 'memory', pgliteTemplate: template });
    if (!template) await database.migrate();
    return { database, drop: () => Promise.resolve() };
  }
  const template = inject('postgresTemplate');
  const { url, drop } = await createFreshPostgresDatabase(adminUrl, 'manabiya_test', template);
  const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory' });
  if (!template) await database.migrate();
  return { database, drop };
}

let templateBlob: Promise<Blob | undefined> | undefined;
/** The global setup's embedded template, read once per worker. */
function pgliteTemplate(): Promise<Blob | undefined> {
  templateBlob ??= (async () => {
    const file = inject('pgliteTemplateFile');
    return file ? new Blob([await fs.promises.readFile(file)]) : undefined;
  })();
  return templateBlob;
}

/**
 * A new PostgreSQL database on the server of `adminUrl` (a copy of `template` when given, else
 * empty), and the function that drops it.
 */
export async function createFreshPostgresDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Writes a migrated, empty embedded database to `file` (the template of every PGlite test database). */
export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ pgliteDir: 'memory' });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await fs.promises.writeFile(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** A migrated, empty PostgreSQL database to copy test databases from; closed to connections so it can be copied. */
export async function createPostgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const template = await createFreshPostgresDatabase(adminUrl, 'manabiya_template');
  const database = await openDatabase({ databaseUrl: template.url, pgliteDir: 'memory' });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return template;
}
