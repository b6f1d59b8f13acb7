import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../test-support/api-harness';
import {
  createCamp,
  createStaff,
  type FilePart,
  mediaFiles,
  pdfFile,
  type StaffFixture,
  jpegWithGps,
  staffJson,
  staffMultipart,
} from '../../test-support/staff-fixtures';
import { mailSettings } from '../../mail/outbox';
import { dryRun } from '../privacy/retention';
import { runRetention } from '../privacy/retention-runs';
import { registerNotifier } from './notify';
import { consentRows } from './promotion';
import { apply, applicationSuite, BASE, childForm } from './test-fixtures';

const { h, admin, ids, clock } = applicationSuite();
const P = `${BASE}/pipeline`;
const coordinator = {} as StaffFixture;
const stranger = {} as StaffFixture;
const DAY = 86_400_000;

const rowOf = (id: number) => h.db.kysely.selectFrom('student_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const idOf = async (number: string) =>
  (await h.db.kysely.selectFrom('student_applications').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;
/** A child's application waiting for its parent. */
async function child(name: string, mobile: string) {
  const res = await apply(h, childForm(ids.otherCentre, { full_name: name, parent_mobile: mobile }));
  expect(res.json().status).toBe('pending_consent');
  return idOf(res.json().number);
}
const paper = (who: StaffFixture, id: number, scan: FilePart | null, fields: Record<string, string> = {}) =>
  staffMultipart(h, 'POST', `${P}/${id}/paper-consent/`, who, {
    parent_name: 'Sunita Devi',
    parent_relationship: 'mother',
    adult: 'on',
    consents: 'sms_alerts',
    ...fields,
    ...(scan ? { scan } : {}),
  });
const consentRowsOf = (subjectType: string, subjectId: number) => consentRows(h.db.kysely, subjectType, subjectId);

beforeAll(async () => {
  // Messages to parents are not what these tests are about: sent nowhere.
  const outbox = { run: (_what: string, task: () => Promise<void>) => void task() };
  registerNotifier(h.db, { sms: { send: async () => {} }, outbox, mail: mailSettings(h.config) });
  Object.assign(coordinator, await createStaff(h, { role: 'coordinator', camps: [ids.camp] }));
  Object.assign(stranger, await createStaff(h, { role: 'coordinator', camps: [await createCamp(h, 'Elsewhere')] }));
});

describe("a parent's consent signed on paper", () => {
  const app: Record<string, number> = {};
  beforeAll(async () => {
    app.a = await child('Geeta Bisht', '9876500101');
    app.b = await child('Hema Bisht', '9876500102');
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its content (whatever its name), changing nothing', async () => {
    const before = await mediaFiles(h);
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    for (const scan of [
      { filename: 'form.pdf', contentType: 'application/pdf', data: Buffer.from('not a pdf at all, just some words typed here') },
      { filename: 'form.jpg', contentType: 'image/jpeg', data: webp },
      // JPEG's magic bytes and nothing a decoder can read.
      {
        filename: 'form.jpg',
        contentType: 'image/jpeg',
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      },
    ]) {
      const res = await paper(coordinator, app.a!, scan);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('The file is not a PDF, JPEG or PNG scan.');
    }
    expect((await rowOf(app.a!)).status).toBe('pending_consent');
    expect(await consentRowsOf('student_applications', app.a!)).toEqual([]);
    expect(await mediaFiles(h)).toEqual(before);
  });

  it('refuses a scan over 5 MB (413), without a scan, or without the adult declaration, changing nothing', async () => {
    const big = pdfFile();
    const huge = { ...big, data: Buffer.concat([big.data.subarray(0, 9), Buffer.alloc(5 * 1024 * 1024), big.data.subarray(9)]) };
    const tooLarge = await paper(coordinator, app.a!, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('The scan is larger than 5 MB.');
    const none = await paper(coordinator, app.a!, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.scan).toBeDefined();
    const noAdult = await paper(coordinator, app.a!, pdfFile(), { adult: '' });
    expect(noAdult.statusCode).toBe(400);
    expect((await rowOf(app.a!)).status).toBe('pending_consent');
    expect(await consentRowsOf('student_applications', app.a!)).toEqual([]);
  });

  it('refuses a coordinator of another camp (403), changing nothing', async () => {
    const res = await paper(stranger, app.a!, pdfFile());
    expect(res.statusCode).toBe(403);
    expect((await rowOf(app.a!)).status).toBe('pending_consent');
  });

  it('records it under the staff member: submitted, one consent row per purpose with the scan as evidence, the photo without its GPS', async () => {
    const res = await paper(coordinator, app.a!, await jpegWithGps());
    expect(res.statusCode).toBe(201);
    const row = await rowOf(app.a!);
    expect(res.json()).toEqual({ id: app.a, number: row.number, status: 'submitted' });
    expect(row).toMatchObject({ status: 'submitted', consent_by: 'paper', parent_name: 'Sunita Devi', parent_relationship: 'mother' });
    expect(row.consent_scan).toMatch(/^consents\/[a-f0-9]+\.jpg$/);
    const consents = await consentRowsOf('student_applications', app.a!);
    expect(consents.map((c) => [c.purpose, c.action, c.channel, c.recorded_by, c.evidence_file])).toEqual([
      ['student_application', 'given', 'staff', coordinator.id, row.consent_scan],
      ['sms_alerts', 'given', 'staff', coordinator.id, row.consent_scan],
    ]);
    const stored = fs.readFileSync(path.join(h.config.mediaDir, row.consent_scan!));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect((await auditEntries(h, { action: 'status', entity: 'student_applications', entity_id: app.a! })).at(-1)?.details).toContain(
      'paper',
    );
    // Consent rows stay append-only.
    await expect(
      h.db.kysely.updateTable('consent_records').set({ purpose: 'x' }).where('id', '=', consents[0]!.id).execute(),
    ).rejects.toThrow();
  });

  it('is never served publicly; staff of the camp open it, each opening in the access log', async () => {
    const stored = (await rowOf(app.a!)).consent_scan!;
    expect((await h.inject({ method: 'GET', url: `/media/${stored}` })).statusCode).toBe(404);
    expect((await staffJson(h, 'GET', `${P}/${app.a}/paper-consent/`, null)).statusCode).toBe(401);
    expect((await staffJson(h, 'GET', `${P}/${app.a}/paper-consent/`, stranger)).statusCode).toBe(403);
    const before = await h.count('access_log');
    const res = await staffJson(h, 'GET', `${P}/${app.a}/paper-consent/`, coordinator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="consent-UK26-\d+\w\.jpg"$/);
    expect(await h.count('access_log')).toBe(before + 1);
    expect((await staffJson(h, 'GET', `${P}/${app.b}/paper-consent/`, coordinator)).statusCode).toBe(404);
  });

  it('refuses an application no longer waiting for consent (409), storing no file', async () => {
    const before = await mediaFiles(h);
    const res = await paper(admin, app.a!, pdfFile());
    expect(res.statusCode).toBe(409);
    expect(await mediaFiles(h)).toEqual(before);
    expect(await consentRowsOf('student_applications', app.a!)).toHaveLength(2);
  });

  it('takes a PDF as sent', async () => {
    const res = await paper(admin, app.b!, pdfFile('form.pdf'));
    expect(res.statusCode).toBe(201);
    const stored = (await rowOf(app.b!)).consent_scan!;
    expect(stored).toMatch(/^consents\/[a-f0-9]+\.pdf$/);
    expect(fs.readFileSync(path.join(h.config.mediaDir, stored))).toEqual(pdfFile().data);
  });
});

/** Moves applications through the test to `selected`. */
async function select(appIds: number[]) {
  for (const status of ['shortlisted'] as const)
    expect((await staffJson(h, 'POST', `${P}/status/`, admin, { ids: appIds, status })).statusCode).toBe(200);
  expect((await staffJson(h, 'POST', `${P}/admit-cards/`, admin, { ids: appIds })).statusCode).toBe(200);
  for (const status of ['appeared', 'selected'] as const)
    expect((await staffJson(h, 'POST', `${P}/status/`, admin, { ids: appIds, status })).statusCode).toBe(200);
}

describe("turning a cycle's selected applicants into students", () => {
  const app: Record<string, number> = {};
  beforeAll(async () => {
    app.paper = await child('Indu Negi', '9876500201');
    expect((await paper(admin, app.paper, pdfFile())).statusCode).toBe(201);
    const adult = await apply(
      h,
      childForm(ids.otherCentre, {
        full_name: 'Jaya Negi',
        date_of_birth: '2007-01-20',
        class: '11',
        stream: 'pcm',
        self_consent: 'on',
        gender: 'prefer_not_to_say',
      }),
    );
    app.adult = await idOf(adult.json().number);
    const other = await apply(
      h,
      childForm(ids.otherCentre, { full_name: 'Kamal Negi', date_of_birth: '2007-02-20', class: '11', stream: 'pcm', self_consent: 'on' }),
    );
    app.other = await idOf(other.json().number);
    await select([app.paper, app.adult]);
    expect((await staffJson(h, 'POST', `${P}/status/`, admin, { ids: [app.other], status: 'shortlisted' })).statusCode).toBe(200);
  });

  it('refuses a coordinator of another camp (403) and an unknown cycle (404), adding no student', async () => {
    const before = await h.count('students');
    expect((await staffJson(h, 'POST', `${P}/promote/`, stranger, { cycle_id: ids.cycle })).statusCode).toBe(403);
    expect((await staffJson(h, 'POST', `${P}/promote/`, admin, { cycle_id: 999_999 })).statusCode).toBe(404);
    expect((await staffJson(h, 'POST', `${P}/promote/`, admin, {})).statusCode).toBe(400);
    expect(await h.count('students')).toBe(before);
  });

  it("makes each selected applicant a student of the cycle's camp, with copies of their consents pointing at the originals", async () => {
    const before = await h.count('students');
    const res = await staffJson(h, 'POST', `${P}/promote/`, coordinator, { cycle_id: ids.cycle });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ promoted: 2, already: 0 });
    expect(await h.count('students')).toBe(before + 2);
    const paperRow = await rowOf(app.paper!);
    const student = await h.db.kysely.selectFrom('students').selectAll().where('id', '=', paperRow.student_id!).executeTakeFirstOrThrow();
    expect(student).toMatchObject({
      camp_id: ids.camp,
      name: 'Indu Negi',
      standard: 10,
      guardian_name: 'Sunita Devi',
      guardian_phone: paperRow.parent_mobile,
      phone: '',
    });
    const originals = await consentRowsOf('student_applications', app.paper!);
    const copies = await consentRowsOf('students', student.id);
    expect(copies.map((c) => [c.purpose, c.channel, c.recorded_by, c.evidence_file, c.copied_from])).toEqual(
      originals.map((o) => [o.purpose, 'staff', admin.id, paperRow.consent_scan, o.id]),
    );
    const adultRow = await rowOf(app.adult!);
    const adultStudent = await h.db.kysely
      .selectFrom('students')
      .selectAll()
      .where('id', '=', adultRow.student_id!)
      .executeTakeFirstOrThrow();
    // "Prefer not to say" is the roster's "other".
    expect(adultStudent.gender).toBe('other');
    expect((await consentRowsOf('students', adultStudent.id)).every((c) => c.channel === 'web' && c.copied_from !== null)).toBe(true);
    expect((await rowOf(app.other!)).student_id).toBeNull();
    const audit = await auditEntries(h, { action: 'create', entity: 'students', entity_id: student.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toContain(`"application_id":${app.paper}`);
    expect(audit[0]!.details).not.toContain('Indu');
  });

  it('adds no one twice when run again', async () => {
    const before = [await h.count('students'), await h.count('consent_records')];
    const res = await staffJson(h, 'POST', `${P}/promote/`, admin, { cycle_id: ids.cycle });
    expect(res.json()).toEqual({ promoted: 0, already: 2 });
    expect([await h.count('students'), await h.count('consent_records')]).toEqual(before);
  });

  it('refuses a cycle that fills no camp (409)', async () => {
    const stamp = new Date(clock()).toISOString();
    const cycle = await h.db.kysely
      .insertInto('student_application_cycles')
      .values({
        name: 'No camp',
        code: 'NC26',
        opens_at: stamp,
        closes_at: stamp,
        camp_id: null,
        classes: '[10]',
        streams: '[]',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await staffJson(h, 'POST', `${P}/promote/`, admin, { cycle_id: cycle.id });
    expect(res.statusCode).toBe(409);
  });
});

/** An application inserted as it would stand in an old or a busy cycle. */
async function seeded(cycleId: number, n: number, overrides: Record<string, unknown> = {}) {
  const stamp = '2025-06-01T00:00:00.000Z';
  const notice = await h.db.kysely.selectFrom('privacy_notices').select('id').orderBy('id').executeTakeFirstOrThrow();
  const row = await h.db.kysely
    .insertInto('student_applications')
    .values({
      cycle_id: cycleId,
      number: `S${cycleId}-${String(n).padStart(6, '0')}`,
      status: 'submitted',
      language: 'en',
      full_name: `Seeded ${n}`,
      date_of_birth: '2010-01-01',
      gender: 'female',
      class: 10,
      stream: null,
      school_name: 'GIC',
      school_type: 'government',
      board: 'ubse',
      district: 'Almora',
      block: 'B',
      village: 'V',
      last_exam_percentage: null,
      centre_id: null,
      paper_language: 'hi',
      parent_name: 'P',
      parent_relationship: 'mother',
      parent_mobile: '9876500999',
      heard_from: 'school',
      notice_id: notice.id,
      consent_by: 'parent',
      consent_scan: null,
      roll_number: null,
      pin_hash: null,
      duplicate_of: null,
      submitted_at: stamp,
      withdrawn_at: null,
      erased_at: null,
      created_at: stamp,
      updated_at: stamp,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function seededCycle(code: string, closesAt: string, campId: number | null = ids.camp) {
  const row = await h.db.kysely
    .insertInto('student_application_cycles')
    .values({
      name: `Cycle ${code}`,
      code,
      opens_at: '2025-01-01T00:00:00.000Z',
      closes_at: closesAt,
      camp_id: campId,
      classes: '[9,10]',
      streams: '[]',
      created_at: closesAt,
      updated_at: closesAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the erasure 180 days after a cycle closes', () => {
  const app: Record<string, number> = {};
  let old = 0;
  const scan = 'consents/0123456789abcdef01234567.pdf';
  beforeAll(async () => {
    old = await seededCycle('OLD25', '2025-09-01T00:00:00.000Z');
    app.kept = await seeded(old, 1, { status: 'selected' });
    const stamp = new Date(clock()).toISOString();
    const student = await h.db.kysely
      .insertInto('students')
      .values({
        camp_id: ids.camp,
        name: 'Seeded 1',
        standard: 10,
        school: 'GIC',
        village: 'V',
        district: 'Almora',
        gender: 'female',
        phone: '',
        guardian_name: 'P',
        guardian_phone: '',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.kysely.updateTable('student_applications').set({ student_id: student.id }).where('id', '=', app.kept).execute();
    app.erased = await seeded(old, 2, { status: 'not_selected', consent_by: 'paper', consent_scan: scan });
    await h.app.media.write(scan, pdfFile().data);
    app.note = (
      await h.db.kysely
        .insertInto('student_application_notes')
        .values({ application_id: app.erased, user_id: null, text: 'Note', created_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('shows each cycle in the dry run: from when, and how many it would take', async () => {
    expect((await staffJson(h, 'GET', `${P}/erasure/`, null)).statusCode).toBe(401);
    const res = await staffJson(h, 'GET', `${P}/erasure/`, coordinator);
    expect(res.statusCode).toBe(200);
    const byCode = new Map(res.json().map((c: { code: string }) => [c.code, c]));
    expect(byCode.get('OLD25')).toEqual({
      cycle_id: old,
      name: 'Cycle OLD25',
      code: 'OLD25',
      closes_at: '2025-09-01T00:00:00.000Z',
      erase_from: '2026-02-28T00:00:00.000Z',
      due: true,
      count: 1,
    });
    expect(byCode.get('UK26')).toMatchObject({
      due: false,
      erase_from: new Date(Date.parse('2026-04-30T18:29:00.000Z') + 180 * DAY).toISOString(),
    });
    // The coordinator of another camp sees none of these cycles.
    const other = await staffJson(h, 'GET', `${P}/erasure/`, stranger);
    expect(other.json().map((c: { code: string }) => c.code)).not.toContain('OLD25');
    // The retention's own dry run counts the same, erasing nothing.
    const counts = await dryRun(h.db.kysely, new Date(clock()));
    expect(counts.find((c) => c.kind === 'applications_after_cycle')).toEqual({ kind: 'applications_after_cycle', rows: 1, files: 1 });
    expect((await rowOf(app.erased!)).full_name).toBe('Seeded 2');
  });

  it("erases, in the retention run, the old cycle's applications not turned into students: number, status and dates stay, the scan goes, the log counts them", async () => {
    const now = new Date(clock());
    const result = await runRetention(h.db.kysely, (...files) => h.app.media.remove(...files), { trigger: 'admin', now });
    expect(result?.counts.find((c) => c.kind === 'applications_after_cycle')).toEqual({
      kind: 'applications_after_cycle',
      rows: 1,
      files: 1,
    });
    const erased = await rowOf(app.erased!);
    expect(erased).toMatchObject({
      number: `S${old}-000002`,
      status: 'not_selected',
      full_name: '',
      date_of_birth: '',
      parent_mobile: '',
      district: '',
      consent_scan: null,
      erased_at: now.toISOString(),
    });
    expect(fs.existsSync(path.join(h.config.mediaDir, scan))).toBe(false);
    expect(await h.db.kysely.selectFrom('student_application_notes').select('id').where('id', '=', app.note!).execute()).toEqual([]);
    const log = await h.db.kysely
      .selectFrom('erasure_log')
      .selectAll()
      .where('run_id', '=', result!.id)
      .where('kind', '=', 'applications_after_cycle')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ erased_rows: 1, erased_files: 1 });
    // The student's application stays; the open cycle's are not touched.
    expect((await rowOf(app.kept!)).full_name).toBe('Seeded 1');
    expect(
      await h.db.kysely
        .selectFrom('student_applications')
        .select('id')
        .where('cycle_id', '=', ids.cycle)
        .where('erased_at', 'is not', null)
        .execute(),
    ).toEqual([]);
    // Nothing more the next time.
    const again = await runRetention(h.db.kysely, (...files) => h.app.media.remove(...files), { trigger: 'admin', now });
    expect(again?.counts.find((c) => c.kind === 'applications_after_cycle')).toEqual({
      kind: 'applications_after_cycle',
      rows: 0,
      files: 0,
    });
  });
});

describe("a cycle's reports", () => {
  let cycle = 0;
  beforeAll(async () => {
    cycle = await seededCycle('REP26', '2026-03-01T00:00:00.000Z');
    let n = 0;
    for (let i = 0; i < 6; i++) await seeded(cycle, ++n, { district: 'Almora' });
    await seeded(cycle, ++n, { district: 'Almora', status: 'selected', gender: 'male' });
    for (let i = 0; i < 7; i++) await seeded(cycle, ++n, { district: '=Nainital', class: 11 });
    await seeded(cycle, ++n, { district: 'Almora', status: 'draft' });
  });

  it('counts by status per district, class, gender and school type, any count under 5 and any that would give one back shown as "<5"', async () => {
    expect((await staffJson(h, 'GET', `${P}/reports/?cycle_id=${cycle}`, stranger)).statusCode).toBe(403);
    expect((await staffJson(h, 'GET', `${P}/reports/?cycle_id=x`, admin)).statusCode).toBe(400);
    const res = await staffJson(h, 'GET', `${P}/reports/?cycle_id=${cycle}`, coordinator);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const submitted = report.statuses.indexOf('submitted');
    const selected = report.statuses.indexOf('selected');
    const district = report.tables.find((t: { dimension: string }) => t.dimension === 'district');
    expect(district.rows.map((r: { value: string }) => r.value)).toEqual(['=Nainital', 'Almora']);
    const almora = district.rows[1];
    expect(almora.counts[submitted]).toBe(6);
    expect(almora.counts[selected]).toBe('<5');
    expect(almora.total).toBe(7);
    expect(district.rows[0].counts[submitted]).toBe(7);
    expect(district.totals[submitted]).toBe(13);
    expect(district.totals[selected]).toBe('<5');
    expect(district.total).toBe(14);
    // Gender: female 13 (6 + 7 submitted), male 1 selected: the male row total is small, and its
    // one count with it; the selected column's total too.
    const gender = report.tables.find((t: { dimension: string }) => t.dimension === 'gender');
    const male = gender.rows.find((r: { value: string }) => r.value === 'male');
    expect(male.total).toBe('<5');
    expect(male.counts.every((c: unknown) => c === '<5')).toBe(true);
    // No draft is counted.
    expect(JSON.stringify(report)).not.toContain('draft');
  });

  it('exports the same as formula-safe CSV, the export in the access and audit logs', async () => {
    const before = await h.count('access_log');
    const res = await staffJson(h, 'GET', `${P}/reports/export/?cycle_id=${cycle}`, coordinator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      `dimension,value,pending_consent,submitted,admit_card_issued,shortlisted,appeared,absent,selected,waitlisted,not_selected,withdrawn,total`,
    );
    expect(lines).toContain("district,'=Nainital,<5,7,<5,<5,<5,<5,<5,<5,<5,<5,7");
    expect(lines).toContain('district,Almora,<5,6,<5,<5,<5,<5,<5,<5,<5,<5,7');
    expect(lines).toContain('district,total,<5,13,<5,<5,<5,<5,<5,<5,<5,<5,14');
    expect(await h.count('access_log')).toBe(before + 1);
    expect((await auditEntries(h, { action: 'export', entity: 'student_applications' })).at(-1)?.details).toContain(`"cycle_id":${cycle}`);
  });
});
