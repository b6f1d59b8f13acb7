import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../../test-support/api-harness';
import { hashToken } from '../../auth/tokens';
import { userIdOf } from '../../test-support/staff-fixtures';
import { CreateAdminError, createOrResetAdmin } from './create-admin';
import { verifyPassword } from './password';
import { openDatabase, targetFromConfig } from '../../db/database';
import { loadConfig } from '../../config';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000' });
});
afterAll(() => h.close());

const login = (username: string, password: string) => postJson(h, '/api/login/', { username, password });

describe('create-admin', () => {
  it('no account exists before it runs', async () => {
    expect(await h.count('users')).toBe(0);
  });

  it('creates an approved, active admin who can log in; running it twice is harmless', async () => {
    expect(await createOrResetAdmin(h.db, 'Trustee', 'glacier-walnut-tea-19')).toBe('created');
    expect(await createOrResetAdmin(h.db, 'trustee', 'glacier-walnut-tea-19')).toBe('reset');
    const users = await h.db.kysely.selectFrom('users').selectAll().where('username', '=', 'trustee').execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ role: 'admin', is_active: 1, all_camps: 1 });
    const res = await login('trustee', 'glacier-walnut-tea-19');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'trustee', role: 'admin' });
  });

  it('resets the password and logs the old sessions out', async () => {
    await createOrResetAdmin(h.db, 'resetme', 'first-admin-secret-11');
    const token = (await login('resetme', 'first-admin-secret-11')).json().token as string;
    expect(await createOrResetAdmin(h.db, 'resetme', 'second-admin-secret-22')).toBe('reset');
    const row = await h.db.kysely
      .selectFrom('auth_tokens')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect((await login('resetme', 'first-admin-secret-11')).statusCode).toBe(400);
    expect((await login('resetme', 'second-admin-secret-22')).statusCode).toBe(200);
  });

  it('makes a pending registration an approved admin', async () => {
    const reg = await postJson(h, '/api/register/', {
      username: 'pending1',
      password: 'orchard-mist-basket-5',
      full_name: 'P',
      email: 'p@example.org',
    });
    expect(await createOrResetAdmin(h.db, 'pending1', 'orchard-mist-basket-6')).toBe('promoted');
    const request = await h.db.kysely
      .selectFrom('approval_requests')
      .selectAll()
      .where('user_id', '=', await userIdOf(h, reg.json().username))
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'approved', decided_by_username: 'create-admin' });
  });

  it('refuses a weak password or a bad username, creating nothing', async () => {
    const before = await h.count('users');
    await expect(createOrResetAdmin(h.db, 'admin2', 'short')).rejects.toBeInstanceOf(CreateAdminError);
    await expect(createOrResetAdmin(h.db, 'admin2', 'password12345')).rejects.toThrow('too common');
    await expect(createOrResetAdmin(h.db, 'a b', 'glacier-walnut-tea-19')).rejects.toBeInstanceOf(CreateAdminError);
    expect(await h.count('users')).toBe(before);
  });
});

// The command itself, on a SQLite file of its own (whichever engine the suite runs on).
describe('npm run create-admin (the command)', () => {
  const run = promisify(execFile);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-admin-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/server/cli/create-admin.ts', ...args], { env });

  it('creates, then resets, and explains a bad call', async () => {
    expect((await cli('--username', 'chief', '--password', 'glacier-walnut-tea-19')).stdout).toContain('Created the admin account "chief"');
    expect((await cli('--username', 'chief', '--password', 'glacier-walnut-tea-20')).stdout).toContain('Reset the password');
    await expect(cli('--username', 'chief')).rejects.toMatchObject({ code: 2 });
    await expect(cli('--username', 'chief', '--password', 'qwerty12345')).rejects.toMatchObject({ code: 1 });
  }, 60_000);

  // The command with its standard input (and extra environment) given.
  const cliWith = (input: string | null, extraEnv: Record<string, string>, ...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/create-admin.ts', ...args], {
        env: { ...env, ...extraEnv },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(input ?? '');
    });
  const canLogIn = async (username: string, password: string) => {
    const db = openDatabase(targetFromConfig(loadConfig({ DATA_DIR: dataDir })));
    try {
      const row = await db.kysely.selectFrom('users').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow();
      return (await verifyPassword(password, row.password_hash)).ok;
    } finally {
      await db.close();
    }
  };

  it('takes the password from standard input (--password-stdin) or from ADMIN_PASSWORD, out of the command line', async () => {
    const piped = await cliWith('river-stone-lamp-42\n', {}, '--username', 'piped', '--password-stdin');
    expect(piped).toMatchObject({ code: 0 });
    expect(piped.stdout).toContain('Created the admin account "piped"');
    expect(await canLogIn('piped', 'river-stone-lamp-42')).toBe(true);
    const fromEnv = await cliWith(null, { ADMIN_PASSWORD: 'cedar-bridge-kite-77' }, '--username', 'fromenv');
    expect(fromEnv).toMatchObject({ code: 0 });
    expect(await canLogIn('fromenv', 'cedar-bridge-kite-77')).toBe(true);
    // Without a terminal and without a password, it says how to give one.
    const none = await cliWith(null, {}, '--username', 'nobody');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--password-stdin');
  }, 60_000);

  it('states the password rules in its usage, and names the rule a refused password breaks', async () => {
    const help = await cliWith(null, {}, '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Password rules: 10 to 256 characters');
    expect(help.stdout).toContain('must not contain the username');
    expect(help.stdout).toContain("shell's history");
    const refused = await cliWith('Audit-pass-123456', {}, '--username', 'audit', '--password-stdin');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The password cannot contain your username or e-mail name.');
    expect(refused.stderr).toContain('Password rules:');
  }, 60_000);
});
