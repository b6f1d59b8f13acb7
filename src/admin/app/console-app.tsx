// The console: providers, and the screens under /login, /register and /admin, each loaded when
// first opened.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ApiError } from '../../shared/http/api-error';
import type { ConsoleApi } from '../api/api-client';
import type { SessionStore } from '../api/session-store';
import { ConfirmProvider } from '../components/confirm-dialog';
import { OrderedListPage, type OrderedResource } from '../components/ordered-list-page';
import { ResourceFormPage } from '../components/resource-form-page';
import { ResourceListPage } from '../components/resource-list-page';
import type { Identified, Resource } from '../lib/resource';
import { ServicesProvider } from '../lib/console-context';
import { ConsoleLayout } from './layout/console-layout';
import { m } from '../lib/messages';
import { paths } from '../lib/paths';
import { RequirePermission } from './require-permission';
import { RequireSession } from './require-session';

const LoginPage = lazy(() => import('../pages/login/login-page'));
const RegisterPage = lazy(() => import('../pages/register/register-page'));
const DashboardPage = lazy(() => import('../pages/dashboard/dashboard-page'));
const ApprovalsPage = lazy(() => import('../pages/approvals/approvals-page'));
const AccountsPage = lazy(() => import('../pages/accounts/accounts-page'));
const InboxPage = lazy(() => import('../pages/inbox/inbox-page'));
const ProfilePage = lazy(() => import('../pages/profile/profile-page'));
const AuditLogPage = lazy(() => import('../pages/audit-log/audit-log-page'));
const AccessLogPage = lazy(() => import('../pages/privacy/access-log-page'));
const PipelinePage = lazy(() => import('../pages/student-applications/pipeline-page'));
const NoticesPage = lazy(() => import('../pages/privacy/notices-page'));
const RetentionPage = lazy(() => import('../pages/privacy/retention-page'));
const MarksPage = lazy(() => import('../pages/marks/marks-page'));
const MailPage = lazy(() => import('../pages/mail/mail-page'));
const BackupsPage = lazy(() => import('../pages/backups/backups-page'));
const GalleryUploadPage = lazy(() => import('../pages/gallery/gallery-upload-page'));
const SiteSettingsPage = lazy(() => import('../pages/site-content/settings-page'));
const SiteAboutPage = lazy(() => import('../pages/site-content/about-page'));
const SitePicturesPage = lazy(() => import('../pages/site-pictures/site-pictures-page'));
const PageTextsPage = lazy(() => import('../pages/site-content/page-texts-page'));
const SlotBoardPage = lazy(() => import('../pages/slot-coordinators/slot-board-page'));
/** The donation screens (admins only: each also says "not allowed" to others, and the API refuses them). */
const donationScreens: [keyof typeof paths, ReturnType<typeof lazy>][] = [
  ['donations', lazy(() => import('../pages/donations/donations-page'))],
  ['donationGift', lazy(() => import('../pages/donations/gift-page'))],
  ['donationImport', lazy(() => import('../pages/donations/import-page'))],
  ['donationReview', lazy(() => import('../pages/donations/review-page'))],
  ['donationReceipts', lazy(() => import('../pages/donations/receipts-page'))],
  ['form10bd', lazy(() => import('../pages/donations/form-10bd-page'))],
  ['donationSettings', lazy(() => import('../pages/donations/settings-page'))],
];
const DonationPage = lazy(() => import('../pages/donations/donation-page'));

/** A list screen and its new and edit screens, from the resource's module loaded on demand. */
function resourceScreens<T extends Identified>(load: () => Promise<Resource<T>>) {
  const wrap = (render: (r: Resource<T>) => ComponentType) => lazy(async () => ({ default: render(await load()) }));
  return {
    List: wrap((r) => () => <ResourceListPage resource={r} />),
    Create: wrap((r) => () => <ResourceFormPage resource={r} mode="create" />),
    Edit: wrap((r) => () => <ResourceFormPage resource={r} mode="edit" />),
  };
}

/** An ordered list's screen (drag and drop, move up and down) and its new and edit screens. */
function orderedScreens<T extends Identified>(load: () => Promise<OrderedResource<T>>) {
  const wrap = (render: (r: OrderedResource<T>) => ComponentType) => lazy(async () => ({ default: render(await load()) }));
  return {
    List: wrap((r) => () => <OrderedListPage resource={r} />),
    Create: wrap((r) => () => <ResourceFormPage resource={r} mode="create" />),
    Edit: wrap((r) => () => <ResourceFormPage resource={r} mode="edit" />),
  };
}
const siteContent = () => import('../pages/site-content/site-content-resources');
const centreScreens = () => import('../pages/student-applications/centre-screens');

