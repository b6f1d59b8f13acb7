// The staff pipeline of students' applications (decision 0041): the list and
// its filters, bulk status changes, notes, and the admit card's issue and look-up.
import { z } from 'zod';
import { studentPipeline as t } from '../messages/en-student-pipeline';
import { id, optionalId } from './staff/common';
import { SCHOOL_TYPES } from './student-applications';

/** What staff may set (admit_card_issued through the admit card's issue). */
export const STAFF_STATUSES = ['shortlisted', 'appeared', 'absent', 'selected', 'waitlisted', 'not_selected', 'withdrawn'] as const;
/** Every status: before review (a draft, waiting for consent, submitted), then the pipeline's. */
export const APPLICATION_STATUSES = ['draft', 'pending_consent', 'submitted', 'admit_card_issued', ...STAFF_STATUSES] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blank, z.enum(values).optional());

export const pipelineQuery = z.object({
  cycle_id: optionalId(),
  status: optionalEnum(APPLICATION_STATUSES),
  district: z.preprocess(blank, z.string().trim().max(100).optional()),
  centre_id: optionalId(),
  class: z.preprocess(blank, z.coerce.number().int().min(9).max(12).optional()),
  school_type: optionalEnum(SCHOOL_TYPES),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PipelineQuery = z.output<typeof pipelineQuery>;

export const pipelineRow = z.object({
  id: z.number(),
  cycle_id: z.number(),
  number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  full_name: z.string(),
  date_of_birth: z.string(),
  class: z.number(),
  school_type: z.string(),
  district: z.string(),
  centre_id: z.number().nullable(),
  centre_name: z.string().nullable(),
  has_seat: z.boolean(),
  roll_number: z.string().nullable(),
  /** Masked: "******3210". */
  parent_mobile: z.string(),
  language: z.string(),
  duplicate_of: z.number().nullable(),
  /** parent (their code), self (18 or more), paper (staff, a scan); null before consent. */
  consent_by: z.string().nullable(),
  submitted_at: z.string().nullable(),
});
export const pipelinePage = z.object({ rows: z.array(pipelineRow), total: z.number() });

export const statusChange = z.object({
  ids: z.array(id()).min(1).max(500),
  status: z.enum(STAFF_STATUSES),
});
export const statusChangeResult = z.object({ changed: z.number(), messages: z.number() });

export const admitCardIssue = z.object({
  ids: z.array(id()).min(1).max(500),
  /** Give each first card a 6-digit PIN for the results look-up (shown once, in this reply). */
  pin: z.boolean().default(false),
});
export const issuedCards = z.object({
  cards: z.array(z.object({ id: z.number(), number: z.string(), roll_number: z.string(), pin: z.string().nullable() })),
  messages: z.number(),
});

export const noteInput = z.object({ text: z.string({ error: t.errors.note }).trim().min(1, t.errors.note).max(2000, t.errors.note) });
export const note = z.object({ id: z.number(), user_id: z.number().nullable(), text: z.string(), created_at: z.string() });
export const notes = z.array(note);

export const duplicates = z.object({ marked: z.number() });

/** One application in full (a staff view, logged), with its notes. */
export const applicationRecord = pipelineRow.omit({ centre_name: true }).extend({
  gender: z.string(),
  stream: z.string().nullable(),
  school_name: z.string(),
  board: z.string(),
  block: z.string(),
  village: z.string(),
  last_exam_percentage: z.number().nullable(),
  paper_language: z.string(),
  accessibility_needs: z.string(),
  parent_name: z.string(),
  parent_relationship: z.string(),
  parent_email: z.string(),
  heard_from: z.string(),
  withdrawn_at: z.string().nullable(),
  erased_at: z.string().nullable(),
  has_pin: z.boolean(),
  notes,
});

export const duplicatesInput = z.object({ cycle_id: id() });

/** The admit card's content, in the parent's language. */
export const admitCardView = z.object({
  lang: z.enum(['en', 'hi']),
  trustName: z.string(),
  cycleName: z.string(),
  applicationNumber: z.string(),
  rollNumber: z.string(),
  studentName: z.string(),
  dateOfBirth: z.string(),
  className: z.string(),
  centre: z.object({ name: z.string(), address: z.string(), district: z.string() }),
  testStartsAt: z.string(),
  paperLanguage: z.string(),
  whatToBring: z.array(z.string()),
});
export type AdmitCardView = z.output<typeof admitCardView>;
