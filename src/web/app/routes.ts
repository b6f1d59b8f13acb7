// The route table (§2): which page each path shows, its title, the chunk the server links in
// advance, and the data the server fetches before rendering it.
import { inLang } from '../../shared/lang-content';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from '../lib/router';
import type { Messages } from '../lib/app-context';
import { type Lang, localized } from '../../shared/lang';
import type { ApiClient } from '../api/api-client';
import { type Announcement, announcementKey, announcementQuery } from '../api/get-announcement';
import { type Camp, campIdOf, campKey, campQuery } from '../api/get-camp';
import { announcementsQuery } from '../api/get-announcements';
import { brochuresQuery } from '../api/get-brochures';
import { upcomingEventsQuery } from '../api/get-events';
import { campGalleryQuery, categoryFrom, categoryPageParam, galleryQuery, HOME_GALLERY_SIZE } from '../api/get-gallery';
import { galleryCampsQuery } from '../api/get-gallery-camps';
import { reportsQuery } from '../api/get-reports';
import { testPapersQuery } from '../api/get-test-papers';
import { testResultsQuery } from '../api/get-test-results';
import { updatesQuery } from '../api/get-updates';
import { privacyNoticesQuery } from '../api/get-privacy-notices';
import { openCycleQuery } from '../api/get-open-cycle';
import { fill } from '../../shared/messages/fill';
import { readTestTableView } from '../api/test-table-view';
import { PAPER_TYPES } from '../../shared/constants';
import { BROCHURES_PAGE, pageFrom, REPORTS_PAGE } from '../api/public-page';
import { paths } from '../paths';
import type { PageEvent } from '../ssr-contract';
import { lazyPage, type LazyPage } from './lazy-page';

type Params = Record<string, string | undefined>;

/** What a page's title may be made of: its fetched data and its path's parameters. */
export interface PageData {
  client: QueryClient;
  params: Params;
  /** The page's language, for the texts staff gave (English when absent). */
  lang?: Lang | undefined;
}

/** The page's camp, its texts in the page's language. */
const cachedCamp = ({ client, params, lang }: PageData) => {
  const id = campIdOf(params.campId ?? '');
  const camp = id === null ? undefined : client.getQueryData<Camp | null>(campKey(id));
  return camp && inLang(camp, lang ?? 'en');
};
const cachedAnnouncement = ({ client, params }: PageData) => client.getQueryData<Announcement | null>(announcementKey(params.id ?? ''));
/** A text of the page's announcement in the page's language ("" without one). */
const announcementText = (data: PageData | undefined, field: 'title' | 'text') => {
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
  /** What the page is about, for search results and share cards; the site's description if absent or empty. */
  description?(m: Messages, data?: PageData): string;
  /** The event the page announces (schema.org Event in its head), when it has a date. */
  event?(data: PageData): PageEvent | undefined;
  /** Inside the common frame (header, footer)? */
  framed: boolean;
  /** `search`: the query string, for the page of a paged list. */
  prefetch?(client: QueryClient, api: ApiClient, params: Params, search: URLSearchParams): Promise<unknown>[];
}

const staffPlaceholder = lazyPage(() => import('../pages/staff-placeholder/staff-placeholder-page'));

/** A page of the privacy folder (decision 0034): its title and intro from the catalogue, the notices prefetched. */
function privacyPage(
  path: string,
  name: string,
  load: Parameters<typeof lazyPage>[0],
  texts: (m: Messages) => { title: string; intro: string },
): PageRoute {
  return {
    path,
    module: `src/web/pages/privacy/${name}.tsx`,
    page: lazyPage(load),
    title: (m) => texts(m).title,
    description: (m) => texts(m).intro,
    framed: true,
    prefetch: (c, api) => [c.prefetchQuery(privacyNoticesQuery(api))],
  };
}

