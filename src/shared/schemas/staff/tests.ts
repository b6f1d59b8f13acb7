// The test paper and test result forms (multipart, with the PDF).
import { z } from 'zod';
import { PAPER_TYPES } from '../../constants';
import { en } from '../../messages/en';
import { optionalText, requiredText } from '../fields';
import { hindiFields } from '../hindi';
import { optionalId, optionalDate, trimmed } from './common';

const s = en.staff;

export const testPaperFields = z.object({
  title: requiredText(300),
  type: z.preprocess(trimmed, z.enum(PAPER_TYPES, { error: s.paperType })),
  exam_date: optionalDate(),
  camp: optionalId(),
  ...hindiFields({ title: 300 }),
});
export const testPaperEdit = testPaperFields.partial();

export const testResultFields = z.object({
  title: requiredText(300),
  type: z.preprocess(trimmed, z.enum(PAPER_TYPES, { error: s.paperType })),
  standard: optionalText(20),
  result_date: optionalDate(),
  camp: optionalId(),
  ...hindiFields({ title: 300 }),
});
export const testResultEdit = testResultFields.partial();
