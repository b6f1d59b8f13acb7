// The trust's own content (settings, About texts, the lists), which staff keep in the console.
// The API gives it as one reply; the website keeps it as parts (`settings`, `about`, `trustees`, …)
// so a page carries in its data only the parts it shows (smaller pages, decision 0005): the server renders the page,
// noting each part a component reads (`SitePartsShown`), and sends those. A part a page lacks (a
// client-side visit to another page) is read from the same reply, once for all parts asked for
// together.
// Unreachable, it reads as empty: the sections that need it are hidden. On a Hindi page it reads
// in Hindi: each text staff gave a Hindi version of shows in Hindi, the others in English, field
// by field (decision 0021).
import { NO_PICTURES } from '../../shared/site-picture-slots';
import { type QueryClient, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { inLang } from '../../shared/lang-content';
import type { SiteContent } from '../../shared/schemas/staff/site-content';
import { useApi, useConfig, useLang } from '../lib/app-context';
import type { ApiClient } from './api-client';

export type SitePart = keyof SiteContent;

export const getSiteContent = (api: ApiClient, signal?: AbortSignal) => api.get<SiteContent>('/api/site-content/', undefined, signal);

/** On the server: the parts the page being rendered reads, so its data carries only those. */
export const SitePartsShown = createContext<Set<SitePart> | null>(null);

/** The reply being read for each client: the parts asked for together share one request. */
const reading = new WeakMap<ApiClient, Promise<SiteContent>>();

function readSiteContent(api: ApiClient): Promise<SiteContent> {
  let pending = reading.get(api);
  if (!pending) {
    pending = getSiteContent(api).finally(() => reading.delete(api));
    reading.set(api, pending);
  }
  return pending;
}

export const sitePartQuery = <K extends SitePart>(api: ApiClient, part: K) =>
  queryOptions({
    queryKey: ['site-content', part],
    // A reply from before a part existed (a cached one, an older API) lacks it: the part's default then.
    queryFn: async () => (await readSiteContent(api))[part] ?? NO_SITE_CONTENT[part],
  });

/** What the site shows when the content cannot be read. */
export const NO_SITE_CONTENT: SiteContent = {
  pictures: NO_PICTURES,
  // No page's own heading or intro: the website's own texts.
  page_texts: { updated_at: '' },
  settings: {
    name: '',
    short_name: '',
    tagline: '',
    hero_text: '',
    description: '',
    about_text: '',
    project_text: '',
    quote: '',
    quote_author: '',
    contact_email: '',
    contact_phone: '',
    contact_address: '',
    facebook_url: '',
    instagram_url: '',
    x_url: '',
    youtube_url: '',
    donate_url: '',
    donate_business_id: '',
    privacy_contact_name: '',
    privacy_contact_email: '',
    privacy_contact_phone: '',
    privacy_contact_address: '',
    updated_at: '',
    name_hi: null,
    short_name_hi: null,
    tagline_hi: null,
    hero_text_hi: null,
    description_hi: null,
    about_text_hi: null,
    project_text_hi: null,
    quote_hi: null,
    quote_author_hi: null,
    contact_address_hi: null,
    privacy_contact_name_hi: null,
    privacy_contact_address_hi: null,
  },
  about: {
    vision_points: [],
    mission_points: [],
    founder_name: '',
    founder_title: '',
    founder_message: '',
    founder_photo: null,
    coordinator_name: '',
    coordinator_title: '',
    coordinator_message: '',
    coordinator_photo: null,
    teaching_approach: [],
    program_facts: [],
    updated_at: '',
    vision_points_hi: [],
    mission_points_hi: [],
    founder_name_hi: null,
    founder_title_hi: null,
    founder_message_hi: null,
    coordinator_name_hi: null,
    coordinator_title_hi: null,
    coordinator_message_hi: null,
  },
  programs: [],
  testimonials: [],
  volunteer_experiences: [],
  trustees: [],
  partnership_options: [],
};

export const SITE_PARTS = Object.keys(NO_SITE_CONTENT) as SitePart[];

/**
 * In the browser, once the page is up: the parts it came without, in one request, so that a visit
 * to another page shows its content at once instead of after a round trip.
 */
export function prefetchSiteParts(client: QueryClient, api: ApiClient) {
  for (const part of SITE_PARTS) {
    if (client.getQueryData(sitePartQuery(api, part).queryKey) === undefined) void client.prefetchQuery(sitePartQuery(api, part));
  }
}

/** A part in another language than English, made once for each reply (the components' lists keep their identity). */
const translated = new WeakMap<object, unknown>();

const withName = new WeakMap<object, unknown>();

/** Settings with a name: an empty database's (or an unreachable API's) shows the site's host name, not "" (decision 0030). */
export function withSiteName<S extends { name: string }>(settings: S, host: string | undefined): S {
  if (settings.name.trim() || !host) return settings;
  let named = withName.get(settings) as S | undefined;
  if (!named) {
    named = { ...settings, name: host };
    withName.set(settings, named);
  }
  return named;
}

/** A part of the trust's content in the page's language: what every component shows of it. */
export function useSitePart<K extends SitePart>(part: K): SiteContent[K] {
  use(SitePartsShown)?.add(part);
  const read = useQuery(sitePartQuery(useApi(), part)).data ?? NO_SITE_CONTENT[part];
  const host = useConfig().siteHost;
  const content = part === 'settings' ? (withSiteName(read as SiteContent['settings'], host) as SiteContent[K]) : read;
  const lang = useLang();
  if (lang === 'en') return content;
  let shown = translated.get(content) as SiteContent[K] | undefined;
  if (!shown) {
    shown = inLang(content, lang);
    translated.set(content, shown);
  }
  return shown;
}

/**
 * Whether some of `parts` could not be read (a visit from another page while the API was out of
 * reach: the page shows only what needs none of them), and a way to ask again.
 */
export function useSitePartsFailed(parts: readonly SitePart[]): { failed: boolean; retrying: boolean; retry(): void } {
  const api = useApi();
  const queries = useQueries({ queries: parts.map((part) => sitePartQuery(api, part)) });
  return {
    failed: queries.some((q) => q.isError),
    retrying: queries.some((q) => q.isFetching),
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
  };
}

export type SocialName = 'Facebook' | 'Instagram' | 'X' | 'YouTube';

/** The footer's social links, in the order shown: only those staff filled in. */
export const socialLinks = (settings: SiteContent['settings']): { name: SocialName; href: string }[] =>
  (
    [
      ['Facebook', settings.facebook_url],
      ['Instagram', settings.instagram_url],
      ['X', settings.x_url],
      ['YouTube', settings.youtube_url],
    ] as const
  ).flatMap(([name, href]) => (href ? [{ name, href }] : []));

/** A message's paragraphs: separated by blank lines. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The lines of an address. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
