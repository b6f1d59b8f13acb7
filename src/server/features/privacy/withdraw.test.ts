import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../../test-support/api-harness';
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CODE_MAX_TRIES, destinationKeyOf, KEY_FILE } from './one-time-codes';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    RATE_LIMIT_PUBLIC_FORMS: '1000',
    OTP_MAX_PER_PHONE: '100',
    OTP_MAX_PER_ADDRESS: '100',
    MAIL_UNVERIFIED_PER_ADDRESS_PER_DAY: '8',
  });
});
afterAll(() => h.close());

const EMAIL = 'Leela.Bisht@example.org';

/** The code in the newest privacy_code mail to `to`. */
async function mailedCode(to: string): Promise<string> {
  const row = await h.db.kysely
    .selectFrom('mail_outbox')
    .select(['text_body', 'recipients'])
    .where('kind', '=', 'privacy_code')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(JSON.parse(row.recipients)).toEqual([to.toLowerCase()]);
  return /\b(\d{6})\b/.exec(row.text_body)![1]!;
}

async function proveEmail(email: string) {
  const asked = await postJson(h, '/api/privacy/codes/', { channel: 'email', destination: email, purpose: 'withdraw' });
  expect(asked.statusCode).toBe(200);
  const { challenge } = asked.json() as { challenge: string };
  const code = await mailedCode(email);
  const verified = await postJson(h, '/api/privacy/codes/verify/', { challenge, purpose: 'withdraw', code });
  expect(verified.statusCode, verified.body).toBe(200);
  return { challenge, channel: 'email', destination: email };
}

describe('withdrawal', () => {
  it('a code to the e-mail address proves it; the consents given with it show; one call withdraws one, as a new row', async () => {
    const sent = await postJson(h, '/contact/', {
      name: 'Leela Bisht',
      email: EMAIL.toLowerCase(),
      subject: 'Camps',
      message: 'Hello',
      consents: ['updates'],
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as number;
    const proof = await proveEmail(EMAIL);

    const mine = await postJson(h, '/api/privacy/consents/mine/', proof);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({ subject_type: 'contact_messages', subject_id: id, purpose: 'reply', form: 'contact' }),
      expect.objectContaining({ subject_type: 'contact_messages', subject_id: id, purpose: 'updates', form: 'contact' }),
    ]);

    const withdrawn = await postJson(h, '/api/privacy/consents/withdraw/', {
      ...proof,
      subject_type: 'contact_messages',
      subject_id: id,
      purpose: 'updates',
    });
    expect(withdrawn.statusCode).toBe(200);
    const rows = await h.db.kysely
      .selectFrom('consent_records')
      .selectAll()
      .where('subject_id', '=', id)
      .where('subject_type', '=', 'contact_messages')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.purpose, r.action])).toEqual([
      ['reply', 'given'],
      ['updates', 'given'],
      ['updates', 'withdrawn'],
    ]);
    expect(rows[2]!.evidence_code_id).toEqual(expect.any(Number));
    expect(rows[2]!.notice_id).toBe(rows[1]!.notice_id);
    expect((await postJson(h, '/api/privacy/consents/mine/', proof)).json()).toEqual([expect.objectContaining({ purpose: 'reply' })]);
    // Once withdrawn, it is not there to withdraw again.
    const again = await postJson(h, '/api/privacy/consents/withdraw/', {
      ...proof,
      subject_type: 'contact_messages',
      subject_id: id,
      purpose: 'updates',
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses without a verified code, with another address than the code proved, and for someone else’s record', async () => {
    const other = await postJson(h, '/contact/', { name: 'Other', email: 'other@example.org', subject: 'x', message: 'y' });
    const asked = await postJson(h, '/api/privacy/codes/', { channel: 'email', destination: EMAIL, purpose: 'withdraw' });
    const { challenge } = asked.json() as { challenge: string };
    const unverified = await postJson(h, '/api/privacy/consents/mine/', { challenge, channel: 'email', destination: EMAIL });
    expect(unverified.statusCode).toBe(401);

    const proof = await proveEmail(EMAIL);
    expect((await postJson(h, '/api/privacy/consents/mine/', { ...proof, destination: 'other@example.org' })).statusCode).toBe(401);
    const foreign = await postJson(h, '/api/privacy/consents/withdraw/', {
      ...proof,
      subject_type: 'contact_messages',
      subject_id: other.json().id,
      purpose: 'reply',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends no code where no record holds the address, with the same reply', async () => {
    const before = await h.count('mail_outbox');
    const res = await postJson(h, '/api/privacy/codes/', { channel: 'email', destination: 'nobody@example.org', purpose: 'withdraw' });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe('If we hold records with this phone number or e-mail address, a code is on its way.');
    expect(await h.count('mail_outbox')).toBe(before);
  });

  it('burns a code after five wrong tries: the right one no longer proves anything', async () => {
    const asked = await postJson(h, '/api/privacy/codes/', { channel: 'email', destination: EMAIL, purpose: 'withdraw' });
    const { challenge } = asked.json() as { challenge: string };
    const code = await mailedCode(EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_TRIES; i++) {
      const res = await postJson(h, '/api/privacy/codes/verify/', { challenge, purpose: 'withdraw', code: wrong });
      expect(res.statusCode).toBe(400);
    }
    const late = await postJson(h, '/api/privacy/codes/verify/', { challenge, purpose: 'withdraw', code });
    expect(late.statusCode).toBe(400);
    expect((await postJson(h, '/api/privacy/consents/mine/', { challenge, channel: 'email', destination: EMAIL })).statusCode).toBe(401);
  });

  it('a code e-mail counts under the cap of mail to an address a visitor typed, with the same reply past it', async () => {
    const address = 'capped@example.org';
    expect((await postJson(h, '/contact/', { name: 'Capped', email: address, subject: 'x', message: 'y' })).statusCode).toBe(201);
    const toAddress = async () =>
      (
        await h.db.kysely
          .selectFrom('mail_outbox')
          .select('id')
          .where('recipients', '=', JSON.stringify([address]))
          .execute()
      ).length;
    expect(await toAddress()).toBe(1);
    for (let i = 0; i < 9; i++) {
      const res = await postJson(h, '/api/privacy/codes/', { channel: 'email', destination: address, purpose: 'withdraw' });
      expect(res.statusCode).toBe(200);
      expect(res.json().detail).toBe('If we hold records with this phone number or e-mail address, a code is on its way.');
    }
    expect(await toAddress()).toBe(8);
  });

  it('keeps the destination as an HMAC under the server key, not a hash anyone can recompute', async () => {
    const asked = await postJson(h, '/api/privacy/codes/', { channel: 'email', destination: 'keyed@example.org', purpose: 'withdraw' });
    expect(asked.statusCode).toBe(200);
    const row = await h.db.kysely.selectFrom('one_time_codes').select('destination_hash').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const plain = 'email:keyed@example.org';
    expect(row.destination_hash).not.toBe(createHash('sha256').update(plain).digest('hex'));
    const key = fs.readFileSync(path.join(h.config.dataDir, KEY_FILE), 'utf8');
    expect(row.destination_hash).toBe(createHmac('sha256', key).update(plain).digest('hex'));
    expect(destinationKeyOf({ PRIVACY_HASH_KEY: 'k'.repeat(32), dataDir: h.config.dataDir }).toString()).toBe('k'.repeat(32));
  });
});
