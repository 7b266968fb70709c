// The JavaScript a login page loads before it can render: the entry script and its module preloads.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function measureInitialJs(distDir) {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return undefined;
  const html = fs.readFileSync(indexPath, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: new Set(files).size, raw, gzip };
}
