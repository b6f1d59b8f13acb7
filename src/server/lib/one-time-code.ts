// The primitives of a one-time code, shared by the slot coordinators' sign-in and personal data's
// proofs: 6 digits from a CSPRNG, stored as an HMAC under a salt of its own, compared in constant
// time; the browser's challenge and other look-up keys stored as SHA-256 only.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

export const newChallenge = () => randomBytes(32).toString('base64url');
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function hashWith(code: string, salt: string): string {
  return `${salt}:${createHmac('sha256', Buffer.from(salt, 'hex')).update(code).digest('hex')}`;
}

/** The stored form of a new code (`salt:hmac`). */
export const hashCode = (code: string) => hashWith(code, randomBytes(16).toString('hex'));

/** Whether `code` is the one stored as `stored`. */
export function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split(':');
  if (!salt) return false;
  const a = Buffer.from(hashWith(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
