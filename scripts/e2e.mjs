// `npm run test:e2e`: only the browser tests, against a production build.
import path from 'node:path';
import { ensureChromium } from './browser.mjs';
import { runOrExit } from './run.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = ensureChromium();
ensureWebBuild();
runOrExit('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { cwd: root, env: { ...process.env, CHROMIUM_PATH: chromium } });
