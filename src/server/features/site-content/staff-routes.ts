// Staff calls for the trust's content under /api/content/ (decision 0013): any staff reads, admins
// change. Settings: GET, PUT (JSON). About: GET, PUT (JSON or multipart with two photos). Each
// list: GET (in order), GET one, POST, PUT one, DELETE one (JSON or multipart with `image`), and
// PUT order/ with every id once.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  about,
  CONTENT_LISTS,
  type ContentList,
  partnershipOption,
  program,
  reorder,
  siteSettings,
  siteSettingsEdit,
  trustee,
  voice,
} from '../../../shared/schemas/staff/site-content';
import { deleteRoute } from '../../content/content-routes';
import { staffCall } from '../../content/staff-call';
import { errorReply, idParams } from '../../lib/openapi';
import { notFound } from '../../lib/http-error';
import { ADMIN_ONLY, staffOnly, tokenSecurity } from '../../plugins/staff-guard';
import { getAbout, getItem, getSettings, LIST_TABLES, listItems } from './site-content';
import { createItem, editItem, LIST_KINDS, reorderItems, updateAbout, updateSettings } from './site-content-changes';

const tags = ['staff: site content'];

const LISTS: Record<ContentList, { view: z.ZodType; one: string; fields: string }> = {
  programs: { view: program, one: 'a program', fields: 'title, slug, text, facts (JSON list), image_alt, image' },
  testimonials: { view: voice, one: 'a testimonial', fields: 'name, place, quote, image_alt, image' },
  'volunteer-experiences': { view: voice, one: 'a volunteer experience', fields: 'name, place, quote, image_alt, image' },
  trustees: { view: trustee, one: 'a trustee', fields: 'name, title, points (JSON list), image_alt, image' },
  'partnership-options': { view: partnershipOption, one: 'a partnership option', fields: 'title, description, points (JSON list)' },
};

export async function siteContentStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/content/settings/',
    {
      ...staffOnly(),
      schema: { tags, summary: 'The site settings', security: tokenSecurity, response: { 200: siteSettings, ...errorReply(401, 403) } },
    },
    async () => getSettings(app.db),
  );
  app.put(
    '/api/content/settings/',
    {
      ...staffOnly(ADMIN_ONLY),
      schema: {
        tags,
        summary: 'Change the site settings (admin; JSON; only the fields sent change)',
        security: tokenSecurity,
        body: siteSettingsEdit,
        response: { 200: siteSettings, ...errorReply(400, 401, 403) },
      },
    },
    async (request) => updateSettings(await staffCall(request), request.body),
  );

  app.get(
    '/api/content/about/',
    {
      ...staffOnly(),
      schema: { tags, summary: 'The About texts and photos', security: tokenSecurity, response: { 200: about, ...errorReply(401, 403) } },
    },
    async () => getAbout(app.db, app.media),
  );
  app.put(
    '/api/content/about/',
    {
      ...staffOnly(ADMIN_ONLY, { multipart: true }),
      schema: {
        tags,
        summary:
          'Change the About texts (admin; JSON or multipart; only the fields sent change; founder_photo and coordinator_photo replace, remove_founder_photo and remove_coordinator_photo remove)',
        security: tokenSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: about, ...errorReply(400, 401, 403, 413, 415) },
      },
    },
    async (request) => updateAbout(await staffCall(request)),
  );

  for (const kind of CONTENT_LISTS) {
    const table = LIST_TABLES[kind];
    const { view, one, fields } = LISTS[kind];
    const url = `/api/content/${kind}/`;

    app.get(
      url,
      {
        ...staffOnly(),
        schema: {
          tags,
          summary: `The ${kind.replace('-', ' ')}, in order`,
          security: tokenSecurity,
          response: { 200: z.array(view), ...errorReply(401, 403) },
        },
      },
      async () => listItems(app.db, app.media, table),
    );
    app.get(
      `${url}:id/`,
      {
        ...staffOnly(),
        schema: {
          tags,
          summary: `One of the ${kind.replace('-', ' ')}`,
          security: tokenSecurity,
          params: idParams,
          response: { 200: view, ...errorReply(401, 403, 404) },
        },
      },
      async (request) => {
        const item = await getItem(app.db, app.media, table, request.params.id);
        if (!item) throw notFound();
        return item;
      },
    );
    app.post(
      url,
      {
        ...staffOnly(ADMIN_ONLY, { multipart: true, idempotent: true }),
        schema: {
          tags,
          summary: `Add ${one} at the end (admin; JSON or multipart: ${fields})`,
          security: tokenSecurity,
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: view, ...errorReply(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => reply.status(201).send(await createItem(table, await staffCall(request))),
    );
    app.put(
      `${url}:id/`,
      {
        ...staffOnly(ADMIN_ONLY, { multipart: true }),
        schema: {
          tags,
          summary: `Change ${one} (admin; JSON or multipart; only the fields sent change${kind === 'partnership-options' ? '' : '; image replaces, remove_image removes'})`,
          security: tokenSecurity,
          consumes: ['multipart/form-data', 'application/json'],
          params: idParams,
          response: { 200: view, ...errorReply(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => editItem(table, await staffCall(request), request.params.id),
    );
    deleteRoute(app, { kind: LIST_KINDS[table], url: `${url}:id/`, tags, roles: ADMIN_ONLY, summary: `Delete ${one} (admin)` });
    app.put(
      `${url}order/`,
      {
        ...staffOnly(ADMIN_ONLY),
        schema: {
          tags,
          summary: `Put the ${kind.replace('-', ' ')} in a new order (admin; JSON { ids }: every id exactly once)`,
          security: tokenSecurity,
          body: reorder,
          response: { 200: z.array(view), ...errorReply(400, 401, 403) },
        },
      },
      async (request) => reorderItems(table, await staffCall(request), request.body.ids),
    );
  }
}
