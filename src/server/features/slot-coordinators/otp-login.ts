// A slot coordinator's log-in: a one-time code sent to their phone, then checked for a session.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { en } from '../../../shared/messages/en';
import type { Database } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { checkOtp, newChallenge, newOtp, storeOtp } from './otp';
import { activeCoordinatorByPhone, issueSlotSession } from './slot-coordinators';
import { maskPhone, type SmsSender } from './sms';

const s = en.staff;

/** Sends a code when the number is an active coordinator's; returns the challenge for the cookie whatever the number. */
export async function sendOtp(db: Kysely<Database>, sender: SmsSender, log: FastifyBaseLogger, phone: string): Promise<string> {
  const challenge = newChallenge();
  const coordinator = await activeCoordinatorByPhone(db, phone);
  if (coordinator) {
    const otp = newOtp();
    await storeOtp(db, coordinator.id, challenge, otp);
    try {
      await sender.send(phone, s.otpMessage.replace('{otp}', otp));
    } catch (err) {
      // Same reply as for any number: a failure must not tell a stranger the number is registered.
      log.error({ err, to: maskPhone(phone) }, 'the one-time code could not be sent');
    }
  } else {
    log.info({ to: maskPhone(phone) }, 'one-time code asked for a number that is not an active slot coordinator');
  }
  return challenge;
}

/** Checks a code (matched by its challenge, else by phone number) and opens a session; 400 when it does not match. */
export async function openSlotSession(
  db: Kysely<Database>,
  hours: number,
  challenge: string | undefined,
  input: { phone_number?: string | undefined; otp: string },
) {
  const coordinatorId = await checkOtp(db, { challenge, phoneNumber: challenge ? undefined : input.phone_number }, input.otp);
  if (coordinatorId === null) throw new HttpError(400, s.otpInvalid, { otp: [s.otpInvalid] });
  return { coordinatorId, session: await issueSlotSession(db, coordinatorId, hours) };
}
