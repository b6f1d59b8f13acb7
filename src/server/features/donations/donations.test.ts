import { describe, expect, it } from 'vitest';
import { postJson } from '../../test-support/api-harness';
import { staffJson, staffSuite } from '../../test-support/staff-fixtures';

const { h, admin, coordinator } = staffSuite({
  env: { RATE_LIMIT_PUBLIC_FORMS: '1000' },
  staff: { admin: 'admin', coordinator: 'coordinator' },
});

const SETTINGS = {
  upi_id: 'hillcamps.trust@sbi',
  payee_name: 'Hill Camps Trust',
  merchant_code: '8398',
  bank_details: 'State Bank of India, A/c 00000012345678, IFSC SBIN0000001',
  fcra_registered: false,
  fcra_details: 'FCRA A/c 40000000001, SBI New Delhi Main Branch',
};

const setSettings = (fields: Record<string, unknown>) => staffJson(h, 'PUT', '/api/donations/settings/', admin, fields);

describe('donation settings', () => {
  it('admins read and change them; a personal UPI ID, a wrong PAN or merchant code is refused and changes nothing', async () => {
    const first = await staffJson(h, 'GET', '/api/donations/settings/', admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ upi_id: '', card_step: true, fcra_registered: false });

    const changed = await setSettings({
      ...SETTINGS,
      trust_pan: 'aaatr1234q',
      registration_80g: 'AAATR1234QF20214',
      registration_80g_from: '2021-05-28',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ ...SETTINGS, trust_pan: 'AAATR1234Q', card_step: true });

    for (const bad of [
      { upi_id: '9876543210@ybl' },
      { upi_id: 'not-an-id' },
      { trust_pan: 'AB12' },
      { merchant_code: '83a8' },
      { registration_80g_to: '31-03-2027' },
    ]) {
      const refused = await setSettings(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const after = await staffJson(h, 'GET', '/api/donations/settings/', admin);
    expect(after.json()).toMatchObject({ upi_id: SETTINGS.upi_id, trust_pan: 'AAATR1234Q', merchant_code: '8398' });
  });

  it('coordinators may neither read nor change them', async () => {
    expect((await staffJson(h, 'GET', '/api/donations/settings/', coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'PUT', '/api/donations/settings/', coordinator, { payee_name: 'X' })).statusCode).toBe(403);
  });
});

describe('starting a donation', () => {
  it('a citizen of India gets the UPI link and its QR code; the declaration is stored with the donation', async () => {
    await setSettings({ ...SETTINGS, card_step: true });
    const started = await postJson(h, '/api/donations/', { amount: '1500', declaration: 'indian', lang: 'hi' });
    expect(started.statusCode, started.body).toBe(201);
    const offer = started.json();
    expect(offer).toMatchObject({ kind: 'upi', amount: '1500.00', card_step: true, upi_id: SETTINGS.upi_id });
    expect(offer.reference).toMatch(/^DN-[A-Z2-9]{10}$/);
    expect(offer.upi_link).toBe(
      `upi://pay?pa=hillcamps.trust@sbi&pn=Hill%20Camps%20Trust&mc=8398&tr=${offer.reference}&tn=Donation%20${offer.reference}&am=1500.00&cu=INR`,
    );
    const row = await h.db.kysely.selectFrom('donations').selectAll().where('reference', '=', offer.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ declaration: 'indian', mode: 'upi', status: 'started', amount_paise: 150000, lang: 'hi' });

    const qr = await h.inject({ method: 'GET', url: `/api/donations/${offer.reference}/qr.svg` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg[^>]*viewBox/);
    expect((await h.inject({ method: 'GET', url: '/api/donations/DN-NOSUCHONE/qr.svg' })).statusCode).toBe(404);
  });

  it('above ₹1,00,000 gives the bank account instead of UPI; ₹1,00,000 itself is still UPI', async () => {
    const upi = await postJson(h, '/api/donations/', { amount: '100000', declaration: 'indian' });
    expect(upi.json().kind).toBe('upi');
    const bank = await postJson(h, '/api/donations/', { amount: '100000.01', declaration: 'indian' });
    expect(bank.statusCode).toBe(201);
    expect(bank.json()).toMatchObject({ kind: 'bank', amount: '100000.01', bank_details: SETTINGS.bank_details });
    expect((await h.inject({ method: 'GET', url: `/api/donations/${bank.json().reference}/qr.svg` })).statusCode).toBe(404);
  });

  it('someone not an Indian citizen gets no payment option and nothing is stored; with FCRA registration, the FCRA account', async () => {
    const before = await h.count('donations');
    const refused = await postJson(h, '/api/donations/', { amount: '500', declaration: 'foreign' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ kind: 'foreign', fcra_details: '' });
    await setSettings({ fcra_registered: true });
    expect((await postJson(h, '/api/donations/', { amount: '500', declaration: 'foreign' })).json()).toEqual({
      kind: 'foreign',
      fcra_details: SETTINGS.fcra_details,
    });
    expect(await h.count('donations')).toBe(before);
    await setSettings({ fcra_registered: false });
  });

  it('the card step follows its setting', async () => {
    await setSettings({ card_step: false });
    expect((await postJson(h, '/api/donations/', { amount: '500', declaration: 'indian' })).json()).toMatchObject({
      kind: 'upi',
      card_step: false,
    });
    await setSettings({ card_step: true });
  });

  it('refuses a wrong amount or a missing declaration, storing nothing', async () => {
    const before = await h.count('donations');
    for (const body of [
      { amount: '0', declaration: 'indian' },
      { amount: '12.345', declaration: 'indian' },
      { amount: '500' },
      { amount: '500', declaration: 'oci' },
    ]) {
      expect((await postJson(h, '/api/donations/', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await h.count('donations')).toBe(before);
  });

  it('without a UPI ID or bank account, says giving is not set up and stores nothing', async () => {
    await setSettings({ upi_id: '', bank_details: '' });
    const before = await h.count('donations');
    expect((await postJson(h, '/api/donations/', { amount: '500', declaration: 'indian' })).json()).toEqual({
      kind: 'unavailable',
      card_step: true,
    });
    expect(await h.count('donations')).toBe(before);
    await setSettings(SETTINGS);
  });
});

describe('"I have paid"', () => {
  const start = async (amount = '2500') =>
    (await postJson(h, '/api/donations/', { amount, declaration: 'indian' })).json().reference as string;
  const report = (fields: Record<string, unknown>) =>
    postJson(h, '/api/donations/paid/', {
      utr: '412345678901',
      amount: '2500',
      paid_on: '2026-07-14',
      name: 'Meera Joshi',
      address: 'Ward 4, Dharchula, Pithoragarh 262545',
      pan: 'abcde1234f',
      email: 'meera@example.org',
      adult: true,
      ...fields,
    });

  it('stores the report as `reported` with its consent to the donation notice', async () => {
    const reference = await start();
    const sent = await report({ reference, utr: '4123 4567 8901' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ reference, status: 'reported' });
    const row = await h.db.kysely.selectFrom('donations').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'reported',
      utr: '412345678901',
      paid_on: '2026-07-14',
      reported_paise: 250000,
      donor_name: 'Meera Joshi',
      donor_pan: 'ABCDE1234F',
      donor_email: 'meera@example.org',
    });
    expect(row.notice_id).not.toBeNull();
    const consents = await h.db.kysely
      .selectFrom('consent_records')
      .selectAll()
      .where('subject_type', '=', 'donations')
      .where('subject_id', '=', row.id)
      .execute();
    expect(consents).toEqual([expect.objectContaining({ purpose: 'donation', action: 'given', channel: 'web' })]);
    // Once only: the same donation, or the same UTR on another one, is refused.
    expect((await report({ reference, utr: '412345678902' })).statusCode).toBe(409);
    expect((await report({ reference: await start(), utr: '412345678901' })).statusCode).toBe(409);
  });

  it('refuses a wrong UTR, PAN, date, no e-mail or phone, or an unknown reference, changing nothing', async () => {
    const reference = await start();
    const before = await h.db.kysely.selectFrom('donations').selectAll().orderBy('id').execute();
    const consents = await h.count('consent_records');
    for (const [fields, status] of [
      [{ utr: '12345' }, 400],
      [{ utr: '41234567890a' }, 400],
      [{ pan: 'ABCDE12345' }, 400],
      [{ paid_on: '14/07/2026' }, 400],
      [{ email: '', phone: '' }, 400],
      [{ name: '' }, 400],
      [{ reference: 'DN-NOSUCHONE' }, 404],
    ] as const) {
      const refused = await report({ reference, ...fields });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(status);
    }
    expect(await h.db.kysely.selectFrom('donations').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await h.count('consent_records')).toBe(consents);
  });

  it('takes a phone instead of an e-mail, and no PAN', async () => {
    const reference = await start();
    const sent = await report({ reference, utr: '512345678901', email: '', pan: '', phone: '+91 98765 43210' });
    expect(sent.statusCode, sent.body).toBe(201);
  });
});
