// The website server's routes for pages, the same as built (web-server.ts) and in development
// (dev-pages.ts); only where the page's frame, renderer and console page come from differs.
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { ReplyCacheStore } from '../plugins/reply-cache-store';
import type { Fetcher } from '../../web/api/api-client';
import type { PostedState, Render, RenderResult } from '../../web/ssr-contract';
import { CSRF_FIELD, FORM_FIELD, FORM_ID_PREFIX, KEY_FIELD } from '../../web/forms/plain-form';
import { isLang, type Lang } from '../../shared/lang';
import { langPath, paths, splitLangPath } from '../../web/paths';
import { escapeHtml } from './escape-html';
import { createFormPosts, mayHaveVisitorState, newFormKey, type PostOutcome } from './form-posts';
import { PageCache } from './page-cache';
import { plainPostRefused } from './plain-forms/refusal-page';
import { pageMetaTags } from './page-meta';
import { registerWebAppManifest } from './offline-routes';
import { registerSiteIndex } from './site-index';
import type { PageParts } from './page-shell';
import { chooseEncoding, readyPage, sendReadyPage, type ReadyPage } from './ready-page';

interface FormPage {
  status: number;
  html: string;
  policy?: string;
  /** The page's forms (`id="form-<kind>"`): each gets the visitor's hidden fields when sent. */
  forms: string[];
}

/** A page kept ready to send; a page with forms, finished for each visitor (0023); or a redirect. */
type Prepared = ({ kind: 'page'; page: ReadyPage } | ({ kind: 'form-page' } & FormPage) | { kind: 'redirect'; location: string }) & {
  keep?: boolean;
};

const FORM_ID = new RegExp(`<form\\b[^>]*?\\bid="${FORM_ID_PREFIX}([a-z-]+)"`, 'g');

/** The kinds of the forms in a page, by their ids. */
export const formsOf = (html: string) => [...new Set([...html.matchAll(FORM_ID)].map((m) => m[1]!))];

/**
 * The hidden fields of each form, outside the rendered tree (the `form` attribute ties them to
 * their form), so that the page's script never has them: which form, the visitor's CSRF token, a
 * key for the submission (the one it was sent with, for the form a post answers).
 */
export function hiddenFields(forms: string[], token: string, keys: Record<string, string> = {}): string {
  const input = (form: string, name: string, value: string) =>
    `<input type="hidden" form="${FORM_ID_PREFIX}${form}" name="${name}" value="${escapeHtml(value)}">`;
  return forms
    .map((form) => input(form, FORM_FIELD, form) + input(form, CSRF_FIELD, token) + input(form, KEY_FIELD, keys[form] ?? newFormKey()))
    .join('');
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page's path without its language prefix (`/hi/slot-coordinators` is the slot coordinators' page). */
export const pagePath = (pathname: string): string => splitLangPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).path;

export interface PageRouteOptions {
  /** The server renderer; null has every page rendered in the browser. */
  loadRender: () => Promise<Render | null>;
  fetcher: Fetcher;
  /** How long a rendered page is reused, in milliseconds. */
  cacheMs: number;
  /** The whole page from its parts, with its Content-Security-Policy when it has its own. */
  assemble: (parts: PageParts, url: string) => Promise<{ html: string; policy?: string }>;
  /** Development only: a renderer's error with its stack mapped back to the sources. */
  fixError?: (error: unknown) => void;
  /** Registers the page cache's emptying with the API's cache bus (emptied after every write). */
  onClear?: (clear: () => void) => void;
  /** The API of this process: plain form posts go to it as the visitor (0023). Without it, pages take no posts. */
  api?: FastifyInstance;
  /** The server's front door (web-server.ts): each page as sent, answered again without Fastify for the page's cache window. */
  frontDoor?: ReplyCacheStore;
}