const screens = {
  camps: resourceScreens(async () => (await import('../pages/camps/camps-resource')).campsResource),
  students: resourceScreens(async () => (await import('../pages/students/students-resource')).studentsResource),
  announcements: resourceScreens(async () => (await import('../pages/announcements/announcements-resource')).announcementsResource),
  testPapers: resourceScreens(async () => (await import('../pages/tests/tests-resources')).testPapersResource),
  testResults: resourceScreens(async () => (await import('../pages/tests/tests-resources')).testResultsResource),
  gallery: resourceScreens(async () => (await import('../pages/gallery/gallery-resource')).galleryResource),
  brochures: resourceScreens(async () => (await import('../pages/downloads/downloads-resources')).brochuresResource),
  reports: resourceScreens(async () => (await import('../pages/downloads/downloads-resources')).reportsResource),
  events: resourceScreens(async () => (await import('../pages/events/events-resource')).eventsResource),
  sitePrograms: orderedScreens(async () => (await siteContent()).programsResource),
  siteTestimonials: orderedScreens(async () => (await siteContent()).testimonialsResource),
  siteVolunteerExperiences: orderedScreens(async () => (await siteContent()).volunteerExperiencesResource),
  siteTrustees: orderedScreens(async () => (await siteContent()).trusteesResource),
  sitePartnershipOptions: orderedScreens(async () => (await siteContent()).partnershipOptionsResource),
  slotCoordinators: resourceScreens(
    async () => (await import('../pages/slot-coordinators/slot-coordinators-resources')).slotCoordinatorsResource,
  ),
  slots: resourceScreens(async () => (await import('../pages/slot-coordinators/slot-coordinators-resources')).slotsResource),
  departments: resourceScreens(async () => (await import('../pages/slot-coordinators/slot-coordinators-resources')).departmentsResource),
  rightsRequests: resourceScreens(async () => (await import('../pages/privacy/privacy-resources')).rightsRequestsResource),
  breaches: resourceScreens(async () => (await import('../pages/privacy/privacy-resources')).breachesResource),
  applicationCycles: resourceScreens(async () => (await import('../pages/student-applications/cycles-resources')).cyclesResource),
  applicationCentres: {
    List: lazy(async () => ({ default: (await centreScreens()).CentreList })),
    Create: lazy(async () => ({ default: (await centreScreens()).CentreCreate })),
    Edit: lazy(async () => ({ default: (await centreScreens()).CentreEdit })),
  },
};

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal will not change by asking again; a dropped connection might.
        retry: (count, error) => count < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}

