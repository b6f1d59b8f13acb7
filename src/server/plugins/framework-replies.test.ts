// The replies the framework makes before our routes and hooks run, on both servers, over a real
// socket (the API's behind its reply-cache front door, as it runs): the error shape and the
// security headers on every one.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app';
import { createHarness, type Harness } from '../test-support/api-harness';
import { buildWebServer } from '../web/web-server';

let h: Harness;
let api: FastifyInstance;
let web: FastifyInstance;
const origin = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { port: address.port, url: `http://127.0.0.1:${address.port}` };
};

beforeAll(async () => {
  h = await createHarness();
  api = await buildApi(h.config, { db: h.db, logger: false, replyCacheMs: 1000 });
  web = await buildWebServer(h.config, false, { api });
  await api.listen({ port: 0, host: '127.0.0.1' });
  await web.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await web.close();
  await api.close();
  await h.close();
});

function expectErrorReply(status: number, headers: Record<string, string>, body: string, error: string) {
  expect(status).toBe(400);
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(body)).toEqual({ error });
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe.each([
  ['the API', () => api],
  ['the website', () => web],
])('framework replies of %s', (_name, server) => {
  it.each(['/%3Cscript%3E%', '/api/events/%E0%A4%A/', '/%'])(
    'a URL that cannot be decoded (%s) answers 400 in the error shape with the headers',
    async (path) => {
      const res = await fetch(`${origin(server()).url}${path}`, { redirect: 'manual' });
      expectErrorReply(res.status, Object.fromEntries(res.headers), await res.text(), 'The request is not valid.');
    },
  );

  it('a request that is not valid HTTP answers 400 in the error shape with the headers', async () => {
    const res = await raw(origin(server()).port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expectErrorReply(res.status, res.headers, res.body, 'The request is not valid.');
  });
});

describe('framework replies through app.inject', () => {
  it('a URL that cannot be decoded', async () => {
    const res = await h.inject({ method: 'GET', url: '/%3Cscript%3E%' });
    expectErrorReply(res.statusCode, res.headers as Record<string, string>, res.body, 'The request is not valid.');
  });
});
