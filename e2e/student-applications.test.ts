// Students apply from their phones (decision 0035): /apply and /hi/apply at 360 px, with JavaScript
// on and off, in English and Hindi: a field refused with its own message and what was typed kept; a
// draft saved and opened again by its number and date of birth; a 15-year-old's application sent
// on to the parent (pending_consent); axe reports nothing.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteApi } from './support/api';
import { axeViolations, createAdmin } from './support/console';
import { launchBrowser, startSite, type RunningSite } from './support/server';
import { storedRows } from './support/stored-rows';
import { fillApplyForm, numberIn, parentConfirms } from './support/student-applicant';
import { openPage, waitForHydration } from './support/website';

const ADMIN = { username: 'apply.admin', password: 'deodar-forest-2026-apply' };
let site: RunningSite;
let browser: Browser;
const api = siteApi(() => site);

beforeAll(async () => {
  site = await startSite({ LOG_LEVEL: 'info', SMS_PROVIDER: 'log' });
  browser = await launchBrowser();
  await createAdmin(site, ADMIN.username, ADMIN.password);
  const token = (await api<{ token: string }>('POST', '/api/login/', ADMIN)).token;
  const day = 86_400_000;
  const cycle = await api<{ id: number }>(
    'POST',
    '/api/student-applications/cycles/',
    {
      name: 'Screening 2027',
      name_hi: 'स्क्रीनिंग 2027',
      code: 'UK27',
      opens_at: new Date(Date.now() - day).toISOString(),
      closes_at: new Date(Date.now() + 7 * day).toISOString(),
      classes: [9, 10, 11, 12],
      streams: ['pcm', 'pcb', 'other'],
      eligibility: 'Students of classes 9 to 12 in Uttarakhand.',
    },
    token,
  );
  await api(
    'POST',
    '/api/student-applications/centres/',
    {
      cycle: cycle.id,
      name: 'GIC Munsiyari',
      name_hi: 'राजकीय इंटर कॉलेज मुनस्यारी',
      address: 'Main road, Munsiyari',
      district: 'Pithoragarh',
      test_at: new Date(Date.now() + 14 * day).toISOString(),
      seats: 40,
      paper_language: 'both',
    },
    token,
  );
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The stored application of a number. */
const stored = (number: string) => storedRows(site, 'student_applications').find((r) => r.number === number);

const fillForm = (page: Parameters<typeof fillApplyForm>[0], name: string, mobile: string) => fillApplyForm(page, { name, mobile });

describe('/apply', () => {
  for (const js of [true, false]) {
    it(`takes a 15-year-old's application, JavaScript ${js ? 'on' : 'off'}, in Hindi, and a refused field keeps what was typed`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 360, height: 780 }, isMobile: true });
      const page = await context.newPage();
      await page.goto(`${site.web}/hi/apply`);
      if (js) await waitForHydration(page);
      await page.getByRole('heading', { name: 'गोपनीयता सूचना' }).waitFor();
      const name = js ? 'कविता रावत' : 'Kavita Rawat';
      await fillForm(page, name, '98765 4321');
      await page.getByRole('button', { name: 'आवेदन जमा करें' }).click();
      await page.getByText('10 अंकों का भारतीय मोबाइल नंबर लिखें।').waitFor();
      expect(await page.locator('#form-apply [name="full_name"]').inputValue()).toBe(name);
      expect(await page.locator('#form-apply [name="parent_mobile"]').getAttribute('aria-invalid')).toBe('true');
      await page.locator('#form-apply [name="parent_mobile"]').fill('98765 43210');
      await page.getByRole('button', { name: 'आवेदन जमा करें' }).click();
      const done = page.getByRole('status').filter({ hasText: 'अभिभावक की सहमति' });
      await done.waitFor();
      const number = await numberIn(done);
      expect(stored(number)).toMatchObject({ status: 'pending_consent', full_name: name, language: 'hi' });
      await context.close();
    });
  }

  it('saves a draft and opens it again with its number and date of birth (JavaScript off, English)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto(`${site.web}/apply`);
    await fillForm(page, 'Draft Student', '9876543211');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Draft saved' });
    await saved.waitFor();
    const number = await numberIn(saved);
    await page.goto(`${site.web}/apply`);
    const resume = page.locator('#form-apply-resume');
    await resume.locator('[name="number"]').fill(number);
    await resume.locator('[name="date_of_birth"]').fill('2011-03-05');
    await resume.getByRole('button', { name: 'Open my draft' }).click();
    await page.getByText('No draft matches this application number and date of birth.').waitFor();
    await page.locator('#form-apply-resume [name="date_of_birth"]').fill('2011-03-04');
    await page.getByRole('button', { name: 'Open my draft' }).click();
    expect(await page.locator('#form-apply [name="full_name"]').inputValue()).toBe('Draft Student');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('status').filter({ hasText: number }).waitFor();
    expect(stored(number)).toMatchObject({ status: 'pending_consent' });
    await context.close();
  });

  for (const js of [true, false]) {
    it(`lets the parent confirm with the code from the SMS, JavaScript ${js ? 'on' : 'off'}: the application is submitted`, async () => {
      const mobile = js ? '9811100001' : '9811100002';
      const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 360, height: 780 }, isMobile: true });
      const page = await context.newPage();
      await page.goto(`${site.web}/apply`);
      if (js) await waitForHydration(page);
      await fillForm(page, 'Pooja Negi', mobile);
      await page.getByRole('button', { name: 'Submit application' }).click();
      const done = page.getByRole('status').filter({ hasText: 'waits for a parent' });
      await done.waitFor();
      const number = await numberIn(done);
      // The parent, on their own phone, reads the notice in Hindi.
      const hydrated = js ? () => waitForHydration(page) : undefined;
      await parentConfirms(page, site, { lang: 'hi', number, mobile, parentName: 'गीता नेगी', hydrated });
      const row = stored(number)!;
      expect(row).toMatchObject({ status: 'submitted', consent_by: 'parent', parent_name: 'गीता नेगी' });
      const consents = storedRows(site, 'consent_records').filter(
        (r) => r.subject_type === 'student_applications' && r.subject_id === row.id,
      );
      expect(consents.map((r) => r.purpose)).toEqual(['student_application', 'sms_alerts']);
      await context.close();
    });
  }

  it('has no axe violations at 360 px, in English and Hindi, and makes no third-party request', async () => {
    for (const url of ['/apply', '/hi/apply', '/hi/apply/consent', '/apply/status', '/hi/apply/status']) {
      const { page, errors } = await openPage(browser, 360);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(`${site.web}${url}`);
      await waitForHydration(page);
      expect(await axeViolations(page), url).toEqual([]);
      expect(requests.filter((r) => !r.startsWith(site.web) && !r.startsWith(site.api))).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('/apply/status', () => {
  const words = {
    en: {
      submit: 'Submit application',
      check: 'Show the status',
      failed: 'No application matches',
      now: 'Submitted. The trust',
      ask: 'Withdraw this application',
      yes: 'Yes, withdraw it',
      done: 'is withdrawn',
    },
    hi: {
      submit: 'आवेदन जमा करें',
      check: 'स्थिति देखें',
      failed: 'कोई आवेदन नहीं मिला',
      now: 'जमा हो गया। संस्था',
      ask: 'यह आवेदन वापस लें',
      yes: 'हाँ, वापस लें',
      done: 'वापस ले लिया गया',
    },
  };
  for (const lang of ['hi', 'en'] as const) {
    it(`shows an 18-year-old's status and withdraws it in two steps, JavaScript off, ${lang === 'hi' ? 'Hindi' : 'English'}, at 360 px`, async () => {
      const w = words[lang];
      const prefix = lang === 'hi' ? '/hi' : '';
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, isMobile: true });
      const page = await context.newPage();
      await page.goto(`${site.web}${prefix}/apply`);
      await fillForm(page, lang === 'hi' ? 'अमित बिष्ट' : 'Amit Bisht', lang === 'hi' ? '9811100011' : '9811100012');
      await page.locator('#form-apply [name="date_of_birth"]').fill('2007-05-06');
      await page.locator('#form-apply [name="self_consent"]').check();
      await page.getByRole('button', { name: w.submit }).click();
      const done = page.getByRole('status').filter({ hasText: /UK27-\d{6}[A-Y]/ });
      await done.waitFor();
      const number = await numberIn(done);
      expect(stored(number)).toMatchObject({ status: 'submitted', consent_by: 'self' });
      // The link the SMS gives: the number is filled in; a wrong date of birth is refused.
      await page.goto(`${site.web}${prefix}/apply/status?number=${number}`);
      const form = page.locator('#form-apply-status');
      expect(await form.locator('[name="number"]').inputValue()).toBe(number);
      await form.locator('[name="date_of_birth"]').fill('2007-05-07');
      await page.getByRole('button', { name: w.check }).click();
      await page.getByRole('alert').filter({ hasText: w.failed }).waitFor();
      await page.locator('#form-apply-status [name="date_of_birth"]').fill('2007-05-06');
      await page.getByRole('button', { name: w.check }).click();
      await page.getByRole('status').filter({ hasText: w.now }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: w.ask }).click();
      await page.getByRole('button', { name: w.yes }).click();
      await page.getByRole('status').filter({ hasText: w.done }).waitFor();
      expect(stored(number)).toMatchObject({ status: 'withdrawn' });
      expect(stored(number)!.withdrawn_at).not.toBeNull();
      await context.close();
    });
  }
});
