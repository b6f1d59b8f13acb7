// Walks every staff route: without a token (401), with a junk token (401), as a coordinator where
// only admins may go (403), as a coordinator outside their camps where that applies (403), and
// with the right role (success). After each refusal every staff and content table, and the media
// folder, must be exactly as before. The list of routes is checked against the OpenAPI document,
// so a staff route added later without a line here fails this test.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/api-harness';
import { issueSlotSession } from '../features/slot-coordinators/slot-coordinators';
import { CONTENT_LISTS } from '../../shared/schemas/staff/site-content';
import { CONTENT_TABLES } from '../seed/demo-content';
import {
  createCamp,
  createStaff,
  mediaFiles,
  multipartBody,
  pdfFile,
  pngFile,
  type FilePart,
  type StaffFixture,
} from '../test-support/staff-fixtures';

const TABLES = [
  ...CONTENT_TABLES,
  'volunteer_applications',
  'partner_applications',
  'contact_messages',
  'users',
  'auth_tokens',
  'user_camps',
  'approval_requests',
  'audit_log',
  'students',
  'slot_coordinators',
  'slot_otps',
  'slot_sessions',
  'slots',
  'departments',
  'slot_preferences',
  'department_preferences',
  'site_settings',
  'site_about',
  'programs',
  'testimonials',
  'volunteer_experiences',
  'trustees',
  'partnership_options',
  'mail_outbox',
  'slot_allocations',
  'backup_runs',
  'login_devices',
  'privacy_notices',
  'consent_records',
  'access_log',
  'rights_requests',
  'one_time_codes',
  'retention_runs',
  'erasure_log',
  'breach_records',
  'retention_settings',
  'breach_notices',
  'site_pictures',
  'page_texts',
  ...(['marks_tests', 'marks_rows', 'roll_register', 'marks_imports'] as const),
  'student_application_cycles',
  'student_application_centres',
  'student_applications',
  'student_application_notes',
  'donation_settings',
  'donations',
  'receipt_counters',
  'receipts',
  'receipt_cancellations',
  'bank_statement_mappings',
  'form_10bd_filings',
  'receipt_texts',
] as const;

type Who = { headers: Record<string, string> } | null;
type Body = { json: unknown } | { form: Record<string, string | FilePart> } | undefined;

interface Step {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the OpenAPI document names it, with {id}. */
  path: string;
  url: () => string;
  /** Who may call it: admins, any staff, or a slot coordinator's own session. */
  allowed: 'admin' | 'staff' | 'slot';
  body?: () => Body | Promise<Body>;
  status: number;
  /** A call by the camp-limited coordinator outside their camps, which must be a 403. */
  outOfScope?: { url?: () => string; body?: () => Body | Promise<Body> };
  /** Who makes the successful call, when it must not be the shared fixtures (logout). */
  as?: () => Promise<Who>;
}

let h: Harness;
let admin: StaffFixture;
let coordinator: StaffFixture;
let slotToken: Who;
const ids: Record<string, number> = {};
const now = new Date().toISOString();

