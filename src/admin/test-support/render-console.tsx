// Renders console screens inside the console's providers with a scripted API, for component tests.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Profile } from '../../shared/schemas/staff/accounts';
import { MemoryRouter } from 'react-router';
import { createConsoleApi } from '../api/api-client';
import { SessionStore } from '../api/session-store';
import { createConsoleQueryClient } from '../app/console-app';
import { ServicesProvider } from '../lib/console-context';
import { ConfirmProvider } from '../components/confirm-dialog';

/** A signed-in account as the console knows it: an admin unless `fields` say otherwise. */
export const staffProfile = (fields: Partial<Profile> = {}): Profile => ({
  id: 7,
  username: 'meera',
  full_name: 'Meera Joshi',
  email: 'm@example.org',
  phone: '',
  note: '',
  role: 'admin',
  photo: null,
  photo_variants: [],
  all_camps: true,
  allocated_camps: [],
  must_change_password: false,
  created_at: '2026-01-01T00:00:00Z',
  ...fields,
});

export type Reply = (url: string, init: RequestInit) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export function renderConsole(ui: ReactNode, options: { reply?: Reply; token?: string | null; url?: string } = {}) {
  const data = new Map<string, string>();
  if (options.token) data.set('token', options.token);
  const session = new SessionStore({
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  });
  const requests: { url: string; init: RequestInit }[] = [];
  const api = createConsoleApi({
    baseUrl: 'http://api.test',
    session,
    readCookies: () => 'csrftoken=test-csrf',
    fetch: async (input, init = {}) => {
      requests.push({ url: String(input), init });
      if (!options.reply) throw new TypeError('no network in tests');
      return options.reply(String(input), init);
    },
  });
  const result = render(
    <ServicesProvider api={api} session={session}>
      <QueryClientProvider client={createConsoleQueryClient()}>
        <ConfirmProvider>
          <MemoryRouter initialEntries={[options.url ?? '/']}>{ui}</MemoryRouter>
        </ConfirmProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { ...result, session, storage: data, requests };
}
