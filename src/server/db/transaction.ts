// The one way the server runs a write transaction: PostgreSQL may end one that met another
// (deadlock 40P01, serialization failure 40001) and asks the client to run it again; we do,
// a few times with a short random wait, so a caller sees the work done or a real error, never a
// 500 for a collision. The work must be safe to run again: everything it wrote was rolled back,
// so it has to read what it needs inside the transaction (and do no outside effects there).
import type { Kysely, Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 5;

/** Whether PostgreSQL ended the transaction for a collision with another, so running it again can succeed. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` in a transaction, again (up to 5 times in all) when PostgreSQL ends it for a deadlock or serialization conflict. */
export async function inTransaction<T>(db: Db | Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const kysely = 'kysely' in db ? db.kysely : db;
  for (let attempt = 1; ; attempt++) {
    try {
      return await kysely.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
      // Random, growing: two that collided rarely meet again on the next try.
      await pause(Math.random() * 10 * 2 ** attempt);
    }
  }
}
