// Tests with marks (decision 0036): a test as staff create it, an import's column mapping, and the
// public look-up's form. The PDF test results of §3 are tests.ts.
import { z } from 'zod';
import { en } from '../../messages/en';
import { requiredText } from '../fields';
import { blankToUndefined, flag, isoDate, optionalId, trimmed } from './common';

const r = en.resultsStaff;

export const MARKS_TEST_KINDS = ['screening', 'weekly', 'surprise'] as const;
export const MARKS_STATUSES = ['selected', 'waitlisted', 'not_selected', 'absent'] as const;
export type MarksStatus = (typeof MARKS_STATUSES)[number];
export const MAX_SUBJECTS = 12;

export const subjectInput = z.object({
  name: requiredText(80),
  max: z.coerce.number({ error: r.maxMarks }).int(r.maxMarks).min(1, r.maxMarks).max(1000, r.maxMarks),
});

const subjects = z
  .array(subjectInput, { error: r.subjectsRequired })
  .min(1, r.subjectsRequired)
  .max(MAX_SUBJECTS)
  .refine((list) => new Set(list.map((s) => s.name.toLowerCase())).size === list.length, r.subjectsRepeated);

const testFields = z.object({
  title: requiredText(200),
  camp: optionalId(),
  cycle: z.preprocess(trimmed, z.string().max(40)).default(''),
  kind: z.preprocess(trimmed, z.enum(MARKS_TEST_KINDS, { error: en.validation.required })),
  test_date: isoDate(),
  subjects,
  publish_at: z.iso.datetime({ offset: true, error: en.staff.invalidDateTime }).transform((v) => new Date(v).toISOString()),
  requires_pin: flag().default(false),
  public_list: flag().default(false),
});

const oneScope = (v: { camp?: number | null | undefined; cycle?: string | undefined }) => (v.camp ? 1 : 0) + (v.cycle ? 1 : 0) === 1;

export const marksTestInput = testFields.refine(oneScope, { message: r.scopeRequired, path: ['camp'] });
export type MarksTestInput = z.input<typeof marksTestInput>;

export const subject = z.object({ key: z.string(), name: z.string(), max: z.number().int() });
export type Subject = z.infer<typeof subject>;

export const marksTest = z.object({
  id: z.number().int(),
  title: z.string(),
  camp: z.number().int().nullable(),
  camp_name: z.string().nullable(),
  cycle: z.string(),
  kind: z.enum(MARKS_TEST_KINDS),
  test_date: z.string(),
  subjects: z.array(subject),
  publish_at: z.string(),
  requires_pin: z.boolean(),
  public_list: z.boolean(),
  rows: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MarksTest = z.infer<typeof marksTest>;

/** An import's form: which file column holds each field (`roll`, `status`, `rank`, a subject's key…). */
export const importFields = z.object({
  mapping: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, z.record(z.string().max(40), z.string().max(200)).optional()),
  dry_run: flag().default(true),
});

export const rowError = z.object({ row: z.number().int(), errors: z.array(z.string()) });
export const importReport = z.object({
  dry_run: z.boolean(),
  columns: z.array(z.string()),
  mapping: z.record(z.string(), z.string()),
  rows_read: z.number().int(),
  rows_stored: z.number().int(),
  rows_replaced: z.number().int(),
  errors: z.array(rowError),
  sha256: z.string(),
});
export type ImportReport = z.infer<typeof importReport>;

/** A row of the roll register from an admit card (applications) or an import. */
export interface RollRegistration {
  roll: string;
  date_of_birth: string;
  pin?: string | null | undefined;
  /** A PIN already hashed by `hashCode` (an admit card keeps only the hash), used when `pin` is not given. */
  pin_hash?: string | null | undefined;
  camp_id?: number | null | undefined;
  cycle?: string | undefined;
  application_id?: number | null | undefined;
}

/** The public look-up's form; every field text so that any post gets the same answer. */
export const lookupInput = z.object({
  roll: z.preprocess(trimmed, z.string().max(40)).default(''),
  date_of_birth: z.preprocess(trimmed, z.string().max(20)).default(''),
  pin: z.preprocess((v) => blankToUndefined(trimmed(v)), z.string().max(20).optional()),
});

/** The look-up's answer: the student's results in the tests published so far, newest first. */
export const lookupAnswer = z.object({
  results: z.array(
    z.object({
      title: z.string(),
      test_date: z.string(),
      subjects: z.array(z.object({ name: z.string(), max: z.number(), mark: z.number().nullable() })),
      total: z.number(),
      max_total: z.number(),
      status: z.enum(MARKS_STATUSES),
      rank: z.number().int().nullable(),
    }),
  ),
});
export type LookupAnswer = z.infer<typeof lookupAnswer>;

/** The public lists: per test that publishes one, its selected and waitlisted roll numbers. */
export const publicLists = z.array(
  z.object({
    title: z.string(),
    test_date: z.string(),
    selected: z.array(z.object({ roll: z.string(), name: z.string().nullable() })),
    waitlisted: z.array(z.object({ roll: z.string(), name: z.string().nullable() })),
  }),
);
export type PublicLists = z.infer<typeof publicLists>;
