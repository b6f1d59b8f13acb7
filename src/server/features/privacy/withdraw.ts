// Withdrawal (DPDP Act s.6(4); decision 0032): a person proves a phone number or an e-mail address with a
// one-time code, sees the consents given with it, and withdraws each in one step. A withdrawal
// is a consent row of its own (`withdrawn`), with the code as its evidence; nothing is changed.
import type { Kysely } from 'kysely';
import { en } from '../../../shared/messages/en';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { INBOX_TABLES } from '../applications/public';
import { recordConsents } from './consents';
import { type CodeChannel, destinationHash, normalisedDestination, provenBy } from './one-time-codes';

export interface Subject {
  subject_type: string;
  subject_id: number;
}

/** The records that hold this phone number or e-mail address (the forms that record consent). */
export async function subjectsOf(db: Kysely<Database>, channel: CodeChannel, destination: string): Promise<Subject[]> {
  const wanted = normalisedDestination(channel, destination);
  if (!wanted) return [];
  if (channel === 'email') {
    const lists = await Promise.all(
      Object.values(INBOX_TABLES).map(async (table) =>
        (
          await db
            .selectFrom(table as 'contact_messages')
            .select('id')
            .where((eb) => eb(eb.fn('lower', ['email']), '=', wanted))
            .execute()
        ).map((r) => ({ subject_type: table, subject_id: r.id })),
      ),
    );
    return lists.flat();
  }
  // Phone numbers are kept as typed: compared by their last ten digits.
  const partners = await db
    .selectFrom('partner_applications')
    .select(['id', 'phone'])
    .where('phone', 'like', `%${wanted.slice(-2)}`)
    .execute();
  return partners
    .filter((r) => normalisedDestination('phone', r.phone) === wanted)
    .map((r) => ({ subject_type: 'partner_applications', subject_id: r.id }));
}

export interface HeldConsent extends Subject {
  purpose: string;
  form: string;
  given_at: string;
}

/** The consents given for these records and not withdrawn since. */
export async function heldConsents(db: Kysely<Database>, subjects: Subject[]): Promise<HeldConsent[]> {
  if (subjects.length === 0) return [];
  const rows = await db
    .selectFrom('consent_records')
    .innerJoin('privacy_notices', 'privacy_notices.id', 'consent_records.notice_id')
    .select([
      'consent_records.subject_type',
      'consent_records.subject_id',
      'consent_records.purpose',
      'consent_records.action',
      'consent_records.created_at',
      'privacy_notices.form',
    ])
    .where((eb) => eb.or(subjects.map((s) => eb.and([eb('subject_type', '=', s.subject_type), eb('subject_id', '=', s.subject_id)]))))
    .orderBy('consent_records.id')
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) latest.set(`${row.subject_type}:${row.subject_id}:${row.purpose}`, row);
  return [...latest.values()]
    .filter((r) => r.action === 'given')
    .map((r) => ({ subject_type: r.subject_type, subject_id: r.subject_id, purpose: r.purpose, form: r.form, given_at: r.created_at }));
}

export interface Proof {
  challenge: string;
  channel: CodeChannel;
  destination: string;
}

/** The code a proof stands on, checked: verified, recent, and for this very phone number or address. */
async function proven(db: Kysely<Database>, proof: Proof) {
  const code = await provenBy(db, proof.challenge, 'withdraw');
  if (!code || code.channel !== proof.channel || code.destinationHash !== destinationHash(proof.channel, proof.destination)) {
    throw new HttpError(401, en.api.unauthenticated);
  }
  return code;
}

export async function consentsOfProof(db: Kysely<Database>, proof: Proof): Promise<HeldConsent[]> {
  await proven(db, proof);
  return heldConsents(db, await subjectsOf(db, proof.channel, proof.destination));
}

/** Withdraws one consent the proof's holder gave; one a record of theirs does not hold is a 404. */
export async function withdrawConsent(
  db: Kysely<Database>,
  proof: Proof,
  target: { subject_type: string; subject_id: number; purpose: string },
) {
  const code = await proven(db, proof);
  const held = await heldConsents(db, await subjectsOf(db, proof.channel, proof.destination));
  const match = held.find(
    (c) => c.subject_type === target.subject_type && c.subject_id === target.subject_id && c.purpose === target.purpose,
  );
  if (!match) throw new HttpError(404, en.api.notFound);
  const given = await db
    .selectFrom('consent_records')
    .select('notice_id')
    .where('subject_type', '=', target.subject_type)
    .where('subject_id', '=', target.subject_id)
    .where('purpose', '=', target.purpose)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await recordConsents(db, {
    subjectType: target.subject_type,
    subjectId: target.subject_id,
    noticeId: given.notice_id,
    purposes: [target.purpose],
    action: 'withdrawn',
    channel: 'web',
    evidenceCodeId: code.id,
  });
}