export function ConsoleApp(props: { api: ConsoleApi; session: SessionStore; queryClient: QueryClient }) {
  // Another tab logged in or out: follow it.
  useEffect(() => {
    const onStorage = () => props.session.reload();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [props.session]);

  const listRoutes = (
    path: string,
    s: Pick<ReturnType<typeof resourceScreens>, 'List' | 'Create' | 'Edit'>,
    extra?: { create?: ComponentType; adminsOnly?: boolean },
  ) => {
    const Create = extra?.create ?? s.Create;
    // An admins' screen: the others see "not allowed", and its code is not loaded for them.
    const gate = (screen: ReactNode) => (extra?.adminsOnly ? <RequirePermission to="isAdmin">{screen}</RequirePermission> : screen);
    return [
      <Route key={path} path={path} element={gate(<s.List />)} />,
      <Route key={`${path}/new`} path={`${path}/new`} element={gate(<Create />)} />,
      <Route key={`${path}/edit`} path={`${path}/:id/edit`} element={gate(<s.Edit />)} />,
    ];
  };
  const rel = (path: string) => path.slice(paths.home.length + 1);
  const gate = (screen: ReactNode) => <RequirePermission to="isAdmin">{screen}</RequirePermission>;

  return (
    <ServicesProvider api={props.api} session={props.session}>
      <QueryClientProvider client={props.queryClient}>
        <ConfirmProvider>
          <BrowserRouter>
            <Suspense
              fallback={
                <p role="status" className="page-loading">
                  {m.loading}
                </p>
              }
            >
              <Routes>
                <Route path={paths.login} element={<LoginPage />} />
                <Route path={paths.register} element={<RegisterPage />} />
                <Route
                  path={paths.home}
                  element={
                    <RequireSession>
                      <ConsoleLayout />
                    </RequireSession>
                  }
                >
                  <Route index element={<DashboardPage />} />
                  {listRoutes(rel(paths.camps), screens.camps)}
                  {listRoutes(rel(paths.students), screens.students)}
                  {listRoutes(rel(paths.announcements), screens.announcements)}
                  {listRoutes(rel(paths.testPapers), screens.testPapers)}
                  {listRoutes(rel(paths.testResults), screens.testResults)}
                  {listRoutes(rel(paths.gallery), screens.gallery, { create: GalleryUploadPage })}
                  {listRoutes(rel(paths.brochures), screens.brochures)}
                  {listRoutes(rel(paths.reports), screens.reports)}
                  {listRoutes(rel(paths.events), screens.events)}
                  <Route path={rel(paths.siteSettings)} element={<SiteSettingsPage />} />
                  <Route path={rel(paths.siteAbout)} element={<SiteAboutPage />} />
                  <Route path={rel(paths.pageTexts)} element={<PageTextsPage />} />
                  <Route
                    path={rel(paths.sitePictures)}
                    element={
                      <RequirePermission to="manageSiteWide">
                        <SitePicturesPage />
                      </RequirePermission>
                    }
                  />
                  {listRoutes(rel(paths.sitePrograms), screens.sitePrograms)}
                  {listRoutes(rel(paths.siteTestimonials), screens.siteTestimonials)}
                  {listRoutes(rel(paths.siteVolunteerExperiences), screens.siteVolunteerExperiences)}
                  {listRoutes(rel(paths.siteTrustees), screens.siteTrustees)}
                  {listRoutes(rel(paths.sitePartnershipOptions), screens.sitePartnershipOptions)}
                  {listRoutes(rel(paths.slotCoordinators), screens.slotCoordinators, { adminsOnly: true })}
                  {listRoutes(rel(paths.slots), screens.slots, { adminsOnly: true })}
                  {listRoutes(rel(paths.departments), screens.departments, { adminsOnly: true })}
                  {listRoutes(rel(paths.applicationCycles), screens.applicationCycles)}
                  {listRoutes(rel(paths.applicationCentres), screens.applicationCentres)}
                  <Route
                    path={rel(paths.slotBoard)}
                    element={
                      <RequirePermission to="isAdmin">
                        <SlotBoardPage />
                      </RequirePermission>
                    }
                  />
                  <Route path={rel(paths.approvals)} element={<ApprovalsPage />} />
                  <Route path={rel(paths.accounts)} element={<AccountsPage />} />
                  <Route
                    path={rel(paths.inbox)}
                    element={
                      <RequirePermission to="readInbox">
                        <InboxPage />
                      </RequirePermission>
                    }
                  />
                  <Route path={rel(paths.profile)} element={<ProfilePage />} />
                  <Route path={rel(paths.auditLog)} element={<AuditLogPage />} />
                  <Route path={rel(paths.accessLog)} element={<AccessLogPage />} />
                  <Route path={rel(paths.applicationPipeline)} element={<PipelinePage />} />
                  <Route path={rel(paths.privacyNotices)} element={<NoticesPage />} />
                  {listRoutes(rel(paths.rightsRequests), screens.rightsRequests, { adminsOnly: true })}
                  {listRoutes(rel(paths.breaches), screens.breaches, { adminsOnly: true })}
                  <Route path={rel(paths.retention)} element={<RetentionPage />} />
                  <Route path={rel(paths.marks)} element={<MarksPage />} />
                  <Route path={rel(paths.mail)} element={<MailPage />} />
                  <Route path={rel(paths.backups)} element={<BackupsPage />} />
                  {donationScreens.map(([key, Screen]) => (
                    <Route key={key} path={rel(paths[key] as string)} element={gate(<Screen />)} />
                  ))}
                  <Route path={`${rel(paths.donations)}/:id`} element={gate(<DonationPage />)} />
                  <Route path="*" element={<Navigate to={paths.home} replace />} />
                </Route>
                <Route path="*" element={<Navigate to={paths.home} replace />} />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </ConfirmProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
