import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en';
import { ApiError } from '../../shared/http/api-error';
import { fieldErrorsOf } from '../../shared/http/field-errors';
import { attachmentName, createConsoleApi, toApiError } from './api-client';
import { SessionStore } from './session-store';

interface Call {
  url: string;
  init: RequestInit;
}

function setup(options: { token?: string | null; replies: (call: Call) => Response; cookies?: string }) {
  const data = new Map<string, string>();
  if (options.token) data.set('token', options.token);
  data.set('username', 'asha');
  const session = new SessionStore({
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  });
  const calls: Call[] = [];
  const api = createConsoleApi({
    baseUrl: 'http://api.test/',
    session,
    readCookies: () => options.cookies ?? '',
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return options.replies(call);
    },
  });
  return { api, session, calls, data };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const headerOf = (call: Call, name: string) => (call.init.headers as Record<string, string>)[name];

describe('toApiError', () => {
  it('keeps the API’s error and field errors', () => {
    const e = toApiError(
      400,
      JSON.stringify({ error: 'Please fill in all required fields', errors: { title: ['Please fill in all required fields'] } }),
    );
    expect(e.message).toBe('Please fill in all required fields');
    expect(fieldErrorsOf(e.body)).toEqual({ title: ['Please fill in all required fields'] });
  });

  it('says something readable whatever the body, and nothing internal for a 5xx', () => {
    expect(toApiError(502, '<html>Bad gateway</html>').message).toBe(en.submit.serverError);
    expect(toApiError(500, JSON.stringify({ error: 'stack trace' })).message).toBe(en.submit.serverError);
    expect(toApiError(403, '').message).toBe(en.api.forbidden);
    expect(toApiError(413, 'not json').message).toBe(en.api.tooLarge);
    expect(fieldErrorsOf(toApiError(400, JSON.stringify({ errors: { a: 'one', b: [1, 'two'] } })).body)).toEqual({
      a: ['one'],
      b: ['two'],
    });
  });
});

describe('attachmentName', () => {
  it('reads the suggested file name', () => {
    expect(attachmentName('attachment; filename="contact-messages-2026-06-01.csv"')).toBe('contact-messages-2026-06-01.csv');
    expect(attachmentName(null)).toBeNull();
  });
});

describe('createConsoleApi', () => {
  it('sends the stored token as "Authorization: Token <key>" and reads X-Total-Count', async () => {
    const { api, calls } = setup({ token: 'k1', replies: () => json([{ id: 1 }], 200, { 'X-Total-Count': '41' }) });
    const page = await api.list('/api/students/', { page: 2, page_size: 20, camp_id: '' });
    expect(page).toEqual({ rows: [{ id: 1 }], total: 41 });
    expect(calls[0]!.url).toBe('http://api.test/api/students/?page=2&page_size=20');
    expect(headerOf(calls[0]!, 'Authorization')).toBe('Token k1');
  });

  it('refuses an authenticated call without a token: "No authentication token found.", nothing sent', async () => {
    const { api, calls, session } = setup({ token: null, replies: () => json({}) });
    await expect(api.get('/api/profile/')).rejects.toThrow(en.auth.noTokenFound);
    expect(calls).toHaveLength(0);
    expect(session.get().endReason).toBe('missing');
  });

  it('removes the stored token on a 401 and says why the session ended', async () => {
    const { api, session, data } = setup({ token: 'k1', replies: () => json({ error: en.api.unauthenticated }, 401) });
    const error = await api.get('/api/inbox/contact-messages/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(data.has('token')).toBe(false);
    expect(session.get()).toMatchObject({ token: null, username: 'asha', endReason: 'expired' });
  });

  it('sends login with the CSRF cookie’s value and no token', async () => {
    const { api, calls } = setup({ token: null, cookies: 'a=b; csrftoken=abc123', replies: () => json({ token: 't', username: 'asha' }) });
    await api.request('POST', '/api/login/', { body: { username: 'asha', password: 'x' }, anonymous: true });
    expect(headerOf(calls[0]!, 'X-CSRFToken')).toBe('abc123');
    expect(headerOf(calls[0]!, 'Authorization')).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ username: 'asha', password: 'x' }));
  });

  it('fetches a CSRF token when there is no cookie, and once more after a 403', async () => {
    let csrf = 0;
    let posts = 0;
    const { api, calls } = setup({
      token: null,
      replies: (call) => {
        if (call.url.endsWith('/api/csrf/')) return json({ csrfToken: `fresh${++csrf}` });
        return ++posts === 1 ? json({ error: en.api.csrf }, 403) : json({ id: 5 }, 201);
      },
    });
    await expect(api.request('POST', '/api/register/', { body: {}, anonymous: true })).resolves.toEqual({ id: 5 });
    const sent = calls.filter((c) => c.url.endsWith('/api/register/'));
    expect(sent.map((c) => headerOf(c, 'X-CSRFToken'))).toEqual(['fresh1', 'fresh2']);
  });

  it('turns a network failure into the network message', async () => {
    const { api } = setup({
      token: 'k',
      replies: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.get('/api/profile/')).rejects.toMatchObject({ status: 0, message: en.submit.networkError });
  });

  it('sends FormData as multipart, and reports upload progress through XMLHttpRequest', async () => {
    const progress: number[] = [];
    const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
    class FakeXhr {
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      status = 0;
      responseText = '';
      withCredentials = false;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(method: string, url: string) {
        sent.method = method;
        sent.url = url;
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      abort() {}
      send(body: unknown) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = 201;
        this.responseText = JSON.stringify({ id: 9 });
        this.onload?.();
      }
    }
    const data = new Map([['token', 'k']]);
    const session = new SessionStore({ getItem: (k) => data.get(k) ?? null, setItem: () => {}, removeItem: (k) => void data.delete(k) });
    const api = createConsoleApi({ baseUrl: 'http://api.test', session, createXhr: () => new FakeXhr() as unknown as XMLHttpRequest });
    const form = new FormData();
    form.append('camp', '1');
    await expect(api.request('POST', '/api/gallery/', { body: form, onUploadProgress: (f) => progress.push(f) })).resolves.toEqual({
      id: 9,
    });
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/gallery/',
      headers: { Authorization: 'Token k', Accept: 'application/json' },
    });
    expect(sent.headers['Content-Type']).toBeUndefined();
    expect(sent.body).toBe(form);
  });
});
