// An application's status by its number and date of birth (decision 0035), and its withdrawal
// from the status page (item 8). Every failure (unknown number, wrong date of birth, data already
// erased) is one 404 with one sentence, after the same query. A withdrawal stops processing (the
// pipeline moves nothing out of `withdrawn`), frees the seat for the first waiting, tells the
// parent, and the hourly erasure job removes the personal data within 7 days (erasure.ts).
import type { Kysely } from 'kysely';
import { readApplicationNumber } from '../../../shared/application-number';
import { studentApplications as t } from '../../../shared/messages/en-student-applications';
import type { ApplicationStatusReply } from '../../../shared/schemas/student-applications';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../audit/audit';
import { HttpError } from '../../lib/http-error';
import { parentMessages, queueMails, sendSms } from './notify';
import { releaseSeat } from './seats';

export const noApplication = () => new HttpError(404, t.status.failed);
const APPLICANT = { id: null, name: 'applicant' };

async function lookUp(db: Kysely<Database>, typedNumber: string, dateOfBirth: string) {
  const number = readApplicationNumber(typedNumber);
  const row = await db
    .selectFrom('student_applications')
    .select(['id', 'number', 'status', 'date_of_birth', 'updated_at', 'erased_at', 'parent_mobile', 'parent_email', 'language'])
    // An unreadable number still runs the query, so that it takes as long as a real one.
    .where('number', '=', number ?? '-')
    .executeTakeFirst();
  return row && row.erased_at === null && row.date_of_birth === dateOfBirth.trim() ? row : undefined;
}

/** The application's status and when it last changed, by number and date of birth. */
export async function applicationStatus(db: Kysely<Database>, number: string, dateOfBirth: string): Promise<ApplicationStatusReply> {
  const row = await lookUp(db, number, dateOfBirth);
  if (!row) throw noApplication();
  return { number: row.number, status: row.status, changed_at: row.updated_at };
}

/**
 * Withdraws the application (from any status but `withdrawn`; withdrawing again is the same
 * reply): withdrawn_at set, the seat freed for the first waiting, the parent told by SMS.
 */
export async function withdrawApplication(db: Db, number: string, dateOfBirth: string, now: Date): Promise<ApplicationStatusReply> {
  const row = await lookUp(db.kysely, number, dateOfBirth);
  if (!row) throw noApplication();
  const stamp = now.toISOString();
  const changed = await inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('student_applications')
      .set({ status: 'withdrawn', withdrawn_at: stamp, updated_at: stamp })
      .where('id', '=', row.id)
      .where('status', '!=', 'withdrawn')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await recordAudit(trx, APPLICANT, {
      action: 'status',
      entity: 'student_applications',
      entityId: row.id,
      details: { from: row.status, to: 'withdrawn', by: 'status page' },
    });
    await queueMails(db, trx, parentMessages([row], 'withdrawn'));
    return true;
  });
  if (!changed) return applicationStatus(db.kysely, number, dateOfBirth);
  await releaseSeat(db, row.id);
  sendSms(db, parentMessages([row], 'withdrawn'));
  return { number: row.number, status: 'withdrawn', changed_at: stamp };
}
