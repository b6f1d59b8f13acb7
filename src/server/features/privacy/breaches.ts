// The breach register (DPDP Rules rule 7; decision 0034): what happened, when the trust learned
// of it (the Board's report is due 72 hours after), who is affected, and when the Board and the
// people were told (the people found and told: breach-people.ts). docs/runbook.md walks staff through it.
import type { Kysely, Selectable } from 'kysely';
import type { BreachRecordView } from '../../../shared/schemas/privacy';
import type { BreachRecordTable, Database } from '../../db/schema';
import { notFound } from '../../lib/http-error';

export const BOARD_REPORT_HOURS = 72;

type BreachFields = {
  summary?: string | undefined;
  data_affected?: string | null | undefined;
  people_affected?: string | null | undefined;
  measures?: string | null | undefined;
  occurred_at?: string | null | undefined;
  learned_at?: string | undefined;
  board_notified_at?: string | null | undefined;
  people_notified_at?: string | null | undefined;
};

const iso = (v: string | null | undefined) => (v ? new Date(v).toISOString() : v);

/** The fields given, times as UTC ISO text and empty texts as ''. */
function columns(input: BreachFields) {
  const out: Record<string, string | null> = {};
  for (const key of ['summary', 'data_affected', 'people_affected', 'measures'] as const) {
    if (input[key] !== undefined) out[key] = input[key] ?? '';
  }
  for (const key of ['occurred_at', 'learned_at', 'board_notified_at', 'people_notified_at'] as const) {
    if (input[key] !== undefined) out[key] = iso(input[key]) ?? null;
  }
  return out;
}

export function toBreachView(row: Selectable<BreachRecordTable>): BreachRecordView {
  const due = new Date(new Date(row.learned_at).getTime() + BOARD_REPORT_HOURS * 3_600_000).toISOString();
  return {
    ...row,
    board_due_at: due,
    affected_kinds: row.affected_kinds ? (JSON.parse(row.affected_kinds) as BreachRecordView['affected_kinds']) : [],
    notice_text: row.notice_text ?? '',
    notice_text_hi: row.notice_text_hi ?? '',
  };
}

export async function listBreaches(db: Kysely<Database>) {
  return (await db.selectFrom('breach_records').selectAll().orderBy('learned_at', 'desc').orderBy('id', 'desc').execute()).map(
    toBreachView,
  );
}

export async function createBreach(db: Kysely<Database>, input: BreachFields & { summary: string; learned_at: string }, userId: number) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('breach_records')
    .values({
      occurred_at: null,
      board_notified_at: null,
      people_notified_at: null,
      ...columns(input),
      summary: input.summary,
      learned_at: new Date(input.learned_at).toISOString(),
      recorded_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toBreachView(row);
}

export async function updateBreach(db: Kysely<Database>, id: number, input: BreachFields) {
  const row = await db
    .updateTable('breach_records')
    .set({ ...columns(input), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toBreachView(row);
}
