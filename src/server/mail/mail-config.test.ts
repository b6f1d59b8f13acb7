// The e-mail settings (docs/decisions/0017): read and checked at start; a wrong one stops the
// process with one line naming the variable, and an SMTP_URL is never echoed (it may hold a password).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { backoffMs } from './outbox';
import { escapeHtml, headerSafe } from './compose';
import { refusalNaming } from '../test-support/config-failure';

describe('e-mail settings', () => {
  it('are off by default, with a one-second poll and backoff from a minute to half an hour for 24 hours', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBeUndefined();
    expect(config).toMatchObject({
      STAFF_NOTIFY_EMAILS: [],
      MAIL_POLL_MS: 1000,
      MAIL_RETRY_MIN_SECONDS: 60,
      MAIL_RETRY_MAX_SECONDS: 1800,
      MAIL_GIVE_UP_HOURS: 24,
    });
  });

  it('reads an SMTP URL, the sender, and the staff addresses (trimmed, without repeats)', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.org:465',
      MAIL_FROM: 'Hill camps <no-reply@camps.example.org>',
      STAFF_NOTIFY_EMAILS: ' office@camps.example.org, trustee@example.org,office@camps.example.org, ',
    });
    expect(config.SMTP_URL).toBe('smtps://mailer:s3cret@smtp.example.org:465');
    expect(config.STAFF_NOTIFY_EMAILS).toEqual(['office@camps.example.org', 'trustee@example.org']);
    expect(loadConfig({ MAIL_FROM: 'no-reply@camps.example.org' }).MAIL_FROM).toBe('no-reply@camps.example.org');
  });

  it.each(['http://smtp.example.org', 'smtp://', 'smtp.example.org:25', 'smtp://user:pw@host:99999', 'smtp://host/path'])(
    'refuses SMTP_URL=%s in one line naming it, without echoing it',
    (value) => {
      expect(refusalNaming({ SMTP_URL: value, MAIL_FROM: 'a@example.org' }, 'SMTP_URL')).not.toContain('(got');
    },
  );

  it.each([
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Camps <a@example.org>\r\nBcc: x@example.net' }, 'MAIL_FROM'],
    [{ STAFF_NOTIFY_EMAILS: 'office@example.org, nobody' }, 'STAFF_NOTIFY_EMAILS'],
    [{ STAFF_NOTIFY_EMAILS: 'a@example.org\nBcc: b@example.org' }, 'STAFF_NOTIFY_EMAILS'],
    [{ MAIL_POLL_MS: '0' }, 'MAIL_POLL_MS'],
    [{ MAIL_RETRY_MIN_SECONDS: '-1' }, 'MAIL_RETRY_MIN_SECONDS'],
    [{ MAIL_RETRY_MIN_SECONDS: '600', MAIL_RETRY_MAX_SECONDS: '60' }, 'MAIL_RETRY_MAX_SECONDS'],
    [{ MAIL_GIVE_UP_HOURS: 'never' }, 'MAIL_GIVE_UP_HOURS'],
    [{ SMTP_URL: 'smtp://smtp.example.org' }, 'MAIL_FROM'],
  ])('refuses %o naming %s', (env, name) => {
    refusalNaming(env, name);
  });

  it('stops the process at start with one line naming SMTP_URL', { timeout: 60_000 }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, SMTP_URL: 'http://mailer:s3cret@smtp.example.org', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Invalid environment variable SMTP_URL: [^\n]*\n$/);
    expect(run.stderr).not.toContain('s3cret');
  });
});

describe('mail helpers', () => {
  it('backs off from the minimum, doubling, up to the cap', () => {
    const b = { retryMinMs: 60_000, retryMaxMs: 1_800_000, giveUpMs: 86_400_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffMs(n, b) / 60_000)).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('escapes HTML and keeps a header on one line', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(headerSafe('Eve\r\nBcc: x@example.net\u2028\u0000 ok')).toBe('Eve Bcc: x@example.net ok');
    expect(headerSafe('x'.repeat(300))).toHaveLength(150);
  });
});
