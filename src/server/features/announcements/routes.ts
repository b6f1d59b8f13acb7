import type { FastifyInstance } from 'fastify';
import { announcement } from '../../../shared/schemas/content';
import { detailRoute, listRoute } from '../../lib/public-routes';
import { announcementListQuery, getAnnouncement, listAnnouncements, toAnnouncementView } from './announcements';

const tags = ['announcements'];

export async function announcementRoutes(app: FastifyInstance) {
  // The same records under the two paths the website calls: the home page and the
  // for-students page use /announcements/, the camp feed uses /api/updates/?camp_id=.
  for (const [url, summary] of [
    ['/announcements/', 'List announcements, newest first (total in X-Total-Count)'],
    ['/api/updates/', 'List updates (announcements), newest first, optionally of one camp (total in X-Total-Count)'],
  ] as const) {
    listRoute(app, url, {
      tags,
      summary,
      querystring: announcementListQuery,
      item: announcement,
      list: (db, query) => listAnnouncements(db, query, query),
      view: toAnnouncementView,
    });
  }
  detailRoute(app, '/announcements/:id/', {
    tags,
    summary: 'One announcement',
    item: announcement,
    get: getAnnouncement,
    view: toAnnouncementView,
  });
}
