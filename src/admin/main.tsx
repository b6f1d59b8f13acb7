// Entry of the staff console's own bundle (admin.html): /login, /register and /admin/*. No public
// page loads it.
// The shared console styles first: each screen's and component's own stylesheet comes after them
// and may override them (as it did further down the one stylesheet these came from).
import './styles/console.css';
import { createRoot } from 'react-dom/client';
import { createConsoleApi } from './api/api-client';
import { SessionStore } from './api/session-store';
import { ConsoleApp, createConsoleQueryClient } from './app/console-app';
import { readConsoleConfig } from './app/config';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const config = readConsoleConfig(document);
const session = new SessionStore(localStorageOrNull());
const api = createConsoleApi({ baseUrl: config.apiUrl, session, readCookies: () => document.cookie });

createRoot(document.getElementById('root')!).render(<ConsoleApp api={api} session={session} queryClient={createConsoleQueryClient()} />);
