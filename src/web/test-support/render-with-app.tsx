// Renders a component inside the website's providers, for component tests.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { websiteMessages as en } from '../../shared/messages/en-website';
import { createApiClient, type Fetcher } from '../api/api-client';
import { AppContextProvider, type AppConfig } from '../app/app-context';
import { createQueryClient } from '../app/query-client';
import { StaticRouter } from '../app/router';

export const testConfig: AppConfig = {
  apiUrl: 'http://api.test',
  donateUrl: 'https://donate.test/donate',
  donateBusinessId: 'TEST-BUSINESS',
  socialLinks: [],
  renderedAt: '2026-01-15T10:00:00.000Z',
};

export function renderWithApp(ui: ReactNode, options: { fetch?: Fetcher; url?: string } = {}) {
  const api = createApiClient({
    baseUrl: testConfig.apiUrl,
    fetch: options.fetch ?? (() => Promise.reject(new Error('no network in tests'))),
  });
  return render(
    <StaticRouter location={options.url ?? '/'}>
      <QueryClientProvider client={createQueryClient(true)}>
        <AppContextProvider config={testConfig} api={api} messages={en}>
          {ui}
        </AppContextProvider>
      </QueryClientProvider>
    </StaticRouter>,
  );
}
