// The camp form (multipart, with an optional image).
import { z } from 'zod';
import { requiredText } from '../fields';
import { year } from './common';

export const campFields = z.object({
  name: requiredText(200),
  location: requiredText(200),
  year: year(),
});
export const campEdit = campFields.partial();
