// Payloads of the staff calls: accounts, approvals, students, inbox, slot coordinators and the
// content forms. The API parses requests with these and the staff console validates its forms
// with them. Multipart forms send every field as text, so numbers, flags and dates are read from
// strings too, and an empty optional field means "none".
import { z } from 'zod';
import { GALLERY_CATEGORIES, INBOX_STATUSES, PAPER_TYPES } from '../constants';
import { en } from '../messages/en';
import { email, optionalText, requiredText } from './fields';

const m = en.validation;
const s = en.staff;

// ---------------------------------------------------------------- building blocks

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** A positive integer id, from a number or a numeric string. */
export const id = () => z.coerce.number({ error: m.required }).int(m.required).positive(m.required);

/** An optional id: missing, null or "" is null. */
export const optionalId = () => z.preprocess((v) => blankToUndefined(trimmed(v)), id().optional()).transform((v) => v ?? null);

/** A list of ids, from a JSON array, or from a multipart field as "1,2,3" or a JSON array text. */
export const idList = () =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    if (t === '') return [];
    if (t.startsWith('[')) {
      try {
        return JSON.parse(t) as unknown;
      } catch {
        return v;
      }
    }
    return t.split(',').map((x) => x.trim());
  }, z.array(id()).max(200));

/** A real calendar date as YYYY-MM-DD. */
export const isoDate = () =>
  z
    .string({ error: m.required })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, s.invalidDate)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, s.invalidDate);

/** An optional date: missing, null or "" is null. */
export const optionalDate = () => z.preprocess((v) => blankToUndefined(trimmed(v)), isoDate().optional()).transform((v) => v ?? null);

/** A flag from JSON (true/false) or a form ("true", "false", "1", "0", "on", "off"). */
export const flag = () =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(t)) return true;
    if (['false', '0', 'off', 'no', ''].includes(t)) return false;
    return v;
  }, z.boolean());

/** A loose phone number (digits, spaces, +, -, parentheses), optional. */
export const optionalPhone = () => optionalText(40).refine((v) => v === '' || /^\+?[\d\s()-]{7,20}$/.test(v), s.phoneInvalid);

/**
 * An Indian mobile number (or any number in international form), normalised to E.164:
 * "98765 43210", "098765-43210" and "+91 98765 43210" all become "+919876543210".
 */
export const phoneNumber = () =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .max(40, s.phoneInvalid)
    .transform((v, ctx) => {
      const digits = v.replace(/[\s().-]/g, '');
      let e164: string | null = null;
      if (/^[6-9]\d{9}$/.test(digits)) e164 = `+91${digits}`;
      else if (/^0[6-9]\d{9}$/.test(digits)) e164 = `+91${digits.slice(1)}`;
      else if (/^91[6-9]\d{9}$/.test(digits)) e164 = `+${digits}`;
      else if (/^\+[1-9]\d{7,14}$/.test(digits)) e164 = digits;
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: s.phoneInvalid });
        return z.NEVER;
      }
      return e164;
    });

const year = () => z.coerce.number({ error: s.invalidYear }).int(s.invalidYear).min(2000, s.invalidYear).max(2100, s.invalidYear);
const optionalYear = () => z.preprocess((v) => blankToUndefined(trimmed(v)), year().optional()).transform((v) => v ?? null);

// ---------------------------------------------------------------- accounts

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;
export const ROLES = ['admin', 'coordinator'] as const;
export type Role = (typeof ROLES)[number];

/** Usernames are compared and stored in lower case. */
export const username = () =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .transform((v) => v.toLowerCase())
    .refine((v) => USERNAME_PATTERN.test(v), s.usernameFormat);

/** Length only: the common-password check runs on the server. */
export const newPassword = () =>
  z.string({ error: m.required }).min(1, { error: m.required, abort: true }).min(10, s.passwordTooShort).max(256, s.passwordTooLong);

/** Anything that grants rights (role, active, approved, staff) is not a field and is dropped. */
export const registerInput = z.object({
  username: username(),
  password: newPassword(),
  full_name: requiredText(200),
  email: email(),
  phone: optionalPhone(),
  note: optionalText(1000),
});
export type RegisterInput = z.input<typeof registerInput>;

