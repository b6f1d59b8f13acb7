// The retention periods as staff set them (decision 0034, migration 022): each kind's days within
// its bounds (a law's floor: 10 years for donations, a year for the access log) and its reason in
// English and Hindi; a kind never set shows the code's default and the catalogue's reason.
import type { Kysely } from 'kysely';
import { retentionReasons, retentionRefusals } from '../../../shared/messages/en-privacy-retention';
import { fill } from '../../../shared/messages/fill';
import { retentionReasonsHi } from '../../../shared/messages/hi-privacy-retention';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { currentSchedule, maxDaysOf, minDaysOf, RETENTION_SCHEDULE } from './retention';

type ReasonKey = keyof typeof retentionReasons;
const defaultReason = (key: string) => retentionReasons[key as ReasonKey] ?? '';
const defaultReasonHi = (key: string) => retentionReasonsHi[key as ReasonKey] ?? '';

/** Each kind as the console shows it: the period in force, its bounds and default, its reasons. */
export async function scheduleView(db: Kysely<Database>) {
  const rows = new Map((await db.selectFrom('retention_settings').selectAll().execute()).map((r) => [r.kind, r]));
  return (await currentSchedule(db)).map((k) => {
    const row = rows.get(k.key);
    const base = RETENTION_SCHEDULE.find((d) => d.key === k.key)!;
    return {
      kind: k.key,
      days: k.days,
      default_days: base.days,
      min_days: minDaysOf(k),
      max_days: maxDaysOf(k),
      reason: row?.reason || defaultReason(k.key),
      reason_hi: row?.reason_hi || defaultReasonHi(k.key),
      /** Erased by the nightly run here; false: by the applications' own job. */
      nightly: Boolean(k.due),
    };
  });
}

/** Sets a kind's period and reasons; a period out of bounds is refused with the law's reason, changing nothing. */
export async function setRetention(
  db: Kysely<Database>,
  key: string,
  input: { days: number; reason: string; reason_hi: string },
  userId: number,
) {
  const kind = RETENTION_SCHEDULE.find((k) => k.key === key);
  if (!kind) throw new HttpError(404, retentionRefusals.unknown);
  const min = minDaysOf(kind);
  const max = maxDaysOf(kind);
  if (input.days < min) {
    const message = fill(retentionRefusals.tooShort, { min, reason: defaultReason(key) });
    throw new HttpError(400, message, { days: [message] });
  }
  if (input.days > max) {
    const message = fill(retentionRefusals.tooLong, { max });
    throw new HttpError(400, message, { days: [message] });
  }
  const values = {
    days: input.days,
    // The default's own words are stored as "not set", so a later default reason shows through.
    reason: input.reason.trim() === defaultReason(key) ? '' : input.reason.trim(),
    reason_hi: input.reason_hi.trim() === defaultReasonHi(key) ? '' : input.reason_hi.trim(),
    updated_by: userId,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('retention_settings')
    .values({ kind: key, ...values })
    .onConflict((oc) => oc.column('kind').doUpdateSet(values))
    .execute();
  return (await scheduleView(db)).find((k) => k.kind === key)!;
}
