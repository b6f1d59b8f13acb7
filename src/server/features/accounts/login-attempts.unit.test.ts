// The numbers of docs/decisions/0011-login-attempts.md, with the default settings and a clock
// that an attacker uses to the full: each address guesses again the moment it may.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { admitAttempt, loginLimiters, loginSucceeded } from './login';

const DAY = 86_400_000;

/** Guesses the limits let through for `username` from `addresses` between `from` and `to` (ms). */
async function wrongGuesses(
  addresses: string[],
  username: string,
  from: number,
  to: number,
  clock: { t: number },
  limiters = loginLimiters(loadConfig({}), () => clock.t),
) {
  const next = new Map(addresses.map((a) => [a, from]));
  let guesses = 0;
  for (;;) {
    const [address, at] = [...next].reduce((a, b) => (b[1] < a[1] ? b : a));
    if (at >= to) return { guesses, limiters };
    clock.t = at;
    const wait = await admitAttempt(limiters, username, address);
    if (wait === 0) guesses += 1;
    next.set(address, wait === 0 ? at : at + wait * 1000);
  }
}

describe('login attempt limits (defaults)', () => {
  it('let one address make 33 wrong guesses at one account on the first day and 24 a day after', async () => {
    const clock = { t: 0 };
    const first = await wrongGuesses(['203.0.113.7'], 'admin', 0, DAY, clock);
    expect(first.guesses).toBe(33);
    const second = await wrongGuesses(['203.0.113.7'], 'admin', DAY, 2 * DAY, clock, first.limiters);
    expect(second.guesses).toBe(24);
  });

  it('grow with the number of addresses, and no faster: N addresses make at most 33 × N a day', async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `198.51.100.${i + 1}`);
    expect((await wrongGuesses(addresses, 'admin', 0, DAY, { t: 0 })).guesses).toBe(33 * 40);
  });

  it('count a whole IPv6 /64 as one address', async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await wrongGuesses(addresses, 'admin', 0, DAY, { t: 0 })).guesses).toBe(33);
  });

  it('let the right password in at once from a fresh address, whatever other addresses did', async () => {
    const clock = { t: 0 };
    const addresses = Array.from({ length: 50 }, (_, i) => `192.0.2.${i + 1}`);
    const { limiters } = await wrongGuesses(addresses, 'admin', 0, DAY, clock);
    expect(await admitAttempt(limiters, 'admin', '203.0.113.99')).toBe(0);
  });

  it('make a user who mistypes wait 1, 2, 4 … minutes after the fifth failure, from that address only; a success clears it', async () => {
    const clock = { t: 0 };
    const limiters = loginLimiters(loadConfig({}), () => clock.t);
    for (let i = 0; i < 5; i++) expect(await admitAttempt(limiters, 'meena', '192.0.2.1')).toBe(0);
    expect(await admitAttempt(limiters, 'meena', '192.0.2.1')).toBe(60);
    expect(await admitAttempt(limiters, 'kamal', '192.0.2.1')).toBe(0);
    clock.t += 60_000;
    expect(await admitAttempt(limiters, 'meena', '192.0.2.1')).toBe(0);
    expect(await admitAttempt(limiters, 'meena', '192.0.2.1')).toBe(120);
    clock.t += 120_000;
    expect(await admitAttempt(limiters, 'meena', '192.0.2.1')).toBe(0);
    await loginSucceeded(limiters, 'meena', '192.0.2.1');
    expect(await admitAttempt(limiters, 'meena', '192.0.2.1')).toBe(0);
  });
});
