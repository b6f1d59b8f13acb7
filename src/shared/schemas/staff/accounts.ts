// Staff accounts: registration, login, profiles and the admins' account edits.
import { z } from 'zod';
import { en } from '../../messages/en';
import { email, optionalText, requiredText } from '../fields';
import { idList, flag, optionalPhone } from './common';

const m = en.validation;
const s = en.staff;

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

/** The same for a new username and one already in use (docs/decisions/0029): no id. */
export const registerReply = z.object({
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
export const loginReply = z.object({
  token: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  expires_at: z.string(),
  /** True after an admin's reset: every staff call but the password change is refused until it is done. */
  must_change_password: z.boolean(),
});

export const campRef = z.object({ id: z.number().int(), name: z.string() });

/** Who an account belongs to: the first fields of a profile and of an account alike. */
const person = {
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
};

export const profile = z.object({
  ...person,
  note: z.string(),
  role: z.enum(ROLES),
  photo: z.string().nullable(),
  photo_variants: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), format: z.string() })),
  /** True when the account may touch every camp (admins, and coordinators approved without camps). */
  all_camps: z.boolean(),
  allocated_camps: z.array(campRef),
  /** True after an admin's reset: the console shows only the password change until it is done. */
  must_change_password: z.boolean(),
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
  ...person,
  role: z.enum(ROLES),
  is_active: z.boolean(),
  all_camps: z.boolean(),
  allocated_camps: z.array(campRef),
  approval_status: z.enum(['pending', 'approved', 'rejected']).nullable(),
  /** The last successful login, or null before the first. */
  last_login_at: z.string().nullable(),
  must_change_password: z.boolean(),
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

/** POST /api/accounts/{id}/reset-password/: the temporary password, shown this once and stored only hashed. */
export const passwordResetReply = z.object({
  id: z.number().int(),
  username: z.string(),
  temporary_password: z.string(),
  detail: z.string(),
});
export type PasswordResetReply = z.infer<typeof passwordResetReply>;
