// /admin/audit-log (admins): every change made through the API, newest first, filtered by action,
// record type or username.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { type AuditEntry, auditLogApi } from '../../api/audit-log';
import { useApi } from '../../lib/console-context';
import { useCurrentUser } from '../../lib/current-user';
import { m } from '../../lib/messages';
import { addressParams, DataTable, queryState } from '../../components/data-table';
import type { Column } from '../../lib/column';
import { NotAllowed } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { PAGE_SIZE, useListParams } from '../../lib/list-params';
import { showDateTime } from '../../lib/resource';
import { sortRows } from '../../lib/sorting';
import { describeAudit } from './describe-audit';
import './audit-log-page.css';
const ACTIONS = Object.entries(m.audit.actionNames);

const columns: Column<AuditEntry>[] = [
  {
    key: 'created_at',
    header: m.audit.when,
    cell: (e) => <time dateTime={e.created_at}>{showDateTime(e.created_at)}</time>,
    sortable: true,
    nowrap: true,
  },
  { key: 'entry', header: m.audit.action, cell: (e) => describeAudit(e), primary: true },
  { key: 'actor', header: m.audit.actor, cell: (e) => e.actor, sortable: true },
  {
    key: 'details',
    header: m.audit.details,
    cell: (e) => (Object.keys(e.details).length ? <code className="details-code">{JSON.stringify(e.details)}</code> : m.none),
  },
];

export default function AuditLogPage() {
  const { can } = useCurrentUser();
  return can.manageAccounts ? <AuditLog /> : <NotAllowed />;
}

function AuditLog() {
  const api = useApi();
  const listParams = useListParams();
  const { page, sort, params, set } = listParams;
  const filters = { action: params.get('action') ?? '', entity: params.get('entity') ?? '', actor: params.get('actor') ?? '' };
  const [draft, setDraft] = useState(filters);
  const ids = { action: useId(), entity: useId(), actor: useId() };
  const list = useQuery({
    queryKey: ['audit', 'list', filters, page],
    queryFn: ({ signal }) => auditLogApi.list(api, { ...filters, page, page_size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data && sortRows(list.data.rows, sort, (e, key) => (key === 'actor' ? e.actor : e.created_at));

  function apply(event: FormEvent) {
    event.preventDefault();
    set({ ...draft, page: null });
  }

  const textFilter = (name: 'entity' | 'actor', label: string) => (
    <div className="field field--inline">
      <label htmlFor={ids[name]} className="field__label">
        {label}
      </label>
      <input id={ids[name]} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value.trim() })} />
    </div>
  );

  return (
    <>
      <PageHeader title={m.audit.title} intro={m.audit.intro} />
      <form className="filters" onSubmit={apply}>
        <div className="field field--inline">
          <label htmlFor={ids.action} className="field__label">
            {m.audit.filterAction}
          </label>
          <select id={ids.action} value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })}>
            <option value="">{m.audit.anyAction}</option>
            {ACTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {textFilter('entity', m.audit.filterEntity)}
        {textFilter('actor', m.audit.filterActor)}
        <div className="filters__buttons">
          <button type="submit" className="button button--small">
            {m.audit.apply}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setDraft({ action: '', entity: '', actor: '' });
              set({ action: null, entity: null, actor: null, page: null });
            }}
          >
            {m.audit.reset}
          </button>
        </div>
      </form>
      <DataTable<AuditEntry>
        caption={m.audit.title}
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        total={list.data?.total ?? 0}
        {...addressParams(listParams)}
        {...queryState(list)}
      />
    </>
  );
}
