// Every installed package declares support for the lowest Node version the project promises
// (package.json `engines`), so `npm install` prints no EBADENGINE warning. Reads package-lock.json,
// prints each package that refuses that version, and exits 1 when there is any (decision 026).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const promised = readJson('package.json').engines.node;
const lowest = semver.minVersion(promised).version;

const refusals = [];
for (const [where, entry] of Object.entries(readJson('package-lock.json').packages)) {
  const wanted = entry.engines?.node;
  if (where === '' || typeof wanted !== 'string') continue;
  if (!semver.satisfies(lowest, wanted, { includePrerelease: true })) refusals.push(`${where.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${wanted}`);
}

for (const refusal of refusals) console.log(refusal);
console.log(`Packages that do not declare support for Node ${lowest} (engines ${promised}): ${refusals.length}`);
process.exit(refusals.length === 0 ? 0 : 1);
