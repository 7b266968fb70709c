import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverBoundaries from './tooling/lint/server-boundaries.js';

// web import direction (DESIGN §2): components/lib → shell → features → portals/public-pages → app.
// Paths are relative to the repository root; a zone forbids `target` files to import from `from`.
const WEB = 'apps/web/src';
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BELOW_FEATURES = [`${WEB}/lib`, `${WEB}/components`, `${WEB}/shell`];
const ABOVE_FEATURES = [`${WEB}/portals`, `${WEB}/public-pages`, `${WEB}/app`];
const webImportDirection = {
  files: [`${WEB}/**/*.{ts,tsx}`, 'packages/domain/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: BELOW_FEATURES,
            from: [`${WEB}/features`, ...ABOVE_FEATURES],
            message: 'lib/, components/ and shell/ sit below the features and portals (DESIGN §2).',
          },
          {
            target: [`${WEB}/lib`, `${WEB}/components`],
            from: `${WEB}/shell`,
            message: 'The shell is built from lib/ and components/, not the other way round.',
          },
          {
            target: `${WEB}/features`,
            from: [`${WEB}/shell`, ...ABOVE_FEATURES],
            message: 'A feature is composed by the portals; what it needs from the shell belongs in lib/ or components/.',
          },
          // One zone per feature folder, so a new feature is covered without editing this list.
          ...WEB_FEATURES.map((feature) => ({
            target: `${WEB}/features/${feature}`,
            from: `${WEB}/features`,
            except: [`./${feature}`],
            message: 'A feature never imports another feature: move what both need down to components/ or lib/, or let the portal compose them.',
          })),
          {
            target: [`${WEB}/portals`, `${WEB}/public-pages`],
            from: `${WEB}/app`,
            message: 'app/ composes the portals; move what a page needs from it down to lib/.',
          },
          { target: 'packages/domain', from: 'apps', message: 'The domain package imports no app code.' },
          { target: `${WEB}`, from: 'apps/server', message: 'The web talks to the server over HTTP only.' },
        ],
      },
    ],
  },
};
// Package names do not always resolve to a path, so the domain's rule is also written by name.
const domainImportsNoApps = {
  files: ['packages/domain/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@manabiya/server', '@manabiya/server/*', '@manabiya/web', '@manabiya/web/*'], message: 'The domain package imports no app code.' }] },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**', 'tooling/lint/fixtures/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        project: ['packages/domain/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json', 'tooling/lint/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Asymmetric matchers (expect.any, expect.stringContaining) are typed `any` by design.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webImportDirection,
  domainImportsNoApps,
  ...serverBoundaries,
);
