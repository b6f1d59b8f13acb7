// Double-submit CSRF protection: the page reads the `csrftoken` cookie and echoes it in
// `X-CSRFToken`. Requests carrying a valid staff token are exempt (a token cannot ride along
// on a cross-site request the way a cookie does).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { en } from '../../shared/messages/en';
import { HttpError } from '../lib/http-error';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a token looks like (the website server's plain forms check the same, docs/decisions/0023). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export const newCsrfToken = () => randomBytes(32).toString('base64url');

/** The cookie's attributes, the same wherever it is set (the API, or the website server for its plain forms). */
export const csrfCookieOptions = (secure: boolean) => ({
  path: '/',
  sameSite: 'lax' as const,
  httpOnly: false,
  secure,
  maxAge: 365 * 86_400,
});

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const csrf = fp(
  async (app: FastifyInstance) => {
    const httpsOrigin = app.config.PUBLIC_API_URL.startsWith('https:');

    const issue = async (request: FastifyRequest, reply: FastifyReply) => {
      const existing = request.cookies[CSRF_COOKIE];
      const token = existing && TOKEN_PATTERN.test(existing) ? existing : newCsrfToken();
      // Over https (a trusted proxy's X-Forwarded-Proto included), never sent back over http.
      reply.setCookie(CSRF_COOKIE, token, csrfCookieOptions(httpsOrigin || request.protocol === 'https'));
      reply.header('Cache-Control', 'no-store');
      return { csrfToken: token };
    };
    const schema = {
      tags: ['security'],
      summary: 'Set the csrftoken cookie and return its value',
      response: { 200: z.object({ csrfToken: z.string() }) },
    };
    app.get('/api/csrf/', { schema }, issue);
    app.get('/csrf/', { schema }, issue);

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.csrf === false) return;
      if (await request.session()) return;
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (typeof cookie !== 'string' || typeof header !== 'string' || !cookie || !sameToken(cookie, header)) {
        throw new HttpError(403, en.api.csrf);
      }
    });
  },
  { name: 'csrf', dependencies: ['auth', '@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false only for calls that cannot carry a cookie by design. */
    csrf?: boolean;
    /** This route reads multipart/form-data (all others refuse it with 415). */
    multipart?: boolean;
  }
}
