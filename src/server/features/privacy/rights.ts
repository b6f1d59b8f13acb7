// The rights desk (DPDP Act ss.11-14, rule 14; decisions 0032 and 0034): a request proven by a one-time code,
// a ticket with its due date (90 days) and the staff's target (30), an assignee, notes and a reply;
// a refusal needs its reason. The access summary lists every record that holds the proven phone
// number or address, in every table that keeps one, and the processors that handle it.
import type { Kysely, Selectable } from 'kysely';
import { en } from '../../../shared/messages/en';
import { privacyLetters } from '../../../shared/messages/en-privacy-letters';
import { privacyLettersHi } from '../../../shared/messages/hi-privacy-letters';
import { fill } from '../../../shared/messages/fill';
import { privacy } from '../../../shared/messages/en-privacy';
import { processorText } from '../../../shared/privacy-processors';
import type { RightsRequestView } from '../../../shared/schemas/privacy';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordConsents, submittedConsent } from './consents';
import type { Database, RightsKind, RightsRequestTable, RightsStatus } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { type CodeChannel, destinationHash, normalisedDestination, provenBy } from './one-time-codes';
import { heldConsents, type Proof, subjectsOf } from './withdraw';

export const DUE_DAYS = 90;
export const TARGET_DAYS = 30;
const DAY_MS = 86_400_000;

/** Every table and column that holds a phone number or an e-mail address (the access summary's reach). */
export const PERSONAL_COLUMNS: { table: keyof Database; email: string[]; phone: string[]; shown: string[] }[] = [
  { table: 'volunteer_applications', email: ['email'], phone: [], shown: ['full_name', 'email', 'role', 'message', 'status'] },
  {
    table: 'partner_applications',
    email: ['email'],
    phone: ['phone'],
    shown: ['organization_name', 'contact_person', 'email', 'phone', 'partnership_interest', 'status'],
  },
  { table: 'contact_messages', email: ['email'], phone: [], shown: ['name', 'email', 'subject', 'message', 'status'] },
  {
    table: 'students',
    email: [],
    phone: ['phone', 'guardian_phone'],
    shown: ['name', 'standard', 'school', 'village', 'district', 'phone', 'guardian_name', 'guardian_phone'],
  },
  { table: 'slot_coordinators', email: ['email'], phone: ['phone_number'], shown: ['name', 'phone_number', 'email', 'preferences_note'] },
  { table: 'users', email: ['email'], phone: ['phone'], shown: ['username', 'full_name', 'email', 'phone', 'role'] },
  { table: 'rights_requests', email: [], phone: [], shown: ['kind', 'status', 'details', 'reply'] },
  {
    table: 'student_applications',
    email: ['parent_email'],
    phone: ['parent_mobile'],
    shown: ['number', 'full_name', 'class', 'district', 'parent_name', 'parent_mobile', 'parent_email', 'status'],
  },
  {
    table: 'donations',
    email: ['donor_email'],
    phone: ['donor_phone'],
    shown: ['reference', 'donor_name', 'donor_email', 'donor_phone', 'mode', 'status'],
  },
];

type Row = Record<string, unknown> & { id: number; created_at: string };

/** Rows of `table` whose `columns` hold the destination (phones compared by their last ten digits). */
async function rowsHolding(db: Kysely<Database>, table: string, columns: string[], channel: CodeChannel, wanted: string): Promise<Row[]> {
  if (columns.length === 0) return [];
  const k = db as unknown as Kysely<Record<string, Row>>;
  if (channel === 'email') {
    return (await k
      .selectFrom(table)
      .selectAll()
      .where((eb) => eb.or(columns.map((c) => eb(eb.fn('lower', [c]), '=', wanted))))
      .execute()) as Row[];
  }
  const near = (await k
    .selectFrom(table)
    .selectAll()
    .where((eb) => eb.or(columns.map((c) => eb(c, 'like', `%${wanted.slice(-2)}`))))
    .execute()) as Row[];
  return near.filter((r) => columns.some((c) => normalisedDestination('phone', String(r[c] ?? '')) === wanted));
}

async function proven(db: Kysely<Database>, proof: Proof) {
  const code = await provenBy(db, proof.challenge, 'rights_request');
  if (!code || code.channel !== proof.channel || code.destinationHash !== destinationHash(proof.channel, proof.destination)) {
    throw new HttpError(401, en.api.unauthenticated);
  }
  return code;
}

