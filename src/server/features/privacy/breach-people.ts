// The people a breach affected (DPDP Rules rule 7; decision 0034): found by query over the kinds of
// record staff say were affected, in an optional window of when the records were made; one person
// per e-mail address, or per phone number where no address is known (a phone-only record whose
// number an addressed record also holds is the same person). Each is told once, by e-mail through
// the outbox, or by SMS where only a phone is known, in their language where a record says it
// (both languages where none does).
import type { Kysely } from 'kysely';
import { type PrivacyLetters, privacyLetters } from '../../../shared/messages/en-privacy-letters';
import { fill } from '../../../shared/messages/fill';
import { privacyLettersHi } from '../../../shared/messages/hi-privacy-letters';
import { type BreachKind, type BreachPeopleView, type BreachScope, maskEmail, maskPhone } from '../../../shared/schemas/privacy';
import { formatDate } from '../../../shared/dates';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/http-error';
import { escapeHtml } from '../../mail/compose';
import { enqueueMail, type MailSettings } from '../../mail/outbox';
import { toBreachView } from './breaches';
import { destinationHash, normalisedDestination } from './one-time-codes';
import { privacyContact } from './rights';

type Lang = 'en' | 'hi' | '';

/** Where each kind keeps its person's address, phone and language. */
const SOURCES: Record<BreachKind, { table: string; email?: string; phone?: string; lang?: string }> = {
  volunteers: { table: 'volunteer_applications', email: 'email' },
  partners: { table: 'partner_applications', email: 'email', phone: 'phone' },
  contact_messages: { table: 'contact_messages', email: 'email' },
  slot_coordinators: { table: 'slot_coordinators', email: 'email', phone: 'phone_number' },
  parents: { table: 'student_applications', email: 'parent_email', phone: 'parent_mobile', lang: 'language' },
  donations: { table: 'donations', email: 'donor_email', phone: 'donor_phone', lang: 'lang' },
};

export interface Person {
  channel: 'email' | 'phone';
  /** The address or the number as a record holds it (normalised). */
  destination: string;
  kinds: BreachKind[];
  lang: Lang;
}

/** The window's ends as instants: whole days in India's time. */
const fromOf = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString();
const toOf = (date: string) => new Date(`${date}T23:59:59.999+05:30`).toISOString();

type Loose = Kysely<Record<string, Record<string, string | null>>>;

/** Everyone the scope reaches, one per address or (address unknown) phone number. */
export async function affectedPeople(db: Kysely<Database>, scope: BreachScope): Promise<Person[]> {
  const byEmail = new Map<string, Person>();
  const phoneToEmail = new Map<string, string>();
  const phoneOnly: { phone: string; kind: BreachKind; lang: Lang }[] = [];
  for (const kind of scope.kinds) {
    const src = SOURCES[kind];
    const columns = [src.email, src.phone, src.lang].filter((c): c is string => Boolean(c));
    let q = (db as unknown as Loose).selectFrom(src.table).select(columns);
    if (scope.from) q = q.where('created_at', '>=', fromOf(scope.from));
    if (scope.to) q = q.where('created_at', '<=', toOf(scope.to));
    for (const row of await q.orderBy('id').execute()) {
      const email = src.email ? normalisedDestination('email', row[src.email] ?? '') : '';
      const phoneDigits = src.phone ? (row[src.phone] ?? '').replace(/\D/g, '') : '';
      const phone = phoneDigits.length >= 10 ? normalisedDestination('phone', phoneDigits) : '';
      const lang: Lang = src.lang && (row[src.lang] === 'hi' || row[src.lang] === 'en') ? (row[src.lang] as Lang) : '';
      if (email.includes('@')) {
        const person = byEmail.get(email) ?? { channel: 'email' as const, destination: email, kinds: [], lang: '' as Lang };
        if (!person.kinds.includes(kind)) person.kinds.push(kind);
        person.lang ||= lang;
        byEmail.set(email, person);
        if (phone) phoneToEmail.set(phone, email);
      } else if (phone) {
        phoneOnly.push({ phone, kind, lang });
      }
    }
  }
  const byPhone = new Map<string, Person>();
  for (const { phone, kind, lang } of phoneOnly) {
    const known = phoneToEmail.get(phone);
    const person = known
      ? byEmail.get(known)!
      : (byPhone.get(phone) ?? { channel: 'phone' as const, destination: phone, kinds: [], lang: '' as Lang });
    if (!person.kinds.includes(kind)) person.kinds.push(kind);
    person.lang ||= lang;
    if (!known) byPhone.set(phone, person);
  }
  return [...byEmail.values(), ...byPhone.values()];
}

async function notifiedHashes(db: Kysely<Database>, breachId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('breach_notices').select('destination_hash').where('breach_id', '=', breachId).execute();
  return new Set(rows.map((r) => r.destination_hash));
}

const hashOf = (p: Person) => destinationHash(p.channel, p.destination);