export const pageRoutes: PageRoute[] = [
  {
    path: paths.home,
    module: 'src/web/pages/home/home-page.tsx',
    page: lazyPage(() => import('../pages/home/home-page')),
    title: (m) => m.web.home.title,
    framed: true,
    prefetch: (c, api) => [
      c.prefetchQuery(announcementsQuery(api)),
      c.prefetchQuery(upcomingEventsQuery(api)),
      c.prefetchQuery(galleryQuery(api, { page_size: HOME_GALLERY_SIZE })),
    ],
  },
  {
    path: paths.aboutUs,
    module: 'src/web/pages/about-us/about-us-page.tsx',
    page: lazyPage(() => import('../pages/about-us/about-us-page')),
    title: (m) => m.web.about.title,
    description: (m) => m.web.about.bannerText,
    framed: true,
  },
  {
    path: paths.teaching,
    module: 'src/web/pages/teaching/teaching-page.tsx',
    page: lazyPage(() => import('../pages/teaching/teaching-page')),
    title: (m) => m.web.teaching.title,
    description: (m) => m.web.teaching.bannerText,
    framed: true,
    prefetch: (c, api, _params, search) => [c.prefetchQuery(reportsQuery(api, pageFrom(search, REPORTS_PAGE)))],
  },
  {
    path: paths.forStudents,
    module: 'src/web/pages/for-students/for-students-page.tsx',
    page: lazyPage(() => import('../pages/for-students/for-students-page')),
    title: (m) => m.web.students.title,
    description: (m) => m.web.students.intro,
    framed: true,
    prefetch: (c, api, _params, search) => [
      c.prefetchQuery(updatesQuery(api, search.get('tab') ? 1 : pageFrom(search))),
      ...PAPER_TYPES.flatMap((type) => [
        c.prefetchQuery(testPapersQuery(api, readTestTableView(search, 'papers', type))),
        c.prefetchQuery(testResultsQuery(api, readTestTableView(search, 'results', type))),
      ]),
      c.prefetchQuery(upcomingEventsQuery(api)),
    ],
  },
  {
    path: paths.announcement(':id'),
    module: 'src/web/pages/announcement/announcement-page.tsx',
    page: lazyPage(() => import('../pages/announcement/announcement-page')),
    title: (m, data) => announcementText(data, 'title') || m.web.announcement.title,
    description: (_m, data) => announcementText(data, 'text'),
    event: (data) => {
      const a = cachedAnnouncement(data);
      const text = (field: 'title' | 'text' | 'venue') => localized(a!, field, data.lang ?? 'en');
      return a?.time ? { name: text('title'), description: text('text'), startDate: a.time, venue: text('venue') || null } : undefined;
    },
    framed: true,
    prefetch: (c, api, params) => [c.prefetchQuery(announcementQuery(api, params.id ?? ''))],
  },
  {
    path: paths.trustees,
    module: 'src/web/pages/trustees/trustees-page.tsx',
    page: lazyPage(() => import('../pages/trustees/trustees-page')),
    title: (m) => m.web.trustees.title,
    description: (m) => m.web.trustees.bannerText,
    framed: true,
  },
  {
    path: paths.getInvolved,
    module: 'src/web/pages/get-involved/get-involved-page.tsx',
    page: lazyPage(() => import('../pages/get-involved/get-involved-page')),
    title: (m) => m.web.involved.title,
    description: (m) => m.web.involved.intro,
    framed: true,
    prefetch: (c, api) => [c.prefetchQuery(privacyNoticesQuery(api))],
  },
  {
    path: paths.apply,
    module: 'src/web/pages/apply/apply-page.tsx',
    page: lazyPage(() => import('../pages/apply/apply-page')),
    title: (m) => m.web.privacyFrame.applyTitle,
    framed: true,
    prefetch: (c, api) => [c.prefetchQuery(privacyNoticesQuery(api)), c.prefetchQuery(openCycleQuery(api))],
  },
  {
    path: paths.applyConsent,
    module: 'src/web/pages/apply/consent-page.tsx',
    page: lazyPage(() => import('../pages/apply/consent-page')),
    title: (m) => m.web.privacyFrame.consentTitle,
    framed: true,
    prefetch: (c, api) => [c.prefetchQuery(privacyNoticesQuery(api))],
  },
  {
    path: paths.applyStatus,
    module: 'src/web/pages/apply/status-page.tsx',
    page: lazyPage(() => import('../pages/apply/status-page')),
    title: (m) => m.web.privacyFrame.statusTitle,
    framed: true,
  },
  {
    path: paths.admitCard,
    module: 'src/web/pages/apply/admit-card-page.tsx',
    page: lazyPage(() => import('../pages/apply/admit-card-page')),
    title: (m) => m.web.privacyFrame.admitCardTitle,
    framed: true,
  },
  privacyPage(
    paths.privacyWithdraw,
    'withdraw-page',
    () => import('../pages/privacy/withdraw-page'),
    (m) => ({ title: m.web.privacyFrame.withdrawTitle, intro: m.privacy?.withdraw.intro ?? '' }),
  ),
  {
    path: paths.donorStatement,
    module: 'src/web/pages/donor-statement/donor-statement-page.tsx',
    page: lazyPage(() => import('../pages/donor-statement/donor-statement-page')),
    title: (m) => m.web.privacyFrame.donorStatementTitle,
    description: (m) => m.donorStatement?.intro ?? '',
    framed: true,
  },
  privacyPage(
    paths.privacyRequest,
    'request-page',
    () => import('../pages/privacy/request-page'),
    (m) => ({ title: m.web.privacyFrame.requestTitle, intro: m.privacy?.request.intro ?? '' }),
  ),
  {
    path: paths.downloads,
    module: 'src/web/pages/downloads/downloads-page.tsx',
    page: lazyPage(() => import('../pages/downloads/downloads-page')),
    title: (m) => m.web.downloads.title,
    description: (m) => m.web.downloads.intro,
    framed: true,
    prefetch: (c, api, _params, search) => [
      c.prefetchQuery(brochuresQuery(api, pageFrom(search, BROCHURES_PAGE))),
      c.prefetchQuery(reportsQuery(api, pageFrom(search, REPORTS_PAGE))),
      c.prefetchQuery(galleryCampsQuery(api)),
    ],
  },
  {
    path: paths.campGallery(':campId'),
    module: 'src/web/pages/camp-gallery/camp-gallery-page.tsx',
    page: lazyPage(() => import('../pages/camp-gallery/camp-gallery-page')),
    title: (m, data) => (data && cachedCamp(data)?.name) || m.web.gallery.title,
    description: (m, data) => {
      const camp = data && cachedCamp(data);
      return camp
        ? fill(m.web.gallery.description, { name: camp.name, place: [camp.location, camp.year].filter(Boolean).join(', ') })
        : m.web.downloads.intro;
    },
    framed: true,
    prefetch: (c, api, params, search) => {
      const campId = campIdOf(params.campId ?? '');
      const category = categoryFrom(search);
      return campId === null
        ? []
        : [
            c.prefetchQuery(campGalleryQuery(api, campId, null)),
            c.prefetchQuery(campGalleryQuery(api, campId, category, pageFrom(search, categoryPageParam(category)))),
            c.prefetchQuery(campQuery(api, campId)),
          ];
    },
  },
  {
    path: paths.contactUs,
    module: 'src/web/pages/contact-us/contact-us-page.tsx',
    page: lazyPage(() => import('../pages/contact-us/contact-us-page')),
    title: (m) => m.web.contact.title,
    framed: true,
    prefetch: (c, api) => [c.prefetchQuery(privacyNoticesQuery(api))],
  },
  {
    path: paths.comingSoon,
    module: 'src/web/pages/coming-soon/coming-soon-page.tsx',
    page: lazyPage(() => import('../pages/coming-soon/coming-soon-page')),
    title: (m) => m.web.comingSoon.title,
    description: (m) => m.web.comingSoon.text,
    framed: true,
  },
  {
    path: paths.slotCoordinators,
    module: 'src/web/pages/slot-coordinators/slot-coordinators-page.tsx',
    page: lazyPage(() => import('../pages/slot-coordinators/slot-coordinators-page')),
    title: (m) => m.web.nav.slotCoordinators,
    framed: true,
    prefetch: (c, api) => [c.prefetchQuery(privacyNoticesQuery(api))],
  },
  privacyPage(
    paths.privacy,
    'privacy-page',
    () => import('../pages/privacy/privacy-page'),
    (m) => ({ title: m.web.privacyFrame.footer, intro: m.privacy?.page.intro ?? '' }),
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
