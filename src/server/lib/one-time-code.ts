// The primitives of a one-time code, shared by the slot coordinators' sign-in and personal data's
// proofs: 6 digits from a CSPRNG, stored as an HMAC under a salt of its own, compared in constant
// time; the browser's challenge and other look-up keys stored as SHA-256 only.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

export const newChallenge = () => randomBytes(32).toString('base64url');
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function hashWith(code: string, salt: string): string {
  return `${salt}:${createHmac('sha256', Buffer.from(salt, 'hex')).update(code).digest('hex')}`;
}

/** The stored form of a new code (`salt:hmac`). */
export const hashCode = (code: string) => hashWith(code, randomBytes(16).toString('hex'));

/** Whether `code` is the one stored as `stored`. */
export function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split(':');
  if (!salt) return false;
  const a = Buffer.from(hashWith(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The tables that keep one-time codes: an id, the tries counted so far, when the code was used. */
type CodeTable = 'slot_otps' | 'one_time_codes';

/**
 * One try at a stored code: the try is counted first (only while the code is open and under
 * `maxTries`, so two tries at the same moment cannot both slip under the limit), then compared; a
 * right code is used up, once (a second right try at the same moment finds it used).
 * `counted: false`: no try was left. Otherwise `attempts`, the tries counted with this one;
 * `matched`, whether the code was right; `used`, whether this try used it up.
 */
export async function tryStoredCode(
  db: Kysely<Database>,
  table: CodeTable,
  stored: { id: number; hash: string },
  code: string,
  maxTries: number,
  nowIso: string,
): Promise<{ counted: false } | { counted: true; attempts: number; matched: boolean; used: boolean }> {
  const counted = await db
    .updateTable(table)
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', stored.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) return { counted: false };
  if (!codeMatches(code, stored.hash)) return { counted: true, attempts: counted.attempts, matched: false, used: false };
  const used = await db
    .updateTable(table)
    .set({ consumed_at: nowIso })
    .where('id', '=', stored.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return { counted: true, attempts: counted.attempts, matched: true, used: Number(used.numUpdatedRows) === 1 };
}
