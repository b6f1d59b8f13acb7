// Students' applications to the camps (decision 0035): the cycles and test centres staff
// set up, and the application form. Not the volunteers' and partners' applications (applications.ts).
import { z } from 'zod';
import { studentApplicationsConsole as sc, studentApplications } from '../messages/en-student-applications';
import { EMAIL_PATTERN, optionalText, requiredText } from './fields';
import { hindiFields, hindiViews } from './hindi';
import { blankToUndefined, id, optionalId, trimmed } from './staff/common';

export const CLASSES = [9, 10, 11, 12] as const;
export const STREAMS = ['pcm', 'pcb', 'other'] as const;
export const PAPER_LANGUAGES = ['en', 'hi', 'both'] as const;
export type Stream = (typeof STREAMS)[number];

/** A list from an array or a comma-separated text ("9, 10"), without repeats. */
const listOf = (v: unknown) => {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v;
  if (!Array.isArray(items)) return items;
  return [...new Set(items.map((i) => (typeof i === 'string' ? i.trim().toLowerCase() : i)).filter((i) => i !== ''))];
};

/** An instant given with its offset (the console sends India time as UTC), kept as ISO UTC. */
const instant = () =>
  z
    .string({ error: sc.invalidDateTime })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: sc.invalidDateTime }))
    .transform((v) => new Date(v).toISOString());

export const cycleInput = z
  .object({
    name: requiredText(200),
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string({ error: sc.codeFormat }).regex(/^[A-Z0-9]{2,8}$/, sc.codeFormat),
    ),
    opens_at: instant(),
    closes_at: instant(),
    /** The camp the cycle fills; none when missing. */
    camp: optionalId(),
    classes: z.preprocess(
      (v) => {
        const list = listOf(v);
        return Array.isArray(list) ? list.map((c) => (typeof c === 'string' ? Number(c) : c)) : list;
      },
      z
        .array(z.number({ error: sc.classesInvalid }).int(sc.classesInvalid).min(9, sc.classesInvalid).max(12, sc.classesInvalid), {
          error: sc.classesInvalid,
        })
        .min(1, sc.classesInvalid)
        .transform((list) => [...list].sort((a, b) => a - b)),
    ),
    /** The streams classes 11-12 choose from; none when the cycle takes no class 11 or 12. */
    streams: z.preprocess(
      (v) => (v === undefined || v === null ? [] : listOf(v)),
      z
        .array(z.enum(STREAMS, { error: sc.streamsInvalid }), { error: sc.streamsInvalid })
        .transform((list) => STREAMS.filter((s) => list.includes(s))),
    ),
    eligibility: optionalText(4000),
    ...hindiFields({ name: 200, eligibility: 4000 }),
  })
  .refine((v) => v.closes_at > v.opens_at, { message: sc.closesBeforeOpens, path: ['closes_at'] })
  .refine((v) => !v.classes.some((c) => c >= 11) || v.streams.length > 0, { message: sc.streamsInvalid, path: ['streams'] });
export type CycleInput = z.input<typeof cycleInput>;

export const cycle = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  camp_id: z.number().int().nullable(),
  camp_name: z.string().nullable(),
  classes: z.array(z.number().int()),
  streams: z.array(z.enum(STREAMS)),
  eligibility: z.string(),
  centres: z.number().int(),
  applications: z.number().int(),
  ...hindiViews('name', 'eligibility'),
});
export type Cycle = z.infer<typeof cycle>;

export const centreInput = z.object({
  cycle: id(),
  name: requiredText(200),
  address: requiredText(500),
  district: requiredText(100),
  test_at: instant(),
  seats: z.preprocess(
    (v) => blankToUndefined(trimmed(v)),
    z.coerce.number({ error: sc.seatsRange }).int(sc.seatsRange).min(1, sc.seatsRange).max(10_000, sc.seatsRange),
  ),
  paper_language: z.enum(PAPER_LANGUAGES, { error: sc.paperLanguageInvalid }),
  ...hindiFields({ name: 200, address: 500 }),
});
export type CentreInput = z.input<typeof centreInput>;

export const centre = z.object({
  id: z.number().int(),
  cycle_id: z.number().int(),
  cycle_name: z.string(),
  name: z.string(),
  address: z.string(),
  district: z.string(),
  test_at: z.string(),
  seats: z.number().int(),
  paper_language: z.enum(PAPER_LANGUAGES),
  /** Applicants given a seat here, and those waitlisted for it. */
  seated: z.number().int(),
  ...hindiViews('name', 'address'),
});
export type Centre = z.infer<typeof centre>;

export const centreListQuery = z.object({ cycle_id: optionalId() });

// --- The application form (decision 0035) ---

const e = studentApplications.errors;
export { BOARDS, GENDERS, HEARD_FROM, RELATIONSHIPS, SCHOOL_TYPES } from '../student-application-choices';
import { BOARDS, GENDERS, HEARD_FROM, RELATIONSHIPS, SCHOOL_TYPES } from '../student-application-choices';
export const FORM_LANGUAGES = ['en', 'hi'] as const;

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });
const optional = (max: number, message: string) => optionalText(max).pipe(z.string().max(max, message));

/** The date of birth: a real date, of someone between 8 and 30 years old on any day of use. */
const dateOfBirth = z
  .string({ error: e.date_of_birth })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, e.date_of_birth)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    const year = d.getUTCFullYear();
    const now = new Date().getUTCFullYear();
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && year >= now - 30 && year <= now - 8;
  }, e.date_of_birth);

