// Camp rosters: a student's record as staff add, edit and read it.
import { z } from 'zod';
import { en } from '../../messages/en';
import { optionalText, requiredText } from '../fields';
import { id, optionalPhone, trimmed } from './common';

const m = en.validation;
const s = en.staff;

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
