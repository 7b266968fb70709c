import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import serverBoundaries from './server-boundaries.js';

// Inline fixtures linted as if they lived at real server paths, through the repository's own
// eslint.config.js (so the wiring is proven too). Type information is switched off: these rules
// read paths and imports only, and a typed program of the whole server would cost half a minute.
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SERVER = 'apps/server/src';
const BOUNDARY_RULES = new Set(['server-boundaries/import-direction', 'server-boundaries/no-import-cycle', 'server-boundaries/table-ownership']);

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
const STUDENTS_TEST = `${SERVER}/features/students/student-course.routes.test.ts`;
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

  it('refuses a feature importing anything of another feature but its service’s type', async () => {
    const refused = [
      // The case: a helper in another feature's routes file.
      "import { companyOf } from '../learning/company-progress.routes.ts';\nexport const scope = companyOf;",
      "import type { CompanyProgressService } from '../learning/company-progress.service.ts';\nimport type { BuiltRoute } from '../learning/company-progress.routes.ts';\nexport type Uses = [CompanyProgressService, BuiltRoute];",
      // A value of a service file runs that feature's code outside its deps.
      "import { createAuthService } from '../auth/auth.service.ts';\nexport const make = createAuthService;",
      // `import { type … }` still loads the module (verbatimModuleSyntax): only `import type` is erased.
      "import { type AuthService } from '../auth/auth.service.ts';\nexport type Uses = AuthService;",
      "export { createAuthModule } from '../auth/auth.module.ts';",
      "export const later = () => import('../auth/auth.module.ts');",
    ];
    for (const code of refused) {
      expect(await lintBoundaries(STUDENTS_FILE, code), code).toEqual([expect.stringContaining('A feature reaches')]);
    }
  });

  it('lets a test compose features as buildApp does, but not reach into another feature’s repository', async () => {
    const composing = "import { createAuditService } from '../audit/audit.service.ts';\nimport { createAuthModule } from '../auth/auth.module.ts';\nexport const uses = [createAuditService, createAuthModule];";
    expect(await lintBoundaries(STUDENTS_TEST, composing)).toEqual([]);
    const reaching = "import { findLiveSession } from '../auth/sessions.repository.ts';\nexport const found = findLiveSession;";
    expect(await lintBoundaries(STUDENTS_TEST, reaching)).toEqual([expect.stringContaining('never imports another feature’s repository')]);
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

  it('reads the owners a schema file declares beside its tables, and reports a write to a table of a file that names none', async () => {
    // Real files in a new apps/server/src: the rule reads the schema files' text.
    const fixtureRoot = mkdtempSync(join(tmpdir(), 'table-owners-'));
    try {
      const files: Record<string, string> = {
        'db/schema/notes.ts': '/** @owner notes — notes, note tags */\nexport const notes = {};\n\n/**\n * The tags of a note.\n * @owner tags\n */\nexport const noteTags = {};\n',
        'db/schema/drafts.ts': '/** Drafts: no owner named. */\nexport const drafts = {};\n',
        'features/notes/notes.repository.ts': [
          "import { drafts } from '../../db/schema/drafts.ts';",
          "import { notes, noteTags } from '../../db/schema/notes.ts';",
          'export async function run(tx) {',
          '  await tx.insert(notes).values({});',
          '  await tx.update(noteTags).set({});',
          '  await tx.delete(drafts);',
          '}',
        ].join('\n'),
      };
      for (const [file, code] of Object.entries(files)) {
        const filePath = join(fixtureRoot, SERVER, file);
        mkdirSync(dirname(filePath), { recursive: true });
        writeFileSync(filePath, code);
      }
      const linter = new ESLint({
        cwd: fixtureRoot,
        overrideConfigFile: true,
        overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...serverBoundaries],
      });
      const [result] = await linter.lintFiles([`${SERVER}/features/notes/notes.repository.ts`]);
      expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
      expect(result?.messages.filter((message) => message.ruleId === 'server-boundaries/table-ownership').map((message) => message.message)).toEqual([
        expect.stringContaining('notes writes noteTags (notes.ts), a table of tags'),
        expect.stringContaining('drafts comes from db/schema/drafts.ts, which has no owner'),
      ]);
    } finally {
      rmSync(fixtureRoot, { recursive: true, force: true });
    }
  });
});

