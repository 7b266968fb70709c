// `npm start`: build the web app if needed, then run the server (embedded PGlite unless DATABASE_URL is set).
import path from 'node:path';
import { startForwardingSignals } from './run.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureWebBuild();
startForwardingSignals(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
