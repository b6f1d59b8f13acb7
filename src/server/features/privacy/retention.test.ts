// Retention that erases (decision 0034): periods staff set within a law's floor, the dry run counts without erasing, a run erases what
// is due by kind and logs its counts, a withdrawal erases its record within 7 days, a night runs
// once however many instances try. Time is a manual clock: nothing waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionReport } from '../../../shared/schemas/privacy';
import { manualClock } from '../../lib/clock';
import { createHarness, type Harness } from '../../test-support/api-harness';
import { createStaff, staffJson, type StaffFixture } from '../../test-support/staff-fixtures';
import { recordConsents } from './consents';
import { currentNotice } from './notices';
import { DAY_MS, dryRun, type RetentionKind } from './retention';
import { retentionDays } from './retention-elsewhere';
import { nextNightly, nightOf, runRetention } from './retention-runs';

const clock = manualClock(Date.parse('2027-06-01T12:00:00.000Z'));
let h: Harness;
let admin: StaffFixture;
let coordinator: StaffFixture;
beforeAll(async () => {
  h = await createHarness({}, { build: { clock } });
  admin = await createStaff(h, { role: 'admin' });
  coordinator = await createStaff(h, { role: 'coordinator' });
});
afterAll(() => h.close());

const daysAgo = (days: number) => new Date(clock() - days * DAY_MS).toISOString();

