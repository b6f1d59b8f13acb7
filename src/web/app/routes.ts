// The route table (§2): which page each path shows, its title and the chunk the server links in
// advance. What only the server needs of a route (the data it fetches before rendering, the head's
// description and event) is in route-data.ts, so the browser's entry does not carry it (decision 0005).
import { inLang } from '../../shared/lang-content';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from '../lib/router';
import type { Messages } from '../lib/app-context';
import { type Lang, localized } from '../../shared/lang';
import { type Announcement, announcementKey } from '../api/get-announcement';
import { type Camp, campIdOf, campKey } from '../api/get-camp';
import { paths } from '../paths';
import { addHindiPart } from '../hindi/catalogue';
import { lazyPage, type LazyPage } from '../lib/lazy-page';

export type Params = Record<string, string | undefined>;

/** What a page's title may be made of: its fetched data and its path's parameters. */
export interface PageData {
  client: QueryClient;
  params: Params;
  /** The page's language, for the texts staff gave (English when absent). */
  lang?: Lang | undefined;
}

/** The page's camp, its texts in the page's language. */
export const cachedCamp = ({ client, params, lang }: PageData) => {
  const id = campIdOf(params.campId ?? '');
  const camp = id === null ? undefined : client.getQueryData<Camp | null>(campKey(id));
  return camp && inLang(camp, lang ?? 'en');
};
export const cachedAnnouncement = ({ client, params }: PageData) =>
  client.getQueryData<Announcement | null>(announcementKey(params.id ?? ''));
/** A text of the page's announcement in the page's language ("" without one). */
export const announcementText = (data: PageData | undefined, field: 'title' | 'text') => {
  const a = data && cachedAnnouncement(data);
  return a ? localized(a, field, data.lang ?? 'en') : '';
};

export interface PageRoute {
  path: string;
  /** Source file of the page, as the build manifest names it. */
  module: string;
  page: LazyPage;
  /** The page's title; from its data (already fetched, in `data`) where the page is about one thing. */
  title(m: Messages, data?: PageData): string;
  /** Inside the common frame (header, footer)? */
  framed: boolean;
}

const staffPlaceholder = lazyPage(() => import('../pages/staff-placeholder/staff-placeholder-page'));

/**
 * A framed page: its module's path under src/web/pages, its loader and its title. On a Hindi page
 * the page waits for its part of the Hindi catalogue too (src/web/hindi/catalogue.ts).
 */
function framed(path: string, name: string, load: Parameters<typeof lazyPage>[0], title: PageRoute['title']): PageRoute {
  const module = `src/web/pages/${name}.tsx`;
  return {
    path,
    module,
    page: lazyPage(() => Promise.all([load(), addHindiPart(module)]).then(([page]) => page)),
    title,
    framed: true,
  };
}

export const pageRoutes: PageRoute[] = [
  framed(
    paths.home,
    'home/home-page',
    () => import('../pages/home/home-page'),
    (m) => m.web.home.title,
  ),
  framed(
    paths.aboutUs,
    'about-us/about-us-page',
    () => import('../pages/about-us/about-us-page'),
    (m) => m.web.about.title,
  ),
  framed(
    paths.teaching,
    'teaching/teaching-page',
    () => import('../pages/teaching/teaching-page'),
    (m) => m.web.teaching.title,
  ),
  framed(
    paths.forStudents,
    'for-students/for-students-page',
    () => import('../pages/for-students/for-students-page'),
    (m) => m.web.students.title,
  ),
  framed(
    paths.announcement(':id'),
    'announcement/announcement-page',
    () => import('../pages/announcement/announcement-page'),
    (m, data) => announcementText(data, 'title') || m.web.announcement.title,
  ),
  framed(
    paths.trustees,
    'trustees/trustees-page',
    () => import('../pages/trustees/trustees-page'),
    (m) => m.web.trustees.title,
  ),
  framed(
    paths.getInvolved,
    'get-involved/get-involved-page',
    () => import('../pages/get-involved/get-involved-page'),
    (m) => m.web.involved.title,
  ),
  framed(
    paths.apply,
    'apply/apply-page',
    () => import('../pages/apply/apply-page'),
    (m) => m.web.privacyFrame.applyTitle,
  ),
  framed(
    paths.applyConsent,
    'apply/consent-page',
    () => import('../pages/apply/consent-page'),
    (m) => m.web.privacyFrame.consentTitle,
  ),
  framed(
    paths.applyStatus,
    'apply/status-page',
    () => import('../pages/apply/status-page'),
    (m) => m.web.privacyFrame.statusTitle,
  ),
  framed(
    paths.admitCard,
    'apply/admit-card-page',
    () => import('../pages/apply/admit-card-page'),
    (m) => m.web.privacyFrame.admitCardTitle,
  ),
  framed(
    paths.privacyWithdraw,
    'privacy/withdraw-page',
    () => import('../pages/privacy/withdraw-page'),
    (m) => m.web.privacyFrame.withdrawTitle,
  ),
  framed(
    paths.donorStatement,
    'donor-statement/donor-statement-page',
    () => import('../pages/donor-statement/donor-statement-page'),
    (m) => m.web.privacyFrame.donorStatementTitle,
  ),
  framed(
    paths.privacyRequest,
    'privacy/request-page',
    () => import('../pages/privacy/request-page'),
    (m) => m.web.privacyFrame.requestTitle,
  ),
  framed(
    paths.downloads,
    'downloads/downloads-page',
    () => import('../pages/downloads/downloads-page'),
    (m) => m.web.downloads.title,
  ),
  framed(
    paths.campGallery(':campId'),
    'camp-gallery/camp-gallery-page',
    () => import('../pages/camp-gallery/camp-gallery-page'),
    (m, data) => (data && cachedCamp(data)?.name) || m.web.gallery.title,
  ),
  framed(
    paths.contactUs,
    'contact-us/contact-us-page',
    () => import('../pages/contact-us/contact-us-page'),
    (m) => m.web.contact.title,
  ),
  framed(
    paths.comingSoon,
    'coming-soon/coming-soon-page',
    () => import('../pages/coming-soon/coming-soon-page'),
    (m) => m.web.comingSoon.title,
  ),
  framed(
    paths.slotCoordinators,
    'slot-coordinators/slot-coordinators-page',
    () => import('../pages/slot-coordinators/slot-coordinators-page'),
    (m) => m.web.nav.slotCoordinators,
  ),
  framed(
    paths.privacy,
    'privacy/privacy-page',
    () => import('../pages/privacy/privacy-page'),
    (m) => m.web.privacyFrame.footer,
  ),
  // Outside the frame; the staff console's own screens replace this placeholder.
  ...[paths.login, paths.register].map(
    (path): PageRoute => ({
      path,
      module: 'src/web/pages/staff-placeholder/staff-placeholder-page.tsx',
      page: staffPlaceholder,
      title: (m) => m.web.staff.title,
      framed: false,
    }),
  ),
];

export interface RouteMatch {
  route: PageRoute;
  params: Params;
}

export function matchPageRoute(pathname: string): RouteMatch | null {
  for (const route of pageRoutes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
