// Staff routes of a content kind: the three routes of a kind sent as a multipart form (create
// POST url, edit PUT url:id/, delete DELETE url:id/), and the create and delete routes a JSON kind
// shares. Each parses, calls the stored-row helper with the kind's declaration, and replies.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply, idParams } from '../lib/openapi';
import { type StaffRole, staffOnly, tokenSecurity } from '../plugins/staff-guard';
import { staffCall } from './staff-call';
import { type ContentKind, createFromForm, createRow, deleteRow, editFromForm } from './stored-row';

// biome-ignore lint/suspicious/noExplicitAny: a kind's fields type does not matter to its routes
type AnyKind = ContentKind<any>;

export interface FormRoutes {
  kind: AnyKind;
  /** The create URL; the edit and delete URLs add `:id/`. */
  url: string;
  tags: string[];
  /** Who may call them (any staff when left out). */
  roles?: readonly StaffRole[];
  reply: z.ZodType;
  create: { summary: string; consumes: string[] };
  edit: { summary: string };
  remove: Pick<DeleteRoute, 'summary' | 'description' | 'refusals' | 'querystring'>;
}

export function formRoutes(fastify: FastifyInstance, routes: FormRoutes): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { kind, tags, roles, reply: view } = routes;

  app.post(
    routes.url,
    {
      ...staffOnly(roles, { multipart: true, idempotent: true }),
      schema: {
        tags,
        summary: routes.create.summary,
        security: tokenSecurity,
        consumes: routes.create.consumes,
        response: { 201: view, ...errorReply(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => reply.status(201).send(await createFromForm(kind, await staffCall(request))),
  );

  app.put(
    `${routes.url}:id/`,
    {
      ...staffOnly(roles, { multipart: true }),
      schema: {
        tags,
        summary: routes.edit.summary,
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: view, ...errorReply(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => editFromForm(kind, await staffCall(request), request.params.id),
  );

  deleteRoute(app, { kind, url: `${routes.url}:id/`, tags, roles, ...routes.remove });
}

export interface DeleteRoute {
  kind: AnyKind;
  url: string;
  tags: string[];
  roles?: readonly StaffRole[] | undefined;
  summary: string;
  description?: string;
  /** Refusals besides 401, 403 and 404 (such as 409). */
  refusals?: number[];
  /** The query the delete takes (the kind's beforeDelete reads it). */
  querystring?: z.ZodObject;
}

/** DELETE url (with `:id`): the row, what the kind deletes with it, then its files; 204. */
export function deleteRoute(fastify: FastifyInstance, route: DeleteRoute): void {
  fastify.withTypeProvider<ZodTypeProvider>().delete(
    route.url,
    {
      ...staffOnly(route.roles),
      schema: {
        tags: route.tags,
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        security: tokenSecurity,
        params: idParams,
        ...(route.querystring ? { querystring: route.querystring } : {}),
        response: { 204: z.null(), ...errorReply(401, 403, 404, ...(route.refusals ?? [])) },
      },
    },
    async (request, reply) => {
      await deleteRow(route.kind, await staffCall(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

export interface JsonCreateRoute {
  kind: AnyKind;
  url: string;
  tags: string[];
  summary: string;
  body: z.ZodType;
  reply: z.ZodType;
}

/** POST url with a JSON body, for any staff: the new row; 201. */
export function jsonCreateRoute(fastify: FastifyInstance, route: JsonCreateRoute): void {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      ...staffOnly(undefined, { idempotent: true }),
      schema: {
        tags: route.tags,
        summary: route.summary,
        security: tokenSecurity,
        body: route.body,
        response: { 201: route.reply, ...errorReply(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createRow(route.kind, await staffCall(request), request.body as object)),
  );
}
