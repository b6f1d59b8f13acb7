// The event form (multipart, with an optional image).
import { z } from 'zod';
import { optionalText, requiredText } from '../fields';
import { hindiFields } from '../hindi';
import { isoDate, optionalDate, flag } from './common';

export const eventFields = z.object({
  title: requiredText(300),
  description: optionalText(10_000),
  date: isoDate(),
  end_date: optionalDate(),
  venue: optionalText(300),
  featured: flag().optional(),
  ...hindiFields({ title: 300, description: 10_000, venue: 300 }),
});
export const eventEdit = eventFields.partial();
