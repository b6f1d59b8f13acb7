// The one place that reads process.env: parsed once at start, fails fast with one clear line.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

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
  TOKEN_TTL_DAYS: positiveInt.default(30),
  // How old an unnamed media file must be before a sweep on PostgreSQL takes it (another instance's upload may be in flight).
  MEDIA_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  TRUST_PROXY: trustProxy.default(false),
  DONATE_URL: z.url().default('https://www.paypal.com/donate'),
  DONATE_BUSINESS_ID: z.string().default('DEMO-BUSINESS-ID'),
  // The trust's own pages on each platform, linked from the website's footer; one left unset is not shown.
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
  REGISTER_MAX_PER_ADDRESS: positiveInt.default(5),
  REGISTER_WINDOW_SECONDS: positiveInt.default(3600),
  // Slot coordinators' one-time codes: requests per phone number and per address, per window.
  OTP_MAX_PER_PHONE: positiveInt.default(3),
  OTP_MAX_PER_ADDRESS: positiveInt.default(10),
  OTP_WINDOW_SECONDS: positiveInt.default(900),
  SLOT_SESSION_HOURS: positiveInt.default(12),
  // `log` writes each SMS to the server log; `webhook` POSTs {to, message} as JSON to SMS_WEBHOOK_URL.
  SMS_PROVIDER: z.enum(['log', 'webhook']).default('log'),
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
});

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

/** The footer's social links, in the order shown: only the platforms that are configured. */
export const socialLinks = (config: Config) =>
  (
    [
      ['Facebook', config.SOCIAL_FACEBOOK_URL],
      ['Instagram', config.SOCIAL_INSTAGRAM_URL],
      ['X', config.SOCIAL_X_URL],
      ['YouTube', config.SOCIAL_YOUTUBE_URL],
    ] as const
  ).flatMap(([name, href]) => (href ? [{ name, href }] : []));

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
    const secret = /DATABASE_URL|WEBHOOK|TOKEN|SECRET|PASSWORD|KEY/.test(name);
    const got = cleaned[name] === undefined || secret ? '' : ` (got "${cleaned[name]}")`;
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}${got}`);
  }
  const parsed = result.data;
  if (parsed.SMS_PROVIDER === 'webhook' && !parsed.SMS_WEBHOOK_URL) {
    throw new ConfigError('Invalid environment variable SMS_WEBHOOK_URL: required when SMS_PROVIDER=webhook');
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