/** The form's fields as the page and the API take them; the cycle's own rules (class, stream, centre) are checked against the cycle. */
export const studentApplicationFields = z.object({
  full_name: text(200, e.full_name),
  date_of_birth: dateOfBirth,
  gender: choice(GENDERS, e.gender),
  class: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: e.class }).int(e.class).min(9, e.class).max(12, e.class),
  ),
  stream: z.preprocess((v) => blankToUndefined(trimmed(v)), choice(STREAMS, e.stream).optional()).transform((v) => v ?? null),
  school_name: text(200, e.school_name),
  school_type: choice(SCHOOL_TYPES, e.school_type),
  board: choice(BOARDS, e.board),
  district: text(100, e.district),
  block: text(100, e.block),
  village: text(100, e.village),
  last_exam_percentage: z
    .preprocess(
      (v) => blankToUndefined(trimmed(v)),
      z.coerce.number({ error: e.last_exam_percentage }).min(0, e.last_exam_percentage).max(100, e.last_exam_percentage).optional(),
    )
    .transform((v) => v ?? null),
  centre: z.coerce.number({ error: e.centre }).int(e.centre).positive(e.centre).max(2_147_483_647, e.centre),
  paper_language: choice(FORM_LANGUAGES, e.paper_language),
  accessibility_needs: optional(1000, e.accessibility_needs),
  parent_name: text(200, e.parent_name),
  parent_relationship: choice(RELATIONSHIPS, e.parent_relationship),
  parent_mobile: z
    .string({ error: e.parent_mobile })
    .transform((v) => v.replace(/[\s().-]/g, '').replace(/^(\+91|91|0)(?=[6-9]\d{9}$)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, e.parent_mobile)),
  parent_email: optionalText(254).pipe(z.string().refine((v) => v === '' || EMAIL_PATTERN.test(v), e.parent_email)),
  heard_from: choice(HEARD_FROM, e.heard_from),
});

export const studentApplicationInput = studentApplicationFields.extend({
  /** draft: saved, resumable by number and date of birth; submit: sent on (to the parent, or submitted at 18). */
  action: z.enum(['draft', 'submit']),
  /** The page's language: the parent's messages follow it. */
  language: z.enum(FORM_LANGUAGES).default('en'),
  notice_version: z.coerce.number().int().positive().max(1_000_000).optional(),
  /** An 18-year-old's own consent ("I am 18 or older and agree"). */
  self_consent: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()).default(false),
  /** A saved draft being continued: its number and its date of birth as saved. */
  number: z.string().trim().max(20).optional(),
  saved_date_of_birth: z.string().trim().max(10).optional(),
});
export type StudentApplicationInput = z.input<typeof studentApplicationInput>;

/** A draft as the form shows it again. */
export const studentApplicationDraft = z.object({
  ...Object.fromEntries(Object.keys(studentApplicationFields.shape).map((k) => [k, z.string()])),
  class: z.number().int(),
  stream: z.enum(STREAMS).nullable(),
  last_exam_percentage: z.number().nullable(),
  centre: z.number().int(),
  number: z.string(),
  language: z.enum(FORM_LANGUAGES),
}) as unknown as z.ZodType<z.output<typeof studentApplicationFields> & { number: string; language: (typeof FORM_LANGUAGES)[number] }>;
export type StudentApplicationDraft = z.infer<typeof studentApplicationDraft>;

/** A parent asks for the code that confirms an application. */
export const consentCodeRequest = z.object({ number: z.string().trim().max(20) });

/** A parent's confirmation: the code, their declaration, the optional purposes they tick, the notice they read. */
export const parentConsentInput = z.object({
  number: z.string().trim().max(20),
  challenge: z.string().trim().min(1).max(200),
  code: z.string().trim().max(20),
  parent_name: text(200, e.parent_name),
  parent_relationship: choice(RELATIONSHIPS, e.parent_relationship),
  adult: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.literal(true, { error: studentApplications.consent.adult })),
  consents: z.array(z.string().max(40)).max(10).default([]),
  notice_version: z.coerce.number().int().positive().max(1_000_000).optional(),
});

export const applicationLookup = z.object({
  number: z.string({ error: e.summary }).trim().max(20),
  date_of_birth: z.string({ error: e.summary }).trim().max(10),
});

/** An application's status by its number and date of birth (and after its withdrawal). */
export const applicationStatusReply = z.object({
  number: z.string(),
  // One of APPLICATION_STATUSES (student-application-pipeline.ts, which imports this file).
  status: z.string(),
  changed_at: z.string(),
});
export type ApplicationStatusReply = z.infer<typeof applicationStatusReply>;

export const savedApplication = z.object({
  number: z.string(),
  status: z.enum(['draft', 'pending_consent', 'submitted']),
});
export type SavedApplication = z.infer<typeof savedApplication>;

/** The open cycle as the form shows it, or when the next one opens. */
export const openCycle = z.object({
  cycle: z
    .object({
      name: z.string(),
      code: z.string(),
      closes_at: z.string(),
      classes: z.array(z.number().int()),
      streams: z.array(z.enum(STREAMS)),
      eligibility: z.string(),
      centres: z.array(
        centre.pick({
          id: true,
          name: true,
          address: true,
          district: true,
          test_at: true,
          paper_language: true,
          name_hi: true,
          address_hi: true,
        }),
      ),
      ...hindiViews('name', 'eligibility'),
    })
    .nullable(),
  next_opens_at: z.string().nullable(),
});
export type OpenCycle = z.infer<typeof openCycle>;
