// Reconciliation (decision 0037): a bank statement as CSV, its columns mapped once per bank and
// remembered; each credit line matches a reported donation by its UTR, or else by amount and date
// when exactly one reported donation has both. A match becomes `verified` once (a second import of
// the same statement verifies nothing again). Reports no statement has shown after 30 days are
// listed for review. A preview (`dryRun`) runs the same matching and stores nothing: no mapping,
// no verification, no receipt.
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { maskPan, type StatementMapping, type statementImport } from '../../../shared/schemas/donations';
import { rupees } from '../../../shared/upi';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { MailSettings } from '../../mail/outbox';
import { issueReceipt } from './receipts';

const REVIEW_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

interface Line {
  utr: string | null;
  paise: number | null;
  date: string | null;
}

function isoDate(text: string, format: StatementMapping['date_format']): string | null {
  const t = text.trim();
  const m = format === 'YYYY-MM-DD' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(t) : /^(\d{2})[/-](\d{2})[/-](\d{4})/.exec(t);
  if (!m) return null;
  return format === 'YYYY-MM-DD' ? `${m[1]}-${m[2]}-${m[3]}` : `${m[3]}-${m[2]}-${m[1]}`;
}

function paiseOf(text: string): number | null {
  const t = text.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', part = ''] = t.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

export function statementLines(csv: string, mapping: StatementMapping): Line[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
  } catch {
    throw new HttpError(400, 'The statement is not a CSV file the import can read.', { csv: ['Not a readable CSV file.'] });
  }
  const header = rows[0] ? Object.keys(rows[0]) : [];
  const missing = [mapping.utr, mapping.amount, mapping.date].filter((c) => !header.includes(c));
  if (rows.length && missing.length) throw new HttpError(400, `The statement has no column ${missing.join(', ')}.`, { mapping: missing });
  return rows.map((row) => ({
    utr: /(?<!\d)\d{12}(?!\d)/.exec(row[mapping.utr] ?? '')?.[0] ?? null,
    paise: paiseOf(row[mapping.amount] ?? ''),
    date: isoDate(row[mapping.date] ?? '', mapping.date_format),
  }));
}

async function mappingFor(db: Db, bank: string, given: StatementMapping | undefined, now: string): Promise<StatementMapping> {
  if (given) {
    await db.kysely
      .insertInto('bank_statement_mappings')
      .values({ bank, mapping: JSON.stringify(given), updated_at: now })
      .onConflict((oc) => oc.column('bank').doUpdateSet({ mapping: JSON.stringify(given), updated_at: now }))
      .execute();
    return given;
  }
  const stored = await db.kysely.selectFrom('bank_statement_mappings').select('mapping').where('bank', '=', bank).executeTakeFirst();
  if (!stored)
    throw new HttpError(400, 'No column mapping is stored for this bank yet: send one with the first statement.', {
      mapping: ['Required for a new bank.'],
    });
  return JSON.parse(stored.mapping) as StatementMapping;
}

export async function importStatement(
  db: Db,
  mail: MailSettings,
  input: z.output<typeof statementImport>,
  now: string,
  { dryRun = false } = {},
) {
  const mapping = input.mapping ?? (await mappingFor(db, input.bank, undefined, now));
  // Read (and refused) before anything is stored: a bad file changes nothing.
  const lines = statementLines(input.csv, mapping);
  if (input.mapping && !dryRun) await mappingFor(db, input.bank, input.mapping, now);
  return inTransaction(db, async (trx) => {
    const verified: { reference: string; by: 'utr' | 'amount_date'; receipt: string }[] = [];
    const unmatchedLines: { line: number; utr: string; amount: string; date: string }[] = [];
    const taken = new Set<number>();
    let already = 0;
    let unmatched = 0;
    for (const [index, line] of lines.entries()) {
      const byUtr = line.utr
        ? await trx.selectFrom('donations').select(['id', 'reference', 'status']).where('utr', '=', line.utr).executeTakeFirst()
        : undefined;
      let match: { id: number; reference: string; by: 'utr' | 'amount_date' } | undefined =
        byUtr && byUtr.status === 'reported' ? { ...byUtr, by: 'utr' } : undefined;
      if (byUtr?.status === 'verified') {
        already++;
        continue;
      }
      if (!match && line.paise !== null && line.date) {
        const candidates = await trx
          .selectFrom('donations')
          .select(['id', 'reference', 'status'])
          .where('status', '=', 'reported')
          .where('reported_paise', '=', line.paise)
          .where('paid_on', '=', line.date)
          .limit(2)
          .execute();
        if (candidates.length === 1) match = { ...candidates[0]!, by: 'amount_date' };
      }
      if (!match || taken.has(match.id)) {
        unmatched++;
        unmatchedLines.push({
          line: index + 1,
          utr: line.utr ?? '',
          amount: line.paise === null ? '' : rupees(line.paise),
          date: line.date ?? '',
        });
        continue;
      }
      taken.add(match.id);
      if (dryRun) {
        verified.push({ reference: match.reference, by: match.by, receipt: '' });
        continue;
      }
      await trx
        .updateTable('donations')
        .set({ status: 'verified', verified_at: now, updated_at: now })
        .where('id', '=', match.id)
        .where('status', '=', 'reported')
        .execute();
      const receipt = await issueReceipt(trx, mail, match.id);
      verified.push({ reference: match.reference, by: match.by, receipt: receipt.number });
    }
    return { verified, already_verified: already, unmatched_lines: unmatched, unmatched: unmatchedLines };
  });
}

/** Reports still unmatched 30 days after they were made, oldest first; PANs masked. */
export async function unmatchedReports(db: Db, nowMs: number) {
  const before = new Date(nowMs - REVIEW_AFTER_MS).toISOString();
  const rows = await db.kysely
    .selectFrom('donations')
    .select(['reference', 'utr', 'reported_paise', 'paid_on', 'donor_name', 'donor_pan', 'reported_at'])
    .where('status', '=', 'reported')
    .where('reported_at', '<', before)
    .orderBy('reported_at')
    .execute();
  return rows.map((r) => ({
    reference: r.reference,
    utr: r.utr ?? '',
    amount: rupees(r.reported_paise ?? 0),
    paid_on: r.paid_on ?? '',
    donor_name: r.donor_name,
    donor_pan: maskPan(r.donor_pan),
    reported_at: r.reported_at ?? '',
  }));
}