const encodings = new Map<string, string>();
/** `chooseEncoding`'s answer as a key part, remembered for the few Accept-Encoding values browsers send. */
function encodingKey(acceptEncoding: string | undefined): string {
  if (acceptEncoding === undefined) return '';
  let key = encodings.get(acceptEncoding);
  if (key === undefined) {
    key = chooseEncoding(acceptEncoding) ?? '';
    if (encodings.size > 100) encodings.clear();
    encodings.set(acceptEncoding, key);
  }
  return key;
}

/**
 * The front door's key of a page request: its URL, the encoding it gets and X-Forwarded-Proto
 * (HSTS depends on it). Null for what Fastify must answer: a conditional request (304), the English
 * home page for a visitor who chose Hindi (a redirect), a page of the visitor's own (0023).
 */
export function pageReplyKey(url: string, headers: IncomingHttpHeaders): string | null {
  if (headers['if-none-match'] !== undefined) return null;
  const cookie = headers.cookie;
  if (cookie !== undefined && isHomeUrl(url) && chosenLang(cookie) === 'hi') return null;
  if (mayHaveVisitorState(url, cookie)) return null;
  const proto = headers['x-forwarded-proto'] ?? '';
  return `${url}\n${encodingKey(headers['accept-encoding'])}\n${typeof proto === 'string' ? proto : proto.join(',')}`;
}

