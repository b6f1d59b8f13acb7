// /admin/donations (admins): every donation, newest first, filtered by status (or unmatched after
// 30 days), financial year and mode; PAN and phone masked. The list's view is logged by the API.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DONATION_FILTERS, DONATION_MODES, type DonationRow } from '../../../shared/schemas/donations-console';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { donationsApi } from '../../api/donations';
import { FilterSelect } from '../../components/filter-select';
import { forAdmins } from '../../components/not-allowed';
import { PageHeader } from '../../components/page-header';
import { DataTable, queryState } from '../../components/data-table';
import type { Column as TableColumn } from '../../lib/column';
import { useApi } from '../../lib/console-context';
import { paths } from '../../lib/paths';
import { showDate } from '../../lib/resource';
import { recentYears, t } from './donation-bits';

const l = t.list;

export const statusLabel = (r: Pick<DonationRow, 'status' | 'needs_review'>) =>
  r.needs_review ? `${t.statuses.reported} (${l.needsReview})` : t.statuses[r.status];

const columns: TableColumn<DonationRow>[] = [
  { key: 'reference', header: l.reference, primary: true, cell: (r) => <Link to={paths.donation(r.id)}>{r.reference}</Link> },
  { key: 'date', header: l.date, cell: (r) => showDate(r.paid_on || r.created_at) },
  { key: 'donor', header: l.donor, cell: (r) => r.donor_name },
  { key: 'amount', header: l.amount, cell: (r) => r.amount },
  { key: 'mode', header: l.mode, cell: (r) => t.modes[r.mode] },
  { key: 'status', header: l.status, cell: statusLabel },
  { key: 'pan', header: l.pan, cell: (r) => r.donor_pan },
  { key: 'phone', header: l.phone, cell: (r) => r.donor_phone },
];

function Donations() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filter = { status: params.get('status') ?? '', fy: params.get('fy') ?? '', mode: params.get('mode') ?? '' };
  const page = Number(params.get('page') ?? '1') || 1;
  const query = Object.fromEntries(Object.entries({ ...filter, page: String(page) }).filter(([, v]) => v));
  const list = useQuery({
    queryKey: ['donations', query],
    queryFn: ({ signal }) => donationsApi.list(api, query, signal),
    placeholderData: keepPreviousData,
  });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const any = { value: '', label: t.any };
  return (
    <>
      <PageHeader title={l.title} intro={l.intro} />
      <fieldset className="filters">
        <legend className="visually-hidden">{l.filters}</legend>
        <FilterSelect
          label={l.status}
          value={filter.status}
          options={[any, ...DONATION_FILTERS.map((s) => ({ value: s, label: t.statuses[s] }))]}
          onChange={(v) => set('status', v)}
        />
        <FilterSelect
          label={l.year}
          value={filter.fy}
          options={[any, ...recentYears().map((y) => ({ value: y, label: y }))]}
          onChange={(v) => set('fy', v)}
        />
        <FilterSelect
          label={l.mode}
          value={filter.mode}
          options={[any, ...DONATION_MODES.map((x) => ({ value: x, label: t.modes[x] }))]}
          onChange={(v) => set('mode', v)}
        />
      </fieldset>
      <DataTable
        caption={l.title}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        empty={l.none}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(p) => set('page', String(p))}
        sort={null}
        onSortChange={() => undefined}
        {...queryState(list)}
      />
    </>
  );
}

export default forAdmins(Donations);
