// A real SMTP server for the e-mail tests (the `smtp-server` package), on a free local port: it
// keeps every message it accepts, and can be stopped and started again on the same port.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHarness, type Harness } from './api-harness';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  messageId: string;
  subject: string;
  /** The text/plain and text/html parts, decoded. */
  text: string;
  html: string;
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The headers of a part (first occurrence of each, unfolded, lower-case names) and its body. */
function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n');
  const head = part.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(at + 4) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Decodes an RFC 2047 header value (nodemailer's =?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const { headers, body } = splitPart(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = splitPart(part.replace(/^\r\n/, ''));
    const type = (p.headers['content-type'] ?? '').toLowerCase();
    if (type.startsWith('text/plain')) text = decodeBody(p.headers, p.body);
    if (type.startsWith('text/html')) html = decodeBody(p.headers, p.body);
  }
  return {
    from,
    to,
    raw,
    headers,
    messageId: headers['message-id'] ?? '',
    subject: decodeHeader(headers.subject ?? ''),
    text,
    html,
  };
}

export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  /** Recipients refused for good (550), as a mailbox that does not exist. */
  readonly refused = new Set<string>();
  /** How long the server takes to answer a message's data (a slow server). */
  delayMs = 0;
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  static async start(port?: number): Promise<SmtpTestServer> {
    const s = new SmtpTestServer(port ?? (await freePort()));
    await s.listen();
    return s;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address)) return callback();
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          this.received.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              from,
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          setTimeout(() => callback(), this.delayMs);
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Waits until `check` returns true, for at most `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'the condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A test file's SMTP server and an API that sends to it (`env` besides SMTP_URL): started before
 * its tests and handed to `started`, stopped after them; the messages received are forgotten after each test.
 */
export function withSmtpHarness(env: Record<string, string>, started: (suite: { smtp: SmtpTestServer; h: Harness }) => void) {
  let suite: { smtp: SmtpTestServer; h: Harness } | undefined;
  beforeAll(async () => {
    const smtp = await SmtpTestServer.start();
    suite = { smtp, h: await createHarness({ ...env, SMTP_URL: smtp.url }) };
    started(suite);
  });
  afterAll(async () => {
    await suite?.h.close();
    await suite?.smtp.stop();
  });
  afterEach(() => {
    if (suite) suite.smtp.received.length = 0;
  });
}
