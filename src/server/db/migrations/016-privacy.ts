// Personal data as India's DPDP Act expects (decisions 0032 and 0033): versioned privacy
// notices, append-only consent records, the console's access log, one-time codes for phone or
// e-mail, the privacy contact in the settings, and each inbox row's notice.
import type { Kysely } from 'kysely';
import { refuseChanges } from '../append-only';
import type { MigrationContext } from '../migration-context';
import { tableWithLastingId } from '../table-columns';

/** Tables whose rows no statement may change or remove once written. */
export const APPEND_ONLY_TABLES = ['consent_records'] as const;

export async function up(db: Kysely<unknown>, { id, engine }: MigrationContext): Promise<void> {
  // A notice's text is content staff edit; each edit is a new version, never a change to an old one.
  await tableWithLastingId(db, id, 'privacy_notices')
    // volunteer, partner, contact, donation, slot_coordinators, rights_request (and applications next).
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // JSON: intro, items (one "Field: purpose" a line) and the purposes' labels, each with its Hindi.
    .addColumn('content', 'text', (c) => c.notNull())
    // SHA-256 of the canonical JSON of the content: the text a person was shown, provably.
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('privacy_notices_form_version', ['form', 'version'])
    .execute();

  await tableWithLastingId(db, id, 'one_time_codes')
    // phone or email; the destination only as a keyed hash, so a code row tells no number.
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination_hash', 'text', (c) => c.notNull())
    // What the code proves: withdraw, rights_request (and a parent's consent, a donor's sign-in next).
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('one_time_codes_destination_idx').on('one_time_codes').columns(['destination_hash', 'created_at']).execute();

  await tableWithLastingId(db, id, 'consent_records')
    // Who: a reference to the record (its table and id), never a copy of the person's data.
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    // given or withdrawn: a withdrawal is a row of its own.
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('privacy_notices.id'))
    // web, or staff (recorded by a staff member, `recorded_by`).
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'integer')
    // The one-time code that proved the person, where there is one.
    .addColumn('evidence_code_id', 'integer', (c) => c.references('one_time_codes.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consent_records_subject_idx').on('consent_records').columns(['subject_type', 'subject_id']).execute();

  // Append-only, whatever the code: the database refuses UPDATE and DELETE.
  for (const table of APPEND_ONLY_TABLES) await refuseChanges(db, engine, table);

  await tableWithLastingId(db, id, 'access_log')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // view (one record) or export (a list by a filter).
    .addColumn('action', 'text', (c) => c.notNull())
    // volunteer, partner, contact, student, slot_coordinator…
    .addColumn('record_kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    // The export's filter as JSON ('' for none).
    .addColumn('filter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_log_created_idx').on('access_log').columns(['created_at', 'id']).execute();

  // The rights desk (ss.11-14, rule 14): a request proven by a one-time code, answered within 90 days.
  await tableWithLastingId(db, id, 'rights_requests')
    // access, correction, erasure, nomination, grievance.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    // The phone number or address as proven: where the answer goes.
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    // open → in_progress → answered, or refused (with its reason).
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('assignee_id', 'integer')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refusal_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('evidence_code_id', 'integer', (c) => c.notNull().references('one_time_codes.id'))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('target_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rights_requests_status_idx').on('rights_requests').columns(['status', 'due_at']).execute();

  for (const table of ['volunteer_applications', 'partner_applications', 'contact_messages']) {
    await db.schema.alterTable(table).addColumn('notice_id', 'integer').execute();
  }

  // The privacy contact (rule 9): shown on /privacy, in the footer and in every notice.
  for (const column of ['privacy_contact_name', 'privacy_contact_email', 'privacy_contact_phone', 'privacy_contact_address']) {
    await db.schema
      .alterTable('site_settings')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const column of ['privacy_contact_name_hi', 'privacy_contact_address_hi']) {
    await db.schema.alterTable('site_settings').addColumn(column, 'text').execute();
  }
}
