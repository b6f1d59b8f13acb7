// The one place that reads process.env: parsed once at start, fails fast with one clear line.
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

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
  TRUST_PROXY: bool.default(false),
  DONATE_URL: z.url().default('https://www.paypal.com/donate'),
  DONATE_BUSINESS_ID: z.string().default('DEMO-BUSINESS-ID'),
  // The trust's own pages on each platform, linked from the website's footer; one left unset is not shown.
  SOCIAL_FACEBOOK_URL: httpsUrl.optional(),
  SOCIAL_INSTAGRAM_URL: httpsUrl.optional(),
  SOCIAL_X_URL: httpsUrl.optional(),
  SOCIAL_YOUTUBE_URL: httpsUrl.optional(),
  // Staff accounts: login attempts per client address and failed attempts per username, per window.
  LOGIN_MAX_PER_ADDRESS: positiveInt.default(20),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt.default(5),
  LOGIN_WINDOW_SECONDS: positiveInt.default(900),
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
