// A parent's consent to a child's application (decision 0035; DPDP rule 10): the parent, on their
// own phone, asks for a code sent by SMS to the mobile number the application gives, reads the
// notice, declares who they are and that they are an adult, ticks the optional purposes they
// want, and enters the code. The code proves the phone; consent_records keeps one row per purpose
// with the code as evidence. Then, and only then, the application is submitted.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { readApplicationNumber } from '../../../shared/application-number';
import { studentApplications as t } from '../../../shared/messages/en-student-applications';
import type { parentConsentInput } from '../../../shared/schemas/student-applications';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import { destinationHash, issueCode, recordConsents, submittedConsent, verifyCode } from '../privacy/public';
import { NOTICE_FORM, SUBJECT } from './applications';

/** An application waiting for its parent, by its typed number. */
async function waiting(db: Db, typed: string) {
  const number = readApplicationNumber(typed);
  const row = await db.kysely
    .selectFrom('student_applications')
    .select(['id', 'number', 'parent_mobile', 'full_name', 'language', 'status'])
    .where('number', '=', number ?? '-')
    .executeTakeFirst();
  return row?.status === 'pending_consent' ? row : undefined;
}

/**
 * A code for the parent of an application waiting for consent: the challenge for the page, and
 * the text to send (none when no application waits under that number; the reply is the same).
 */
export async function consentCode(db: Db, typedNumber: string, now: Date) {
  const row = await waiting(db, typedNumber);
  const issued = await issueCode(
    db.kysely,
    { channel: 'phone', destination: row?.parent_mobile ?? '0000000000', purpose: 'parent_consent' },
    now,
  );
  return { challenge: issued.challenge, send: row ? { to: row.parent_mobile, number: row.number, code: issued.code } : null };
}

const wrongCode = () => new HttpError(400, t.consent.codeWrong, { code: [t.consent.codeWrong] });

/** Who the parent declared they are. */
export const parentOf = (input: { parent_name: string; parent_relationship: string }) => ({
  parent_name: input.parent_name,
  parent_relationship: input.parent_relationship,
});

type Evidence = Pick<Parameters<typeof recordConsents>[1], 'channel' | 'recordedBy' | 'evidenceCodeId' | 'evidenceFile'>;

/**
 * Submits an application that waits for consent, with who consented (and a paper form's scan),
 * and records the consents given with their evidence; false, recording nothing, when it no longer
 * waits (the parent or staff got there first).
 */
export async function submitConsented(
  trx: Kysely<Database>,
  id: number,
  given: { consent_by: 'parent' | 'paper'; parent_name: string; parent_relationship: string; consent_scan?: string },
  consent: { noticeId: number; purposes: string[] },
  evidence: Evidence,
  stamp: string,
): Promise<boolean> {
  const changed = await trx
    .updateTable('student_applications')
    .set({ status: 'submitted', ...given, submitted_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .where('status', '=', 'pending_consent')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await recordConsents(trx, { subjectType: SUBJECT, subjectId: id, ...consent, action: 'given', ...evidence });
  return true;
}

/** The parent's confirmation: the application is submitted, their consents recorded with the code as evidence. */
export async function confirmConsent(db: Db, input: z.output<typeof parentConsentInput>, now: Date) {
  const consent = await submittedConsent(db, NOTICE_FORM, input.notice_version, input.consents);
  const row = await waiting(db, input.number);
  const check = await verifyCode(db.kysely, input.challenge, 'parent_consent', input.code.replace(/\D/g, ''), now);
  if (!row || !check.ok) throw wrongCode();
  // The code must have gone to this application's parent.
  const code = await db.kysely.selectFrom('one_time_codes').select('destination_hash').where('id', '=', check.id).executeTakeFirstOrThrow();
  if (code.destination_hash !== destinationHash('phone', row.parent_mobile)) throw wrongCode();
  const stamp = now.toISOString();
  await inTransaction(db, async (trx) => {
    const given = { consent_by: 'parent' as const, ...parentOf(input) };
    if (!(await submitConsented(trx, row.id, given, consent, { channel: 'web', evidenceCodeId: check.id }, stamp))) throw wrongCode();
  });
  return { number: row.number, status: 'submitted' as const, to: row.parent_mobile, language: row.language };
}
