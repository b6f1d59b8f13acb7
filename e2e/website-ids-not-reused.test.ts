// Decision 0030: an old link never shows another record. Staff delete the newest announcement
// and publish another: the new one gets a new id, and the old address says "No data found".
// (Migration 014's test proves the same of every table on both engines.)
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './support/console';
import { launchBrowser, startSite, type RunningSite } from './support/server';
import { openPage, waitForHydration } from './support/website';

const ADMIN = { username: 'ids.admin', password: 'deodar-forest-2026-ids' };

let site: RunningSite;
let browser: Browser;
let token: string;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const csrf = (await (await fetch(`${site.api}/api/csrf/`)).json()) as { csrfToken: string };
  const res = await fetch(`${site.api}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Token ${token}` } : { 'X-CSRFToken': csrf.csrfToken, Cookie: `csrftoken=${csrf.csrfToken}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  await createAdmin(site, ADMIN.username, ADMIN.password);
  token = (await call<{ token: string }>('POST', '/api/login/', ADMIN)).token;
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('ids are never reused', () => {
  it('the address of a deleted newest announcement never shows the next one', async () => {
    const first = await call<{ id: number }>('POST', '/api/add_update/', { title: 'Notice soon deleted', text: 'Gone tomorrow.' });
    await call('DELETE', `/api/updates/${first.id}/`);
    const next = await call<{ id: number }>('POST', '/api/add_update/', { title: 'A different notice', text: 'Here to stay.' });
    expect(next.id).toBeGreaterThan(first.id);

    const { page, errors } = await openPage(browser, 360);
    await page.goto(`${site.web}/announcement/${first.id}`);
    await waitForHydration(page);
    await page.getByText('No data found').waitFor();
    expect(await page.getByText('A different notice').count()).toBe(0);
    await page.goto(`${site.web}/announcement/${next.id}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'A different notice' }).waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });
});
