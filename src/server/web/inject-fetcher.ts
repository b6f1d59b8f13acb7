// A fetch for the server renderer that calls the API instance in-process (no socket, no port).
import type { FastifyInstance } from 'fastify';
import type { Fetcher } from '../../web/api/api-client';

export function injectFetcher(api: FastifyInstance): Fetcher {
  return async (url, init) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const reply = await api.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const replyHeaders = new Headers();
    for (const [key, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) replyHeaders.append(key, String(v));
    }
    const bodyless = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers: replyHeaders });
  };
}
