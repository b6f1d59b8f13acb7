// How many items of each kind still lack a Hindi text (decision 0031): an item counts when one of its
// texts has English and no Hindi (null or blank), so staff see what the Hindi site still shows in
// English. Lists of points are left out: their Hindi is one list beside the English one, and a
// missing item there shows in the console's form, not here.
import { type Kysely, sql } from 'kysely';
import { HINDI_KINDS, type HindiGap, type HindiKind } from '../../../shared/schemas/staff/hindi-gaps';
import type { Database } from '../../db/schema';
import { HINDI_COLUMNS } from '../../db/migrations/011-hindi-content';
import { MORE_HINDI_COLUMNS } from '../../db/migrations/015-hindi-and-backup-runs';

const LISTS = new Set(['points', 'vision_points', 'mission_points']);
const COLUMNS: Record<HindiKind, readonly string[]> = { ...HINDI_COLUMNS, ...MORE_HINDI_COLUMNS };
const textColumns = (kind: HindiKind) => COLUMNS[kind].filter((c) => !LISTS.has(c));

export async function hindiGaps(db: Kysely<Database>): Promise<HindiGap[]> {
  return Promise.all(
    HINDI_KINDS.map(async (kind) => {
      const lacking = sql.join(
        textColumns(kind).map((c) => sql`(trim(coalesce(${sql.ref(c)}, '')) <> '' and trim(coalesce(${sql.ref(`${c}_hi`)}, '')) = '')`),
        sql` or `,
      );
      const row = await db
        .selectFrom(kind)
        .select([
          sql<number | string>`count(*)`.as('total'),
          sql<number | string | null>`sum(case when ${lacking} then 1 else 0 end)`.as('missing'),
        ])
        .executeTakeFirstOrThrow();
      return { kind, total: Number(row.total), missing: Number(row.missing ?? 0) };
    }),
  );
}
