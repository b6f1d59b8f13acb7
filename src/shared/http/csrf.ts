// The CSRF header a change needs (the API's double-submit check): the `csrftoken` cookie when the
// page can read it, else the token GET /api/csrf/ gave last, else a fresh one.

const CSRF_COOKIE = 'csrftoken';

function cookie(readCookies?: () => string): string | null {
  for (const part of readCookies?.().split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface CsrfSource {
  /** The header to send now. */
  header(): Promise<Record<string, string>>;
  /** The header with a token fetched afresh (after a refusal of a stale one). */
  freshHeader(): Promise<Record<string, string>>;
}

/** `getJson` makes the client's GET of a path and reads its JSON; `readCookies` is absent on the server. */
export function createCsrfSource(getJson: (path: string) => Promise<{ csrfToken?: string }>, readCookies?: () => string): CsrfSource {
  let token: string | null = null;
  const fresh = async () => {
    token = (await getJson('/api/csrf/')).csrfToken || null;
    return token ?? '';
  };
  const header = (value: string) => ({ 'X-CSRFToken': value });
  return {
    header: async () => header(cookie(readCookies) ?? token ?? (await fresh())),
    freshHeader: async () => header(await fresh()),
  };
}
