// Staff changes to events (admins only): a content row with an optional image.
import type { z } from 'zod';
import { en } from '../../../shared/messages/en';
import type { Event } from '../../../shared/schemas/content';
import { eventEdit, eventFields } from '../../../shared/schemas/staff/events';
import { imageColumns } from '../../content/row-file';
import { type ContentKind, viewOf } from '../../content/stored-row';
import { HttpError } from '../../lib/http-error';
import { getEvent, toEventView } from './events';

export const eventRows: ContentKind<z.output<typeof eventEdit>, Event> = {
  table: 'events',
  entity: 'event',
  file: imageColumns({ media: 'events', removable: true, variants: 'image_variants' }),
  form: { create: eventFields, edit: eventEdit },
  view: viewOf(getEvent, toEventView),
  columns: ({ featured, venue, ...rest }) => ({
    ...rest,
    ...(featured !== undefined ? { featured: featured ? 1 : 0 } : {}),
    ...(venue !== undefined ? { venue: venue || null } : {}),
  }),
  /** An edit's dates are checked together with the ones it leaves as they are. */
  check(fields, current) {
    const date = fields.date ?? (current?.date as string);
    const endDate = fields.end_date === undefined ? (current?.end_date as string | null | undefined) : fields.end_date;
    if (endDate != null && endDate < date) throw new HttpError(400, en.staff.endBeforeStart, { end_date: [en.staff.endBeforeStart] });
  },
};
