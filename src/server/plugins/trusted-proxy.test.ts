// TRUST_PROXY: behind a proxy, the client address is the entry the trusted proxy added, never the
// left-most X-Forwarded-For entry a client writes itself, so no per-address limit can be dodged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../test-support/api-harness';

const contact = { name: 'Asha Rawat', email: 'asha@example.org', subject: 'Camp dates', message: 'When does the camp start?' };
const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';
/** A post through the proxy from CLIENT, which sent its own made-up X-Forwarded-For. */
const viaProxy = (h: Harness, spoofed: string, client = CLIENT) =>
  postJson(h, '/contact/', contact, {
    remoteAddress: PROXY,
    headers: { 'content-type': 'application/json', ...h.csrf.headers, 'x-forwarded-for': `${spoofed}, ${client}` },
  });

describe.each([
  ['a hop count of 1 (a proxy in front)', '1'],
  ['the proxy’s address', PROXY],
  ['the proxy’s range', '10.0.0.0/8'],
])('TRUST_PROXY as %s', (_name, setting) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ TRUST_PROXY: setting, RATE_LIMIT_PUBLIC_FORMS: '10', LOGIN_MAX_PER_ADDRESS: '5' });
  });
  afterAll(() => h.close());

  it('keeps the form limit per client: 25 posts with a different left-most entry each get 10 201s, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await viaProxy(h, `198.51.100.${i}`)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(await h.count('contact_messages')).toBe(10);
    // Another client behind the same proxy has its own allowance.
    expect((await viaProxy(h, '198.51.100.1', '203.0.113.8')).statusCode).toBe(201);
  });

  it('keeps the login limit per client whatever the left-most entry says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await postJson(
        h,
        '/api/login/',
        { username: `nobody${i}`, password: 'wrong-password-1' },
        {
          remoteAddress: PROXY,
          headers: { 'content-type': 'application/json', ...h.csrf.headers, 'x-forwarded-for': `198.51.100.${i}, ${CLIENT}` },
        },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});

describe('TRUST_PROXY off (the default)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ RATE_LIMIT_PUBLIC_FORMS: '2' });
  });
  afterAll(() => h.close());

  it('ignores X-Forwarded-For altogether', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await viaProxy(h, `198.51.100.${i}`, `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});

describe('a proxy that is not the trusted one', () => {
  it('is the client itself: its X-Forwarded-For counts for nothing', async () => {
    const h = await createHarness({ TRUST_PROXY: '192.168.1.5', RATE_LIMIT_PUBLIC_FORMS: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await viaProxy(h, `198.51.100.${i}`, `203.0.113.${i}`)).statusCode);
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await h.close();
    }
  });
});
