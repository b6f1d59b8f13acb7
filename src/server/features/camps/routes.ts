import type { FastifyInstance } from 'fastify';
import { camp } from '../../../shared/schemas/content';
import { publicRows } from '../../lib/public-routes';
import { campListQuery, getCamp, listCamps, toCampView } from './camps';

const tags = ['camps'];

export async function campRoutes(app: FastifyInstance) {
  publicRows(app, { tags, item: camp, view: toCampView, get: getCamp })
    .list('/api/camp/', 'List camps, newest year first (total in X-Total-Count)', campListQuery, listCamps)
    .one('/api/camp/:id/', 'One camp');
}
