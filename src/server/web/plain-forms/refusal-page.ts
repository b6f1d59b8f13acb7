// A plain post the website server could not take at all (413: over the body limit, 415: not a
// urlencoded form, 400: a body that cannot be read): the visitor has no script to read a JSON
// error, so they get a small page in the page's language with the reason and a link back to the
// page they posted from.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { formRefusalMessages } from '../../../shared/messages/en-form-refusal';
import { formRefusalMessagesHi } from '../../../shared/messages/hi-form-refusal';
import { splitLangPath } from '../../../web/paths';
import { escapeHtml } from '../escape-html';

export function refusalPage(pathname: string, status: number): string {
  const { lang } = splitLangPath(pathname);
  const t = lang === 'hi' ? formRefusalMessagesHi : formRefusalMessages;
  const reason = status === 413 ? t.tooLarge : status >= 500 ? t.serverError : t.unreadable;
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(t.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(t.title)}</h1>`,
    `<p role="alert">${escapeHtml(reason)}</p>`,
    `<p><a href="${escapeHtml(pathname)}">${escapeHtml(t.back)}</a></p></main></body>`,
    '</html>',
  ].join('\n');
}

/** The error handler of the plain posts' route: every refusal before a form's handling, as a page. */
export function plainPostRefused(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'plain form post failed');
  else request.log.info({ status, code: error.code }, 'plain form post refused');
  // Repeated slashes go, so the link back can only be a path of this site.
  const pathname = new URL(request.url, 'http://site').pathname.replace(/\/{2,}/g, '/');
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(refusalPage(pathname, status));
}
