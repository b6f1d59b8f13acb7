// The trust's own content (settings, About texts, the lists), which staff keep in the console:
// read once per page on the server (every page's frame needs the name and contact details) and
// handed to the browser with the page's data. Unreachable, it reads as empty: the sections that
// need it are hidden. On a Hindi page it reads in Hindi: each text staff gave a Hindi version of
// shows in Hindi, the others in English, field by field (issue 16).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inLang } from '../../shared/lang-content';
import type { SiteContent } from '../../shared/schemas/staff/site-content';
import { useApi, useLang } from '../app/app-context';
import type { ApiClient } from './api-client';

export const getSiteContent = (api: ApiClient, signal?: AbortSignal) => api.get<SiteContent>('/api/site-content/', undefined, signal);

export const siteContentQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['site-content'], queryFn: ({ signal }) => getSiteContent(api, signal) });

/** What the site shows when the content cannot be read. */
export const NO_SITE_CONTENT: SiteContent = {
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

/** The content in another language than English, made once for each reply (the components' lists keep their identity). */
const translated = new WeakMap<SiteContent, SiteContent>();

/** The trust's content in the page's language: what every component shows of it. */
export function useSiteContent(): SiteContent {
  const content = useQuery(siteContentQuery(useApi())).data ?? NO_SITE_CONTENT;
  const lang = useLang();
  if (lang === 'en') return content;
  let shown = translated.get(content);
  if (!shown) {
    shown = inLang(content, lang);
    translated.set(content, shown);
  }
  return shown;
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
