// Helpers for tests of the public calls: a visitor's GET, a list read with its total, the API's
// absolute media URLs, the one refusal shape, and the proof that a refused form stored nothing.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { createHarness, type Harness } from './api-harness';

/** A GET as a visitor's browser makes it: no token, no CSRF header. */
export const publicGet = (h: Harness, url: string) => h.inject({ method: 'GET', url });

/**
 * The start the public tests share: a fresh API seeded by `seed` in `beforeAll`, closed in
 * `afterAll`. The harness is returned at once and filled in by `beforeAll`, with a visitor's GET on it.
 */
export function publicSuite(seed: () => Promise<void>): { h: Harness; get: (url: string) => Promise<LightMyRequestResponse> } {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await createHarness());
    await seed();
  });
  afterAll(() => h.close());
  return { h, get: (url) => publicGet(h, url) };
}

/** A list call that must answer 200: its rows, parsed with the shared item schema, and its X-Total-Count. */
export async function getList<S extends z.ZodType>(h: Harness, url: string, item: S) {
  const res = await publicGet(h, url);
  expect(res.statusCode, url).toBe(200);
  return { rows: z.array(item).parse(res.json()), total: res.headers['x-total-count'] };
}

/** The titles of a list, in order. */
export const titles = (rows: readonly { title: string }[]) => rows.map((row) => row.title);

/** Reads a list that must answer 200; asserts its titles in order and its X-Total-Count (by default, every row). */
export async function expectTitles<S extends z.ZodType<{ title: string }>>(
  h: Harness,
  url: string,
  item: S,
  expected: string[],
  total = expected.length,
) {
  const { rows, total: header } = await getList(h, url, item);
  expect(titles(rows), url).toEqual(expected);
  expect(header, url).toBe(String(total));
  return rows;
}

/** The absolute URL the API gives a stored file. */
export const mediaUrl = (h: Harness, stored: string) => `${h.config.PUBLIC_API_URL.replace(/\/$/, '')}/media/${stored}`;

export interface RefusalBody {
  error: string;
  errors?: Record<string, string[]>;
}

/** Assertions on the shapes of the public replies. */
export const expectReply = {
  /** A 400 in the one error shape; returns the body for closer checks. */
  refused(res: LightMyRequestResponse): RefusalBody {
    expect(res.statusCode).toBe(400);
    const body = res.json() as RefusalBody;
    expect(typeof body.error).toBe('string');
    return body;
  },

  /** A 400 that names one field, `field`, with `message`, as the forms show it. */
  refusedField(res: LightMyRequestResponse, field: string, message: string) {
    expect(expectReply.refused(res)).toEqual({ error: message, errors: { [field]: [message] } });
  },

  /** The API's 404 JSON. */
  notFound(res: LightMyRequestResponse, url?: string) {
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  },

  /** A PDF sent as an attachment named `filename`. */
  pdfAttachment(res: LightMyRequestResponse, filename: string) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  },
};

/** Runs `send` and proves that it left `table` with as many rows as before; returns the reply. */
export async function storingNothing(h: Harness, table: string, send: () => Promise<LightMyRequestResponse>) {
  const before = await h.count(table);
  const res = await send();
  expect(await h.count(table)).toBe(before);
  return res;
}

type InboxTable = 'volunteer_applications' | 'partner_applications' | 'contact_messages';

/** The inbox status stored for a submission (`new`, or `spam` when the honeypot was filled). */
export async function storedStatus(h: Harness, table: InboxTable, id: number) {
  const row = await h.db.kysely.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}
