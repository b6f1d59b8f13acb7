// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../shared/messages/en';
// biome-ignore lint/style/noRestrictedImports: the test signs in through the page and lands behind the shell's session gate
import { RequireSession } from '../../app/require-session';
import { json, renderConsole, type Reply, staffProfile } from '../../test-support/render-console';
import LoginPage from './login-page';

afterEach(cleanup);

const profile = staffProfile({ id: 1, username: 'asha', full_name: 'Asha Rawat', email: 'a@example.org' });

function app(reply: Reply, token: string | null = null, url = '/login') {
  return renderConsole(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="/admin"
        element={
          <RequireSession>
            <p>console home</p>
          </RequireSession>
        }
      />
    </Routes>,
    { reply, token, url },
  );
}

function submit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('says "No token received from server." when the reply has no token, storing nothing', async () => {
    const { storage } = app(() => json({ username: 'asha' }));
    submit('asha', 'a-long-password');
    await screen.findByText(en.auth.noTokenReceived);
    expect(storage.size).toBe(0);
  });

  it('stores token and username, fetches the profile, then opens the console', async () => {
    const seen: string[] = [];
    const { storage } = app((url, init) => {
      seen.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
      return url.endsWith('/api/login/')
        ? json({ token: 'tok', username: 'asha', role: 'admin', expires_at: '2030-01-01' })
        : json(profile);
    });
    submit('Asha', 'a-long-password');
    await screen.findByText('console home');
    expect(storage.get('token')).toBe('tok');
    expect(storage.get('username')).toBe('asha');
    expect(seen).toEqual(['POST /api/login/', 'GET /api/profile/']);
  });

  it('checks the fields with the shared schema before sending', async () => {
    const { requests } = app(() => json({}));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findAllByText(en.validation.required);
    expect(requests).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    app(() => json({ error: en.staff.accountPending }, 403));
    submit('asha', 'a-long-password');
    await screen.findByText(en.staff.accountPending);
  });
});

describe('RequireSession', () => {
  it('sends a 401 on the profile back to /login, removing the token', async () => {
    const { storage } = app(() => json({ error: en.api.unauthenticated }, 401), 'stale', '/admin');
    await screen.findByRole('heading', { name: 'Staff login' });
    await waitFor(() => expect(storage.has('token')).toBe(false));
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeTruthy();
  });

  it('sends a visitor without a token to /login without calling the API', async () => {
    const { requests } = app(() => json(profile), null, '/admin');
    await screen.findByRole('heading', { name: 'Staff login' });
    expect(requests).toHaveLength(0);
  });
});
