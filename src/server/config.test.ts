import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configFailure as failure, refusalNaming } from './test-support/config-failure';

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      API_PORT: 8000,
      SEED_DEMO: true,
      RATE_LIMIT_PUBLIC_FORMS: 10,
      RATE_LIMIT_DISABLED: false,
      TRUST_PROXY: false,
      WEB_ORIGIN: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.sqliteFile).toBe(path.join(config.dataDir, 'app.sqlite'));
    expect(config.mediaDir).toBe(path.join(config.dataDir, 'media'));
  });

  it('reads numbers, flags and URLs, and treats an empty value as unset', () => {
    const config = loadConfig({
      API_PORT: '8101',
      SEED_DEMO: 'no',
      TRUST_PROXY: 'yes',
      RATE_LIMIT_PUBLIC_FORMS: '2',
      PORT: '',
      DATABASE_URL: 'postgres://app@db:5432/camps',
    });
    expect(config).toMatchObject({
      API_PORT: 8101,
      SEED_DEMO: false,
      TRUST_PROXY: 1,
      RATE_LIMIT_PUBLIC_FORMS: 2,
      PORT: 3000,
      DATABASE_URL: 'postgres://app@db:5432/camps',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ API_PORT: '70000' }, 'API_PORT'],
    [{ RATE_LIMIT_PUBLIC_FORMS: '0' }, 'RATE_LIMIT_PUBLIC_FORMS'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ WEB_ORIGIN: 'not a url' }, 'WEB_ORIGIN'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'all' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1, proxy.example' }, 'TRUST_PROXY'],
  ])('refuses %o with one line naming the variable and the value', (env, name) => {
    expect(refusalNaming(env, name)).toContain(`(got "${Object.values(env)[0]}")`);
  });

  it('reads the several-instance settings, and leaves them off by default (docs/decisions/0019)', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).MEDIA_STORE).toBe('disk');
    const s3 = {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'camps-media',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0', ...s3 })).toMatchObject({
      REDIS_URL: 'redis://cache:6379/0',
      MEDIA_STORE: 's3',
      S3_BUCKET: 'camps-media',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it.each([
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://:pw@' }, 'REDIS_URL'],
    [{ MEDIA_STORE: 'ftp' }, 'MEDIA_STORE'],
    [{ MEDIA_STORE: 's3', S3_REGION: 'eu-west-2', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }, 'S3_BUCKET'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'camps', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }, 'S3_REGION'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'camps', S3_REGION: 'eu-west-2', S3_SECRET_ACCESS_KEY: 'b' }, 'S3_ACCESS_KEY_ID'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'camps', S3_REGION: 'eu-west-2', S3_ACCESS_KEY_ID: 'a' }, 'S3_SECRET_ACCESS_KEY'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'Camps_Media' }, 'S3_BUCKET'],
    [{ MEDIA_STORE: 's3', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'camps' }, 'S3_BUCKET'],
  ])('refuses the several-instance settings %o with one line naming the variable', (env, name) => {
    // A Redis URL may carry a password: never echoed.
    expect(refusalNaming(env, name)).not.toContain(':pw@');
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['true', 1],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.5, ::1', ['10.0.0.0/8', '192.168.1.5', '::1']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%s as a hop count or a list of proxies, never "trust every hop"', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('names a bad DATABASE_URL without echoing it, since it may hold a password', () => {
    const message = failure({ DATABASE_URL: 'mysql://app:s3cret@db/camps' });
    expect(message).toBe('Invalid environment variable DATABASE_URL: must start with postgres:// (leave it unset to use SQLite)');
    expect(message).not.toContain('s3cret');
  });

  it('names the first bad variable when several are bad', () => {
    expect(failure({ PORT: 'x', API_PORT: 'y' })).toMatch(/^Invalid environment variable PORT: /);
  });

  it('derives the default origins from the ports and drops a trailing slash', () => {
    const config = loadConfig({ PORT: '3101', API_PORT: '8101' });
    expect(config.WEB_ORIGIN).toBe('http://localhost:3101');
    expect(config.PUBLIC_API_URL).toBe('http://localhost:8101');
    expect(loadConfig({ WEB_ORIGIN: 'https://camps.example.org/' }).WEB_ORIGIN).toBe('https://camps.example.org');
  });

  it('reads the social links of the first start, and refuses one that is not https', () => {
    const config = loadConfig({
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@hillcamps',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/hillcamps',
    });
    expect(config).toMatchObject({
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@hillcamps',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/hillcamps',
    });
    expect(loadConfig({}).SOCIAL_X_URL).toBeUndefined();
    expect(failure({ SOCIAL_X_URL: 'http://x.com/hillcamps' })).toBe(
      'Invalid environment variable SOCIAL_X_URL: must be an https:// URL (got "http://x.com/hillcamps")',
    );
    expect(failure({ SOCIAL_X_URL: 'hillcamps' })).toMatch(/^Invalid environment variable SOCIAL_X_URL: /);
  });

  it('reads the login and registration limits, and stops on the removed per-username failure limit', () => {
    expect(loadConfig({})).toMatchObject({
      LOGIN_MAX_PER_ADDRESS: 20,
      LOGIN_WINDOW_SECONDS: 900,
      LOGIN_FREE_FAILURES: 5,
      LOGIN_BACKOFF_MAX_SECONDS: 3600,
      REGISTER_MAX_PER_ADDRESS: 5,
      REGISTER_WINDOW_SECONDS: 3600,
    });
    expect(loadConfig({ LOGIN_FREE_FAILURES: '3', REGISTER_MAX_PER_ADDRESS: '2' })).toMatchObject({
      LOGIN_FREE_FAILURES: 3,
      REGISTER_MAX_PER_ADDRESS: 2,
    });
    expect(failure({ LOGIN_BACKOFF_MAX_SECONDS: '0' })).toMatch(/^Invalid environment variable LOGIN_BACKOFF_MAX_SECONDS: /);
    expect(failure({ LOGIN_MAX_FAILURES_PER_USERNAME: '5' })).toBe(
      'Environment variable LOGIN_MAX_FAILURES_PER_USERNAME was replaced by LOGIN_FREE_FAILURES, counted per username and client address (docs/decisions/0011-login-attempts.md)',
    );
  });
});
