// Builds a fully wired API instance without listening, for main.ts and for the tests.
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Server } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { type Config, trustProxyOption } from './config';
import { openDatabase, targetFromConfig, type Db } from './db/database';
import { registerFeatures } from './features';
import { auth } from './plugins/auth';
import { cluster } from './plugins/cluster';
import { csrf } from './plugins/csrf';
import { idempotency } from './plugins/idempotency';
import { database } from './plugins/database';
import { errorHandling } from './plugins/errors';
import { HttpError } from './lib/http-error';
import { frameworkReplies } from './plugins/framework-replies';
import { health } from './plugins/health';
import { mediaFiles } from './plugins/media-files';
import { rateLimits } from './plugins/rate-limits';
import { replyCache } from './plugins/reply-cache';
import { ReplyCacheStore } from './plugins/reply-cache-store';
import { API_HTML_CSP, securityHeaders } from './plugins/security-headers';
import { mediaSweeper } from './storage/media-sweeper';
import { mailOutbox } from './mail/mail-worker';
import { TMP_GRACE_MS } from './storage/media-sweep';
import { en } from '../shared/messages/en';
import { refuseBodyProblem } from './lib/body-problem';
import { type Clock, systemClock } from './lib/clock';

export const JSON_BODY_LIMIT = 256 * 1024;

export interface BuildApiOptions {
  /** An open database the caller owns (tests); otherwise one is opened from the config. */
  db?: Db;
  logger?: Logger | boolean;
  /** How long a public list reply is reused (plugins/reply-cache.ts); off unless given. */
  replyCacheMs?: number;
  /** Sweep what a crash left in the media folder at start and then this often; off unless given. */
  sweepMediaEveryMs?: number;
  /** How old an unnamed file must be before a sweep takes it (storage/media-sweep.ts; the `.tmp` grace is the smaller of it and its own). */
  mediaSweepGraceMs?: number;
  /** Prefix of the Redis keys and channel with REDIS_URL (plugins/cluster.ts); tests give each run its own. */
  redisPrefix?: string;
  /** The time the reply cache, the limits and the mail outbox read (lib/clock.ts); a test's own clock moves by hand. */
  clock?: Clock;
  /** Run the retention job each night (features/privacy/retention-runs.ts); off unless given. */
  nightlyRetention?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The time the reply cache, the limits and the mail outbox read (buildApi's `clock`). */
    clock: Clock;
    /** Whether this process runs the nightly retention job (buildApi's `nightlyRetention`). */
    nightlyRetention: boolean;
  }
}

export async function buildApi(config: Config, options: BuildApiOptions = {}): Promise<FastifyInstance> {
  // One cache, two ways in: the server's front door answers hits before Fastify sees them, the
  // plugin fills the cache and answers hits that come by app.inject() (0004).
  const cacheMs = options.replyCacheMs ?? 0;
  const clock = options.clock ?? systemClock;
  const cache = cacheMs > 0 ? new ReplyCacheStore({ ttlMs: cacheMs, clock }) : null;
  const serverFactory: FastifyServerFactory<Server> | undefined = cache
    ? (handler, timeouts) => cache.createServer(handler, timeouts)
    : undefined;
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    loggerInstance: (typeof options.logger === 'object' ? options.logger : undefined) as FastifyBaseLogger | undefined,
    logger: typeof options.logger === 'boolean' ? options.logger : undefined,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    return503OnClosing: true,
    ...frameworkReplies,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('clock', clock);
  app.decorate('nightlyRetention', options.nightlyRetention ?? false);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart where a route says so): a text/plain body is a 415, not a string.
  app.removeContentTypeParser('text/plain');

  await app.register(errorHandling);
  await app.register(securityHeaders, { htmlCsp: API_HTML_CSP, publicOrigin: config.PUBLIC_API_URL });
  await app.register(database, { config, db: options.db ?? openDatabase(targetFromConfig(config)), ownsDb: !options.db });
  await app.register(cluster, options.redisPrefix ? { redisPrefix: options.redisPrefix } : {});
  if (options.sweepMediaEveryMs) {
    const grace = options.mediaSweepGraceMs;
    await app.register(mediaSweeper, {
      everyMs: options.sweepMediaEveryMs,
      ...(grace !== undefined ? { orphanGraceMs: grace, tmpGraceMs: Math.min(grace, TMP_GRACE_MS) } : {}),
    });
  }
  // Sends the e-mail outbox when SMTP_URL is set (docs/decisions/0017).
  await app.register(mailOutbox);
  await app.register(cors, {
    origin: config.WEB_ORIGIN,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-CSRFToken', 'Idempotency-Key'],
    exposedHeaders: ['X-Total-Count', 'Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: 25 * 1024 * 1024, files: 20, fields: 50, fieldSize: 64 * 1024, parts: 80 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.routeOptions.config.multipart !== true) {
      throw new HttpError(415, en.api.unsupportedType);
    }
    if (!request.headers['content-type']?.toLowerCase().startsWith('application/json')) return;
    refuseBodyProblem(request.body);
  });
  // Before any route (the CSRF plugin declares two), so that the document lists them all.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hill camps website API',
        description: 'Public and staff calls of the website. Staff calls need `Authorization: Token <key>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(rateLimits);
  await app.register(auth);
  await app.register(csrf);
  await app.register(idempotency);
  // After CORS, CSRF and the security headers: a hit inside Fastify (app.inject) still runs their
  // hooks, and the reply kept in onSend already carries their headers for the front door.
  await app.register(replyCache, cache ? { store: cache } : {});
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs may not be framed either (swagger-ui's own policy says 'self').
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(health);
  await app.register(mediaFiles);
  await app.register(registerFeatures);
  return app as unknown as FastifyInstance;
}
