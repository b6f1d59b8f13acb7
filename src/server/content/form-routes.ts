// The three staff routes of a content kind sent as a multipart form: create (POST url), edit
// (PUT url:id/) and delete (DELETE url:id/). Each parses, calls the stored-row helper with the
// kind's declaration, and replies; the route's documentation is declared beside the kind.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply, idParams } from '../lib/openapi';
import { type StaffRole, staffOnly, tokenSecurity } from '../plugins/staff-guard';
import { staffCall } from './staff-call';
import { type ContentKind, createFromForm, deleteRow, editFromForm } from './stored-row';

export interface FormRoutes {
  // biome-ignore lint/suspicious/noExplicitAny: a kind's fields type does not matter to its routes
  kind: ContentKind<any>;
  /** The create URL; the edit and delete URLs add `:id/`. */
  url: string;
  tags: string[];
  /** Who may call them (any staff when left out). */
  roles?: readonly StaffRole[];
  reply: z.ZodType;
  create: { summary: string; consumes: string[] };
  edit: { summary: string };
  remove: { summary: string; description?: string; refusals?: number[] };
}

export function formRoutes(fastify: FastifyInstance, routes: FormRoutes): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { kind, tags, roles, reply: view } = routes;

  app.post(
    routes.url,
    {
      ...staffOnly(roles, { multipart: true }),
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

  app.delete(
    `${routes.url}:id/`,
    {
      ...staffOnly(roles),
      schema: {
        tags,
        summary: routes.remove.summary,
        ...(routes.remove.description ? { description: routes.remove.description } : {}),
        security: tokenSecurity,
        params: idParams,
        response: { 204: z.null(), ...errorReply(401, 403, 404, ...(routes.remove.refusals ?? [])) },
      },
    },
    async (request, reply) => {
      await deleteRow(kind, await staffCall(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
