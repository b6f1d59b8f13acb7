// What the students' applications' API tests share: a harness whose clock stands inside an open
// cycle, that cycle with two centres, and a filled-in form.
import { afterAll, beforeAll } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createHarness, type Harness, postJson } from '../../test-support/api-harness';
import { lineLogger } from '../../test-support/log-lines';
import { createCamp, createStaff, type StaffFixture, staffJson } from '../../test-support/staff-fixtures';

export const BASE = '/api/student-applications';
/** Inside the cycle's window (1-30 April 2026, India time). */
export const OPEN_AT = Date.parse('2026-04-10T06:00:00Z');

export function applicationSuite() {
  const clock = manualClock(OPEN_AT);
  const h = {} as Harness;
  const admin = {} as StaffFixture;
  const ids = { cycle: 0, centre: 0, otherCentre: 0, camp: 0 };
  /** The texts the log SMS provider wrote (numbers masked). */
  const texts: { to: string; message: string }[] = [];
  beforeAll(async () => {
    const logger = lineLogger('info', (line) => {
      const sms = (JSON.parse(line) as { sms?: { to: string; message: string } }).sms;
      if (sms) texts.push(sms);
    });
    Object.assign(h, await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1000' }, { build: { clock, logger } }));
    Object.assign(admin, await createStaff(h, { role: 'admin' }));
    ids.camp = await createCamp(h, 'Munsiyari');
    const cycle = await staffJson(h, 'POST', `${BASE}/cycles/`, admin, {
      name: 'Screening 2026',
      code: 'UK26',
      opens_at: '2026-04-01T00:00:00+05:30',
      closes_at: '2026-04-30T23:59:00+05:30',
      camp: ids.camp,
      classes: [9, 10, 11],
      streams: ['pcm', 'pcb'],
    });
    ids.cycle = cycle.json().id;
    const centre = (name: string, seats: number) =>
      staffJson(h, 'POST', `${BASE}/centres/`, admin, {
        cycle: ids.cycle,
        name,
        address: 'Main road',
        district: 'Pithoragarh',
        test_at: '2026-05-10T10:00:00+05:30',
        seats,
        paper_language: 'both',
      });
    ids.centre = (await centre('GIC Munsiyari', 2)).json().id;
    ids.otherCentre = (await centre('GIC Dharchula', 40)).json().id;
  });
  afterAll(() => h.close());
  return { h, clock, admin, ids, texts };
}

/** A 15-year-old's filled-in form (on 10 April 2026). */
export const childForm = (centre: number, overrides: Record<string, unknown> = {}) => ({
  action: 'submit',
  language: 'hi',
  full_name: 'Kavita Rawat',
  date_of_birth: '2010-08-15',
  gender: 'female',
  class: '10',
  stream: '',
  school_name: 'GIC Munsiyari',
  school_type: 'government',
  board: 'ubse',
  district: 'Pithoragarh',
  block: 'Munsiyari',
  village: 'Darkot',
  last_exam_percentage: '78.5',
  centre: String(centre),
  paper_language: 'hi',
  accessibility_needs: '',
  parent_name: 'Mohan Rawat',
  parent_relationship: 'father',
  parent_mobile: '+91 98765 43210',
  parent_email: '',
  heard_from: 'school',
  ...overrides,
});

export const apply = (h: Harness, body: unknown) => postJson(h, `${BASE}/`, JSON.stringify(body));
