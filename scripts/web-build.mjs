// Builds the web app when no build exists or its sources changed since the last build.
import fs from 'node:fs';
import path from 'node:path';
import { runOrExit } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function ensureWebBuild() {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => path.join(web, p)).filter((p) => fs.existsSync(p));
  sources.push(path.join(root, 'packages/domain/src'));
  const stale = !fs.existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > fs.statSync(builtIndex).mtimeMs;
  if (!stale) return;
  console.log('Building the web app…');
  runOrExit('npm', ['run', 'build', '-w', '@manabiya/web'], { cwd: root });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
