// The API alone, for bench/image-memory.ts: a scratch SQLite database under DATA_DIR with one admin
// token and one camp, listening on API_PORT; prints `{"token","camp"}` as one line once it listens.
import { buildApi } from '../../src/server/app';
import { issueToken } from '../../src/server/auth/tokens';
import { loadConfig } from '../../src/server/config';
import { openDatabase, targetFromConfig } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { insertCamp } from '../../src/server/seed/fixtures';

const config = loadConfig();
const db = openDatabase(targetFromConfig(config));
await migrateToLatest(db);
const now = new Date().toISOString();
const user = await db.kysely
  .insertInto('users')
  .values({
    username: 'bench',
    password_hash: 'scrypt$invalid',
    full_name: 'Bench',
    email: 'bench@example.org',
    phone: '',
    note: '',
    photo: null,
    role: 'admin',
    is_active: 1,
    created_at: now,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const token = await issueToken(db, user.id, 1);
const camp = (await insertCamp(db)).id;
const api = await buildApi(config, { db });
await api.listen({ port: config.API_PORT, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ token, camp })}\n`);
process.on('SIGTERM', () => void api.close().then(() => process.exit(0)));
