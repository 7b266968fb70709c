// `npm test`: every check a change must pass, fastest first.
import path from 'node:path';
import { ensureChromium } from './browser.mjs';
import { runOrExit } from './run.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npx = (...args) => runOrExit('npx', args, { cwd: root });

console.log('\n▶ typecheck');
for (const project of ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'tooling/lint']) npx('tsc', '-p', project);
console.log('\n▶ lint');
npx('eslint', '.');
console.log('\n▶ API paths spelled outside the endpoint definitions');
runOrExit('node', ['scripts/check-api-paths.mjs'], { cwd: root });
console.log('\n▶ dependencies that support the Node version in engines');
runOrExit('node', ['scripts/check-engines.mjs'], { cwd: root });
console.log('\n▶ unit and API tests');
npx('vitest', 'run', '--project', 'domain', '--project', 'lint', '--project', 'server', '--project', 'web');
console.log('\n▶ browser tests');
const chromium = ensureChromium();
ensureWebBuild();
runOrExit('npx', ['vitest', 'run', '--project', 'e2e'], { cwd: root, env: { ...process.env, CHROMIUM_PATH: chromium } });
