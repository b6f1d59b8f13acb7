// What search engines and share cards read in a page's head: its canonical address on the site's
// public origin, Open Graph and Twitter tags with the share picture, and schema.org JSON-LD (the
// trust as an NGO on every page; the announced event on an announcement's page). JSON-LD blocks
// are data, never run, so the page's script policy does not apply to them.
import type { Lang } from '../../shared/lang';
import { jsonForScript } from '../../web/json-for-script';
import { langPath, paths, splitLangPath } from '../../web/paths';
import type { PageEvent, SiteHead } from '../../web/ssr-contract';
import { escapeHtml } from './escape-html';

/** The picture a shared link shows (public/images/share.png, made with sharp from the hills and the logo). */
export const SHARE_IMAGE = { path: '/images/share.png', width: 1200, height: 630, type: 'image/png' } as const;
export const LOGO_IMAGE = '/images/logo.png';

export interface PageMeta {
  /** The page's path, without query. */
  path: string;
  title: string;
  /** '' for none: the page then has no description tags. */
  description: string;
  event?: PageEvent | undefined;
  /** The trust's name and contact details, as staff keep them. */
  site: SiteHead;
}

/** An absolute address on the site's public origin. */
export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).href;

/**
 * A page's addresses in every language (decision 0021): each language's, and x-default (English)
 * for a visitor whose language is neither. None for a page in English only (the console's).
 */
export function languageAlternates(origin: string, path: string): { hreflang: Lang | 'x-default'; href: string }[] {
  const english = splitLangPath(path).path;
  const hindi = langPath(english, 'hi');
  if (hindi === english) return [];
  const en = absoluteUrl(origin, english);
  return [
    { hreflang: 'en', href: en },
    { hreflang: 'hi', href: absoluteUrl(origin, hindi) },
    { hreflang: 'x-default', href: en },
  ];
}

/** The trust as a schema.org NGO, with the contact details the website shows (those staff filled in). */
export function organisationLd(origin: string, site: SiteHead) {
  const [name, ...address] = site.address
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': `${absoluteUrl(origin, paths.home)}#organisation`,
    name: site.name,
    ...(site.shortName ? { alternateName: site.shortName } : {}),
    ...(site.description ? { description: site.description } : {}),
    ...(site.tagline ? { slogan: site.tagline } : {}),
    url: absoluteUrl(origin, paths.home),
    logo: absoluteUrl(origin, LOGO_IMAGE),
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(name ? { address: { '@type': 'PostalAddress', name, streetAddress: address.join(', '), addressCountry: 'IN' } } : {}),
  };
}

/** An announcement's event: when and where, organised by the trust. */
export function eventLd(origin: string, path: string, event: PageEvent, site: SiteHead) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: event.startDate,
    url: absoluteUrl(origin, path),
    image: absoluteUrl(origin, site.shareImage?.url ?? SHARE_IMAGE.path),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.venue ? { location: { '@type': 'Place', name: event.venue, address: event.venue } } : {}),
    organizer: { '@id': `${absoluteUrl(origin, paths.home)}#organisation`, name: site.name, url: absoluteUrl(origin, paths.home) },
  };
}

/** The head tags of a page beyond its title and description. */
export function pageMetaTags(origin: string, page: PageMeta): string[] {
  const url = absoluteUrl(origin, page.path);
  const { site } = page;
  // The share picture staff uploaded (decision 0033), else the built-in one.
  const share = site.shareImage ?? { ...SHARE_IMAGE, url: SHARE_IMAGE.path };
  const image = absoluteUrl(origin, share.url);
  const imageAlt = [site.name, site.tagline].filter(Boolean).join(': ');
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const { lang } = splitLangPath(page.path);
  const structured = [organisationLd(origin, site), ...(page.event ? [eventLd(origin, page.path, page.event, site)] : [])];
  const locales = lang === 'hi' ? ['hi_IN', 'en_IN'] : ['en_IN', 'hi_IN'];
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...languageAlternates(origin, page.path).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', locales[0]!),
    meta('property', 'og:locale:alternate', locales[1]!),
    meta('property', 'og:url', url),
    meta('property', 'og:title', page.title),
    ...(page.description ? [meta('property', 'og:description', page.description)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', share.type),
    meta('property', 'og:image:width', String(share.width)),
    meta('property', 'og:image:height', String(share.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    ...(page.description ? [meta('name', 'twitter:description', page.description)] : []),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    ...structured.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    // The favicon staff uploaded (the page shell then leaves out the built-in one).
    ...(site.favicon
      ? [
          `<link rel="icon" href="${escapeHtml(site.favicon)}" type="image/png">`,
          `<link rel="apple-touch-icon" href="${escapeHtml(site.favicon)}">`,
        ]
      : []),
  ];
}
