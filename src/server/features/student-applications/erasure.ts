// Erasure of applications whose purpose ended (decision 0035): a draft never sent on, or
// a child's application its parent never confirmed, is deleted 7 days after its last change. No
// consent was given for them, so nothing else refers to them. The API runs it at start and every
// hour (a scheduled job on the app's clock). A withdrawn application keeps only its number, status
// and dates once its personal data is erased, within 7 days of the withdrawal. The applications of
// a cycle not turned into students are erased the same way 180 days after it closes, by the
// nightly retention run (cycle-erasure.ts, decision 0041).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { retentionDays } from '../privacy/public';

/** Removes stored files (the media store's `remove`). */
export type RemoveFiles = (...stored: string[]) => Promise<void>;

const HOUR_MS = 3_600_000;

/**
 * Deletes the drafts and unconfirmed applications last changed more than the period staff set
 * (`application_drafts`, 7 days unless changed) before `now`; how many.
 */
export async function eraseUnconfirmed(db: Kysely<Database>, now: Date): Promise<number> {
  const days = await retentionDays(db, 'application_drafts');
  const before = new Date(now.getTime() - days * 24 * HOUR_MS).toISOString();
  const result = await db
    .deleteFrom('student_applications')
    .where('status', 'in', ['draft', 'pending_consent'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Applications' stored files (paper consent scans) by id. */
async function scansOf(db: Kysely<Database>, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('student_applications').select('consent_scan').where('id', 'in', ids).execute();
  return rows.flatMap((r) => (r.consent_scan ? [r.consent_scan] : []));
}

/**
 * Erases the personal data of applications, keeping the number, the status and the dates (and
 * the consent records, the evidence of what was agreed); their staff notes go too. Returns the
 * stored files the rows named (a paper consent's scan), for the caller to remove after its commit.
 */
export async function erasePersonalData(db: Kysely<Database>, ids: readonly number[], now: Date): Promise<string[]> {
  if (!ids.length) return [];
  const files = await scansOf(db, ids);
  await db.deleteFrom('student_application_notes').where('application_id', 'in', ids).execute();
  await db
    .updateTable('student_applications')
    .set({
      full_name: '',
      date_of_birth: '',
      gender: '',
      stream: null,
      school_name: '',
      school_type: '',
      board: '',
      district: '',
      block: '',
      village: '',
      last_exam_percentage: null,
      accessibility_needs: '',
      parent_name: '',
      parent_relationship: '',
      parent_mobile: '',
      parent_email: '',
      heard_from: '',
      consent_scan: null,
      roll_number: null,
      pin_hash: null,
      duplicate_of: null,
      has_seat: 0,
      erased_at: now.toISOString(),
    })
    .where('id', 'in', ids)
    .execute();
  return files;
}

/**
 * Erases the personal data of applications withdrawn more than the period set
 * (`withdrawn_applications`, at most 7 days) less a day before `now`: the first hourly run after
 * that keeps the promise "within the period". See erasePersonalData; their scans go too. How many.
 */
export async function eraseWithdrawn(db: Kysely<Database>, now: Date, removeFiles: RemoveFiles): Promise<number> {
  const days = (await retentionDays(db, 'withdrawn_applications')) - 1;
  const before = new Date(now.getTime() - days * 24 * HOUR_MS).toISOString();
  const ids = (
    await db
      .selectFrom('student_applications')
      .select('id')
      .where('status', '=', 'withdrawn')
      .where('withdrawn_at', '<', before)
      .where('erased_at', 'is', null)
      .execute()
  ).map((r) => r.id);
  const files = await db.transaction().execute((trx) => erasePersonalData(trx, ids, now));
  // A file left by a failure here is no longer named by any row: the media sweep takes it.
  if (files.length) await removeFiles(...files);
  return ids.length;
}

/** Both erasures, one after the other. */
async function eraseAll(db: Kysely<Database>, now: Date, removeFiles: RemoveFiles) {
  return { unconfirmed: await eraseUnconfirmed(db, now), withdrawn: await eraseWithdrawn(db, now, removeFiles) };
}

/** The hourly job: at start, then every hour, on the app's clock. */
export function scheduleErasure(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= eraseAll(app.db.kysely, new Date(app.clock()), (...files) => app.media.remove(...files))
      .then((n) => {
        if (n.unconfirmed || n.withdrawn) app.log.info({ erased: n }, 'erased unconfirmed and withdrawn student applications');
      })
      .catch((err: unknown) => app.log.error({ err }, 'erasing unconfirmed student applications failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
