// The website server's language routes (decision 0021): the switch that remembers a choice, the
// English home page that honours it, pages in each language with their own cache entries; and
// the key of the page cache's front door.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Render } from '../../web/ssr-contract';
import { loadConfig } from '../config';
import { chosenLang, pageReplyKey, registerPageRoute } from './site-routes';

let app: FastifyInstance;
const rendered: string[] = [];

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', WEB_ORIGIN: 'https://camps.example.org' });
  app = Fastify();
  // A renderer that says which URL it rendered, in which language (what entry-server does with /hi).
  const render: Render = async ({ url }) => {
    rendered.push(url);
    const path = new URL(url, 'http://x').pathname;
    const lang = path === '/hi' || path.startsWith('/hi/') ? 'hi' : 'en';
    const site = { name: 'Trust', shortName: '', tagline: '', description: '', email: '', phone: '', address: '', donateUrl: '' };
    return { kind: 'page', status: 200, html: `page ${url}`, title: 't', description: 'd', path, lang, module: 'm', data: '{}', site };
  };
  registerPageRoute(app, config, {
    loadRender: async () => render,
    fetcher: async () => new Response('[]'),
    cacheMs: 60_000,
    assemble: async (parts) => ({ html: `<html lang="${parts.lang ?? 'en'}"><head>${parts.head}</head>${parts.html}</html>` }),
  });
  await app.ready();
});
afterAll(async () => app?.close());

describe('language switch', () => {
  it('remembers the choice in a cookie and leads to the same page and query in that language', async () => {
    const res = await app.inject('/language/hi/for-students?tab=results&page=2');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hi/for-students?tab=results&page=2');
    expect(res.headers['set-cookie']).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leads back to English, the home page included', async () => {
    expect((await app.inject('/language/en/about-us')).headers.location).toBe('/about-us');
    expect((await app.inject('/language/en/')).headers.location).toBe('/');
    expect((await app.inject('/language/en')).headers.location).toBe('/');
    expect((await app.inject('/language/hi/')).headers.location).toBe('/hi');
    const fromHindi = await app.inject('/language/en/hi/announcement/1');
    expect(fromHindi.headers.location).toBe('/announcement/1');
    expect(fromHindi.headers['set-cookie']).toMatch(/^lang=en;/);
  });

  it('never leads off the site', async () => {
    for (const url of [
      '/language/en//evil.example/x',
      '/language/en/%2F%2Fevil.example',
      '/language/en/.//evil.example',
      '/language/en/\\evil.example',
    ]) {
      const location = (await app.inject(url)).headers.location as string;
      expect(location, url).toMatch(/^\/(?!\/|\\)/);
    }
  });

  it('refuses a language it does not have, setting nothing', async () => {
    const res = await app.inject('/language/fr/about-us');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the console in English', async () => {
    expect((await app.inject('/language/hi/login')).headers.location).toBe('/login');
  });
});

describe('a remembered choice', () => {
  it('takes a visitor who chose Hindi from the English home page to the Hindi one, uncached', async () => {
    const res = await app.inject({ url: '/?utm=x', headers: { cookie: 'csrftoken=abc; lang=hi' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hi?utm=x');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Cookie');
  });

  it('shows every other English page in English, and the home page to everyone else, saying it depends on the cookie', async () => {
    const page = await app.inject({ url: '/about-us', headers: { cookie: 'lang=hi' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.headers.vary).toBe('Accept-Encoding');
    for (const cookie of [undefined, 'lang=en', 'lang=xx']) {
      const home = await app.inject({ url: '/', headers: cookie ? { cookie } : {} });
      expect(home.statusCode, cookie).toBe(200);
      expect(home.headers.vary).toBe('Accept-Encoding, Cookie');
    }
  });

  it('reads the cookie among others', () => {
    expect(chosenLang('a=1; lang=hi; b=2')).toBe('hi');
    expect(chosenLang('lang=en')).toBe('en');
    expect(chosenLang('xlang=hi')).toBeNull();
    expect(chosenLang('lang=hindi')).toBeNull();
    expect(chosenLang(undefined)).toBeNull();
  });
});

describe('pages in two languages', () => {
  it('renders and caches each language under its own URL, with its html lang and alternates', async () => {
    rendered.length = 0;
    const hindi = await app.inject('/hi/teaching');
    const english = await app.inject('/teaching');
    await app.inject('/hi/teaching');
    expect(rendered).toEqual(['/hi/teaching', '/teaching']);
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('page /hi/teaching');
    expect(english.body).toContain('<html lang="en">');
    expect(hindi.body).toContain('<link rel="canonical" href="https://camps.example.org/hi/teaching">');
    expect(english.body).toContain('<link rel="canonical" href="https://camps.example.org/teaching">');
    for (const body of [hindi.body, english.body]) {
      expect(body).toContain('<link rel="alternate" hreflang="en" href="https://camps.example.org/teaching">');
      expect(body).toContain('<link rel="alternate" hreflang="hi" href="https://camps.example.org/hi/teaching">');
      expect(body).toContain('<link rel="alternate" hreflang="x-default" href="https://camps.example.org/teaching">');
    }
    expect(hindi.body).toContain('<meta property="og:locale" content="hi_IN">');
  });
});

describe('pageReplyKey (the front door of the page cache)', () => {
  const br = { 'accept-encoding': 'gzip, deflate, br' };
  it('keys a page by its URL, the encoding it gets and the forwarded protocol', () => {
    expect(pageReplyKey('/trustees', br)).toBe(pageReplyKey('/trustees', { 'accept-encoding': 'br' }));
    expect(pageReplyKey('/trustees', br)).not.toBe(pageReplyKey('/trustees', { 'accept-encoding': 'gzip' }));
    expect(pageReplyKey('/trustees', br)).not.toBe(pageReplyKey('/trustees', {}));
    expect(pageReplyKey('/trustees', br)).not.toBe(pageReplyKey('/trustees', { ...br, 'x-forwarded-proto': 'https' }));
    expect(pageReplyKey('/trustees', br)).not.toBe(pageReplyKey('/hi/trustees', br));
    expect(pageReplyKey('/about-us', { ...br, cookie: 'lang=hi' })).toBe(pageReplyKey('/about-us', br));
  });

  it.each([
    ['a revalidation', '/trustees', { 'if-none-match': '"abc-br"' }],
    ['the English home page for a visitor who chose Hindi', '/', { cookie: 'lang=hi' }],
    ['a success state', '/get-involved?sent=volunteer', {}],
    ['a partner interest', '/get-involved?interest=2', {}],
    ['a slot coordinator signed in without JavaScript', '/slot-coordinators', { cookie: 'slot_session=sc_x' }],
    ['a slot coordinator waiting for a code', '/hi/slot-coordinators', { cookie: 'a=1; slot_challenge=x' }],
  ])('hands %s to Fastify', (_what, url, headers) => {
    expect(pageReplyKey(url, { ...br, ...headers })).toBeNull();
  });
});
