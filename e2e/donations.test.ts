// Donations the way people in India give (decision 0037), in Chromium on a 360 px phone with
// JavaScript on and off: the declaration comes before any payment option; the UPI QR code the page
// shows, decoded here with a QR library (jsQR), is exactly the upi://pay link for the donation; the
// donor reports the UTR; staff import the bank statement and exactly one receipt arrives at a local
// SMTP server, a second import sends nothing, a correction sends the new receipt naming the old;
// above ₹1,00,000 the bank account shows instead; a foreign citizen is shown no payment option;
// Hindi; the donor's statement behind a one-time code e-mailed to them.
import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, SmtpTestServer, waitFor } from '../src/server/test-support/smtp-test-server';
import { siteApi } from './support/api';
import { gzipBytes, readManifest, routeFiles, WEB_DIST } from './support/bundle-budget';
import { axeViolations, createAdmin } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { storedRows } from './support/stored-rows';
import { waitForHydration } from './support/website';

const ADMIN = { username: 'donations.admin', password: 'deodar-forest-2026-give' };
const SETTINGS = {
  upi_id: 'hillcamps.trust@sbi',
  payee_name: 'Hill Camps Trust',
  bank_details: 'State Bank of India, Dharchula\nA/c 00000012345678, IFSC SBIN0000001',
};

let site: RunningSite;
let browser: Browser;
let adminToken: string;
let smtp: SmtpTestServer;
const contexts: BrowserContext[] = [];
const api = siteApi(() => site);
const smtpPort = await freePort();

withSiteAndBrowser((started) => ({ site, browser } = started), {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Hill camps <camps@example.org>',
  MAIL_POLL_MS: '50',
});
beforeAll(async () => {
  smtp = await SmtpTestServer.start(smtpPort);
  await createAdmin(site, ADMIN.username, ADMIN.password);
  adminToken = (await api<{ token: string }>('POST', '/api/login/', ADMIN)).token;
  await api('PUT', '/api/donations/settings/', SETTINGS, adminToken);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await smtp?.stop();
});

async function phone(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 780 }, isMobile: true });
  contexts.push(context);
  return context.newPage();
}

/** The text of the QR code an image shows: its screenshot drawn on a canvas in a page of its own, decoded by jsQR. */
async function decodeQr(image: Locator): Promise<string | null> {
  // In the middle of the screen: the sticky header covers the top.
  await image.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const png = await image.screenshot();
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const pixels = await page.evaluate(
    async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, rgba: Array.from(data.data) };
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data ?? null;
}

const expectedLink = (reference: string, amount: string) =>
  `upi://pay?pa=hillcamps.trust@sbi&pn=Hill%20Camps%20Trust&tr=${reference}&tn=Donation%20${reference}&am=${amount}&cu=INR`;

/** Step 1 with the amount and, when given, the declaration; Continue (a plain post when scripts are off). */
async function startDonation(page: Page, js: boolean, amount: string, declaration: RegExp | null, prefix = '') {
  await page.goto(`${site.web}${prefix}/get-involved?tab=donate`);
  if (js) await waitForHydration(page);
  await page.locator('#donation-amount').fill(amount);
  if (declaration) await page.getByLabel(declaration).check();
  const next = page.locator('#form-donate button[type="submit"]').last();
  if (js) await next.click();
  else await Promise.all([page.waitForNavigation(), next.click()]);
}

