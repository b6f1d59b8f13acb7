// Property-based fuzzing of every plain form post (decision 0023): the website server's forms as a
// visitor without JavaScript sends them, passed to a real API on this engine. Each case is a hostile
// post to a page (see plainPostCase), with or without the visitor's CSRF token, a slot
// coordinator's session cookie and a code's challenge cookie, sent once or twice at the same moment
// (a resubmit, a double click). For every case: never a 5xx; a refusal is an HTML page (the visitor
// has no script to read JSON); a single post refused with a 4xx stored nothing.
//
// For a long local run: FUZZ_RUNS=2000 npx vitest run --project api src/server/fuzz/plain-form-fuzz.test.ts
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxOf } from '../features/slot-coordinators/sms';
import { createHarness, type Harness } from '../test-support/api-harness';
import { type FuzzFiles, plainPostCase } from '../test-support/fuzz-inputs';
import { createCamp, pdfFile, pngFile } from '../test-support/staff-fixtures';
import { type RowCounts, rowCounter, storedState, tableNames } from '../test-support/stored-state';
import { slotCoordinatorWithSession, websiteOver } from '../test-support/website-harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const TOKEN = 'F'.repeat(43);

let h: Harness;
let web: FastifyInstance;
let files: FuzzFiles;
let tables: string[] = [];
let countRows: RowCounts;
let slotIds: number[] = [];
let departmentIds: number[] = [];
let phone = '';
let session = '';

const text = (...values: string[]) => fc.constantFrom(...values);
const rank = fc.oneof(text('', '1', '2', '3', '0', '999', '-1', '1.5'), fc.integer({ min: 0, max: 5 }).map(String));

/** Every plain form: where it posts, its hidden fields, and its own fields with plausible values. */
const forms: { kind: string; page: string; hidden?: Record<string, string>; fields: () => Record<string, fc.Arbitrary<string>> }[] = [
  {
    kind: 'volunteer',
    page: '/get-involved',
    fields: () => ({
      full_name: text('Ravi Kumar', 'अनीता'),
      email: text('ravi@example.org', 'ravi@example'),
      role: text('Content Creator', 'Teacher', 'Astronaut'),
      message: text('', 'Physics'),
      website: text('', 'http://spam.example'),
    }),
  },
  {
    kind: 'partner',
    page: '/get-involved',
    fields: () => ({
      organization_name: text('Pahad Trust'),
      contact_person: text('Meera Joshi'),
      email: text('meera@example.org'),
      phone: text('+91 98765 43210', '12'),
      organization_type: text('NGO/Non-Profit', 'Other', 'Pirates'),
      partnership_interest: text('General Partnership Inquiry', 'Sponsor Student Food Cost'),
      website: text(''),
    }),
  },
  {
    kind: 'contact',
    page: '/hi/contact-us',
    fields: () => ({
      firstName: text('Asha', ''),
      lastName: text('Rawat'),
      email: text('asha@example.org'),
      subject: text('Visit', ''),
      message: text('When is the next camp?'),
      website: text(''),
    }),
  },
  {
    kind: 'donate',
    page: '/donate',
    fields: () => ({ amount: text('500', '0', '12.50', 'abc', '1e9'), declaration: text('indian', 'foreign', '', 'oci') }),
  },
  { kind: 'donate-presets', page: '/donate', fields: () => ({ amount: text('1000', '2500'), declaration: text('indian', '') }) },
  { kind: 'donate-back', page: '/donate', hidden: { _action: 'donate-back' }, fields: () => ({ amount: text('500') }) },
  { kind: 'slot-phone', page: '/slot-coordinators', fields: () => ({ phone_number: text(phone, '+919876500000', '12345') }) },
  { kind: 'slot-resend', page: '/slot-coordinators', hidden: { _action: 'slot-resend' }, fields: () => ({}) },
  { kind: 'slot-restart', page: '/slot-coordinators', hidden: { _action: 'slot-restart' }, fields: () => ({}) },
  { kind: 'slot-code', page: '/slot-coordinators', fields: () => ({ otp: text('123456', '12 34 56', '1', 'abcdef') }) },
  {
    kind: 'slot-preferences',
    page: '/hi/slot-coordinators',
    fields: () => ({
      ...Object.fromEntries([...slotIds, 2_147_483_648].map((id) => [`slot_${id}`, rank])),
      ...Object.fromEntries([...departmentIds, 0].map((id) => [`department_${id}`, rank])),
      note: text('', 'Mornings only'),
    }),
  },
  { kind: 'slot-sign-out', page: '/slot-coordinators', fields: () => ({}) },
];

