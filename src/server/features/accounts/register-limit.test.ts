// POST /api/register/ is limited tightly per client address, an IPv6 /64 counting as one
// (docs/decisions/0011): each request is a slow hash and may send an e-mail. A taken name answers
// as a new one (decision 0029).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, postJson, type Harness } from '../../test-support/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ REGISTER_MAX_PER_ADDRESS: '3', REGISTER_WINDOW_SECONDS: '3600' });
});
afterAll(() => h.close());

const register = (username: string, remoteAddress: string) =>
  postJson(
    h,
    '/api/register/',
    { username, password: 'river-stone-lantern-42', full_name: 'Asha Rawat', email: 'asha@example.org' },
    { remoteAddress },
  );

describe('POST /api/register/ limit', () => {
  it('answers 429 after REGISTER_MAX_PER_ADDRESS attempts from one address, taken names included, storing nothing', async () => {
    expect((await register('first-name', '2001:db8:5:6::1')).statusCode).toBe(201);
    const taken = await register('first-name', '2001:db8:5:6::2');
    expect(taken.statusCode).toBe(201);
    expect((await register('first-name', '2001:db8:5:6:a:b:c:d')).statusCode).toBe(201);

    const users = await h.count('users');
    const refused = await register('second-name', '2001:db8:5:6::4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await register('first-name', '2001:db8:5:6::5')).statusCode).toBe(429);
    expect(await h.count('users')).toBe(users);

    expect((await register('second-name', '2001:db8:5:7::1')).statusCode).toBe(201);
    expect((await register('third-name', '198.51.100.9')).statusCode).toBe(201);
  });
});
