// The one place that reads process.env: parsed once at start, fails fast with one clear line.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/** SMTP_URL: nodemailer's connection URL, smtp:// (STARTTLS when offered) or smtps:// (TLS from the start). */
const smtpUrl = z
  .string()
  .trim()
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '' && (url.pathname === '' || url.pathname === '/');
  }, 'must be smtp://[user:password@]host[:port] or smtps://… (leave it unset to keep e-mail off)');

/** One e-mail address: what the public forms accept, with no room for a header's line break. */
const mailAddress = z.email();
const MAIL_FROM_FORMAT = /^(?:([^<>"]{1,100}|"[^"]{1,100}")\s*<([^<>\s]+)>|([^<>\s]+))$/;
/** A control character (a line break would start another header). */
const hasControl = (value: string) => Array.from(value).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** MAIL_FROM: `address` or `Name <address>`. */
const mailFrom = z
  .string()
  .trim()
  .refine((value) => {
    const match = MAIL_FROM_FORMAT.exec(value);
    return !hasControl(value) && !!match && mailAddress.safeParse(match[2] ?? match[3]).success;
  }, 'must be an e-mail address or "Name <address>"');

/** STAFF_NOTIFY_EMAILS: e-mail addresses, comma-separated. */
const addressList = z.string().transform((value, ctx) => {
  const list = [
    ...new Set(
      value
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a !== ''),
    ),
  ];
  if (list.every((a) => mailAddress.safeParse(a).success)) return list;
  ctx.addIssue({ code: 'custom', message: 'must be e-mail addresses, comma-separated' });
  return z.NEVER;
});

/** A proxy for TRUST_PROXY: an address, a CIDR range, or one of proxy-addr's names. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, extra] = value.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY, as Fastify's trustProxy takes it: off, a hop count (`1`: one proxy in front; `true`
 * means 1), or the proxies' addresses and CIDR ranges. Never "trust every hop": the client address
 * would then be the left-most X-Forwarded-For entry, which any client writes itself.
 */
/**
 * TRUST_PROXY as Fastify's trustProxy option. A hop count becomes a function: Fastify itself
 * trusts nothing for a number (it cannot check the immediate peer), and one hop is the common case.
 */
export function trustProxyOption(value: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const v = value.toLowerCase();
    if (['false', 'no', '0'].includes(v)) return false;
    if (['true', 'yes'].includes(v)) return 1;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const proxies = v.split(',').map((p) => p.trim());
    if (proxies.every(isProxyAddress)) return proxies;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a number of proxies in front (1 for one), or their addresses or CIDR ranges, comma-separated',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  API_PORT: port.default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset to use SQLite)')
    .optional(),
  // Defaults follow PORT and API_PORT (see loadConfig); a trailing slash is dropped.
  WEB_ORIGIN: z
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  PUBLIC_API_URL: z
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PUBLIC_FORMS: positiveInt.default(10),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  RATE_LIMIT_DISABLED: bool.default(false),
  // Failed result look-ups in one hour past which staff are e-mailed (decision 0036).
  RESULTS_ALERT_FAILURES_PER_HOUR: positiveInt.default(300),
  TOKEN_TTL_DAYS: positiveInt.default(30),
  // How old an unnamed media file must be before a sweep on PostgreSQL takes it (another instance's upload may be in flight).
  MEDIA_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  TRUST_PROXY: trustProxy.default(false),
  // The donation provider and the trust's pages on social platforms: the values the site settings
  // start with on a new database only (decision 0013); from then on staff change them in the console.
  DONATE_URL: z.url().default('https://www.paypal.com/donate'),
  DONATE_BUSINESS_ID: z.string().default('DEMO-BUSINESS-ID'),
  SOCIAL_FACEBOOK_URL: httpsUrl.optional(),
  SOCIAL_INSTAGRAM_URL: httpsUrl.optional(),
  SOCIAL_X_URL: httpsUrl.optional(),
  SOCIAL_YOUTUBE_URL: httpsUrl.optional(),
  // Staff accounts (docs/decisions/0011): login attempts per client address per window; failures of
  // one username from one address before it waits (60 s, doubling up to the cap); registrations
  // per client address per window.
  LOGIN_MAX_PER_ADDRESS: positiveInt.default(20),
  LOGIN_WINDOW_SECONDS: positiveInt.default(900),
  LOGIN_FREE_FAILURES: positiveInt.default(5),
  LOGIN_BACKOFF_MAX_SECONDS: positiveInt.default(3600),
  // Attempts for one username from browsers without its device cookie, over every address (0011).
  LOGIN_UNKNOWN_DEVICE_MAX: positiveInt.default(10),
  LOGIN_UNKNOWN_DEVICE_WINDOW_SECONDS: positiveInt.default(3600),
  REGISTER_MAX_PER_ADDRESS: positiveInt.default(5),
  REGISTER_WINDOW_SECONDS: positiveInt.default(3600),
  // Slot coordinators' one-time codes (docs/decisions/0028): requests per phone number from one
  // address, per phone number from all addresses, and per address, per window.
  OTP_MAX_PER_PHONE: positiveInt.default(3),
  OTP_MAX_PER_PHONE_TOTAL: positiveInt.default(6),
  OTP_MAX_PER_ADDRESS: positiveInt.default(10),
  OTP_WINDOW_SECONDS: positiveInt.default(900),
  // The pause between two codes for one phone number from one address ("Send again"); 0: none.
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(30),
  SLOT_SESSION_HOURS: positiveInt.default(12),
  // `log` writes each SMS to the server log; `webhook` POSTs the JSON of SMS_WEBHOOK_BODY (by
  // default {to, message}) to SMS_WEBHOOK_URL, with SMS_WEBHOOK_TOKEN as a bearer token.
  SMS_PROVIDER: z.enum(['log', 'webhook']).default('log'),
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  SMS_WEBHOOK_BODY: z
    .string()
    .refine((v) => v.includes('{to}') && v.includes('{message}'), 'must contain {to} and {message}')
    .refine((v) => {
      try {
        JSON.parse(v.replaceAll('{to}', '').replaceAll('{message}', ''));
        return true;
      } catch {
        return false;
      }
    }, 'must be JSON, with {to} and {message} inside its strings')
    .optional(),
  // Several instances (docs/decisions/0019): limits shared and caches emptied on every instance
  // through Redis; media in an S3-compatible store. Unset: one process, memory and the data folder.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .refine((u) => URL.canParse(u) && new URL(u).hostname !== '', 'must name a host (redis://host:6379)')
    .optional(),
  MEDIA_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-2')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // E-mail (docs/decisions/0017): unset SMTP_URL keeps every message waiting in the outbox.
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.optional(),
  STAFF_NOTIFY_EMAILS: addressList.default([]),
  // How often the outbox worker looks for due messages, and how it backs off a failed one.
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  MAIL_RETRY_MIN_SECONDS: z.coerce.number().positive().max(86_400).default(60),
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().positive().max(86_400).default(1800),
  MAIL_GIVE_UP_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  // Confirmations (and other replies to an address nobody has verified) to one address in a day.
  MAIL_UNVERIFIED_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).max(100).default(3),
  // The key npm run backup seals with and npm run restore opens with (src/server/backup/sealed.ts):
  // read by those commands only. Keep the file off the server's disk image and its backups.
  BACKUP_KEY_FILE: z.string().optional(),
  BACKUP_KEY: z.string().optional(),
  // The key of the HMAC that keeps a one-time code's phone number or address (decision 0034); unset:
  // DATA_DIR/privacy-hash.key, made on first start. Several instances need it set, the same on each.
  PRIVACY_HASH_KEY: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
});

