// The public lists (decision 0036): for each test that publishes one, after its publish time,
// its selected and waitlisted roll numbers, and never marks. Names only where a parent agreed in
// the application: this branch has no applications, so `names` is the hook the admit cards'
// change fills (it returns the consented names of the rolls it is given); without it, none.
import type { Kysely } from 'kysely';
import type { PublicLists } from '../../../shared/schemas/staff/results';
import type { Database } from '../../db/schema';

/** Names that a parent agreed to publish, by roll number. */
export type ConsentedNames = (rolls: string[]) => Promise<Map<string, string>>;
export const noNames: ConsentedNames = async () => new Map();

export async function publicLists(db: Kysely<Database>, now: number, names: ConsentedNames = noNames): Promise<PublicLists> {
  const rows = await db
    .selectFrom('marks_tests as t')
    .innerJoin('marks_rows as r', 'r.test_id', 't.id')
    .select(['t.id', 't.title', 't.test_date', 'r.roll', 'r.status'])
    .where('t.public_list', '=', 1)
    .where('t.publish_at', '<=', new Date(now).toISOString())
    .where('r.status', 'in', ['selected', 'waitlisted'])
    .orderBy('t.publish_at', 'desc')
    .orderBy('t.id')
    .orderBy('r.roll')
    .limit(20_000)
    .execute();
  const named = await names([...new Set(rows.map((r) => r.roll))]);
  const lists = new Map<number, PublicLists[number]>();
  for (const r of rows) {
    const list = lists.get(r.id) ?? { title: r.title, test_date: r.test_date, selected: [], waitlisted: [] };
    lists.set(r.id, list);
    (r.status === 'selected' ? list.selected : list.waitlisted).push({ roll: r.roll, name: named.get(r.roll) ?? null });
  }
  return [...lists.values()];
}
