// Personal data (decisions 0032 and 0034): the privacy notices' content and views, and the fields every public
// form sends with its own: the notice version it showed, the optional purposes ticked, and the
// age declaration.
import { z } from 'zod';
import { validation as m } from '../messages/en-website';
import { optionalText } from './fields';
import { ADULT_FIELD, NOTICE_FORMS, NOTICE_VERSION_FIELD } from '../privacy-fields';
import { PROCESSOR_KEYS } from '../privacy-processors';

export * from '../privacy-fields';

/** A purpose's key: lower-case letters, digits and `_`. */
const purposeKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);

/** What staff edit (PUT /api/privacy/notices/:form/): the texts; the purposes' keys are the code's. */
export const noticeContent = z.object({
  intro: optionalText(2000),
  intro_hi: optionalText(2000),
  /** One "Field: purpose" a line. */
  items: optionalText(5000),
  items_hi: optionalText(5000),
  purposes: z.record(purposeKey, z.object({ label: optionalText(300), label_hi: optionalText(300) })),
});
export type NoticeContent = z.infer<typeof noticeContent>;

/** The content as replies give it. */
export const noticeContentView = z.object({
  intro: z.string(),
  intro_hi: z.string(),
  items: z.string(),
  items_hi: z.string(),
  purposes: z.record(z.string(), z.object({ label: z.string(), label_hi: z.string() })),
});

const item = z.object({ field: z.string(), purpose: z.string() });

export const noticeView = z.object({
  id: z.number().int(),
  form: z.enum(NOTICE_FORMS),
  version: z.number().int(),
  hash: z.string(),
  created_at: z.string(),
  intro: z.string(),
  intro_hi: z.string(),
  items: z.array(item),
  items_hi: z.array(item),
  purposes: z.array(z.object({ key: z.string(), optional: z.boolean(), label: z.string(), label_hi: z.string() })),
});
export type NoticeView = z.infer<typeof noticeView>;

/** `GET /api/privacy/notices/`: the current notice of each form. */
export const noticesReply = z.object({ notices: z.array(noticeView) });
export type NoticesReply = z.infer<typeof noticesReply>;

/** `Field: purpose` lines as items (a line without a colon is a field with no stated purpose). */
export function noticeItems(text: string): { field: string; purpose: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return colon < 0 ? { field: line, purpose: '' } : { field: line.slice(0, colon).trim(), purpose: line.slice(colon + 1).trim() };
    });
}

/** A checkbox's value as a boolean (JSON true, or a plain form's "on"). */
const checkbox = z.preprocess((v) => (v === 'on' || v === 'true' ? true : v === '' || v === 'false' ? false : v), z.boolean());

/**
 * What a public form sends beside its fields. Optional in the API (its clients from before notices existed
 * send none: the current notice is recorded); the website always sends them and requires `adult`
 * (`withAgeGate`).
 */
export const privacyInput = {
  [NOTICE_VERSION_FIELD]: z.coerce.number().int().positive().max(1_000_000).optional(),
  /** The optional purposes ticked. */
  consents: z.array(purposeKey).max(20).optional(),
  /** "I am 18 or older": false is refused. */
  [ADULT_FIELD]: checkbox.optional().refine((v) => v !== false, m.adult),
};

/** A form's schema as the website checks it: "I am 18 or older" ticked. */
export const withAgeGate = <T extends z.ZodObject>(schema: T) =>
  schema.extend({ [ADULT_FIELD]: checkbox.refine((v) => v, m.adult) } as { adult: z.ZodType<boolean> });

/** A row of the access log as admins read it. */
export const accessLogEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string().nullable(),
  action: z.enum(['view', 'export']),
  record_kind: z.string(),
  record_id: z.number().int().nullable(),
  filter: z.string(),
  created_at: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntry>;

/** A consent row as the console shows it beside a record. */
export const consentEntry = z.object({
  id: z.number().int(),
  purpose: z.string(),
  action: z.enum(['given', 'withdrawn']),
  channel: z.enum(['web', 'staff']),
  evidence_code_id: z.number().int().nullable(),
  notice_version: z.number().int(),
  created_at: z.string(),
});

/** A phone number as lists show it: the first two and last two digits (`98******21`). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 5) return phone ? '*'.repeat(digits.length || 1) : '';
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** A phone number (10 digits, an optional +91 or 0 before them) or an e-mail address, for a one-time code. */
export const codeRequest = z.object({
  channel: z.enum(['phone', 'email']),
  destination: z.string().trim().min(3).max(254),
  purpose: z.enum(['withdraw', 'rights_request']),
});