async function insert(table: (typeof TABLES)[number], values: Record<string, unknown>): Promise<number> {
  const row = await h.db.kysely
    .insertInto(table as 'camps')
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const stamp = { created_at: now, updated_at: now };

/** A one-line bank statement with its mapping (the import and its preview). */
const walkStatement = () =>
  json({
    bank: 'Walked Bank',
    csv: 'Date,UTR,Credit\n14/07/2026,412345678901,500',
    mapping: { utr: 'UTR', amount: 'Credit', date: 'Date', date_format: 'DD/MM/YYYY' },
  });

beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000' });
  ids.campA = await createCamp(h, 'Allocated camp');
  ids.campB = await createCamp(h, 'Other camp');
  ids.campToDelete = await createCamp(h, 'Camp to delete');
  admin = await createStaff(h, { role: 'admin' });
  coordinator = await createStaff(h, { role: 'coordinator', camps: [ids.campA], password: 'walk-the-ridge-2024' });
  ids.otherAccount = (await createStaff(h, { role: 'coordinator' })).id;

  for (const name of ['approve', 'reject']) {
    const user = await insert('users', {
      username: `pending-${name}`,
      password_hash: 'scrypt$invalid',
      full_name: 'P',
      email: 'p@example.org',
      phone: '',
      note: '',
      photo: null,
      role: 'coordinator',
      is_active: 0,
      ...stamp,
    });
    ids[`request_${name}`] = await insert('approval_requests', {
      user_id: user,
      status: 'pending',
      comments: '',
      allocated_camps: '[]',
      ...stamp,
    });
  }
  const walkedGift = await insert('donations', {
    reference: 'DN-WALKED0001',
    amount_paise: 50000,
    declaration: 'indian',
    mode: 'cash',
    status: 'verified',
    ...stamp,
  });
  for (const n of ['Match', 'Reject'] as const) {
    ids[`reported${n}`] = await insert('donations', {
      reference: `DN-WALK${n.toUpperCase()}`,
      amount_paise: 30000,
      reported_paise: 30000,
      declaration: 'indian',
      mode: 'upi',
      status: 'reported',
      utr: n === 'Match' ? '466666666661' : '466666666662',
      paid_on: '2026-07-14',
      donor_name: 'Walked Donor',
      donor_email: 'walked@example.org',
      ...stamp,
    });
  }
  ids.receipt = await insert('receipts', {
    donation_id: walkedGift,
    financial_year: 'FY2026-27',
    number: 'FY2026-27/900001',
    content: JSON.stringify({
      number: 'FY2026-27/900001',
      date: '2026-07-14',
      lang: 'en',
      ...Object.fromEntries(
        ['trust_name', 'trust_address', 'trust_pan', 'donor_name', 'donor_address', 'donor_pan', 'reference'].map((k) => [k, 'Walked']),
      ),
      ...Object.fromEntries(
        ['registration_80g', 'registration_80g_from', 'registration_80g_to', 'deduction_en', 'deduction_hi', 'replaces_number'].map((k) => [
          k,
          '',
        ]),
      ),
      amount: '500.00',
      amount_words_en: 'Rupees Five Hundred only',
      amount_words_hi: 'पाँच सौ रुपये मात्र',
      mode: 'cash',
      deductible: true,
    }),
    issued_at: now,
  });
  ids.failedMail = await insert('mail_outbox', {
    kind: 'contact_confirmation',
    recipients: '["p@example.org"]',
    subject: 'S',
    text_body: 'T',
    html_body: '<p>T</p>',
    message_id: '<walk@example.org>',
    status: 'failed',
    attempts: 3,
    next_attempt_at: now,
    lease_until: null,
    last_error: 'ECONNREFUSED',
    queued_at: now,
    sent_at: null,
    ...stamp,
  });
  const pupil = {
    name: 'Roster Student',
    standard: 10,
    school: 'GIC',
    village: 'V',
    district: 'D',
    gender: 'male',
    phone: '',
    guardian_name: '',
    guardian_phone: '',
    ...stamp,
  };
  ids.studentA = await insert('students', { ...pupil, camp_id: ids.campA });
  ids.studentA2 = await insert('students', { ...pupil, camp_id: ids.campA });
  ids.studentB = await insert('students', { ...pupil, camp_id: ids.campB });
  for (const camp of ['A', 'A2', 'B'] as const) {
    const campId = camp === 'B' ? ids.campB : ids.campA;
    ids[`update${camp}`] = await insert('announcements', {
      camp_id: campId,
      title: 'T',
      text: 'X',
      venue: null,
      exam_time: null,
      time: null,
      ...stamp,
    });
    ids[`paper${camp}`] = await insert('test_papers', {
      camp_id: campId,
      title: 'P',
      type: 'weekly',
      exam_date: null,
      file: 'papers/aaaa.pdf',
      ...stamp,
    });
    ids[`result${camp}`] = await insert('test_results', {
      camp_id: campId,
      title: 'R',
      type: 'weekly',
      standard: 'All',
      result_date: null,
      file: 'results/aaaa.pdf',
      ...stamp,
    });
    ids[`picture${camp}`] = await insert('gallery_items', {
      camp_id: campId,
      title: 'G',
      description: '',
      date: null,
      type: 'exams',
      image: 'gallery/aaaa.png',
      width: 10,
      height: 10,
      variants: '[]',
      ...stamp,
    });
  }
  for (const n of ['1', '2']) {
    ids[`brochure${n}`] = await insert('brochures', { title: 'B', year: 2024, file: 'brochures/aaaa.pdf', ...stamp });
    ids[`report${n}`] = await insert('reports', { title: 'R', year: 2024, location: null, file: 'reports/aaaa.pdf', ...stamp });
    ids[`event${n}`] = await insert('events', {
      title: 'E',
      description: '',
      date: '2026-01-01',
      end_date: null,
      venue: null,
      featured: 0,
      image: null,
      image_variants: null,
      ...stamp,
    });
    ids[`slot${n}`] = await insert('slots', { name: 'S', camp_id: ids.campA, start_date: '2026-06-01', end_date: '2026-06-10', ...stamp });
    ids[`department${n}`] = await insert('departments', { name: `Dept ${n}`, description: '', ...stamp });
    ids[`slotCoordinator${n}`] = await insert('slot_coordinators', {
      name: 'SC',
      phone_number: `+9198765000${n}0`,
      email: '',
      is_active: 1,
      preferences_note: '',
      preferences_updated_at: null,
      ...stamp,
    });
  }
  ids.slot3 = await insert('slots', { name: 'S3', camp_id: ids.campA, start_date: '2026-06-01', end_date: '2026-06-10', ...stamp });
  await h.db.kysely
    .insertInto('slot_allocations')
    .values({ slot_id: ids.slot1!, coordinator_id: ids.slotCoordinator1!, created_at: now })
    .execute();
  ids.code = await insert('one_time_codes', {
    channel: 'phone',
    destination_hash: 'h',
    purpose: 'rights_request',
    challenge_hash: 'walk-challenge',
    code_hash: 'x',
    attempts: 0,
    expires_at: now,
    consumed_at: now,
    created_at: now,
  });
  ids.breach = await insert('breach_records', { summary: 'Walked', learned_at: now, created_at: now, updated_at: now });
  for (const n of ['1', '2']) {
    const cycle = { name: 'C', code: `WALK${n}`, opens_at: now, closes_at: now, camp_id: ids.campA, classes: '[9]', streams: '[]' };
    ids[`cycle${n}`] = await insert('student_application_cycles', { ...cycle, ...stamp });
    const centre = { cycle_id: ids[`cycle${n}`], name: 'T', address: 'A', district: 'D', test_at: now, seats: 5, paper_language: 'hi' };
    ids[`centre${n}`] = await insert('student_application_centres', { ...centre, ...stamp });
  }
  ids.notice = await insert('privacy_notices', { form: 'walk', version: 1, content: '{}', hash: 'h', created_by: null, created_at: now });
  ids.cycle3 = await insert('student_application_cycles', {
    name: 'C',
    code: 'WALKB',
    opens_at: now,
    closes_at: now,
    camp_id: ids.campB,
    classes: '[9]',
    streams: '[]',
    ...stamp,
  });
  for (const [n, cycle, status] of [
    ['A', ids.cycle1, 'submitted'],
    ['B', ids.cycle3, 'submitted'],
    // Waits for a parent: its consent is recorded on paper.
    ['P', ids.cycle1, 'pending_consent'],
  ] as const) {
    ids[`application${n}`] = await insert('student_applications', {
      ...{
        cycle_id: cycle,
        number: `WALK-${n}`,
        status,
        language: 'en',
        full_name: 'S',
        date_of_birth: '2010-01-01',
        gender: 'female',
      },
      ...{
        class: 10,
        school_name: 'S',
        school_type: 'government',
        board: 'ubse',
        district: 'D',
        block: 'B',
        village: 'V',
        paper_language: 'hi',
      },
      ...{
        parent_name: 'P',
        parent_relationship: 'father',
        parent_mobile: '9876543210',
        heard_from: 'school',
        notice_id: ids.notice,
        ...stamp,
      },
    });
  }
  ids.rightsRequest = await insert('rights_requests', {
    kind: 'access',
    channel: 'phone',
    contact: '9876543210',
    details: '',
    status: 'open',
    assignee_id: null,
    notes: '',
    reply: '',
    refusal_reason: '',
    evidence_code_id: ids.code,
    due_at: now,
    target_at: now,
    ...stamp,
  });
  ids.volunteer = await insert('volunteer_applications', {
    full_name: 'V',
    email: 'v@example.org',
    role: 'teacher',
    message: '',
    status: 'new',
    ...stamp,
  });
  ids.partner = await insert('partner_applications', {
    organization_name: 'O',
    contact_person: 'C',
    email: 'o@example.org',
    phone: '',
    organization_type: 'Other',
    partnership_interest: 'I',
    status: 'new',
    ...stamp,
  });
  ids.contact = await insert('contact_messages', {
    name: 'N',
    email: 'n@example.org',
    subject: 'S',
    message: 'M',
    status: 'new',
    ...stamp,
  });
  for (const n of [1, 2]) {
    const item = { position: n, ...stamp };
    ids[`programs${n}`] = await insert('programs', { ...item, title: 'P', slug: `p-${n}` });
    ids[`testimonials${n}`] = await insert('testimonials', { ...item, name: 'N', quote: 'Q' });
    ids[`volunteer-experiences${n}`] = await insert('volunteer_experiences', { ...item, name: 'N', quote: 'Q' });
    ids[`trustees${n}`] = await insert('trustees', { ...item, name: 'N' });
    ids[`partnership-options${n}`] = await insert('partnership_options', { ...item, title: 'T' });
  }
  for (const n of ['1', '2']) {
    ids[`marksTest${n}`] = await insert('marks_tests', {
      title: 'M',
      camp_id: null,
      cycle: '2026',
      kind: 'weekly',
      test_date: '2026-01-01',
      subjects: '[{"key":"s1","name":"Maths","max":50}]',
      publish_at: now,
      ...stamp,
    });
  }
  const session = await issueSlotSession(h.db.kysely, ids.slotCoordinator1!, 1);
  slotToken = { headers: { authorization: `Token ${session.token}` } };
});
afterAll(() => h.close());

