import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, writePgliteTemplate } from './test-database.ts';

/**
 * The server project's setup, once per run: migrates the template every test database is copied
 * from (test/test-database.ts), on PostgreSQL when TEST_DATABASE_URL is set and embedded otherwise,
 * and removes it afterwards.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createPostgresTemplate(adminUrl);
    project.provide('postgresTemplate', template.name);
    project.provide('pgliteTemplateFile', undefined);
    return () => template.drop();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-test-template-'));
  const file = path.join(dir, 'pglite.tar');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', undefined);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
