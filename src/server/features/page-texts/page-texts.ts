// The pages' headings and intro lines as staff word them (decision 0033, migration 017): one row a page,
// made at its first change; '' is the website's own text (left out of the reply).
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../audit/audit';
import type { StaffCall } from '../../content/staff-call';
import { isoNow } from '../../lib/clock';
import {
  PAGE_TEXT_PAGES,
  PAGE_TEXT_PARTS,
  type PageTextField,
  type PageTexts,
  type PageTextsEdit,
} from '../../../shared/schemas/staff/page-texts';

export async function readPageTexts(db: Db): Promise<PageTexts> {
  const rows = await db.kysely.selectFrom('page_texts').selectAll().execute();
  const texts = { updated_at: '' } as PageTexts;
  for (const page of PAGE_TEXT_PAGES) {
    const row = rows.find((r) => r.page === page);
    for (const part of PAGE_TEXT_PARTS) if (row?.[part]) texts[`${page}_${part}` as PageTextField] = row[part];
    if (row && row.updated_at > texts.updated_at) texts.updated_at = row.updated_at;
  }
  return texts;
}

/** Changes the fields sent (each page's row made when it first changes), audited with the fields' names. */
export async function updatePageTexts(call: StaffCall, edit: PageTextsEdit): Promise<PageTexts> {
  const now = isoNow();
  await inTransaction(call.db, async (trx) => {
    const changed: string[] = [];
    for (const page of PAGE_TEXT_PAGES) {
      const values = Object.fromEntries(
        PAGE_TEXT_PARTS.flatMap((part) => {
          const value = edit[`${page}_${part}` as PageTextField];
          return value === undefined ? [] : [[part, value]];
        }),
      );
      if (Object.keys(values).length === 0) continue;
      changed.push(...Object.keys(values).map((part) => `${page}_${part}`));
      // The page's row, made at its first change.
      await trx
        .insertInto('page_texts')
        .values({ page, ...values, updated_at: now })
        .onConflict((conflict) => conflict.column('page').doUpdateSet({ ...values, updated_at: now }))
        .execute();
    }
    if (changed.length) await recordAudit(trx, call.actor, { action: 'update', entity: 'page_texts', details: { fields: changed } });
  });
  return readPageTexts(call.db);
}
