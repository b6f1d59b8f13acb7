// Renders the e-mail the API sends, from the catalogue's texts (en.mail): a subject, a plain-text
// body and the same as HTML. Submitted values are escaped in the HTML, and a subject never carries
// a line break or another control character (no header injection; nodemailer encodes the rest).
import { en } from '../../shared/messages/en';
import { fill } from '../../shared/messages/fill';
import { formatDate } from '../../shared/dates';
/** The three public forms (features/applications: INBOX_TABLES). */
type InboxKind = 'volunteer' | 'partner' | 'contact';

const t = en.mail;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

type FieldName = keyof typeof t.fields;

/** A body: paragraphs (may hold a line break), then labelled values. */
interface Body {
  paragraphs: string[];
  fields?: [FieldName, string][];
  after?: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A C0 control character, DEL, or a Unicode line or paragraph separator. */
export function isControl(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
}

/** One line, no control characters, at most `max` characters: safe as a header's value. */
export function headerSafe(value: string, max = 150): string {
  const line = Array.from(value, (c) => (isControl(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const paragraphHtml = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;

function render(subject: string, body: Body): MailContent {
  const fields = body.fields?.filter(([, v]) => v.trim() !== '') ?? [];
  const after = body.after ?? [];
  const text = [...body.paragraphs, ...(fields.length ? [fields.map(([k, v]) => `${t.fields[k]}: ${v}`).join('\n')] : []), ...after].join(
    '\n\n',
  );
  const table = fields.length
    ? `<table>${fields.map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(t.fields[k])}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`
    : '';
  const html = `<!doctype html><html><body>${body.paragraphs.map(paragraphHtml).join('')}${table}${after.map(paragraphHtml).join('')}</body></html>`;
  return { subject: headerSafe(subject), text: `${text}\n`, html };
}

/** The fields each form's staff notification shows, in order. */
const FORM_FIELDS: Record<InboxKind, FieldName[]> = {
  volunteer: ['full_name', 'email', 'role', 'message'],
  partner: ['organization_name', 'contact_person', 'email', 'phone', 'organization_type', 'partnership_interest'],
  contact: ['name', 'email', 'subject', 'message'],
};

/** Who wrote: the name a form's sender gave. */
export function senderName(kind: InboxKind, fields: Record<string, string | undefined>): string {
  return (kind === 'volunteer' ? fields.full_name : kind === 'partner' ? fields.contact_person : fields.name) ?? '';
}

/** The staff's notice of a new submission. */
export function staffNotice(kind: InboxKind, fields: Record<string, string | undefined>, consoleLink: string): MailContent {
  const name = kind === 'partner' ? (fields.organization_name ?? '') : senderName(kind, fields);
  const texts: Record<InboxKind, [string, string]> = {
    volunteer: [t.staff.volunteerSubject, t.staff.volunteerIntro],
    partner: [t.staff.partnerSubject, t.staff.partnerIntro],
    contact: [t.staff.contactSubject, t.staff.contactIntro],
  };
  const [subject, intro] = texts[kind];
  return render(fill(subject, { name: headerSafe(name, 80) }), {
    paragraphs: [intro],
    fields: FORM_FIELDS[kind].map((f) => [f, fields[f] ?? '']),
    after: [fill(t.openConsole, { link: consoleLink }), t.staffFooter],
  });
}

/** The longest first name a confirmation greets by; a longer one is no name. */
export const FIRST_NAME_MAX = 30;

/**
 * The first word of the name a visitor typed, if it reads as a name: letters (any script), marks
 * and inner hyphens or apostrophes, at most FIRST_NAME_MAX characters. Anything else (a link, a
 * domain, digits, markup) gives no name: a confirmation goes to an address nobody has verified,
 * so it must carry nothing a stranger could use it to deliver.
 */
export function firstName(name: string | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  if (first.length === 0 || first.length > FIRST_NAME_MAX) return null;
  return /^\p{L}[\p{L}\p{M}]*(?:['’-][\p{L}\p{M}]+)*$/u.test(first) ? first : null;
}

/**
 * The confirmation to whoever sent a form: the trust's own words only, the form's kind and the
 * date, greeting at most a first name. Nothing else the visitor typed (the message, a subject, an
 * organisation) is quoted, so the form cannot be used to send a stranger someone's text.
 */
export function senderConfirmation(kind: InboxKind, fields: Record<string, string | undefined>, now = new Date()): MailContent {
  const c = t.confirmation;
  const texts: Record<InboxKind, [string, string]> = {
    volunteer: [c.volunteerSubject, c.volunteerBody],
    partner: [c.partnerSubject, c.partnerBody],
    contact: [c.contactSubject, c.contactBody],
  };
  const [subject, body] = texts[kind];
  const name = firstName(senderName(kind, fields));
  return render(subject, {
    paragraphs: [
      name ? fill(t.greeting, { name }) : c.greetingNoName,
      body,
      fill(c.receivedOn, { date: formatDate(now.toISOString(), ''), form: c.forms[kind] }),
      c.notYou,
      t.signature,
    ],
  });
}

/** The reply by e-mail to a registration under a username already in use (the API's reply does not tell). */
export function usernameTakenNotice(): MailContent {
  return render(t.registration.takenSubject, { paragraphs: [t.confirmation.greetingNoName, t.registration.takenBody, t.signature] });
}

export interface Registrant {
  username: string;
  full_name: string;
  email: string;
  phone: string;
  note: string;
}

/** The staff's notice of a registration awaiting approval. */
export function registrationNotice(r: Registrant, consoleLink: string): MailContent {
  return render(fill(t.staff.registrationSubject, { name: headerSafe(r.username, 80) }), {
    paragraphs: [t.staff.registrationIntro],
    fields: [
      ['username', r.username],
      ['full_name', r.full_name],
      ['email', r.email],
      ['phone', r.phone],
      ['note', r.note],
    ],
    after: [fill(t.openConsole, { link: consoleLink }), t.staffFooter],
  });
}

/** The decision on a registration, with the administrator's comments, to the registrant. */
export function decisionNotice(
  verdict: 'approve' | 'reject',
  r: { username: string; full_name: string },
  comments: string,
  loginLink: string,
): MailContent {
  const d = t.decision;
  const approved = verdict === 'approve';
  return render(approved ? d.approvedSubject : d.rejectedSubject, {
    paragraphs: [
      fill(t.greeting, { name: r.full_name || r.username }),
      fill(approved ? d.approvedBody : d.rejectedBody, { username: r.username, link: loginLink }),
      ...(comments.trim() ? [`${d.comments}\n${comments.trim()}`] : []),
      t.signature,
    ],
  });
}
