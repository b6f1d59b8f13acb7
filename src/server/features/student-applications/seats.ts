// Seats at a test centre (decision 0041): a shortlisted applicant takes one of the centre's seats
// while any is free, else waits (has_seat 0) in submission order; a released seat goes to the
// first waiting at that centre, whose parent is told. The centre's row is written first in each
// transaction, which on PostgreSQL locks it: two allocations at one centre run one after the other
// (SQLite runs one write transaction at a time anyway), so seats are never over-given.
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../audit/audit';
import { type ParentMessage, parentMessages, queueMails, sendSms } from './notify';

export const SYSTEM = { id: null, name: 'system' };

/** Locks the centre's row (PostgreSQL) and returns it with its seats taken. */
async function lockedCentre(trx: Kysely<Database>, centreId: number) {
  const centre = await trx
    .updateTable('student_application_centres')
    .set((eb) => ({ seats: eb.ref('seats') }))
    .where('id', '=', centreId)
    .returning(['id', 'seats', 'name', 'name_hi'])
    .executeTakeFirst();
  if (!centre) return undefined;
  const taken = await trx
    .selectFrom('student_applications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('centre_id', '=', centreId)
    .where('has_seat', '=', 1)
    .executeTakeFirstOrThrow();
  return { ...centre, free: centre.seats - Number(taken.n) };
}

/** The centre's name in a language. */
export const centreName = (centre: { name: string; name_hi: string | null }, language: 'en' | 'hi') =>
  language === 'hi' && centre.name_hi ? centre.name_hi : centre.name;

/** Gives the application a seat at its centre if one is free; whether it got one. */
export async function allocateSeat(trx: Kysely<Database>, application: { id: number; centre_id: number | null }): Promise<boolean> {
  if (application.centre_id === null) return false;
  const centre = await lockedCentre(trx, application.centre_id);
  if (!centre || centre.free <= 0) return false;
  await trx.updateTable('student_applications').set({ has_seat: 1 }).where('id', '=', application.id).execute();
  return true;
}

/**
 * Inside a transaction: frees the application's seat and gives it to the first shortlisted
 * applicant waiting at that centre (by submission). Returns the message for the promoted one's parent.
 */
export async function releaseSeatIn(trx: Kysely<Database>, applicationId: number): Promise<ParentMessage[]> {
  const row = await trx
    .selectFrom('student_applications')
    .select(['id', 'centre_id', 'has_seat'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (row?.has_seat !== 1 || row.centre_id === null) return [];
  await trx.updateTable('student_applications').set({ has_seat: 0 }).where('id', '=', row.id).execute();
  const centre = await lockedCentre(trx, row.centre_id);
  if (!centre || centre.free <= 0) return [];
  const next = await trx
    .selectFrom('student_applications')
    .select(['id', 'number', 'parent_mobile', 'parent_email', 'language'])
    .where('centre_id', '=', row.centre_id)
    .where('status', '=', 'shortlisted')
    .where('has_seat', '=', 0)
    .where('erased_at', 'is', null)
    .orderBy('submitted_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!next) return [];
  await trx.updateTable('student_applications').set({ has_seat: 1 }).where('id', '=', next.id).execute();
  await recordAudit(trx, SYSTEM, {
    action: 'update',
    entity: 'student_applications',
    entityId: next.id,
    details: { seat: 'promoted', released_by: row.id },
  });
  return parentMessages([next], 'promoted', (r) => ({ centre: centreName(centre, r.language) }));
}

/**
 * Frees a withdrawn application's seat: the first waiting at its centre gets it and their parent
 * is told (SMS, and e-mail where given). Returns the promoted application's id, or null.
 */
export async function releaseSeat(db: Db, applicationId: number): Promise<number | null> {
  const messages = await inTransaction(db, async (trx) => {
    const promoted = await releaseSeatIn(trx, applicationId);
    await queueMails(db, trx, promoted);
    return promoted;
  });
  sendSms(db, messages);
  if (!messages.length) return null;
  const promoted = await db.kysely
    .selectFrom('student_applications')
    .select('id')
    .where('number', '=', (messages[0] as ParentMessage).numbers[0] as string)
    .executeTakeFirst();
  return promoted?.id ?? null;
}
