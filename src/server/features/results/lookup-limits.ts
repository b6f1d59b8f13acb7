// Failed public look-ups counted by the UTC hour (issue 26 item 5): the console shows the last 24
// hours, and staff are e-mailed once an hour passes the threshold.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13);

export async function failuresPerHour(db: Kysely<Database>, now: number): Promise<{ hour: string; failures: number }[]> {
  const since = hourOf(now - 23 * 3600_000);
  const rows = await db
    .selectFrom('marks_lookup_failures')
    .select(['hour', 'failures'])
    .where('hour', '>=', since)
    .orderBy('hour', 'desc')
    .execute();
  return rows.map((x) => ({ hour: x.hour, failures: Number(x.failures) }));
}
