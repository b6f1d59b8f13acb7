// Renders a component inside the website's providers, for component tests.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { websiteMessages as en } from '../../shared/messages/en-website';
import type { SiteContent } from '../../shared/schemas/staff/site-content';
import { createApiClient, type Fetcher } from '../api/api-client';
import { NO_SITE_CONTENT, SITE_PARTS, sitePartQuery } from '../api/get-site-content';
import { AppContextProvider, type AppConfig, type Messages } from '../lib/app-context';
import { createQueryClient } from '../app/query-client';
import { StaticRouter } from '../lib/router';

export const testConfig: AppConfig = {
  apiUrl: 'http://api.test',
  renderedAt: '2026-01-15T10:00:00.000Z',
};

/** The trust's content the tests' pages hold, as the server would have put it in the page. */
export const testSiteContent: SiteContent = {
  ...NO_SITE_CONTENT,
  settings: {
    ...NO_SITE_CONTENT.settings,
    name: 'Test Trust',
    donate_url: 'https://donate.test/donate',
    donate_business_id: 'TEST-BUSINESS',
  },
};

export function renderWithApp(
  ui: ReactNode,
  options: { fetch?: Fetcher; url?: string; siteContent?: SiteContent; lang?: AppConfig['lang']; messages?: Messages } = {},
) {
  const api = createApiClient({
    baseUrl: testConfig.apiUrl,
    fetch: options.fetch ?? (() => Promise.reject(new Error('no network in tests'))),
  });
  const client = createQueryClient(true);
  const content = options.siteContent ?? testSiteContent;
  for (const part of SITE_PARTS) client.setQueryData(sitePartQuery(api, part).queryKey, content[part]);
  return render(
    <StaticRouter location={options.url ?? '/'}>
      <QueryClientProvider client={client}>
        <AppContextProvider
          config={options.lang ? { ...testConfig, lang: options.lang } : testConfig}
          api={api}
          messages={options.messages ?? en}
        >
          {ui}
        </AppContextProvider>
      </QueryClientProvider>
    </StaticRouter>,
  );
}
