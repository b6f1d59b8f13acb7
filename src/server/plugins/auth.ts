// Resolves the staff session of a request from `Authorization: Token <key>`, once, on demand.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSession, tokenFromHeader, type Session } from '../auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of a valid token, or null. Looked up at most once per request. */
    session(): Promise<Session | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Session | null>>();

export const auth = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        const key = tokenFromHeader(this.headers.authorization);
        pending = key ? findSession(app.db, key) : Promise.resolve(null);
        cache.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