export const registerReply = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.literal('pending'),
  detail: z.string(),
});

export const loginInput = z.object({
  username: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .max(150, m.tooLong)
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: m.required }).min(1, { error: m.required, abort: true }).max(256, m.tooLong),
});
export type LoginInput = z.input<typeof loginInput>;
export const loginReply = z.object({ token: z.string(), username: z.string(), role: z.enum(ROLES), expires_at: z.string() });

export const campRef = z.object({ id: z.number().int(), name: z.string() });

export const profile = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  role: z.enum(ROLES),
  photo: z.string().nullable(),
  photo_variants: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), format: z.string() })),
  /** True when the account may touch every camp (admins, and coordinators approved without camps). */
  all_camps: z.boolean(),
  allocated_camps: z.array(campRef),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** PUT /api/profile/ (multipart, or JSON without the photo): only the fields sent change. */
export const profileUpdate = z.object({
  full_name: requiredText(200).optional(),
  email: email().optional(),
  phone: optionalPhone().optional(),
  remove_photo: flag().optional(),
});

export const passwordChange = z.object({
  current_password: z.string({ error: m.required }).min(1, { error: m.required, abort: true }).max(256, m.tooLong),
  new_password: newPassword(),
});

export const account = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  all_camps: z.boolean(),
  allocated_camps: z.array(campRef),
  approval_status: z.enum(['pending', 'approved', 'rejected']).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Account = z.infer<typeof account>;

/** PUT /api/accounts/{id}/: an empty allocated_camps list means every camp. */
export const accountUpdate = z.object({
  role: z.enum(ROLES).optional(),
  is_active: flag().optional(),
  allocated_camps: idList().optional(),
});

// ---------------------------------------------------------------- approvals

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const approveInput = z.object({
  comments: optionalText(2000),
  /** Omitted or empty: the coordinator may touch every camp. */
  allocated_camps: idList().optional(),
});
export const rejectInput = z.object({ comments: optionalText(2000) });

export const approvalRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  comments: z.string(),
  allocated_camps: z.array(z.number().int()),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;

// ---------------------------------------------------------------- audit log

export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  actor_id: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

// ---------------------------------------------------------------- students

export const GENDERS = ['female', 'male', 'other'] as const;
export const STANDARDS = [9, 10, 11, 12] as const;

export const studentInput = z.object({
  name: requiredText(200),
  standard: z.coerce
    .number({ error: m.required })
    .int(m.required)
    .refine((v) => v >= 9 && v <= 12, s.classRange),
  school: requiredText(200),
  village: requiredText(200),
  district: requiredText(200),
  gender: z.preprocess(trimmed, z.enum(GENDERS, { error: s.genderChoice })),
  phone: optionalPhone(),
  guardian_name: optionalText(200),
  guardian_phone: optionalPhone(),
  camp: id(),
});
export type StudentInput = z.input<typeof studentInput>;
export const studentUpdate = studentInput.partial();

export const student = z.object({
  id: z.number().int(),
  name: z.string(),
  standard: z.number().int(),
  school: z.string(),
  village: z.string(),
  district: z.string(),
  gender: z.enum(GENDERS),
  phone: z.string(),
  guardian_name: z.string(),
  guardian_phone: z.string(),
  camp: z.number().int(),
  camp_id: z.number().int(),
  camp_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Student = z.infer<typeof student>;

// ---------------------------------------------------------------- updates (announcements)

/** `examTime` and `camp_id` are the names §3 uses; `exam_time` and `camp` are accepted too. */
const updateAliases = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.examTime === undefined && o.exam_time !== undefined) o.examTime = o.exam_time;
  if (o.camp_id === undefined && o.camp !== undefined) o.camp_id = o.camp;
  delete o.exam_time;
  delete o.camp;
  return o;
};
const updateFields = {
  title: requiredText(300),
  text: requiredText(10_000),
  venue: optionalText(300),
  examTime: optionalText(100),
  /** When the announced thing happens: an ISO date-time, or empty. */
  time: z
    .preprocess((v) => blankToUndefined(trimmed(v)), z.iso.datetime({ offset: true, error: s.invalidDateTime }).optional())
    .transform((v) => (v ? new Date(v).toISOString() : null)),
  camp_id: optionalId(),
};
export const updateInput = z.preprocess(updateAliases, z.object(updateFields));
export const updateEdit = z.preprocess(updateAliases, z.object(updateFields).partial());
export type UpdateInput = z.input<typeof updateInput>;

