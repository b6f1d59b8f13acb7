// Consent records (decision 0032): one row per purpose per submission, written in the
// submission's transaction. Append-only: this module writes and reads and nothing else, and the
// database refuses an UPDATE or DELETE of the table (a trigger, migration 016).
import type { Kysely } from 'kysely';
import { en } from '../../../shared/messages/en';
import type { NoticeForm } from '../../../shared/schemas/privacy';
import type { Db } from '../../db/database';
import type { ConsentAction, ConsentChannel, Database } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { NOTICE_PURPOSES } from './notice-forms';
import { currentNotice, shownNotice } from './notices';

export interface ConsentInput {
  subjectType: string;
  subjectId: number;
  noticeId: number;
  purposes: readonly string[];
  action: ConsentAction;
  channel: ConsentChannel;
  recordedBy?: number | null;
  evidenceCodeId?: number | null;
  /** A signed paper form's scan (a stored file), when staff record a consent given on paper. */
  evidenceFile?: string | null;
}

export async function recordConsents(trx: Kysely<Database>, input: ConsentInput): Promise<void> {
  if (input.purposes.length === 0) return;
  const now = isoNow();
  await trx
    .insertInto('consent_records')
    .values(
      input.purposes.map((purpose) => ({
        subject_type: input.subjectType,
        subject_id: input.subjectId,
        purpose,
        action: input.action,
        notice_id: input.noticeId,
        channel: input.channel,
        recorded_by: input.recordedBy ?? null,
        evidence_code_id: input.evidenceCodeId ?? null,
        evidence_file: input.evidenceFile ?? null,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * The consents a visitor gave by submitting a public form: each purpose of what
 * `submittedConsent` read from the submission, given on the web, in the submission's transaction;
 * `evidenceCodeId` is the one-time code that proved the submitter (a parent's), when there was one.
 */
export function recordWebConsents(
  trx: Kysely<Database>,
  subject: { type: string; id: number },
  consent: { noticeId: number; purposes: readonly string[] },
  evidenceCodeId?: number,
): Promise<void> {
  return recordConsents(trx, {
    subjectType: subject.type,
    subjectId: subject.id,
    noticeId: consent.noticeId,
    purposes: consent.purposes,
    action: 'given',
    channel: 'web',
    evidenceCodeId: evidenceCodeId ?? null,
  });
}

export function consentsOf(db: Kysely<Database>, subjectType: string, subjectId: number) {
  return db
    .selectFrom('consent_records')
    .innerJoin('privacy_notices', 'privacy_notices.id', 'consent_records.notice_id')
    .select([
      'consent_records.id',
      'consent_records.purpose',
      'consent_records.action',
      'consent_records.channel',
      'consent_records.evidence_code_id',
      'consent_records.created_at',
      'privacy_notices.version as notice_version',
    ])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .orderBy('consent_records.id')
    .execute();
}

/**
 * What a submission consents to: the notice it showed (the version sent, which must be one of the
 * form's) and its purposes, the form's own and the optional ones ticked (which must be the form's).
 */
export async function submittedConsent(
  db: Db,
  form: NoticeForm,
  version: number | undefined,
  ticked: readonly string[] = [],
): Promise<{ noticeId: number; purposes: string[] }> {
  // The current notice first: it writes version 1 on a database that has shown none yet.
  const current = await currentNotice(db, form);
  const notice = version === undefined || version === current.version ? current : await shownNotice(db.kysely, form, version);
  if (!notice) throw new HttpError(400, en.api.badRequest, { notice_version: [en.api.badRequest] });
  const purposes = NOTICE_PURPOSES[form];
  const unknown = ticked.filter((key) => !purposes.some((p) => p.optional && p.key === key));
  if (unknown.length > 0) throw new HttpError(400, en.api.badRequest, { consents: [en.api.badRequest] });
  return {
    noticeId: notice.id,
    purposes: purposes.filter((p) => !p.optional || ticked.includes(p.key)).map((p) => p.key),
  };
}
