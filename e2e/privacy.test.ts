// Personal data in the browser (decisions 0032 and 0034): every public form shows its privacy notice above its
// button, in English and in Hindi, with the links to withdraw, the rights desk and the privacy
// page; a submission stores the notice version it was shown and one consent row per purpose
// (optional ones only when ticked); "I am 18 or older" is asked; /privacy shows the privacy
// contact staff set; in the console, opening a record writes one access-log row, an export one.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, createAdmin, logIn, openConsole } from './support/console';
import { launchBrowser, startSite, type RunningSite } from './support/server';
import { openPage, PUBLIC_ROUTES, waitForHydration } from './support/website';

const ADMIN = { username: 'privacy.admin', password: 'deodar-forest-2026-camp' };
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  await createAdmin(site, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

function query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(site.dataDir, 'app.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The notice in a form: its section, just before the form's submit button. */
const noticeOf = (page: Page, formId: string) => page.locator(`#${formId} .privacy-notice`);

async function expectNotice(page: Page, formId: string, texts: { title: string; links: string[] }) {
  const notice = noticeOf(page, formId);
  await notice.getByRole('heading', { name: texts.title }).waitFor();
  for (const link of texts.links) expect(await notice.getByRole('link', { name: link }).count(), link).toBe(1);
  // Itemised: each field with its purpose.
  expect(await notice.locator('.privacy-notice__items li').count()).toBeGreaterThan(1);
  // Above the submit button.
  const follows = await page.locator(`#${formId}`).evaluate((form) => {
    const n = form.querySelector('.privacy-notice');
    const button = [...form.querySelectorAll('button[type="submit"]')].at(-1);
    return !!n && !!button && !!(n.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(follows).toBe(true);
}

const EN = { title: 'Privacy notice', links: ['Withdraw your consent', 'Ask to see, correct or erase your data', 'Privacy page'] };
const HI = { title: 'गोपनीयता सूचना', links: ['अपनी सहमति वापस लें', 'अपना डेटा देखने, सुधारने या मिटाने का अनुरोध करें', 'गोपनीयता पृष्ठ'] };

describe('privacy notices on the public forms', () => {
  it('shows the notice on every public form, in English and in Hindi', async () => {
    const { page, errors } = await openPage(browser, 360);
    for (const [prefix, texts] of [
      ['', EN],
      ['/hi', HI],
    ] as const) {
      await page.goto(`${site.web}${prefix}/get-involved`);
      await waitForHydration(page);
      await expectNotice(page, 'form-volunteer', texts);
      await page.goto(`${site.web}${prefix}/get-involved?tab=partner&interest=general`);
      await expectNotice(page, 'form-partner', texts);
      await page.goto(`${site.web}${prefix}/contact-us`);
      await expectNotice(page, 'form-contact', texts);
      await page.goto(`${site.web}${prefix}/slot-coordinators`);
      await expectNotice(page, 'form-slot-phone', texts);
      // The donation's notice sits on its pay step, above "Donate".
      await page.goto(`${site.web}${prefix}/get-involved?tab=donate`);
      await waitForHydration(page);
      await page.locator('#donation-amount').fill('500');
      await page.locator('input[name="declaration"][value="indian"]').check();
      await page.locator('#form-donate button[type="submit"]').last().click();
      const pay = page.locator('.donation__pay .privacy-notice');
      await pay.getByRole('heading', { name: texts.title }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stores the notice version a volunteer was shown and the optional purpose ticked; asks "I am 18 or older" first', async () => {
    const { page, errors } = await openPage(browser, 360);
    await page.goto(`${site.web}/get-involved`);
    await waitForHydration(page);
    const version = Number(await noticeOf(page, 'form-volunteer').getAttribute('data-notice-version'));
    expect(version).toBeGreaterThan(0);
    await page.getByLabel('Full name').fill('Asha Rawat');
    await page.getByLabel('Email').fill('asha@example.org');
    await page.getByLabel('Role').selectOption('Content Creator');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Please confirm that you are 18 or older, or ask a parent to fill in this form').waitFor();
    expect(query('select id from volunteer_applications')).toEqual([]);
    expect(await page.getByText('Under 18? Please ask a parent or guardian').count()).toBe(1);

    await page.getByLabel('I am 18 or older').check();
    await page.getByLabel('E-mail me news of the camps and of ways to help (a few times a year)').check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Thank you for volunteering! We will get back to you soon.').waitFor();
    const [row] = query<{ id: number; version: number }>(
      'select a.id, n.version from volunteer_applications a join privacy_notices n on n.id = a.notice_id',
    );
    expect(row?.version).toBe(version);
    expect(
      query(
        'select purpose, action, channel from consent_records where subject_type = ? and subject_id = ? order by id',
        'volunteer_applications',
        row!.id,
      ),
    ).toEqual([
      { purpose: 'volunteer_application', action: 'given', channel: 'web' },
      { purpose: 'updates', action: 'given', channel: 'web' },
    ]);
    // The boxes are unticked again for the next person.
    expect(await page.getByLabel('I am 18 or older').isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stores the Hindi page’s submission with its version too, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto(`${site.web}/hi/contact-us`);
    const version = Number(await noticeOf(page, 'form-contact').getAttribute('data-notice-version'));
    await page.locator('#contact-firstName').fill('कमला');
    await page.locator('#contact-lastName').fill('देवी');
    await page.locator('#contact-email').fill('kamla@example.org');
    await page.locator('#contact-subject').fill('शिविर');
    await page.locator('#contact-message').fill('अगला शिविर कब है?');
    await page.getByLabel('मेरी आयु 18 वर्ष या उससे अधिक है').check();
    await Promise.all([page.waitForNavigation(), page.locator('#form-contact button[type="submit"]').click()]);
    const [row] = query<{ id: number; version: number }>(
      "select m.id, n.version from contact_messages m join privacy_notices n on n.id = m.notice_id where m.subject = 'शिविर'",
    );
    expect(row?.version).toBe(version);
    expect(query('select purpose from consent_records where subject_type = ? and subject_id = ?', 'contact_messages', row!.id)).toEqual([
      { purpose: 'reply' },
    ]);
    await context.close();
  });
});

describe('withdrawal', () => {
  it('withdraws an optional consent in one tap once the e-mail address is proven by a code, without JavaScript', async () => {
    // Given in the volunteer test above with one tick: asha@example.org, "updates".
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto(`${site.web}/privacy/withdraw`);
    await page.getByLabel('E-mail', { exact: true }).check();
    await page.getByLabel('Phone number or e-mail address').fill('asha@example.org');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Send me a code' }).click()]);
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    const [mail] = query<{ text_body: string }>("select text_body from mail_outbox where kind = 'privacy_code' order by id desc limit 1");
    const code = /\b(\d{6})\b/.exec(mail!.text_body)![1]!;
    await page.getByLabel('6-digit code').fill(code);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Check the code' }).click()]);
    await page.getByRole('heading', { name: 'Your consents' }).waitFor();
    const tap = page.getByRole('button', { name: 'Withdraw: E-mail me news of the camps and of ways to help (a few times a year)' });
    expect(await tap.count()).toBe(1);
    // One tap, as giving it took one tick.
    await Promise.all([page.waitForNavigation(), tap.click()]);
    await page.getByText('Withdrawn. We stop using your data for it at once.').waitFor();
    expect(await tap.count()).toBe(0);
    const rows = query<{ purpose: string; action: string; evidence_code_id: number | null }>(
      "select c.purpose, c.action, c.evidence_code_id from consent_records c join volunteer_applications a on a.id = c.subject_id and c.subject_type = 'volunteer_applications' where a.email = 'asha@example.org' order by c.id",
    );
    expect(rows.map((r) => [r.purpose, r.action])).toEqual([
      ['volunteer_application', 'given'],
      ['updates', 'given'],
      ['updates', 'withdrawn'],
    ]);
    expect(rows[2]!.evidence_code_id).toEqual(expect.any(Number));
    await context.close();
  });
});

describe('the rights desk', () => {
  const codeTo = (address: string) => {
    const [mail] = query<{ text_body: string }>(
      "select text_body from mail_outbox where kind = 'privacy_code' and recipients = ? order by id desc limit 1",
      JSON.stringify([address]),
    );
    return /\b(\d{6})\b/.exec(mail!.text_body)![1]!;
  };

  for (const run of [
    {
      lang: '',
      js: true,
      address: 'rights.en@example.org',
      t: {
        email: 'E-mail',
        destination: 'Phone number or e-mail address',
        send: 'Send me a code',
        code: '6-digit code',
        check: 'Check the code',
        kind: 'A summary of the data you hold about me',
        file: 'Send my request',
        filed: 'We have your request',
        summary: 'Show me the data you hold now',
        summaryTitle: 'The data we hold about you',
        table: 'Rights request',
        // A stored status and a processor, named in the page's language.
        values: ['Open', 'Hosting: the trust’s server'],
        foreign: /होस्टिंग/,
      },
      notice: EN,
    },
    {
      lang: '/hi',
      js: false,
      address: 'rights.hi@example.org',
      t: {
        email: 'ईमेल पर',
        destination: 'फ़ोन नंबर या ईमेल पता',
        send: 'मुझे कोड भेजें',
        code: '6 अंकों का कोड',
        check: 'कोड जाँचें',
        kind: 'मेरे बारे में रखे डेटा का सारांश',
        file: 'मेरा अनुरोध भेजें',
        filed: 'अनुरोध मिल गया',
        summary: 'मेरे बारे में रखा डेटा अभी दिखाएँ',
        summaryTitle: 'आपके बारे में हमारे पास रखा डेटा',
        table: 'अधिकार अनुरोध',
        values: ['खुला', 'होस्टिंग: ट्रस्ट का सर्वर', 'एक बार के कोड SMS से भेजता है'],
        foreign: /Hosting|Runs this website|\bOpen\b/,
      },
      notice: HI,
    },
  ]) {
    it(`a request → a code → a ticket with its due date, then the access summary (${run.lang || '/'}, JavaScript ${run.js ? 'on' : 'off'})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: run.js, viewport: { width: 360, height: 780 } });
      const page = await context.newPage();
      await page.goto(`${site.web}${run.lang}/privacy/request`);
      if (run.js) await waitForHydration(page);
      await expectNotice(page, 'form-request-contact', run.notice);
      // axe runs in the page: only where scripts run (the Hindi run has none).
      const axe = async () => run.js && expect(await axeViolations(page)).toEqual([]);
      await axe();
      await page.getByLabel(run.t.email, { exact: true }).check();
      await page.getByLabel(run.t.destination).fill(run.address);
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: run.t.send }).click()]);
      await page.getByLabel(run.t.code).fill(codeTo(run.address));
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: run.t.check }).click()]);
      await page.getByLabel(run.t.kind).check();
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: run.t.file }).click()]);
      await page.getByRole('heading', { name: run.t.filed }).waitFor();
      await axe();
      const [ticket] = query<{ id: number; kind: string; due_at: string; created_at: string }>(
        'select id, kind, due_at, created_at from rights_requests where contact = ? order by id desc limit 1',
        run.address,
      );
      expect(ticket!.kind).toBe('access');
      expect(Math.round((Date.parse(ticket!.due_at) - Date.parse(ticket!.created_at)) / 86_400_000)).toBe(90);
      expect(await page.getByText(String(ticket!.id), { exact: false }).count()).toBeGreaterThan(0);
      const consent = query("select * from consent_records where subject_type = 'rights_requests' and subject_id = ?", ticket!.id);
      expect(consent).toHaveLength(1);
      await page.getByRole('button', { name: run.t.summary }).click();
      await page.getByRole('heading', { name: run.t.summaryTitle }).waitFor();
      expect(await page.getByText(`${run.t.table}`).count()).toBeGreaterThan(0);
      for (const text of run.t.values) expect(await page.getByText(text).count(), text).toBeGreaterThan(0);
      expect(await page.getByText(run.t.foreign).count()).toBe(0);
      await axe();
      await context.close();
    });
  }
});

describe('the privacy page and the console', () => {
  it('shows the privacy contact staff set on /privacy, /hi/privacy, in the footer and in the notices', async () => {
    const { page } = await openConsole(browser);
    await logIn(page, site, ADMIN.username, ADMIN.password);
    await page.goto(`${site.web}/admin/site/settings`);
    await page
      .getByLabel(/^Name or designation/)
      .first()
      .fill('Grievance Officer');
    await page
      .getByLabel(/^E-mail/)
      .first()
      .fill('privacy@example.org');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();

    const { page: visitor } = await openPage(browser, 360);
    await visitor.goto(`${site.web}/privacy`);
    await visitor.getByRole('heading', { level: 2, name: 'Our privacy contact' }).waitFor();
    expect(await visitor.locator('main').getByText('Grievance Officer').count()).toBe(1);
    expect(await visitor.locator('footer').getByRole('link', { name: 'privacy@example.org' }).count()).toBe(1);
    await visitor.goto(`${site.web}/hi/privacy`);
    await visitor.getByRole('heading', { level: 2, name: 'हमारा गोपनीयता संपर्क' }).waitFor();
    await visitor.goto(`${site.web}/contact-us`);
    expect(await noticeOf(visitor, 'form-contact').getByText('Questions about your data: Grievance Officer').count()).toBe(1);
    await visitor.close();
    await page.close();
  });

  it('opening a record in the console writes one access-log row; an export writes one', async () => {
    const { page, errors } = await openConsole(browser, 1280, { acceptDownloads: true });
    await logIn(page, site, ADMIN.username, ADMIN.password);
    const csrf = (await (await fetch(`${site.api}/api/csrf/`)).json()) as { csrfToken: string };
    const sent = await fetch(`${site.api}/contact/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf.csrfToken, Cookie: `csrftoken=${csrf.csrfToken}` },
      body: JSON.stringify({ name: 'Access Test', email: 'access@example.org', subject: 'Access', message: 'Hello' }),
    });
    expect(sent.status).toBe(201);
    const before = query<{ n: number }>('select count(*) as n from access_log')[0]!.n;
    await page.goto(`${site.web}/admin/inbox?box=contact`);
    await page.getByRole('button', { name: 'Read: Access Test' }).click();
    await page.getByRole('dialog').getByText('reply: Given').waitFor();
    const opened = query<{ action: string; record_kind: string }>('select action, record_kind from access_log order by id');
    expect(opened.length).toBe(before + 1);
    expect(opened.at(-1)).toEqual({ action: 'view', record_kind: 'contact' });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const exported = query<{ action: string; record_kind: string }>('select action, record_kind from access_log order by id');
    expect(exported.length).toBe(before + 2);
    expect(exported.at(-1)).toEqual({ action: 'export', record_kind: 'contact' });

    await page.goto(`${site.web}/admin/access-log`);
    await page.getByRole('heading', { level: 1, name: 'Access log' }).waitFor();
    await page.getByRole('cell', { name: 'Exported' }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('no trackers', () => {
  it('no public page requests anything from another site (a crawl of every page the site links, in both languages)', async () => {
    const own = new Set([new URL(site.web).origin, new URL(site.api).origin]);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !own.has(url.origin))
        foreign.push(`${page.url()} -> ${request.url()}`);
    });
    const queue = [...PUBLIC_ROUTES.map((r) => r.path), '/privacy', '/privacy/withdraw', '/hi', '/hi/privacy'];
    const seen = new Set<string>();
    while (queue.length > 0 && seen.size < 50) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      await page.goto(`${site.web}${path}`, { waitUntil: 'load' });
      const links = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
      for (const href of links) {
        const url = new URL(href);
        if (
          url.origin === new URL(site.web).origin &&
          !/^\/(admin|login|register|api|media)/.test(url.pathname) &&
          !/\.[a-z0-9]+$/i.test(url.pathname)
        ) {
          queue.push(url.pathname);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(15);
    expect(foreign).toEqual([]);
    await page.close();
  }, 300_000);

  it('the console: the rights queue masks, opens a request (logged) and answers it by e-mail; a breach shows its 72 hours; retention runs', async () => {
    const { page, errors } = await openConsole(browser, 1280);
    await logIn(page, site, ADMIN.username, ADMIN.password);
    await page.goto(`${site.web}/admin/rights-requests`);
    await page.getByRole('heading', { level: 1, name: 'Rights requests' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // A request of its own, filed through the API as the page files it.
    const csrf = (await (await fetch(`${site.api}/api/csrf/`)).json()) as { csrfToken: string };
    const post = (url: string, body: unknown) =>
      fetch(`${site.api}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf.csrfToken, Cookie: `csrftoken=${csrf.csrfToken}` },
        body: JSON.stringify(body),
      });
    const address = 'rights.console@example.org';
    const asked = (await (
      await post('/api/privacy/codes/', { channel: 'email', destination: address, purpose: 'rights_request' })
    ).json()) as {
      challenge: string;
    };
    const [mail] = query<{ text_body: string }>(
      "select text_body from mail_outbox where kind = 'privacy_code' and recipients = ? order by id desc limit 1",
      JSON.stringify([address]),
    );
    const code = /\b(\d{6})\b/.exec(mail!.text_body)![1]!;
    expect((await post('/api/privacy/codes/verify/', { challenge: asked.challenge, purpose: 'rights_request', code })).status).toBe(200);
    const filed = await post('/api/privacy/requests/', {
      challenge: asked.challenge,
      channel: 'email',
      destination: address,
      kind: 'access',
      details: '',
    });
    expect(filed.status).toBe(201);
    const ticket = (await filed.json()) as { id: number };
    await page.reload();
    const logged = () =>
      query<{ n: number }>("select count(*) as n from access_log where record_kind = 'rights_request' and record_id = ?", ticket.id)[0]!.n;
    expect(logged()).toBe(0);
    await page.getByRole('link', { name: `Edit #${ticket.id}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Answer a request' }).waitFor();
    await page.getByText(`from ${address}`).waitFor();
    expect(logged()).toBe(1);
    // The assignee is a staff account chosen by name.
    const assignee = page.getByLabel('Assignee');
    expect(await assignee.locator('option').allTextContents()).toContainEqual(expect.stringContaining(ADMIN.username));
    await assignee.selectOption({ index: 1 });
    await page.getByLabel('Status').selectOption('answered');
    await page.getByLabel('Reply to the person').fill('We hold this request of yours and nothing else.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const answers = query<{ recipients: string; text_body: string }>(
      "select recipients, text_body from mail_outbox where kind = 'privacy_answer'",
    );
    expect(answers.map((a) => JSON.parse(a.recipients))).toEqual([[address]]);
    expect(answers[0]!.text_body).toContain('We hold this request of yours and nothing else.');
    expect(
      query<{ assignee_id: number | null }>('select assignee_id from rights_requests where id = ?', ticket.id)[0]!.assignee_id,
    ).not.toBeNull();

    await page.goto(`${site.web}/admin/breaches/new`);
    await page.getByLabel('What happened').fill('A volunteer’s laptop with an export was stolen');
    await page.getByLabel('When the trust learned of it').fill('2026-11-27T09:30');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Breaches' }).waitFor();
    await page
      .getByText(/h (left|late)|late by/)
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Its people: the contact messages sent earlier in this file, found, counted, masked, then told.
    await page.getByRole('link', { name: /^Edit A volunteer/ }).click();
    await page.getByRole('heading', { name: 'People affected and their notices' }).waitFor();
    await page.getByLabel('Contact messages').check();
    const looks = () => query<{ n: number }>("select count(*) as n from access_log where record_kind = 'breach_people'")[0]!.n;
    await page.getByRole('button', { name: 'Find the people affected' }).click();
    const counted = page.getByText(/^\d+ people: \d+ by e-mail, 0 by SMS; 0 already told\.$/);
    await counted.waitFor();
    const people = Number(/^(\d+)/.exec((await counted.textContent())!)![1]);
    expect(people).toBeGreaterThan(0);
    expect(looks()).toBe(1);
    const listed = await page
      .getByRole('table', { name: 'People affected (contacts masked)' })
      .locator('tbody td:first-child')
      .allTextContents();
    expect(listed.length).toBe(people);
    for (const contact of listed) expect(contact).toMatch(/^.\*\*\*@/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('What happened and what they should do (English)').fill('Please ignore calls asking for a code.');
    await page.getByLabel('What happened and what they should do (Hindi)').fill('कोड माँगने वाली कॉल पर ध्यान न दें।');
    await page.getByRole('button', { name: 'Send the notices' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send the notices' }).click();
    await page.getByText(`Queued ${people} e-mails and 0 text messages; 0 had been told already.`).waitFor();
    expect(query<{ n: number }>("select count(*) as n from mail_outbox where kind = 'privacy_breach'")[0]!.n).toBe(people);
    expect(query<{ notices_sent: number }>('select notices_sent from breach_records order by id desc limit 1')[0]!.notices_sent).toBe(
      people,
    );

    await page.goto(`${site.web}/admin/retention`);
    await page.getByRole('heading', { level: 1, name: 'Retention' }).waitFor();
    await page.getByRole('rowheader', { name: 'Spam (any form)' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // A period below the law's floor is refused with its reason; one within its bounds is saved.
    await page.getByRole('button', { name: /^Change: Donations/ }).click();
    await page.getByLabel(/^Days kept/).fill('365');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('alert')
      .getByText(/at least 3653 days: Income-tax rule 17AA/)
      .waitFor();
    await page.getByRole('button', { name: 'Change: Contact messages' }).click();
    await page.getByLabel(/^Days kept/).fill('200');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: Contact messages kept 200 days.').waitFor();
    expect(query<{ days: number }>("select days from retention_settings where kind = 'contact_messages'")).toEqual([{ days: 200 }]);
    expect(query("select * from retention_settings where kind = 'donations'")).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
