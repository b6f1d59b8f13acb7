import type { FastifyInstance } from 'fastify';
import { announcement } from '../../../shared/schemas/content';
import { publicRows } from '../../lib/public-routes';
import { announcementListQuery, getAnnouncement, listAnnouncements, toAnnouncementView } from './announcements';

const tags = ['announcements'];

export async function announcementRoutes(app: FastifyInstance) {
  // The same records under the two paths the website calls: the home page and the
  // for-students page use /announcements/, the camp feed uses /api/updates/?camp_id=.
  publicRows(app, { tags, item: announcement, view: toAnnouncementView, get: getAnnouncement })
    .list('/announcements/', 'List announcements, newest first (total in X-Total-Count)', announcementListQuery, listAnnouncements)
    .list(
      '/api/updates/',
      'List updates (announcements), newest first, optionally of one camp (total in X-Total-Count)',
      announcementListQuery,
      listAnnouncements,
    )
    .one('/announcements/:id/', 'One announcement');
}
