import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The fixtures are inline text linted as if they lived at real paths (the rules depend on where a
// file sits), through the repository's own eslint.config.js. Type information is switched off: the
// rules read paths only, and a typed program of the whole web app is slow and fragile under load.
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const DIRECTION_RULES = new Set(['web-boundaries/import-direction', 'no-restricted-imports']);

const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }] });

/** Lints `code` as the file at `filePath` and returns what the import-direction rules say. */
async function lintImportDirection(filePath: string, code: string): Promise<string[]> {
  // A stale path would make the import unresolvable, which the rule skips: fail loudly instead.
  expect(existsSync(resolve(REPO_ROOT, filePath)), `${filePath} exists`).toBe(true);
  const [result] = await eslint.lintText(code, { filePath: resolve(REPO_ROOT, filePath) });
  // A file ESLint could not parse reports nothing from any rule: fail on it rather than pass.
  expect((result?.messages ?? []).filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && DIRECTION_RULES.has(message.ruleId)).map((message) => message.message);
}

/** An import of `specifier` from the file at `filePath`, whose target must exist. */
function importFrom(filePath: string, specifier: string): string {
  expect(existsSync(resolve(REPO_ROOT, filePath, '..', specifier)), `${specifier} exists`).toBe(true);
  return `import * as imported from '${specifier}';\nexport const touched = Object.keys(imported).length;\n`;
}

const FEATURE_FILE = 'apps/web/src/features/informations/lib/display-date-time.ts';
const LIB_FILE = 'apps/web/src/lib/format-date.ts';
const SHELL_FILE = 'apps/web/src/shell/menu-matching.ts';
const PORTAL_FILE = 'apps/web/src/portals/admin/admin-portal.tsx';
const DOMAIN_FILE = 'packages/domain/src/enums/priority.ts';

describe('web import direction', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await lintImportDirection(FEATURE_FILE, importFrom(FEATURE_FILE, '../../auth/hooks/use-logout.ts'));
    expect(messages).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('lets a feature import its own files, components and lib', async () => {
    const code = [
      importFrom(FEATURE_FILE, '../api/information-api.ts'),
      "import { formatLongDate } from '../../../lib/format-date.ts';",
      "import { ErrorMessage } from '../../../components/error-message.tsx';",
      'export const used = [formatLongDate, ErrorMessage];',
    ].join('\n');
    expect(await lintImportDirection(FEATURE_FILE, code)).toEqual([]);
  });

  it('refuses a feature importing the shell', async () => {
    const messages = await lintImportDirection(FEATURE_FILE, importFrom(FEATURE_FILE, '../../../shell/menu-matching.ts'));
    expect(messages).toEqual([expect.stringContaining('composed by the portals')]);
  });

  it('refuses lib importing a feature', async () => {
    const messages = await lintImportDirection(LIB_FILE, importFrom(LIB_FILE, '../features/auth/hooks/use-logout.ts'));
    expect(messages).toEqual([expect.stringContaining('sit below the features and portals')]);
  });

  it('refuses the shell importing a portal', async () => {
    const messages = await lintImportDirection(SHELL_FILE, importFrom(SHELL_FILE, '../portals/admin/admin-menu.ts'));
    expect(messages).toEqual([expect.stringContaining('sit below the features and portals')]);
  });

  it('lets a portal import features, the shell, components and lib', async () => {
    const code = [
      importFrom(PORTAL_FILE, '../../features/auth/hooks/use-logout.ts'),
      "import { PortalShell } from '../../shell/portal-shell.tsx';",
      "import { ErrorMessage } from '../../components/error-message.tsx';",
      "import { formatLongDate } from '../../lib/format-date.ts';",
      'export const used = [PortalShell, ErrorMessage, formatLongDate];',
    ].join('\n');
    expect(await lintImportDirection(PORTAL_FILE, code)).toEqual([]);
  });

  it('refuses the domain importing app code, by path or by package name', async () => {
    const byPath = await lintImportDirection(DOMAIN_FILE, importFrom(DOMAIN_FILE, '../../../../apps/web/src/lib/format-date.ts'));
    expect(byPath).toEqual([expect.stringContaining('The domain package imports no app code')]);
    const byName = await lintImportDirection(DOMAIN_FILE, "import { buildApp } from '@manabiya/server/src/app.ts';\nexport const used = buildApp;\n");
    // The name rule always answers; the path rule also does when the package resolves to a file.
    expect(byName).toContainEqual(expect.stringContaining('The domain package imports no app code'));
  });
});