async function contact(status: 'new' | 'done' | 'spam', days: number, email = 'asha@example.org') {
  const at = daysAgo(days);
  const row = await h.db.kysely
    .insertInto('contact_messages')
    .values({ name: 'Asha', email, subject: 'Camps', message: 'Hello', status, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function volunteer(days: number) {
  const at = daysAgo(days);
  const row = await h.db.kysely
    .insertInto('volunteer_applications')
    .values({ full_name: 'Ravi', email: 'ravi@example.org', role: 'Teacher', message: '', status: 'done', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function code(expiredDaysAgo: number) {
  const row = await h.db.kysely
    .insertInto('one_time_codes')
    .values({
      channel: 'email',
      destination_hash: 'x',
      purpose: 'withdraw',
      challenge_hash: `c${Math.random()}`,
      code_hash: 'y',
      expires_at: daysAgo(expiredDaysAgo),
      consumed_at: null,
      created_at: daysAgo(expiredDaysAgo),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const exists = async (table: 'contact_messages' | 'volunteer_applications' | 'one_time_codes' | 'access_log', id: number) =>
  (await h.db.kysely.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

const report = async () => {
  const res = await staffJson(h, 'GET', '/api/privacy/retention/', admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RetentionReport;
};
const dueOf = (r: RetentionReport, kind: string) => r.due.find((d) => d.kind === kind)?.rows;

describe('retention', () => {
  it('admins only', async () => {
    expect((await staffJson(h, 'GET', '/api/privacy/retention/', coordinator)).statusCode).toBe(403);
    expect((await staffJson(h, 'POST', '/api/privacy/retention/run/', null)).statusCode).toBe(401);
    expect((await staffJson(h, 'POST', '/api/privacy/retention/run/', coordinator)).statusCode).toBe(403);
  });

  it('the dry run counts what is due and erases nothing; a run erases it, by kind, and logs the counts', async () => {
    const oldSpam = await contact('spam', 31);
    const newSpam = await contact('spam', 29);
    const oldMessage = await contact('done', 366);
    const recentMessage = await contact('done', 200);
    const oldVolunteer = await volunteer(400);
    const oldCode = await code(31);
    const provingCode = await code(400);
    const notice = await currentNotice(h.db, 'contact');
    // A code that proves a consent stays as long as the consent row that names it.
    await recordConsents(h.db.kysely, {
      subjectType: 'contact_messages',
      subjectId: recentMessage,
      noticeId: notice.id,
      purposes: ['updates'],
      action: 'given',
      channel: 'web',
      evidenceCodeId: provingCode,
    });
    const oldLog = await h.db.kysely
      .insertInto('access_log')
      .values({ user_id: admin.id, action: 'view', record_kind: 'contact', record_id: 1, created_at: daysAgo(401) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await h.count('contact_messages');

    const dry = await report();
    expect(dueOf(dry, 'spam')).toBe(1);
    expect(dueOf(dry, 'contact_messages')).toBe(1);
    expect(dueOf(dry, 'applications')).toBe(1);
    expect(dueOf(dry, 'one_time_codes')).toBe(1);
    expect(dueOf(dry, 'access_log')).toBe(1);
    expect(dry.schedule).toContainEqual(expect.objectContaining({ kind: 'spam', days: 30, default_days: 30, nightly: true }));
    expect(await h.count('contact_messages')).toBe(before);

    const run = await staffJson(h, 'POST', '/api/privacy/retention/run/', admin);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().counts).toContainEqual({ kind: 'spam', rows: 1, files: 0 });
    expect(await exists('contact_messages', oldSpam)).toBe(false);
    expect(await exists('contact_messages', oldMessage)).toBe(false);
    expect(await exists('volunteer_applications', oldVolunteer)).toBe(false);
    expect(await exists('one_time_codes', oldCode)).toBe(false);
    expect(await exists('access_log', oldLog.id)).toBe(false);
    expect(await exists('contact_messages', newSpam)).toBe(true);
    expect(await exists('contact_messages', recentMessage)).toBe(true);
    expect(await exists('one_time_codes', provingCode)).toBe(true);

    const after = await report();
    expect(after.due.every((d) => d.rows === 0)).toBe(true);
    const [last] = after.runs;
    expect(last).toMatchObject({ trigger: 'admin', started_by: admin.username, ok: true });
    expect(last!.counts).toContainEqual({ kind: 'contact_messages', rows: 1, files: 0 });
    const logged = await h.db.kysely.selectFrom('erasure_log').selectAll().where('run_id', '=', last!.id).execute();
    expect(logged.map((l) => [l.kind, l.erased_rows]).filter(([, n]) => n)).toEqual([
      ['spam', 1],
      ['contact_messages', 1],
      ['applications', 1],
      ['one_time_codes', 1],
      ['access_log', 1],
    ]);
  });

  it("a record whose form's own purpose is withdrawn is erased within 7 days; an optional one withdrawn keeps it", async () => {
    const notice = await currentNotice(h.db, 'contact');
    const withdraw = async (id: number, purpose: string) => {
      const consent = { subjectType: 'contact_messages', subjectId: id, noticeId: notice.id, channel: 'web' as const };
      await recordConsents(h.db.kysely, { ...consent, purposes: ['reply', 'updates'], action: 'given' });
      await recordConsents(h.db.kysely, { ...consent, purposes: [purpose], action: 'withdrawn' });
    };
    // Consent rows are stamped with the wall time; the clock moves from the wall time here.
    const start = Date.now();
    const whole = await contact('new', 0, 'whole@example.org');
    const partly = await contact('new', 0, 'partly@example.org');
    await withdraw(whole, 'reply');
    await withdraw(partly, 'updates');
    const at = (days: number) => new Date(start + days * DAY_MS);
    const dueAt = async (days: number) => (await dryRun(h.db.kysely, at(days))).find((c) => c.kind === 'withdrawn')!.rows;
    expect(await dueAt(1)).toBe(0);
    expect(await dueAt(2.01)).toBe(1);
    // The first nightly run after the two days erases it: by day 7 even if a night's run failed.
    const night = nextNightly(at(2.01));
    expect(night.getTime() - start).toBeLessThan(7 * DAY_MS);
    const run = await runRetention(h.db.kysely, async () => {}, { trigger: 'nightly', now: night });
    expect(run!.counts).toContainEqual({ kind: 'withdrawn', rows: 1, files: 0 });
    expect(await exists('contact_messages', whole)).toBe(false);
    expect(await exists('contact_messages', partly)).toBe(true);
    // Its consent rows stay (append-only): they name a record that is gone, and no one.
    expect(await h.db.kysely.selectFrom('consent_records').select('id').where('subject_id', '=', whole).execute()).toHaveLength(3);
  });

  it('periods are settings within their bounds: below the floor is refused with its reason and changes nothing; the run uses the setting', async () => {
    const put = (kind: string, days: number, who: StaffFixture | null = admin, reason = '', reason_hi = '') =>
      staffJson(h, 'PUT', `/api/privacy/retention/${kind}/`, who, { days, reason, reason_hi });
    const schedule = (await report()).schedule;
    expect(schedule.find((k) => k.kind === 'donations')).toMatchObject({ days: 3653, min_days: 3653 });
    expect(schedule.find((k) => k.kind === 'access_log')).toMatchObject({ days: 400, min_days: 365 });
    expect(schedule.find((k) => k.kind === 'applications_after_cycle')).toMatchObject({ days: 180, nightly: true });
    expect(schedule.find((k) => k.kind === 'application_drafts')).toMatchObject({ days: 7 });
    expect(schedule.find((k) => k.kind === 'withdrawn_applications')).toMatchObject({ days: 7 });
    expect(schedule.find((k) => k.kind === 'students')).toMatchObject({ days: 730, nightly: true });
    expect(schedule.find((k) => k.kind === 'donations')!.reason).toContain('17AA');
    expect(schedule.find((k) => k.kind === 'donations')!.reason_hi).toContain('आयकर');

    expect((await put('contact_messages', 30, coordinator)).statusCode).toBe(403);
    expect((await put('contact_messages', 30, null)).statusCode).toBe(401);
    const tooShort = await put('donations', 3652);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors.days[0]).toMatch(/at least 3653 days: Income-tax rule 17AA/);
    const logShort = await put('access_log', 364);
    expect(logShort.statusCode).toBe(400);
    expect(logShort.json().error).toMatch(/at least 365 days/);
    expect((await put('withdrawn_applications', 8)).statusCode).toBe(400);
    expect((await put('nothing_here', 30)).statusCode).toBe(404);
    expect((await put('spam', 0)).statusCode).toBe(400);
    expect(await h.count('retention_settings')).toBe(0);

    const message = await contact('done', 40, 'forty@example.org');
    expect(dueOf(await report(), 'contact_messages')).toBe(0);
    const set = await put('contact_messages', 30, admin, 'A month is enough for us.', 'हमारे लिए एक महीना काफ़ी है।');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ kind: 'contact_messages', days: 30, default_days: 365, reason: 'A month is enough for us.' });
    expect((await put('access_log', 365)).statusCode).toBe(200);
    expect((await put('donations', 4000)).statusCode).toBe(200);
    const after = await report();
    expect(after.schedule.find((k) => k.kind === 'contact_messages')).toMatchObject({ days: 30, reason_hi: 'हमारे लिए एक महीना काफ़ी है।' });
    // The message of 40 days, and any other kept under a year but past a month.
    expect(dueOf(after, 'contact_messages')).toBeGreaterThanOrEqual(1);
    await runRetention(h.db.kysely, async () => {}, { trigger: 'admin', now: new Date(clock()) });
    expect(await exists('contact_messages', message)).toBe(false);
    // The applications' job reads its periods here.
    expect(await retentionDays(h.db.kysely, 'applications_after_cycle')).toBe(180);
    expect((await put('applications_after_cycle', 365)).statusCode).toBe(200);
    expect(await retentionDays(h.db.kysely, 'applications_after_cycle')).toBe(365);
    // Back to the default's words: the row keeps the days, and the catalogue's reason shows through.
    const back = await put('contact_messages', 365, admin, 'A month is enough for us.', '');
    expect(back.json().reason_hi).toContain('एक वर्ष');
  });

  it("camp students are due two years after their camp's year ends", async () => {
    const camp = async (year: number) =>
      (
        await h.db.kysely
          .insertInto('camps')
          .values({
            name: `Camp ${year}`,
            location: 'Almora',
            year,
            image: null,
            image_variants: null,
            created_at: daysAgo(0),
            updated_at: daysAgo(0),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const student = async (campId: number) =>
      (
        await h.db.kysely
          .insertInto('students')
          .values({
            camp_id: campId,
            name: 'Meena',
            standard: 10,
            school: 'GIC',
            village: 'Kausani',
            district: 'Bageshwar',
            gender: 'female',
            phone: '',
            guardian_name: 'Ram',
            guardian_phone: '9876500000',
            created_at: daysAgo(0),
            updated_at: daysAgo(0),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    // The clock is 1 June 2027: the 2024 camp ended 31 December 2024, more than two years ago.
    const old = await student(await camp(2024));
    const recent = await student(await camp(2025));
    const due = (await dryRun(h.db.kysely, new Date(clock()))).find((c) => c.kind === 'students');
    expect(due?.rows).toBe(1);
    await runRetention(h.db.kysely, async () => {}, { trigger: 'admin', now: new Date(clock()) });
    expect(await h.db.kysely.selectFrom('students').select('id').where('id', 'in', [old, recent]).execute()).toEqual([{ id: recent }]);
  });

  it('a night runs once, however many instances try; the files of erased rows go with them', async () => {
    const now = new Date('2027-07-10T21:30:00.000Z');
    expect(nightOf(now)).toBe('2027-07-10');
    expect(nightOf(new Date('2027-07-10T20:59:00.000Z'))).toBe('2027-07-09');
    expect(nextNightly(now).toISOString()).toBe('2027-07-11T21:00:00.000Z');
    const removed: string[] = [];
    const id = await contact('done', 0, 'files@example.org');
    const kind: RetentionKind = {
      key: 'with_files',
      days: 0,
      due: async () => [{ table: 'contact_messages', ids: [id], files: ['documents/a.pdf', 'documents/b.pdf'] }],
    };
    const first = await runRetention(h.db.kysely, async (...f) => void removed.push(...f), { trigger: 'nightly', now }, [kind]);
    expect(first!.counts).toEqual([{ kind: 'with_files', rows: 1, files: 2 }]);
    expect(removed).toEqual(['documents/a.pdf', 'documents/b.pdf']);
    expect(await exists('contact_messages', id)).toBe(false);
    const again = await runRetention(h.db.kysely, async () => {}, { trigger: 'nightly', now: new Date('2027-07-11T20:00:00.000Z') }, [
      kind,
    ]);
    expect(again).toBeNull();
  });
});
