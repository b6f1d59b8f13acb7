// One-time codes to a phone (SMS) or an e-mail address (the outbox), for anything a person must
// prove they hold that number or address for: withdrawing a consent (decision 0032), a rights
// request (0034), a parent's consent (0035) and a donor's statement (0037). 6 digits from a CSPRNG,
// stored as an HMAC under a per-code salt, valid 10 minutes, used once, burned after 5 wrong tries.
// The destination is kept only as an HMAC under the server's key (PRIVACY_HASH_KEY, or a key file
// made in DATA_DIR): a stolen table cannot be matched against a list of every mobile number.
// The browser holds the challenge (its hash is stored).
// A verified code stays usable as proof (`provenBy`) for 30 minutes after it was used.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { hashCode, newChallenge, newCode, sha256, tryStoredCode } from '../../lib/one-time-code';
import { HttpError } from '../../lib/http-error';
import { type LimiterOptions, makeLimiter } from '../../auth/attempt-limiter';
import { enqueueUnverified, type MailSettings, type UnverifiedKind } from '../../mail/outbox';
import { fill } from '../../../shared/messages/fill';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
/** How long a verified code proves its holder (the steps after it: choosing, confirming). */
export const PROOF_TTL_MS = 30 * 60_000;

export type CodeChannel = 'phone' | 'email';
export type CodePurpose = 'withdraw' | 'rights_request' | 'parent_consent' | 'donor_statement';

/** A phone number as its last 10 digits (an Indian mobile without +91 or 0), an address in lower case. */
export function normalisedDestination(channel: CodeChannel, destination: string): string {
  return channel === 'phone' ? destination.replace(/\D/g, '').slice(-10) : destination.trim().toLowerCase();
}

/** +91 and the ten digits, as the SMS gateway takes a number. */
export const e164 = (phone: string) => `+91${phone.replace(/\D/g, '').slice(-10)}`;

/** The file the key is kept in when PRIVACY_HASH_KEY is unset (one instance: its own data folder). */
export const KEY_FILE = 'privacy-hash.key';

/** The key of destination hashes: PRIVACY_HASH_KEY, or the data folder's key file, made on first start. */
export function destinationKeyOf(config: Pick<Config, 'PRIVACY_HASH_KEY' | 'dataDir'>): Buffer {
  if (config.PRIVACY_HASH_KEY) return Buffer.from(config.PRIVACY_HASH_KEY, 'utf8');
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}

// One key a process: the privacy routes set it from the configuration when the API is built.
let destinationKey: Buffer | null = null;
export function setDestinationKey(key: Buffer): void {
  destinationKey = key;
}

export function destinationHash(channel: CodeChannel, destination: string): string {
  if (!destinationKey) throw new Error('no destination key: the privacy routes set it when the API is built');
  return createHmac('sha256', destinationKey)
    .update(`${channel}:${normalisedDestination(channel, destination)}`)
    .digest('hex');
}

export interface IssuedCode {
  id: number;
  challenge: string;
  code: string;
}

