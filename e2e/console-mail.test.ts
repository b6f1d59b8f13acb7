// The console's E-mail screen (docs/decisions/0017): with the SMTP server down the site's messages
// fail; an admin sees them, and once the server is up sends one again from the screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, SmtpTestServer, waitFor } from '../src/server/test-support/smtp-test-server';
import { createAdmin, logIn, navLink, openConsole } from './support/console';
import { launchBrowser, type RunningSite, startSite } from './support/server';

const ADMIN = { username: 'mail.keeper', password: 'kafal-orchard-2026' };

let site: RunningSite;
let browser: Browser;
let port: number;
let smtp: SmtpTestServer | null = null;
beforeAll(async () => {
  port = await freePort();
  site = await startSite({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Hill camps <camps@example.org>',
    STAFF_NOTIFY_EMAILS: 'office@example.org',
    MAIL_POLL_MS: '50',
    MAIL_RETRY_MIN_SECONDS: '0.05',
    MAIL_RETRY_MAX_SECONDS: '0.1',
    // About a second of failures, then `failed`.
    MAIL_GIVE_UP_HOURS: '0.0003',
  });
  browser = await launchBrowser();
  await createAdmin(site, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await smtp?.stop();
});

it('lists the failed messages and sends one again once the server is up', async () => {
  const csrf = (await (await fetch(`${site.api}/api/csrf/`)).json()) as { csrfToken: string };
  const sent = await fetch(`${site.api}/contact/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf.csrfToken, Cookie: `csrftoken=${csrf.csrfToken}`, Origin: site.web },
    body: JSON.stringify({ name: 'Asha Rawat', email: 'asha@example.org', subject: 'Books', message: 'We can send books.' }),
  });
  expect(sent.status).toBe(201);

  const { page, context, errors } = await openConsole(browser);
  try {
    await logIn(page, site, ADMIN.username, ADMIN.password);
    await navLink(page, 'E-mail').click();
    await page.getByRole('heading', { level: 1, name: 'E-mail' }).waitFor();
    // Failed after about a second of attempts; the screen shows failed messages first.
    const retry = page.getByRole('button', { name: 'Send again: We have received your message' });
    await waitFor(
      async () => {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'E-mail' }).waitFor();
        await page.getByText(/\d+ failed, \d+ waiting/).waitFor();
        return (await retry.count()) === 1;
      },
      20_000,
      'the failed confirmation',
    );
    expect(await page.getByText(/^E-mail is not set up/).count()).toBe(0);
    expect(await page.getByText('Staff notice: contact message').count()).toBe(1);

    smtp = await SmtpTestServer.start(port);
    await retry.click();
    await page.getByText('The message will be sent again shortly.').waitFor();
    await waitFor(() => smtp!.received.length === 1, 10_000, 'the message sent again');
    expect(smtp.received[0]!.to).toEqual(['asha@example.org']);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
