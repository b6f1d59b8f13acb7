// The rights desk's queue and the breach register (admins, decision 0034): lists with an edit screen.
// A request's list masks phone numbers; opening one fetches it whole, which the access log records.
// Neither is deleted here (the retention schedule erases closed requests; breaches are kept).
import { createElement } from 'react';
import { fill } from '../../../shared/messages/fill';
import type { BreachRecordView, RightsRequestView } from '../../../shared/schemas/privacy';
import { RIGHTS_STATUSES } from '../../../shared/schemas/privacy';
import { privacyApi } from '../../api/privacy';
import type { ConsoleApi, Query } from '../../api/api-client';
import { m, shared } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { showDate, showDateTime, type Resource } from '../../lib/resource';
import type { FormValues } from '../../lib/use-form';
import type { FieldErrors } from '../../lib/validation';
import { BreachPeoplePanel } from './breach-people-panel';

const r = shared.privacyConsole.rights;
const b = shared.privacyConsole.breaches;
const HOUR = 3_600_000;

/** One page of a list the API gives whole. */
async function pageOf<T>(all: Promise<{ rows: T[]; total: number }>, query: Query) {
  const { rows } = await all;
  const size = Number(query.page_size);
  if (!size) return { rows, total: rows.length };
  const from = (Math.max(1, Number(query.page) || 1) - 1) * size;
  return { rows: rows.slice(from, from + size), total: rows.length };
}

const admins = {
  mayCreate: () => false,
  mayChange: ({ can }) => can.isAdmin,
  undeletable: true,
  remove: async () => {},
} satisfies Partial<Resource<{ id: number }>>;

/** The staff accounts a request may be assigned to, as last fetched with a request. */
let assignees: { id: number; name: string }[] = [];

const overdue = (iso: string, status: string) => (status === 'open' || status === 'in_progress') && Date.parse(iso) < Date.now();

export const rightsRequestsResource: Resource<RightsRequestView> = {
  key: 'rights-requests',
  path: paths.rightsRequests,
  texts: r,
  readOnlyNote: r.intro,
  list: (api, query, signal) => pageOf(privacyApi.requests(api, signal), query),
  columns: () => [
    { key: 'id', header: r.number, cell: (q) => `#${q.id}`, sortable: true, nowrap: true },
    { key: 'kind', header: r.kind, cell: (q) => r.kinds[q.kind], sortable: true, primary: true },
    { key: 'contact', header: r.contact, cell: (q) => q.contact, nowrap: true },
    { key: 'status', header: r.status, cell: (q) => r.statuses[q.status], sortable: true },
    {
      key: 'due_at',
      header: r.due,
      cell: (q) => (overdue(q.due_at, q.status) ? `${showDate(q.due_at)} (${r.overdue})` : showDate(q.due_at)),
      sortable: true,
      nowrap: true,
    },
    { key: 'target_at', header: r.target, cell: (q) => showDate(q.target_at), sortable: true, nowrap: true },
  ],
  sortValue: (q, key) =>
    key === 'kind' ? q.kind : key === 'status' ? q.status : key === 'target_at' ? q.target_at : key === 'id' ? q.id : q.due_at,
  label: (q) => `#${q.id}`,
  fields: (_ctx, editing) =>
    editing
      ? [
          {
            name: 'status',
            label: r.status,
            kind: 'select',
            options: RIGHTS_STATUSES.map((s) => ({ value: s, label: r.statuses[s] })),
          },
          {
            name: 'assignee_id',
            label: r.assignee,
            kind: 'select',
            emptyOption: r.unassigned,
            options: assignees.map((s) => ({ value: String(s.id), label: s.name })),
          },
          { name: 'notes', label: r.notes, kind: 'textarea' },
          { name: 'reply', label: r.reply, kind: 'textarea' },
          { name: 'refusal_reason', label: r.refusalReason, kind: 'textarea' },
        ]
      : [],
  initial: (q) => ({
    status: q?.status ?? 'open',
    assignee_id: q?.assignee_id ? String(q.assignee_id) : '',
    notes: q?.notes ?? '',
    reply: q?.reply ?? '',
    refusal_reason: q?.refusal_reason ?? '',
  }),
  validate: (values): FieldErrors | null => {
    if (values.status === 'refused' && !values.refusal_reason?.trim()) {
      return { error: r.needsReason, errors: { refusal_reason: [r.needsReason] } };
    }
    if (values.status === 'answered' && !values.reply?.trim()) return { error: r.needsReply, errors: { reply: [r.needsReply] } };
    return null;
  },
  save: (api, values, _files, row) =>
    privacyApi.changeRequest(api, row!.id, {
      status: values.status,
      assignee_id: values.assignee_id ? Number(values.assignee_id) : null,
      notes: values.notes ?? '',
      reply: values.reply ?? '',
      refusal_reason: values.refusal_reason ?? '',
    }),
  fetchOne: async (api, id) => {
    // The assignee select's choices come with the request (the form's fields are read after it loads).
    const [row, staff] = await Promise.all([privacyApi.request(api, id), privacyApi.assignees(api)]);
    assignees = staff;
    return row;
  },
  openWhole: true,
  about: (q) =>
    fill(r.request, { kind: r.kinds[q.kind], contact: q.contact, made: showDateTime(q.created_at), details: q.details || m.none }),
  ...admins,
};

