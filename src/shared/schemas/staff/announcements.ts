// Updates (announcements) as staff publish and edit them (JSON).
import { z } from 'zod';
import { en } from '../../messages/en';
import { optionalText, requiredText } from '../fields';
import { blankToUndefined, trimmed, optionalId } from './common';

const s = en.staff;

/** `examTime` and `camp_id` are the names §3 uses; `exam_time` and `camp` are accepted too. */
const updateAliases = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if (o.examTime === undefined && o.exam_time !== undefined) o.examTime = o.exam_time;
  if (o.camp_id === undefined && o.camp !== undefined) o.camp_id = o.camp;
  delete o.exam_time;
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
};
export const updateInput = z.preprocess(updateAliases, z.object(updateFields));
export const updateEdit = z.preprocess(updateAliases, z.object(updateFields).partial());
export type UpdateInput = z.input<typeof updateInput>;
