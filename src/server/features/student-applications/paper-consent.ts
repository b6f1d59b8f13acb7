// A parent's consent signed on paper (decision 0041), for a parent without a phone: staff of the
// cycle's camp upload the scan of the signed form and record it under their own name. The consent
// rows (channel `staff`, recorded_by the staff member, evidence_file the scan) are written with the
// application's move to submitted, in one transaction; the scan is never public (PRIVATE_KINDS)
// and each opening of it is in the access log.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { studentAfterTest as t } from '../../../shared/messages/en-student-after-test';
import { studentPipeline } from '../../../shared/messages/en-student-pipeline';
import type { paperConsentInput } from '../../../shared/schemas/student-application-after-test';
import { type Actor, recordAudit } from '../../audit/audit';
import { assertInScope, type CampScope } from '../../auth/camp-scope';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { MediaStore } from '../../storage/media-store';
import { commitWithFiles, type IncomingFile, storeScan } from '../../storage/uploads';
import { submittedConsent } from '../privacy/public';
import { NOTICE_FORM } from './applications';
import { parentOf, submitConsented } from './parent-consent';

/** An application of the caller's camps (404, 403), with what a consent needs. */
export async function applicationInScope(db: Kysely<Database>, scope: CampScope, id: number) {
  const row = await db
    .selectFrom('student_applications as a')
    .innerJoin('student_application_cycles as c', 'c.id', 'a.cycle_id')
    .select(['a.id', 'a.number', 'a.status', 'a.consent_scan', 'a.erased_at', 'c.camp_id'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, studentPipeline.errors.unknown);
  assertInScope(scope, row.camp_id);
  return row;
}

/**
 * Records a signed paper consent: refused unless the application waits for its parent (409);
 * the scan is stored first and removed again if the transaction fails.
 */
export async function recordPaperConsent(
  db: Db,
  media: MediaStore,
  log: FastifyBaseLogger,
  who: { actor: Actor; scope: CampScope },
  id: number,
  input: z.output<typeof paperConsentInput>,
  scan: IncomingFile | undefined,
  now: Date,
) {
  const row = await applicationInScope(db.kysely, who.scope, id);
  if (row.status !== 'pending_consent') throw new HttpError(409, t.errors.notPending);
  if (!scan) throw new HttpError(400, t.errors.scanRequired, { scan: [t.errors.scanRequired] });
  const consent = await submittedConsent(db, NOTICE_FORM, input.notice_version, input.consents);
  const stored = await storeScan(media, 'consents', scan);
  const stamp = now.toISOString();
  return commitWithFiles(media, log, [stored], async () => ({
    value: await inTransaction(db, async (trx) => {
      const given = { consent_by: 'paper' as const, consent_scan: stored, ...parentOf(input) };
      const evidence = { channel: 'staff' as const, recordedBy: who.actor.id, evidenceFile: stored };
      // The parent confirmed by code in the meantime: nothing to record.
      if (!(await submitConsented(trx, row.id, given, consent, evidence, stamp))) throw new HttpError(409, t.errors.notPending);
      await recordAudit(trx, who.actor, {
        action: 'status',
        entity: 'student_applications',
        entityId: row.id,
        details: { from: 'pending_consent', to: 'submitted', channel: 'paper', purposes: consent.purposes },
      });
      return { id: row.id, number: row.number, status: 'submitted' as const };
    }),
  }));
}

/** The stored scan of an application's paper consent (404 when there is none or it was erased). */
export async function paperConsentScan(db: Kysely<Database>, scope: CampScope, id: number): Promise<{ number: string; stored: string }> {
  const row = await applicationInScope(db, scope, id);
  if (!row.consent_scan || row.erased_at !== null) throw new HttpError(404, t.errors.noScan);
  return { number: row.number, stored: row.consent_scan };
}
