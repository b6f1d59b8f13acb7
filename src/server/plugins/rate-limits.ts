// Per-address limits. The store is in memory: with several API instances each counts on its own
// (see docs/decisions/0002-rate-limit-store.md).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { en } from '../../shared/messages/en';
import { addressKey } from '../auth/client-key';
import { HttpError } from './errors';

export const rateLimits = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, en.api.rateLimited),
    });
  },
  { name: 'rate-limits' },
);

/** The route option for a public form: RATE_LIMIT_PUBLIC_FORMS a window per client address. */
export function publicFormLimit(app: FastifyInstance) {
  const { RATE_LIMIT_PUBLIC_FORMS, RATE_LIMIT_WINDOW_SECONDS, RATE_LIMIT_DISABLED } = app.config;
  if (RATE_LIMIT_DISABLED) return false as const;
  return { max: RATE_LIMIT_PUBLIC_FORMS, timeWindow: RATE_LIMIT_WINDOW_SECONDS * 1000 };
}

/**
 * The route option for staff registration: REGISTER_MAX_PER_ADDRESS a window per client address
 * (an IPv6 /64 counts as one). Tight, because its "username taken" reply tells whether an account
 * exists (docs/decisions/0011).
 */
export function registerLimit(app: FastifyInstance) {
  const { REGISTER_MAX_PER_ADDRESS, REGISTER_WINDOW_SECONDS, RATE_LIMIT_DISABLED } = app.config;
  if (RATE_LIMIT_DISABLED) return false as const;
  return {
    max: REGISTER_MAX_PER_ADDRESS,
    timeWindow: REGISTER_WINDOW_SECONDS * 1000,
    keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
  };
}
