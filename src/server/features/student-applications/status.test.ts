import { beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../test-support/api-harness';
import { staffJson } from '../../test-support/staff-fixtures';
import { mailSettings } from '../../mail/outbox';
import { eraseWithdrawn } from './erasure';
import { registerNotifier } from './notify';
import { LOOKUPS_PER_NUMBER } from './routes';
import { apply, applicationSuite, BASE, childForm } from './test-fixtures';

const { h, admin, clock, ids } = applicationSuite();
const DAY = 86_400_000;
const DOB = '2007-01-20';
const sent: { to: string; message: string }[] = [];
const pending: Promise<void>[] = [];
const app: Record<string, { id: number; number: string }> = {};

const lookup = (path: 'status' | 'withdraw', number: string, date_of_birth: string) =>
  postJson(h, `${BASE}/${path}/`, JSON.stringify({ number, date_of_birth }));
const rowOf = (id: number) => h.db.kysely.selectFrom('student_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function adult(name: string, mobile: string) {
  const res = await apply(
    h,
    childForm(ids.centre, { full_name: name, date_of_birth: DOB, class: '11', stream: 'pcm', self_consent: 'on', parent_mobile: mobile }),
  );
  const number = res.json().number as string;
  const row = await h.db.kysely.selectFrom('student_applications').select('id').where('number', '=', number).executeTakeFirstOrThrow();
  return { id: row.id, number };
}

beforeAll(async () => {
  registerNotifier(h.db, {
    sms: { send: async (to, message) => void sent.push({ to, message }) },
    outbox: { run: (_what, task) => void pending.push(task()) },
    mail: mailSettings(h.config),
  });
  // The centre has 2 seats: A and B take them, C waits.
  app.a = await adult('Asha Rana', '9876500011');
  app.b = await adult('Bhanu Rana', '9876500012');
  app.c = await adult('Charu Rana', '9876500013');
  const res = await staffJson(h, 'POST', `${BASE}/pipeline/status/`, admin, { ids: [app.a.id, app.b.id, app.c.id], status: 'shortlisted' });
  expect(res.statusCode).toBe(200);
  expect((await rowOf(app.c.id)).has_seat).toBe(0);
});

describe("an application's status by number and date of birth", () => {
  it('answers the right number and date of birth, in any case and spacing of the number', async () => {
    const res = await lookup('status', ` ${app.a!.number.toLowerCase()} `, DOB);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ number: app.a!.number, status: 'shortlisted', changed_at: new Date(clock()).toISOString() });
  });

  it('gives an unknown number, an unreadable one and a wrong date of birth the same reply', async () => {
    const [unknown, unreadable, wrong] = [
      await lookup('status', 'UK26-999999A', DOB),
      await lookup('status', 'nonsense', DOB),
      await lookup('status', app.b!.number, '2007-01-21'),
    ];
    for (const res of [unknown, unreadable, wrong]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'No application matches this application number and date of birth.' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe(wrong.headers['content-type']);
      expect(res.headers['content-length']).toBe(wrong.headers['content-length']);
    }
    expect((await lookup('status', app.b!.number, '')).statusCode).toBe(404);
  });

  it(`refuses a number after ${LOOKUPS_PER_NUMBER} look-ups in the window, even with the right date of birth; other numbers still answer`, async () => {
    const d = await adult('Deepak Rana', '9876500014');
    for (let i = 0; i < LOOKUPS_PER_NUMBER; i++) expect((await lookup('status', d.number, '2000-01-01')).statusCode).toBe(404);
    const limited = await lookup('status', d.number, DOB);
    expect(limited.statusCode).toBe(429);
    expect((await lookup('withdraw', d.number, DOB)).statusCode).toBe(429);
    expect((await rowOf(d.id)).status).toBe('submitted');
    expect((await lookup('status', app.b!.number, DOB)).statusCode).toBe(200);
  });
});

describe('a withdrawal from the status page', () => {
  it('refuses a wrong date of birth with the same reply, changing nothing', async () => {
    const res = await lookup('withdraw', app.a!.number, '2007-02-20');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No application matches this application number and date of birth.' });
    expect((await rowOf(app.a!.id)).status).toBe('shortlisted');
  });

  it('withdraws: processing stops, the seat goes to the first waiting, both parents are told', async () => {
    const before = sent.length;
    const res = await lookup('withdraw', app.a!.number, DOB);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ number: app.a!.number, status: 'withdrawn' });
    const a = await rowOf(app.a!.id);
    expect(a).toMatchObject({ status: 'withdrawn', has_seat: 0, withdrawn_at: new Date(clock()).toISOString() });
    expect((await rowOf(app.c!.id)).has_seat).toBe(1);
    await Promise.all(pending);
    expect(sent.slice(before)).toEqual([
      { to: '+919876500013', message: `आवेदन ${app.c!.number}: GIC Munsiyari पर स्क्रीनिंग परीक्षा की सीट अब आपकी है।` },
      { to: '+919876500011', message: `आवेदन ${app.a!.number}: वापस लिया गया।` },
    ]);
    // Again: the same answer, nothing more sent; the pipeline moves nothing out of withdrawn.
    expect((await lookup('withdraw', app.a!.number, DOB)).json().status).toBe('withdrawn');
    await Promise.all(pending);
    expect(sent.length).toBe(before + 2);
    const moved = await staffJson(h, 'POST', `${BASE}/pipeline/status/`, admin, { ids: [app.a!.id], status: 'shortlisted' });
    expect(moved.statusCode).toBe(409);
    expect((await lookup('status', app.a!.number, DOB)).json().status).toBe('withdrawn');
  });

  it('erases the personal data within 7 days, keeping only the number, the status and the dates', async () => {
    const withdrawnAt = Date.parse((await rowOf(app.a!.id)).withdrawn_at!);
    expect(await eraseWithdrawn(h.db.kysely, new Date(withdrawnAt + 6 * DAY - 1000), async () => {})).toBe(0);
    expect(await eraseWithdrawn(h.db.kysely, new Date(withdrawnAt + 6 * DAY + 1000), async () => {})).toBe(1);
    const a = await rowOf(app.a!.id);
    expect(a).toMatchObject({
      number: app.a!.number,
      status: 'withdrawn',
      full_name: '',
      date_of_birth: '',
      parent_name: '',
      parent_mobile: '',
      parent_email: '',
      school_name: '',
      village: '',
      last_exam_percentage: null,
      roll_number: null,
    });
    expect(a.erased_at).toBe(new Date(withdrawnAt + 6 * DAY + 1000).toISOString());
    expect(JSON.stringify(a)).not.toContain('Asha');
    expect((await rowOf(app.b!.id)).full_name).toBe('Bhanu Rana');
    expect(await eraseWithdrawn(h.db.kysely, new Date(withdrawnAt + 8 * DAY), async () => {})).toBe(0);
    const gone = await lookup('status', app.a!.number, DOB);
    expect(gone.statusCode).toBe(404);
  });
});