/** Every public route as server-rendered HTML with its data already in the page; unknown paths redirect home. */
export function registerPageRoute(app: FastifyInstance, config: Config, options: PageRouteOptions) {
  // The finished reply, not just the render: the head, the frame and each compressed form are
  // made once per page and cache window, however many visitors ask (ready-page.ts).
  const cache = new PageCache<Prepared>(options.cacheMs);
  const door = options.frontDoor;
  options.onClear?.(() => {
    cache.clear();
    door?.clear();
  });
  // A page sent from the cache, kept as sent (every header included) for the front door until
  // the page's own window ends; not if the cache was emptied while it was on its way.
  const toKeep = new WeakMap<FastifyRequest, { key: string; generation: number; expires: number }>();
  if (door) {
    // Registered after the security headers' and the cookie plugin's onSend hooks: the reply's headers are complete.
    app.addHook('onSend', async (request, reply, payload) => {
      const keep = toKeep.get(request);
      if (keep && keep.generation === door.generation) door.keepSent(keep.key, reply, payload, keep.expires);
      return payload;
    });
    app.addHook('preClose', async () => {
      door.closing = true;
    });
  }
  const apiOrigin = new URL(config.PUBLIC_API_URL).origin;
  const dataBlock = (json: string) => `<script type="application/json" id="app-data">${json}</script>`;
  // Rendered in the browser instead (no server renderer, or it failed): the bare frame, in the
  // URL's language (the entry script loads that language's texts, decision 0045).
  const bare = (url: string): PageParts => {
    const { lang } = splitLangPath(new URL(url, 'http://x').pathname);
    return lang === 'en' ? { head: '', html: '', data: '' } : { head: '', html: '', data: '', lang };
  };
  const assembled = async (status: number, parts: PageParts, url: string): Promise<Prepared> => {
    const { html, policy } = await options.assemble(parts, url);
    const forms = formsOf(html);
    if (forms.length) return { kind: 'form-page', status, html, forms, ...(policy ? { policy } : {}) };
    return { kind: 'page', page: readyPage(status, html, policy) };
  };

  /** `posted`: the answer to a plain form's post, or a visitor's own state: rendered for them alone, without scripts. */
  const prepare = async (url: string, log: FastifyBaseLogger, posted?: PostedState): Promise<Prepared> => {
    let result: RenderResult | null = null;
    try {
      const render = await options.loadRender();
      if (render) {
        result = await render({
          url,
          fetch: options.fetcher,
          config: {
            apiUrl: config.PUBLIC_API_URL,
            renderedAt: new Date().toISOString(),
            siteHost: new URL(config.WEB_ORIGIN).hostname,
          },
          ...(posted ? { posted } : {}),
        });
      }
    } catch (error) {
      options.fixError?.(error);
      log.error({ err: error, url }, 'server rendering failed; sending the bare page');
    }
    // Not kept: the next visitor gets another try at a full render.
    if (!result) return { ...(await assembled(200, bare(url), url)), keep: false };
    if (result.kind === 'redirect') return { kind: 'redirect', location: result.location };
    const head = [
      `<title>${escapeHtml(result.title)}</title>`,
      ...(result.description ? [`<meta name="description" content="${escapeHtml(result.description)}">`] : []),
      // Photos and form calls go to the API's origin: open that connection while the page arrives.
      `<link rel="preconnect" href="${escapeHtml(apiOrigin)}">`,
      ...pageMetaTags(config.WEB_ORIGIN, result),
    ].join('\n    ');
    const formAction = originOf(result.site.donateUrl);
    return assembled(
      result.status,
      {
        head,
        html: result.html,
        data: dataBlock(result.data),
        module: result.module,
        lang: result.lang,
        ...(formAction ? { formAction } : {}),
        // What answers a post is the page without its scripts: it shows what only the server knows.
        ...(posted ? { scripts: false } : {}),
      },
      url,
    );
  };

  const formPosts = options.api ? createFormPosts(app, config, options.api) : null;

  /** A page with the visitor's own CSRF token and fresh submission keys in its forms, never kept by a shared cache. */
  const sendFormPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: FormPage,
    cacheControl: string,
    keys: Record<string, string> = {},
  ) => {
    const token = formPosts ? formPosts.visitorToken(request, reply) : '';
    const html = page.html.replace('</body>', () => `${hiddenFields(page.forms, token, keys)}\n</body>`);
    reply.code(page.status).type('text/html; charset=utf-8').header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
    if (page.policy) reply.header('Content-Security-Policy', page.policy);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    // Made for each visitor, so compressed quickly rather than as small as can be.
    const body =
      encoding === 'br'
        ? await brotli(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzip(Buffer.from(html), { level: 6 });
    return reply.header('Content-Encoding', encoding).header('Content-Length', body.length).send(body);
  };

  /** The page for one visitor alone: a post's answer, or their slot coordinator sign-in under way. */
  const sendOutcome = async (request: FastifyRequest, reply: FastifyReply, outcome: PostOutcome) => {
    if (outcome.kind === 'redirect') return reply.header('Cache-Control', 'no-store').redirect(outcome.location, 303);
    if (outcome.kind === 'file') {
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', outcome.type)
        .header('Content-Disposition', outcome.disposition)
        .send(outcome.body);
    }
    const prepared = await prepare(request.url, request.log, outcome.posted);
    if (prepared.kind === 'redirect') return reply.header('Cache-Control', 'no-store').redirect(prepared.location, 303);
    const page: FormPage =
      prepared.kind === 'page'
        ? { status: prepared.page.status, html: prepared.page.body.toString('utf8'), forms: [], policy: prepared.page.policy }
        : prepared;
    const posted = outcome.posted.form;
    const keys = posted?.key ? { [posted.kind]: posted.key } : {};
    return sendFormPage(request, reply, { ...page, status: page.status === 200 ? outcome.status : page.status }, 'no-store', keys);
  };

  registerSiteIndex(app, config, options.fetcher);
  registerWebAppManifest(app, config, options.fetcher);
  registerLanguageSwitch(app);

  // A route rather than the not-found handler, so that every page goes through the same path; its
  // compression is its own (ready-page.ts), not the compress plugin's.
  app.get('/*', { compress: false }, async (request, reply) => {
    const url = request.url;
    // The home page's English address remembers a visitor's choice of Hindi (decision 0021): only
    // that address, so a link to an English page still shows it in English, and only for a visitor
    // who chose (crawlers and first visits get the page). Before the page cache, which therefore
    // holds each language's pages under their own URLs and never a visitor's choice.
    const home = isHomeUrl(url);
    if (home && chosenLang(request.headers.cookie) === 'hi') {
      return reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie').redirect(langPath(url, 'hi'), 302);
    }
    // The cache is keyed by the whole URL, so each language's page (/… and /hi/…) is its own entry.
    // What only a visitor without JavaScript reaches: their own page (0023).
    if (formPosts) {
      const state = await formPosts.pageState(request, reply, pagePath(new URL(url, 'http://site').pathname));
      if (state) return sendOutcome(request, reply, state);
    }
    const generation = door?.generation ?? 0;
    const prepared = await cache.get(
      url,
      () => prepare(url, request.log),
      (value) => value.keep !== false,
    );
    if (prepared.kind === 'redirect') return reply.header('Cache-Control', 'no-cache').redirect(prepared.location, 302);
    if (prepared.kind === 'form-page') return sendFormPage(request, reply, prepared, 'private, no-cache');
    const expires = cache.expiresAt(url);
    const key = door && prepared.keep !== false && expires !== undefined ? pageReplyKey(url, request.headers) : null;
    if (key !== null) toKeep.set(request, { key, generation, expires: expires! });
    return sendReadyPage(request, reply, prepared.page, home ? 'Cookie' : undefined);
  });
  // Every form of the site without JavaScript posts to its page's own address (0023).
  if (formPosts) {
    // A post refused before its form's handling (413, 415, an unreadable body) is a page too.
    app.post('/*', { compress: false, errorHandler: plainPostRefused }, async (request, reply) =>
      sendOutcome(request, reply, await formPosts.handle(request, reply)),
    );
  }
  // Reached by the build's own files that are not to be served (the frames /index.html and
  // /admin.html, the manifest): for a page request they are unknown paths like any other (§2), so
  // home. Other methods have nothing here.
  app.setNotFoundHandler(async (request, reply) =>
    request.method === 'GET' || request.method === 'HEAD' ? reply.redirect(paths.home, 302) : reply.code(404).send({ error: 'Not found.' }),
  );
}

