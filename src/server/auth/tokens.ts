// API tokens: 256 random bits shown once to the client, stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

export interface Session {
  tokenId: number;
  userId: number;
  username: string;
  role: 'admin' | 'coordinator';
  /** An admin reset the password: only the password change (and profile, logout) may be served. */
  mustChangePassword: boolean;
}

export const hashToken = (key: string) => createHash('sha256').update(key).digest('hex');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function issueToken(db: Db, userId: number, ttlDays: number, now = new Date()): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(key),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlDays * 86_400_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return key;
}

/** The session behind `Authorization: Token <key>`, or null when the key is malformed, unknown, revoked, expired or its account inactive. */
export async function findSession(db: Db, key: string, now = new Date()): Promise<Session | null> {
  if (!TOKEN_PATTERN.test(key)) return null;
  const row = await db.kysely
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['auth_tokens.id as tokenId', 'users.id as userId', 'users.username', 'users.role', 'users.must_change_password'])
    .where('auth_tokens.token_hash', '=', hashToken(key))
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now.toISOString())
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const { must_change_password, ...session } = row;
  return { ...session, mustChangePassword: must_change_password === 1 };
}

export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Token\s+(\S+)\s*$/.exec(header);
  return match ? match[1]! : null;
}

/** Revokes one token (logout). Returns whether a live token was revoked. */
export async function revokeToken(db: Kysely<Database>, tokenId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every live token of an account (deactivation, rejection, password change), optionally sparing one. */
export async function revokeUserTokens(
  db: Kysely<Database>,
  userId: number,
  options: { except?: number; now?: Date } = {},
): Promise<number> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: (options.now ?? new Date()).toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (options.except !== undefined) query = query.where('id', '!=', options.except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes tokens that expired or were revoked more than `graceDays` ago, so the table does not grow forever. */
export async function pruneTokens(db: Kysely<Database>, graceDays = 7, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - graceDays * 86_400_000).toISOString();
  const result = await db
    .deleteFrom('auth_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
