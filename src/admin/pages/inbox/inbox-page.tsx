// /admin/inbox: volunteer applications, partner applications and contact messages, a page at a
// time: the API searches, filters, sorts and pages each box; spam is kept apart from the inbox; a
// status changes in place; the rows a search keeps export as CSV.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { INBOX_STATUSES, type InboxStatus } from '../../../shared/constants';
import { inboxApi } from '../../api/inbox';
import { useApi } from '../../lib/console-context';
import { fill, m, shared } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { FilterSelect } from '../../components/filter-select';
import { addressParams, DataTable, queryState } from '../../components/data-table';
import type { Column } from '../../lib/column';
import { Dialog } from '../../components/dialog';
import { FormError } from '../../components/form-field';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { PAGE_SIZE, useListParams } from '../../lib/list-params';
import { showDateTime } from '../../lib/resource';
import { saveFile } from '../../lib/save-file';
import { errorsOf } from '../../lib/validation';
import { INBOX_BOXES, type InboxBox, type InboxRecord, replyHref } from './inbox-boxes';
import './inbox-page.css';

const statusLabel = (s: InboxStatus) => (s === 'spam' ? m.inbox.spamStatus : m.inbox[s]);
const INBOX_VIEW_STATUSES: InboxStatus[] = INBOX_STATUSES.filter((s) => s !== 'spam');
/** The API's longest search. */
const SEARCH_MAX = 200;
/** Typing pauses this long before the search goes to the API. */
const SEARCH_PAUSE_MS = 300;

/** The value, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function StatusSelect(props: { record: InboxRecord; name: string; onChange(status: InboxStatus): void; disabled: boolean }) {
  return (
    <select
      className="status-select"
      aria-label={fill(m.inbox.statusOf, { name: props.name })}
      value={props.record.status}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value as InboxStatus)}
    >
      {INBOX_STATUSES.map((s) => (
        <option key={s} value={s}>
          {statusLabel(s)}
        </option>
      ))}
    </select>
  );
}

export default function InboxPage() {
  const api = useApi();
  const client = useQueryClient();
  const listParams = useListParams();
  const { page, sort, params, set } = listParams;
  const box = INBOX_BOXES.find((b) => b.kind === params.get('box')) ?? INBOX_BOXES[0]!;
  const spamView = params.get('view') === 'spam';
  const statusParam = params.get('status');
  const status = !spamView && INBOX_VIEW_STATUSES.includes(statusParam as InboxStatus) ? (statusParam as InboxStatus) : null;
  const search = params.get('q') ?? '';
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState<InboxRecord | null>(null);
  const [exporting, setExporting] = useState(false);
  const searchId = useId();

  const settledSearch = useSettled(search.trim().slice(0, SEARCH_MAX), SEARCH_PAUSE_MS);
  const sortBy = sort ? box.sortBy(sort.key) : undefined;
  const filter = {
    search: settledSearch,
    status: spamView ? 'spam' : status,
    ...(sortBy && sort ? { sort_by: sortBy, sort_order: sort.direction === 'asc' ? 'ascending' : 'descending' } : {}),
  };
  const query = { ...filter, view: spamView ? 'spam' : 'inbox', page, page_size: PAGE_SIZE };
  const records = useQuery({
    queryKey: ['inbox', box.kind, 'list', query],
    queryFn: ({ signal }) => inboxApi.list<InboxRecord>(api, box.path, query, signal),
    placeholderData: keepPreviousData,
  });

  const change = useMutation({
    mutationFn: ({ record, next }: { record: InboxRecord; next: InboxStatus }) =>
      inboxApi.setStatus<InboxRecord>(api, box.path, record.id, next),
    onSuccess: (saved) => {
      client.setQueryData<{ rows: InboxRecord[]; total: number }>(
        ['inbox', box.kind, 'list', query],
        (list) => list && { ...list, rows: list.rows.map((r) => (r.id === saved.id ? saved : r)) },
      );
      // Other pages and filters may now hold the record, or no longer.
      void client.invalidateQueries({ queryKey: ['inbox', box.kind, 'list'] });
      setReading((r) => (r && r.id === saved.id ? saved : r));
      setNotice(fill(m.inbox.statusSaved, { status: statusLabel(saved.status) }));
      void client.invalidateQueries({ queryKey: ['inbox', 'new-counts'] });
    },
    onError: (error) => setFailure(errorsOf(error).error),
  });
  const setStatus = (record: InboxRecord, next: InboxStatus) => {
    setNotice(null);
    setFailure(null);
    change.mutate({ record, next });
  };

  async function exportCsv() {
    setFailure(null);
    setExporting(true);
    try {
      const { blob, filename } = await inboxApi.exportCsv(api, box.path, filter);
      saveFile(blob, filename ?? `${box.path}.csv`);
    } catch (error) {
      setFailure(errorsOf(error).error);
    } finally {
      setExporting(false);
    }
  }

  const columns: Column<InboxRecord>[] = [
    { key: 'created_at', header: m.inbox.received, cell: (r) => showDateTime(r.created_at), sortable: true, nowrap: true },
    { key: 'sender', header: m.inbox.fullName, cell: (r) => box.sender(r), sortable: true, primary: true },
    { key: 'email', header: m.inbox.email, cell: (r) => String(r.email ?? ''), sortable: true },
    { key: 'topic', header: box.topicLabel, cell: (r) => box.topic(r), sortable: true },
    {
      key: 'status',
      header: m.inbox.status,
      sortable: true,
      cell: (r) => <StatusSelect record={r} name={box.sender(r)} disabled={change.isPending} onChange={(next) => setStatus(r, next)} />,
    },
  ];

  const link = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    next.delete('page');
    const query = next.toString();
    return `${paths.inbox}${query ? `?${query}` : ''}`;
  };

  return (
    <>
      <PageHeader
        title={m.inbox.title}
        actions={
          <button type="button" className="button button--secondary" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? m.inbox.exporting : m.inbox.export}
          </button>
        }
      />
      <nav className="segmented" aria-label={m.inbox.boxes}>
        {INBOX_BOXES.map((b) => (
          <Link key={b.kind} to={link({ box: b.kind, status: null })} aria-current={b.kind === box.kind ? 'page' : undefined}>
            {b.label}
          </Link>
        ))}
      </nav>
      <div className="filters">
        <nav className="segmented segmented--small" aria-label={m.inbox.view}>
          <Link to={link({ view: null })} aria-current={!spamView ? 'page' : undefined}>
            {m.inbox.inbox}
          </Link>
          <Link to={link({ view: 'spam', status: null })} aria-current={spamView ? 'page' : undefined}>
            {m.inbox.spam}
          </Link>
        </nav>
        {!spamView && (
          <FilterSelect
            label={m.inbox.status}
            value={status ?? ''}
            options={[{ value: '', label: m.inbox.allStatuses }, ...INBOX_VIEW_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]}
            onChange={(value) => set({ status: value || null, page: null })}
          />
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a search landmark the console's styles and tests know as a div */}
        <div className="field field--inline field--grow" role="search">
          <label htmlFor={searchId} className="field__label">
            {m.inbox.search}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={m.inbox.searchHint}
            maxLength={SEARCH_MAX}
            value={search}
            onChange={(e) => set({ q: e.target.value || null, page: null })}
          />
        </div>
      </div>
      {spamView && <p className="muted">{m.inbox.spamNote}</p>}
      <StatusNotice message={notice} />
      <FormError message={failure} />
      <DataTable<InboxRecord>
        caption={`${box.label} · ${spamView ? m.inbox.spam : m.inbox.inbox}`}
        columns={columns}
        rows={records.data?.rows}
        rowKey={(r) => r.id}
        total={records.data?.total ?? 0}
        {...addressParams(listParams)}
        {...queryState(records)}
        empty={m.inbox.noneFound}
        actions={(r) => (
          <>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setReading(r)}
              aria-label={`${m.inbox.open}: ${box.sender(r)}`}
            >
              {m.inbox.open}
            </button>
            <ReplyLink box={box} record={r} small />
          </>
        )}
      />
      {reading && (
        <ReadingDialog
          box={box}
          record={reading}
          onClose={() => setReading(null)}
          onStatus={(next) => setStatus(reading, next)}
          busy={change.isPending}
        />
      )}
    </>
  );
}