describe('server import cycles', () => {
  // Real files on disk: the rule reads every other file of apps/server/src to find the way back.
  const fixtureRoots: string[] = [];
  afterAll(() => fixtureRoots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  /** Writes the files (paths in a new apps/server/src) and returns what the cycle rule says of each. */
  async function lintFixture(files: Record<string, string>): Promise<Record<string, string[]>> {
    const fixtureRoot = mkdtempSync(join(tmpdir(), 'import-cycle-'));
    fixtureRoots.push(fixtureRoot);
    const fixtureLinter = new ESLint({
      cwd: fixtureRoot,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...serverBoundaries],
    });
    for (const [file, code] of Object.entries(files)) {
      const filePath = join(fixtureRoot, SERVER, file);
      mkdirSync(dirname(filePath), { recursive: true });
      writeFileSync(filePath, code);
    }
    const results = await fixtureLinter.lintFiles(Object.keys(files).map((file) => `${SERVER}/${file}`));
    expect(results.flatMap((result) => result.messages.filter((message) => message.fatal))).toEqual([]);
    return Object.fromEntries(
      results.map((result) => [
        result.filePath.slice(join(fixtureRoot, SERVER).length + 1),
        result.messages.filter((message) => message.ruleId === 'server-boundaries/no-import-cycle').map((message) => message.message),
      ]),
    );
  }

  it('refuses a two-file cycle, on both files', async () => {
    const said = await lintFixture({
      'features/notes/notes.service.ts': "import { rowsOf } from './notes.repository.ts';\nexport const list = () => rowsOf();\n",
      'features/notes/notes.repository.ts': "import { list } from './notes.service.ts';\nexport const rowsOf = () => [];\nexport const again = list;\n",
    });
    expect(said).toEqual({
      'features/notes/notes.service.ts': ['Import cycle: features/notes/notes.service.ts → features/notes/notes.repository.ts → features/notes/notes.service.ts. Break it: move what both need to a third module, or let the caller pass it in.'],
      'features/notes/notes.repository.ts': [expect.stringContaining('features/notes/notes.repository.ts → features/notes/notes.service.ts → features/notes/notes.repository.ts')],
    });
  });

  it('follows a longer cycle through re-exports, and lets a type-only import or a chain without a way back pass', async () => {
    const said = await lintFixture({
      'platform/first.ts': "import { second } from './second.ts';\nexport const first = () => second;\n",
      'platform/second.ts': "export { third as second } from './third.ts';\n",
      'platform/third.ts': "import { first } from './first.ts';\nexport const third = first;\n",
      'platform/typed.ts': "import { readTyped } from './typed-reader.ts';\nexport interface Typed { id: number }\nexport const read = readTyped;\n",
      'platform/typed-reader.ts': "import type { Typed } from './typed.ts';\nexport const readTyped = (typed: Typed) => typed.id;\n",
      'platform/leaf.ts': "import { readTyped } from './typed-reader.ts';\nexport const leaf = readTyped;\n",
    });
    expect(said['platform/first.ts']).toEqual([expect.stringContaining('platform/first.ts → platform/second.ts → platform/third.ts → platform/first.ts')]);
    expect(said['platform/second.ts']).toHaveLength(1);
    expect(said['platform/third.ts']).toHaveLength(1);
    expect([said['platform/typed.ts'], said['platform/typed-reader.ts'], said['platform/leaf.ts']]).toEqual([[], [], []]);
  });

  it('is on for the server in the repository’s config, reading the file as linted', async () => {
    // students.service.ts imports its repository: the repository importing the service back closes a cycle.
    const cycle = "import { createStudentService } from './students.service.ts';\nexport const make = createStudentService;";
    expect(await lintBoundaries(`${SERVER}/features/students/students.repository.ts`, cycle)).toEqual([
      expect.stringContaining('Import cycle: features/students/students.repository.ts → features/students/students.service.ts → features/students/students.repository.ts'),
    ]);
    const noCycle = "import type { Db } from '../../platform/db.ts';\nimport { searchColumns } from '../../platform/sql-search.ts';\nexport type Uses = [Db, typeof searchColumns];";
    expect(await lintBoundaries(`${SERVER}/features/students/students.repository.ts`, noCycle)).toEqual([]);
  });
});
