import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';
import { financialYear, receiptNumber } from './receipts';

const { h, admin } = staffSuite({ staff: { admin: 'admin' } });

const gift = (received_on: string, amount = '500', mode = 'cheque') =>
  staffJson(h, 'POST', '/api/donations/gifts/', admin, {
    mode,
    amount,
    received_on,
    declaration: 'indian',
    name: 'Kailash Pant',
    address: 'Munsiyari',
    pan: 'KLMNO4321P',
  });

describe('80G receipts', () => {
  it('names the financial year April–March', () => {
    expect([financialYear('2026-04-01'), financialYear('2027-03-31'), financialYear('2026-03-31'), financialYear('2099-12-01')]).toEqual([
      'FY2026-27',
      'FY2026-27',
      'FY2025-26',
      'FY2099-00',
    ]);
    expect(receiptNumber('FY2026-27', 123)).toBe('FY2026-27/000123');
  });

  it('numbers receipts without gaps or repeats per financial year under concurrent verifications', async () => {
    const replies = await Promise.all([
      ...Array.from({ length: 12 }, () => gift('2026-07-14')),
      ...Array.from({ length: 5 }, () => gift('2026-02-10')),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(201);
    const numbers = replies.map((r) => r.json().receipt as string);
    const thisYear = numbers.filter((n) => n.startsWith('FY2026-27/')).sort();
    const lastYear = numbers.filter((n) => n.startsWith('FY2025-26/')).sort();
    expect(thisYear).toEqual(Array.from({ length: 12 }, (_, i) => receiptNumber('FY2026-27', i + 1)));
    expect(lastYear).toEqual(Array.from({ length: 5 }, (_, i) => receiptNumber('FY2025-26', i + 1)));
  });

  it('keeps what it was issued with: the amount in words, the deduction by date, cash above ₹2,000 not deductible', async () => {
    await staffJson(h, 'PUT', '/api/donations/settings/', admin, {
      deduction_before: 'Section 80G, Income-tax Act 1961',
      deduction_after: 'Income-tax Act 2025',
    });
    const cash = (await gift('2026-05-02', '105000', 'cash')).json();
    const before = (await gift('2026-03-30', '2000', 'cash')).json();
    const content = async (number: string) =>
      JSON.parse(
        (await h.db.kysely.selectFrom('receipts').select('content').where('number', '=', number).executeTakeFirstOrThrow()).content,
      );
    expect(await content(cash.receipt)).toMatchObject({
      amount: '105000.00',
      amount_words_en: 'Rupees One Lakh Five Thousand only',
      amount_words_hi: 'रुपये एक लाख पाँच हज़ार मात्र',
      deduction_en: 'Income-tax Act 2025',
      deductible: false,
      donor_pan: 'KLMNO4321P',
    });
    expect(await content(before.receipt)).toMatchObject({ deduction_en: 'Section 80G, Income-tax Act 1961', deductible: true });
  });

  it('refuses any change or removal of an issued receipt, whatever the code', async () => {
    const { receipt } = (await gift('2026-09-01')).json();
    const row = await h.db.kysely.selectFrom('receipts').selectAll().where('number', '=', receipt).executeTakeFirstOrThrow();
    await expect(h.db.kysely.updateTable('receipts').set({ content: '{}' }).where('id', '=', row.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(h.db.kysely.deleteFrom('receipts').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    expect(await h.db.kysely.selectFrom('receipts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual(row);
  });
});

describe('a correction', () => {
  it('cancels a receipt with a reason and issues a new one that names it; numbers are never reused; twice is refused', async () => {
    const { receipt } = (await gift('2026-10-05', '700')).json();
    const old = await h.db.kysely.selectFrom('receipts').selectAll().where('number', '=', receipt).executeTakeFirstOrThrow();
    const cancel = () => staffJson(h, 'POST', `/api/donations/receipts/${old.id}/cancel/`, admin, { reason: 'Donor’s name misspelt' });
    const done = await cancel();
    expect(done.statusCode, done.body).toBe(200);
    const { issued } = done.json();
    expect(done.json().cancelled).toBe(receipt);
    expect(issued).not.toBe(receipt);
    const fresh = await h.db.kysely.selectFrom('receipts').selectAll().where('number', '=', issued).executeTakeFirstOrThrow();
    expect(fresh).toMatchObject({ donation_id: old.donation_id, replaces_id: old.id });
    expect(JSON.parse(fresh.content).replaces_number).toBe(receipt);
    expect(
      await h.db.kysely.selectFrom('receipt_cancellations').select('reason').where('receipt_id', '=', old.id).executeTakeFirstOrThrow(),
    ).toEqual({
      reason: 'Donor’s name misspelt',
    });
    const receipts = await h.count('receipts');
    expect((await cancel()).statusCode).toBe(409);
    expect((await staffJson(h, 'POST', `/api/donations/receipts/${old.id}/cancel/`, admin, { reason: '' })).statusCode).toBe(400);
    expect(await h.count('receipts')).toBe(receipts);

    // The new receipt as a PDF (admin), drawn from what it was issued with: its number and the one it replaces.
    const pdf = await h.inject({ method: 'GET', url: `/api/donations/receipts/${fresh.id}/pdf/`, headers: admin.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeLessThanOrEqual(100 * 1024);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toContain(issued);
    expect(text).toContain(receipt);
    expect(text).toContain('Kailash Pant');
    expect((await h.inject({ method: 'GET', url: '/api/donations/receipts/999999/pdf/', headers: admin.headers })).statusCode).toBe(404);
  });
});
