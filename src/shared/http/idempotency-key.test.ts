import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

// The API's rule for the header (server/plugins/idempotency.ts).
const ACCEPTED = /^[A-Za-z0-9_\-:.]{1,200}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newIdempotencyKey', () => {
  it('gives a fresh key the API accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(ACCEPTED);
  });

  it('falls back when the browser has no randomUUID, or no crypto at all', () => {
    vi.stubGlobal('crypto', { getRandomValues: (b: Uint8Array) => b.fill(7) });
    expect(newIdempotencyKey()).toMatch(ACCEPTED);
    expect(newIdempotencyKey()).toContain('07070707');
    vi.stubGlobal('crypto', undefined);
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(ACCEPTED);
    expect(a).not.toBe(b);
  });
});
