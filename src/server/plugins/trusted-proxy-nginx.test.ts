// The API behind Debian's nginx with the configuration of docs/deploy.md, read from the guide
// itself (its site file with TLS, on a self-signed certificate, and its proxy snippet): with
// TRUST_PROXY=127.0.0.1 the site tells two clients apart by the address nginx saw, a client's
// forged X-Forwarded-For changes nothing, and it knows the request came over HTTPS; without it
// every client is nginx. Needs nginx and openssl (`apt-get install -y nginx`; .ci/run installs
// it): without them the test fails.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/api-harness';

const NGINX = '/usr/sbin/nginx';
const SNIPPET = '# /etc/nginx/snippets/hill-camps-proxy.conf';
const SITE = '# /etc/nginx/sites-available/hill-camps';

/** One of the guide's nginx blocks: the one that starts with its path. */
function guideBlock(first: string): string {
  const guide = fs.readFileSync(path.join(import.meta.dirname, '../../../docs/deploy.md'), 'utf8');
  const block = guide.split('```nginx\n').find((b) => b.startsWith(first));
  if (!block) throw new Error(`docs/deploy.md has no nginx block starting with "${first}"`);
  return block.slice(0, block.indexOf('```'));
}

/** Replaces every `from` in `text`, which must hold it (else the guide changed under this test). */
function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`docs/deploy.md's nginx site no longer has "${from}": update this test`);
  return text.replaceAll(from, to);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The port nginx serves a site on, over TLS (with the API's host name) or not. */
interface Front {
  port: number;
  tls: boolean;
}

/** A request to nginx from a client address of the loopback range. */
function request(front: Front, from: string, method: string, url: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const options = { host: '127.0.0.1', port: front.port, localAddress: from, method, path: url, agent: false };
    const tls = { servername: 'api.example.org', rejectUnauthorized: false, headers: { host: 'api.example.org', ...headers } };
    const send = front.tls ? https.request : http.request;
    const req = send({ ...options, ...(front.tls ? tls : { headers }) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const contact = JSON.stringify({
  name: 'Asha Rawat',
  email: 'asha@example.org',
  subject: 'Camp dates',
  message: 'When does the camp start?',
});

/** A contact form post through nginx from `from`, with a CSRF token fetched the same way. */
async function post(front: Front, from: string, extra: Record<string, string> = {}): Promise<number> {
  const csrf = await request(front, from, 'GET', '/api/csrf/');
  const token = (JSON.parse(csrf.body) as { csrfToken: string }).csrfToken;
  const res = await request(
    front,
    from,
    'POST',
    '/contact/',
    { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token, ...extra },
    contact,
  );
  return res.status;
}

describe('the API behind nginx, configured as docs/deploy.md says', () => {
  let trusting: Harness;
  let unset: Harness;
  let nginx: ChildProcess | undefined;
  let errors = '';
  /** The guide's site over TLS, its plain-HTTP redirect, and a bare proxy to the API without TRUST_PROXY. */
  const fronts = { tls: { port: 0, tls: true }, redirect: { port: 0, tls: false }, unset: { port: 0, tls: false } };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));

  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX}): apt-get install -y nginx (.ci/run installs it)`);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=example.org',
        '-keyout',
        path.join(folder, 'privkey.pem'),
        '-out',
        path.join(folder, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    trusting = await createHarness({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PUBLIC_FORMS: '1' });
    unset = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '1' });
    const api = {
      trusting: new URL(await trusting.app.listen({ host: '127.0.0.1', port: 0 })).host,
      unset: new URL(await unset.app.listen({ host: '127.0.0.1', port: 0 })).host,
    };
    for (const front of Object.values(fronts)) front.port = await freePort();
    fs.writeFileSync(path.join(folder, 'hill-camps-proxy.conf'), guideBlock(SNIPPET));
    let site = guideBlock(SITE);
    site = swap(site, 'server 127.0.0.1:8000;', `server ${api.trusting};`);
    site = swap(site, 'listen 80;', `listen 127.0.0.1:${fronts.redirect.port};`);
    site = swap(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${fronts.tls.port} ssl http2;`);
    site = swap(site, 'listen [::]:80;', '');
    site = swap(site, 'listen [::]:443 ssl http2;', '');
    site = swap(site, '/etc/letsencrypt/live/example.org/', `${folder}/`);
    site = swap(site, 'include snippets/hill-camps-proxy.conf;', `include ${folder}/hill-camps-proxy.conf;`);
    fs.writeFileSync(
      path.join(folder, 'nginx.conf'),
      `daemon off;
      worker_processes 1;
      pid ${folder}/nginx.pid;
      error_log ${folder}/error.log;
      events { worker_connections 64; }
      http {
        access_log off;
        client_body_temp_path ${folder}/body;
        proxy_temp_path ${folder}/proxy;
        fastcgi_temp_path ${folder}/fastcgi;
        uwsgi_temp_path ${folder}/uwsgi;
        scgi_temp_path ${folder}/scgi;
        ${site}
        upstream unset { server ${api.unset}; keepalive 4; }
        server {
          listen 127.0.0.1:${fronts.unset.port};
          location / { include ${folder}/hill-camps-proxy.conf; proxy_pass http://unset; }
        }
      }`,
    );
    nginx = spawn(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-e', path.join(folder, 'error.log')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk) => (errors += chunk));
    // Listening once a request gets through.
    for (let i = 0; ; i++) {
      const up = await request(fronts.tls, '127.0.0.1', 'GET', '/healthz').catch(() => null);
      if (up?.status === 200) break;
      if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await trusting?.close();
    await unset?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('with TRUST_PROXY=127.0.0.1, limits each client by its own address, whatever X-Forwarded-For it forges', async () => {
    expect(await post(fronts.tls, '127.0.0.2')).toBe(201);
    expect(await post(fronts.tls, '127.0.0.2')).toBe(429);
    expect(await post(fronts.tls, '127.0.0.2', { 'x-forwarded-for': '198.51.100.9' })).toBe(429);
    // Another client behind the same nginx has its own allowance.
    expect(await post(fronts.tls, '127.0.0.3')).toBe(201);
    expect(await trusting.count('contact_messages')).toBe(2);
  });

  it('knows the request came over HTTPS (it sends HSTS), and plain HTTP is redirected to HTTPS', async () => {
    const secure = await request(fronts.tls, '127.0.0.2', 'GET', '/healthz');
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const plain = await request(fronts.redirect, '127.0.0.2', 'GET', '/api/gallery/?page=2', { host: 'api.example.org' });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://api.example.org/api/gallery/?page=2');
  });

  it('without TRUST_PROXY, every client is nginx: the second client is refused (why the guide sets it)', async () => {
    expect(await post(fronts.unset, '127.0.0.4')).toBe(201);
    expect(await post(fronts.unset, '127.0.0.5')).toBe(429);
    expect((await request(fronts.unset, '127.0.0.4', 'GET', '/healthz')).headers['strict-transport-security']).toBeUndefined();
  });
});