interface Consent {
  id: number;
  purpose: string;
  action: 'given' | 'withdrawn';
  notice_version: number;
  created_at: string;
}
type WholeRecord = InboxRecord & { notice_version: number | null; consents: Consent[] };

function ReadingDialog(props: { box: InboxBox; record: InboxRecord; onClose(): void; onStatus(s: InboxStatus): void; busy: boolean }) {
  const { box } = props;
  const api = useApi();
  // The record whole (its phone number unmasked) with its consents; opening it is written to the access log.
  const whole = useQuery({
    queryKey: ['inbox-record', box.path, props.record.id],
    queryFn: ({ signal }) => inboxApi.one<WholeRecord>(api, box.path, props.record.id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const record: InboxRecord = whole.data ? { ...whole.data, status: props.record.status } : props.record;
  const p = shared.privacyConsole.consents;
  return (
    <Dialog title={box.sender(record)} onClose={props.onClose}>
      <dl className="details">
        <div className="details__row">
          <dt>{m.inbox.received}</dt>
          <dd>{showDateTime(record.created_at)}</dd>
        </div>
        {box.fields.map((f) => {
          const value = String(record[f.name] ?? '');
          return (
            <div key={f.name} className="details__row">
              <dt>{f.label}</dt>
              <dd>{(f.format ? f.format(value) : value) || m.none}</dd>
            </div>
          );
        })}
        {whole.data ? (
          <div className="details__row">
            <dt>{p.title}</dt>
            <dd>
              <ul className="plain-list">
                {whole.data.consents.map((c) => (
                  <li key={c.id}>
                    {`${c.purpose}: ${c.action === 'given' ? p.given : p.withdrawn} · ${p.notice} ${c.notice_version} · ${showDateTime(c.created_at)}`}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="dialog__actions">
        <ReplyLink box={box} record={record} />
        <StatusSelect record={record} name={box.sender(record)} disabled={props.busy} onChange={props.onStatus} />
        <button type="button" className="button button--secondary" onClick={props.onClose}>
          {m.close}
        </button>
      </div>
    </Dialog>
  );
}

/** "Reply": the staff member's e-mail program, addressed to the sender, the subject filled in. */
function ReplyLink(props: { box: InboxBox; record: InboxRecord; small?: boolean }) {
  const href = replyHref(props.box, props.record);
  if (!href) return null;
  return (
    <a
      className={`button button--secondary${props.small ? ' button--small' : ''}`}
      href={href}
      aria-label={fill(m.tasks.reply.labelFor, { name: props.box.sender(props.record) })}
    >
      {m.tasks.reply.label}
    </a>
  );
}