/** A new code for `destination`; the caller sends `code` and gives the person `challenge`. */
export async function issueCode(
  db: Kysely<Database>,
  input: { channel: CodeChannel; destination: string; purpose: CodePurpose },
  now = new Date(),
): Promise<IssuedCode> {
  const challenge = newChallenge();
  const code = newCode();
  const row = await db
    .insertInto('one_time_codes')
    .values({
      channel: input.channel,
      destination_hash: destinationHash(input.channel, input.destination),
      purpose: input.purpose,
      challenge_hash: sha256(challenge),
      code_hash: hashCode(code),
      expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      consumed_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, challenge, code };
}

/** The code a challenge names, for one purpose. */
const codeOf = (db: Kysely<Database>, challenge: string, purpose: CodePurpose) =>
  db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('challenge_hash', '=', sha256(challenge))
    .where('purpose', '=', purpose)
    .executeTakeFirst();

export type CodeCheck = { ok: true; id: number } | { ok: false; reason: 'unknown' | 'expired' | 'wrong' | 'tooManyTries'; left?: number };

/** Checks a code against its challenge; every try counts (atomically) before the comparison. */
export async function verifyCode(
  db: Kysely<Database>,
  challenge: string,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  const row = await codeOf(db, challenge, purpose);
  if (!row || row.consumed_at !== null) return { ok: false, reason: row ? 'tooManyTries' : 'unknown' };
  if (row.expires_at <= now.toISOString()) return { ok: false, reason: 'expired' };
  const nowIso = now.toISOString();
  const tried = await tryStoredCode(
    db,
    'one_time_codes',
    { id: row.id, hash: row.code_hash },
    /^\d{6}$/.test(code) ? code : '',
    CODE_MAX_TRIES,
    nowIso,
  );
  if (!tried.counted) return { ok: false, reason: 'tooManyTries' };
  if (tried.matched) return tried.used ? { ok: true, id: row.id } : { ok: false, reason: 'tooManyTries' };
  const counted = tried;
  if (counted.attempts >= CODE_MAX_TRIES) {
    // Burned: used up, and marked (one try past the limit) as having proved nothing.
    await db
      .updateTable('one_time_codes')
      .set({ consumed_at: now.toISOString(), attempts: CODE_MAX_TRIES + 1 })
      .where('id', '=', row.id)
      .execute();
    return { ok: false, reason: 'tooManyTries' };
  }
  return { ok: false, reason: 'wrong', left: CODE_MAX_TRIES - counted.attempts };
}

/** The verified code a challenge proves, while its proof lasts: its id, channel and destination's hash. */
export async function provenBy(db: Kysely<Database>, challenge: string, purpose: CodePurpose, now = new Date()) {
  const row = await codeOf(db, challenge, purpose);
  // A code burned by wrong tries is consumed too, but it proved nothing; a proof lasts PROOF_TTL_MS.
  if (!row?.consumed_at || row.attempts > CODE_MAX_TRIES) return undefined;
  const proved = row.consumed_at > new Date(now.getTime() - PROOF_TTL_MS).toISOString();
  return proved ? { id: row.id, channel: row.channel, destinationHash: row.destination_hash } : undefined;
}

/** A code's message templates ({code} in each): the e-mail's subject and text, and the SMS. */
export interface CodeTexts {
  subject: string;
  text: string;
  sms: string;
}

/**
 * Sends a code: by e-mail through the outbox (under the cap of mail to an address a visitor typed,
 * so a page cannot flood an inbox), or by SMS through `text` (the app's SMS outbox, after the reply).
 */
export async function deliverCode(
  to: { db: Kysely<Database>; mail: MailSettings; kind: UnverifiedKind; text: (phone: string, message: string) => void },
  channel: CodeChannel,
  destination: string,
  code: string,
  texts: CodeTexts,
): Promise<void> {
  if (channel === 'phone') return to.text(e164(destination), fill(texts.sms, { code }));
  const text = fill(texts.text, { code });
  await enqueueUnverified(to.db, to.mail, to.kind, destination, { subject: fill(texts.subject, { code }), text, html: `<p>${text}</p>` });
}

/** The refusal of a code that did not prove anything, in the words the person reads (400, on the `code` field). */
export function codeRefusal(check: Extract<CodeCheck, { ok: false }>, t: { codeWrong: string; codeExpired: string; codeUsedUp: string }) {
  const message = check.reason === 'wrong' ? t.codeWrong : check.reason === 'expired' ? t.codeExpired : t.codeUsedUp;
  return new HttpError(400, message, { code: [message] });
}

/**
 * The limits of a page's codes, named `<name>-…` in Redis: codes asked per destination and per
 * visitor's address, and checks per address (three times as many: a typo costs a try).
 */
export function codeLimiters(config: Config, link: LimiterOptions['link'], name: string) {
  const { RATE_LIMIT_DISABLED: off, OTP_MAX_PER_PHONE: perPhone, OTP_MAX_PER_ADDRESS: perAddress, OTP_WINDOW_SECONDS: window } = config;
  return {
    perDestination: makeLimiter(off, perPhone, window, { link, name: `${name}-to` }),
    perAddress: makeLimiter(off, perAddress, window, { link, name: `${name}-address` }),
    verifyPerAddress: makeLimiter(off, perAddress * 3, window, { link, name: `${name}-verify` }),
  };
}
