import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import path from 'node:path';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
