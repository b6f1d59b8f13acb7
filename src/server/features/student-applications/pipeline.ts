// The staff pipeline of students' applications (decision 0041): the list staff
// filter (parents' mobiles masked), one record with its notes, bulk status changes (one message
// per parent), duplicates and the CSV export. Admins see every cycle; a coordinator only the cycles
// of their camps. Nothing may be reviewed before consent: a draft or pending_consent application
// refuses every change.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { studentPipeline as t } from '../../../shared/messages/en-student-pipeline';
import type { ApplicationStatus, PipelineQuery, pipelineRow, STAFF_STATUSES } from '../../../shared/schemas/student-application-pipeline';
import { type Actor, recordAudit } from '../../audit/audit';
import { assertInScope, type CampScope, scopeFilter } from '../../auth/camp-scope';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { toCsv } from '../../lib/csv';
import { HttpError } from '../../lib/http-error';
import { type ParentMessage, parentMessages, queueMails, type SmsKey } from './notify';
import { allocateSeat, centreName, releaseSeatIn } from './seats';

type Row = z.infer<typeof pipelineRow>;
type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Where each status may go (withdrawn from anywhere after consent; admit_card_issued by the card's issue). */
const NEXT: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  draft: [],
  pending_consent: [],
  submitted: ['shortlisted', 'not_selected', 'withdrawn'],
  shortlisted: ['admit_card_issued', 'not_selected', 'withdrawn'],
  admit_card_issued: ['admit_card_issued', 'appeared', 'absent', 'withdrawn'],
  appeared: ['selected', 'waitlisted', 'not_selected', 'withdrawn'],
  absent: ['not_selected', 'withdrawn'],
  waitlisted: ['selected', 'not_selected', 'withdrawn'],
  selected: ['withdrawn'],
  not_selected: ['withdrawn'],
  withdrawn: [],
};