/** The cookie that remembers the language a visitor chose with the header's switch. */
export const LANG_COOKIE = 'lang';
const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** The language a request's cookies say the visitor chose, if any. */
export function chosenLang(cookieHeader: string | undefined): Lang | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1]?.trim();
  return isLang(value) ? value : null;
}

/** `/` or `/?…`: the English home page's address. */
const isHomeUrl = (url: string) => url === '/' || url.startsWith('/?');

/**
 * The header's language switch (decision 0021): GET /language/{lang}/{site path}?{query} sets the
 * `lang` cookie and sends the visitor to that page in that language, so the choice is kept without
 * JavaScript. The target is always a path of this site (no open redirect), and the reply is never
 * kept by a shared cache. Search engines find the languages through the pages' hreflang links instead.
 */
export function registerLanguageSwitch(app: FastifyInstance) {
  const handler = async (request: FastifyRequest<{ Params: { lang: string; '*'?: string } }>, reply: FastifyReply) => {
    const { lang } = request.params;
    if (!isLang(lang)) return reply.redirect(paths.home, 302);
    const query = request.url.indexOf('?');
    // Parsed as a path of this origin: '//host' and '/\host' lose their host, and repeated slashes go.
    const target = new URL(`/${request.params['*'] ?? ''}${query < 0 ? '' : request.url.slice(query)}`, 'http://site.invalid');
    const { path } = splitLangPath(target.pathname.replace(/\/{2,}/g, '/'));
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return reply
      .header('Set-Cookie', `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`)
      .header('Cache-Control', 'private, no-store')
      .redirect(langPath(path, lang) + target.search, 302);
  };
  app.get('/language/:lang', handler);
  app.get('/language/:lang/*', handler);
}

/** The origin of an http(s) URL, or null (a donation provider not set yet). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The staff console's page with the API's origin in the tag it reads (it has no server rendering). */
export function consolePage(html: string, config: Config): string {
  return html.replace('<!--console-config-->', `<meta name="api-url" content="${escapeHtml(config.PUBLIC_API_URL)}">`);
}

/** The console owns /login, /register and /admin. */
export function registerConsoleRoutes(app: FastifyInstance, page: (url: string) => Promise<string>) {
  const serve = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(await page(request.url));
  for (const url of ['/login', '/register', '/admin', '/admin/*']) app.get(url, serve);
}
