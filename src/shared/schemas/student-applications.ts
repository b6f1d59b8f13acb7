// Students' applications to the camps (issue 25, decision 0035): the cycles and test centres staff
// set up, and the application form. Not the volunteers' and partners' applications (applications.ts).
import { z } from 'zod';
import { studentApplicationsConsole as sc } from '../messages/en-student-applications';
import { requiredText, optionalText } from './fields';
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
