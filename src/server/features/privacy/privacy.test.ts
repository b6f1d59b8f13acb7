import { NOTICE_FORMS } from '../../../shared/privacy-fields';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../../test-support/api-harness';
import { createCamp, createStaff, staffJson, studentInput, type StaffFixture } from '../../test-support/staff-fixtures';
import { canonicalJson, noticeHash } from './notices';

let h: Harness;
let admin: StaffFixture;
let coordinator: StaffFixture;
beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000' });
  admin = await createStaff(h, { role: 'admin' });
  coordinator = await createStaff(h, { role: 'coordinator' });
});
afterAll(() => h.close());

const volunteer = { full_name: 'Asha Rawat', email: 'asha@example.org', role: 'Content Creator', message: '' };

async function notices() {
  const res = await h.inject({ method: 'GET', url: '/api/privacy/notices/' });
  expect(res.statusCode).toBe(200);
  return (
    res.json() as { notices: { form: string; version: number; hash: string; id: number; purposes: { key: string; optional: boolean }[] }[] }
  ).notices;
}
const noticeOf = async (form: string) => (await notices()).find((n) => n.form === form)!;

const consentRows = (table: string, id: number) =>
  h.db.kysely
    .selectFrom('consent_records')
    .selectAll()
    .where('subject_type', '=', table)
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute();

describe('privacy notices', () => {
  it('gives every public form a current notice: version 1 with the hash of its content, purposes itemised', async () => {
    const all = await notices();
    expect(all.map((n) => n.form)).toEqual([...NOTICE_FORMS]);
    expect(NOTICE_FORMS).toContain('student_application');
    const row = await h.db.kysely.selectFrom('privacy_notices').selectAll().where('form', '=', 'volunteer').executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
    expect(row.hash).toBe(noticeHash(JSON.parse(row.content)));
    const v = all.find((n) => n.form === 'volunteer')!;
    expect(v.purposes).toEqual([
      expect.objectContaining({ key: 'volunteer_application', optional: false }),
      expect.objectContaining({ key: 'updates', optional: true }),
    ]);
  });

  it('makes a new version when staff change the text, and none when they save it unchanged', async () => {
    const before = await noticeOf('contact');
    const versions = await staffJson(h, 'GET', '/api/privacy/notices/contact/versions/', admin);
    expect(versions.statusCode, versions.body).toBe(200);
    const content = versions.json()[0].content;
    const same = await staffJson(h, 'PUT', '/api/privacy/notices/contact/', admin, content);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ created: false, notice: { version: before.version } });

    const changed = await staffJson(h, 'PUT', '/api/privacy/notices/contact/', admin, {
      ...content,
      intro: 'We answer your message and keep it a year.',
      items_hi: 'नाम: संबोधन के लिए',
    });
    expect(changed.json()).toMatchObject({ created: true, notice: { version: before.version + 1 } });
    const after = await noticeOf('contact');
    expect(after.version).toBe(before.version + 1);
    expect(after.hash).not.toBe(before.hash);
    // The old version is still there, unchanged.
    const old = await h.db.kysely.selectFrom('privacy_notices').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(old.hash).toBe(before.hash);
    expect((await staffJson(h, 'GET', '/api/privacy/notices/contact/versions/', admin)).json()).toHaveLength(after.version);
  });

  it('lets only admins edit notices', async () => {
    const res = await staffJson(h, 'PUT', '/api/privacy/notices/volunteer/', coordinator, { intro: 'x', purposes: {} });
    expect(res.statusCode).toBe(403);
    expect((await noticeOf('volunteer')).version).toBe(1);
  });

  it('hashes the same content the same whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });
});

