// The trust's content is what staff keep (decision 0013): a change through the staff API shows in the
// server-rendered HTML of the public pages within the cache window (≤ 6 s), with no restart and no
// rebuild; lists of any length render (one testimonial, seven trustees, none at all: the section
// goes), and the donation form's provider follows the settings into the page's policy.
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { htmlText, openHydrated, waitForHydration } from './support/website';

const ADMIN = { username: 'content.admin', password: 'deodar-forest-2026-trail' };
/** The reply cache (1 s) and the page cache (5 s), and a little for the machine. */
const WINDOW_MS = 6000;

let site: RunningSite;
let browser: Browser;
let token: string;

async function staff<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${site.api}${path}`, {
    method,
    headers: { Authorization: `Token ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

/** Fetches the page until its HTML passes `check`; the milliseconds that took. */
async function untilPage(path: string, check: (html: string, res: Response) => boolean): Promise<number> {
  const start = Date.now();
  for (;;) {
    const res = await fetch(site.web + path);
    const html = await res.text();
    if (check(html, res)) return Date.now() - start;
    if (Date.now() - start > WINDOW_MS + 4000) throw new Error(`${path} did not change:\n${htmlText(html).slice(0, 2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

withSiteAndBrowser((started) => ({ site, browser } = started));
beforeAll(async () => {
  await createAdmin(site, ADMIN.username, ADMIN.password);
  const csrf = (await (await fetch(`${site.api}/api/csrf/`)).json()) as { csrfToken: string };
  const login = await fetch(`${site.api}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf.csrfToken, Cookie: `csrftoken=${csrf.csrfToken}` },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
}, 200_000);

describe('the trust content on the public pages', () => {
  it('starts with the demo sample content', async () => {
    const home = htmlText(await (await fetch(`${site.web}/`)).text());
    expect(home).toContain('Nelson Mandela');
    expect(home).toContain('Hill Camps Education Trust');
    const trustees = await (await fetch(`${site.web}/trustees`)).text();
    expect(trustees.match(/class="trustee"/g)).toHaveLength(5);
  });

  it('shows changed settings in the server HTML within the cache window, without a restart', async () => {
    await staff('PUT', '/api/content/settings/', {
      name: 'Kumaon Learning Trust',
      quote: 'Learning never exhausts the mind.',
      quote_author: 'Leonardo da Vinci',
      contact_address: 'Kumaon Learning Trust\nMall Road\nAlmora 263601',
    });
    const took = await untilPage('/', (html) => htmlText(html).includes('Leonardo da Vinci'));
    expect(took).toBeLessThanOrEqual(WINDOW_MS);
    const html = await (await fetch(`${site.web}/contact-us`)).text();
    expect(htmlText(html)).toContain('Almora 263601');
    expect(html).toMatch(/<title>Contact Us \| Kumaon Learning Trust<\/title>/);
    expect(html).toContain('"name":"Kumaon Learning Trust"');
  });

  it('renders one testimonial, seven trustees, and hides the volunteers section when it is empty', async () => {
    const testimonials = await staff<{ id: number }[]>('GET', '/api/content/testimonials/');
    for (const t of testimonials.slice(1)) await staff('DELETE', `/api/content/testimonials/${t.id}/`);
    const volunteers = await staff<{ id: number }[]>('GET', '/api/content/volunteer-experiences/');
    for (const v of volunteers) await staff('DELETE', `/api/content/volunteer-experiences/${v.id}/`);
    await staff('POST', '/api/content/trustees/', { name: 'Mr. B. Kandpal', points: ['Teacher'] });
    await staff('POST', '/api/content/trustees/', { name: 'Mrs. P. Dhami', title: 'Secretary' });
    const took = await untilPage('/trustees', (html) => (html.match(/class="trustee"/g) ?? []).length === 7);
    expect(took).toBeLessThanOrEqual(WINDOW_MS);
    expect(htmlText(await (await fetch(`${site.web}/trustees`)).text())).toContain('Secretary');

    await untilPage('/', (html) => !html.includes('id="home-volunteers"'));
    const { page, errors } = await openHydrated(browser, `${site.web}/`);
    const carousel = page.locator('section[aria-labelledby="home-testimonials"] .voice-card');
    expect(await carousel.count()).toBe(1);
    expect(await carousel.first().isVisible()).toBe(true);
    expect(await page.locator('#home-volunteers').count()).toBe(0);
    await page.goto(`${site.web}/teaching`);
    await waitForHydration(page);
    expect(await page.locator(`#volunteer-experience`).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('posts the donation to the provider in the settings, which the page policy allows', async () => {
    await staff('PUT', '/api/content/settings/', { donate_url: 'https://pay.example.net/donate', donate_business_id: 'KLT-7' });
    await untilPage('/get-involved?tab=donate', (_html, res) =>
      (res.headers.get('content-security-policy') ?? '').includes("form-action 'self' https://pay.example.net"),
    );
    const html = await (await fetch(`${site.web}/get-involved?tab=donate`)).text();
    expect(html).toContain('https://pay.example.net/donate');
  });
});