/** The count and the masked list the console shows. */
export async function peopleView(db: Kysely<Database>, breachId: number, scope: BreachScope): Promise<BreachPeopleView> {
  const breach = await db.selectFrom('breach_records').select('id').where('id', '=', breachId).executeTakeFirst();
  if (!breach) throw notFound();
  const people = await affectedPeople(db, scope);
  const told = await notifiedHashes(db, breachId);
  const list = people.map((p) => ({
    kinds: p.kinds,
    contact: p.channel === 'email' ? maskEmail(p.destination) : maskPhone(p.destination),
    lang: p.lang,
    notified: told.has(hashOf(p)),
  }));
  return {
    count: people.length,
    by_email: people.filter((p) => p.channel === 'email').length,
    by_sms: people.filter((p) => p.channel === 'phone').length,
    already: list.filter((p) => p.notified).length,
    people: list,
  };
}

interface NoticeWords {
  text: string;
  text_hi: string;
  learnedAt: string;
  url: string;
  contact: { en: string; hi: string };
}

const kindsIn = (t: PrivacyLetters, kinds: BreachKind[]) => kinds.map((k) => t.kinds[k]).join(', ');

/** The notice in one language: what happened, when the trust learned of it, the staff's words, whom to ask. */
function paragraphs(t: PrivacyLetters, p: Person, w: NoticeWords, lang: 'en' | 'hi') {
  return [
    fill(t.breachIntro, { kinds: kindsIn(t, p.kinds) }),
    fill(t.breachWhen, { date: formatDate(w.learnedAt.slice(0, 10), w.learnedAt.slice(0, 10)) }),
    lang === 'hi' ? w.text_hi : w.text,
    fill(t.breachClosing, { url: w.url }),
    w.contact[lang],
  ].filter(Boolean);
}

/** The e-mail: in the person's language, or Hindi then English where it is not known. */
export function breachMail(p: Person, w: NoticeWords) {
  const langs: ('en' | 'hi')[] = p.lang ? [p.lang] : ['hi', 'en'];
  const parts = langs.map((l) => paragraphs(l === 'hi' ? privacyLettersHi : privacyLetters, p, w, l));
  const subject = langs.map((l) => (l === 'hi' ? privacyLettersHi : privacyLetters).breachSubject).join(' / ');
  return {
    subject,
    text: parts.map((ps) => ps.join('\n\n')).join('\n\n———\n\n'),
    html: parts.map((ps) => ps.map((x) => `<p>${escapeHtml(x)}</p>`).join('')).join('<hr>'),
  };
}

/** The text message: short, in the person's language (Hindi where it is not known: the site is Hindi first). */
export function breachSms(p: Person, w: NoticeWords): string {
  const hi = p.lang !== 'en';
  const t = hi ? privacyLettersHi : privacyLetters;
  return fill(t.breachSms, { kinds: kindsIn(t, p.kinds), text: hi ? w.text_hi : w.text, url: w.url });
}

/**
 * Tells everyone the scope reaches who has not been told of this breach: e-mails queued in the
 * outbox and a row per person in one transaction, with the breach's record of when and how many;
 * the texts to phone-only people are returned for the caller to send once that is stored.
 */
export async function notifyPeople(
  db: Db,
  mail: MailSettings,
  breachId: number,
  input: BreachScope & { text: string; text_hi: string },
  now: Date,
) {
  return inTransaction(db, async (trx) => {
    const breach = await trx.selectFrom('breach_records').selectAll().where('id', '=', breachId).executeTakeFirst();
    if (!breach) throw notFound();
    const told = await notifiedHashes(trx, breachId);
    const reached = await affectedPeople(trx, input);
    const people = reached.filter((p) => !told.has(hashOf(p)));
    const contact = await privacyContact(trx);
    const words: NoticeWords = {
      text: input.text,
      text_hi: input.text_hi,
      learnedAt: breach.learned_at,
      url: new URL('/privacy/request', mail.webOrigin).href,
      contact: {
        en: contact ? fill(privacyLetters.answerContact, { contact }) : '',
        hi: contact ? fill(privacyLettersHi.answerContact, { contact }) : '',
      },
    };
    const texts: { phone: string; text: string }[] = [];
    const iso = now.toISOString();
    for (const p of people) {
      if (p.channel === 'email') await enqueueMail(trx, mail, 'privacy_breach', [p.destination], breachMail(p, words));
      else texts.push({ phone: p.destination, text: breachSms(p, words) });
      await trx
        .insertInto('breach_notices')
        .values({ breach_id: breachId, destination_hash: hashOf(p), channel: p.channel, lang: p.lang || 'both', created_at: iso })
        .execute();
    }
    const row = await trx
      .updateTable('breach_records')
      .set({
        affected_kinds: JSON.stringify(input.kinds),
        affected_from: input.from ?? null,
        affected_to: input.to ?? null,
        notice_text: input.text,
        notice_text_hi: input.text_hi,
        notices_sent_at: people.length ? iso : breach.notices_sent_at,
        notices_sent: breach.notices_sent + people.length,
        people_notified_at: breach.people_notified_at ?? (people.length ? iso : null),
        updated_at: iso,
      })
      .where('id', '=', breachId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      emails: people.length - texts.length,
      sms: texts.length,
      skipped: reached.length - people.length,
      breach: toBreachView(row),
      texts,
    };
  });
}
