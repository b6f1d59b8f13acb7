// The website: providers and the route switch. The router itself comes from the caller
// (BrowserRouter in the browser, StaticRouter on the server).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { paths, sectionRedirect } from '../paths';
import { AppContextProvider, type AppConfig, type Messages } from '../lib/app-context';
import { Layout } from './layout/layout';
import { Navigate, RouteParams, useLocation } from '../lib/router';
import { matchPageRoute } from './routes';
import { UserProvider } from './user-context';

export interface AppProps {
  config: AppConfig;
  api: ApiClient;
  queryClient: QueryClient;
  messages: Messages;
}

/** §2 routes; section links lead to their section, any other path to the home page. */
function CurrentPage() {
  const { pathname } = useLocation();
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const section = sectionRedirect(trimmed);
  if (section) return <Navigate to={section} replace />;
  const match = matchPageRoute(trimmed);
  if (!match) return <Navigate to={paths.home} replace />;
  const Page = match.route.page.Component;
  const page = (
    <RouteParams params={match.params}>
      <Page key={trimmed} />
    </RouteParams>
  );
  return match.route.framed ? <Layout>{page}</Layout> : page;
}

export function App({ config, api, queryClient, messages }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppContextProvider config={config} api={api} messages={messages}>
        <UserProvider>
          <CurrentPage />
        </UserProvider>
      </AppContextProvider>
    </QueryClientProvider>
  );
}
