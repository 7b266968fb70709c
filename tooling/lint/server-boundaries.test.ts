import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Inline fixtures linted as if they lived at real server paths, through the repository's own
// eslint.config.js (so the wiring is proven too). Type information is switched off: these rules
// read paths and imports only, and a typed program of the whole server would cost half a minute.
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SERVER = 'apps/server/src';
const BOUNDARY_RULES = new Set(['server-boundaries/import-direction', 'server-boundaries/table-ownership']);

const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfig: [{ files: ['**/*.ts'], ...tseslint.configs.disableTypeChecked }] });

/** Lints `code` as the file at `filePath` (which must exist) and returns what the boundary rules say. */
async function lintBoundaries(filePath: string, code: string): Promise<string[]> {
  expect(existsSync(resolve(REPO_ROOT, filePath)), `${filePath} exists`).toBe(true);
  const [result] = await eslint.lintText(code, { filePath: resolve(REPO_ROOT, filePath) });
  // A file ESLint could not parse reports nothing from any rule: fail on it rather than pass.
  expect((result?.messages ?? []).filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId)).map((message) => message.message);
}

const STUDENTS_FILE = `${SERVER}/features/students/students.service.ts`;
const AUTH_FILE = `${SERVER}/features/auth/accounts.repository.ts`;
const PLATFORM_FILE = `${SERVER}/platform/csv.ts`;

/** A transaction-taking function of a feature file that runs `statement`. */
const inTransaction = (imports: string, statement: string) =>
  `${imports}\nimport type { Db } from '../../platform/db.ts';\n\nexport async function run(tx: Db): Promise<void> {\n  await ${statement};\n}\n`;

describe('server import direction', () => {
  it('refuses a feature importing another feature’s repository', async () => {
    const messages = await lintBoundaries(STUDENTS_FILE, "import { findLiveSession } from '../auth/sessions.repository.ts';\nexport const found = findLiveSession;\n");
    expect(messages).toEqual([expect.stringContaining('never imports another feature’s repository')]);
  });

  it('lets a feature import another feature’s service, its own repository and platform helpers', async () => {
    const code = [
      "import type { AuthService } from '../auth/auth.service.ts';",
      "import { findStudentRow } from './students.repository.ts';",
      "import { searchColumns } from '../../platform/sql-search.ts';",
      'export type Uses = [AuthService, typeof findStudentRow, typeof searchColumns];',
    ].join('\n');
    expect(await lintBoundaries(STUDENTS_FILE, code)).toEqual([]);
  });

  it('refuses platform code importing a feature, even for a type', async () => {
    const messages = await lintBoundaries(PLATFORM_FILE, "import type { AuthService } from '../features/auth/auth.service.ts';\nexport type Uses = AuthService;\n");
    expect(messages).toEqual([expect.stringContaining('platform/ never imports a feature')]);
  });

  it('refuses the server importing the web app', async () => {
    const messages = await lintBoundaries(PLATFORM_FILE, "import { formatDate } from '../../../web/src/lib/format-date.ts';\nexport const uses = formatDate;\n");
    expect(messages).toEqual([expect.stringContaining('never imports the web app')]);
  });
});

describe('server table ownership', () => {
  it('refuses a feature writing another feature’s table', async () => {
    const code = inTransaction("import { sessions } from '../../db/schema/sessions.ts';", 'tx.insert(sessions).values({ token_hash: "h", account_type: 3, account_id: 1, expires_at: new Date() })');
    expect(await lintBoundaries(STUDENTS_FILE, code)).toEqual([expect.stringContaining('students writes sessions (sessions.ts), a table of auth')]);
  });

  it('lets a feature write its own table', async () => {
    const code = inTransaction("import { students } from '../../db/schema/students.ts';", "tx.insert(students).values({ email: 'a@example.com', name: 'a', company_id: 1 })");
    expect(await lintBoundaries(STUDENTS_FILE, code)).toEqual([]);
  });

  it('lets a feature read (select, join) another feature’s table', async () => {
    const code = inTransaction(
      "import { eq } from 'drizzle-orm';\nimport { companies } from '../../db/schema/companies.ts';\nimport { students } from '../../db/schema/students.ts';",
      'tx.select({ name: companies.name }).from(students).innerJoin(companies, eq(companies.id, students.company_id))',
    );
    expect(await lintBoundaries(STUDENTS_FILE, code)).toEqual([]);
  });

  it('sees a write through a lookup of tables, and allows only the declared shared write', async () => {
    const code = [
      "import { students } from '../../db/schema/students.ts';",
      "import { teachers } from '../../db/schema/teachers.ts';",
      "import type { Db } from '../../platform/db.ts';",
      'const TABLES = { student: students, teacher: teachers } as const;',
      "export async function run(tx: Db, kind: 'student' | 'teacher'): Promise<void> {",
      '  const table = TABLES[kind];',
      "  await tx.update(table).set({ password_hash: 'h' });",
      '}',
    ].join('\n');
    // auth may set students' password_hash (SHARED_WRITES); teachers is nobody's but teachers'.
    expect(await lintBoundaries(AUTH_FILE, code)).toEqual([expect.stringContaining('auth writes teachers (teachers.ts), a table of teachers')]);
  });

  it('has an owner for every schema file', async () => {
    const schemaFiles = readdirSync(resolve(REPO_ROOT, SERVER, 'db/schema')).filter((file) => file.endsWith('.ts') && file !== 'columns.ts');
    expect(schemaFiles.length).toBeGreaterThan(5);
    for (const file of schemaFiles) {
      const code = inTransaction(`import * as schema from '../../db/schema/${file}';`, 'tx.delete(schema.anyTable)');
      const messages = await lintBoundaries(STUDENTS_FILE, code);
      expect(messages.filter((message) => message.includes('has no owner')), file).toEqual([]);
    }
  });
});
