import type { FastifyInstance } from 'fastify';
import { event } from '../../../shared/schemas/content';
import { detailRoute, listRoute } from '../../lib/public-routes';
import { eventListQuery, getEvent, listEvents, toEventView } from './events';

const tags = ['events'];

export async function eventRoutes(app: FastifyInstance) {
  listRoute(app, '/events/', {
    tags,
    summary:
      'List events, latest date first; featured=true for featured ones only; upcoming=true for those not ended by today in India, soonest first (upcoming=false: the others) (total in X-Total-Count)',
    querystring: eventListQuery,
    item: event,
    list: (db, query) => listEvents(db, query, query),
    view: toEventView,
  });
  detailRoute(app, '/events/:id/', { tags, summary: 'One event', item: event, get: getEvent, view: toEventView });
}