const json = (value: unknown): Body => ({ json: value });
const form = (value: Record<string, string | FilePart>): Body => ({ form: value });
const pdf = () => pdfFile();
const marksCsv = (): FilePart => ({
  filename: 'm.csv',
  contentType: 'text/csv',
  data: Buffer.from('roll,Maths,status,dob\nR1,1,selected,2010-01-01\n'),
});
const walkCentre = () => ({ cycle: ids.cycle1, name: 'T', address: 'A', district: 'D', test_at: now, seats: 3, paper_language: 'en' });

interface Call {
  /** Fills `{id}` in the path. */
  id?: () => number;
  /** Fills `{coordinator_id}` in the path. */
  coordinatorId?: () => number;
  query?: () => string;
  body?: () => Body | Promise<Body>;
}

/** One route of the walk: `route` is "METHOD /path" as the OpenAPI document names it. */
function step(
  route: `${Step['method']} /${string}`,
  allowed: Step['allowed'],
  status: number,
  call: Call & { outOfScope?: Call; as?: Step['as'] } = {},
): Step {
  const [method, path] = route.split(' ') as [Step['method'], string];
  const url = (c: Call) => () =>
    path
      .replace('{id}', String(c.id?.()))
      .replace('{coordinator_id}', String(c.coordinatorId?.()))
      .replace('{form}', 'contact')
      .replace('{kind}', 'spam')
      .replace('{slot}', 'logo')
      .replace('{fy}', 'FY2026-27') + (c.query?.() ?? '');
  const { outOfScope } = call;
  return {
    method,
    path,
    url: url(call),
    allowed,
    status,
    body: call.body,
    as: call.as,
    outOfScope: outOfScope && { url: outOfScope.id || outOfScope.query ? url(outOfScope) : undefined, body: outOfScope.body },
  };
}

