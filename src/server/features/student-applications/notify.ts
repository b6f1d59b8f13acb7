// The one message a parent gets for a change to their child's application (decision 0041):
// an SMS through the slot coordinators' provider and, where an address was given, an e-mail
// through the outbox. A parent with two children in one change gets one message naming both.
// The e-mail is queued inside the change's transaction; the SMS goes after the commit.
import type { Kysely } from 'kysely';
import { studentPipeline as en } from '../../../shared/messages/en-student-pipeline';
import { fill } from '../../../shared/messages/fill';
import { studentPipelineHi as hi } from '../../../shared/messages/hi-student-pipeline';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { escapeHtml } from '../../mail/compose';
import { enqueueMail, type MailSettings } from '../../mail/outbox';

/** What sends: the app's SMS sender and its after-the-reply outbox (see slot-coordinators/sms.ts). */
export interface Notifier {
  sms: { send(to: string, message: string): Promise<void> };
  outbox: { run(what: string, task: () => Promise<void>): void };
  mail: MailSettings;
}

const notifiers = new WeakMap<object, Notifier>();
/** Set by the routes' plugin, so that a caller with only the database (a withdrawal) reaches the senders. */
export const registerNotifier = (db: Db, notifier: Notifier) => notifiers.set(db, notifier);

export type SmsKey = keyof typeof en.sms;
export interface Recipient {
  number: string;
  parent_mobile: string;
  parent_email: string;
  language: 'en' | 'hi';
}
export interface ParentMessage {
  mobile: string;
  email: string;
  text: string;
  language: 'en' | 'hi';
  /** The application numbers it names. */
  numbers: string[];
}

export const messagesOf = (language: 'en' | 'hi') => (language === 'hi' ? hi : en);
const e164 = (phone: string) => `+91${phone.replace(/\D/g, '').slice(-10)}`;

/** One message per parent's mobile (and language) for `key`; `values` fill the rest (a centre, a link). */
export function parentMessages(
  rows: readonly Recipient[],
  key: SmsKey,
  values: (row: Recipient) => Record<string, string> = () => ({}),
): ParentMessage[] {
  const groups = new Map<string, Recipient[]>();
  for (const row of rows) {
    const k = `${row.parent_mobile}|${row.language}`;
    groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as Recipient;
    const numbers = group.map((r) => r.number);
    return {
      numbers,
      mobile: first.parent_mobile,
      email: group.find((r) => r.parent_email)?.parent_email ?? '',
      language: first.language,
      text: fill(messagesOf(first.language).sms[key], { ...values(first), numbers: numbers.join(', ') }),
    };
  });
}

/** Queues the e-mails of `messages` inside the caller's transaction. */
export async function queueMails(db: Db, trx: Kysely<Database>, messages: readonly ParentMessage[]): Promise<void> {
  const notifier = notifiers.get(db);
  if (!notifier) return;
  for (const m of messages) {
    if (!m.email) continue;
    await enqueueMail(trx, notifier.mail, 'student_application', [m.email], {
      subject: messagesOf(m.language).mailSubject,
      text: m.text,
      html: `<p>${escapeHtml(m.text)}</p>`,
    });
  }
}

/** Sends the SMS of `messages` after the reply (failures logged by the outbox, never the text). */
export function sendSms(db: Db, messages: readonly ParentMessage[]): void {
  const notifier = notifiers.get(db);
  if (!notifier) return;
  for (const m of messages) {
    notifier.outbox.run('sending an application message', () => notifier.sms.send(e164(m.mobile), m.text));
  }
}
