// The website server's page routes over a harness's API, with pages rendered bare (rendering is the
// e2e tests' part), and a slot coordinator with a session: what the plain-form tests start from.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { trustProxyOption } from '../config';
import { issueSlotSession } from '../features/slot-coordinators/slot-coordinators';
import { injectFetcher } from '../web/inject-fetcher';
import { registerPageRoute } from '../web/site-routes';
import type { Harness } from './api-harness';

export async function websiteOver(h: Harness, trustProxy: false | string[] = false): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: trustProxyOption(trustProxy) });
  await app.register(cookie);
  registerPageRoute(app, h.config, {
    loadRender: async () => null,
    fetcher: injectFetcher(h.app),
    cacheMs: 0,
    assemble: async (parts) => ({ html: `<!doctype html><html><body>${parts.html}</body></html>` }),
    api: h.app,
  });
  await app.ready();
  return app;
}

/** An active slot coordinator of `phone`, stored directly, with a session token of an hour. */
export async function slotCoordinatorWithSession(h: Harness, phone: string): Promise<{ id: number; token: string }> {
  const now = new Date().toISOString();
  const row = await h.db.kysely
    .insertInto('slot_coordinators')
    .values({
      name: 'Fuzz',
      phone_number: phone,
      email: '',
      is_active: 1,
      preferences_note: '',
      preferences_updated_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: (await issueSlotSession(h.db.kysely, row.id, 1)).token };
}
