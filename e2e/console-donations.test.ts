// The console's donation screens (decision 0037, "The console") in Chromium on a 360 px phone: a
// donor reports a UPI payment; an admin imports the bank statement through the screen (the bank's
// columns chosen once, the matches checked, then imported) and sees the donation verified with its
// receipt sent; the receipt is listed, the e-mail is in the outbox once, and a second import sends
// nothing. axe-core finds no violation on any donation screen at 360 and 1280 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteApi } from './support/api';
import { axeViolations, type ConsolePage, createAdmin, logIn, openConsole } from './support/console';
import { type RunningSite, withSiteAndBrowser } from './support/server';
import { storedRows } from './support/stored-rows';

const ADMIN = { username: 'donations.console', password: 'chir-pine-2026-receipts' };
const UTR = '412345678901';

let site: RunningSite;
let browser: Browser;
let reference: string;
const consoles: ConsolePage[] = [];
const api = siteApi(() => site);

/** The admin, the settings, and a donation reported paid by UPI, as the donor's page leaves it. */
async function setUp(started: { site: RunningSite; browser: Browser }) {
  ({ site, browser } = started);
  await createAdmin(site, ADMIN.username, ADMIN.password);
  const { token } = await api<{ token: string }>('POST', '/api/login/', ADMIN);
  await api('PUT', '/api/donations/settings/', { upi_id: 'hillcamps.trust@sbi', payee_name: 'Hill Camps Trust' }, token);
  reference = (await api<{ reference: string }>('POST', '/api/donations/', { amount: '1500', declaration: 'indian' })).reference;
  await api('POST', '/api/donations/paid/', {
    reference,
    utr: UTR,
    amount: '1500',
    paid_on: '2026-07-14',
    name: 'Meera Joshi',
    address: 'Dharchula, Pithoragarh',
    pan: 'ABCDE1234F',
    email: 'meera@example.org',
    phone: '+91 98765 43210',
  });
}

let started: { site: RunningSite; browser: Browser };
withSiteAndBrowser((running) => {
  started = running;
});
beforeAll(() => setUp(started));
afterAll(async () => {
  for (const c of consoles) await c.context.close();
});

async function signedIn(width: number): Promise<ConsolePage> {
  const c = await openConsole(browser, width);
  consoles.push(c);
  await logIn(c.page, site, ADMIN.username, ADMIN.password);
  return c;
}

const STATEMENT = [
  'Txn Date,Narration,Debit,Credit,Balance',
  `14/07/2026,UPI/${UTR}/Meera/sbi,,"1,500.00","10,000.00"`,
  '15/07/2026,NEFT CR 98765 OTHER,,300.00,10300.00',
].join('\n');

async function chooseStatement(page: Page) {
  await page.getByLabel('Statement (CSV)').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(STATEMENT) });
}

const receiptMails = () => storedRows(site, 'mail_outbox').filter((m) => m.kind === 'donation_receipt');

