import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../../test-support/api-harness';
import { CODE_MAX_TRIES } from './one-time-codes';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000', OTP_MAX_PER_PHONE: '100', OTP_MAX_PER_ADDRESS: '100' });
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
  expect(JSON.parse(row.recipients)).toEqual([to]);
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
});
