// One student's application from start to end, in Chromium on a 360 px phone, in English and in
// Hindi, with JavaScript on and off (decision 0035): a 15-year-old applies on /apply → the parent
// confirms on their own phone with the code the `log` SMS provider wrote → submitted → staff
// shortlist and issue the admit card (staff API) → the admit card's page and PDF open with the
// number and date of birth → the PDF, drawn to a PNG by poppler, carries the Hindi name: its text
// reads back, and the name's drawn width is the width Chromium's own shaping (HarfBuzz) gives it
// with the same font, not the width of the same letters unshaped → the status page by number and
// date of birth says the admit card is ready.
// STUDENT_CHAIN_PNG_DIR names a folder to keep the PNGs in, to look at them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteApi } from './support/api';
import { launchBrowser, type RunningSite, startSite } from './support/server';
import {
  admitCardTexts,
  applyTexts,
  bornYearsAgo,
  downloadAdmitCardPdf,
  fillApplyForm,
  newPhone,
  type Lang,
  numberIn,
  openAdmitCard,
  parentConfirms,
  prefixOf,
  shortlistAndIssueCards,
} from './support/student-applicant';
import { openCycleWithCentre } from './support/student-cycle';
import { storedRows } from './support/stored-rows';
import { waitForHydration } from './support/website';

const run = promisify(execFile);
const ADMIN = { username: 'chain.admin', password: 'buransh-bloom-2026-chain' };
const PLACE = { cycle: 'Chain', code: 'CH27', centre: 'GIC Munsiyari', address: 'Bazaar', seats: 10, classes: [9, 10, 11, 12] };
const FONT = path.resolve(import.meta.dirname, '../src/server/documents/fonts/NotoSansDevanagari-Bold.subset.ttf');
/** The PDF prints the student's name in this font, at this size (points). */
const NAME_SIZE = 14;
const DOB = bornYearsAgo(15);
const pngDir = process.env.STUDENT_CHAIN_PNG_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'student-chain-'));

let site: RunningSite;
let browser: Browser;
let admin: { token: string; cycleId: number };
const contexts: BrowserContext[] = [];
const api = siteApi(() => site);

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ LOG_LEVEL: 'info', SMS_PROVIDER: 'log' }), launchBrowser()]);
  const { token, cycle } = await openCycleWithCentre(site, api, ADMIN, PLACE);
  admin = { token, cycleId: cycle.id };
  fs.mkdirSync(pngDir, { recursive: true });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await site?.stop();
  if (!process.env.STUDENT_CHAIN_PNG_DIR) fs.rmSync(pngDir, { recursive: true, force: true });
});

/** A phone of its own (student's, parent's), with JavaScript on or off. */
const phone = (js: boolean) => newPhone(browser, js, contexts);

/** Where the PDF drew `text`: the width in points of the words pdftotext found for it. */
async function drawnWidth(file: string, text: string): Promise<number> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-bbox-layout', file, '-']);
  const line = [...stdout.matchAll(/<line xMin="([\d.]+)"[^>]*xMax="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g)].find(
    (m) => [...m[3]!.matchAll(/>([^<]+)<\/word>/g)].map((w) => w[1]).join(' ') === text,
  );
  if (!line) throw new Error(`"${text}" is not a line of the PDF`);
  return Number(line[2]) - Number(line[1]);
}

/** Chromium's width of `text` in the PDF's font at the PDF's size: shaped, and with every letter kept apart (ZWNJ). */
async function chromiumWidths(text: string): Promise<{ shaped: number; unshaped: number }> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const font = fs.readFileSync(FONT).toString('base64');
  const apart = [...text].join('\u200c');
  await page.setContent(
    `<style>@font-face{font-family:Card;src:url(data:font/ttf;base64,${font})}span{font:${NAME_SIZE}px Card;white-space:pre}</style>` +
      `<span id="shaped">${text}</span><br><span id="apart">${apart}</span>`,
  );
  await page.evaluate(() => document.fonts.ready);
  const width = (id: string) => page.locator(`#${id}`).evaluate((e) => e.getBoundingClientRect().width);
  return { shaped: await width('shaped'), unshaped: await width('apart') };
}

