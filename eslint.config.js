import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverBoundaries from './tooling/lint/server-boundaries.js';
import webImportDirection from './tooling/lint/web-import-direction.js';

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
