import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts.ts';
import { hasDemoData, loadDemoData } from './demo/demo-data.ts';
import { openDatabase } from './platform/db.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const embedded = !config.DATABASE_URL;
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') });
await database.migrate();
// The demo dataset comes only with the embedded default; a configured PostgreSQL gets it only by `npm run db:demo`.
if (embedded && !(await hasDemoData(database.db))) await loadDemoData(database.db);

const app = await buildApp({ config, database });
app.addHook('onClose', () => database.close());

let shuttingDown = false;
// Requests still running at SIGTERM finish; their keep-alive connections must not hold the close open.
app.addHook('onSend', async (_request, reply) => {
  if (shuttingDown) reply.header('Connection', 'close');
});
async function shutDown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const forceExit = setTimeout(() => {
    app.log.error('shutdown took over 20 s; exiting');
    process.exit(1);
  }, 20_000).unref();
  await app.close();
  clearTimeout(forceExit);
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
const lines = [
  '',
  `  ${config.PRODUCT_NAME} is running at ${url}`,
  `    student portal  ${url}/student/login`,
  `    company portal  ${url}/company/login`,
  `    admin portal    ${url}/admin/login`,
  `    API docs        ${url}/api/docs`,
  `  Database: ${embedded ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (await hasDemoData(database.db)) {
  lines.push('', `  Demo accounts (password: ${DEMO_PASSWORD})`);
  for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.area.padEnd(8)} ${account.email.padEnd(26)} ${account.description}`);
}
console.log(lines.join('\n') + '\n');
