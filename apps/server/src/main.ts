import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts.ts';
import { hasDemoData, loadDemoData } from './demo/demo-data.ts';
import { openDatabase } from './platform/db.ts';
import { trackConnections } from './platform/graceful-stop.ts';

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
if (embedded && !(await hasDemoData(database.db))) await loadDemoData(database.db, { filesDir: path.join(config.dataDir, 'files'), timeZone: config.DISPLAY_TIME_ZONE });

const app = await buildApp({ config, database });
app.addHook('onClose', () => database.close());

// A stop finishes every request already accepted, refuses new connections and closes keep-alive
// ones (platform/graceful-stop.ts); past SHUTDOWN_TIMEOUT_MS the process exits anyway.
const connections = trackConnections(app.server);
/** How long a connection accepted before the stop may take to send its first request. */
const FIRST_REQUEST_GRACE_MS = 2_000;
async function shutDown(signal: string): Promise<void> {
  if (connections.stopping) return;
  const startedAt = Date.now();
  const forceExit = setTimeout(() => {
    app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown took longer than SHUTDOWN_TIMEOUT_MS; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
  // Connections get three quarters of the time; the rest is for closing the app and the database.
  const { cut } = await connections.drain({
    deadline: startedAt + Math.floor(config.SHUTDOWN_TIMEOUT_MS * 0.75),
    firstRequestGraceMs: FIRST_REQUEST_GRACE_MS,
    onListenerClosed: (open) => app.log.info({ signal, ...open }, 'shutting down: no longer accepting connections, finishing the requests already accepted'),
  });
  if (cut > 0) app.log.warn({ cut }, 'shutdown: connections still open at the deadline were cut');
  await app.close();
  clearTimeout(forceExit);
  app.log.info({ ms: Date.now() - startedAt }, 'stopped');
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
