import { describe, expect, it } from 'vitest';
import { postJson } from '../../test-support/api-harness';
import { outboxOf } from '../slot-coordinators/sms';
import { apply, applicationSuite, BASE, childForm } from './test-fixtures';

const { h, ids, texts } = applicationSuite();

const post = (url: string, body: unknown) => postJson(h, `${BASE}${url}`, JSON.stringify(body));
const drained = async () => outboxOf(h.db)!.drain();
const lastCode = () => /\b(\d{6})\b/.exec(texts.at(-1)!.message)![1]!;
const consentsOf = (id: number) =>
  h.db.kysely
    .selectFrom('consent_records')
    .selectAll()
    .where('subject_type', '=', 'student_applications')
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute();
const rowOf = (number: string) =>
  h.db.kysely.selectFrom('student_applications').selectAll().where('number', '=', number).executeTakeFirstOrThrow();

async function pending(mobile = '9876543210') {
  const { number } = (await apply(h, childForm(ids.centre, { parent_mobile: mobile }))).json();
  await drained();
  return number as string;
}

describe("a parent's consent", () => {
  it('texts the parent a link in the form’s language when a child applies', async () => {
    const number = await pending();
    expect(texts.at(-1)!.to).toBe('+91******3210');
    expect(texts.at(-1)!.message).toContain(`आवेदन ${number}`);
    expect(texts.at(-1)!.message).toContain(`/hi/apply/consent?number=${number}`);
  });

  it('submits the application once the parent declares and enters the code; optional purposes only when ticked', async () => {
    const number = await pending('9876500001');
    const { challenge } = (await post('/consent/code/', { number })).json();
    await drained();
    expect(texts.at(-1)!.message).toContain(number);
    const consent = {
      number,
      challenge,
      code: lastCode(),
      parent_name: 'Sunita Rawat',
      parent_relationship: 'mother',
      adult: 'on',
      consents: ['sms_alerts'],
    };
    const res = await post('/consent/', consent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ number, status: 'submitted' });
    const row = await rowOf(number);
    expect(row).toMatchObject({ status: 'submitted', consent_by: 'parent', parent_name: 'Sunita Rawat', parent_relationship: 'mother' });
    const consents = await consentsOf(row.id);
    expect(consents.map((c) => c.purpose)).toEqual(['student_application', 'sms_alerts']);
    expect(consents.every((c) => c.evidence_code_id !== null && c.channel === 'web' && c.action === 'given')).toBe(true);
    await drained();
    expect(texts.at(-1)!.message).toContain(`/hi/apply/status?number=${number}`);
    // Used once: the same code confirms nothing again.
    expect((await post('/consent/', consent)).statusCode).toBe(400);
  });

  it('refuses a wrong code, a code sent to another parent, a missing declaration and an unknown purpose, storing nothing', async () => {
    const number = await pending('9876500002');
    const other = await pending('9876500003');
    const { challenge } = (await post('/consent/code/', { number })).json();
    await drained();
    const code = lastCode();
    const { challenge: otherChallenge } = (await post('/consent/code/', { number: other })).json();
    await drained();
    const otherCode = lastCode();
    const base = { number, challenge, code, parent_name: 'P', parent_relationship: 'father', adult: 'on' };
    const before = await h.count('consent_records');
    const wrong = await post('/consent/', { ...base, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: ['This code does not confirm this application. Check it, or ask for a new one.'] });
    expect((await post('/consent/', { ...base, challenge: otherChallenge, code: otherCode })).statusCode).toBe(400);
    const undeclared = await post('/consent/', { ...base, adult: '' });
    expect(Object.keys(undeclared.json().errors)).toEqual(['adult']);
    expect((await post('/consent/', { ...base, consents: ['marketing'] })).statusCode).toBe(400);
    expect(await h.count('consent_records')).toBe(before);
    expect((await rowOf(number)).status).toBe('pending_consent');
    expect((await rowOf(other)).status).toBe('pending_consent');
  });

  it('answers a code request for an unknown number as for a real one, texting no one', async () => {
    const before = texts.length;
    const res = await post('/consent/code/', { number: 'UK26-999999A' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['challenge']);
    await drained();
    expect(texts.length).toBe(before);
  });
});
