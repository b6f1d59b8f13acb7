// A student's application walked through as its people walk it: the student fills /apply on a
// phone, the parent confirms on theirs with the code the `log` SMS provider wrote, staff shortlist
// and issue admit cards through the staff API, and the admit card page opens the card. Shared by
// the browser tests of the application pages, the admit card and the whole chain.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { studentApplications as en } from '../../src/shared/messages/en-student-applications';
import { studentPipeline } from '../../src/shared/messages/en-student-pipeline';
import { studentApplicationsHi as hi } from '../../src/shared/messages/hi-student-applications';
import { studentPipelineHi } from '../../src/shared/messages/hi-student-pipeline';
import { privacy } from '../../src/shared/messages/en-privacy';
import { privacyHi } from '../../src/shared/messages/hi-privacy';
import type { ApiCall } from './api';
import type { RunningSite } from './server';
import { codesFor, newCode } from './sms-codes';

export type Lang = 'en' | 'hi';
export const prefixOf = (lang: Lang) => (lang === 'hi' ? '/hi' : '');
export const applyTexts = (lang: Lang) => (lang === 'hi' ? hi : en);
export const admitCardTexts = (lang: Lang) => (lang === 'hi' ? studentPipelineHi : studentPipeline).admitCard;

/** A fresh 360 px phone that accepts downloads, JavaScript on or off; its context is added to `contexts` (to close). */
export async function newPhone(browser: Browser, js: boolean, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: js,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    acceptDownloads: true,
  });
  contexts.push(context);
  return context.newPage();
}

/** The application number shown in `locator` (cycle code, six digits, check character). */
export async function numberIn(locator: Locator): Promise<string> {
  const number = /[A-Z0-9]+-\d{6}[A-Y]/.exec((await locator.textContent()) ?? '')?.[0];
  if (!number) throw new Error(`no application number in "${await locator.textContent()}"`);
  return number;
}

export interface ApplicantFields {
  name: string;
  mobile: string;
  /** YYYY-MM-DD; a 15-year-old's when not given. */
  dateOfBirth?: string;
  studentClass?: string;
}

/** The form of /apply filled in as a student from Pithoragarh fills it (the first centre chosen). */
export async function fillApplyForm(page: Page, a: ApplicantFields): Promise<void> {
  const form = page.locator('#form-apply');
  const field = (n: string) => form.locator(`[name="${n}"]`);
  const typed = { full_name: a.name, date_of_birth: a.dateOfBirth ?? '2011-03-04', school_name: 'GIC Munsiyari', district: 'Pithoragarh' };
  const more = { block: 'Munsiyari', village: 'Darkot', parent_name: 'Mohan Rawat', parent_mobile: a.mobile };
  for (const [n, value] of Object.entries({ ...typed, ...more })) await field(n).fill(value);
  const chosen = { gender: 'female', class: a.studentClass ?? '10', school_type: 'government', board: 'ubse', paper_language: 'hi' };
  for (const [n, value] of Object.entries({ ...chosen, parent_relationship: 'father', heard_from: 'school' }))
    await field(n).selectOption(value);
  await field('centre').selectOption({ index: 1 });
}

/** A date of birth that makes the student `years` old today (and some months), YYYY-MM-DD. */
export function bornYearsAgo(years: number): string {
  const day = new Date(Date.now() - 100 * 86_400_000);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

/**
 * The parent, on their own phone (`page`), opens the link of the SMS in `lang`, asks for the code,
 * reads it from the site's log, declares and confirms with SMS alerts ticked; resolves once the
 * page says the application is submitted.
 */
export async function parentConfirms(
  page: Page,
  site: RunningSite,
  p: { lang: Lang; number: string; mobile: string; parentName: string; hydrated?: () => Promise<void> },
): Promise<void> {
  const c = applyTexts(p.lang).consent;
  await page.goto(`${site.web}${prefixOf(p.lang)}/apply/consent?number=${p.number}`);
  await p.hydrated?.();
  const before = codesFor(site, `+91${p.mobile}`).length;
  await page.getByRole('button', { name: c.sendCode }).click();
  const code = await newCode(site, `+91${p.mobile}`, before);
  // The notice, in the parent's language, before the declaration.
  await page.getByRole('heading', { name: (p.lang === 'hi' ? privacyHi : privacy).noticeTitle }).waitFor();
  const form = page.locator('#form-apply-consent');
  await form.locator('[name="parent_name"]').fill(p.parentName);
  await form.locator('[name="parent_relationship"]').selectOption('mother');
  await form.locator('[name="adult"]').check();
  await form.locator('[name="consent_sms_alerts"]').check();
  await form.locator('[name="code"]').fill(code);
  await page.getByRole('button', { name: c.confirm }).click();
  await page
    .getByRole('status')
    .filter({ hasText: c.done.replace('{number}', p.number) })
    .waitFor();
}

/** Staff shortlist the applications of a cycle (all, or `only` these numbers) and issue their admit cards. */
export async function shortlistAndIssueCards(api: ApiCall, token: string, cycleId: number, only?: string[]) {
  const { rows } = await api<{ rows: { id: number; number: string }[] }>(
    'GET',
    `/api/student-applications/pipeline/?cycle_id=${cycleId}`,
    undefined,
    token,
  );
  const ids = rows.filter((r) => !only || only.includes(r.number)).map((r) => r.id);
  await api('POST', '/api/student-applications/pipeline/status/', { ids, status: 'shortlisted' }, token);
  const issued = await api<{ cards: { number: string; roll_number: string }[] }>(
    'POST',
    '/api/student-applications/pipeline/admit-cards/',
    { ids },
    token,
  );
  return issued.cards.map((c) => ({ number: c.number, roll: c.roll_number }));
}

/**
 * Types a number and date of birth on the admit card page (already open) and presses "Open":
 * with JavaScript the page asks the API itself; without, the form posts and the page reloads.
 */
export async function openAdmitCard(page: Page, p: { lang: Lang; js: boolean; number: string; dateOfBirth: string }) {
  const t = admitCardTexts(p.lang);
  await page.getByLabel(t.number).fill(p.number);
  await page.getByLabel(t.dateOfBirth).fill(p.dateOfBirth);
  const button = page.getByRole('button', { name: t.open });
  await (p.js ? button.click() : Promise.all([page.waitForNavigation(), button.click()]));
}

/** The PDF that "Download the PDF" gives, as bytes (the context must accept downloads). */
export async function downloadAdmitCardPdf(page: Page, lang: Lang): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: admitCardTexts(lang).pdf }).click(),
  ]);
  return readFile((await download.path()) as string);
}