/** "I have paid" on step 2: the UTR and the donor's details, sent; its success line. */
async function reportPaid(page: Page, js: boolean, utr: string) {
  const form = page.locator('#form-donate-paid');
  await form.getByLabel('UPI reference (UTR, 12 digits)').fill(utr);
  await form.getByLabel('Date of payment').fill('2026-07-14');
  await form.getByLabel('Your name as on your PAN card').fill('Meera Joshi');
  await form.getByLabel('Your address').fill('Ward 4, Dharchula, Pithoragarh 262545');
  await form.getByLabel('PAN (optional)').fill('ABCDE1234F');
  await form.getByLabel('Email').fill('meera@example.org');
  await form.getByLabel('I am 18 or older').check();
  const send = form.getByRole('button', { name: 'Send', exact: true });
  if (js) await send.click();
  else await Promise.all([page.waitForNavigation(), send.click()]);
  await page
    .getByText('Thank you! We will send your receipt once the payment shows in our bank statement.')
    .waitFor({ timeout: 10_000 })
    .catch(async (error) => {
      if (process.env.DONATION_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.DONATION_SCREENSHOTS}/report-failed.png`, fullPage: true });
      throw error;
    });
}

const MAPPING = { utr: 'Narration', amount: 'Credit', date: 'Txn Date', date_format: 'DD/MM/YYYY' };
type Imported = { verified: { reference: string; receipt: string }[]; already_verified: number };

/** Staff import a statement with the payment's line (through the staff API; the console screen calls the same). */
const importStatement = (utr: string) =>
  api<Imported>(
    'POST',
    '/api/donations/statements/',
    { bank: 'SBI Dharchula', mapping: MAPPING, csv: `Txn Date,Narration,Credit\n14/07/2026,UPI/${utr}/MEERA JOSHI,1500.00\n` },
    adminToken,
  );

/** The receipts the SMTP server received, by their subject's number. */
const receiptMails = () => smtp.received.filter((m) => m.subject.startsWith('Your donation receipt '));

/** Once the outbox has nothing left to send: what the SMTP server has then is all it will get. */
const outboxSettled = () =>
  waitFor(() => storedRows(site, 'mail_outbox').every((row) => row.status === 'sent'), 10_000, 'the outbox to empty');

const reference = async (page: Page) => /DN-[A-Z2-9]{10}/.exec((await page.locator('.donation__reference').textContent()) ?? '')![0];

describe('donating', () => {
  for (const js of [true, false]) {
    const mode = js ? 'with JavaScript' : 'without JavaScript';

    it(`${mode}: the declaration first, then a QR code that decodes to the donation's upi://pay link`, async () => {
      const page = await phone(js);
      await startDonation(page, js, '1500', null);
      expect(await page.getByRole('alert').textContent()).toBe('Please choose one of the two statements');
      expect(await page.locator('.donation__qr').count()).toBe(0);

      await page.getByLabel(/I am a citizen of India/).check();
      const next = page.locator('#form-donate button[type="submit"]').last();
      if (js) await next.click();
      else await Promise.all([page.waitForNavigation(), next.click()]);
      const qr = page.locator('img.donation__qr');
      await qr.waitFor();
      await page.waitForFunction(() => (document.querySelector('img.donation__qr') as HTMLImageElement | null)?.complete);
      const ref = await reference(page);
      expect(await decodeQr(qr)).toBe(expectedLink(ref, '1500.00'));
      expect(await page.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(expectedLink(ref, '1500.00'));
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      if (js) expect(await axeViolations(page)).toEqual([]);
      if (process.env.DONATION_SCREENSHOTS) {
        fs.mkdirSync(process.env.DONATION_SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: `${process.env.DONATION_SCREENSHOTS}/upi-${js ? 'js' : 'plain'}.png`, fullPage: true });
      }

      const utr = js ? '412345678901' : '412345678902';
      await reportPaid(page, js, utr);
      expect(storedRows(site, 'donations').find((row) => row.reference === ref)).toMatchObject({
        status: 'reported',
        utr,
        donor_name: 'Meera Joshi',
        donor_pan: 'ABCDE1234F',
        declaration: 'indian',
      });

      // Staff import the bank statement: exactly one receipt, numbered without gaps (the run with
      // JavaScript comes first and takes 000001; its correction 000002).
      const [first, second] = js ? ['FY2026-27/000001', 'FY2026-27/000002'] : ['FY2026-27/000003', 'FY2026-27/000004'];
      const before = receiptMails().length;
      const imported = await importStatement(utr);
      expect(imported.verified).toEqual([expect.objectContaining({ reference: ref, receipt: first })]);
      await waitFor(() => receiptMails().length > before, 10_000, 'the receipt mail');
      await outboxSettled();
      const mails = receiptMails().slice(before);
      expect(mails.map((m) => [m.subject, m.to])).toEqual([[`Your donation receipt ${first}`, ['meera@example.org']]]);
      expect(mails[0]!.text).toContain('Rupees One Thousand Five Hundred only');

      // A second import of the same statement verifies nothing and sends nothing.
      const again = await importStatement(utr);
      expect(again).toMatchObject({ verified: [], already_verified: 1 });
      await outboxSettled();
      expect(receiptMails().length).toBe(before + 1);

      // A correction: the receipt is cancelled with a reason and a new one, naming it, is mailed.
      const receiptId = storedRows(site, 'receipts').find((row) => row.number === first)!.id;
      const corrected = await api('POST', `/api/donations/receipts/${receiptId}/cancel/`, { reason: 'Address misspelt' }, adminToken);
      expect(corrected).toEqual({ cancelled: first, issued: second });
      await waitFor(() => receiptMails().length > before + 1, 10_000, 'the corrected receipt mail');
      await outboxSettled();
      const reissued = receiptMails().slice(before + 1);
      expect(reissued.map((m) => m.subject)).toEqual([`Your donation receipt ${second}`]);
      expect(reissued[0]!.text).toContain(first);
    });

    it(`${mode}: above ₹1,00,000 the bank account, with the reference for the remark`, async () => {
      const page = await phone(js);
      await startDonation(page, js, '250000', /I am a citizen of India/);
      await page.getByRole('heading', { name: 'Pay by bank transfer' }).waitFor();
      expect(await page.locator('.donation__account').textContent()).toBe(SETTINGS.bank_details);
      expect(await page.locator('.donation__qr').count()).toBe(0);
    });

    it(`${mode}: someone not an Indian citizen is thanked and shown no payment option`, async () => {
      const page = await phone(js);
      await startDonation(page, js, '500', /I am not an Indian citizen/);
      await page.getByRole('heading', { name: 'Thank you for wanting to help' }).waitFor();
      expect(await page.locator('.donation__qr, a[href^="upi:"], form[target="_blank"], .donation__account').count()).toBe(0);
    });
  }

  it('in Hindi: the declaration and the UPI step', async () => {
    const page = await phone(false);
    await startDonation(page, false, '500', /मैं भारत का नागरिक हूँ/, '/hi');
    await page.getByRole('heading', { name: 'UPI से भुगतान करें' }).waitFor();
    const ref = await reference(page);
    expect(await decodeQr(page.locator('img.donation__qr'))).toBe(expectedLink(ref, '500.00'));
  });
});

