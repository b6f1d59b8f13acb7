// Form 10BD (decision 0037; rule 18AB): the statement of donations of a financial year, filed by
// 31 May, as a CSV in the columns of the income-tax portal's template: one row per donor, donation
// type and mode of receipt, with the sum. Donors are told apart by PAN, else by name and address;
// a row without a PAN is flagged (the portal takes it, but the donor's deduction needs a PAN).
import type { Db } from '../../db/database';
import { rupees } from '../../../shared/upi';

export const FORM_10BD_COLUMNS = [
  'Sr. No.',
  'ID Code',
  'Unique Identification Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
  'PAN missing',
] as const;

const modeOfReceipt = (mode: string) => (mode === 'cash' ? 'Cash' : 'Electronic modes including account payee cheque/draft');

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The year's verified gifts, aggregated; `fy` as FY2026-27. */
export async function form10bdRows(db: Db, fy: string) {
  const start = Number(fy.slice(2, 6));
  const gifts = await db.kysely
    .selectFrom('donations')
    .select(['donor_name', 'donor_address', 'donor_pan', 'mode', 'reported_paise', 'amount_paise'])
    .where('status', '=', 'verified')
    .where('paid_on', '>=', `${start}-04-01`)
    .where('paid_on', '<=', `${start + 1}-03-31`)
    .orderBy('id')
    .execute();
  const rows = new Map<string, { pan: string; name: string; address: string; mode: string; paise: number }>();
  for (const g of gifts) {
    const mode = modeOfReceipt(g.mode);
    const donor = g.donor_pan || `${g.donor_name.trim().toLowerCase()}|${g.donor_address.trim().toLowerCase()}`;
    const key = `${donor}|Others|${mode}`;
    const row = rows.get(key) ?? { pan: g.donor_pan, name: g.donor_name, address: g.donor_address, mode, paise: 0 };
    row.paise += g.reported_paise ?? g.amount_paise;
    rows.set(key, row);
  }
  return [...rows.values()];
}

export async function form10bdCsv(db: Db, fy: string): Promise<string> {
  const rows = await form10bdRows(db, fy);
  const lines = rows.map((r, i) =>
    [
      String(i + 1),
      r.pan ? 'Permanent Account Number' : '',
      r.pan,
      r.name,
      r.address,
      'Others',
      r.mode,
      rupees(r.paise),
      r.pan ? '' : 'yes',
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[FORM_10BD_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