/** A datetime-local field's value (the browser's time zone) as ISO, or null. */
const isoOf = (v: string | undefined) => (v ? new Date(v).toISOString() : null);
/** An ISO time as a datetime-local field's value, in the browser's time zone. */
function localOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The Board's 72 hours: left, late, or reported. */
export function boardDeadline(breach: BreachRecordView, now = Date.now()): string {
  if (breach.board_notified_at) return fill(b.done, { date: showDateTime(breach.board_notified_at) });
  const hours = Math.round((Date.parse(breach.board_due_at) - now) / HOUR);
  return hours >= 0 ? fill(b.left, { hours }) : fill(b.late, { hours: -hours });
}

const TEXTS = ['summary', 'data_affected', 'people_affected', 'measures'] as const;
const TIMES = ['occurred_at', 'learned_at', 'board_notified_at', 'people_notified_at'] as const;

export const breachesResource: Resource<BreachRecordView> = {
  key: 'breaches',
  path: paths.breaches,
  texts: b,
  notice: () => b.intro,
  list: (api, query, signal) => pageOf(privacyApi.breaches(api, signal), query),
  columns: () => [
    { key: 'learned_at', header: b.learnedAt, cell: (x) => showDateTime(x.learned_at), sortable: true, nowrap: true },
    { key: 'summary', header: b.summary, cell: (x) => x.summary, primary: true },
    { key: 'board', header: b.boardDue, cell: (x) => `${showDateTime(x.board_due_at)}: ${boardDeadline(x)}` },
    { key: 'people', header: b.peopleNotifiedAt, cell: (x) => (x.people_notified_at ? showDateTime(x.people_notified_at) : m.none) },
  ],
  sortValue: (x, key) => (key === 'summary' ? x.summary : x.learned_at),
  label: (x) => x.summary.slice(0, 40),
  fields: () => [
    { name: 'summary', label: b.summary, kind: 'textarea', required: true },
    { name: 'learned_at', label: b.learnedAt, kind: 'datetime-local', required: true },
    { name: 'occurred_at', label: b.occurredAt, kind: 'datetime-local' },
    { name: 'data_affected', label: b.dataAffected, kind: 'textarea' },
    { name: 'people_affected', label: b.peopleAffected, kind: 'textarea' },
    { name: 'measures', label: b.measures, kind: 'textarea' },
    { name: 'board_notified_at', label: b.boardNotifiedAt, kind: 'datetime-local' },
    { name: 'people_notified_at', label: b.peopleNotifiedAt, kind: 'datetime-local' },
  ],
  initial: (x) => ({
    ...Object.fromEntries(TEXTS.map((k) => [k, x?.[k] ?? ''])),
    ...Object.fromEntries(TIMES.map((k) => [k, localOf(x?.[k])])),
  }),
  validate: (values: FormValues) =>
    values.summary?.trim() && values.learned_at ? null : { error: b.required, errors: { summary: [b.required], learned_at: [b.required] } },
  save: (api: ConsoleApi, values, _files, row) =>
    privacyApi.saveBreach(api, row?.id ?? null, {
      ...Object.fromEntries(TEXTS.map((k) => [k, values[k] ?? ''])),
      ...Object.fromEntries(TIMES.map((k) => [k, isoOf(values[k])])),
    }),
  fetchOne: async (api, id) => {
    const found = (await privacyApi.breaches(api)).rows.find((x) => x.id === id);
    if (!found) throw new Error(m.notFound);
    return found;
  },
  panel: (x) => createElement(BreachPeoplePanel, { breach: x }),
  ...admins,
  mayCreate: ({ can }) => can.isAdmin,
};
