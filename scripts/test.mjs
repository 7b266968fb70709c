// `npm test`: every check a change must pass, fastest first, with each stage's time. The static
// checks run side by side (each is one process on one core); the test tiers use both cores through
// their workers (vitest.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './browser.mjs';
import { runCaptured, runOrExit } from './run.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const timings = [];

/** Runs a stage, then prints and keeps how long it took (appended to $STAGE_TIMES_FILE when set, for .ci/run). */
async function stage(name, run) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  await run();
  const line = `${name}: ${Math.round((performance.now() - started) / 1000)} s`;
  console.log(`✓ ${line}`);
  timings.push(line);
  if (process.env.STAGE_TIMES_FILE) fs.appendFileSync(process.env.STAGE_TIMES_FILE, `  ${line}\n`);
}

/** Commands run one after another in a lane whose output is shown when the lane ends; lanes run side by side. */
async function lanes(...lanesOfCommands) {
  const results = await Promise.all(
    lanesOfCommands.map(async (commands) => {
      for (const [label, command, args] of commands) {
        const started = performance.now();
        const { status, output } = await runCaptured(command, args, { cwd: root });
        const seconds = Math.round((performance.now() - started) / 1000);
        process.stdout.write(`\n— ${label} (${seconds} s)\n${output}`);
        if (status !== 0) return `${label} failed (exit ${status})`;
      }
      return undefined;
    }),
  );
  const failures = results.filter(Boolean);
  if (failures.length > 0) {
    console.error(`\n✗ ${failures.join('; ')}.`);
    process.exit(1);
  }
}

await stage('static checks: typecheck, lint, API paths, engines', () =>
  lanes(
    [['lint', 'npx', ['eslint', '.']]],
    [
      ['typecheck', 'npx', ['tsc', '-b', 'packages/domain', 'apps/server', 'apps/web', 'e2e', 'tooling/lint']],
      ['API paths spelled outside the endpoint definitions', 'node', ['scripts/check-api-paths.mjs']],
      ['dependencies that support the Node version in engines', 'node', ['scripts/check-engines.mjs']],
    ],
  ),
);
await stage('unit and API tests', () => runOrExit('npx', ['vitest', 'run', '--project', 'domain', '--project', 'lint', '--project', 'server', '--project', 'web'], { cwd: root }));
await stage('web build', () => ensureWebBuild());
await stage('browser tests', () => {
  const chromium = ensureChromium();
  runOrExit('npx', ['vitest', 'run', '--project', 'e2e'], { cwd: root, env: { ...process.env, CHROMIUM_PATH: chromium } });
});
console.log(`\nnpm test stages:\n${timings.map((line) => `  ${line}`).join('\n')}`);
