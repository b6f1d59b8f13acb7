// The admit card page the parent's message links to (issue 25 item 7, decision 0041), with
// JavaScript turned off on a 360 px phone, in English and Hindi: a wrong date of birth shows the
// one sentence with what was typed kept; the right one shows the card with its roll number, and
// "Download the PDF" (a plain post) gives the PDF.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { studentPipeline } from '../src/shared/messages/en-student-pipeline';
import { studentPipelineHi } from '../src/shared/messages/hi-student-pipeline';
import { siteApi } from './support/api';
import { axeViolations, createAdmin } from './support/console';
import { launchBrowser, type RunningSite, startSite } from './support/server';

const ADMIN = { username: 'admit.admin', password: 'kafal-tree-2026-cards' };
const DAY = 86_400_000;
const DOB = '2008-03-09';
let site: RunningSite;
let browser: Browser;
const contexts: BrowserContext[] = [];
const api = siteApi(() => site);
const cards: { number: string; roll: string }[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  await createAdmin(site, ADMIN.username, ADMIN.password);
  const token = (await api<{ token: string }>('POST', '/api/login/', ADMIN)).token;
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const window = { opens_at: at(-1), closes_at: at(7), classes: [11, 12], streams: ['pcm'] };
  const cycle = await api<{ id: number }>('POST', '/api/student-applications/cycles/', { name: 'Cards', code: 'AC27', ...window }, token);
  const place = { name: 'GIC Munsiyari', address: 'Bazaar', district: 'Pithoragarh', test_at: at(14), seats: 5, paper_language: 'hi' };
  const centre = await api<{ id: number }>('POST', '/api/student-applications/centres/', { cycle: cycle.id, ...place }, token);
  for (const [i, language] of (['en', 'hi'] as const).entries()) {
    const student = { full_name: `Kavya Rawat ${i}`, date_of_birth: DOB, gender: 'female', class: '12', stream: 'pcm', self_consent: 'on' };
    const school = { school_name: 'GIC Munsiyari', school_type: 'government', board: 'ubse', district: 'Pithoragarh', block: 'Munsiyari' };
    const parent = { parent_name: 'Mohan Rawat', parent_relationship: 'father', parent_mobile: `98765111${i}${i}`, heard_from: 'school' };
    const rest = { action: 'submit', language, village: 'Munsiyari', centre: String(centre.id), paper_language: 'hi' };
    await api('POST', '/api/student-applications/', { ...student, ...school, ...parent, ...rest });
  }
  const { rows } = await api<{ rows: { id: number; number: string }[] }>(
    'GET',
    `/api/student-applications/pipeline/?cycle_id=${cycle.id}`,
    undefined,
    token,
  );
  const ids = rows.map((r) => r.id);
  await api('POST', '/api/student-applications/pipeline/status/', { ids, status: 'shortlisted' }, token);
  const issued = await api<{ cards: { number: string; roll_number: string }[] }>(
    'POST',
    '/api/student-applications/pipeline/admit-cards/',
    { ids },
    token,
  );
  cards.push(...issued.cards.map((c) => ({ number: c.number, roll: c.roll_number })));
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await site?.stop();
});

/** A fresh phone with JavaScript turned off. */
async function plainPage(): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    acceptDownloads: true,
  });
  contexts.push(context);
  return context.newPage();
}

/** axe on the page's HTML in a context that lets it run. */
async function plainAxe(page: Page): Promise<string[]> {
  const html = await page.content();
  const url = page.url();
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  contexts.push(context);
  const copy = await context.newPage();
  await copy.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await copy.goto(url);
  return axeViolations(copy);
}

for (const [lang, t, prefix] of [
  ['en', studentPipeline.admitCard, ''],
  ['hi', studentPipelineHi.admitCard, '/hi'],
] as const) {
  it(`opens the admit card and its PDF without JavaScript (${lang})`, async () => {
    const card = cards[lang === 'en' ? 0 : 1]!;
    const page = await plainPage();
    await page.goto(`${site.web}${prefix}/apply/admit-card`);
    await page.getByLabel(t.number).fill(card.number);
    await page.getByLabel(t.dateOfBirth).fill('2008-03-10');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: t.open }).click()]);
    await page.getByText(t.failed).waitFor();
    expect(await page.getByLabel(t.number).inputValue()).toBe(card.number);
    expect(await page.getByLabel(t.dateOfBirth).inputValue()).toBe('2008-03-10');
    expect(await page.getByText(card.roll).count()).toBe(0);
    expect(await plainAxe(page)).toEqual([]);

    await page.getByLabel(t.dateOfBirth).fill(DOB);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: t.open }).click()]);
    await page.getByText(card.roll).waitFor();
    expect(await page.getByText(t.failed).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await plainAxe(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.pdf }).click()]);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
}
