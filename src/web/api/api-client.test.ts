import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/api-error';
import { TOKEN_KEY } from '../../shared/http/staff-token';
import { header, json, scriptedFetch as fakeFetch } from '../../shared/http/scripted-fetch';
import { createApiClient } from './api-client';

describe('api client', () => {
  it('sends cookies, the CSRF header from the cookie and the stored token', async () => {
    const { fetch, calls } = fakeFetch([json({ id: 1 }, 201)]);
    const storage = new Map([[TOKEN_KEY, 'abc']]);
    const api = createApiClient({
      baseUrl: 'http://api.test/',
      fetch,
      readCookies: () => 'other=1; csrftoken=tok123',
      storage: { getItem: (k) => storage.get(k) ?? null, removeItem: (k) => void storage.delete(k) },
    });
    await api.post('/contact/', { a: 1 });
    expect(calls[0]!.url).toBe('http://api.test/contact/');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(header(calls[0]!, 'X-CSRFToken')).toBe('tok123');
    expect(header(calls[0]!, 'Authorization')).toBe('Token abc');
  });

  it('fetches a CSRF token when there is no cookie', async () => {
    const { fetch, calls } = fakeFetch([json({ csrfToken: 'fresh' }), json({ id: 1 }, 201)]);
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, readCookies: () => '' });
    await api.post('/api/volunteer-applications/', {});
    expect(calls.map((c) => c.url)).toEqual(['http://api.test/api/csrf/', 'http://api.test/api/volunteer-applications/']);
    expect(header(calls[1]!, 'X-CSRFToken')).toBe('fresh');
  });

  it('retries a rejected contact send once with a fresh CSRF header', async () => {
    const { fetch, calls } = fakeFetch([json({ error: 'csrf' }, 403), json({ csrfToken: 'new' }), json({ id: 2 }, 201)]);
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, readCookies: () => 'csrftoken=old' });
    await expect(api.post('/contact/', {}, { retryCsrf: true })).resolves.toEqual({ id: 2 });
    expect(header(calls[2]!, 'X-CSRFToken')).toBe('new');
  });

  it('sends a post that got no reply again with the same Idempotency-Key, then gives up with a network error', async () => {
    const lost = () => {
      throw new TypeError('Failed to fetch');
    };
    const { fetch, calls } = fakeFetch([lost, lost, json({ id: 3 }, 201), lost, lost, lost]);
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, readCookies: () => 'csrftoken=t', resendDelaysMs: [0, 0] });
    await expect(api.post('/contact/', { a: 1 })).resolves.toEqual({ id: 3 });
    const first = calls.slice(0, 3).map((c) => header(c, 'Idempotency-Key'));
    expect(first[0]).toMatch(/^[A-Za-z0-9_\-:.]{1,200}$/);
    expect(new Set(first)).toEqual(new Set([first[0]]));
    expect(calls.slice(0, 3).map((c) => c.init.body)).toEqual(Array(3).fill('{"a":1}'));

    // The next submission has a key of its own; after two resends the error is the network's.
    await expect(api.post('/contact/', { a: 1 })).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(6);
    const second = new Set(calls.slice(3).map((c) => header(c, 'Idempotency-Key')));
    expect(second.size).toBe(1);
    expect(second.has(first[0]!)).toBe(false);
  });

  it('does not resend a post the API answered', async () => {
    const { fetch, calls } = fakeFetch([json({ error: 'busy' }, 503)]);
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, readCookies: () => 'csrftoken=t', resendDelaysMs: [0, 0] });
    await expect(api.post('/contact/', {})).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('does not retry other forms', async () => {
    const { fetch } = fakeFetch([json({ error: 'csrf' }, 403)]);
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, readCookies: () => 'csrftoken=old' });
    await expect(api.post('/api/partner-applications/', {})).rejects.toMatchObject({ status: 403 });
  });

  it('removes the stored token on a 401', async () => {
    const storage = new Map([[TOKEN_KEY, 'abc']]);
    const { fetch } = fakeFetch([json({ error: 'no' }, 401)]);
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      storage: { getItem: (k) => storage.get(k) ?? null, removeItem: (k) => void storage.delete(k) },
    });
    await expect(api.get('/api/profile/')).rejects.toBeInstanceOf(ApiError);
    expect(storage.has(TOKEN_KEY)).toBe(false);
  });

  it('reports a network failure as status 0', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: () => Promise.reject(new TypeError('offline')) });
    await expect(api.get('/announcements/')).rejects.toMatchObject({ status: 0 });
  });

  it('treats a list reply that is not an array as empty, and unwraps {results}', async () => {
    const { fetch } = fakeFetch([json({ detail: 'odd' }), json({ results: [1, 2] })]);
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    expect(await api.getList('/api/reports/')).toEqual([]);
    expect(await api.getList('/api/reports/', { page_size: 100, empty: '' })).toEqual([1, 2]);
  });

  it('reads a page and its X-Total-Count; without the header the total is the page', async () => {
    const paged = () =>
      new Response(JSON.stringify([{ id: 1 }]), { headers: { 'content-type': 'application/json', 'X-Total-Count': '106' } });
    const { fetch, calls } = fakeFetch([paged, json([{ id: 1 }, { id: 2 }]), json({ detail: 'odd' })]);
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    expect(await api.getPage('/api/updates/', { page: 6, page_size: 20 })).toEqual({ rows: [{ id: 1 }], total: 106 });
    expect(calls[0]!.url).toBe('http://api.test/api/updates/?page=6&page_size=20');
    expect(await api.getPage('/api/reports/')).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(await api.getPage('/api/reports/')).toEqual({ rows: [], total: 0 });
  });
});
