// Every feature's routes. A feature is a folder: its routes, its queries, its tests.
import type { FastifyInstance } from 'fastify';
import { applicationRoutes } from './applications/routes';

export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(applicationRoutes);
}