// ---------------------------------------------------------------- content forms (multipart)

export const campFields = z.object({
  name: requiredText(200),
  location: requiredText(200),
  year: year(),
});
export const campEdit = campFields.partial();

export const galleryFields = z.object({
  title: optionalText(300),
  description: optionalText(5000),
  date: optionalDate(),
  type: z.preprocess((v) => blankToUndefined(trimmed(v)), z.enum(GALLERY_CATEGORIES).optional()),
  camp: id(),
});
export const galleryEdit = galleryFields.partial();

export const testPaperFields = z.object({
  title: requiredText(300),
  type: z.preprocess(trimmed, z.enum(PAPER_TYPES, { error: s.paperType })),
  exam_date: optionalDate(),
  camp: optionalId(),
});
export const testPaperEdit = testPaperFields.partial();

export const testResultFields = z.object({
  title: requiredText(300),
  type: z.preprocess(trimmed, z.enum(PAPER_TYPES, { error: s.paperType })),
  standard: optionalText(20),
  result_date: optionalDate(),
  camp: optionalId(),
});
export const testResultEdit = testResultFields.partial();

export const brochureFields = z.object({ title: requiredText(300), year: optionalYear() });
export const brochureEdit = brochureFields.partial();
export const reportFields = brochureFields.extend({ location: optionalText(200) });
export const reportEdit = reportFields.partial();

export const eventFields = z.object({
  title: requiredText(300),
  description: optionalText(10_000),
  date: isoDate(),
  end_date: optionalDate(),
  venue: optionalText(300),
  featured: flag().optional(),
});
export const eventEdit = eventFields.partial();

// ---------------------------------------------------------------- inbox

export const inboxStatusInput = z.object({
  status: z.enum(INBOX_STATUSES, { error: s.inboxStatus }),
});

// ---------------------------------------------------------------- slot coordinators

export const requestOtpInput = z.object({ phone_number: phoneNumber() });
export const verifyOtpInput = z.object({
  otp: z
    .string({ error: m.required })
    .trim()
    .regex(/^\d{6}$/, s.otpFormat),
  /** Only needed when the browser did not keep the cookie set by request-otp. */
  phone_number: phoneNumber().optional(),
});

export const slotCoordinatorInput = z.object({
  name: requiredText(200),
  phone_number: phoneNumber(),
  email: z.preprocess((v) => blankToUndefined(trimmed(v)), email().optional()).transform((v) => v ?? ''),
});
export const slotCoordinatorEdit = slotCoordinatorInput.partial().extend({ is_active: flag().optional() });

export const slotInput = z
  .object({ name: requiredText(200), camp: optionalId(), start_date: isoDate(), end_date: isoDate() })
  .refine((v) => v.end_date >= v.start_date, { message: s.endBeforeStart, path: ['end_date'] });
export const departmentInput = z.object({ name: requiredText(200), description: optionalText(2000) });

export const slot = z.object({
  id: z.number().int(),
  name: z.string(),
  camp_id: z.number().int().nullable(),
  camp_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
});
export const department = z.object({ id: z.number().int(), name: z.string(), description: z.string() });

/** POST /api/slot-coordinators/preferences/: slots and departments in order of preference. */
export const preferencesInput = z.object({
  slots: z
    .array(id())
    .max(50)
    .refine((v) => new Set(v).size === v.length, s.duplicateChoice),
  departments: z
    .array(id())
    .max(50)
    .refine((v) => new Set(v).size === v.length, s.duplicateChoice),
  note: optionalText(2000),
});

export const slotCoordinatorDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  preferences: z.object({
    slots: z.array(slot),
    departments: z.array(department),
    note: z.string(),
    updated_at: z.string().nullable(),
  }),
});
export type SlotCoordinatorDetails = z.infer<typeof slotCoordinatorDetails>;
