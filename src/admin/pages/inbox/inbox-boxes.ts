// The three public forms whose submissions land in the inbox, and how each is shown.
import { VOLUNTEER_ROLES, roleValue } from '../../../shared/constants';
import { fill, m } from '../../lib/messages';

export interface InboxRecord {
  id: number;
  status: 'new' | 'in_review' | 'done' | 'spam';
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

export interface InboxBox {
  kind: 'volunteer' | 'partner' | 'contact';
  /** The API's path segment. */
  path: string;
  label: string;
  /** Who sent it. */
  sender(r: InboxRecord): string;
  /** What it is about, in a word or a line. */
  topic(r: InboxRecord): string;
  topicLabel: string;
  /** Every field, labelled, for the reading view. */
  fields: readonly { name: string; label: string; format?: (v: string) => string }[];
  /** The API's sort_by for a column of the list (received, sender, email, topic, status). */
  sortBy(column: string): string | undefined;
}

const roleLabels = new Map(VOLUNTEER_ROLES.map((label) => [roleValue(label), label]));
export const roleLabel = (value: string) => roleLabels.get(value) ?? value;

const text = (r: InboxRecord, name: string) => (typeof r[name] === 'string' ? (r[name] as string) : '');

/** Every field of the three forms, labelled once (a role is shown by its label). */
const FIELD_LABELS: [name: string, label: string, format?: (value: string) => string][] = [
  ['full_name', m.inbox.fullName],
  ['name', m.inbox.fullName],
  ['email', m.inbox.email],
  ['role', m.inbox.role, roleLabel],
  ['message', m.inbox.message],
  ['organization_name', m.inbox.organization],
  ['contact_person', m.inbox.contactPerson],
  ['phone', m.inbox.phone],
  ['organization_type', m.inbox.organizationType],
  ['partnership_interest', m.inbox.interest],
  ['subject', m.inbox.subject],
];
const FIELDS = new Map(FIELD_LABELS.map(([name, label, format]) => [name, { name, label, format }]));

/** A box: its fields in reading order, the one that says what a record is about, and who sent it. */
function box(
  kind: InboxBox['kind'],
  path: string,
  names: string[],
  topic: string,
  sender: InboxBox['sender'],
  senderField: string,
): InboxBox {
  const about = FIELDS.get(topic)!;
  const sortFields: Record<string, string> = {
    created_at: 'created_at',
    sender: senderField,
    email: 'email',
    topic,
    status: 'status',
  };
  return {
    kind,
    path,
    label: m.inbox[kind],
    sender,
    topic: (r) => (about.format ?? String)(text(r, topic)),
    topicLabel: about.label,
    fields: names.map((name) => FIELDS.get(name)!),
    sortBy: (column) => sortFields[column],
  };
}

export const INBOX_BOXES: readonly InboxBox[] = [
  box('volunteer', 'volunteer-applications', ['full_name', 'email', 'role', 'message'], 'role', (r) => text(r, 'full_name'), 'full_name'),
  box(
    'partner',
    'partner-applications',
    ['organization_name', 'contact_person', 'email', 'phone', 'organization_type', 'partnership_interest'],
    'partnership_interest',
    (r) => `${text(r, 'contact_person')} (${text(r, 'organization_name')})`,
    'contact_person',
  ),
  box('contact', 'contact-messages', ['name', 'email', 'subject', 'message'], 'subject', (r) => text(r, 'name'), 'name'),
];

/**
 * A `mailto:` link that answers the record from the staff member's own e-mail program, the subject
 * filled in (decision 0031); null without an address.
 */
export function replyHref(box: InboxBox, record: InboxRecord): string | null {
  const email = text(record, 'email').trim();
  if (!email) return null;
  const subject = fill(m.tasks.reply.subjects[box.kind], { topic: box.topic(record) });
  return `mailto:${encodeURI(email)}?subject=${encodeURIComponent(subject)}`;
}
