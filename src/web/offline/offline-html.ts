// What the service worker writes into a page: the saved-copy note, and the offline page it shows
// for a page it has not kept. Texts come from the offline catalogue in the page's language.
import { fill } from '../../shared/messages/fill';
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/lang';
import { offlineTexts } from './offline-texts';

/** The language of a page's HTML (`<html lang="hi">`), English when it says none we know. */
export function htmlLang(html: string): Lang {
  const lang = /<html\b[^>]*\blang="([a-zA-Z]+)/.exec(html)?.[1]?.toLowerCase();
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** The language of an address: its first segment when that is a language (`/hi/…`), else English. */
export function pathLang(pathname: string): Lang {
  const first = pathname.split('/')[1]?.toLowerCase();
  return isLang(first) ? first : DEFAULT_LANG;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** "3 hours ago", "yesterday", "2 days ago" in the page's language; `justNow` under a minute. */
export function savedAge(savedAt: number, now: number, lang: Lang, justNow: string): string {
  const seconds = Math.max(0, (now - savedAt) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return justNow;
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour');
  const days = Math.floor(seconds / 86_400);
  if (days < 31) return format.format(-days, 'day');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}

export type NoteReason = 'offline' | 'slow';

/** The note's text: why the saved copy shows, and how old it is. */
export function noteText(reason: NoteReason, savedAt: number, now: number, lang: Lang): string {
  const t = offlineTexts(lang).note;
  return fill(t[reason], { age: savedAge(savedAt, now, lang, t.justNow) });
}

export const NOTE_CLASS = 'offline-note';

/**
 * The page with the note first in its body, outside the React root (hydration never sees it). A
 * polite live region; the entry re-announces its text once the page's scripts run (offline/register.ts).
 */
export function withNote(html: string, text: string): string {
  const note = `<div class="${NOTE_CLASS}" role="status">${escapeHtml(text)}</div>`;
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return note + html;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}\n${note}${html.slice(at)}`;
}

/** A page's title from its HTML, for the offline page's list. */
export function htmlTitle(html: string): string {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return title
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

export interface OfflinePageInput {
  lang: Lang;
  /** The address asked for (same origin), for "Try again". */
  url: string;
  /** Stylesheets of the site's frame (build files kept with the shell). */
  styles: string[];
  /** Pages kept on this device, newest first. */
  pages: { url: string; title: string }[];
  /** The page that lists the saved papers and results, when it is kept. */
  savedFilesUrl: string | null;
}

/** The policy of the offline page: its own stylesheets, nothing else. */
export const OFFLINE_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The page shown for an address the worker has not kept while the network does not answer. */
export function offlinePageHtml(input: OfflinePageInput): string {
  const t = offlineTexts(input.lang).page;
  const path = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };
  const pages = input.pages.length
    ? `<ul>${input.pages.map((p) => `<li><a href="${escapeHtml(path(p.url))}">${escapeHtml(p.title || path(p.url))}</a></li>`).join('')}</ul>`
    : `<p>${escapeHtml(t.noSavedPages)}</p>`;
  const files = input.savedFilesUrl
    ? `<p><a href="${escapeHtml(`${path(input.savedFilesUrl)}#saved`)}">${escapeHtml(t.savedFiles)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${input.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#14532d">
    <title>${escapeHtml(t.title)}</title>
    ${input.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ')}
  </head>
  <body>
    <main id="main" class="container section offline-page">
      <h1>${escapeHtml(t.title)}</h1>
      <p>${escapeHtml(t.text)}</p>
      <p><a href="${escapeHtml(path(input.url))}">${escapeHtml(t.tryAgain)}</a></p>
      ${files}
      <h2>${escapeHtml(t.savedPages)}</h2>
      ${pages}
    </main>
  </body>
</html>
`;
}
