// The query string of an inbox box's list and CSV export: search words, the status and spam view
// filters, and the sort column (a whitelist per box) and direction.
import { z } from 'zod';
import { INBOX_STATUSES } from '../../../shared/constants';
import { optionalChoice, optionalText, sortOrderParam } from '../../lib/query-params';
import type { InboxKind } from '../applications/public';

/** The columns a box sorts by; the first is the default (newest first). */
export const INBOX_SORT_COLUMNS = {
  volunteer: ['created_at', 'status', 'full_name', 'email', 'role'],
  partner: ['created_at', 'status', 'contact_person', 'organization_name', 'email', 'organization_type', 'partnership_interest'],
  contact: ['created_at', 'status', 'name', 'email', 'subject'],
} as const satisfies Record<InboxKind, readonly [string, ...string[]]>;

/** `view=inbox` is everything but spam; `view=spam` the spam only. */
export const INBOX_VIEWS = ['inbox', 'spam'] as const;

export function inboxFilterQuery(kind: InboxKind) {
  const columns = INBOX_SORT_COLUMNS[kind];
  return z.object({
    search: optionalText('search', 200),
    status: optionalChoice('status', INBOX_STATUSES),
    view: optionalChoice('view', INBOX_VIEWS),
    sort_by: optionalChoice('sort_by', columns).transform((v) => v ?? columns[0]),
    sort_order: sortOrderParam,
  });
}

export type InboxFilter = z.infer<ReturnType<typeof inboxFilterQuery>>;
