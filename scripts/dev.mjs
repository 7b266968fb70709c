// `npm run dev`: the API with reload on 3001 and Vite with hot reload on 3000 (proxying /api).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://localhost:3000', ...process.env, PORT: apiPort, WEB_DIST_DIR: '/nonexistent' },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` } }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 0;
});
