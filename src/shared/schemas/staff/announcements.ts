// Updates (announcements) as staff publish and edit them (JSON).
import { z } from 'zod';
import { en } from '../../messages/en';
import { optionalText, requiredText } from '../fields';
import { hindiFields } from '../hindi';
import { blankToUndefined, trimmed, optionalId } from './common';

const s = en.staff;

/** `examTime` and `camp_id` are the names §3 uses; `exam_time` (and `exam_time_hi`) and `camp` are accepted too. */
const updateAliases = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.examTime === undefined && o.exam_time !== undefined) o.examTime = o.exam_time;
  if (o.examTime_hi === undefined && o.exam_time_hi !== undefined) o.examTime_hi = o.exam_time_hi;
  if (o.camp_id === undefined && o.camp !== undefined) o.camp_id = o.camp;
  delete o.exam_time;
  delete o.exam_time_hi;
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
  /** Hindi versions (decision 0021): "" or none shows the English. */
  ...hindiFields({ title: 300, text: 10_000, venue: 300, examTime: 100 }),
};
export const updateInput = z.preprocess(updateAliases, z.object(updateFields));
export const updateEdit = z.preprocess(updateAliases, z.object(updateFields).partial());
export type UpdateInput = z.input<typeof updateInput>;
