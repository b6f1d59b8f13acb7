// /admin/mail (admins): the e-mail outbox (docs/decisions/0017). Says when e-mail is off (no
// SMTP_URL) or no staff address is set, lists the messages by state (failed first), and sends a
// failed one again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAIL_STATUSES, type OutboxMessage } from '../../../shared/schemas/staff/mail';
import { mailApi } from '../../api/mail';
import { useApi } from '../../lib/console-context';
import { useCurrentUser } from '../../lib/current-user';
import { fill, m } from '../../lib/messages';
import { StatusBadge } from '../../components/status-badge';
import { FilterSelect } from '../../components/filter-select';
import { addressParams, DataTable, queryState } from '../../components/data-table';
import type { Column } from '../../lib/column';
import { NotAllowed } from '../../components/not-allowed';
import { PageHeader, StatusNotice } from '../../components/page-header';
import { PAGE_SIZE, useListParams } from '../../lib/list-params';
import { showDateTime } from '../../lib/resource';
import { errorsOf } from '../../lib/validation';
import './mail-page.css';

type Status = (typeof MAIL_STATUSES)[number];
const t = m.mail;
const kinds: Record<string, string> = t.kinds;

const columns: Column<OutboxMessage>[] = [
  {
    key: 'created_at',
    header: t.created,
    cell: (r) => <time dateTime={r.created_at}>{showDateTime(r.created_at)}</time>,
    nowrap: true,
  },
  {
    key: 'subject',
    header: t.subject,
    primary: true,
    cell: (r) => (
      <>
        {r.subject}
        <br />
        <span className="muted">{kinds[r.kind] ?? r.kind}</span>
      </>
    ),
  },
  { key: 'recipients', header: t.recipients, cell: (r) => <span className="mail-recipients">{r.recipients.join(', ')}</span> },
  {
    key: 'status',
    header: t.status,
    cell: (r) => (
      <>
        <StatusBadge tone={r.status === 'sent' ? 'good' : r.status === 'failed' ? 'bad' : 'waiting'}>{t.statuses[r.status]}</StatusBadge>
        {r.status === 'pending' && r.attempts > 0 && (
          <>
            <br />
            <span className="muted">{fill(t.nextAttempt, { date: showDateTime(r.next_attempt_at) })}</span>
          </>
        )}
      </>
    ),
  },
  { key: 'attempts', header: t.attempts, cell: (r) => r.attempts },
  {
    key: 'last_error',
    header: t.lastError,
    cell: (r) =>
      r.last_error === 'interrupted' ? t.interrupted : r.last_error ? <code className="mail-error">{r.last_error}</code> : m.none,
  },
];

export default function MailPage() {
  const { can } = useCurrentUser();
  return can.manageAccounts ? <Mail /> : <NotAllowed />;
}

function Mail() {
  const api = useApi();
  const client = useQueryClient();
  const listParams = useListParams();
  const { page, params, set } = listParams;
  const raw = params.get('status');
  const status: Status | 'all' = raw === 'all' ? 'all' : MAIL_STATUSES.includes(raw as Status) ? (raw as Status) : 'failed';
  const [notice, setNotice] = useState<string | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const state = useQuery({ queryKey: ['mail', 'status'], queryFn: ({ signal }) => mailApi.status(api, signal) });
  const list = useQuery({
    queryKey: ['mail', 'list', status, page],
    queryFn: ({ signal }) => mailApi.list(api, { status: status === 'all' ? undefined : status, page, page_size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (id: number) => mailApi.retry(api, id),
    onMutate: () => {
      setNotice(null);
      setRetryError(null);
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['mail'] });
      setNotice(t.retried);
    },
    onError: (error) => setRetryError(errorsOf(error).error),
  });

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      {state.data && !state.data.enabled && <p className="notice notice--error">{t.off}</p>}
      {state.data && state.data.staff_recipients === 0 && <p className="notice notice--info">{t.noStaff}</p>}
      {state.data && <p>{fill(t.counts, { failed: state.data.failed, pending: state.data.pending, sending: state.data.sending })}</p>}
      <div className="filters">
        <FilterSelect
          label={t.filter}
          value={status}
          options={[...MAIL_STATUSES.map((s) => ({ value: s, label: t.statuses[s] })), { value: 'all', label: t.all }]}
          onChange={(value) => set({ status: value === 'failed' ? null : value, page: null })}
        />
      </div>
      <StatusNotice message={notice} />
      {retryError && (
        <p className="notice notice--error" role="alert">
          {retryError}
        </p>
      )}
      <DataTable<OutboxMessage>
        caption={t.title}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        total={list.data?.total ?? 0}
        empty={t.none}
        {...addressParams(listParams)}
        {...queryState(list)}
        actions={(r) =>
          r.status === 'failed' ? (
            <button
              type="button"
              className="button button--small"
              disabled={retry.isPending}
              onClick={() => retry.mutate(r.id)}
              aria-label={fill(t.retryLabel, { subject: r.subject })}
            >
              {t.retry}
            </button>
          ) : null
        }
      />
    </>
  );
}
