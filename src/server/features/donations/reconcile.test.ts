import { describe, expect, it } from 'vitest';
import { postJson } from '../../test-support/api-harness';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin, coordinator } = staffSuite({
  env: { RATE_LIMIT_PUBLIC_FORMS: '1000' },
  staff: { admin: 'admin', coordinator: 'coordinator' },
});

const MAPPING = { utr: 'Narration', amount: 'Credit', date: 'Txn Date', date_format: 'DD/MM/YYYY' };

async function reported(amount: string, utr: string, paidOn = '2026-07-14', pan = 'ABCDE1234F') {
  await staffJson(h, 'PUT', '/api/donations/settings/', admin, { upi_id: 'hillcamps@sbi', payee_name: 'Hill Camps Trust' });
  const reference = (await postJson(h, '/api/donations/', { amount, declaration: 'indian' })).json().reference as string;
  const sent = await postJson(h, '/api/donations/paid/', {
    reference,
    utr,
    amount,
    paid_on: paidOn,
    name: 'Meera Joshi',
    address: 'Dharchula',
    pan,
    email: 'meera@example.org',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return reference;
}

const statusOf = async (reference: string) =>
  (await h.db.kysely.selectFrom('donations').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;

const importCsv = (csv: string, mapping?: object) =>
  staffJson(h, 'POST', '/api/donations/statements/', admin, { bank: 'SBI Dharchula', csv, ...(mapping ? { mapping } : {}) });

describe('bank statement import', () => {
  it('matches on UTR, then on amount and date; a second import verifies nothing again; the mapping is remembered per bank', async () => {
    const byUtr = await reported('1500', '412345678901');
    const byAmount = await reported('2750.50', '412345678999', '2026-07-15');
    const none = await reported('999', '499999999999');
    const csv = [
      'Txn Date,Narration,Debit,Credit,Balance',
      '14/07/2026,UPI/412345678901/Meera/sbi,,"1,500.00","10,000.00"',
      '15/07/2026,NEFT CR 98765 JOSHI,,2750.50,12750.50',
      '16/07/2026,UPI/400000000000/someone else,,300.00,13050.50',
    ].join('\n');
    const first = await importCsv(csv, MAPPING);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      verified: [
        { reference: byUtr, by: 'utr', receipt: 'FY2026-27/000001' },
        { reference: byAmount, by: 'amount_date', receipt: 'FY2026-27/000002' },
      ],
      already_verified: 0,
      unmatched_lines: 1,
      unmatched: [{ line: 3, utr: '400000000000', amount: '300.00', date: '2026-07-16' }],
    });
    expect([await statusOf(byUtr), await statusOf(byAmount), await statusOf(none)]).toEqual(['verified', 'verified', 'reported']);
    const receiptMails = () =>
      h.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'donation_receipt').orderBy('id').execute();
    const mails = await receiptMails();
    expect(mails.map((m) => [JSON.parse(m.recipients), m.subject])).toEqual([
      [['meera@example.org'], 'Your donation receipt FY2026-27/000001'],
      [['meera@example.org'], 'Your donation receipt FY2026-27/000002'],
    ]);
    expect(mails[0]!.html_body).toContain('Rupees One Thousand Five Hundred only');
    expect(mails[0]!.text_body).toContain('This is a voluntary contribution; no goods or services were given in return.');

    const second = await importCsv(csv);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ verified: [], already_verified: 1 });
    // The receipt was sent once.
    expect(await receiptMails()).toHaveLength(2);
  });

  it('refuses a statement of a new bank without a mapping, or without the mapped columns, changing nothing', async () => {
    const before = await h.db.kysely.selectFrom('donations').selectAll().orderBy('id').execute();
    const mappings = await h.count('bank_statement_mappings');
    const noMapping = await staffJson(h, 'POST', '/api/donations/statements/', admin, { bank: 'Another Bank', csv: 'a,b\n1,2' });
    expect(noMapping.statusCode).toBe(400);
    const wrongColumns = await staffJson(h, 'POST', '/api/donations/statements/', admin, {
      bank: 'Third Bank',
      csv: 'a,b\n1,2',
      mapping: MAPPING,
    });
    expect(wrongColumns.statusCode).toBe(400);
    expect(await h.db.kysely.selectFrom('donations').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await h.count('bank_statement_mappings')).toBe(mappings);
  });

  it('lists reports unmatched after 30 days with the PAN masked, and logs the view; coordinators may not', async () => {
    const late = await reported('450', '433333333333', '2026-05-01', 'PQRST6789Z');
    await h.db.kysely
      .updateTable('donations')
      .set({ reported_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('reference', '=', late)
      .execute();
    const listed = await staffJson(h, 'GET', '/api/donations/unmatched/', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ reference: late, donor_pan: 'PQRST****Z', amount: '450.00', utr: '433333333333' }),
    ]);
    const logged = await h.db.kysely.selectFrom('access_log').selectAll().where('record_kind', '=', 'donation').execute();
    expect(logged).toHaveLength(1);
    expect((await staffJson(h, 'GET', '/api/donations/unmatched/', coordinator)).statusCode).toBe(403);
  });
});

describe('gifts staff record', () => {
  const gift = {
    amount: '5000',
    received_on: '2026-08-02',
    declaration: 'indian',
    name: 'Kailash Pant',
    address: 'Munsiyari',
    pan: 'KLMNO4321P',
  };

  it('stores a cheque, transfer or cash gift as verified, with who recorded it and an audit entry', async () => {
    for (const [mode, instrument] of [
      ['cheque', '004512'],
      ['bank_transfer', '512345678901'],
      ['cash', ''],
    ] as const) {
      const sent = await staffJson(h, 'POST', '/api/donations/gifts/', admin, { ...gift, mode, instrument });
      expect(sent.statusCode, sent.body).toBe(201);
      const row = await h.db.kysely
        .selectFrom('donations')
        .selectAll()
        .where('reference', '=', sent.json().reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ mode, status: 'verified', amount_paise: 500000, recorded_by: admin.id, donor_pan: 'KLMNO4321P' });
    }
  });

  it('refuses a gift without the declaration or with a wrong mode, and refuses coordinators, storing nothing', async () => {
    const before = await h.count('donations');
    expect(
      (await staffJson(h, 'POST', '/api/donations/gifts/', admin, { ...gift, mode: 'cheque', declaration: 'foreign' })).statusCode,
    ).toBe(400);
    expect((await staffJson(h, 'POST', '/api/donations/gifts/', admin, { ...gift, mode: 'crypto' })).statusCode).toBe(400);
    expect((await staffJson(h, 'POST', '/api/donations/gifts/', coordinator, { ...gift, mode: 'cash' })).statusCode).toBe(403);
    expect(await h.count('donations')).toBe(before);
  });
});