/** Every variable the server reads (docs/configuration.md documents each, checked by a test). */
export const settingNames: readonly string[] = Object.keys(envSchema.shape);

export type Config = Omit<z.infer<typeof envSchema>, 'WEB_ORIGIN' | 'PUBLIC_API_URL'> & {
  WEB_ORIGIN: string;
  PUBLIC_API_URL: string;
  dataDir: string;
  mediaDir: string;
  sqliteFile: string;
};

export class ConfigError extends Error {}

/** Settings that were removed, with what replaced them: a deployment that still sets one stops at start. */
const REPLACED: Record<string, string> = {
  LOGIN_MAX_FAILURES_PER_USERNAME:
    'was replaced by LOGIN_FREE_FAILURES, counted per username and client address (docs/decisions/0011-login-attempts.md)',
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" so that `FOO= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const replaced = Object.keys(REPLACED).find((name) => cleaned[name] !== undefined);
  if (replaced) throw new ConfigError(`Environment variable ${replaced} ${REPLACED[replaced]}`);
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // Echo the value to help fix it, unless it may hold a password or a token.
    const secret = /DATABASE_URL|REDIS_URL|SMTP_URL|WEBHOOK|TOKEN|SECRET|PASSWORD|KEY/.test(name);
    // JSON quoting keeps a value with a line break on the one line.
    const got = cleaned[name] === undefined || secret ? '' : ` (got ${JSON.stringify(cleaned[name])})`;
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}${got}`);
  }
  const parsed = result.data;
  if (parsed.SMS_PROVIDER === 'webhook' && !parsed.SMS_WEBHOOK_URL) {
    throw new ConfigError('Invalid environment variable SMS_WEBHOOK_URL: required when SMS_PROVIDER=webhook');
  }
  if (parsed.MEDIA_STORE === 's3') {
    const missing = (['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((name) => !parsed[name]);
    if (missing) throw new ConfigError(`Invalid environment variable ${missing}: required when MEDIA_STORE=s3`);
  } else {
    const stray = Object.keys(cleaned).find((name) => name.startsWith('S3_'));
    if (stray) throw new ConfigError(`Invalid environment variable ${stray}: set MEDIA_STORE=s3 to use the S3 settings`);
  }
  if (parsed.SMTP_URL && !parsed.MAIL_FROM) {
    throw new ConfigError('Invalid environment variable MAIL_FROM: required when SMTP_URL is set');
  }
  if (parsed.MAIL_RETRY_MAX_SECONDS < parsed.MAIL_RETRY_MIN_SECONDS) {
    throw new ConfigError('Invalid environment variable MAIL_RETRY_MAX_SECONDS: must not be less than MAIL_RETRY_MIN_SECONDS');
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    WEB_ORIGIN: parsed.WEB_ORIGIN ?? `http://localhost:${parsed.PORT}`,
    PUBLIC_API_URL: parsed.PUBLIC_API_URL ?? `http://localhost:${parsed.API_PORT}`,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    sqliteFile: path.join(dataDir, 'app.sqlite'),
  };
}
