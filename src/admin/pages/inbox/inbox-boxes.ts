// The three public forms whose submissions land in the inbox, and how each is shown.
import { VOLUNTEER_ROLES, roleValue } from '../../../shared/constants';
import { m } from '../../app/messages';

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
}

const roleLabels = new Map(VOLUNTEER_ROLES.map((label) => [roleValue(label), label]));
export const roleLabel = (value: string) => roleLabels.get(value) ?? value;

const text = (r: InboxRecord, name: string) => (typeof r[name] === 'string' ? (r[name] as string) : '');

export const INBOX_BOXES: readonly InboxBox[] = [
  {
    kind: 'volunteer',
    path: 'volunteer-applications',
    label: m.inbox.volunteer,
    sender: (r) => text(r, 'full_name'),
    topic: (r) => roleLabel(text(r, 'role')),
    topicLabel: m.inbox.role,
    fields: [
      { name: 'full_name', label: m.inbox.fullName },
      { name: 'email', label: m.inbox.email },
      { name: 'role', label: m.inbox.role, format: roleLabel },
      { name: 'message', label: m.inbox.message },
    ],
  },
  {
    kind: 'partner',
    path: 'partner-applications',
    label: m.inbox.partner,
    sender: (r) => `${text(r, 'contact_person')} (${text(r, 'organization_name')})`,
    topic: (r) => text(r, 'partnership_interest'),
    topicLabel: m.inbox.interest,
    fields: [
      { name: 'organization_name', label: m.inbox.organization },
      { name: 'contact_person', label: m.inbox.contactPerson },
      { name: 'email', label: m.inbox.email },
      { name: 'phone', label: m.inbox.phone },
      { name: 'organization_type', label: m.inbox.organizationType },
      { name: 'partnership_interest', label: m.inbox.interest },
    ],
  },
  {
    kind: 'contact',
    path: 'contact-messages',
    label: m.inbox.contact,
    sender: (r) => text(r, 'name'),
    topic: (r) => text(r, 'subject'),
    topicLabel: m.inbox.subject,
    fields: [
      { name: 'name', label: m.inbox.fullName },
      { name: 'email', label: m.inbox.email },
      { name: 'subject', label: m.inbox.subject },
      { name: 'message', label: m.inbox.message },
    ],
  },
];

/** Does the record mention the search words (any field, any case)? */
export function matches(box: InboxBox, r: InboxRecord, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = box.fields
    .map((f) => text(r, f.name))
    .join(' ')
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}
