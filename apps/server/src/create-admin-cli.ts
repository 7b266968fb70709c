import path from 'node:path';
import { parseArgs } from 'node:util';
import { Email, NewPassword } from '@manabiya/domain/contracts/auth';
import { loadConfig } from './config.ts';
import { ensureFullAccessRole } from './features/permission-roles/permission-roles.service.ts';
import { createAdministrator } from './features/staff/administrators.ts';
import { hashPassword, isCommonPassword } from './platform/auth/passwords.ts';
import { openDatabase } from './platform/db.ts';

// `npm run admin:create -- --email … --name …`, the password on standard input: the first admin of a production install.
// It composes two features (staff writes the member, permission roles the role), so it lives beside main.ts, not in either.
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = Email.safeParse(values.email);
if (!email.success || !values.name?.trim()) {
  console.error('Usage: npm run admin:create -- --email you@school.example --name "Your Name"   (password on standard input)');
  process.exit(1);
}

const chunks: Buffer[] = [];
if (process.stdin.isTTY) process.stderr.write('Password (at least 8 characters): ');
for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
  chunks.push(chunk);
  if (process.stdin.isTTY && chunk.toString().includes('\n')) break;
}
const password = Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
const validPassword = NewPassword.safeParse(password);
if (!validPassword.success || isCommonPassword(password)) {
  console.error(validPassword.success ? 'That password is too common; choose another.' : validPassword.error.issues[0]?.message);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  await database.migrate();
  const id = await createAdministrator(database.db, { email: email.data, name: values.name.trim(), passwordHash: await hashPassword(password) }, ensureFullAccessRole);
  console.log(`Administrator ${email.data} created (id ${id}). Sign in at ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}/admin/login`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
