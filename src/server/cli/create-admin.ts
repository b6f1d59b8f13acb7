// `npm run create-admin -- --username U --password P`: creates an approved admin, or resets that
// admin's password (and logs out its sessions). Applies pending migrations first.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, targetFromConfig } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { CreateAdminError, createOrResetAdmin } from '../features/accounts/create-admin';

const usage = 'Usage: npm run create-admin -- --username <name> --password <password of at least 10 characters>\n';

let args: { username?: string | undefined; password?: string | undefined };
try {
  args = parseArgs({ options: { username: { type: 'string' }, password: { type: 'string' } }, strict: true }).values;
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!args.username || !args.password) {
  process.stderr.write(usage);
  process.exit(2);
}

try {
  const config = loadConfig();
  const db = openDatabase(targetFromConfig(config));
  try {
    await migrateToLatest(db);
    const outcome = await createOrResetAdmin(db, args.username, args.password);
    const name = args.username.trim().toLowerCase();
    const said = {
      created: `Created the admin account "${name}" on ${db.engine}.`,
      reset: `Reset the password of the admin "${name}" on ${db.engine}; its sessions were logged out.`,
      promoted: `The account "${name}" is now an active admin with the new password; its sessions were logged out.`,
    }[outcome];
    process.stdout.write(`${said}\n`);
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof CreateAdminError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`create-admin failed: ${(error as Error).message}\n`);
  process.exit(1);
}