export const codeVerify = z.object({
  challenge: z.string().min(20).max(100),
  purpose: z.enum(['withdraw', 'rights_request']),
  code: z.string().trim().max(10),
});

export const proofInput = z.object({
  challenge: z.string().min(20).max(100),
  channel: z.enum(['phone', 'email']),
  destination: z.string().trim().min(3).max(254),
});

export const heldConsent = z.object({
  subject_type: z.string(),
  subject_id: z.number().int(),
  purpose: z.string(),
  form: z.string(),
  given_at: z.string(),
});
export type HeldConsentView = z.infer<typeof heldConsent>;

export const withdrawInput = proofInput.extend({
  subject_type: z.enum(['volunteer_applications', 'partner_applications', 'contact_messages']),
  subject_id: z.coerce.number().int().positive().max(2_147_483_647),
  purpose: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
});

export const RIGHTS_KINDS = ['access', 'correction', 'erasure', 'nomination', 'grievance'] as const;
export const RIGHTS_STATUSES = ['open', 'in_progress', 'answered', 'refused'] as const;

/** `POST /api/privacy/requests/`: a request, proven by a one-time code (purpose `rights_request`). */
export const rightsRequestInput = proofInput.extend({
  kind: z.enum(RIGHTS_KINDS),
  details: optionalText(5000),
  /** The version of the request page's notice shown (none: the current one is recorded). */
  [NOTICE_VERSION_FIELD]: z.coerce.number().int().positive().max(1_000_000).optional(),
});

