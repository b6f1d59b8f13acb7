// The route table (§2): which page each path shows, its title, the chunk the server links in
// advance, and the data the server fetches before rendering it.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from './router';
import type { WebsiteMessages as Messages } from '../../shared/messages/en-website';
import type { ApiClient } from '../api/api-client';
import { announcementQuery } from '../api/get-announcement';
import { announcementsQuery } from '../api/get-announcements';
import { brochuresQuery } from '../api/get-brochures';
import { campGalleryQuery, categoryPageParam, galleryQuery, HOME_GALLERY_SIZE } from '../api/get-gallery';
import { galleryCampsQuery } from '../api/get-gallery-camps';
import { reportsQuery } from '../api/get-reports';
import { testPapersQuery } from '../api/get-test-papers';
import { testResultsQuery } from '../api/get-test-results';
import { updatesQuery } from '../api/get-updates';
import { readTestTableView } from '../api/test-table-view';
import { PAPER_TYPES } from '../../shared/constants';
import { BROCHURES_PAGE, pageFrom, REPORTS_PAGE } from '../api/public-page';
import { paths } from '../paths';
import { lazyPage, type LazyPage } from './lazy-page';

type Params = Record<string, string | undefined>;

export interface PageRoute {
  path: string;
  /** Source file of the page, as the build manifest names it. */
  module: string;
  page: LazyPage;
  title(m: Messages): string;
  /** Inside the common frame (header, footer)? */
  framed: boolean;
  /** `search`: the query string, for the page of a paged list. */
  prefetch?(client: QueryClient, api: ApiClient, params: Params, search: URLSearchParams): Promise<unknown>[];
}

const staffPlaceholder = lazyPage(() => import('../pages/staff-placeholder/staff-placeholder-page'));

export const pageRoutes: PageRoute[] = [
  {
    path: paths.home,
    module: 'src/web/pages/home/home-page.tsx',
    page: lazyPage(() => import('../pages/home/home-page')),
    title: (m) => m.web.home.title,
    framed: true,
    prefetch: (c, api) => [c.prefetchQuery(announcementsQuery(api)), c.prefetchQuery(galleryQuery(api, { page_size: HOME_GALLERY_SIZE }))],
  },
  {
    path: paths.aboutUs,
    module: 'src/web/pages/about-us/about-us-page.tsx',
    page: lazyPage(() => import('../pages/about-us/about-us-page')),
    title: (m) => m.web.about.title,
    framed: true,
  },
  {
    path: paths.teaching,
    module: 'src/web/pages/teaching/teaching-page.tsx',
    page: lazyPage(() => import('../pages/teaching/teaching-page')),
    title: (m) => m.web.teaching.title,
    framed: true,
    prefetch: (c, api, _params, search) => [c.prefetchQuery(reportsQuery(api, pageFrom(search, REPORTS_PAGE)))],
  },
  {
    path: paths.forStudents,
    module: 'src/web/pages/for-students/for-students-page.tsx',
    page: lazyPage(() => import('../pages/for-students/for-students-page')),
    title: (m) => m.web.students.title,
    framed: true,
    prefetch: (c, api, _params, search) => [
      c.prefetchQuery(updatesQuery(api, search.get('tab') ? 1 : pageFrom(search))),
      ...PAPER_TYPES.flatMap((type) => [
        c.prefetchQuery(testPapersQuery(api, readTestTableView(search, 'papers', type))),
        c.prefetchQuery(testResultsQuery(api, readTestTableView(search, 'results', type))),
      ]),
    ],
  },
  {
    path: paths.announcement(':id'),
    module: 'src/web/pages/announcement/announcement-page.tsx',
    page: lazyPage(() => import('../pages/announcement/announcement-page')),
    title: (m) => m.web.announcement.title,
    framed: true,
    prefetch: (c, api, params) => [c.prefetchQuery(announcementQuery(api, params.id ?? ''))],
  },
  {
    path: paths.trustees,
    module: 'src/web/pages/trustees/trustees-page.tsx',
    page: lazyPage(() => import('../pages/trustees/trustees-page')),
    title: (m) => m.web.trustees.title,
    framed: true,
  },
  {
    path: paths.getInvolved,
    module: 'src/web/pages/get-involved/get-involved-page.tsx',
    page: lazyPage(() => import('../pages/get-involved/get-involved-page')),
    title: (m) => m.web.involved.title,
    framed: true,
  },
  {
    path: paths.downloads,
    module: 'src/web/pages/downloads/downloads-page.tsx',
    page: lazyPage(() => import('../pages/downloads/downloads-page')),
    title: (m) => m.web.downloads.title,
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
    title: (m) => m.web.gallery.title,
    framed: true,
    prefetch: (c, api, params, search) => {
      const campId = Number(params.campId);
      return Number.isInteger(campId) && campId > 0
        ? [
            c.prefetchQuery(campGalleryQuery(api, campId, null)),
            c.prefetchQuery(campGalleryQuery(api, campId, 'regularclasses', pageFrom(search, categoryPageParam('regularclasses')))),
            c.prefetchQuery(galleryCampsQuery(api)),
          ]
        : [];
    },
  },
  {
    path: paths.contactUs,
    module: 'src/web/pages/contact-us/contact-us-page.tsx',
    page: lazyPage(() => import('../pages/contact-us/contact-us-page')),
    title: (m) => m.web.contact.title,
    framed: true,
  },
  {
    path: paths.comingSoon,
    module: 'src/web/pages/coming-soon/coming-soon-page.tsx',
    page: lazyPage(() => import('../pages/coming-soon/coming-soon-page')),
    title: (m) => m.web.comingSoon.title,
    framed: true,
  },
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
