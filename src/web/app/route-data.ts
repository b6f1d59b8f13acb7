// What the server alone needs of a route (routes.ts has the rest): the data it fetches before
// rendering, the description in the page's head and the event it announces. Kept out of the
// browser's entry (decision 0005).
import type { QueryClient } from '@tanstack/react-query';
import type { Messages } from '../lib/app-context';
import { localized } from '../../shared/lang';
import type { ApiClient } from '../api/api-client';
import { announcementQuery } from '../api/get-announcement';
import { campIdOf, campQuery } from '../api/get-camp';
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
import { donorStatement } from '../../shared/messages/en-donor-statement';
import { readTestTableView } from '../api/test-table-view';
import { PAPER_TYPES } from '../../shared/constants';
import { BROCHURES_PAGE, pageFrom, REPORTS_PAGE } from '../api/public-page';
import { paths } from '../paths';
import type { PageEvent } from '../ssr-contract';
import { announcementText, cachedAnnouncement, cachedCamp, type PageData, type Params } from './routes';

export interface RouteData {
  /** What the page is about, for search results and share cards; the site's description if absent or empty. */
  description?(m: Messages, data?: PageData): string;
  /** The event the page announces (schema.org Event in its head), when it has a date. */
  event?(data: PageData): PageEvent | undefined;
  /** `search`: the query string, for the page of a paged list. */
  prefetch?(client: QueryClient, api: ApiClient, params: Params, search: URLSearchParams): Promise<unknown>[];
}

const privacyNotices: RouteData['prefetch'] = (c, api) => [c.prefetchQuery(privacyNoticesQuery(api))];

/** A page of the privacy folder: its intro as its description, the notices prefetched. */
const privacyPage = (intro: (m: Messages) => string | undefined): RouteData => ({
  description: (m) => intro(m) ?? '',
  prefetch: privacyNotices,
});

/** Keyed by the route's path pattern (routes.ts). */
export const routeData: Record<string, RouteData> = {
  [paths.home]: {
    prefetch: (c, api) => [
      c.prefetchQuery(announcementsQuery(api)),
      c.prefetchQuery(upcomingEventsQuery(api)),
      c.prefetchQuery(galleryQuery(api, { page_size: HOME_GALLERY_SIZE })),
    ],
  },
  [paths.aboutUs]: { description: (m) => m.web.about.bannerText },
  [paths.teaching]: {
    description: (m) => m.web.teaching.bannerText,
    prefetch: (c, api, _params, search) => [c.prefetchQuery(reportsQuery(api, pageFrom(search, REPORTS_PAGE)))],
  },
  [paths.forStudents]: {
    description: (m) => m.web.students.intro,
    prefetch: (c, api, _params, search) => [
      c.prefetchQuery(updatesQuery(api, search.get('tab') ? 1 : pageFrom(search))),
      ...PAPER_TYPES.flatMap((type) => [
        c.prefetchQuery(testPapersQuery(api, readTestTableView(search, 'papers', type))),
        c.prefetchQuery(testResultsQuery(api, readTestTableView(search, 'results', type))),
      ]),
      c.prefetchQuery(upcomingEventsQuery(api)),
    ],
  },
  [paths.announcement(':id')]: {
    description: (_m, data) => announcementText(data, 'text'),
    event: (data) => {
      const a = cachedAnnouncement(data);
      const text = (field: 'title' | 'text' | 'venue') => localized(a!, field, data.lang ?? 'en');
      return a?.time ? { name: text('title'), description: text('text'), startDate: a.time, venue: text('venue') || null } : undefined;
    },
    prefetch: (c, api, params) => [c.prefetchQuery(announcementQuery(api, params.id ?? ''))],
  },
  [paths.trustees]: { description: (m) => m.web.trustees.bannerText },
  [paths.getInvolved]: { description: (m) => m.web.involved.intro, prefetch: privacyNotices },
  [paths.apply]: { prefetch: (c, api) => [c.prefetchQuery(privacyNoticesQuery(api)), c.prefetchQuery(openCycleQuery(api))] },
  [paths.applyConsent]: { prefetch: privacyNotices },
  [paths.privacyWithdraw]: privacyPage((m) => m.privacy?.withdraw.intro),
  [paths.privacyRequest]: privacyPage((m) => m.privacy?.request.intro),
  [paths.donorStatement]: { description: (m) => (m.donorStatement ?? donorStatement).intro },
  [paths.privacy]: privacyPage((m) => m.privacy?.page.intro),
  [paths.downloads]: {
    description: (m) => m.web.downloads.intro,
    prefetch: (c, api, _params, search) => [
      c.prefetchQuery(brochuresQuery(api, pageFrom(search, BROCHURES_PAGE))),
      c.prefetchQuery(reportsQuery(api, pageFrom(search, REPORTS_PAGE))),
      c.prefetchQuery(galleryCampsQuery(api)),
    ],
  },
  [paths.campGallery(':campId')]: {
    description: (m, data) => {
      const camp = data && cachedCamp(data);
      return camp
        ? fill(m.web.gallery.description, { name: camp.name, place: [camp.location, camp.year].filter(Boolean).join(', ') })
        : m.web.downloads.intro;
    },
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
  [paths.contactUs]: { prefetch: privacyNotices },
  [paths.comingSoon]: { description: (m) => m.web.comingSoon.text },
  [paths.slotCoordinators]: { prefetch: privacyNotices },
};
