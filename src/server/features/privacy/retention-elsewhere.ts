// The kinds of personal data another feature's job erases, with the periods staff set for them
// (decision 0034): the students' applications (decision 0035). Apart from retention.ts, which
// imports the inbox, so that the applications' job can read a period without an import cycle.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Default days and the most a setting may say (a withdrawal promises erasure within 7 days). */
export const ELSEWHERE = {
  application_drafts: { days: 7, maxDays: 90 },
  withdrawn_applications: { days: 7, maxDays: 7 },
  applications_after_cycle: { days: 180 },
} as const satisfies Record<string, { days: number; maxDays?: number }>;

export type ElsewhereKind = keyof typeof ELSEWHERE;

/** A kind's period as set now (the default when staff never set it), within its bounds. */
export async function retentionDays(db: Kysely<Database>, kind: ElsewhereKind): Promise<number> {
  const spec: { days: number; maxDays?: number } = ELSEWHERE[kind];
  const row = await db.selectFrom('retention_settings').select('days').where('kind', '=', kind).executeTakeFirst();
  return Math.min(spec.maxDays ?? Number.POSITIVE_INFINITY, Math.max(1, row?.days ?? spec.days));
}
