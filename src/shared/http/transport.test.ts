import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { header, json, scriptedFetch as fake } from './scripted-fetch';
import { createTransport, readJson, readPage } from './transport';

describe('the transport', () => {
  it('calls the 401 callback only when the refused request carried the token', async () => {
    let ended = 0;
    let token: string | null = 'k';
    const { fetch, calls } = fake([json({ error: 'no' }, 401), json({ error: 'no' }, 401)]);
    const send = createTransport({ baseUrl: 'http://api.test', fetch, token: () => token, onUnauthorized: () => ended++ });
    await expect(send('/api/profile/')).rejects.toMatchObject({ status: 401, message: 'no' });
    expect(header(calls[0]!, 'Authorization')).toBe('Token k');
    token = null;
    await expect(send('/api/profile/')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toBe(1);
  });

  it('reads a refusal: its readable error, its body, its Retry-After; a 5xx says nothing internal', async () => {
    const { fetch } = fake([
      json({ error: 'Slow down' }, 429, { 'Retry-After': '30' }),
      json({ error: 'stack trace' }, 500),
      () => new Response('<html>', { status: 502 }),
    ]);
    const send = createTransport({ baseUrl: 'http://api.test', fetch });
    await expect(send('/a/')).rejects.toMatchObject({ status: 429, message: 'Slow down', retryAfter: 30, body: { error: 'Slow down' } });
    await expect(send('/b/', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 500, message: 'POST /b/: 500' });
    await expect(send('/c/')).rejects.toMatchObject({ status: 502, body: null, retryAfter: null });
  });

  it('sends the CSRF header, and after a 403 once more with a fresh token only when asked', async () => {
    const { fetch, calls } = fake([json({}, 403), json({ csrfToken: 'new' }), json({ id: 1 }, 201), json({}, 403)]);
    const send = createTransport({ baseUrl: 'http://api.test', fetch, readCookies: () => 'csrftoken=old' });
    expect(await readJson(await send('/x/', { method: 'POST', json: { a: 1 }, csrf: 'retry' }))).toEqual({ id: 1 });
    expect([calls[0], calls[2]].map((c) => header(c!, 'X-CSRFToken'))).toEqual(['old', 'new']);
    expect(calls[2]!.init.body).toBe('{"a":1}');
    expect(header(calls[2]!, 'Content-Type')).toBe('application/json');
    await expect(send('/x/', { method: 'POST', json: {}, csrf: true })).rejects.toMatchObject({ status: 403 });
    expect(calls).toHaveLength(4);
  });

  it('turns no reply into status 0, but lets a request its caller aborted fail as it did', async () => {
    const aborted = new AbortController();
    aborted.abort();
    const abortError = new DOMException('aborted', 'AbortError');
    const { fetch } = fake([() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.reject(abortError)]);
    const send = createTransport({ baseUrl: 'http://api.test', fetch });
    await expect(send('/a/')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
    await expect(send('/a/', { signal: aborted.signal })).rejects.toBe(abortError);
  });

  it('reads a page: the X-Total-Count when it is a whole number at least the page, else the page', async () => {
    const page = (total: string | null, rows: unknown = [{ id: 1 }, { id: 2 }]) =>
      readPage(new Response(JSON.stringify(rows), { headers: total === null ? {} : { 'X-Total-Count': total } }));
    expect(await page('41')).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 41 });
    expect(await page(null)).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
    expect((await page('1')).total).toBe(2);
    expect((await page('2.5')).total).toBe(2);
    expect(await page('9', { detail: 'odd' })).toEqual({ rows: [], total: 9 });
    expect(await readJson(new Response(null, { status: 204 }))).toBeUndefined();
  });
});
