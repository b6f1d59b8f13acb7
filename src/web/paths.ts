// Every route of the website (§2), the links that lead to a section of a page, and where each
// language's pages live (decision 0021): English at the root, Hindi under /hi.
import type { Lang } from '../shared/lang';
import { DONOR_STATEMENT_PATH } from '../shared/upi';

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  teaching: '/teaching',
  forStudents: '/for-students',
  announcement: (id: number | string) => `/announcement/${id}`,
  trustees: '/trustees',
  getInvolved: '/get-involved',
  downloads: '/downloads',
  campGallery: (campId: number | string) => `/downloads/gallery/${campId}`,
  contactUs: '/contact-us',
  comingSoon: '/coming-soon',
  slotCoordinators: '/slot-coordinators',
  privacy: '/privacy',
  privacyWithdraw: '/privacy/withdraw',
  privacyRequest: '/privacy/request',
  apply: '/apply',
  applyConsent: '/apply/consent',
  applyStatus: '/apply/status',
  admitCard: '/apply/admit-card',
  /** A donor's receipts behind a one-time code (decision 0037): under the donation's page. */
  donorStatement: DONOR_STATEMENT_PATH,
  login: '/login',
  register: '/register',
  // Footer and program-card links of §2 that the original sent to the home page; here they lead
  // to the matching section (see sectionRedirects).
  mission: '/mission',
  vision: '/vision',
  foundersMessage: '/founders-message',
  programs: '/programs',
  teachingMethods: '/teaching-methods',
  testimonials: '/testimonials',
  brochureReports: '/brochure-reports',
  program: (slug: string) => `/programs/${slug}`,
} as const;

/**
 * Pages whose forms are plain posts only (decision 0023): the server adds each form's hidden fields
 * (which form, the CSRF token, the key) to the page it sends, so a link to one loads it from the
 * server, never renders it in the browser. The application's pages, the privacy desk's, the donor's
 * statement.
 */
const documentPages = [paths.apply, paths.privacyWithdraw, paths.privacyRequest, paths.donorStatement];
export const isDocumentPage = (pathname: string) => documentPages.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Section ids the redirects below point at. */
export const sections = {
  vision: 'vision',
  mission: 'mission',
  foundersMessage: 'founders-message',
  coordinatorsMessage: 'coordinators-message',
  programs: 'programs',
  program: (slug: string) => `program-${slug}`,
  teachingApproach: 'teaching-approach',
  testimonials: 'testimonials',
  volunteers: 'volunteer-experience',
  trustee: (id: number) => `trustee-${id}`,
  partnershipOption: (id: number) => `partnership-option-${id}`,
  reports: 'reports',
  brochures: 'brochures',
} as const;

/** Paths that are not pages of their own but a section of one: path -> target with its #hash. */
const sectionRedirects: Record<string, string> = {
  [paths.mission]: `${paths.aboutUs}#${sections.mission}`,
  [paths.vision]: `${paths.aboutUs}#${sections.vision}`,
  [paths.foundersMessage]: `${paths.aboutUs}#${sections.foundersMessage}`,
  [paths.programs]: `${paths.teaching}#${sections.programs}`,
  [paths.teachingMethods]: `${paths.teaching}#${sections.teachingApproach}`,
  [paths.testimonials]: `${paths.teaching}#${sections.testimonials}`,
  [paths.brochureReports]: `${paths.downloads}#${sections.brochures}`,
};

/**
 * The section a path leads to, if it is one: the fixed ones above, and /programs/{slug} for any
 * program staff keep (its section of Teaching; a slug no program has ends at the page's top).
 */
export function sectionRedirect(path: string): string | undefined {
  const fixed = sectionRedirects[path];
  if (fixed) return fixed;
  const program = /^\/programs\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path);
  return program ? `${paths.teaching}#${sections.program(program[1]!)}` : undefined;
}

/** The staff console's pages, in English only: never under a language's prefix. */
const ENGLISH_ONLY = /^\/(?:login|register|admin)(?:[/?#]|$)/;

/** A URL's path split into its language and the site path it shows: '/hi/about-us' -> hi, '/about-us'. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  return pathname === '/hi' || pathname.startsWith('/hi/')
    ? { lang: 'hi', path: pathname.slice(3) || '/' }
    : { lang: 'en', path: pathname };
}

/** The URL of a site path (with any query and hash) in a language: '/about-us?x' in Hindi is '/hi/about-us?x', '/' is '/hi'. */
export function langPath(path: string, lang: Lang): string {
  if (lang === 'en' || path[0] !== '/' || path[1] === '/' || ENGLISH_ONLY.test(path)) return path;
  return /^\/(?:[?#]|$)/.test(path) ? `/${lang}${path.slice(1)}` : `/${lang}${path}`;
}
