// Idempotency-Key on the routes that create (public forms, staff creates): a client that lost the
// reply and sends the same request again with the same key gets the first reply, and nothing is
// stored twice; the same key with another request is refused (422).
//
// - The scope of a key is the route and, for staff, the user, so two staff members' keys never
//   meet. A visitor's key is scoped by the key and the content alone, not the client address: a
//   phone that changes networks between a send and its retry changes address, and its retry must
//   still find the first reply. A reply is only given for the same key and the same content, so
//   to read one a caller must already hold what was sent (keys are random per submission).
// - The request's content is hashed (the JSON body, or a form's fields and files: a form's
//   boundary differs on every send) and compared before anything is written.
// - The record is written by the route's own transaction, beside the row (recordReply), so a crash
//   cannot leave the row without its key or the key without its row.
// - Two requests with one key at once: the primary key (scope, key) lets one commit; the other's
//   insert fails (on PostgreSQL it waits for the first to commit), its transaction rolls back, and
//   it answers with the winner's reply.
// - A replay still counts against the rate limit: the limit runs before the body is read, and a
//   retry or two stays far below it.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { en } from '../../shared/messages/en';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { errorReply } from '../lib/openapi';
import { HttpError } from '../lib/http-error';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{1,200}$/;
/** How long a key's reply is kept (and a retry recognised). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface IdempotentCall {
  scope: string;
  key: string;
  /** The request's content hash, once known (before anything is written). */
  hash?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header (it creates something). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: IdempotentCall;
  }
}

/** Thrown to answer with a stored reply instead of running (the rest of) the handler. */
class Replay extends Error {
  constructor(readonly record: { status: number; reply: string }) {
    super('idempotent replay');
  }
}

/** Thrown from recordReply when another request took the key first. */
class KeyTaken extends Error {}

const headerDoc = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Optional. 1 to 200 of A-Z a-z 0-9 - _ : . — one key per submission; a retry with the same key and body gets the first reply and stores nothing more (kept 24 hours); the same key with another body answers 422.',
    ),
});

/** A JSON value with its object keys sorted, so that the same content always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export const contentHash = (body: unknown) => sha256(JSON.stringify(canonical(body ?? null)));

/** The hash of a multipart form: its fields and the bytes of each file. */
export const formHash = (form: { fields: Record<string, unknown>; files: Partial<Record<string, { data: Buffer }>> }) =>
  contentHash({
    fields: form.fields,
    files: Object.fromEntries(Object.entries(form.files).map(([field, file]) => [field, file ? sha256(file.data) : null])),
  });

async function stored(db: Kysely<Database>, call: IdempotentCall) {
  return db
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'status', 'reply'])
    .where('scope', '=', call.scope)
    .where('key', '=', call.key)
    .executeTakeFirst();
}

/**
 * Once the request's content is known and before anything is written: a key already used for
 * this content answers with its first reply; for other content, 422.
 */
export async function checkRepeat(request: FastifyRequest, hash: string): Promise<void> {
  const call = request.idempotency;
  if (!call) return;
  call.hash = hash;
  const record = await stored(request.server.db.kysely, call);
  if (!record) return;
  if (record.body_hash !== hash) throw new HttpError(422, en.api.idempotencyKeyReused);
  throw new Replay(record);
}

/** In the transaction that stores the row: keeps the reply under the request's key, if it has one. */
export async function recordReply(trx: Kysely<Database>, call: IdempotentCall | undefined, status: number, body: unknown): Promise<void> {
  if (!call) return;
  if (call.hash === undefined) throw new Error('recordReply before checkRepeat');
  try {
    await trx
      .insertInto('idempotency_keys')
      .values({
        scope: call.scope,
        key: call.key,
        body_hash: call.hash,
        status,
        reply: JSON.stringify(body),
        created_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    throw isUniqueViolation(error) ? new KeyTaken() : error;
  }
}

const sendStored = (reply: FastifyReply, record: { status: number; reply: string }) =>
  reply.status(record.status).header('Idempotent-Replayed', 'true').send(JSON.parse(record.reply));

async function scopeOf(request: FastifyRequest): Promise<string> {
  const session = await request.session();
  return `${request.method} ${request.routeOptions.url} ${session ? `user:${session.userId}` : 'visitor'}`;
}

function idempotent(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return handler.call(this, request, reply);
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, en.api.idempotencyKeyFormat);
    const call: IdempotentCall = { scope: await scopeOf(request), key };
    request.idempotency = call;
    try {
      // A form's content is known once the handler has read it; it checks then (formHash).
      if (!request.isMultipart()) await checkRepeat(request, contentHash(request.body));
      return await handler.call(this, request, reply);
    } catch (error) {
      if (error instanceof Replay) return sendStored(reply, error.record);
      if (!(error instanceof KeyTaken)) throw error;
      // Another request with this key committed first (its row and its record together).
      const record = await stored(request.server.db.kysely, call);
      if (!record) throw new HttpError(409, en.api.idempotencyKeyPending);
      if (record.body_hash !== call.hash) throw new HttpError(422, en.api.idempotencyKeyReused);
      return sendStored(reply, record);
    }
  };
}

export async function sweepIdempotencyKeys(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now - IDEMPOTENCY_TTL_MS).toISOString())
    .execute();
}

export const idempotency = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      route.schema = { ...route.schema, headers: headerDoc };
      const schema = route.schema as { response?: Record<number, unknown> };
      schema.response = { ...schema.response, ...errorReply(409, 422) };
      route.handler = idempotent(route.handler);
    });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweepIdempotencyKeys(app.db.kysely);
      timer = setInterval(() => {
        sweepIdempotencyKeys(app.db.kysely).catch((err) => app.log.error({ err }, 'sweeping idempotency keys failed'));
      }, SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