/** The processors the trust's data passes through, as this instance is configured. */
export function processors(config: Config) {
  const host = (url: string | undefined) => {
    try {
      return url ? new URL(url).hostname : '';
    } catch {
      return '';
    }
  };
  const r = privacy.request;
  // `detail` is the part a page in another language shows as it is (a host name, an engine); an
  // empty one means the catalogue's "the trust's server", "not configured" or "none".
  const each = [
    { key: 'hosting', detail: config.DATABASE_URL ? 'PostgreSQL' : 'SQLite' },
    { key: 'file_store', detail: config.MEDIA_STORE === 's3' ? `S3 (${host(config.S3_ENDPOINT) || 'AWS S3'})` : '' },
    { key: 'email', detail: host(config.SMTP_URL) },
    { key: 'sms', detail: config.SMS_PROVIDER === 'webhook' ? host(config.SMS_WEBHOOK_URL) : '' },
  ] as const;
  return each.map((p) => ({ ...p, ...processorText(r, p) }));
}

export async function accessSummary(db: Kysely<Database>, config: Config, proof: Proof) {
  await proven(db, proof);
  const wanted = normalisedDestination(proof.channel, proof.destination);
  const records = [];
  for (const spec of PERSONAL_COLUMNS) {
    const columns = spec.table === 'rights_requests' ? ['contact'] : proof.channel === 'email' ? spec.email : spec.phone;
    for (const row of await rowsHolding(db, spec.table, columns, proof.channel, wanted)) {
      records.push({
        table: spec.table,
        id: row.id,
        fields: Object.fromEntries(spec.shown.map((f) => [f, String(row[f] ?? '')])),
        created_at: row.created_at,
      });
    }
  }
  const consents = await heldConsents(db, await subjectsOf(db, proof.channel, proof.destination));
  return { records, consents, processors: processors(config) };
}

export function toRightsView(row: Selectable<RightsRequestTable>): RightsRequestView {
  const { evidence_code_id: _e, ...view } = row;
  return view;
}

export async function fileRequest(
  db: Db,
  proof: Proof,
  input: { kind: RightsKind; details: string; notice_version?: number | undefined },
  now = new Date(),
) {
  const code = await proven(db.kysely, proof);
  // The notice the request page showed (its version, or the current one), recorded as its consent.
  const consent = await submittedConsent(db, 'rights_request', input.notice_version);
  const iso = now.toISOString();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('rights_requests')
      .values({
        kind: input.kind,
        channel: proof.channel,
        contact: proof.destination.trim(),
        details: input.details,
        evidence_code_id: code.id,
        assignee_id: null,
        due_at: new Date(now.getTime() + DUE_DAYS * DAY_MS).toISOString(),
        target_at: new Date(now.getTime() + TARGET_DAYS * DAY_MS).toISOString(),
        created_at: iso,
        updated_at: iso,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordConsents(trx, {
      subjectType: 'rights_requests',
      subjectId: row.id,
      noticeId: consent.noticeId,
      purposes: consent.purposes,
      action: 'given',
      channel: 'web',
      evidenceCodeId: code.id,
    });
    return toRightsView(row);
  });
}

export async function oneRequest(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('rights_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRightsView(row);
}

export async function listRequests(db: Kysely<Database>, status?: RightsStatus) {
  let q = db.selectFrom('rights_requests').selectAll();
  if (status) q = q.where('status', '=', status);
  return (await q.orderBy('due_at').orderBy('id').execute()).map(toRightsView);
}

/** The active staff accounts, by name, for the assignee select. */
export async function staffChoices(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'full_name'])
    .where('is_active', '=', 1)
    .orderBy('full_name')
    .orderBy('username')
    .execute();
  return rows.map((u) => ({ id: u.id, name: u.full_name ? `${u.full_name} (${u.username})` : u.username }));
}

/** Whether a status closes a request (an answer or a refusal goes to the person). */
const closes = (status: RightsStatus) => status === 'answered' || status === 'refused';

