// `npm run create-admin -- --username U`: creates an approved admin, or resets that admin's
// password (and logs out its sessions). Applies pending migrations first. The password is asked
// for without echo on a terminal; scripts give it on standard input (--password-stdin) or in
// ADMIN_PASSWORD, so that it stays out of the shell's history (--password still works).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, targetFromConfig } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { CreateAdminError, createOrResetAdmin } from '../features/accounts/create-admin';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../features/accounts/password';

const rules = `Password rules: ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters; not only digits; not a common
password (nor a common word with only digits or symbols around it); must not contain the username.
The username: 3 to 40 letters, digits, dots, hyphens or underscores.
`;
const usage = `Usage: npm run create-admin -- --username <name> [--password-stdin]
  On a terminal it asks for the password (not shown as you type).
  --password-stdin     read the password from standard input (for scripts)
  ADMIN_PASSWORD=...   or take it from this environment variable (for scripts)
  --password <pw>      also works, but the password then lands in the shell's history
${rules}`;

let args: {
  username?: string | undefined;
  password?: string | undefined;
  'password-stdin'?: boolean | undefined;
  help?: boolean | undefined;
};
try {
  args = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (args.help) {
  process.stdout.write(usage);
  process.exit(0);
}
if (!args.username) {
  process.stderr.write(usage);
  process.exit(2);
}

/** All of standard input, without the line break that ends it. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

// What was typed after the line an answer took (a paste of both answers at once).
let typedAhead = '';

/** Asks on the terminal with echo off: the typed characters are read in raw mode and never written. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  return new Promise((resolve) => {
    let typed = '';
    const finish = (rest: string) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      typedAhead = rest;
      process.stderr.write('\n');
    };
    const onData = (text: string) => {
      const chars = [...text];
      for (const [i, char] of chars.entries()) {
        if (char === '\u0003') {
          finish('');
          process.exit(130);
        }
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish(
            chars
              .slice(i + 1)
              .join('')
              .replace(/^\n/, ''),
          );
          resolve(typed);
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    if (typedAhead) {
      const ahead = typedAhead;
      typedAhead = '';
      onData(ahead);
      if (!input.listenerCount('data')) return;
    }
    input.resume();
  });
}

async function passwordOf(): Promise<string | null> {
  if (args.password !== undefined) return args.password;
  if (args['password-stdin']) return readStdin();
  // biome-ignore lint/style/noProcessEnv: the operator's password for this one command, not the server's configuration
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return null;
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new CreateAdminError('The two passwords do not match.');
  return first;
}

try {
  const password = await passwordOf();
  if (password === null) {
    process.stderr.write(`No password given (and no terminal to ask for one).\n${usage}`);
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase(targetFromConfig(config));
  try {
    await migrateToLatest(db);
    const outcome = await createOrResetAdmin(db, args.username, password);
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
    process.stderr.write(`${error.message}\n${error instanceof CreateAdminError ? rules : ''}`);
    process.exit(1);
  }
  process.stderr.write(`create-admin failed: ${(error as Error).message}\n`);
  process.exit(1);
}
