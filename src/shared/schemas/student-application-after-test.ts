// The students' applications after consent and after the test (decision 0041): a signed paper
// consent recorded by staff, the promotion of the selected to students, the erasure 180 days after
// a cycle closes (its dry run), and the reports with small counts suppressed.
import { z } from 'zod';
import { studentAfterTest as t } from '../messages/en-student-after-test';
import { studentApplications } from '../messages/en-student-applications';
import { RELATIONSHIPS } from '../student-application-choices';
import { id } from './staff/common';
import { APPLICATION_STATUSES } from './student-application-pipeline';

const e = studentApplications.errors;
const list = (v: unknown) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]);

/** The fields of a paper consent (multipart, with the file `scan`). */
export const paperConsentInput = z.object({
  parent_name: z.string({ error: e.parent_name }).trim().min(1, e.parent_name).max(200, e.parent_name),
  parent_relationship: z.enum(RELATIONSHIPS, { error: e.parent_relationship }),
  adult: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.literal(true, { error: t.errors.adult })),
  consents: z.preprocess(list, z.array(z.string().max(40)).max(10)),
  notice_version: z.coerce.number().int().positive().max(1_000_000).optional(),
});
export const paperConsentResult = z.object({ id: z.number(), number: z.string(), status: z.literal('submitted') });

export const cycleInput = z.object({ cycle_id: id() });
export const promotionResult = z.object({ promoted: z.number(), already: z.number() });

/** A cycle's erasure: when, and how many applications it would take now or on that day. */
export const cycleErasure = z.object({
  cycle_id: z.number(),
  name: z.string(),
  code: z.string(),
  closes_at: z.string(),
  erase_from: z.string(),
  due: z.boolean(),
  count: z.number(),
});
export const cycleErasures = z.array(cycleErasure);

export const REPORT_DIMENSIONS = ['district', 'class', 'gender', 'school_type'] as const;
/** The statuses a report counts (a draft is not yet an application). */
export const REPORT_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'draft');
/** A count as shown: a number, or "<5". */
const cell = z.union([z.number(), z.literal('<5')]);
export const reportTable = z.object({
  dimension: z.enum(REPORT_DIMENSIONS),
  rows: z.array(z.object({ value: z.string(), counts: z.array(cell), total: cell })),
  totals: z.array(cell),
  total: cell,
});
export const cycleReport = z.object({ cycle_id: z.number(), statuses: z.array(z.string()), tables: z.array(reportTable) });
export type CycleReport = z.output<typeof cycleReport>;
export type ReportCell = z.output<typeof cell>;
