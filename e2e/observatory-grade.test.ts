// Both servers as deployed behind a TLS-terminating proxy on the same host (TRUST_PROXY=loopback,
// https public origins): their main responses, requested through the proxy, score A+ (100 or
// more) on Mozilla HTTP Observatory's grading (support/observatory.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeResponse } from './support/observatory';
import { type RunningSite, startSite } from './support/server';

const WEB_ORIGIN = 'https://www.hillcamps.example';
const API_ORIGIN = 'https://api.hillcamps.example';
const PROBE_ORIGIN = 'https://http-observatory.security.mozilla.org';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: 'loopback', WEB_ORIGIN, PUBLIC_API_URL: API_ORIGIN });
});
afterAll(() => site?.stop());

/** A GET as the proxy forwards it: the client's address and the https it was received over. */
async function throughProxy(base: string, path: string) {
  const res = await fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9', origin: PROBE_ORIGIN },
  });
  return { status: res.status, headers: res.headers, body: await res.text(), probeOrigin: PROBE_ORIGIN };
}

describe('HTTP Observatory grade over https through the proxy', () => {
  it.each([
    ['the website’s home page', () => site.web, '/', WEB_ORIGIN],
    ['the staff console’s page', () => site.web, '/login', WEB_ORIGIN],
    ['the API’s root', () => site.api, '/', API_ORIGIN],
    ['the API’s CSRF call (it sets the cookie)', () => site.api, '/api/csrf/', API_ORIGIN],
    ['an API list', () => site.api, '/announcements/', API_ORIGIN],
  ])('%s scores A+', async (_name, base, path, origin) => {
    const response = await throughProxy(base(), path);
    const grade = gradeResponse(response, origin);
    expect(grade.tests.hsts).toBe('hsts-implemented-max-age-at-least-six-months (+0)');
    expect(grade.score, JSON.stringify(grade.tests, null, 2)).toBeGreaterThanOrEqual(100);
  });

  it('an unknown address redirects home on the same origin (never to http) and scores A+', async () => {
    const response = await throughProxy(site.web, '/no-such-page');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const grade = gradeResponse(response, WEB_ORIGIN);
    expect(grade.tests.redirection).toBe('redirection-to-https (+0)');
    expect(grade.score, JSON.stringify(grade.tests, null, 2)).toBeGreaterThanOrEqual(100);
  });

  it('the csrftoken cookie is Secure, SameSite and not readable by other sites', async () => {
    const response = await throughProxy(site.api, '/api/csrf/');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^csrftoken=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(gradeResponse(response, API_ORIGIN).tests.cookies).toBe('cookies-secure-with-httponly-sessions-and-samesite (+5)');
  });

  it('the API never lets the probe’s origin read with credentials', async () => {
    const response = await throughProxy(site.api, '/announcements/');
    expect(response.headers.get('access-control-allow-origin')).not.toBe(PROBE_ORIGIN);
    expect(response.headers.get('access-control-allow-origin')).not.toBe('*');
  });
});
