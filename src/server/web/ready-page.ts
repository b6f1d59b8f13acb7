// A rendered page kept ready to send: its bytes, an ETag, and its brotli and gzip forms, each
// made once (on first demand, off the main thread) and then reused for as long as the page is
// cached. Compressing per request cost two thirds of a page's serving time.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

export interface ReadyPage {
  status: number;
  body: Buffer;
  /** The identity form's tag, without quotes; an encoded form's is this plus `-br` / `-gz`. */
  tag: string;
  policy?: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export function readyPage(status: number, html: string, policy?: string): ReadyPage {
  const body = Buffer.from(html, 'utf8');
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { status, body, tag, policy, encoded: {} };
}

function encodedBody(page: ReadyPage, encoding: Encoding): Promise<Buffer> {
  let made = page.encoded[encoding];
  if (!made) {
    made =
      encoding === 'br'
        ? brotli(page.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzip(page.body, { level: zlib.constants.Z_BEST_COMPRESSION });
    page.encoded[encoding] = made;
  }
  return made;
}

/** The best encoding the request accepts: brotli, then gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** The ETag of one encoded form: the content's tag, marked per encoding (each form is its own representation). */
export const encodedTag = (tag: string, encoding: Encoding | null) =>
  `"${tag}${encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''}"`;

/** Whether If-None-Match names this content in any of its encodings (the content is the same). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const value = raw.trim().replace(/^W\//, '');
    return value === '*' || value.replace(/^"|"$/g, '').replace(/-(?:br|gz)$/, '') === tag;
  });
}

/**
 * Browsers keep a page but ask before each use (a 304 costs a few hundred bytes), so a staff
 * change shows on the next visit. A CDN (RFC 9213's CDN-Cache-Control, which such caches read
 * instead of Cache-Control) may keep it for a second and serve it stale while it fetches the
 * next: a results-day crowd then reaches this server about once a second per page and edge.
 */
export const PAGE_CACHE_CONTROL = 'no-cache';
export const PAGE_CDN_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=30';

/** `vary`: a request header the reply depends on besides Accept-Encoding (the home page's: Cookie). */
export async function sendReadyPage(request: FastifyRequest, reply: FastifyReply, page: ReadyPage, vary?: string): Promise<FastifyReply> {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', PAGE_CACHE_CONTROL)
    .header('CDN-Cache-Control', PAGE_CDN_CACHE_CONTROL)
    .header('Vary', vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding');
  if (page.policy) reply.header('Content-Security-Policy', page.policy);
  reply.header('ETag', encodedTag(page.tag, encoding));
  if (page.status === 200 && matchesTag(request.headers['if-none-match'], page.tag)) return reply.code(304).send();
  if (!encoding) return reply.send(page.body);
  const body = await encodedBody(page, encoding);
  return reply.header('Content-Encoding', encoding).header('Content-Length', body.length).send(body);
}
