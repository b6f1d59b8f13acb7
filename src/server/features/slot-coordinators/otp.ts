// One-time codes for slot coordinators: 6 digits from a CSPRNG, stored only as a salted HMAC,
// valid 10 minutes, used once, burned after 5 wrong tries. A challenge id (kept by the browser in
// an httpOnly cookie, stored here only as a hash) ties a verify call to its request; without it,
// the newest open code of the phone number is used.
import type { Kysely } from 'kysely';
import { OTP_MAX_TRIES, OTP_TTL_MS } from '../../../shared/slot-sign-in';
import type { Database } from '../../db/schema';
import { hashCode, sha256, tryStoredCode } from '../../lib/one-time-code';

/**
 * Stores a new code for the active coordinator of `phone`, leaving their older open codes valid
 * until they expire (decision 0028: a stranger asking for a code must not void the owner's); returns that coordinator's id, or null when the number is no active coordinator's. The same
 * statements run for any number (the coordinator is found inside them), so that an unknown number
 * costs the database the same work as a known one: only the rows they touch differ.
 */
export async function storeOtp(
  db: Kysely<Database>,
  phone: string,
  challenge: string,
  otp: string,
  now = new Date(),
): Promise<number | null> {
  const otpHashed = hashCode(otp);
  return db.transaction().execute(async (trx) => {
    const coordinator = trx.selectFrom('slot_coordinators').select('id').where('phone_number', '=', phone).where('is_active', '=', 1);
    // Codes are worth keeping for a day (to see what happened), no longer.
    await trx
      .deleteFrom('slot_otps')
      .where('created_at', '<', new Date(now.getTime() - 86_400_000).toISOString())
      .execute();
    const row = await trx
      .insertInto('slot_otps')
      .columns(['coordinator_id', 'challenge_hash', 'otp_hash', 'attempts', 'expires_at', 'consumed_at', 'created_at'])
      .expression(
        coordinator
          .clearSelect()
          .select((eb) => [
            'id',
            eb.val(sha256(challenge)).as('challenge_hash'),
            eb.val(otpHashed).as('otp_hash'),
            eb.lit(0).as('attempts'),
            eb.val(new Date(now.getTime() + OTP_TTL_MS).toISOString()).as('expires_at'),
            eb.cast(eb.val(null), 'text').as('consumed_at'),
            eb.val(now.toISOString()).as('created_at'),
          ]),
      )
      .returning('coordinator_id')
      .executeTakeFirst();
    return row?.coordinator_id ?? null;
  });
}

/**
 * Checks a code. Returns the coordinator's id when it is right (and uses the code up), or null.
 * Every try counts, atomically, before the comparison; the fifth wrong one burns the code.
 */
export async function checkOtp(
  db: Kysely<Database>,
  lookup: { challenge?: string | undefined; phoneNumber?: string | undefined },
  otp: string,
  now = new Date(),
): Promise<number | null> {
  const nowIso = now.toISOString();
  let query = db
    .selectFrom('slot_otps as o')
    .innerJoin('slot_coordinators as c', 'c.id', 'o.coordinator_id')
    .select(['o.id', 'o.otp_hash', 'o.coordinator_id'])
    .where('o.consumed_at', 'is', null)
    .where('o.expires_at', '>', nowIso)
    .where('c.is_active', '=', 1);
  query = query.orderBy('o.id', 'desc');
  const { challenge, phoneNumber } = lookup;
  // A code an admin gave by hand (giveSignInCode) belongs to no browser's challenge: when the
  // challenge finds no open code, the number finds it.
  const row =
    (challenge ? await query.where('o.challenge_hash', '=', sha256(challenge)).executeTakeFirst() : undefined) ??
    (phoneNumber ? await query.where('c.phone_number', '=', phoneNumber).executeTakeFirst() : undefined);
  if (!row) return null;

  const tried = await tryStoredCode(db, 'slot_otps', { id: row.id, hash: row.otp_hash }, otp, OTP_MAX_TRIES, nowIso);
  if (!tried.counted) return null;
  if (tried.matched) return tried.used ? row.coordinator_id : null;
  if (tried.attempts >= OTP_MAX_TRIES) {
    await db.updateTable('slot_otps').set({ consumed_at: nowIso }).where('id', '=', row.id).execute();
  }
  return null;
}
