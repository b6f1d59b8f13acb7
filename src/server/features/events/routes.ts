import type { FastifyInstance } from 'fastify';
import { event } from '../../../shared/schemas/content';
import { publicRows } from '../../lib/public-routes';
import { eventListQuery, getEvent, listEvents, toEventView } from './events';

const tags = ['events'];

export async function eventRoutes(app: FastifyInstance) {
  publicRows(app, { tags, item: event, view: toEventView, get: getEvent })
    .list(
      '/events/',
      'List events, latest date first; featured=true for featured ones only; upcoming=true for those not ended by today in India, soonest first (upcoming=false: the others) (total in X-Total-Count)',
      eventListQuery,
      listEvents,
    )
    .one('/events/:id/', 'One event');
}
