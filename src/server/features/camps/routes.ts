import type { FastifyInstance } from 'fastify';
import { camp } from '../../../shared/schemas/content';
import { detailRoute, listRoute } from '../../lib/public-routes';
import { campListQuery, getCamp, listCamps, toCampView } from './camps';

const tags = ['camps'];

export async function campRoutes(app: FastifyInstance) {
  listRoute(app, '/api/camp/', {
    tags,
    summary: 'List camps, newest year first (total in X-Total-Count)',
    querystring: campListQuery,
    item: camp,
    list: (db, query) => listCamps(db, query, query),
    view: toCampView,
  });
  detailRoute(app, '/api/camp/:id/', { tags, summary: 'One camp', item: camp, get: getCamp, view: toCampView });
}
