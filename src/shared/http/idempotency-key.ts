// The Idempotency-Key of one submission: the API stores a request sent again with the same key
// only once. randomUUID exists only in secure contexts of recent browsers; older ones and plain
// http pages fall back to getRandomValues, and failing that (very old) to Math.random.

export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: Partial<Crypto> }).crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `${Date.now().toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
