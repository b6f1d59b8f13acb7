import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../shared/http/staff-token';
import { SessionStore, USERNAME_KEY } from './session-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('SessionStore', () => {
  it('reads a stored session and stores both values at login', () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 'old', [USERNAME_KEY]: 'asha' });
    const store = new SessionStore(storage);
    expect(store.get()).toEqual({ token: 'old', username: 'asha', endReason: null });
    store.start('new-token', 'meera');
    expect(storage.data.get(TOKEN_KEY)).toBe('new-token');
    expect(storage.data.get(USERNAME_KEY)).toBe('meera');
  });

  it('removes only the token on a 401, keeping the username for the login form, and tells subscribers', () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 't', [USERNAME_KEY]: 'asha' });
    const store = new SessionStore(storage);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.end('expired');
    expect(store.get()).toEqual({ token: null, username: 'asha', endReason: 'expired' });
    expect(storage.data.has(TOKEN_KEY)).toBe(false);
    expect(storage.data.get(USERNAME_KEY)).toBe('asha');
    store.end('expired');
    expect(calls).toBe(1);
  });

  it('removes token and username at logout', () => {
    const storage = memoryStorage({ [TOKEN_KEY]: 't', [USERNAME_KEY]: 'asha' });
    const store = new SessionStore(storage);
    store.logout();
    expect(store.get()).toEqual({ token: null, username: null, endReason: 'logout' });
    expect(storage.data.size).toBe(0);
    // A call still on its way after the logout does not change what the login screen says.
    store.end('missing');
    expect(store.get().endReason).toBe('logout');
  });

  it('follows another tab, and keeps working when storage throws', () => {
    const storage = memoryStorage();
    const store = new SessionStore(storage);
    storage.data.set(TOKEN_KEY, 'from-other-tab');
    store.reload();
    expect(store.get().token).toBe('from-other-tab');

    const broken = new SessionStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(broken.get().token).toBeNull();
    broken.start('t', 'u');
    expect(broken.get().token).toBe('t');
  });
});