const student = (camp: number) =>
  json({ name: 'New Student', standard: 9, school: 'S', village: 'V', district: 'D', gender: 'female', camp });

const steps: Step[] = [
  // Accounts
  step('GET /api/profile/', 'staff', 200),
  step('PUT /api/profile/', 'staff', 200, { body: () => form({ full_name: 'Walked Name' }) }),
  step('POST /api/profile/password/', 'staff', 200, {
    body: () => json({ current_password: 'walk-the-ridge-2024', new_password: 'walk-the-ridge-2025' }),
  }),
  step('POST /api/logout/', 'staff', 200, { as: async () => createStaff(h, { role: 'coordinator' }) }),
  step('GET /api/accounts/', 'admin', 200),
  step('PUT /api/accounts/{id}/', 'admin', 200, { id: () => ids.otherAccount!, body: () => json({ allocated_camps: [ids.campB] }) }),
  step('POST /api/accounts/{id}/reset-password/', 'admin', 200, { id: () => ids.otherAccount! }),
  // Approvals and audit
  step('GET /api/approval-requests/', 'admin', 200, { query: () => '?status=pending' }),
  step('POST /api/approval-requests/{id}/approve/', 'admin', 200, {
    id: () => ids.request_approve!,
    body: () => json({ comments: 'ok', allocated_camps: [ids.campA] }),
  }),
  step('POST /api/approval-requests/{id}/reject/', 'admin', 200, { id: () => ids.request_reject!, body: () => json({ comments: 'no' }) }),
  step('GET /api/audit-log/', 'admin', 200),
  // E-mail outbox
  step('GET /api/mail/status/', 'admin', 200),
  step('GET /api/mail/outbox/', 'admin', 200, { query: () => '?status=failed' }),
  step('POST /api/mail/outbox/{id}/retry/', 'admin', 200, { id: () => ids.failedMail! }),
  // Server housekeeping: files waiting for the sweep, backups (no archive on this harness: 404), Hindi still missing
  step('GET /api/media/sweep/', 'admin', 200),
  step('GET /api/backups/status/', 'admin', 200),
  step('GET /api/backups/latest/download/', 'admin', 404),
  step('GET /api/hindi-gaps/', 'staff', 200),
  // Students
  step('GET /api/students/', 'staff', 200),
  step('GET /api/camps/{id}/students/', 'staff', 200, { id: () => ids.campA!, outOfScope: { id: () => ids.campB! } }),
  step('POST /api/students/', 'staff', 201, { body: () => student(ids.campA!), outOfScope: { body: () => student(ids.campB!) } }),
  step('GET /api/students/{id}/', 'staff', 200, { id: () => ids.studentA!, outOfScope: { id: () => ids.studentB! } }),
  step('PUT /api/students/{id}/', 'staff', 200, {
    id: () => ids.studentA!,
    body: () => json({ standard: 11 }),
    outOfScope: { id: () => ids.studentB! },
  }),
  step('DELETE /api/students/{id}/', 'staff', 204, { id: () => ids.studentA2!, outOfScope: { id: () => ids.studentB! } }),
  // Inbox
  ...(['volunteer-applications', 'partner-applications', 'contact-messages'] as const).flatMap((kind): Step[] => [
    step(`GET /api/inbox/${kind}/`, 'admin', 200, { query: () => '?status=new' }),
    step(`PATCH /api/inbox/${kind}/{id}/`, 'admin', 200, { id: () => ids[kind.split('-')[0]!]!, body: () => json({ status: 'done' }) }),
    step(`GET /api/inbox/${kind}/{id}/`, 'admin', 200, { id: () => ids[kind.split('-')[0]!]! }),
    step(`GET /api/inbox/${kind}/export.csv`, 'admin', 200),
  ]),
  // Privacy
  step('GET /api/privacy/notices/{form}/versions/', 'admin', 200),
  step('PUT /api/privacy/notices/{form}/', 'admin', 200, { body: () => json({ intro: 'Walked notice', purposes: {} }) }),
  step('GET /api/privacy/consents/', 'admin', 200, { query: () => `?subject_type=contact_messages&subject_id=${ids.contact}` }),
  step('GET /api/privacy/access-log/', 'admin', 200),
  step('GET /api/privacy/requests/', 'admin', 200),
  step('GET /api/privacy/requests/{id}/', 'admin', 200, { id: () => ids.rightsRequest! }),
  step('PATCH /api/privacy/requests/{id}/', 'admin', 200, { id: () => ids.rightsRequest!, body: () => json({ notes: 'Walked.' }) }),
  step('GET /api/privacy/retention/', 'admin', 200),
  step('PUT /api/privacy/retention/{kind}/', 'admin', 200, {
    body: () => json({ days: 40, reason: 'Walked.', reason_hi: '' }),
  }),
  step('POST /api/privacy/retention/run/', 'admin', 200),
  step('GET /api/privacy/assignees/', 'admin', 200),
  step('GET /api/privacy/breaches/', 'admin', 200),
  step('POST /api/privacy/breaches/', 'admin', 201, { body: () => json({ summary: 'Lost laptop', learned_at: now }) }),
  step('PATCH /api/privacy/breaches/{id}/', 'admin', 200, { id: () => ids.breach!, body: () => json({ board_notified_at: now }) }),
  step('GET /api/privacy/breaches/{id}/people/', 'admin', 200, { id: () => ids.breach!, query: () => '?kinds=volunteers,donations' }),
  step('POST /api/privacy/breaches/{id}/notify/', 'admin', 200, {
    id: () => ids.breach!,
    body: () => json({ kinds: ['contact_messages'], text: 'Walked.', text_hi: 'चला।' }),
  }),
  // Marks (decision 0036)
  step('GET /api/marks-tests/', 'admin', 200),
  step('POST /api/marks-tests/', 'admin', 201, {
    body: () =>
      json({ title: 'T', cycle: '2026', kind: 'weekly', test_date: '2026-01-01', subjects: [{ name: 'Maths', max: 50 }], publish_at: now }),
  }),
  step('GET /api/marks-tests/{id}/', 'admin', 200, { id: () => ids.marksTest1! }),
  step('PUT /api/marks-tests/{id}/', 'admin', 200, {
    id: () => ids.marksTest1!,
    body: () =>
      json({
        title: 'T2',
        cycle: '2026',
        kind: 'weekly',
        test_date: '2026-01-01',
        subjects: [{ name: 'Maths', max: 50 }],
        publish_at: now,
      }),
  }),
  step('DELETE /api/marks-tests/{id}/', 'admin', 204, { id: () => ids.marksTest2! }),
  step('POST /api/marks-tests/{id}/import/', 'admin', 200, { id: () => ids.marksTest1!, body: () => form({ file: marksCsv() }) }),
  step('POST /api/roll-register/import/', 'admin', 200, { body: () => form({ file: marksCsv(), cycle: '2026' }) }),
  step('GET /api/marks-lookups/failures/', 'admin', 200),
  // Students' applications
  step('GET /api/student-applications/pipeline/', 'staff', 200),
  step('GET /api/student-applications/pipeline/export/', 'staff', 200),
  step('GET /api/student-applications/pipeline/{id}/', 'staff', 200, {
    id: () => ids.applicationA!,
    outOfScope: { id: () => ids.applicationB! },
  }),
  step('POST /api/student-applications/pipeline/{id}/notes/', 'staff', 201, {
    id: () => ids.applicationA!,
    body: () => json({ text: 'N' }),
    outOfScope: { id: () => ids.applicationB! },
  }),
  step('POST /api/student-applications/pipeline/duplicates/', 'staff', 200, {
    body: () => json({ cycle_id: ids.cycle1 }),
    outOfScope: { body: () => json({ cycle_id: ids.cycle3 }) },
  }),
  step('POST /api/student-applications/pipeline/status/', 'staff', 200, {
    body: () => json({ ids: [ids.applicationA], status: 'not_selected' }),
    outOfScope: { body: () => json({ ids: [ids.applicationB], status: 'not_selected' }) },
  }),
  step('POST /api/student-applications/pipeline/admit-cards/', 'staff', 409, {
    body: () => json({ ids: [ids.applicationA] }),
    outOfScope: { body: () => json({ ids: [ids.applicationB] }) },
  }),
  step('POST /api/student-applications/pipeline/{id}/paper-consent/', 'staff', 201, {
    id: () => ids.applicationP!,
    body: () => form({ parent_name: 'P', parent_relationship: 'mother', adult: 'on', scan: pdf() }),
    outOfScope: { id: () => ids.applicationB! },
  }),
  step('GET /api/student-applications/pipeline/{id}/paper-consent/', 'staff', 200, {
    id: () => ids.applicationP!,
    outOfScope: { id: () => ids.applicationB! },
  }),
  step('POST /api/student-applications/pipeline/promote/', 'staff', 200, {
    body: () => json({ cycle_id: ids.cycle1 }),
    outOfScope: { body: () => json({ cycle_id: ids.cycle3 }) },
  }),
  step('GET /api/student-applications/pipeline/erasure/', 'staff', 200),
  step('GET /api/student-applications/pipeline/reports/', 'staff', 200, {
    query: () => `?cycle_id=${ids.cycle1}`,
    outOfScope: { query: () => `?cycle_id=${ids.cycle3}` },
  }),
  step('GET /api/student-applications/pipeline/reports/export/', 'staff', 200, {
    query: () => `?cycle_id=${ids.cycle1}`,
    outOfScope: { query: () => `?cycle_id=${ids.cycle3}` },
  }),
  step('GET /api/student-applications/cycles/', 'staff', 200),
  step('GET /api/student-applications/cycles/{id}/', 'staff', 200, { id: () => ids.cycle1! }),
  step('POST /api/student-applications/cycles/', 'admin', 201, {
    body: () => json({ name: 'W', code: 'WALK3', opens_at: now, closes_at: '2099-01-01T00:00:00Z', classes: [9] }),
  }),
  step('PUT /api/student-applications/cycles/{id}/', 'admin', 200, {
    id: () => ids.cycle1!,
    body: () => json({ name: 'W', code: 'WALK1', opens_at: now, closes_at: '2099-01-01T00:00:00Z', classes: [10] }),
  }),
  step('DELETE /api/student-applications/cycles/{id}/', 'admin', 204, { id: () => ids.cycle2! }),
  step('GET /api/student-applications/centres/', 'staff', 200),
  step('GET /api/student-applications/centres/{id}/', 'staff', 200, { id: () => ids.centre1! }),
  step('POST /api/student-applications/centres/', 'admin', 201, { body: () => json(walkCentre()) }),
  step('PUT /api/student-applications/centres/{id}/', 'admin', 200, { id: () => ids.centre1!, body: () => json(walkCentre()) }),
  step('DELETE /api/student-applications/centres/{id}/', 'admin', 204, { id: () => ids.centre1! }),
  step('GET /api/donations/settings/', 'admin', 200),
  step('PUT /api/donations/settings/', 'admin', 200, { body: () => json({ payee_name: 'Walked Trust' }) }),
  step('POST /api/donations/statements/', 'admin', 200, {
    body: walkStatement,
  }),
  step('GET /api/donations/unmatched/', 'admin', 200),
  step('GET /api/donations/form-10bd/{fy}/', 'admin', 200),
  step('GET /api/donations/receipts/{id}/pdf/', 'admin', 200, { id: () => ids.receipt! }),
  step('POST /api/donations/receipts/{id}/cancel/', 'admin', 200, {
    id: () => ids.receipt!,
    body: () => json({ reason: 'Walked correction' }),
  }),
  step('GET /api/donations/records/', 'admin', 200),
  step('GET /api/donations/records/{id}/', 'admin', 200, { id: () => ids.reportedMatch! }),
  step('POST /api/donations/records/{id}/match/', 'admin', 200, {
    id: () => ids.reportedMatch!,
    body: () => json({ note: 'Walked statement line' }),
  }),
  step('POST /api/donations/records/{id}/reject/', 'admin', 200, {
    id: () => ids.reportedReject!,
    body: () => json({ reason: 'Walked: no credit' }),
  }),
  step('GET /api/donations/receipts/', 'admin', 200, { query: () => '?fy=FY2026-27' }),
  step('GET /api/donations/form-10bd/', 'admin', 200),
  step('GET /api/donations/form-10bd/reminder/', 'admin', 200),
  step('POST /api/donations/form-10bd/{fy}/filed/', 'admin', 200),
  step('GET /api/donations/statement-mappings/', 'admin', 200),
  step('POST /api/donations/statements/preview/', 'admin', 200, {
    body: walkStatement,
  }),
  step('POST /api/donations/gifts/', 'admin', 201, {
    body: () =>
      json({ mode: 'cash', amount: '500', received_on: '2026-08-02', declaration: 'indian', name: 'Walked Donor', address: 'Dharchula' }),
  }),
  // Slot coordinators
  step('GET /api/slot-coordinators/', 'admin', 200),
  step('GET /api/slot-coordinators/{id}/', 'admin', 200, { id: () => ids.slotCoordinator1! }),
  step('GET /api/slot-coordinators/sms-status/', 'admin', 200),
  step('POST /api/slot-coordinators/{id}/sign-in-code/', 'admin', 201, { id: () => ids.slotCoordinator1! }),
  step('POST /api/slot-coordinators/', 'admin', 201, { body: () => json({ name: 'New', phone_number: '9123456780' }) }),
  step('PUT /api/slot-coordinators/{id}/', 'admin', 200, { id: () => ids.slotCoordinator1!, body: () => json({ name: 'Renamed' }) }),
  step('DELETE /api/slot-coordinators/{id}/', 'admin', 204, { id: () => ids.slotCoordinator2! }),
  step('POST /api/slot-coordinators/slots/', 'admin', 201, {
    body: () => json({ name: 'July', start_date: '2026-07-01', end_date: '2026-07-15' }),
  }),
  step('DELETE /api/slot-coordinators/slots/{id}/', 'admin', 204, { id: () => ids.slot2! }),
  step('POST /api/slot-coordinators/departments/', 'admin', 201, { body: () => json({ name: 'Chemistry' }) }),
  step('DELETE /api/slot-coordinators/departments/{id}/', 'admin', 204, { id: () => ids.department2! }),
  step('PUT /api/slot-coordinators/slots/{id}/', 'admin', 200, {
    id: () => ids.slot3!,
    body: () => json({ name: 'S3', start_date: '2026-06-01', end_date: '2026-06-10', start_time: '09:00', capacity: 2 }),
  }),
  step('PUT /api/slot-coordinators/departments/{id}/', 'admin', 200, { id: () => ids.department1!, body: () => json({ name: 'Maths' }) }),
  step('GET /api/slot-coordinators/board/', 'admin', 200, { query: () => `?camp_id=${ids.campA}` }),
  step('GET /api/slot-coordinators/board/export.csv', 'admin', 200),
  step('POST /api/slot-coordinators/slots/{id}/allocations/', 'admin', 201, {
    id: () => ids.slot3!,
    body: () => json({ coordinator: ids.slotCoordinator1 }),
  }),
  step('DELETE /api/slot-coordinators/slots/{id}/allocations/{coordinator_id}/', 'admin', 204, {
    id: () => ids.slot1!,
    coordinatorId: () => ids.slotCoordinator1!,
  }),
  step('GET /api/slot-coordinators/slots/', 'staff', 200),
  step('GET /api/slot-coordinators/departments/', 'staff', 200),
  step('GET /api/slot-coordinators/details/', 'slot', 200),
  step('POST /api/slot-coordinators/preferences/', 'slot', 200, {
    body: () => json({ slots: [ids.slot1], departments: [ids.department1] }),
  }),
  step('POST /api/slot-coordinators/logout/', 'slot', 204, {
    as: async () => ({
      headers: { authorization: `Token ${(await issueSlotSession(h.db.kysely, ids.slotCoordinator1!, 1)).token}` },
    }),
  }),
  // Camps
  step('POST /api/camp/', 'admin', 201, {
    body: async () => form({ name: 'New camp', location: 'Almora', year: '2026', image: await pngFile(500, 300) }),
  }),
  step('PUT /api/camp/{id}/', 'admin', 200, { id: () => ids.campB!, body: () => form({ location: 'Pithoragarh' }) }),
  step('GET /api/camp/{id}/content/', 'admin', 200, { id: () => ids.campB! }),
  step('DELETE /api/camp/{id}/', 'admin', 204, { id: () => ids.campToDelete! }),
  // Updates
  step('POST /api/add_update/', 'staff', 201, {
    body: () => json({ title: 'Test on Sunday', text: 'Bring pencils', camp_id: ids.campA }),
    outOfScope: { body: () => json({ title: 'Test on Sunday', text: 'Bring pencils', camp_id: ids.campB }) },
  }),
  step('PUT /api/add_update/', 'staff', 200, {
    query: () => `?id=${ids.updateA}`,
    body: () => json({ venue: 'Hall' }),
    outOfScope: { query: () => `?id=${ids.updateB}` },
  }),
  step('DELETE /api/updates/{id}/', 'staff', 204, { id: () => ids.updateA2!, outOfScope: { id: () => ids.updateB! } }),
  // Test papers and results
  ...(['paper', 'result'] as const).flatMap((k): Step[] => {
    const base = k === 'paper' ? '/api/test-papers/' : '/api/test-results/';
    const paper = (camp: number) => form({ title: 'Weekly test', type: 'weekly', camp: String(camp), file: pdf() });
    return [
      step(`POST ${base}`, 'staff', 201, { body: () => paper(ids.campA!), outOfScope: { body: () => paper(ids.campB!) } }),
      step(`PUT ${base}{id}/`, 'staff', 200, {
        id: () => ids[`${k}A`]!,
        body: () => form({ title: 'Renamed', file: pdf() }),
        outOfScope: { id: () => ids[`${k}B`]! },
      }),
      step(`DELETE ${base}{id}/`, 'staff', 204, { id: () => ids[`${k}A2`]!, outOfScope: { id: () => ids[`${k}B`]! } }),
    ];
  }),
  // Gallery
  step('POST /api/gallery/', 'staff', 201, {
    body: async () => form({ title: 'Class', camp: String(ids.campA), image: await pngFile() }),
    outOfScope: { body: async () => form({ title: 'Class', camp: String(ids.campB), image: await pngFile() }) },
  }),
  step('PUT /api/gallery/{id}/', 'staff', 200, {
    id: () => ids.pictureA!,
    body: () => form({ type: 'doubts' }),
    outOfScope: { id: () => ids.pictureB! },
  }),
  step('DELETE /api/gallery/{id}/', 'staff', 204, { id: () => ids.pictureA2!, outOfScope: { id: () => ids.pictureB! } }),
  // Brochures, reports, events
  ...(['brochure', 'report'] as const).flatMap((k): Step[] => [
    step(`POST /api/${k}s/`, 'admin', 201, { body: () => form({ title: 'Annual', year: '2025', file: pdf() }) }),
    step(`PUT /api/${k}s/{id}/`, 'admin', 200, { id: () => ids[`${k}1`]!, body: () => form({ title: 'Annual 2025' }) }),
    step(`DELETE /api/${k}s/{id}/`, 'admin', 204, { id: () => ids[`${k}2`]! }),
  ]),
  step('POST /api/events/', 'admin', 201, { body: () => form({ title: 'Meet', date: '2026-05-01', featured: 'true' }) }),
  step('PUT /api/events/{id}/', 'admin', 200, { id: () => ids.event1!, body: () => form({ venue: 'Delhi' }) }),
  step('DELETE /api/events/{id}/', 'admin', 204, { id: () => ids.event2! }),
  // Site content
  step('GET /api/content/settings/', 'staff', 200),
  step('PUT /api/content/settings/', 'admin', 200, { body: () => json({ name: 'Hill Camps', donate_url: 'https://example.org/donate' }) }),
  step('GET /api/content/about/', 'staff', 200),
  step('PUT /api/content/about/', 'admin', 200, {
    body: async () => form({ vision_points: '["One"]', founder_name: 'F', founder_photo: await pngFile() }),
  }),
  // Pictures of the site (decision 0033): uploaded with the part to keep, then back to the built-in one
  step('PUT /api/site-pictures/{slot}/', 'admin', 200, {
    body: async () => form({ crop_x: '0', crop_y: '0', crop_w: '1', crop_h: '1', image: await pngFile(100, 100) }),
  }),
  step('DELETE /api/site-pictures/{slot}/', 'admin', 200),
  step('PUT /api/page-texts/', 'admin', 200, { body: () => json({ about_title: 'Who we are', about_title_hi: 'हम कौन हैं' }) }),
  ...CONTENT_LISTS.flatMap((kind): Step[] => {
    const base = `/api/content/${kind}/` as const;
    const item: Record<string, string> = {
      programs: { title: 'New', slug: 'new-program' },
      testimonials: { name: 'New', quote: 'Q' },
      'volunteer-experiences': { name: 'New', quote: 'Q' },
      trustees: { name: 'New', points: '["A"]' },
      'partnership-options': { title: 'New' },
    }[kind];
    const table = kind.replace('-', '_') as 'programs';
    return [
      step(`GET ${base}`, 'staff', 200),
      step(`GET ${base}{id}/`, 'staff', 200, { id: () => ids[`${kind}1`]! }),
      step(`POST ${base}`, 'admin', 201, { body: () => form(item) }),
      step(`PUT ${base}{id}/`, 'admin', 200, { id: () => ids[`${kind}1`]!, body: () => form({ [Object.keys(item)[0]!]: 'Changed' }) }),
      step(`DELETE ${base}{id}/`, 'admin', 204, { id: () => ids[`${kind}2`]! }),
      step(`PUT ${base}order/`, 'admin', 200, {
        body: async () =>
          json({ ids: (await h.db.kysely.selectFrom(table).select('id').orderBy('id', 'desc').execute()).map((r) => r.id) }),
      }),
    ];
  }),
];