describe('the donation screens', () => {
  it('import a statement through the screen on a phone: the columns, the preview, the import, the receipt sent once', async () => {
    const { page, errors } = await signedIn(360);
    await page.goto(`${site.web}/admin/donations/import`);
    await page.getByRole('heading', { level: 1, name: 'Import a bank statement' }).waitFor();
    await page.getByLabel('Bank', { exact: true }).fill('SBI Dharchula');
    await chooseStatement(page);
    await page.getByLabel('Column with the UPI reference').selectOption('Narration');
    await page.getByLabel('Column with the credit').selectOption('Credit');
    await page.getByLabel('Column with the date').selectOption('Txn Date');
    await page.getByLabel('Date format').selectOption('DD/MM/YYYY');
    await page.getByRole('button', { name: 'Check the matches' }).click();
    const preview = page.getByRole('region', { name: 'What the import would do' });
    await preview.getByText(`${reference} (by UPI reference): Will be verified and receipted`).waitFor();
    await expect(preview.getByText('NEFT', { exact: false }).count()).resolves.toBe(0);
    await preview.getByRole('cell', { name: '300.00' }).waitFor();
    // The preview stored nothing.
    expect(receiptMails()).toHaveLength(0);
    expect(storedRows(site, 'bank_statement_mappings')).toHaveLength(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const done = page.getByRole('region', { name: 'Imported' });
    await done.getByText(`${reference} (by UPI reference): Verified; receipt FY2026-27/000001 sent`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const mails = receiptMails();
    expect(mails.map((m) => [JSON.parse(String(m.recipients)), m.subject])).toEqual([
      [['meera@example.org'], 'Your donation receipt FY2026-27/000001'],
    ]);

    // The bank's columns are remembered: the second import needs none, and sends nothing again.
    await page.reload();
    await page.getByLabel('Bank', { exact: true }).fill('SBI Dharchula');
    await chooseStatement(page);
    await page.getByText('Columns remembered for SBI Dharchula.').waitFor();
    await expect(page.getByLabel('Column with the UPI reference').inputValue()).resolves.toBe('Narration');
    await page.getByRole('button', { name: 'Check the matches' }).click();
    await page
      .getByRole('region', { name: 'What the import would do' })
      .getByText('1 line(s) belong to donations verified before')
      .waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('region', { name: 'Imported' }).getByText('No reported donation matches a line of this statement.').waitFor();
    expect(receiptMails()).toHaveLength(1);

    // The donation is verified in the list (PAN and phone masked) and its receipt is listed.
    await page.goto(`${site.web}/admin/donations?status=verified`);
    await page.getByRole('link', { name: reference }).waitFor();
    await page.getByText('ABCDE****F').waitFor();
    await expect(page.getByText('ABCDE1234F').count()).resolves.toBe(0);
    await page.goto(`${site.web}/admin/donations/receipts`);
    await page.getByText('FY2026-27/000001').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('cancel and re-issue a receipt from the receipts screen: the new one names the old', async () => {
    const { page, errors } = await signedIn(1280);
    await page.goto(`${site.web}/admin/donations/receipts`);
    await page.getByText('Cancel and re-issue FY2026-27/000001').click();
    await page.getByLabel('Reason for the correction').fill('Address misspelt');
    await page.getByRole('button', { name: 'Cancel and re-issue', exact: true }).click();
    await page.getByText('FY2026-27/000001 cancelled; FY2026-27/000002 issued and sent.').waitFor();
    await page.getByText('Cancelled: Address misspelt; replaced by FY2026-27/000002').waitFor();
    await page.getByText('Valid; replaces FY2026-27/000001').waitFor();
    expect(receiptMails().map((m) => m.subject)).toEqual([
      'Your donation receipt FY2026-27/000001',
      'Your donation receipt FY2026-27/000002',
    ]);
    expect(errors).toEqual([]);
  });

  for (const width of [360, 1280]) {
    it(`has no axe violation on any donation screen at ${width} px`, async () => {
      const { page, errors } = await signedIn(width);
      const id = storedRows(site, 'donations').find((d) => d.reference === reference)!.id as number;
      for (const [path, heading] of [
        ['/admin/donations', 'Donations'],
        [`/admin/donations/${id}`, `Donation ${reference}`],
        ['/admin/donations/gift', 'Record a gift'],
        ['/admin/donations/review', 'Review'],
        ['/admin/donations/receipts', 'Receipts'],
        ['/admin/donations/form-10bd', 'Form 10BD'],
        ['/admin/donations/settings', 'Donation settings'],
      ] as const) {
        await page.goto(`${site.web}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByText('Loading…').waitFor({ state: 'detached' });
        expect(await axeViolations(page), path).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      // The full PAN on the record, for an admin; the cash warning on the gift form.
      await page.goto(`${site.web}/admin/donations/${id}`);
      await page.getByText('ABCDE1234F').waitFor();
      await page.goto(`${site.web}/admin/donations/gift`);
      await page.getByLabel('Received by').selectOption('cash');
      await page.getByLabel('Amount (₹)').fill('2500');
      await page.getByText('A cash gift above ₹2,000 is not deductible').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