/** The PDF is a PDF, reads back the name, roll and number, draws to a PNG, and draws the name shaped. */
async function checkPdf(pdf: Buffer, name: string, roll: string, number: string, label: string) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeLessThanOrEqual(100 * 1024);
  const file = path.join(pngDir, `${label}.pdf`);
  fs.writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  const text = stdout.replace(/\s+/g, ' ');
  for (const s of [name, roll, number]) expect(text).toContain(s);
  await run('pdftoppm', ['-r', '150', '-png', '-singlefile', '-f', '1', '-l', '1', file, path.join(pngDir, label)]);
  const png = await sharp(path.join(pngDir, `${label}.png`))
    .greyscale()
    .stats();
  // Paper with dark text on it: mostly white, some black.
  expect(png.channels[0]!.mean).toBeGreaterThan(200);
  expect(png.channels[0]!.min).toBeLessThan(60);
  const drawn = await drawnWidth(file, name);
  const chromium = await chromiumWidths(name);
  expect(Math.abs(drawn - chromium.shaped) / chromium.shaped, `drawn ${drawn} pt, Chromium ${chromium.shaped} px`).toBeLessThan(0.01);
  expect(Math.abs(drawn - chromium.unshaped) / chromium.unshaped).toBeGreaterThan(0.25);
}

const variants: { lang: Lang; js: boolean; name: string; mobile: string }[] = [
  { lang: 'hi', js: false, name: 'प्रियंका क्षत्रिय', mobile: '9811200001' },
  { lang: 'en', js: true, name: 'कृष्णा श्रीवास्तव', mobile: '9811200002' },
  { lang: 'hi', js: true, name: 'स्मृति द्विवेदी', mobile: '9811200003' },
  { lang: 'en', js: false, name: 'हर्षित त्रिपाठी', mobile: '9811200004' },
];

for (const { lang, js, name, mobile } of variants) {
  it(`takes a 15-year-old from /apply to the admit card and the status page, ${lang === 'hi' ? 'Hindi' : 'English'}, JavaScript ${js ? 'on' : 'off'}`, async () => {
    const t = applyTexts(lang);
    const prefix = prefixOf(lang);
    const hydrated = js ? (p: Page) => waitForHydration(p) : async () => {};

    // The student applies on their phone: the application waits for a parent.
    const student = await phone(js);
    await student.goto(`${site.web}${prefix}/apply`);
    await hydrated(student);
    await fillApplyForm(student, { name, mobile, dateOfBirth: DOB });
    await student.getByRole('button', { name: t.submit }).click();
    const saved = student.getByRole('status').filter({ hasText: /CH27-\d{6}[A-Y]/ });
    const number = await numberIn(saved);
    const row = () => storedRows(site, 'student_applications').find((r) => r.number === number)!;
    expect(row()).toMatchObject({ status: 'pending_consent', full_name: name, language: lang, date_of_birth: DOB });

    // The parent confirms on theirs, with the code of the SMS.
    const parent = await phone(js);
    await parentConfirms(parent, site, { lang, number, mobile, parentName: 'गीता देवी', hydrated: () => hydrated(parent) });
    expect(row()).toMatchObject({ status: 'submitted', consent_by: 'parent' });

    // Staff shortlist it and issue its admit card.
    const [card] = await shortlistAndIssueCards(api, admin.token, admin.cycleId, [number]);
    expect(card?.number).toBe(number);
    expect(row()).toMatchObject({ status: 'admit_card_issued' });

    // The admit card: the page, then its PDF.
    const a = admitCardTexts(lang);
    await student.goto(`${site.web}${prefix}/apply/admit-card`, { waitUntil: js ? 'networkidle' : 'load' });
    await openAdmitCard(student, { lang, js, number, dateOfBirth: DOB });
    await student.getByText(card!.roll).waitFor();
    await student.getByText(name).first().waitFor();
    expect(await student.getByText(a.failed).count()).toBe(0);
    const label = `${lang}-js-${js ? 'on' : 'off'}`;
    await checkPdf(await downloadAdmitCardPdf(student, lang), name, card!.roll, number, label);

    // The status page, by number and date of birth.
    await student.goto(`${site.web}${prefix}/apply/status?number=${number}`);
    await hydrated(student);
    const form = student.locator('#form-apply-status');
    expect(await form.locator('[name="number"]').inputValue()).toBe(number);
    await form.locator('[name="date_of_birth"]').fill(DOB);
    await student.getByRole('button', { name: t.status.check }).click();
    await student.getByRole('status').filter({ hasText: t.status.states.admit_card_issued }).waitFor();
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
