// Text messages go through one interface. The default sender writes each message to the server
// log (an operator reads the code from there and relays it, or a developer uses it locally);
// SMS_PROVIDER=webhook posts JSON to SMS_WEBHOOK_URL: {to, message} by default, or the shape a
// gateway wants, from the SMS_WEBHOOK_BODY template (docs/decisions/0015 has a real gateway's).
// Outside SMS_PROVIDER=log, no message (and so no code) is ever written to a log.
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

export const DEFAULT_WEBHOOK_BODY = '{"to":"{to}","message":"{message}"}';

/** The template with {to} and {message} put in as JSON string content (quotes and backslashes escaped). */
export function webhookBody(template: string, to: string, message: string): string {
  const inString = (v: string) => JSON.stringify(v).slice(1, -1);
  return template.replace(/\{(to|message)\}/g, (_m, name: string) => inString(name === 'to' ? to : message));
}

export class WebhookSmsSender implements SmsSender {
  readonly name = 'webhook';
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly template = DEFAULT_WEBHOOK_BODY,
    private readonly timeoutMs = 10_000,
  ) {}
  async send(to: string, message: string): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
        body: webhookBody(this.template, to, message),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      // A new error that names the failure only: nothing of the request (its body holds the code).
      throw new Error(`SMS webhook not reached: ${error instanceof Error ? error.name : 'error'}`);
    }
    // The reply's body is not read: a gateway may echo the message back.
    await res.body?.cancel();
    if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
  }
}

export function smsSenderFromConfig(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_PROVIDER === 'webhook' && config.SMS_WEBHOOK_URL)
    return new WebhookSmsSender(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN, config.SMS_WEBHOOK_BODY);
  return new LogSmsSender(log);
}

/**
 * Work done after a reply has gone (storing and sending a one-time code), so that how long it
 * takes shows in no reply. Failures are logged by their error's message only: never a text.
 */
export class SmsOutbox {
  private readonly pending = new Set<Promise<void>>();
  constructor(private readonly log: FastifyBaseLogger) {}
  run(what: string, task: () => Promise<void>): void {
    const running = task()
      .catch((err: unknown) => this.log.error({ error: err instanceof Error ? err.message : 'error' }, `${what} failed`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }
  /** Resolves once all work handed over so far has finished (tests; the app's close). */
  async drain(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    smsSender: SmsSender;
    smsOutbox: SmsOutbox;
  }
}

const outboxes = new WeakMap<object, SmsOutbox>();
/** The outbox of the app that runs on this database (the features are encapsulated: tests reach it here). */
export const outboxOf = (db: object): SmsOutbox | undefined => outboxes.get(db);

export const sms = fp(
  async (app: FastifyInstance) => {
    app.decorate('smsSender', smsSenderFromConfig(app.config, app.log));
    const outbox = new SmsOutbox(app.log);
    app.decorate('smsOutbox', outbox);
    outboxes.set(app.db, outbox);
    app.addHook('onClose', () => outbox.drain());
  },
  { name: 'sms', dependencies: ['database'] },
);
