// The console: providers, and the screens under /login, /register and /admin, each loaded when
// first opened.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ApiError } from '../../shared/http/api-error';
import type { ConsoleApi } from '../api/api-client';
import type { SessionStore } from '../api/session-store';
import { ConfirmProvider } from '../components/confirm-dialog';
import { ResourceFormPage } from '../components/resource-form-page';
import { ResourceListPage } from '../components/resource-list-page';
import type { Identified, Resource } from '../lib/resource';
import { ServicesProvider } from './console-context';
import { ConsoleLayout } from './layout/console-layout';
import { m } from './messages';
import { paths } from './paths';
import { RequirePermission } from './require-permission';
import { RequireSession } from './require-session';

const LoginPage = lazy(() => import('../pages/login/login-page'));
const RegisterPage = lazy(() => import('../pages/register/register-page'));
const DashboardPage = lazy(() => import('../pages/dashboard/dashboard-page'));
const ApprovalsPage = lazy(() => import('../pages/approvals/approvals-page'));
const InboxPage = lazy(() => import('../pages/inbox/inbox-page'));
const ProfilePage = lazy(() => import('../pages/profile/profile-page'));
const AuditLogPage = lazy(() => import('../pages/audit-log/audit-log-page'));
const GalleryUploadPage = lazy(() => import('../pages/gallery/gallery-upload-page'));

/** A list screen and its new and edit screens, from the resource's module loaded on demand. */
function resourceScreens<T extends Identified>(load: () => Promise<Resource<T>>) {
  const wrap = (render: (r: Resource<T>) => ComponentType) => lazy(async () => ({ default: render(await load()) }));
  return {
    List: wrap((r) => () => <ResourceListPage resource={r} />),
    Create: wrap((r) => () => <ResourceFormPage resource={r} mode="create" />),
    Edit: wrap((r) => () => <ResourceFormPage resource={r} mode="edit" />),
  };
}

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

  const listRoutes = (path: string, s: ReturnType<typeof resourceScreens>, extra?: { create?: ComponentType }) => {
    const Create = extra?.create ?? s.Create;
    return [
      <Route key={path} path={path} element={<s.List />} />,
      <Route key={`${path}/new`} path={`${path}/new`} element={<Create />} />,
      <Route key={`${path}/edit`} path={`${path}/:id/edit`} element={<s.Edit />} />,
    ];
  };
  const rel = (path: string) => path.slice(paths.home.length + 1);

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
                  <Route path={rel(paths.approvals)} element={<ApprovalsPage />} />
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
