// Staff changes to updates: the same records the public /announcements/ and /api/updates/ show.
// Sent as JSON, without a file; within the caller's camps (an update without a camp, shown to
// everyone, needs the all-camps scope).
import type { z } from 'zod';
import type { Announcement } from '../../../shared/schemas/content';
import type { updateEdit } from '../../../shared/schemas/staff/announcements';
import { type ContentKind, viewOf } from '../../content/stored-row';
import { getAnnouncement, toAnnouncementView } from './announcements';

export const announcementRows: ContentKind<z.output<typeof updateEdit>, Announcement> = {
  table: 'announcements',
  entity: 'announcement',
  camp: { field: 'camp_id', auditsClearedCamp: true },
  view: viewOf(getAnnouncement, toAnnouncementView),
  columns: ({ examTime, examTime_hi, venue, camp_id, ...fields }) => ({
    ...fields,
    ...(venue !== undefined ? { venue: venue || null } : {}),
    ...(examTime !== undefined ? { exam_time: examTime || null } : {}),
    ...(examTime_hi !== undefined ? { exam_time_hi: examTime_hi } : {}),
    ...(camp_id !== undefined ? { camp_id } : {}),
  }),
  defaults: { venue: null, exam_time: null },
};