export const maskMobile = (mobile: string) => (mobile.length > 4 ? `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : '****');

function filtered(db: Kysely<Database>, q: Omit<PipelineQuery, 'limit' | 'offset'>, scope: CampScope) {
  let query = db
    .selectFrom('student_applications as a')
    .innerJoin('student_application_cycles as c', 'c.id', 'a.cycle_id')
    .leftJoin('student_application_centres as s', 's.id', 'a.centre_id');
  const camps = scopeFilter(scope);
  if (camps) query = query.where('c.camp_id', 'in', camps.length ? camps : [-1]);
  if (q.cycle_id !== null) query = query.where('a.cycle_id', '=', q.cycle_id);
  if (q.status) query = query.where('a.status', '=', q.status);
  if (q.district) query = query.where('a.district', '=', q.district);
  if (q.centre_id !== null) query = query.where('a.centre_id', '=', q.centre_id);
  if (q.class !== undefined) query = query.where('a.class', '=', q.class);
  if (q.school_type) query = query.where('a.school_type', '=', q.school_type);
  return query;
}

const ROW_COLUMNS = [
  'a.id',
  'a.cycle_id',
  'a.number',
  'a.status',
  'a.full_name',
  'a.date_of_birth',
  'a.class',
  'a.school_type',
  'a.district',
  'a.centre_id',
  's.name as centre_name',
  'a.has_seat',
  'a.roll_number',
  'a.parent_mobile',
  'a.language',
  'a.duplicate_of',
  'a.consent_by',
  'a.submitted_at',
] as const;

/** A page of the list, in submission order (drafts last), mobiles masked. */
export async function listApplications(db: Kysely<Database>, q: PipelineQuery, scope: CampScope): Promise<{ rows: Row[]; total: number }> {
  const query = filtered(db, q, scope);
  const [rows, count] = await Promise.all([
    query.select(ROW_COLUMNS).orderBy('a.submitted_at').orderBy('a.id').limit(q.limit).offset(q.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      status: r.status as ApplicationStatus,
      has_seat: r.has_seat === 1,
      parent_mobile: maskMobile(r.parent_mobile),
    })),
    total: Number(count.n),
  };
}

const CSV_HEADER = [
  'number',
  'status',
  'full_name',
  'date_of_birth',
  'class',
  'school_type',
  'district',
  'centre',
  'seat',
  'roll_number',
  'parent_mobile',
  'duplicate_of',
  'submitted_at',
];

/** The filtered list as formula-safe CSV (mobiles masked, as in the list). */
export async function exportApplications(db: Kysely<Database>, q: Omit<PipelineQuery, 'limit' | 'offset'>, scope: CampScope) {
  const { rows } = await listApplications(db, { ...q, limit: 100_000, offset: 0 } as PipelineQuery, scope);
  return toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.number,
      r.status,
      r.full_name,
      r.date_of_birth,
      r.class,
      r.school_type,
      r.district,
      r.centre_name,
      r.has_seat ? 'yes' : 'no',
      r.roll_number,
      r.parent_mobile,
      r.duplicate_of,
      r.submitted_at,
    ]),
  );
}

/** The rows a change names, each of a cycle of the caller's camps (403), none missing (404), none without consent (409). */
export async function rowsForChange(trx: Kysely<Database>, scope: CampScope, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await trx
    .selectFrom('student_applications as a')
    .innerJoin('student_application_cycles as c', 'c.id', 'a.cycle_id')
    .select([
      'a.id',
      'a.number',
      'a.status',
      'a.cycle_id',
      'a.centre_id',
      'a.has_seat',
      'a.roll_number',
      'a.pin_hash',
      'a.parent_mobile',
      'a.parent_email',
      'a.language',
      'a.erased_at',
      // What an admit card's issue registers for the results look-up.
      'a.date_of_birth',
      'c.code as cycle_code',
      'c.camp_id',
    ])
    .where('a.id', 'in', unique)
    .orderBy('a.submitted_at')
    .orderBy('a.id')
    .execute();
  if (rows.length !== unique.length) throw new HttpError(404, t.errors.unknown);
  assertInScope(scope, ...rows.map((r) => r.camp_id));
  for (const row of rows) {
    if (row.status === 'draft' || row.status === 'pending_consent') throw new HttpError(409, t.errors.withoutConsent);
    if (row.erased_at !== null) throw new HttpError(409, t.errors.erased);
  }
  return rows;
}

export const refuseUnless = (allowed: boolean) => {
  if (!allowed) throw new HttpError(409, t.errors.notAllowed);
};
export const canMove = (from: string, to: ApplicationStatus) => NEXT[from as ApplicationStatus]?.includes(to) ?? false;

/** The centres of some applications by id, for their messages. */
export async function centresOf(trx: Kysely<Database>, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length
    ? await trx.selectFrom('student_application_centres').select(['id', 'name', 'name_hi']).where('id', 'in', wanted).execute()
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Moves every named application to `status`, all or none: refused (nothing changed) when any one
 * may not move. Shortlisting allocates seats in submission order; a withdrawal frees its seat for
 * the first waiting. Returns the parents' messages (e-mails already queued); the caller sends the SMS.
 */
export async function changeStatuses(
  db: Db,
  actor: Actor,
  scope: CampScope,
  ids: readonly number[],
  status: StaffStatus,
  now: Date,
): Promise<{ changed: number; messages: ParentMessage[] }> {
  return inTransaction(db, async (trx) => {
    const rows = await rowsForChange(trx, scope, ids);
    const moving = rows.filter((r) => r.status !== status);
    for (const row of moving) refuseUnless(canMove(row.status, status));
    const centres = await centresOf(
      trx,
      moving.map((r) => r.centre_id),
    );
    const byKey = new Map<SmsKey, typeof moving>();
    const promoted: ParentMessage[] = [];
    const stamp = now.toISOString();
    for (const row of moving) {
      let key: SmsKey = status;
      let seat: boolean | undefined;
      if (status === 'shortlisted') {
        seat = await allocateSeat(trx, row);
        if (!seat) key = 'waitlisted_seat';
      }
      await trx
        .updateTable('student_applications')
        .set({ status, updated_at: stamp, ...(status === 'withdrawn' ? { withdrawn_at: stamp } : {}) })
        .where('id', '=', row.id)
        .execute();
      if (status === 'withdrawn') promoted.push(...(await releaseSeatIn(trx, row.id)));
      await recordAudit(trx, actor, {
        action: 'status',
        entity: 'student_applications',
        entityId: row.id,
        details: { from: row.status, to: status, ...(seat === undefined ? {} : { seat }) },
      });
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    const messages = [...byKey].flatMap(([key, group]) =>
      parentMessages(group, key, (r) => {
        const centre = centres.get(group.find((g) => g.number === r.number)?.centre_id ?? -1);
        return { centre: centre ? centreName(centre, r.language) : '' };
      }),
    );
    const all = [...messages, ...promoted];
    await queueMails(db, trx, all);
    return { changed: moving.length, messages: all };
  });
}

/** One application in full, with its notes (the caller logs the view). */
export async function oneApplication(db: Kysely<Database>, scope: CampScope, id: number) {
  const row = await db
    .selectFrom('student_applications as a')
    .innerJoin('student_application_cycles as c', 'c.id', 'a.cycle_id')
    .selectAll('a')
    .select('c.camp_id')
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, t.errors.unknown);
  assertInScope(scope, row.camp_id);
  const notes = await listNotes(db, id);
  const { pin_hash, consent_scan, camp_id, ...rest } = row;
  return { ...rest, status: rest.status as ApplicationStatus, has_seat: rest.has_seat === 1, has_pin: pin_hash !== null, notes };
}

export const listNotes = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom('student_application_notes')
    .select(['id', 'user_id', 'text', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();

/** Adds a staff note to an application of the caller's camps. */
export async function addNote(db: Db, actor: Actor, scope: CampScope, id: number, text: string, now: Date) {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('student_applications as a')
      .innerJoin('student_application_cycles as c', 'c.id', 'a.cycle_id')
      .select(['a.id', 'c.camp_id'])
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, t.errors.unknown);
    assertInScope(scope, row.camp_id);
    const note = await trx
      .insertInto('student_application_notes')
      .values({ application_id: id, user_id: actor.id, text, created_at: now.toISOString() })
      .returning(['id', 'user_id', 'text', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'create',
      entity: 'student_application_notes',
      entityId: note.id,
      details: { application_id: id },
    });
    return note;
  });
}

const sameKey = (r: { full_name: string; date_of_birth: string; parent_mobile: string }) =>
  `${r.full_name.trim().toLowerCase().replace(/\s+/g, ' ')}|${r.date_of_birth}|${r.parent_mobile}`;

/**
 * Flags duplicates in a cycle: the same name (case and spacing aside), date of birth and parent's
 * mobile. Each later one points at the first (duplicate_of); returns how many were newly flagged.
 */
export async function markDuplicates(db: Db, actor: Actor, scope: CampScope, cycleId: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const cycle = await trx.selectFrom('student_application_cycles').select(['id', 'camp_id']).where('id', '=', cycleId).executeTakeFirst();
    if (!cycle) throw new HttpError(404, t.errors.unknown);
    assertInScope(scope, cycle.camp_id);
    const rows = await trx
      .selectFrom('student_applications')
      .select(['id', 'full_name', 'date_of_birth', 'parent_mobile', 'duplicate_of'])
      .where('cycle_id', '=', cycleId)
      .where('erased_at', 'is', null)
      .orderBy('id')
      .execute();
    const first = new Map<string, number>();
    let marked = 0;
    for (const row of rows) {
      const key = sameKey(row);
      const original = first.get(key);
      if (original === undefined) {
        first.set(key, row.id);
        continue;
      }
      if (row.duplicate_of === original) continue;
      await trx.updateTable('student_applications').set({ duplicate_of: original }).where('id', '=', row.id).execute();
      await recordAudit(trx, actor, {
        action: 'update',
        entity: 'student_applications',
        entityId: row.id,
        details: { duplicate_of: original },
      });
      marked++;
    }
    return marked;
  });
}
