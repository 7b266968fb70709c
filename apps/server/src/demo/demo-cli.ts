import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { hasDemoData, loadDemoData } from './demo-data.ts';

// `npm run db:demo`: loads the demo dataset explicitly, also into a configured PostgreSQL.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  await database.migrate();
  if (await hasDemoData(database.db)) {
    console.log('The demo dataset is already loaded.');
  } else {
    await loadDemoData(database.db, { filesDir: path.join(config.dataDir, 'files'), timeZone: config.DISPLAY_TIME_ZONE });
    console.log('Demo dataset loaded.');
  }
} finally {
  await database.close();
}
