// Payloads of the three public forms. The website's forms and the API parse with these.
import { z } from 'zod';
import { HONEYPOT_FIELD, ORGANIZATION_TYPES, VOLUNTEER_ROLE_VALUES, roleValue } from '../constants';
import { validation as m } from '../messages/en-website';
import { email, optionalText, requiredText } from './fields';
import { privacyInput } from './privacy';

// With every form: the honeypot, and the notice shown, the optional purposes ticked, the age declaration.
const honeypot = { [HONEYPOT_FIELD]: z.string().max(1000).optional(), ...privacyInput };

export const volunteerApplicationInput = z.object({
  full_name: requiredText(200),
  email: email(),
  // Accepts the label ("Content Creator") or the stored value ("content_creator").
  role: requiredText(100)
    .transform(roleValue)
    .refine((v) => VOLUNTEER_ROLE_VALUES.includes(v), m.role),
  message: optionalText(5000),
  ...honeypot,
});
export type VolunteerApplicationInput = z.input<typeof volunteerApplicationInput>;

export const partnerApplicationInput = z.object({
  organization_name: requiredText(200),
  contact_person: requiredText(200),
  email: email(),
  phone: optionalText(40),
  organization_type: requiredText(100).refine((v) => (ORGANIZATION_TYPES as readonly string[]).includes(v), m.organizationType),
  partnership_interest: requiredText(300),
  ...honeypot,
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationInput>;

export const contactMessageInput = z.object({
  name: requiredText(200),
  email: email(),
  subject: requiredText(300),
  message: requiredText(5000),
  ...honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

const inboxRecord = {
  id: z.number().int(),
  status: z.enum(['new', 'in_review', 'done', 'spam']),
  created_at: z.string(),
  updated_at: z.string(),
};

export const volunteerApplication = z.object({
  ...inboxRecord,
  full_name: z.string(),
  email: z.string(),
  role: z.string(),
  message: z.string(),
});
export const partnerApplication = z.object({
  ...inboxRecord,
  organization_name: z.string(),
  contact_person: z.string(),
  email: z.string(),
  phone: z.string(),
  organization_type: z.string(),
  partnership_interest: z.string(),
});
export const contactMessage = z.object({
  ...inboxRecord,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
});
