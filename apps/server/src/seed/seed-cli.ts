import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { hasDemoData, loadDemoData } from '../demo/demo-data.ts';
import { openDatabase } from '../platform/db.ts';
import { SEED_SIZES, type SeedSizeName } from '../platform/sample-data.ts';
import { hasSeedData, SEED_PASSWORD, seedDataset } from './seed-dataset.ts';

// `npm run db:seed -- --size xxl`: the demo dataset (when missing) plus a generated one of the
// given size, into the configured database (DATABASE_URL, else the embedded one under DATA_DIR).
const { values } = parseArgs({ options: { size: { type: 'string', default: 's' } } });
const sizeName = values.size as SeedSizeName;
if (!(sizeName in SEED_SIZES)) {
  console.error(`Unknown size "${values.size}". Choose one of: ${Object.keys(SEED_SIZES).join(', ')}.`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') });
const started = performance.now();
try {
  await database.migrate();
  if (await hasSeedData(database.db)) {
    console.error('This database already holds a seeded dataset; seed a fresh database (or drop it first).');
    process.exitCode = 1;
  } else {
    if (!(await hasDemoData(database.db))) await loadDemoData(database.db, { filesDir: path.join(config.dataDir, 'files'), timeZone: config.DISPLAY_TIME_ZONE });
    const size = SEED_SIZES[sizeName];
    console.log(`Seeding ${sizeName} (${database.kind}): ${size.companies} companies, ${size.companyUsers} company users, ${size.students} students, ${size.staff} staff, ${size.notices} notices`);
    await seedDataset(database.db, sizeName);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Seeded accounts sign in with the password ${SEED_PASSWORD}.`);
  }
} finally {
  await database.close();
}
