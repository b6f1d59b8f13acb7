// The three shapes of a public read call, declared by each content feature rather than written out:
// a paged list (total in X-Total-Count, cached, plain JSON), one row by id, and one row's stored
// file as a download. A missing row is a 404 in both of the last two. The schemas validate and
// document each call as usual; the handlers read the parsed query and path through casts, because
// the generic schemas hide their types from Fastify's type provider.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { notFound } from './http-error';
import type { MediaStore } from '../storage/media-store';
import { sendAttachment } from './attachments';
import type { ListResult } from './listing';
import { errorReply, idParams, plainJsonSerializer } from './openapi';
import { sendPage } from './pagination';

interface RouteDoc {
  tags: string[];
  summary: string;
}

type IdParams = z.output<typeof idParams>;
type View<R, V> = (row: R, media: MediaStore) => V;

export interface ListRoute<Q extends z.ZodType, R, V> extends RouteDoc {
  querystring: Q;
  item: z.ZodType<V>;
  /** The query is passed twice, as the filters and as the page window: a feature's list takes the two apart. */
  list: (db: Db, filters: z.output<Q>, page: z.output<Q>, params: IdParams) => Promise<ListResult<R>>;
  view: View<R, V>;
  /** For a list under a row (`/camps/{id}/gallery/`): the id is in the path, and may be a 404. */
  underRow?: boolean;
}

/** `GET url`: one page of rows, in the order the list query gives, with the total in `X-Total-Count`. */
export function listRoute<Q extends z.ZodType, R, V>(app: FastifyInstance, url: string, spec: ListRoute<Q, R, V>) {
  app.get(
    url,
    {
      serializerCompiler: plainJsonSerializer,
      config: { replyCache: true },
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        ...(spec.underRow ? { params: idParams } : {}),
        querystring: spec.querystring,
        response: { 200: z.array(spec.item), ...(spec.underRow ? errorReply(400, 404) : errorReply(400)) },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<Q>;
      const { rows, total } = await spec.list(app.db, query, query, request.params as IdParams);
      return sendPage(
        reply,
        rows.map((row) => spec.view(row, app.media)),
        total,
      );
    },
  );
  // A miss with a new query string is answered at the front door like a hit, by the same steps
  // as the handler above minus Fastify's request cycle (decision 0039). Not for a list under a
  // row: its path has the id.
  if (spec.underRow || !app.replyCacheStore) return;
  app.replyCacheStore.answerMisses(app.prefix + url, async (raw) => {
    const query = spec.querystring.safeParse(raw);
    if (!query.success) return null;
    const { rows, total } = await spec.list(app.db, query.data, query.data, {} as IdParams);
    return { body: JSON.stringify(rows.map((row) => spec.view(row, app.media))), total };
  });
}

export interface DetailRoute<R, V> extends RouteDoc {
  item: z.ZodType<V>;
  get: (db: Db, id: number) => Promise<R | undefined>;
  view: View<R, V>;
}

/** `GET url` with `{id}`: one row, or 404. */
export function detailRoute<R, V>(app: FastifyInstance, url: string, spec: DetailRoute<R, V>) {
  app.get(
    url,
    { schema: { tags: spec.tags, summary: spec.summary, params: idParams, response: { 200: spec.item, ...errorReply(400, 404) } } },
    async (request) => spec.view(await foundRow(spec.get, app.db, (request.params as IdParams).id), app.media),
  );
}

/** The OpenAPI description of a binary reply. */
export const binaryReply = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

export const pdfReply = binaryReply('application/pdf', 'The PDF, as an attachment');

/** The download of a row's stored PDF, saved as `{prefix}_{id}.pdf`. */
export const pdfDownload = (noun: string, prefix: string) => ({
  summary: `Download a ${noun} (${prefix}_{id}.pdf)`,
  file: pdfReply,
  attachment: (row: { id: number; file: string }) => ({ stored: row.file, filename: `${prefix}_${row.id}.pdf` }),
});

export interface DownloadRoute<R> extends RouteDoc {
  file: ReturnType<typeof binaryReply>;
  get: (db: Db, id: number) => Promise<R | undefined>;
  /** The stored file of the row and the name the visitor saves it under. */
  attachment: (row: R) => { stored: string; filename: string };
}

/** `GET url` with `{id}`: the row's stored file as an attachment, or 404. */
export function downloadRoute<R>(app: FastifyInstance, url: string, spec: DownloadRoute<R>) {
  app.get(
    url,
    { schema: { tags: spec.tags, summary: spec.summary, params: idParams, response: { 200: spec.file, ...errorReply(400, 404) } } },
    async (request, reply) => {
      const { stored, filename } = spec.attachment(await foundRow(spec.get, app.db, (request.params as IdParams).id));
      return sendAttachment(reply, app.media, stored, filename);
    },
  );
}

async function foundRow<R>(get: (db: Db, id: number) => Promise<R | undefined>, db: Db, id: number): Promise<R> {
  const row = await get(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * The public calls of one kind of row, its schema, view and look-up given once: `.list(...)` a paged
 * list, `.one(...)` one row by id, `.download(...)` a row's stored file. Each returns the same calls.
 */
export function publicRows<R, V>(
  app: FastifyInstance,
  kind: { tags: string[]; item: z.ZodType<V>; view: View<R, V>; get: (db: Db, id: number) => Promise<R | undefined> },
) {
  const calls = {
    list<Q extends z.ZodType>(url: string, summary: string, querystring: Q, list: ListRoute<Q, R, V>['list'], underRow = false) {
      listRoute(app, url, { ...kind, summary, querystring, list, underRow });
      return calls;
    },
    one(url: string, summary: string) {
      detailRoute(app, url, { ...kind, summary });
      return calls;
    },
    download(url: string, spec: Omit<DownloadRoute<R>, 'tags' | 'get'>) {
      downloadRoute(app, url, { tags: kind.tags, get: kind.get, ...spec });
      return calls;
    },
  };
  return calls;
}
