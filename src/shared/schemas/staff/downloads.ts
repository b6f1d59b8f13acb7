// The brochure and report forms (multipart, with the PDF).
import { z } from 'zod';
import { optionalText, requiredText } from '../fields';
import { hindiFields } from '../hindi';
import { optionalYear } from './common';

export const brochureFields = z.object({ title: requiredText(300), year: optionalYear(), ...hindiFields({ title: 300 }) });
export const brochureEdit = brochureFields.partial();
export const reportFields = brochureFields.extend({ location: optionalText(200), ...hindiFields({ location: 200 }) });
export const reportEdit = reportFields.partial();