describe('a donor’s statement', () => {
  it('is a public page: no zod and no console in its scripts, within the route budget of decision 0005', () => {
    const files = routeFiles(readManifest(), 'src/web/pages/donor-statement/donor-statement-page.tsx');
    const code = files.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(WEB_DIST, f), 'utf8'));
    expect(code.some((c) => c.includes('ZodError') || c.includes('Staff console'))).toBe(false);
    expect(gzipBytes(files).js).toBeLessThanOrEqual(110 * 1024);
  });

  it('is in Hindi at /hi/get-involved/donor-statement', async () => {
    const html = await (await fetch(`${site.web}/hi/get-involved/donor-statement`)).text();
    expect(html).toContain('<title>आपकी दान रसीदें');
    const donate = await (await fetch(`${site.web}/hi/get-involved?tab=donate`)).text();
    expect(donate).toContain('href="/hi/get-involved/donor-statement"');
    expect(html).toContain('दान के साथ दिया गया ई-मेल पता या फ़ोन नंबर लिखें।');
  });

  for (const js of [true, false]) {
    it(`${js ? 'with' : 'without'} JavaScript: a code e-mailed to the donor opens their receipts of the year, each a PDF to download`, async () => {
      const page = await phone(js);
      // The donate step links to it; with the script on, the link loads the page from the server, which
      // gives its plain forms their hidden fields (isDocumentPage).
      await page.goto(`${site.web}/get-involved?tab=donate`);
      if (js) await waitForHydration(page);
      await Promise.all([
        page.waitForURL(/\/get-involved\/donor-statement$/),
        page.getByRole('link', { name: 'Given before? Download your 80G receipts' }).click(),
      ]);
      if (js) await page.getByLabel('Phone number or e-mail address').waitFor();
      const send = async (button: string) => Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()]);
      await page.getByLabel('E-mail', { exact: true }).check();
      await page.getByLabel('Phone number or e-mail address').fill('Meera@example.org');
      const codes = () => smtp.received.filter((m) => m.subject.startsWith('Your code: ') && m.to.includes('meera@example.org'));
      const before = codes().length;
      await send('Send me a code');
      await waitFor(() => codes().length > before, 10_000, 'the code mail');
      const code = /\d{6}/.exec(codes().at(-1)!.subject)![0];
      await page.getByLabel('6-digit code').fill(code);
      await send('Check the code');

      await page.getByRole('heading', { name: 'Receipts of FY2026-27' }).waitFor();
      const list = page.locator('#form-statement-pdf li');
      // The corrections are in force; the receipts they cancelled are not listed.
      expect(await list.allTextContents()).toEqual([
        expect.stringContaining('Receipt FY2026-27/000002 of 14-07-2026: ₹1,500.00'),
        expect.stringContaining('Receipt FY2026-27/000004 of 14-07-2026: ₹1,500.00'),
      ]);
      expect(await list.first().textContent()).toContain('It replaces receipt FY2026-27/000001.');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download the PDF: FY2026-27/000004' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('receipt-FY2026-27-000004.pdf');
      expect(
        fs
          .readFileSync(await download.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      await send('Sign out');
      await page.getByRole('button', { name: 'Send me a code' }).waitFor();
    });
  }
});
