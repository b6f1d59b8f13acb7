// Text messages go through one interface. The default sender writes each message to the server
// log (an operator reads the code from there and relays it, or a developer uses it locally);
// SMS_PROVIDER=webhook posts {to, message} as JSON to SMS_WEBHOOK_URL, which any SMS gateway (or a
// small adapter in front of one) can take.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

export interface SmsSender {
  readonly name: string;
  /** Sends one message; rejects when it could not be handed over. */
  send(to: string, message: string): Promise<void>;
}

/** "+919876543210" -> "+91******3210": enough to tell numbers apart in a log, not to call one. */
export const maskPhone = (phone: string) =>
  phone.replace(/^(\+\d{2})(\d+)(\d{4})$/, (_m, cc: string, mid: string, last: string) => `${cc}${'*'.repeat(mid.length)}${last}`);

export class LogSmsSender implements SmsSender {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(to: string, message: string): Promise<void> {
    // The message (with its code) is logged on purpose: that is what this sender is for.
    this.log.info({ sms: { to: maskPhone(to), message } }, 'SMS written to the log (SMS_PROVIDER=log)');
  }
}

export class WebhookSmsSender implements SmsSender {
  readonly name = 'webhook';
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {}
  async send(to: string, message: string): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to, message }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
  }
}

export function smsSenderFromConfig(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_PROVIDER === 'webhook' && config.SMS_WEBHOOK_URL)
    return new WebhookSmsSender(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN);
  return new LogSmsSender(log);
}

declare module 'fastify' {
  interface FastifyInstance {
    smsSender: SmsSender;
  }
}

export const sms = fp(
  async (app: FastifyInstance) => {
    app.decorate('smsSender', smsSenderFromConfig(app.config, app.log));
  },
  { name: 'sms', dependencies: ['database'] },
);