export async function updateRequest(
  db: Kysely<Database>,
  id: number,
  change: {
    status?: RightsStatus | undefined;
    assignee_id?: number | null | undefined;
    notes?: string | undefined;
    reply?: string | undefined;
    refusal_reason?: string | undefined;
  },
) {
  const current = await db.selectFrom('rights_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound();
  if (change.assignee_id && !(await staffChoices(db)).some((s) => s.id === change.assignee_id)) {
    throw new HttpError(400, en.privacyConsole.rights.noSuchAssignee, { assignee_id: [en.privacyConsole.rights.noSuchAssignee] });
  }
  const next = { ...current, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) };
  if (next.status === 'refused' && !next.refusal_reason) {
    throw new HttpError(400, 'A refusal needs its reason.', { refusal_reason: ['A refusal needs its reason.'] });
  }
  if (next.status === 'answered' && !next.reply) {
    throw new HttpError(400, 'An answer needs its reply.', { reply: ['An answer needs its reply.'] });
  }
  const row = await db
    .updateTable('rights_requests')
    .set({
      status: next.status,
      assignee_id: next.assignee_id,
      notes: next.notes,
      reply: next.reply,
      refusal_reason: next.refusal_reason,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { view: toRightsView(row), closedNow: closes(row.status) && !closes(current.status) };
}

/** The privacy contact's details in one line ('' when none is set). */
export async function privacyContact(db: Kysely<Database>): Promise<string> {
  const s = await db
    .selectFrom('site_settings')
    .select(['privacy_contact_name', 'privacy_contact_email', 'privacy_contact_phone', 'privacy_contact_address'])
    .executeTakeFirst();
  return [s?.privacy_contact_name, s?.privacy_contact_email, s?.privacy_contact_phone, s?.privacy_contact_address]
    .filter(Boolean)
    .join(', ');
}

/** The donations given with the request's proven phone or address (kept 10 years: Income-tax rule 17AA). */
async function donationsOf(db: Kysely<Database>, request: RightsRequestView) {
  const wanted = normalisedDestination(request.channel, request.contact);
  const column = request.channel === 'email' ? 'donor_email' : 'donor_phone';
  return rowsHolding(db, 'donations', [column], request.channel, wanted);
}

/** The inbox tables an answered erasure empties of the person (other records are erased by staff, by hand). */
const ERASED_ON_ANSWER = ['volunteer_applications', 'partner_applications', 'contact_messages'] as const;

/**
 * An erasure answered: the volunteer, partner and contact records holding the proven phone or
 * address are erased now (their consent rows stay, naming no one); donations stay (rule 17AA).
 */
export async function eraseOnAnswer(db: Kysely<Database>, request: RightsRequestView): Promise<number> {
  if (request.kind !== 'erasure' || request.status !== 'answered') return 0;
  const wanted = normalisedDestination(request.channel, request.contact);
  let erased = 0;
  for (const table of ERASED_ON_ANSWER) {
    const spec = PERSONAL_COLUMNS.find((p) => p.table === table)!;
    const rows = await rowsHolding(db, table, request.channel === 'email' ? spec.email : spec.phone, request.channel, wanted);
    if (!rows.length) continue;
    await db
      .deleteFrom(table)
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    erased += rows.length;
  }
  return erased;
}

/**
 * The answer to a closed request, as sent to the person: the reply or the refusal's reason, and the
 * privacy contact; an erasure from someone who gave donations says that those records stay and why
 * (decision 0034: Income-tax rule 17AA), in the language of their donations (English where none says Hindi).
 */
export async function answerOf(db: Kysely<Database>, request: RightsRequestView) {
  const donations = request.kind === 'erasure' && request.status === 'answered' ? await donationsOf(db, request) : [];
  const lang = donations.some((d) => d.lang === 'hi') ? 'hi' : 'en';
  const t = lang === 'hi' ? privacyLettersHi : privacyLetters;
  const body = request.status === 'refused' ? fill(t.answerRefused, { reason: request.refusal_reason }) : request.reply;
  const contact = await privacyContact(db);
  return {
    lang,
    subject: fill(t.answerSubject, { id: request.id }),
    text: [
      fill(t.answerIntro, { id: request.id }),
      body,
      request.status === 'refused' && request.reply ? request.reply : '',
      donations.length ? fill(t.erasureDonations, { count: donations.length }) : '',
      contact ? fill(t.answerContact, { contact }) : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    sms: (text: string) => fill(t.answerSms, { id: request.id, text }),
  };
}
