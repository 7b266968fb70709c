// Counts the places outside the endpoint definitions (packages/domain/src/endpoints) that spell an
// API path by hand: a literal starting with /api/, or a call of fetch with a literal URL. Tests may
// spell paths (they check the HTTP surface as a client sees it); app code and e2e helpers may not.
// Prints each place and exits 1 when there is any (issue 9; decision 021).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ROOTS = ['apps/server/src', 'apps/web/src', 'e2e'];
// (The demo course's teaching text, whose Express lessons show the learner's own /api/ routes, is Markdown
// in apps/server/src/demo/course/, which this does not read.)
const SKIP = [/\.test\.tsx?$/, /\.spec\.ts$/, /\/node_modules\//, /\/dist\//, /\/db\/migrations\//, /apps\/server\/src\/test\//];
const API_LITERAL = /(['"`])\/api\/[A-Za-z$]/;
const LITERAL_FETCH = /\bfetch\(\s*(['"`])\/(?!api\/)/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield full;
  }
}

const places = [];
for (const base of ROOTS) {
  for (const file of walk(path.join(root, base))) {
    const relative = path.relative(root, file);
    if (SKIP.some((pattern) => pattern.test(relative))) continue;
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const code = line.trim();
        if (code.startsWith('*') || code.startsWith('//') || code.startsWith('/*')) return;
        if (API_LITERAL.test(line) || LITERAL_FETCH.test(line)) places.push(`${relative}:${index + 1}: ${line.trim()}`);
      });
  }
}

for (const place of places) console.log(place);
console.log(`API paths spelled by hand outside packages/domain/src/endpoints: ${places.length}`);
process.exit(places.length === 0 ? 0 : 1);
