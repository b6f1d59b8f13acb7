// Slot coordinators: their sign-in by OTP, their records, and their slot and department preferences.
import { z } from 'zod';
import { en } from '../../messages/en';
import { email, optionalText, requiredText } from '../fields';
import { blankToUndefined, trimmed, id, optionalId, isoDate, flag, phoneNumber } from './common';

const m = en.validation;
const s = en.staff;

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
