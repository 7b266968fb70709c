import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files run in two workers at least: on a two-core machine the tests mostly wait on a database,
 * a browser or a server of their own, so two workers keep both cores busy (vitest's default leaves
 * one idle). Every project uses the same number, so they can run in one invocation.
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // The lint rules themselves (import direction, table ownership) proven on fixture files.
      { test: { name: 'lint', root: 'tooling/lint', include: ['**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Migrates once the template every test database is copied from (src/test/test-database.ts).
          globalSetup: ['src/test/global-setup.ts'],
          // A test file makes its own apps and databases and leaves no state in modules, so the files of a
          // worker share one import of the app rather than each loading it again (a third of the CPU).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.spec.ts'],
          // A server per worker, each on its own copy of the demo install; a worker's spec files run one
          // after another on it (global-setup.ts).
          globalSetup: ['global-setup.ts'],
          // ... and share one import of the fixtures and the server code they load: what a spec file
          // keeps in a module (the install administrator's API token) is valid on its worker's server.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two browsers and two servers share the cores: what a page shows a moment later than alone
          // is still waited for (vitest's default gives up after one second).
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
