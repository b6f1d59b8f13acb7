// Events: admins add, edit and delete them (multipart, optional image).
import type { Event } from '../../../shared/schemas/content';
import { eventEdit, eventFields } from '../../../shared/schemas/staff/events';
import { eventsApi } from '../../api/events';
import { m } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { hindiName, hindiValues, withHindi } from '../../lib/hindi-fields';
import { callsOf, formData, schemaCheck, showDate, type Resource } from '../../lib/resource';

const HINDI = ['title', 'description', 'venue'] as const;
const TEXT_FIELDS = ['title', 'description', 'date', 'end_date', 'venue', 'featured', ...HINDI.map(hindiName)];

export const eventsResource: Resource<Event> = {
  key: 'events',
  path: paths.events,
  texts: m.events,
  list: (api, { page, page_size }, signal) => eventsApi.list(api, { page, page_size }, signal),
  columns: () => [
    { key: 'title', header: m.fields.title, cell: (e) => e.title, sortable: true, primary: true },
    {
      key: 'date',
      header: m.fields.date,
      cell: (e) => (e.end_date ? `${showDate(e.date)} – ${showDate(e.end_date)}` : showDate(e.date)),
      sortable: true,
    },
    { key: 'venue', header: m.fields.venue, cell: (e) => e.venue || m.none, sortable: true },
    { key: 'featured', header: m.fields.featured, cell: (e) => (e.featured ? m.yes : m.no), sortable: true },
  ],
  sortValue: (e, key) => (key === 'featured' ? (e.featured ? 1 : 0) : key === 'venue' ? e.venue : key === 'date' ? e.date : e.title),
  label: (e) => e.title,
  fields: () => [
    ...withHindi(
      [
        { name: 'title', label: m.fields.title, kind: 'text', required: true },
        { name: 'date', label: m.fields.date, kind: 'date', required: true },
        { name: 'end_date', label: m.fields.endDate, kind: 'date' },
        { name: 'venue', label: m.fields.venue, kind: 'text' },
        { name: 'description', label: m.fields.description, kind: 'textarea' },
      ],
      HINDI,
    ),
    { name: 'featured', label: m.fields.featured, kind: 'checkbox' },
    { name: 'image', label: m.fields.image, kind: 'file', accept: 'image/jpeg,image/png,image/webp' },
    { name: 'remove_image', label: m.form.removeImage, kind: 'checkbox', only: 'edit' },
  ],
  initial: (e) => ({
    title: e?.title ?? '',
    date: e?.date ?? '',
    end_date: e?.end_date ?? '',
    venue: e?.venue ?? '',
    description: e?.description ?? '',
    ...hindiValues(e, HINDI),
    featured: e?.featured ? 'true' : 'false',
    remove_image: 'false',
  }),
  validate: (values, files, editing) => schemaCheck(editing ? eventEdit : eventFields)(values, files, editing),
  ...callsOf(eventsApi, (values, files, row) => formData(values, row ? [...TEXT_FIELDS, 'remove_image'] : TEXT_FIELDS, files)),
  mayCreate: ({ can }) => can.manageSiteWide,
  mayChange: ({ can }) => can.manageSiteWide,
};
