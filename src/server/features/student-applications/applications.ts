// A student's application (decision 0035): saved as a draft (resumable by its number and date of
// birth) or sent on. A child's waits for a parent's consent (pending_consent); a student of 18 or
// more consents for themselves and it is submitted at once. Only while its cycle is open.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { applicationNumber, readApplicationNumber } from '../../../shared/application-number';
import { todayInIndia } from '../../../shared/dates';
import { studentApplications as t } from '../../../shared/messages/en-student-applications';
import type {
  OpenCycle,
  SavedApplication,
  Stream,
  StudentApplicationDraft as Draft,
  studentApplicationInput,
} from '../../../shared/schemas/student-applications';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import { recordConsents, submittedConsent } from '../privacy/public';

type Input = z.output<typeof studentApplicationInput>;
export const SUBJECT = 'student_applications';
export const NOTICE_FORM = 'student_application';

const openCycleRow = (db: Kysely<Database>, now: Date) =>
  db
    .selectFrom('student_application_cycles')
    .selectAll()
    .where('opens_at', '<=', now.toISOString())
    .where('closes_at', '>', now.toISOString())
    .orderBy('closes_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/** The cycle open now with its centres, or when the next one opens (null: none is planned). */
export async function openCycle(db: Kysely<Database>, now: Date): Promise<OpenCycle> {
  const row = await openCycleRow(db, now);
  if (!row) {
    const next = await db
      .selectFrom('student_application_cycles')
      .select('opens_at')
      .where('opens_at', '>', now.toISOString())
      .orderBy('opens_at')
      .limit(1)
      .executeTakeFirst();
    return { cycle: null, next_opens_at: next?.opens_at ?? null };
  }
  const centres = await db
    .selectFrom('student_application_centres')
    .select(['id', 'name', 'name_hi', 'address', 'address_hi', 'district', 'test_at', 'paper_language'])
    .where('cycle_id', '=', row.id)
    .orderBy('test_at')
    .orderBy('id')
    .execute();
  return {
    cycle: {
      name: row.name,
      name_hi: row.name_hi,
      code: row.code,
      closes_at: row.closes_at,
      classes: JSON.parse(row.classes) as number[],
      streams: JSON.parse(row.streams) as Stream[],
      eligibility: row.eligibility,
      eligibility_hi: row.eligibility_hi,
      centres,
    },
    next_opens_at: null,
  };
}

/** Full years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const fieldError = (field: keyof typeof t.errors) => new HttpError(400, t.errors.summary, { [field]: [t.errors[field]] });
/** Unknown number, wrong date of birth, not a draft: one reply. */
const noDraft = () => new HttpError(404, t.resumeFailed);

/** The draft a number and date of birth name, or nothing (the same for every failure). */
async function draftOf(db: Kysely<Database>, typedNumber: string, dateOfBirth: string) {
  const number = readApplicationNumber(typedNumber);
  const row = await db
    .selectFrom('student_applications')
    .selectAll()
    // An unreadable number still runs the query, so that it takes as long as a real one.
    .where('number', '=', number ?? '-')
    .executeTakeFirst();
  return row && row.status === 'draft' && row.date_of_birth === dateOfBirth.trim() && row.erased_at === null ? row : undefined;
}

/** A saved draft's fields for the form, by its number and date of birth. */
export async function resumeDraft(db: Kysely<Database>, number: string, dateOfBirth: string): Promise<Draft> {
  const row = await draftOf(db, number, dateOfBirth);
  if (!row) throw noDraft();
  const draft: Draft = {
    number: row.number,
    language: row.language,
    full_name: row.full_name,
    date_of_birth: row.date_of_birth,
    gender: row.gender as Draft['gender'],
    class: row.class,
    stream: row.stream as Draft['stream'],
    school_name: row.school_name,
    school_type: row.school_type as Draft['school_type'],
    board: row.board as Draft['board'],
    district: row.district,
    block: row.block,
    village: row.village,
    last_exam_percentage: row.last_exam_percentage,
    centre: row.centre_id ?? 0,
    paper_language: row.paper_language as Draft['paper_language'],
    accessibility_needs: row.accessibility_needs,
    parent_name: row.parent_name,
    parent_relationship: row.parent_relationship as Draft['parent_relationship'],
    parent_mobile: row.parent_mobile,
    parent_email: row.parent_email,
    heard_from: row.heard_from as Draft['heard_from'],
  };
  return draft;
}

/** Saves the form: a new draft or application, or a saved draft continued (by number and its date of birth). */
export async function saveApplication(
  db: Db,
  input: Input,
  now: Date,
): Promise<SavedApplication & { parent: { to: string; name: string } }> {
  const cycle = await openCycleRow(db.kysely, now);
  if (!cycle) throw new HttpError(409, t.errors.closed);
  if (!(JSON.parse(cycle.classes) as number[]).includes(input.class)) throw fieldError('class');
  const streams = JSON.parse(cycle.streams) as string[];
  const stream = input.class >= 11 ? input.stream : null;
  if (input.class >= 11 && (!stream || !streams.includes(stream))) throw fieldError('stream');
  const centre = await db.kysely
    .selectFrom('student_application_centres')
    .select('id')
    .where('id', '=', input.centre)
    .where('cycle_id', '=', cycle.id)
    .executeTakeFirst();
  if (!centre) throw fieldError('centre');
  const adult = ageOn(input.date_of_birth, todayInIndia(now)) >= 18;
  if (input.action === 'submit' && adult && !input.self_consent) throw fieldError('self_consent');
  const consent = await submittedConsent(db, NOTICE_FORM, input.notice_version);
  const status = input.action === 'draft' ? 'draft' : adult ? 'submitted' : 'pending_consent';
  const stamp = now.toISOString();
  const fields = {
    status,
    language: input.language,
    full_name: input.full_name,
    date_of_birth: input.date_of_birth,
    gender: input.gender,
    class: input.class,
    stream,
    school_name: input.school_name,
    school_type: input.school_type,
    board: input.board,
    district: input.district,
    block: input.block,
    village: input.village,
    last_exam_percentage: input.last_exam_percentage,
    centre_id: input.centre,
    paper_language: input.paper_language,
    accessibility_needs: input.accessibility_needs,
    parent_name: input.parent_name,
    parent_relationship: input.parent_relationship,
    parent_mobile: input.parent_mobile,
    parent_email: input.parent_email,
    heard_from: input.heard_from,
    notice_id: consent.noticeId,
    consent_by: status === 'submitted' ? ('self' as const) : null,
    submitted_at: status === 'submitted' ? stamp : null,
    updated_at: stamp,
  };

  return inTransaction(db, async (trx) => {
    let id: number;
    let number: string;
    if (input.number !== undefined) {
      const draft = await draftOf(trx, input.number, input.saved_date_of_birth ?? '');
      if (!draft || draft.cycle_id !== cycle.id) throw noDraft();
      await trx.updateTable('student_applications').set(fields).where('id', '=', draft.id).where('status', '=', 'draft').execute();
      id = draft.id;
      number = draft.number;
    } else {
      const counter = await trx
        .updateTable('student_application_cycles')
        .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
        .where('id', '=', cycle.id)
        .returning('last_number')
        .executeTakeFirstOrThrow();
      number = applicationNumber(cycle.code, counter.last_number);
      const row = await trx
        .insertInto('student_applications')
        .values({ ...fields, cycle_id: cycle.id, number, created_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    if (status === 'submitted') {
      await recordConsents(trx, {
        subjectType: SUBJECT,
        subjectId: id,
        noticeId: consent.noticeId,
        purposes: consent.purposes,
        action: 'given',
        channel: 'web',
      });
    }
    return { number, status, parent: { to: input.parent_mobile, name: input.full_name } };
  });
}
