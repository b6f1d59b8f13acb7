import { describe, expect, it } from 'vitest';
import { createCsrfSource } from './csrf';

function counted(tokens: string[]) {
  const calls = { count: 0 };
  const fetchToken = async () => {
    calls.count += 1;
    return { csrfToken: tokens.shift() };
  };
  return { calls, fetchToken };
}

describe('the CSRF header', () => {
  it('comes from the csrftoken cookie when the page can read it', async () => {
    const { calls, fetchToken } = counted(['fetched']);
    const csrf = createCsrfSource(fetchToken, () => 'theme=dark; csrftoken=from%20cookie');
    await expect(csrf.current()).resolves.toBe('from cookie');
    expect(calls.count).toBe(0);
  });

  it('else from GET /api/csrf/, fetched once and then reused', async () => {
    const { calls, fetchToken } = counted(['first', 'second']);
    const csrf = createCsrfSource(fetchToken);
    await expect(csrf.current()).resolves.toBe('first');
    await expect(csrf.current()).resolves.toBe('first');
    expect(calls.count).toBe(1);
  });

  it('is fetched afresh on demand, and the fresh one is reused', async () => {
    const { fetchToken } = counted(['stale', 'new']);
    const csrf = createCsrfSource(fetchToken, () => '');
    await csrf.current();
    await expect(csrf.fresh()).resolves.toBe('new');
    await expect(csrf.current()).resolves.toBe('new');
  });
});
