// Sends the outbox (outbox.ts) through SMTP_URL: every MAIL_POLL_MS it takes the due messages one
// by one and sends each. It starts when the API is ready and, when the API closes, finishes the
// message it is sending and stops. Without SMTP_URL it does not run, and mail waits in the outbox.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { type Clock, systemClock } from '../lib/clock';
import { type Backoff, claimNext, expireLeases, markFailure, markSent, type OutboxRow, release, stopUrl } from './outbox';

/** How long a claimed message belongs to its worker: well over the SMTP timeouts below. */
export const LEASE_MS = 5 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export interface MailWorkerOptions extends Backoff {
  db: Db;
  transport: Transporter;
  from: string;
  /** The stop page every message's List-Unsubscribe header names. */
  stopUrl?: string;
  pollMs: number;
  leaseMs?: number;
  log: FastifyInstance['log'];
  /** The time messages fall due and give up by (a test's clock moves by hand). */
  clock?: Clock;
}

/** A reply code of 5xx: the server refused the message for good; trying again will not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly o: MailWorkerOptions) {}

  start(): void {
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops polling; the message being sent is finished and marked first. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One round: every due message, then the next round after MAIL_POLL_MS. */
  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((err: unknown) => this.o.log.error({ err }, 'mail outbox round failed'))
        .finally(() => {
          this.running = null;
          if (!this.stopping) this.schedule(this.o.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** Sends every due message (exposed for tests). */
  async drain(): Promise<number> {
    const interrupted = await expireLeases(this.o.db, this.now());
    if (interrupted) this.o.log.warn({ interrupted }, 'mail interrupted by a stop while sending: marked failed, retry from the console');
    let sent = 0;
    while (!this.stopping) {
      const row = await claimNext(this.o.db, this.o.leaseMs ?? LEASE_MS, this.now());
      if (!row) break;
      if (this.stopping) {
        await release(this.o.db, row);
        break;
      }
      if (await this.send(row)) sent++;
    }
    return sent;
  }

  private now(): Date {
    return new Date((this.o.clock ?? systemClock)());
  }

  private async send(row: OutboxRow): Promise<boolean> {
    try {
      const info = await this.o.transport.sendMail({
        from: this.o.from,
        to: JSON.parse(row.recipients) as string[],
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: row.message_id,
        date: new Date(row.created_at),
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(this.o.stopUrl ? { 'List-Unsubscribe': `<${this.o.stopUrl}>` } : {}),
        },
      });
      // Some recipients refused, the others took it: sent, and the refusal is logged.
      const rejected = info.rejected?.length ?? 0;
      if (rejected) this.o.log.warn({ id: row.id, kind: row.kind, rejected }, 'mail refused for some recipients');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.o.log.warn({ id: row.id, kind: row.kind, attempts: row.attempts, err: message }, 'mail not sent: will retry or is failed');
      await markFailure(this.o.db, row, message, isPermanent(error), this.o, this.now());
      return false;
    }
    await markSent(this.o.db, row.id, this.now());
    return true;
  }
}

export function createTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

export function workerOptionsFromConfig(config: Config) {
  return {
    pollMs: config.MAIL_POLL_MS,
    retryMinMs: config.MAIL_RETRY_MIN_SECONDS * 1000,
    retryMaxMs: config.MAIL_RETRY_MAX_SECONDS * 1000,
    giveUpMs: config.MAIL_GIVE_UP_HOURS * 3_600_000,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; null when e-mail is off (no SMTP_URL). */
    mailWorker: MailWorker | null;
  }
}

/** Runs the worker in this API instance when SMTP_URL is set. */
export const mailOutbox = fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, MAIL_FROM } = app.config;
    if (!SMTP_URL || !MAIL_FROM) {
      app.decorate('mailWorker', null);
      return;
    }
    const transport = createTransport(SMTP_URL);
    const worker = new MailWorker({
      db: app.db,
      transport,
      from: MAIL_FROM,
      stopUrl: stopUrl({ webOrigin: app.config.WEB_ORIGIN }),
      log: app.log,
      clock: app.clock,
      ...workerOptionsFromConfig(app.config),
    });
    app.decorate('mailWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mail-outbox', dependencies: ['database'] },
);
