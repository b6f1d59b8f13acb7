// Updates (announcements): what the home page and the for-students page show (JSON calls).
// A coordinator publishes for their camps; an update for everyone needs every camp.
import { announcementDateTime } from '../../../shared/date-input';
import type { Announcement } from '../../../shared/schemas/content';
import { updateInput } from '../../../shared/schemas/staff/announcements';
import { announcementsApi } from '../../api/announcements';
import { m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { mayTouchCamp } from '../../lib/auth';
import { hindiValues, withHindi } from '../../lib/hindi-fields';
import { callsOf, campListed, fromLocalInput, schemaCheck, showDate, toLocalInput, type Resource } from '../../lib/resource';
import type { FormValues } from '../../lib/use-form';
import { check } from '../../lib/validation';

/** The form's local date-time becomes the ISO timestamp the schema and the API take. */
const input = (values: FormValues) => ({ ...values, time: fromLocalInput(values.time ?? '') });

function payload(values: FormValues) {
  const parsed = check(updateInput, input(values));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.data;
}

const check_ = schemaCheck(updateInput);

/** The texts with a Hindi version (decision 0021). */
const HINDI = ['title', 'text', 'venue', 'examTime'] as const;

export const announcementsResource: Resource<Announcement> = {
  ...campListed('announcements', paths.announcements, announcementsApi),
  texts: { title: m.announcements.title, add: m.announcements.add, new: m.announcements.new, edit: m.announcements.edit },
  columns: () => [
    { key: 'title', header: m.fields.title, cell: (a) => a.title, sortable: true, primary: true },
    { key: 'camp', header: m.fields.camp, cell: (a) => a.camp_name ?? m.allCamps, sortable: true },
    { key: 'time', header: m.fields.time, cell: (a) => announcementDateTime(a.examTime, a.time) || m.none, sortable: true },
    { key: 'created_at', header: m.fields.created, cell: (a) => showDate(a.created_at), sortable: true, nowrap: true },
  ],
  sortValue: (a, key) => (key === 'camp' ? a.camp_name : key === 'time' ? a.time : key === 'created_at' ? a.created_at : a.title),
  label: (a) => a.title,
  fields: (ctx) =>
    withHindi(
      [
        { name: 'title', label: m.fields.title, kind: 'text', required: true },
        {
          name: 'camp_id',
          label: m.fields.camp,
          kind: 'select',
          options: ctx.camps,
          ...(ctx.can.allCamps ? { emptyOption: m.noCamp } : {}),
        },
        { name: 'text', label: m.fields.text, kind: 'textarea', required: true },
        { name: 'venue', label: m.fields.venue, kind: 'text' },
        // One field for when it happens; the words for the time only where a clock time is not enough (decision 0033).
        { name: 'time', label: m.tasks.announcementTime.label, kind: 'datetime-local', hint: m.tasks.announcementTime.hint },
        { name: 'examTime', label: m.tasks.announcementTime.words, kind: 'text', hint: m.tasks.announcementTime.wordsHint },
      ],
      HINDI,
    ),
  initial: (a, ctx) => ({
    title: a?.title ?? '',
    camp_id: a ? (a.camp_id === null ? '' : String(a.camp_id)) : ctx.can.allCamps ? '' : (ctx.camps[0]?.value ?? ''),
    text: a?.text ?? '',
    venue: a?.venue ?? '',
    time: toLocalInput(a?.time),
    examTime: a?.examTime ?? '',
    ...hindiValues(a, HINDI),
  }),
  validate: (values, files, editing) => check_(input(values), files, editing),
  ...callsOf(announcementsApi, payload),
  mayCreate: ({ camps, can }) => can.allCamps || camps.length > 0,
  mayChange: ({ can }, a) => mayTouchCamp(can, a.camp_id),
};