describe('consent records', () => {
  it('stores the notice version a submission was given and one row per purpose: the form’s own and each optional one ticked', async () => {
    const notice = await noticeOf('volunteer');
    const res = await postJson(h, '/api/volunteer-applications/', {
      ...volunteer,
      notice_version: notice.version,
      consents: ['updates'],
      adult: true,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const row = await h.db.kysely.selectFrom('volunteer_applications').select('notice_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.notice_id).toBe(notice.id);
    const rows = await consentRows('volunteer_applications', id);
    expect(rows.map((r) => [r.purpose, r.action, r.channel, r.notice_id])).toEqual([
      ['volunteer_application', 'given', 'web', notice.id],
      ['updates', 'given', 'web', notice.id],
    ]);
  });

  it('records no optional purpose left unticked', async () => {
    const notice = await noticeOf('partner');
    const res = await postJson(h, '/api/partner-applications/', {
      organization_name: 'Hill Schools',
      contact_person: 'Meera',
      email: 'meera@example.org',
      phone: '9876543210',
      organization_type: 'Foundation/Trust',
      partnership_interest: 'Sponsor',
      notice_version: notice.version,
      adult: true,
    });
    expect(res.statusCode).toBe(201);
    expect((await consentRows('partner_applications', res.json().id)).map((r) => r.purpose)).toEqual(['partner_application']);
  });

  it('refuses an unknown notice version, a purpose the form does not have, and "not 18 or older", storing nothing', async () => {
    const count = async () =>
      Number(
        (
          await h.db.kysely
            .selectFrom('contact_messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const message = { name: 'Ravi', email: 'ravi@example.org', subject: 'Hello', message: 'Hi' };
    for (const extra of [{ notice_version: 999 }, { consents: ['marketing'] }, { consents: ['reply'] }, { adult: false }]) {
      const res = await postJson(h, '/contact/', { ...message, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const refused = await postJson(h, '/contact/', { ...message, adult: false });
    expect(refused.json().errors).toHaveProperty('adult');
    expect(await count()).toBe(before);
  });

  it('cannot be changed or removed: the database refuses UPDATE and DELETE', async () => {
    const res = await postJson(h, '/contact/', { name: 'Ravi', email: 'ravi@example.org', subject: 'Hello', message: 'Hi' });
    expect(res.statusCode).toBe(201);
    const [row] = await consentRows('contact_messages', res.json().id);
    expect(row?.purpose).toBe('reply');
    await expect(h.db.kysely.updateTable('consent_records').set({ purpose: 'other' }).where('id', '=', row!.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(h.db.kysely.deleteFrom('consent_records').where('id', '=', row!.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from consent_records`.execute(h.db.kysely)).rejects.toThrow(/append-only/);
    expect((await consentRows('contact_messages', res.json().id))[0]).toEqual(row);
  });

  it('stores nothing of consent for spam', async () => {
    const res = await postJson(h, '/contact/', {
      name: 'Bot',
      email: 'bot@example.org',
      subject: 'x',
      message: 'y',
      website: 'http://spam',
    });
    expect(res.statusCode).toBe(201);
    expect(await consentRows('contact_messages', res.json().id)).toEqual([]);
  });
});

describe('access log', () => {
  const accessRows = () => h.db.kysely.selectFrom('access_log').selectAll().orderBy('id').execute();

  it('writes one row when an admin opens a record, which shows it whole with its consents', async () => {
    const notice = await noticeOf('partner');
    const sent = await postJson(h, '/api/partner-applications/', {
      organization_name: 'Org',
      contact_person: 'Meera',
      email: 'm@example.org',
      phone: '98765 43221',
      organization_type: 'Foundation/Trust',
      partnership_interest: 'Sponsor',
      notice_version: notice.version,
      consents: ['updates'],
    });
    const id = sent.json().id as number;
    const before = (await accessRows()).length;
    const list = await staffJson(h, 'GET', '/api/inbox/partner-applications/', admin);
    expect(list.json().find((r: { id: number }) => r.id === id).phone).toBe('98******21');
    expect((await accessRows()).length).toBe(before);

    const one = await staffJson(h, 'GET', `/api/inbox/partner-applications/${id}/`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, phone: '98765 43221', notice_version: notice.version });
    expect(one.json().consents.map((c: { purpose: string }) => c.purpose)).toEqual(['partner_application', 'updates']);
    const rows = await accessRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ user_id: admin.id, action: 'view', record_kind: 'partner', record_id: id, filter: '' });
  });

  it('writes one row for an export, with its filter', async () => {
    const before = (await accessRows()).length;
    const res = await staffJson(h, 'GET', '/api/inbox/contact-messages/export.csv?status=new', admin);
    expect(res.statusCode).toBe(200);
    const rows = await accessRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ user_id: admin.id, action: 'export', record_kind: 'contact', record_id: null });
    expect(JSON.parse(rows.at(-1)!.filter)).toMatchObject({ status: 'new' });
  });

  it('logs the opening of a student, whose phone numbers the roster masks', async () => {
    const camp = await createCamp(h);
    const created = await staffJson(
      h,
      'POST',
      '/api/students/',
      admin,
      studentInput(camp, { phone: '9876543210', guardian_phone: '9123456789' }),
    );
    const id = created.json().id as number;
    const roster = await staffJson(h, 'GET', `/api/camps/${camp}/students/`, admin);
    expect(roster.json()[0]).toMatchObject({ phone: '98******10', guardian_phone: '91******89' });
    const before = (await accessRows()).length;
    const one = await staffJson(h, 'GET', `/api/students/${id}/`, admin);
    expect(one.json()).toMatchObject({ phone: '9876543210' });
    expect((await accessRows()).slice(before)).toEqual([
      expect.objectContaining({ action: 'view', record_kind: 'student', record_id: id }),
    ]);
  });

  it('is read by admins, newest first, and not by coordinators', async () => {
    const res = await staffJson(h, 'GET', '/api/privacy/access-log/', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ action: 'view', record_kind: 'student', username: admin.username });
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect((await staffJson(h, 'GET', '/api/privacy/access-log/', coordinator)).statusCode).toBe(403);
  });
});