/** A code's challenge cookie as the website server writes it, for any challenge (or a garbled one). */
const challengeCookie = fc.oneof(
  fc
    .tuple(fc.string({ minLength: 43, maxLength: 43, unit: fc.constantFrom(...'ABCxyz019_-') }), fc.integer({ min: 0, max: 9 }))
    .map(([c, n]) => Buffer.from(JSON.stringify({ c, t: Date.now(), n, p: phone })).toString('base64url')),
  text('', 'e30', '%%%', 'W10', Buffer.from('{"c":1}').toString('base64url')),
);

function postCase(form: (typeof forms)[number]) {
  return fc.record({
    body: plainPostCase(form.fields(), { _form: form.kind.replace('donate-back', 'donate'), ...form.hidden, _csrf: TOKEN }, files),
    csrfCookie: fc.oneof({ weight: 4, arbitrary: fc.constant<string | null>(TOKEN) }, fc.constant(null), fc.constant('G'.repeat(43))),
    session: fc.oneof(fc.constant<string | null>(null), fc.constant('live'), text('sc_garbage', '')),
    challenge: fc.option(challengeCookie),
    twice: fc.boolean(),
    address: fc.integer({ min: 1, max: 250 }),
  });
}

beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_DISABLED: 'true', OTP_RESEND_SECONDS: '0' });
  web = await websiteOver(h);
  files = { png: (await pngFile(16, 12)).data, pdf: pdfFile().data };
  const camp = await createCamp(h, 'Fuzz camp');
  const now = new Date().toISOString();
  slotIds = [];
  for (const name of ['Week 1', 'Week 2', 'Week 3']) {
    const row = await h.db.kysely
      .insertInto('slots')
      .values({
        name,
        camp_id: camp,
        start_date: '2026-06-01',
        end_date: '2026-06-07',
        start_time: null,
        end_time: null,
        capacity: 2,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    slotIds.push(row.id);
  }
  departmentIds = [];
  for (const name of ['Kitchen', 'Library']) {
    const row = await h.db.kysely
      .insertInto('departments')
      .values({ name, description: '', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    departmentIds.push(row.id);
  }
  phone = '+919876512345';
  tables = await tableNames(h);
  countRows = await rowCounter(h, tables);
});
afterAll(async () => {
  await web?.close();
  await h?.close();
});

/** A coordinator with a live session for each form's run: the one before may have signed out. */
async function freshSession() {
  await h.db.kysely.deleteFrom('slot_coordinators').where('phone_number', '=', phone).execute();
  session = (await slotCoordinatorWithSession(h, phone)).token;
}

describe('the plain form posts under fuzzed input', () => {
  describe.each(forms.map((form) => ({ form, name: `${form.kind} → ${form.page}` })))('$name', ({ form }) => {
    it('never answers 5xx; a refusal is a page; a refused post stored nothing', { timeout: Math.max(30_000, RUNS * 1000) }, async () => {
      await freshSession();
      let before = await storedState(h, countRows);
      await fc.assert(
        fc.asyncProperty(postCase(form), async (c) => {
          const cookies = [
            ...(c.csrfCookie ? [`csrftoken=${c.csrfCookie}`] : []),
            ...(c.session !== null ? [`slot_session=${c.session === 'live' ? session : c.session}`] : []),
            ...(c.challenge !== null ? [`slot_challenge=${c.challenge}`] : []),
          ];
          const send = () =>
            web.inject({
              method: 'POST',
              url: form.page,
              remoteAddress: `198.51.100.${c.address}`,
              headers: {
                ...(c.body.contentType ? { 'content-type': c.body.contentType } : {}),
                ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
              },
              payload: c.body.payload,
            });
          const replies = c.twice ? await Promise.all([send(), send()]) : [await send()];
          // A code is stored after its reply has gone: before counting.
          await outboxOf(h.db)?.drain();
          const was = before;
          before = await storedState(h, countRows);
          const what = `${form.kind} ${c.twice ? 'twice' : 'once'} (${c.body.contentType}): ${String(c.body.payload).slice(0, 300)}`;
          for (const reply of replies) {
            expect(reply.statusCode, `${what}: ${reply.body.slice(0, 300)}`).toBeLessThan(500);
            if (reply.statusCode >= 400) {
              expect(reply.headers['content-type'], `${what}: ${reply.statusCode}`).toBe('text/html; charset=utf-8');
              expect(reply.body, what).toMatch(/^<!doctype html>/i);
            }
          }
          if (!c.twice && replies[0]!.statusCode >= 400)
            expect(before, `${what} stored something on ${replies[0]!.statusCode}`).toEqual(was);
        }),
        { numRuns: RUNS },
      );
    });
  });
});
