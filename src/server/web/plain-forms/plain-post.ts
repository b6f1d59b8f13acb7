// What every plain form post shares (docs/decisions/0023): the urlencoded body, the visitor's CSRF
// token, the API in this process called as the visitor, and the two outcomes (redirect or render).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { en } from '../../../shared/messages/en';
import type { PostedError, PostedState } from '../../../web/ssr-contract';
import type { Config } from '../../config';
import { CSRF_COOKIE, csrfCookieOptions, newCsrfToken, TOKEN_PATTERN } from '../../plugins/csrf';

/** A urlencoded body: every value of each name, in the order sent. */
export type FormBody = Record<string, string[]>;

export type PostOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'render'; status: number; posted: PostedState }
  /** A file the API made (the admit card's PDF), sent as it came. */
  | { kind: 'file'; type: string; disposition: string; body: Buffer };

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string }[];
  /** The reply's bytes as they came. */
  raw: Buffer;
}

/** One plain post, as each form's handler sees it. */
export interface PlainPost {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The form (or the submit button's own action). */
  kind: string;
  body: FormBody;
  /** The first value of a field, or ''. */
  first(name: string): string;
  /** The form's Idempotency-Key, when it sent a well-formed one. */
  key: string | undefined;
  /** The visitor's CSRF token when the form's matches their cookie; null otherwise. */
  token: string | null;
  /** To the page's own address, with a query (Post/Redirect/Get). */
  redirect(query?: string): PostOutcome;
  render(status: number, posted: PostedState): PostOutcome;
}

/** The reply to a post without the visitor's CSRF token. */
export const FORBIDDEN: PostedError = { status: 403, body: { error: en.api.csrf } };

export const BODY_LIMIT = 64 * 1024;

export const apiError = (answer: ApiAnswer): PostedError => {
  const retryAfter = Number(answer.headers['retry-after']);
  return { status: answer.status, body: answer.body, retryAfter: Number.isFinite(retryAfter) ? retryAfter : null };
};

/** A page's status for a refusal the API gave (a success code here means it answered what it should not). */
export const refusalStatus = (status: number) => (status >= 400 && status < 600 ? status : 502);

/** Plain forms only: any other body is refused (415) before a handler runs. */
export function takePlainFormsOnly(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    // No prototype: a field named __proto__ is a field like any other.
    const fields: FormBody = Object.create(null);
    for (const [name, value] of new URLSearchParams(body as string)) {
      const list = fields[name] ?? [];
      list.push(value);
      fields[name] = list;
    }
    done(null, fields);
  });
}

/** The website server's side of a plain post: its cookies and the API it passes posts to. */
export function plainPostSite(config: Config, api: FastifyInstance) {
  // The API decides over https from its own public URL; the website from its own.
  const https = (request: FastifyRequest) => config.WEB_ORIGIN.startsWith('https:') || request.protocol === 'https';

  return {
    /** An httpOnly cookie of the website's, for `maxAge` seconds. */
    privateCookie: (request: FastifyRequest, maxAge: number) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: https(request),
      maxAge,
    }),

    /** The visitor's CSRF token: their cookie's, or a new one set now (the same cookie the API sets). */
    visitorToken(request: FastifyRequest, reply: FastifyReply): string {
      const existing = request.cookies[CSRF_COOKIE];
      if (existing && TOKEN_PATTERN.test(existing)) return existing;
      const token = newCsrfToken();
      reply.setCookie(CSRF_COOKIE, token, csrfCookieOptions(https(request)));
      return token;
    },

    /**
     * The API in this process, as the visitor: their address as the website server sees it (its own
     * TRUST_PROXY decides, and no header of theirs is passed on), so the API's per-address limits hold
     * per visitor; their CSRF token as cookie and header, as the page's script sends it.
     */
    async callApi(
      request: FastifyRequest,
      method: 'GET' | 'POST',
      url: string,
      options: { body?: unknown; token?: string; headers?: Record<string, string>; cookies?: string[] } = {},
    ): Promise<ApiAnswer> {
      const cookies = [...(options.token ? [`${CSRF_COOKIE}=${options.token}`] : []), ...(options.cookies ?? [])];
      const reply = await api.inject({
        method,
        url,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { 'x-csrftoken': options.token } : {}),
          ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
      });
      let body: unknown = null;
      try {
        body = reply.body && !String(reply.headers['content-type']).startsWith('application/pdf') ? JSON.parse(reply.body) : null;
      } catch {
        body = null;
      }
      return {
        status: reply.statusCode,
        body,
        headers: reply.headers,
        cookies: reply.cookies as ApiAnswer['cookies'],
        raw: reply.rawPayload,
      };
    },
  };
}

export type PlainPostSite = ReturnType<typeof plainPostSite>;
