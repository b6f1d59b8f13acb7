// The CSRF header a change needs (the API's double-submit check): the `csrftoken` cookie when the
// page can read it, else the token GET /api/csrf/ gave last, else a fresh one.

export const CSRF_PATH = '/api/csrf/';
export const CSRF_HEADER = 'X-CSRFToken';
const CSRF_COOKIE = 'csrftoken';

function cookie(readCookies?: () => string): string | null {
  for (const part of readCookies?.().split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface CsrfSource {
  /** The token to send now. */
  current(): Promise<string>;
  /** A token fetched afresh (after a refusal of a stale one). */
  fresh(): Promise<string>;
}

/** `fetchToken` reads GET /api/csrf/'s body; `readCookies` is absent on the server. */
export function createCsrfSource(fetchToken: () => Promise<{ csrfToken?: string }>, readCookies?: () => string): CsrfSource {
  let token: string | null = null;
  const fresh = async () => {
    token = (await fetchToken()).csrfToken || null;
    return token ?? '';
  };
  return {
    fresh,
    current: async () => cookie(readCookies) ?? token ?? fresh(),
  };
}
