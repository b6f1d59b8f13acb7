// A slot coordinator's log-in: a one-time code sent to their phone, then checked for a session.
// Nothing in a reply, nor in its time, tells whether a number is registered (docs/decisions/0015):
// a code request does its database work and sends its text after the reply (the same statements
// for any number), and every request-otp and verify-otp reply waits until OTP_REPLY_FLOOR_MS
// after the request began.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { en } from '../../../shared/messages/en';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit, type Actor } from '../../audit/audit';
import { newChallenge, newCode } from '../../lib/one-time-code';
import { checkOtp, storeOtp } from './otp';
import { OTP_TTL_MS } from '../../../shared/slot-sign-in';
import { issueSlotSession } from './slot-coordinators';
import { maskPhone, type SmsSender } from './sms';

const s = en.staff;

/**
 * The least time a code request or check takes. A request's own work no longer differs by number
 * (its writes come after the reply); a check's does (a wrong try is counted only where a code
 * exists), by a few milliseconds. The floor hides what is left, and machine noise, at no cost to a
 * person (figures: docs/performance.md, "One-time codes").
 */
export const OTP_REPLY_FLOOR_MS = 40;

/** Waits until `ms` after `startedAt` (a performance.now() reading). */
export async function padTo(startedAt: number, ms = OTP_REPLY_FLOOR_MS): Promise<void> {
  const left = startedAt + ms - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * Answers a code request: the challenge for the cookie, whatever the number. Storing the code and
 * sending it (for an active coordinator's number) are handed to `later`, which runs them once the
 * reply has gone: the reply waits on no database write and no SMS gateway.
 */
export function sendOtp(
  db: Kysely<Database>,
  sender: SmsSender,
  log: FastifyBaseLogger,
  phone: string,
): { challenge: string; later: () => Promise<void> } {
  const challenge = newChallenge();
  const later = async () => {
    const otp = newCode();
    const coordinatorId = await storeOtp(db, phone, challenge, otp);
    if (coordinatorId === null) {
      log.info({ to: maskPhone(phone) }, 'one-time code asked for a number that is not an active slot coordinator');
      return;
    }
    try {
      await sender.send(phone, s.otpMessage.replace('{otp}', otp));
    } catch (err) {
      // The error's message and the masked number only: never the text (it holds the code).
      throw new Error(`${err instanceof Error ? err.message : 'error'} (to ${maskPhone(phone)})`);
    }
  };
  return { challenge, later };
}

/** Checks a code (matched by its challenge, else by phone number: a code given by hand) and opens a session; 400 when it does not match. */
export async function openSlotSession(
  db: Kysely<Database>,
  hours: number,
  challenge: string | undefined,
  input: { phone_number?: string | undefined; otp: string },
) {
  const coordinatorId = await checkOtp(db, { challenge, phoneNumber: input.phone_number }, input.otp);
  if (coordinatorId === null) throw new HttpError(400, s.otpInvalid, { otp: [s.otpInvalid] });
  await db.updateTable('slot_coordinators').set({ last_login_at: isoNow() }).where('id', '=', coordinatorId).execute();
  return { coordinatorId, session: await issueSlotSession(db, coordinatorId, hours) };
}

/**
 * A one-time code an admin gives a coordinator by hand while texts are not sent (SMS_PROVIDER=log):
 * stored as any code is (10 minutes, used once, 5 tries), under a challenge no browser holds, so
 * that it is found by the phone number. The code and its link are in this reply only; the audit
 * log records that one was given, never the code. Null for an inactive or unknown coordinator.
 */
export async function giveSignInCode(db: Kysely<Database>, actor: Actor, coordinatorId: number, websiteOrigin: string, now = new Date()) {
  const row = await db
    .selectFrom('slot_coordinators')
    .select(['phone_number', 'is_active'])
    .where('id', '=', coordinatorId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (!row.is_active) throw new HttpError(409, s.signInCodeInactive);
  // The admin's code replaces the coordinator's open ones (an admin's act, unlike a stranger's
  // request, decision 0028): a browser's challenge then finds none, and the number finds this one.
  await db
    .updateTable('slot_otps')
    .set({ consumed_at: now.toISOString() })
    .where('coordinator_id', '=', coordinatorId)
    .where('consumed_at', 'is', null)
    .execute();
  const code = newCode();
  const stored = await storeOtp(db, row.phone_number, newChallenge(), code, now);
  if (stored === null) throw new HttpError(409, s.signInCodeInactive);
  await recordAudit(db, actor, { action: 'sign_in_code', entity: 'slot_coordinators', entityId: coordinatorId });
  const fragment = new URLSearchParams({ phone: row.phone_number, code });
  return {
    code,
    phone_number: row.phone_number,
    link: `${websiteOrigin}/slot-coordinators#${fragment}`,
    expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
  };
}
