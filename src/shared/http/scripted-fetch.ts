// For tests of the API clients: a fetch that answers each request with the next scripted reply
// and keeps every request it was given.
import type { Fetcher } from './transport';

export interface Call {
  url: string;
  init: RequestInit;
}

export function scriptedFetch(replies: ((call: Call) => Response | Promise<Response>)[]): { fetch: Fetcher; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      const call = { url, init };
      calls.push(call);
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected request ${url}`);
      return reply(call);
    },
  };
}

/** A scripted JSON reply. */
export const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);
