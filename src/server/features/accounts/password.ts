// Staff passwords: the rules a new password must pass, and scrypt hashing (node:crypto, async so
// the event loop keeps serving). A stored hash records its own cost, so the cost can be raised
// later and older hashes still verify (and are re-hashed at the next login).
import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { en } from '../../../shared/messages/en';
import { COMMON_PASSWORDS, COMMON_WORDS } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

// N = 2^15, r = 8: 32 MiB and about a tenth of a second per hash on a small server.
const COST = { log2N: 15, r: 8, p: 1 };
const KEY_BYTES = 64;
const SALT_BYTES = 16;
// Refuse absurd costs in a stored hash (a tampered row must not take the server down).
const MAX_LOG2N = 20;

function scrypt(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

// No 0/O, 1/l/I: a temporary password is read off a screen and typed or passed on by hand.
const TEMPORARY_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password after an admin's reset: four groups of five, about 116 random bits. */
export function temporaryPassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, COST.log2N, COST.r, COST.p);
  return ['scrypt', COST.log2N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every(Number.isInteger) || log2N < 10 || log2N > MAX_LOG2N || r < 1 || r > 32 || p < 1 || p > 4) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || key.length !== KEY_BYTES) return null;
  return { log2N, r, p, salt, key };
}

// Verified against when the username is unknown, so that both cases cost the same time.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Whether `password` matches `stored` (null: no such account, checked against a dummy hash so the
 * reply takes as long). `rehash` is set when the hash is weaker than the current cost.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<{ ok: boolean; rehash: boolean }> {
  const parsed = parseHash(stored ?? (await dummy()));
  if (!parsed) return { ok: false, rehash: false };
  const key = await scrypt(password, parsed.salt, parsed.log2N, parsed.r, parsed.p);
  const ok = stored !== null && timingSafeEqual(key, parsed.key);
  const rehash = ok && (parsed.log2N < COST.log2N || parsed.r < COST.r);
  return { ok, rehash };
}

/** The reasons a new password is refused (empty when it is acceptable). */
export function passwordProblems(password: string, context: { username?: string; email?: string } = {}): string[] {
  const m = en.staff;
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(m.passwordTooShort);
  if (password.length > MAX_PASSWORD_LENGTH) problems.push(m.passwordTooLong);
  if (isCommonPassword(password)) problems.push(m.passwordCommon);
  else if (/^\d+$/.test(password)) problems.push(m.passwordNumeric);
  const lower = password.toLowerCase();
  const personal = [context.username, context.email?.split('@')[0]].filter((v): v is string => !!v && v.length >= 3);
  if (personal.some((v) => lower.includes(v.toLowerCase()))) problems.push(m.passwordPersonal);
  return problems;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  // One repeated character, or a word from the list with only digits and symbols around it.
  if (/^(.)\1*$/.test(lower)) return true;
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  return core !== '' && COMMON_WORDS.has(core);
}