async function call(step: Step, who: Who, override: { url?: () => string; body?: () => Body | Promise<Body> } = {}) {
  const body = await (override.body ?? step.body)?.();
  const options: InjectOptions = { method: step.method, url: (override.url ?? step.url)(), headers: { ...(who?.headers ?? {}) } };
  if (body && 'json' in body) {
    options.payload = JSON.stringify(body.json);
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  } else if (body && 'form' in body) {
    const mp = multipartBody(body.form);
    options.payload = mp.payload;
    options.headers = { ...options.headers, ...mp.headers };
  }
  return h.inject(options);
}

async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES)
    tables[table] = await h.db.kysely
      .selectFrom(table as 'camps')
      .selectAll()
      .execute();
  // Rows are compared in a stable order, whatever order the engine returns them in.
  for (const rows of Object.values(tables)) rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { tables, files: await mediaFiles(h) };
}

describe('every staff route', () => {
  it('is in this walk, and nothing else is (checked against the OpenAPI document)', async () => {
    const doc = (await h.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => op.security?.length)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const walked = [...new Set(steps.map((s) => `${s.method} ${s.path}`))].sort();
    expect(walked).toEqual(documented);
  });

  it.each(steps.map((s) => [`${s.method} ${s.path}`, s] as const))(
    '%s: 401, 401, 403 where it applies, changing nothing; then success',
    async (_name, step) => {
      const before = await snapshot();
      const none = await call(step, null);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ error: 'Authentication credentials were not provided or are not valid.' });
      expect(await snapshot()).toEqual(before);

      const junk = await call(step, { headers: { authorization: 'Token 0123456789abcdef0123456789abcdef0123456789a' } });
      expect(junk.statusCode).toBe(401);
      expect(await snapshot()).toEqual(before);

      if (step.allowed === 'admin' || step.allowed === 'slot') {
        const refused = await call(step, coordinator);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: 'You do not have permission to do this.' });
        expect(await snapshot()).toEqual(before);
      }
      if (step.outOfScope) {
        const refused = await call(step, coordinator, step.outOfScope);
        expect(refused.statusCode).toBe(403);
        expect(await snapshot()).toEqual(before);
      }

      const who = step.as ? await step.as() : step.allowed === 'admin' ? admin : step.allowed === 'slot' ? slotToken : coordinator;
      const ok = await call(step, who);
      expect(ok.statusCode, ok.body).toBe(step.status);
    },
  );
});
