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
  /** The camp the coordinator works for; none when missing. */
  camp: optionalId(),
});
/** An admin's edit: any fields; `is_active: false` deactivates (the coordinator's sessions end), `true` reactivates. */
export const slotCoordinatorEdit = slotCoordinatorInput.partial().extend({ is_active: flag().optional() });

/** Whether sign-in codes go out by text: `log` only writes them to the server log. */
export const smsStatus = z.object({ provider: z.string(), sending: z.boolean() });
export type SmsStatus = z.infer<typeof smsStatus>;

/** A one-time code an admin gives a coordinator by hand, with the link that signs them in with it. */
export const signInCode = z.object({ code: z.string(), phone_number: z.string(), link: z.string(), expires_at: z.string() });
export type SignInCode = z.infer<typeof signInCode>;

/** Most coordinators a slot can take. */
export const MAX_SLOT_CAPACITY = 500;

/** A time of day as HH:MM (24-hour, India time); missing, null or "" is none. */
const optionalTime = () =>
  z
    .preprocess(
      (v) => blankToUndefined(trimmed(v)),
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, s.invalidTime)
        .optional(),
    )
    .transform((v) => v ?? null);

export const slotInput = z
  .object({
    name: requiredText(200),
    camp: optionalId(),
    start_date: isoDate(),
    end_date: isoDate(),
    start_time: optionalTime(),
    end_time: optionalTime(),
    /** How many coordinators the slot takes; 1 when missing. */
    capacity: z.preprocess(
      (v) => blankToUndefined(trimmed(v)),
      z.coerce
        .number({ error: s.capacityRange })
        .int(s.capacityRange)
        .min(1, s.capacityRange)
        .max(MAX_SLOT_CAPACITY, s.capacityRange)
        .default(1),
    ),
  })
  .refine((v) => v.end_date >= v.start_date, { message: s.endBeforeStart, path: ['end_date'] })
  .refine((v) => !v.start_time || !v.end_time || v.end_time > v.start_time, { message: s.endTimeBeforeStart, path: ['end_time'] });
export const departmentInput = z.object({ name: requiredText(200), description: optionalText(2000) });

export const slot = z.object({
  id: z.number().int(),
  name: z.string(),
  camp_id: z.number().int().nullable(),
  camp_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  capacity: z.number().int(),
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
  camp_id: z.number().int().nullable(),
  camp_name: z.string().nullable(),
  /** When the coordinator last signed in with a code; null before the first time. */
  last_login_at: z.string().nullable(),
  preferences: z.object({
    slots: z.array(slot),
    departments: z.array(department),
    note: z.string(),
    updated_at: z.string().nullable(),
  }),
});
export type SlotCoordinatorDetails = z.infer<typeof slotCoordinatorDetails>;

// ---------------------------------------------------------------- the admins' board and allocation

/** The board's filter: one camp's slots, and the preferences of that camp's coordinators. */
export const boardQuery = z.object({ camp_id: optionalId() });

/** POST /api/slot-coordinators/slots/{id}/allocations/: the coordinator to allocate. */
export const allocationInput = z.object({ coordinator: id() });

/** A coordinator's choice of a slot or department; rank 1 is their first choice. */
export const boardChoice = z.object({ coordinator_id: z.number().int(), name: z.string(), rank: z.number().int(), is_active: z.boolean() });
export const boardSlot = slot.extend({
  filled: z.number().int(),
  preferences: z.array(boardChoice),
  allocated: z.array(z.object({ coordinator_id: z.number().int(), name: z.string() })),
});
export const boardDepartment = department.extend({ preferences: z.array(boardChoice) });
export const preferencesBoard = z.object({ slots: z.array(boardSlot), departments: z.array(boardDepartment) });
export type BoardSlot = z.infer<typeof boardSlot>;
export type BoardDepartment = z.infer<typeof boardDepartment>;
export type PreferencesBoard = z.infer<typeof preferencesBoard>;
export type Slot = z.infer<typeof slot>;
export type Department = z.infer<typeof department>;
