// The admit card page the parent's message links to (decisions 0035 and 0041), with
// JavaScript turned off on a 360 px phone, in English and Hindi: a wrong date of birth shows the
// one sentence with what was typed kept; the right one shows the card with its roll number, and
// "Download the PDF" (a plain post) gives the PDF.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteApi } from './support/api';
import { admitCardTexts, downloadAdmitCardPdf, newPhone, openAdmitCard, shortlistAndIssueCards } from './support/student-applicant';
import { openCycleWithCentre } from './support/student-cycle';
import { axeViolations } from './support/console';
import { launchBrowser, type RunningSite, startSite } from './support/server';

const ADMIN = { username: 'admit.admin', password: 'kafal-tree-2026-cards' };
const DOB = '2008-03-09';
const PLACE = { cycle: 'Cards', code: 'AC27', centre: 'GIC Munsiyari', address: 'Bazaar', seats: 5 };
let site: RunningSite;
let browser: Browser;
const contexts: BrowserContext[] = [];
const api = siteApi(() => site);
const cards: { number: string; roll: string }[] = [];

/** An 18-year-old who consents for herself, submitted at once; the parent's messages in `language`. */
function applicant(i: number, language: 'en' | 'hi', centre: number) {
  return {
    ...{ action: 'submit', language, self_consent: 'on', full_name: `Kavya Rawat ${i}`, date_of_birth: DOB, gender: 'female' },
    ...{ class: '12', stream: 'pcm', school_name: 'GIC Munsiyari', school_type: 'government', board: 'ubse' },
    ...{ district: 'Pithoragarh', block: 'Munsiyari', village: 'Munsiyari', centre: String(centre), paper_language: 'hi' },
    ...{ parent_name: 'Mohan Rawat', parent_relationship: 'father', parent_mobile: `98765111${i}${i}`, heard_from: 'school' },
  };
}

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  const { token, cycle, centre } = await openCycleWithCentre(site, api, ADMIN, PLACE);
  for (const [i, language] of (['en', 'hi'] as const).entries()) {
    await api('POST', '/api/student-applications/', applicant(i, language, centre.id));
  }
  cards.push(...(await shortlistAndIssueCards(api, token, cycle.id)));
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await site?.stop();
});

/** A fresh phone, with JavaScript turned off unless `js`. */
const plainPage = (js = false) => newPhone(browser, js, contexts);

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

for (const [lang, prefix, js] of [
  ['en', '', false],
  ['hi', '/hi', false],
  ['en', '', true],
] as const) {
  it(`opens the admit card and its PDF ${js ? 'with' : 'without'} JavaScript (${lang})`, async () => {
    const card = cards[lang === 'en' ? 0 : 1]!;
    const t = admitCardTexts(lang);
    const page = await plainPage(js);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
    });
    // With JavaScript the form asks the API itself once the page's script has run.
    await page.goto(`${site.web}${prefix}/apply/admit-card`, { waitUntil: js ? 'networkidle' : 'load' });
    await openAdmitCard(page, { lang, js, number: card.number, dateOfBirth: '2008-03-10' });
    await page.getByText(t.failed).waitFor();
    expect(await page.getByRole('button', { name: t.pdf }).isVisible()).toBe(false);
    expect(await page.getByLabel(t.number).inputValue()).toBe(card.number);
    expect(await page.getByLabel(t.dateOfBirth).inputValue()).toBe('2008-03-10');
    expect(await page.getByText(card.roll).count()).toBe(0);
    expect(await plainAxe(page)).toEqual([]);

    await openAdmitCard(page, { lang, js, number: card.number, dateOfBirth: DOB });
    await page.getByText(card.roll).waitFor();
    // With JavaScript the page asked the API; without, it posted to itself.
    expect(posts.every((p) => p === (js ? '/api/student-applications/admit-card/' : `${prefix}/apply/admit-card`))).toBe(true);
    expect(await page.getByText(t.failed).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await plainAxe(page)).toEqual([]);

    const pdf = await downloadAdmitCardPdf(page, lang);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
}