export const rightsRequest = z.object({
  id: z.number().int(),
  kind: z.enum(RIGHTS_KINDS),
  channel: z.enum(['phone', 'email']),
  contact: z.string(),
  details: z.string(),
  status: z.enum(RIGHTS_STATUSES),
  assignee_id: z.number().int().nullable(),
  notes: z.string(),
  reply: z.string(),
  refusal_reason: z.string(),
  due_at: z.string(),
  target_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RightsRequestView = z.infer<typeof rightsRequest>;

/** Staff's change to a request: a refusal needs its reason. */
export const rightsRequestUpdate = z
  .object({
    status: z.enum(RIGHTS_STATUSES).optional(),
    assignee_id: z.number().int().positive().nullable().optional(),
    notes: optionalText(10_000).optional(),
    reply: optionalText(10_000).optional(),
    refusal_reason: optionalText(2000).optional(),
  })
  .refine((v) => v.status !== 'refused' || (v.refusal_reason ?? '').length > 0, {
    message: 'A refusal needs its reason.',
    path: ['refusal_reason'],
  });

/** The access summary: every record that holds the proven phone number or address, and who processes it. */
export const accessSummary = z.object({
  records: z.array(z.object({ table: z.string(), id: z.number().int(), fields: z.record(z.string(), z.string()), created_at: z.string() })),
  consents: z.array(heldConsent),
  /** Each with its key and detail (a host, an engine), for a page to name it in its own language. */
  processors: z.array(z.object({ key: z.enum(PROCESSOR_KEYS), detail: z.string(), name: z.string(), purpose: z.string() })),
});
export type AccessSummaryView = z.infer<typeof accessSummary>;

const kindCount = z.object({ kind: z.string(), rows: z.number().int(), files: z.number().int() });

/** `GET /api/privacy/retention/`: the schedule, what a run would erase now (the dry run), the next run and the last ones. */
export const retentionReport = z.object({
  schedule: z.array(
    z.object({
      kind: z.string(),
      days: z.number().int(),
      default_days: z.number().int(),
      /** A law's floor (donations 10 years, the access log a year), else 1. */
      min_days: z.number().int(),
      max_days: z.number().int(),
      reason: z.string(),
      reason_hi: z.string(),
      /** Erased by the nightly run; false: by the students' applications' own job. */
      nightly: z.boolean(),
    }),
  ),
  due: z.array(kindCount),
  checked_at: z.string(),
  next_run_at: z.string(),
  runs: z.array(
    z.object({
      id: z.number().int(),
      trigger: z.enum(['nightly', 'admin']),
      started_by: z.string().nullable(),
      started_at: z.string(),
      finished_at: z.string().nullable(),
      ok: z.boolean(),
      error: z.string().nullable(),
      counts: z.array(kindCount),
    }),
  ),
});
export type RetentionReport = z.infer<typeof retentionReport>;

/** `PUT /api/privacy/retention/{kind}/`: a kind's period (its bounds are checked by the server) and reasons. */
export const retentionSettingInput = z.object({
  days: z.coerce.number().int().min(1).max(100_000),
  reason: optionalText(1000),
  reason_hi: optionalText(1000),
});
export type RetentionSettingView = RetentionReport['schedule'][number];

export const retentionRunReply = z.object({ id: z.number().int(), counts: z.array(kindCount) });

/** A date and time as the console's fields send it, or nothing. */
const when = z.iso.datetime({ offset: true }).nullable().optional();

/** A personal-data breach as an admin records it (rule 7): what, when learned, who is affected, who was told when. */
export const breachInput = z.object({
  summary: z.string().trim().min(1).max(5000),
  data_affected: optionalText(5000).optional(),
  people_affected: optionalText(5000).optional(),
  measures: optionalText(5000).optional(),
  occurred_at: when,
  learned_at: z.iso.datetime({ offset: true }),
  board_notified_at: when,
  people_notified_at: when,
});
export const breachUpdate = breachInput.partial();

export const breachRecord = z.object({
  id: z.number().int(),
  summary: z.string(),
  data_affected: z.string(),
  people_affected: z.string(),
  measures: z.string(),
  occurred_at: z.string().nullable(),
  learned_at: z.string(),
  /** learned_at + 72 hours: the Board's report is due by then. */
  board_due_at: z.string(),
  board_notified_at: z.string().nullable(),
  people_notified_at: z.string().nullable(),
  recorded_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the notices covered: the kinds of record and the window searched. */
  affected_kinds: z.array(z.string()),
  affected_from: z.string().nullable(),
  affected_to: z.string().nullable(),
  notice_text: z.string(),
  notice_text_hi: z.string(),
  /** When the last notices went, and how many people have been told in all. */
  notices_sent_at: z.string().nullable(),
  notices_sent: z.number().int(),
});
export type BreachRecordView = z.infer<typeof breachRecord>;

/** The kinds of record a breach may have affected: whose phone or e-mail is searched. */
/** `parents`: the students' applications, reached through the parent's phone or e-mail (the student is a child). */
export const BREACH_KINDS = ['volunteers', 'partners', 'contact_messages', 'slot_coordinators', 'parents', 'donations'] as const;
export type BreachKind = (typeof BREACH_KINDS)[number];

const dateOrNothing = z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().optional());

/** Who a breach affected: the kinds of record (one at least) and an optional window of when they were made. */
export const breachScope = z
  .object({
    kinds: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(z.enum(BREACH_KINDS)).min(1).max(BREACH_KINDS.length),
    ),
    from: dateOrNothing,
    to: dateOrNothing,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'The window ends before it starts.', path: ['to'] });
export type BreachScope = z.infer<typeof breachScope>;

/** The people a breach affected, one per phone or address: counted and listed masked. */
export const breachPeople = z.object({
  count: z.number().int(),
  by_email: z.number().int(),
  by_sms: z.number().int(),
  /** Told of this breach already (a send skips them). */
  already: z.number().int(),
  people: z.array(
    z.object({ kinds: z.array(z.enum(BREACH_KINDS)), contact: z.string(), lang: z.enum(['en', 'hi', '']), notified: z.boolean() }),
  ),
});
export type BreachPeopleView = z.infer<typeof breachPeople>;

/** `POST /api/privacy/breaches/{id}/notify/`: the scope and the notice's words in both languages. */
export const breachNotifyInput = z.object({
  kinds: z.array(z.enum(BREACH_KINDS)).min(1).max(BREACH_KINDS.length),
  from: dateOrNothing,
  to: dateOrNothing,
  text: z.string().trim().min(1).max(2000),
  text_hi: z.string().trim().min(1).max(2000),
});

export const breachNotifyReply = z.object({
  emails: z.number().int(),
  sms: z.number().int(),
  skipped: z.number().int(),
  breach: breachRecord,
});

/** A staff account as the rights desk's assignee select lists it. */
export const staffChoice = z.object({ id: z.number().int(), name: z.string() });

/** An address as lists show it: its first letter and the domain (`a***@example.org`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '***' : '';
  return `${email[0]}***${email.slice(at)}`;
}
