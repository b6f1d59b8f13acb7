// /admin/access-log (admins): every opening of a personal record and every export, newest first
// (decision 0032). Written by the API; nothing here changes it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccessLogEntry } from '../../../shared/schemas/privacy';
import { privacyApi } from '../../api/privacy';
import { useApi } from '../../lib/console-context';
import { m, shared } from '../../lib/messages';
import { addressParams, DataTable, queryState } from '../../components/data-table';
import type { Column } from '../../lib/column';
import { forAccountManagers } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { PAGE_SIZE, useListParams } from '../../lib/list-params';
import { showDateTime } from '../../lib/resource';

const t = shared.privacyConsole.accessLog;

const columns: Column<AccessLogEntry>[] = [
  { key: 'created_at', header: t.when, cell: (e) => <time dateTime={e.created_at}>{showDateTime(e.created_at)}</time>, nowrap: true },
  { key: 'who', header: t.who, cell: (e) => e.username ?? `#${e.user_id}`, primary: true },
  { key: 'action', header: t.action, cell: (e) => (e.action === 'view' ? t.view : t.export) },
  { key: 'what', header: t.what, cell: (e) => (e.record_id === null ? e.record_kind : `${e.record_kind} #${e.record_id}`) },
  { key: 'filter', header: t.filter, cell: (e) => (e.filter ? <code className="details-code">{e.filter}</code> : m.none) },
];

function AccessLog() {
  const api = useApi();
  const listParams = useListParams();
  const { page } = listParams;
  const list = useQuery({
    queryKey: ['access-log', page],
    queryFn: ({ signal }) => privacyApi.accessLog(api, { page, page_size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <DataTable<AccessLogEntry>
        caption={t.title}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(e) => e.id}
        total={list.data?.total ?? 0}
        empty={t.empty}
        {...addressParams(listParams)}
        {...queryState(list)}
      />
    </>
  );
}

export default forAccountManagers(AccessLog);
