import { describe, expect, it } from 'vitest';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin, coordinator } = staffSuite({ staff: { admin: 'admin', coordinator: 'coordinator' } });

const gift = (name: string, pan: string, amount: string, received_on = '2026-08-01', mode = 'cheque') =>
  staffJson(h, 'POST', '/api/donations/gifts/', admin, {
    mode,
    amount,
    received_on,
    declaration: 'indian',
    name,
    address: 'Dharchula',
    pan,
  });

describe('Form 10BD', () => {
  it('aggregates a year’s 5 gifts by 3 donors into 3 rows with the right sums; a donor without PAN is flagged', async () => {
    for (const [name, pan, amount] of [
      ['Meera Joshi', 'ABCDE1234F', '1000'],
      ['Meera Joshi', 'ABCDE1234F', '2500.50'],
      ['Kailash Pant', 'KLMNO4321P', '5000'],
      ['Kailash Pant', 'KLMNO4321P', '500'],
      ['Asha Rawat', '', '750'],
    ] as const) {
      expect((await gift(name, pan, amount)).statusCode).toBe(201);
    }
    // Another financial year's gift stays out.
    await gift('Meera Joshi', 'ABCDE1234F', '9999', '2026-03-31');
    const reply = await staffJson(h, 'GET', '/api/donations/form-10bd/FY2026-27/', admin);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.body.split('\r\n')).toEqual([
      'Sr. No.,ID Code,Unique Identification Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees),PAN missing',
      '1,Permanent Account Number,ABCDE1234F,Meera Joshi,Dharchula,Others,Electronic modes including account payee cheque/draft,3500.50,',
      '2,Permanent Account Number,KLMNO4321P,Kailash Pant,Dharchula,Others,Electronic modes including account payee cheque/draft,5500.00,',
      '3,,,Asha Rawat,Dharchula,Others,Electronic modes including account payee cheque/draft,750.00,yes',
      '',
    ]);
    expect((await staffJson(h, 'GET', '/api/donations/form-10bd/FY2026-27/', coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', '/api/donations/form-10bd/2026/', admin)).statusCode).toBe(400);
  });
});
